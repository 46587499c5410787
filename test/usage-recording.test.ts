/**
 * What a run observed, for code static analysis cannot see into (plain `fetch`):
 * `createMock({ recordUsage })` under msw, `standin serve --record-usage FILE`, and
 * `standin usage --merge` folding it into the usage file.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupServer } from 'msw/node';
import { afterAll, describe, expect, it } from 'vitest';
import { createMock, createUsageRecorder } from '../src/index.js';
import type { UsageFile } from '../src/usage/read-usage.js';
import { startServeProcess } from './support/hardening-serve-process.js';
import { runShippedStandin } from './support/shipped-contract.js';

const BIN = fileURLToPath(new URL('../bin/standin.js', import.meta.url));
const APP = fileURLToPath(new URL('./fixtures/usage-app/', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'standin-usage-recording-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const CREDENTIALS = JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' });

/** Sign in, read the profile, then read it without a token (a 401): plain fetch, untyped. */
async function browse(base: string): Promise<void> {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: CREDENTIALS,
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const profile = await fetch(`${base}/api/v1/auth/profile`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  await profile.arrayBuffer();
  await (await fetch(`${base}/api/v1/auth/profile`)).arrayBuffer();
}

/** operationId → statuses, of the observed operations. */
function observed(usage: UsageFile): Record<string, string[]> {
  return Object.fromEntries(
    usage.operations
      .filter((operation) => operation.sources.includes('observed'))
      .map((operation) => [operation.operationId, operation.statuses]),
  );
}

describe('recording served usage', () => {
  it('createMock({ recordUsage }) hears every operation and status msw served', async () => {
    const recorder = createUsageRecorder();
    const mock = await createMock({
      seed: 1,
      now: '2026-01-15T00:00:00Z',
      conversationsPerOrg: 50,
      recordUsage: recorder.record,
    });
    const server = setupServer(...mock.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      await browse('http://app.test');
    } finally {
      server.close();
    }
    const usage = recorder.usage();
    expect(observed(usage)).toEqual({ getProfile: ['200', '401'], login: ['200'] });
    expect(usage.operations.find((op) => op.operationId === 'getProfile')).toMatchObject({
      method: 'get',
      path: '/auth/profile',
      sources: ['observed'],
      calls: [],
      members: [],
    });
  });

  it('standin serve --record-usage FILE keeps the file current; standin usage --merge folds it into the code usage', async () => {
    const file = join(scratch, 'observed.json');
    const serve = await startServeProcess(BIN, [
      '--quiet',
      '--conversations',
      '50',
      '--record-usage',
      file,
    ]);
    try {
      await browse(serve.url);
    } finally {
      await serve.kill();
    }
    expect(observed(JSON.parse(readFileSync(file, 'utf8')) as UsageFile)).toEqual({
      getProfile: ['200', '401'],
      login: ['200'],
    });

    const merged = join(scratch, 'standin-usage.json');
    const ran = await runShippedStandin([
      'usage',
      '--project',
      join(APP, 'tsconfig.json'),
      '--merge',
      file,
      '--output',
      merged,
    ]);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    const usage = JSON.parse(readFileSync(merged, 'utf8')) as UsageFile;
    const profile = usage.operations.find((op) => op.operationId === 'getProfile');
    expect(profile?.sources).toEqual(['code', 'observed']);
    expect(profile?.statuses).toEqual(['200', '401']);
    expect(profile?.calls).toEqual([{ file: 'src/header.ts', line: 11 }]);
    expect(profile?.members.map((member) => member.pointer)).toEqual([
      '/organization',
      '/organization/name',
    ]);
  }, 60_000);

  it('refuses a --record-usage path it cannot write, at start, in one line', async () => {
    await expect(
      startServeProcess(BIN, ['--quiet', '--record-usage', join(scratch, 'no', 'such', 'x.json')]),
    ).rejects.toThrow(
      /exited with 2: \[standin\] error: cannot write the usage file .*x\.json \(ENOENT\)\. Check the path\.\n$/,
    );
  }, 30_000);
});

describe('standin usage errors', () => {
  it.each([
    {
      name: 'no tsconfig',
      args: ['--project', join(scratch, 'missing', 'tsconfig.json')],
      want: /^standin usage: no tsconfig at .*missing\/tsconfig\.json\. Pass --project PATH\/tsconfig\.json\.\n$/,
    },
    {
      name: 'an --spec that cannot be read',
      args: ['--project', join(APP, 'tsconfig.json'), '--spec', join(scratch, 'none.yaml')],
      want: /^standin usage: cannot read .*none\.yaml/,
    },
    {
      name: '--no-code with nothing to merge',
      args: ['--no-code'],
      want: /^standin usage: --no-code leaves nothing to write\. Pass --merge FILE, or drop --no-code\.\n$/,
    },
    {
      name: 'a merge file that is not a usage file',
      args: ['--no-code', '--merge', join(APP, 'tsconfig.json')],
      want: /^standin usage: .*tsconfig\.json: it is not a standin usage file \(no "standinUsage": 1\)\. Write it with standin usage\.\n$/,
    },
  ])('$name: one line, exit 2', async ({ args, want }) => {
    const ran = await runShippedStandin(['usage', ...args, '--output', join(scratch, 'u.json')]);
    expect(ran.code).toBe(2);
    expect(ran.stderr).toMatch(want);
  });

  it('says when the project has no typescript package', async () => {
    // A folder outside this repository, so nothing up its tree holds a typescript package.
    const lonely = mkdtempSync(join(tmpdir(), 'standin-no-ts-'));
    try {
      const { writeFileSync, mkdirSync } = await import('node:fs');
      mkdirSync(join(lonely, 'src'));
      writeFileSync(join(lonely, 'src', 'a.ts'), 'export const a = 1;\n');
      writeFileSync(join(lonely, 'tsconfig.json'), '{ "include": ["src"] }\n');
      const ran = await runShippedStandin(['usage'], { cwd: lonely });
      expect(ran.code).toBe(2);
      expect(ran.stderr).toBe(
        `standin usage: no typescript package found from ${lonely}. Install it in the frontend (npm install --save-dev typescript).\n`,
      );
    } finally {
      rmSync(lonely, { recursive: true, force: true });
    }
  });
});
