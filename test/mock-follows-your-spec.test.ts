/**
 * The loop a team runs with its own backend, ending with the mock following the document: record
 * a full-level contract run against the backend, reconcile it and apply the overlay to a copy of
 * openapi.yaml, then serve that copy (`standin serve --spec`, and `createMock({ spec })` under
 * msw's setupServer). The contract run against the mock on the copy passes, and the mock and the
 * backend answer with the same member names for every operation and status both recorded. No
 * handler is edited: the mock's operations are the package's, translated at start-up.
 *
 * One entry of BACKENDS per independently written backend; each runs the whole loop.
 */
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createMock } from '../src/mock/create-mock.js';
import { createValidators } from '../src/spec/create-validators.js';
import { listOperations } from '../src/spec/operations.js';
import { parseSpec } from '../src/spec/translation/spec-source.js';
import { startFastApiBackend } from './fastapi-backend/index.js';
import { startIndependentBackend } from './independent-backend/index.js';
import { startServeProcess } from './support/hardening-serve-process.js';
import { compareMemberNames, memberNames } from './support/member-names.js';
import { runNode, runShippedContract } from './support/shipped-contract.js';

const BIN = fileURLToPath(new URL('../bin/standin.js', import.meta.url));
const SPEC = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
const MOCK_SECRET = 'mock-follows-your-spec-secret-0123456789';
/**
 * Members whose names are data, not shape: a builder suggestion's `payload` holds the parameters
 * of its skill, so which names appear depends on which skills the run's suggestions used.
 */
const DATA_NAMED = /\/payload\//;

interface Backend {
  url: string;
  credentials: { email: string; password: string };
  secret: string;
  sandboxProjectId: string;
  close(): Promise<void>;
}

const BACKENDS: Array<{ name: string; start: () => Promise<Backend> }> = [
  { name: 'independent backend (NestJS conventions)', start: () => startIndependentBackend() },
  { name: 'fastapi backend (FastAPI conventions)', start: () => startFastApiBackend() },
];

function reconcile(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runNode([BIN, 'reconcile', ...args], { env: { ...process.env, NO_COLOR: '1' } });
}

function backendArgs(backend: Backend, extra: string[]): string[] {
  return [
    ...['--base-url', backend.url, '--prefix', 'auto', '--level', 'full'],
    ...['--email', backend.credentials.email, '--password', backend.credentials.password],
    ...['--project-id', backend.sandboxProjectId, '--token-secret', backend.secret],
    ...extra,
  ];
}

/** A difference line without the members named by data; '' when nothing else differs. */
function withoutDataNamed(line: string): string {
  const [key, rest = ''] = line.split(': only the backend sends ');
  const [backend = '', mock = ''] = rest.split('; only the mock sends ');
  const keep = (names: string) =>
    names
      .split(' ')
      .filter((name) => name !== '-' && !DATA_NAMED.test(name))
      .join(' ');
  const left = keep(backend);
  const right = keep(mock);
  return left || right
    ? `${key}: only the backend sends ${left}; only the mock sends ${right}`
    : '';
}

describe.each(BACKENDS)('the mock follows a reconciled openapi.yaml: $name', ({ name, start }) => {
  let folder: string;
  let copy: string;
  let actions = 0;
  let backendHar: string;
  const slug = name.split(' ')[0] as string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), `standin-follows-${slug}-`));
    copy = join(folder, 'openapi.yaml');
    backendHar = join(folder, 'backend.har');
    await copyFile(SPEC, copy);
    const backend = await start();
    try {
      const recorded = await runShippedContract(
        backendArgs(backend, ['--record', join(folder, 'first.har')]),
      );
      expect(recorded.code, recorded.stderr).not.toBe(2);
      const overlay = join(folder, 'overlay.yaml');
      const reconciled = await reconcile([
        ...['--from', join(folder, 'first.har'), '--spec', copy],
        ...['--output', overlay, '--apply'],
      ]);
      expect(reconciled.code, reconciled.stderr).toBe(1);
      actions = (parse(await readFile(overlay, 'utf8')) as { actions: unknown[] }).actions.length;
      // The backend recorded again against the copy, so both recordings come from the same checks.
      const again = await runShippedContract(
        backendArgs(backend, ['--spec', copy, '--record', backendHar]),
      );
      expect(again.code, again.stderr).not.toBe(2);
    } finally {
      await backend.close();
    }
  }, 240_000);

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("standin serve --spec <copy> passes the full contract on the copy and answers with the backend's member names", async () => {
    expect(actions).toBeGreaterThan(0);
    const mock = await startServeProcess(BIN, ['--spec', copy, '--token-secret', MOCK_SECRET]);
    try {
      const mockHar = join(folder, 'mock.har');
      const run = await runShippedContract([
        ...['--base-url', mock.url, '--spec', copy, '--level', 'full'],
        ...['--email', 'owner@acme.test', '--password', 'Passw0rd!'],
        ...['--project-id', 'prj_acme_support', '--token-secret', MOCK_SECRET],
        ...['--record', mockHar],
      ]);
      expect(run.code, run.stdout.slice(-3000)).toBe(0);
      expect(run.report?.summary.failed).toBe(0);
      expect(run.report?.summary.passed).toBeGreaterThan(100);

      const operationIds = new Set(
        listOperations(parseSpec(await readFile(copy, 'utf8'))).map((op) => op.operationId),
      );
      const { compared, differences } = compareMemberNames(
        await memberNames(backendHar),
        await memberNames(mockHar),
        operationIds,
      );
      expect(compared.length).toBeGreaterThan(20);
      expect(differences.map((line) => withoutDataNamed(line)).filter(Boolean)).toEqual([]);
      expect(mock.stderr()).not.toMatch(/MOCK_DRIFT|drifted/);
    } finally {
      await mock.kill();
    }
  }, 120_000);

  it("createMock({ spec }) under setupServer answers as the copy documents, with the backend's member names", async () => {
    const text = await readFile(copy, 'utf8');
    const doc = parseSpec(text);
    const operations = listOperations(doc);
    const validators = createValidators(doc, operations);
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    const mock = await createMock({ spec: copy, now: '2026-01-15T00:00:00Z' });
    const server = setupServer(...mock.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    const origin = 'http://standin.test/api/v1';
    const seen = new Map<string, Set<string>>();
    try {
      const send = async (operationId: string, path: string, init: RequestInit = {}) => {
        const operation = byId.get(operationId);
        const response = await fetch(`${origin}${path}`, init);
        const body = (await response.json()) as unknown;
        expect(
          validators.validateResponse(operation!, response.status, 'application/json', body),
          `${operationId} ${response.status}`,
        ).toEqual([]);
        const names = new Set<string>();
        const walk = (value: unknown, prefix: string) => {
          if (Array.isArray(value)) value.forEach((item) => walk(item, `${prefix}/*`));
          else if (value !== null && typeof value === 'object')
            for (const [key, item] of Object.entries(value)) {
              names.add(`${prefix}/${key}`);
              walk(item, `${prefix}/${key}`);
            }
        };
        walk(body, '');
        seen.set(`${operationId} ${response.status}`, names);
        return { status: response.status, body: body as Record<string, unknown> };
      };
      const login = await send(byId.get('login')!.operationId, '/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' }),
      });
      const documentedSuccess = Object.keys(byId.get('login')!.responses).find((s) =>
        s.startsWith('2'),
      );
      expect(String(login.status)).toBe(documentedSuccess);
      // Seed facts hold under any document: accessToken and user; 401 without a token.
      expect(typeof login.body.accessToken).toBe('string');
      expect(login.body.user).toBeTypeOf('object');
      const auth = { authorization: `Bearer ${String(login.body.accessToken)}` };
      const profile = await send('getProfile', '/auth/profile', { headers: auth });
      expect(profile.status).toBe(200);
      expect(JSON.stringify(profile.body)).toContain('organization');
      // A generated member is stable per record: login and the profile agree on the user.
      const user = login.body.user as Record<string, unknown>;
      const profileUser = (profile.body.user ?? profile.body) as Record<string, unknown>;
      for (const member of Object.keys(user)) expect(profileUser[member]).toEqual(user[member]);
      await send('getOverviewReport', '/reports/overview', { headers: auth });
      await send('listProjects', '/projects', { headers: auth });
      const missing = await send('getProfile', '/auth/profile');
      expect(missing.status).toBe(401);

      const { compared, differences } = compareMemberNames(
        await memberNames(backendHar),
        seen,
        new Set(byId.keys()),
      );
      expect(compared.length).toBeGreaterThanOrEqual(5);
      expect(differences).toEqual([]);
    } finally {
      server.close();
    }
  }, 60_000);
});
