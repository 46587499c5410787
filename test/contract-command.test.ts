import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContractCommand } from '../src/cli/contract-command.js';
import type { RunningServer } from '../src/mock/start-server.js';
import { startBrokenBackend } from './support/broken-backend.js';
import { startTestServer } from './support/http.js';

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
  mockStarts: number;
}

async function run(argv: string[], env: Record<string, string> = {}): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  let mockStarts = 0;
  const code = await runContractCommand(
    argv,
    {
      stdout: { write: (chunk: string) => (stdout += chunk) },
      stderr: { write: (chunk: string) => (stderr += chunk) },
      env,
    },
    {
      startMock: ({ tokenSecret }) => {
        mockStarts += 1;
        return startTestServer({ tokenSecret });
      },
    },
  );
  return { code, stdout, stderr, mockStarts };
}

async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('standin contract', () => {
  let backend: RunningServer;
  beforeAll(async () => {
    backend = await startTestServer();
  });
  afterAll(() => backend.close());
  const credentials = ['--email', 'owner@acme.test', '--password', 'Passw0rd!'];

  it('documents every flag, the environment and the exit codes in --help', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    for (const flag of [
      '--base-url',
      '--prefix',
      '--email',
      '--password',
      '--project-id',
      '--level',
      '--strict',
      '--read-only',
      '--reporter',
      '--output',
    ]) {
      expect(stdout).toContain(flag);
    }
    expect(stdout).toContain(
      'STANDIN_BASE_URL, STANDIN_PREFIX, STANDIN_EMAIL, STANDIN_PASSWORD, STANDIN_PROJECT_ID',
    );
    expect(stdout).toContain(
      'Exit codes: 0 every check passed, 1 contract failures, 2 usage, config or connection error.',
    );
  });

  it.each([
    {
      argv: ['--nope'],
      want: "standin contract: unknown option '--nope' (see standin contract --help)\n",
    },
    {
      argv: ['--level', 'mostly'],
      want: expect.stringMatching(
        /^standin contract: option '--level <level>' argument 'mostly' is invalid\. Allowed choices are core, full\. \(see standin contract --help\)\n$/,
      ),
    },
    {
      argv: ['--checks', 'auth_missing_tokn'],
      want: expect.stringContaining(
        'unknown check auth_missing_tokn; known: valid_request_succeeds',
      ),
    },
    {
      argv: ['--base-url', 'http://127.0.0.1:4010'],
      want: 'standin contract: --email and --password (or STANDIN_EMAIL and STANDIN_PASSWORD) are required with --base-url.\n',
    },
    {
      argv: ['--base-url', 'ftp://example.test', ...credentials],
      want: 'standin contract: --base-url "ftp://example.test" is not an http(s) URL, e.g. https://staging.example.com.\n',
    },
  ])('exits 2 with one line for $argv', async ({ argv, want }) => {
    const { code, stderr, mockStarts } = await run(argv);
    expect(code).toBe(2);
    expect(stderr).toEqual(want);
    expect(mockStarts).toBe(0);
  });

  it('exits 2 when the report cannot be written or the mock cannot start', async () => {
    const unwritable = await run([
      '--checks',
      'unknown_route_404',
      '--output',
      '/nonexistent-dir/contract.xml',
    ]);
    expect(unwritable.code).toBe(2);
    expect(unwritable.stderr).toBe(
      'standin contract: cannot write the report to /nonexistent-dir/contract.xml (ENOENT). Check --output.\n',
    );
    let stderr = '';
    const code = await runContractCommand(
      [],
      {
        stdout: { write: () => true },
        stderr: { write: (chunk: string) => (stderr += chunk) },
        env: {},
      },
      {
        startMock: () => Promise.reject(new Error('port 4010 is taken')),
      },
    );
    expect(code).toBe(2);
    expect(stderr).toBe('standin contract: cannot start the in-process mock: port 4010 is taken\n');
  });

  it('exits 2 when the backend cannot be reached, saying what to check', async () => {
    const url = await closedPortUrl();
    const { code, stderr } = await run(['--base-url', url, ...credentials]);
    expect(code).toBe(2);
    expect(stderr).toBe(
      `standin contract: cannot reach ${url} (ECONNREFUSED). Is the backend running? Check --base-url.\n`,
    );
  });

  it('checks the in-process mock without --base-url, with the demo credentials, and exits 0', async () => {
    const { code, stdout, mockStarts } = await run([]);
    expect(mockStarts).toBe(1);
    expect(stdout).toContain('▸ Signing in as owner@acme.test');
    expect(stdout).toMatch(/^operation\s+c1 /m);
    expect(stdout).toContain('Profile shape: nested');
    expect(stdout).toContain('Mutating checks: on');
    expect(stdout).toMatch(/Result: PASSED \(\d+ passed, 0 failed, 0 skipped/);
    expect(code).toBe(0);
  });

  it('reads the target from the environment and mutates nothing on it without --project-id', async () => {
    const { code, stdout } = await run([], {
      STANDIN_BASE_URL: backend.url,
      STANDIN_PREFIX: '/api/v1',
      STANDIN_EMAIL: 'owner@acme.test',
      STANDIN_PASSWORD: 'Passw0rd!',
    });
    expect(code).toBe(0);
    expect(stdout).toContain(
      `Standin contract — ${backend.url}/api/v1 (prefix "/api/v1", level full, tolerant)`,
    );
    expect(stdout).toContain(
      'Mutating checks: off — the target is not the in-process mock; pass --project-id',
    );
  });

  it('runs the mutating flows on a --project-id sandbox, and skips them with --read-only', async () => {
    const sandbox = await run([
      '--base-url',
      backend.url,
      ...credentials,
      '--project-id',
      'prj_acme_support',
      '--reporter',
      'json',
    ]);
    expect(sandbox.code).toBe(0);
    const flows = (
      JSON.parse(sandbox.stdout) as { results: Array<{ check: string; status: string }> }
    ).results.filter((result) => result.check === 'builder_flow');
    expect(flows.length).toBeGreaterThan(5);
    expect(flows.every((result) => result.status === 'passed')).toBe(true);

    const readOnly = await run(['--read-only', '--reporter', 'json']);
    const skipped = (
      JSON.parse(readOnly.stdout) as {
        results: Array<{ check: string; status: string; reason?: string }>;
      }
    ).results.filter((result) => result.check === 'builder_flow');
    expect(
      skipped.every(
        (result) =>
          result.status === 'skipped' && result.reason === 'changes the board (--read-only)',
      ),
    ).toBe(true);
  });

  it('writes JUnit XML to --output and a verdict line to stdout', async () => {
    const output = join(await mkdtemp(join(tmpdir(), 'standin-junit-')), 'contract.xml');
    const { code, stdout } = await run([
      '--reporter',
      'junit',
      '--output',
      output,
      '--level',
      'core',
    ]);
    expect(code).toBe(0);
    expect(stdout).toMatch(
      new RegExp(
        `PASSED: \\d+ passed, 0 failed, 0 skipped\\. Report \\(junit\\) written to ${output.replaceAll('/', '\\/')}\\.\\n$`,
      ),
    );
    const xml = await readFile(output, 'utf8');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="standin contract" tests="\d+" failures="0"/,
    );
    expect(xml).toContain('<testsuite name="getProfile"');
  });

  it('keeps stdout parseable for --reporter json: progress goes to stderr', async () => {
    const { code, stdout, stderr } = await run([
      '--reporter',
      'json',
      '--checks',
      'auth_missing_token,profile_same_user',
    ]);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { ok: boolean; results: Array<{ check: string }> };
    expect(report.ok).toBe(true);
    expect(new Set(report.results.map((result) => result.check))).toEqual(
      new Set(['auth_missing_token', 'profile_same_user']),
    );
    expect(stderr).toContain('▸ Check auth_missing_token');
  });

  it('exits 1 on contract failures, each with a curl line that hides the token', async () => {
    const broken = await startBrokenBackend(backend.url, {
      response: (response, request) =>
        request.path.endsWith('/users/me') && response.status === 200
          ? { status: 500, json: { oops: true } }
          : undefined,
    });
    try {
      const { code, stdout } = await run([
        '--base-url',
        broken.url,
        ...credentials,
        '--prefix',
        '/api/v1',
      ]);
      expect(code).toBe(1);
      expect(stdout).toContain('✗ getCurrentUser · GET /users/me');
      expect(stdout).toMatch(/broke valid_request_succeeds, status_code_documented/);
      expect(stdout).toContain(
        `curl -sS -X GET '${broken.url}/api/v1/users/me' -H 'authorization: Bearer <redacted>'`,
      );
      expect(stdout).toMatch(/Result: FAILED — \d+ failures?:/);
    } finally {
      await broken.close();
    }
  });

  it('never prints the password or a token, whatever the reporter', async () => {
    for (const reporter of ['default', 'junit', 'json']) {
      const { stdout, stderr } = await run([
        '--base-url',
        backend.url,
        ...credentials,
        '--reporter',
        reporter,
        '--strict',
      ]);
      for (const text of [stdout, stderr]) {
        expect(text).not.toContain('Passw0rd!');
        expect(text).not.toMatch(JWT);
      }
    }
  });
});
