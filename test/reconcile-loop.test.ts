/**
 * The reconcile loop as a team runs it, with the shipped command line (`node bin/standin.js`)
 * against two backends written apart from Standin (test/independent-backend with NestJS habits,
 * test/fastapi-backend with FastAPI's): record a full-level contract run, reconcile it, apply the
 * overlay to a copy of openapi.yaml, and check the backend against the copy. Schema and status
 * differences on the recorded operations are gone; every seed fact is unchanged; the copy passes
 * the document's own lint and openapi-typescript (scripts/check-document.mjs); a seed-level
 * defect still fails.
 */
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ContractReport } from '../src/contract/contract-types.js';
import type { DiffReport } from '../src/diff/diff-types.js';
import { seedFacts } from '../src/reconcile/seed-facts.js';
import { startFastApiBackend } from './fastapi-backend/index.js';
import {
  startIndependentBackend,
  type DefectName,
  type IndependentBackend,
} from './independent-backend/index.js';
import { describeFailures } from './support/contract-failures.js';
import { runNode, runShippedContract } from './support/shipped-contract.js';

const BIN = fileURLToPath(new URL('../bin/standin.js', import.meta.url));
const SPEC = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
const CHECK_DOCUMENT = fileURLToPath(new URL('../scripts/check-document.mjs', import.meta.url));
const RECONCILED_CHECKS = [
  'response_schema_conformance',
  'status_code_documented',
  'valid_request_succeeds',
];

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'standin-reconcile-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

type Backend = Pick<
  IndependentBackend,
  'url' | 'credentials' | 'sandboxProjectId' | 'secret' | 'close'
>;

function contractArgs(backend: Backend, extra: string[]): string[] {
  return [
    ...['--base-url', backend.url, '--prefix', 'auto', '--level', 'full'],
    ...['--email', backend.credentials.email, '--password', backend.credentials.password],
    ...['--project-id', backend.sandboxProjectId, '--token-secret', backend.secret],
    ...extra,
  ];
}

function reconcileCommand(
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return node([BIN, 'reconcile', ...args]);
}

function standinCommand(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return node([BIN, ...args]);
}

/** `node scripts/check-document.mjs <copy>`: the lint of redocly.yaml and openapi-typescript. */
function checkDocument(path: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return node([CHECK_DOCUMENT, path]);
}

function node(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return runNode(args, { env: { ...process.env, NO_COLOR: '1' } });
}

/** Record, reconcile and apply to a copy; then check the backend against the copy. */
async function runLoop(name: string, defects: DefectName[]) {
  return loop(name, await startIndependentBackend({ defects }));
}

async function loop(name: string, backend: Backend) {
  try {
    const har = join(folder, `${name}.har`);
    const copy = join(folder, `${name}.openapi.yaml`);
    const overlay = join(folder, `${name}.overlay.yaml`);
    await copyFile(SPEC, copy);
    const before = await runShippedContract(contractArgs(backend, ['--record', har]));
    const reconciled = await reconcileCommand([
      '--from',
      har,
      '--spec',
      copy,
      '--output',
      overlay,
      '--apply',
    ]);
    const after = await runShippedContract(contractArgs(backend, ['--spec', copy]));
    const checked = await checkDocument(copy);
    return { before, reconciled, after, copy, overlay, checked };
  } finally {
    await backend.close();
  }
}

function failures(report: ContractReport | undefined, checks: readonly string[]) {
  return (report?.results ?? [])
    .flatMap((result) => result.failures)
    .filter((failure) => checks.includes(failure.check));
}

describe('record → reconcile → apply → contract, against the independent backend', () => {
  it('leaves no schema or status failure on the recorded operations and keeps every seed fact', async () => {
    const { before, reconciled, after, copy, overlay, checked } = await runLoop('clean', []);
    expect(before.code).toBe(1);
    expect(failures(before.report, RECONCILED_CHECKS).length).toBeGreaterThan(0);
    expect(reconciled.code, reconciled.stderr).toBe(1);
    expect(reconciled.stdout).toMatch(/success status 200 → 201/);
    const actions = (parse(await readFile(overlay, 'utf8')) as { actions: unknown[] }).actions;
    expect(actions.length).toBeGreaterThan(0);

    expect(after.code).not.toBe(2);
    const left = failures(after.report, RECONCILED_CHECKS);
    expect(
      left.map((failure) => `${failure.check} ${failure.operationId}: ${failure.message}`),
    ).toEqual([]);
    // What the checks hold a backend to is in the document too: nothing at all is left.
    expect(reconciled.stdout).toMatch(/endDate \(query\): a range of 400 days .* removed/);
    expect(describeFailures(after.report)).toEqual([]);

    const original = parse(await readFile(SPEC, 'utf8')) as unknown;
    const changed = parse(await readFile(copy, 'utf8')) as unknown;
    expect(seedFacts(changed)).toEqual(seedFacts(original));
    // The seed facts named outright, besides the comparison above.
    const login = (changed as { components: { schemas: Record<string, { required: string[] }> } })
      .components.schemas.LoginResponse;
    expect(login?.required).toEqual(expect.arrayContaining(['accessToken', 'user']));
    // The applied copy builds: its own lint and openapi-typescript pass first time.
    expect(checked.stderr).toBe('');
    expect(checked.code).toBe(0);

    // standin diff from the package's document to the reconciled copy: the overlay changed
    // assumptions only, so no change is a seed change.
    const diffed = await standinCommand(['diff', SPEC, copy, '--format', 'json']);
    expect(diffed.stderr).toBe('');
    const report = JSON.parse(diffed.stdout) as DiffReport;
    expect(report.changes.length).toBeGreaterThan(0);
    expect(report.changes.filter((change) => change.seed !== undefined)).toEqual([]);
    expect(report.changes).toContainEqual(
      expect.objectContaining({ check: 'success-status-changed', level: 'breaking' }),
    );
    expect(diffed.code).toBe(report.summary.breaking > 0 ? 1 : 0);
  }, 240_000);

  it('never reconciles a seed-level defect: the profile without its organization still fails', async () => {
    const { reconciled, after } = await runLoop('defect', ['profile-drops-organization']);
    expect(reconciled.stdout).toMatch(/✗ seed fact, left as documented: .*organization/);
    const left = failures(after.report, ['response_schema_conformance']).filter((failure) =>
      ['getProfile', 'getCurrentUser'].includes(failure.operationId),
    );
    expect(left.length).toBeGreaterThan(0);
    expect(left[0]?.source).toBe('seed');
  }, 240_000);

  it("finds nothing to change in a recording of Standin's own mock", async () => {
    const har = join(folder, 'mock.har');
    const recorded = await runShippedContract(['--level', 'full', '--record', har]);
    expect(recorded.code).toBe(0);
    const reconciled = await reconcileCommand(['--from', har, '--spec', SPEC]);
    expect(reconciled.stdout).toContain('openapi.yaml already describes every recorded answer.');
    expect(reconciled.code).toBe(0);
  }, 120_000);
});

describe('record → reconcile → apply → contract, against the FastAPI backend', () => {
  it('leaves no failure at all, writes where renamed members come from, and builds', async () => {
    const { before, reconciled, after, copy, overlay, checked } = await loop(
      'fastapi',
      await startFastApiBackend(),
    );
    expect(before.code).toBe(1);
    const held = [...RECONCILED_CHECKS, 'www_authenticate_header', 'bad_input_is_4xx'];
    expect(failures(before.report, held).length).toBeGreaterThan(0);
    expect(reconciled.code, reconciled.stderr).toBe(1);
    // What the checks hold a backend to is in the document, and reconcile changed it.
    expect(reconciled.stdout).toMatch(/WWW-Authenticate: when a token was sent, .* widened/);
    expect(reconciled.stdout).toMatch(/groupBy \(query\): .*x-standin-rejects-invalid: false/);
    expect(reconciled.stdout).toMatch(/served as PUT|serves it as PUT; operation moved/);

    expect(describeFailures(after.report)).toEqual([]);
    expect(after.code).toBe(0);

    const text = await readFile(copy, 'utf8');
    const changed = parse(text) as {
      components: {
        schemas: Record<string, { properties: Record<string, Record<string, unknown>> }>;
        parameters: Record<string, Record<string, unknown>>;
      };
    };
    const { schemas, parameters } = changed.components;
    expect(schemas.OverviewReport?.properties.period?.['x-standin-from']).toBe('/range');
    expect(schemas.DateRange?.properties.start_date?.['x-standin-from']).toBe('/startDate');
    expect(schemas.User?.properties.full_name?.['x-standin-from']).toBe('/name');
    expect(parameters.GroupBy?.['x-standin-rejects-invalid']).toBe(false);
    expect(await readFile(overlay, 'utf8')).toContain('x-standin-from: /range');
    expect(seedFacts(changed)).toEqual(seedFacts(parse(await readFile(SPEC, 'utf8'))));

    expect(checked.stderr).toBe('');
    expect(checked.code).toBe(0);
  }, 240_000);
});
