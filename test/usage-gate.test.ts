/**
 * The deploy gate built from what a frontend uses: `standin usage` on a small frontend
 * (test/fixtures/usage-app), then `standin contract --usage` against the independent backend
 * (test/independent-backend) — the shipped bundle, as CI runs it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractReport, Failure } from '../src/contract/contract-types.js';
import {
  formatConsoleReport,
  formatHtmlReport,
  formatJunitReport,
  formatReport,
} from '../src/contract/index.js';
import type { UsageFile } from '../src/usage/read-usage.js';
import {
  DEFECTS,
  startIndependentBackend,
  type DefectName,
  type IndependentBackend,
  type VariantName,
} from './independent-backend/index.js';
import { inSlot } from './support/contract-failures.js';
import { runShippedContract, runShippedStandin } from './support/shipped-contract.js';

const APP = fileURLToPath(new URL('./fixtures/usage-app/', import.meta.url));

/** The checks that catch each seed-level defect (test/independent-backend/README.md). */
const SEED_DEFECTS: Record<DefectName, string> = {
  'accept-any-password': 'wrong_password_401',
  'reports-skip-auth': 'auth_missing_token',
  'accept-expired-token': 'auth_expired_token',
  'accept-bad-signature': 'auth_bad_signature',
  'accept-garbage-token': 'auth_garbage_token',
  'login-drops-access-token': 'response_schema_conformance',
  'login-drops-user': 'response_schema_conformance',
  // The valid request of each report carries no timezone; the flows' requests do.
  'report-500-on-valid-query': 'valid_request_succeeds,reports_totals_agree',
  'profile-drops-organization': 'response_schema_conformance',
  'users-me-missing': 'valid_request_succeeds',
  'skills-500': 'valid_request_succeeds',
  'ignore-authorization-on-builder': 'auth_missing_token',
  'profile-wrong-user': 'profile_same_user',
};

let scratch = '';
let usageFile = '';
let usage: UsageFile;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'standin-usage-gate-'));
  usageFile = join(scratch, 'standin-usage.json');
  const ran = await runShippedStandin([
    'usage',
    '--project',
    join(APP, 'tsconfig.json'),
    '--output',
    usageFile,
  ]);
  expect(ran.stderr).toBe('');
  expect(ran.code).toBe(0);
  usage = JSON.parse(readFileSync(usageFile, 'utf8')) as UsageFile;
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Run the gate (or a level) against a backend started with these defects and variants. */
async function gate(
  given: { defects?: DefectName[]; variants?: VariantName[] },
  mode: { usage: string } | { level: 'core' | 'full' },
  extra: string[] = [],
) {
  return inSlot(async () => {
    const backend: IndependentBackend = await startIndependentBackend(given);
    try {
      return await runShippedContract([
        ...['--base-url', backend.url, '--prefix', 'auto'],
        ...['--email', backend.credentials.email, '--password', backend.credentials.password],
        ...['--project-id', backend.sandboxProjectId, '--token-secret', backend.secret],
        ...('usage' in mode ? ['--usage', mode.usage] : ['--level', mode.level]),
        ...extra,
      ]);
    } finally {
      await backend.close();
    }
  });
}

function findings(report: ContractReport | undefined, kind: 'failures' | 'warnings'): Failure[] {
  return (report?.results ?? []).flatMap((result) => result[kind]);
}

describe('standin usage on a small frontend', () => {
  it('lists what the code reads, line by line (written out by hand from test/fixtures/usage-app)', () => {
    const listed = usage.operations.map((operation) => ({
      operationId: operation.operationId,
      calls: operation.calls.map((call) => `${call.file}:${call.line}`),
      members: operation.members.map(
        (member) =>
          `${member.status} ${member.pointer} ${member.reads.map((read) => `${read.file}:${read.line}`).join(' ')}`,
      ),
    }));
    expect(listed).toEqual([
      {
        operationId: 'getProfile',
        // const { data, error } = await api.GET('/auth/profile');
        calls: ['src/header.ts:11'],
        members: [
          // organizationLabel(data.organization)
          '2xx /organization src/header.ts:13',
          // function organizationLabel({ name }: Organization)
          '2xx /organization/name src/header.ts:6',
        ],
      },
      {
        operationId: 'login',
        calls: ['src/api.ts:12'],
        // token = data?.accessToken;
        members: ['2xx /accessToken src/api.ts:13'],
      },
    ]);
    // health() reads untyped JSON from plain fetch: nothing to say about it.
    expect(JSON.stringify(usage)).not.toContain('health');
  });
});

describe('standin contract --usage against the independent backend', () => {
  it('passes the clean backend, which --level full fails', async () => {
    const [gated, full] = await Promise.all([
      gate({}, { usage: usageFile }),
      gate({}, { level: 'full' }),
    ]);
    expect(full.code).toBe(1);
    expect(findings(full.report, 'failures').length).toBeGreaterThan(0);
    expect(gated.stderr).toBe('');
    expect(findings(gated.report, 'failures')).toEqual([]);
    expect(gated.code).toBe(0);
    // Every difference --level full failed on is still there, as a warning.
    const warnings = findings(gated.report, 'warnings');
    expect(warnings.length).toBe(findings(full.report, 'failures').length);
    expect(warnings.every((finding) => finding.usage?.verdict === 'warning')).toBe(true);
    expect(gated.report?.target.usage).toEqual({ file: usageFile, operations: 2, members: 3 });
  }, 120_000);

  it('fails a backend that leaves out a member the frontend reads, quoting the line', async () => {
    const run = await gate({ variants: ['profile-drops-organization-name'] }, { usage: usageFile });
    expect(run.code).toBe(1);
    const failures = findings(run.report, 'failures');
    expect(failures.map((finding) => [finding.operationId, finding.pointer])).toEqual([
      ['getProfile', '/body/organization/name'],
    ]);
    expect(failures[0]?.message).toBe(
      'the backend no longer sends `organization.name`; read at src/header.ts:6',
    );
    expect(failures[0]?.usage).toEqual({ verdict: 'gate', reads: ['src/header.ts:6'] });
    // Every reporter says which kind each finding is.
    const report = run.report!;
    const line = 'gate · the frontend uses it at src/header.ts:6';
    expect(formatConsoleReport(report)).toContain(line);
    expect(formatHtmlReport(report)).toContain(line);
    const junit = formatJunitReport(report);
    expect(junit).toContain(line);
    expect(junit).toContain('type="gate"');
    expect(formatReport(report, 'json')).toContain('"verdict": "gate"');
  }, 120_000);

  it('passes a backend that leaves out a member the frontend never reads, with a warning', async () => {
    const run = await gate({ variants: ['profile-drops-organization-plan'] }, { usage: usageFile });
    expect(run.code).toBe(0);
    expect(findings(run.report, 'failures')).toEqual([]);
    const plan = findings(run.report, 'warnings').filter(
      (finding) => finding.pointer === '/body/organization/plan',
    );
    expect(plan.length).toBeGreaterThan(0);
    expect(plan.every((finding) => finding.usage?.verdict === 'warning')).toBe(true);
  }, 120_000);

  it('lists every defect of the catalogue in the table below', () => {
    expect(Object.keys(SEED_DEFECTS).sort()).toEqual(Object.keys(DEFECTS).sort());
  });

  // Each with the check that catches it (independent-backend/README.md), to keep the runs short.
  it.concurrent.each(Object.entries(SEED_DEFECTS) as Array<[DefectName, string]>)(
    'still fails on the seed-level defect %s (%s)',
    async (defect, check) => {
      const run = await gate({ defects: [defect] }, { usage: usageFile }, ['--checks', check]);
      expect(run.code, run.stderr).toBe(1);
      const failures = findings(run.report, 'failures');
      expect(failures.some((finding) => finding.usage?.verdict === 'seed')).toBe(true);
      // Nothing fails for any other reason than a seed fact or what the frontend uses.
      expect(
        failures.filter((finding) => !['seed', 'gate'].includes(finding.usage?.verdict ?? '')),
      ).toEqual([]);
    },
    120_000,
  );

  it('refuses --level with --usage, and an unreadable usage file, in one line with exit 2', async () => {
    const both = await runShippedStandin(['contract', '--usage', usageFile, '--level', 'core']);
    expect(both.code).toBe(2);
    expect(both.stderr).toBe(
      'standin contract: --usage decides what fails (seed facts and what the frontend uses); drop --level.\n',
    );
    const missing = await runShippedStandin(['contract', '--usage', join(scratch, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(
      /^standin contract: cannot read .*nope\.json \(ENOENT\)\. Check --usage/,
    );
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
  }, 60_000);
});
