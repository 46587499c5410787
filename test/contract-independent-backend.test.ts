/**
 * The shipped `standin contract` against a backend written apart from Standin
 * (test/independent-backend): a clean one passes at --level core, each seed-level defect is
 * caught by the check named for it, and at --level full only assumptions differ.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFECTS,
  startIndependentBackend,
  type DefectName,
  type IndependentBackend,
} from './independent-backend/index.js';
import { describeFailures, failedPairs, inSlot } from './support/contract-failures.js';
import { runShippedContract } from './support/shipped-contract.js';

/** Which check must catch each defect (the seed sentence each breaks: independent-backend/README.md). */
const CASES: Array<{ given: DefectName; want: string }> = [
  { given: 'accept-any-password', want: 'wrong_password_401' },
  { given: 'reports-skip-auth', want: 'auth_missing_token' },
  { given: 'accept-expired-token', want: 'auth_expired_token' },
  { given: 'accept-bad-signature', want: 'auth_bad_signature' },
  { given: 'accept-garbage-token', want: 'auth_garbage_token' },
  { given: 'login-drops-access-token', want: 'response_schema_conformance' },
  { given: 'login-drops-user', want: 'response_schema_conformance' },
  { given: 'report-500-on-valid-query', want: 'valid_request_succeeds' },
  { given: 'profile-drops-organization', want: 'response_schema_conformance' },
  { given: 'users-me-missing', want: 'valid_request_succeeds' },
  { given: 'skills-500', want: 'valid_request_succeeds' },
  { given: 'ignore-authorization-on-builder', want: 'auth_missing_token' },
  { given: 'profile-wrong-user', want: 'profile_same_user' },
];

async function checkBackend(backend: IndependentBackend, level: 'core' | 'full') {
  const base = backend.url;
  return inSlot(() =>
    runShippedContract([
      ...['--base-url', base, '--prefix', 'auto', '--level', level],
      ...['--email', backend.credentials.email, '--password', backend.credentials.password],
      ...['--project-id', backend.sandboxProjectId, '--token-secret', backend.secret],
    ]),
  );
}

describe('standin contract against an independent backend', () => {
  let cleanCore: Awaited<ReturnType<typeof checkBackend>>;
  beforeAll(async () => {
    const backend = await startIndependentBackend();
    try {
      cleanCore = await checkBackend(backend, 'core');
    } finally {
      await backend.close();
    }
  }, 120_000);

  it('passes the clean backend at --level core: exit 0, no failure', () => {
    expect(cleanCore.stderr).toBe('');
    expect(describeFailures(cleanCore.report)).toEqual([]);
    expect(cleanCore.code).toBe(0);
    expect(cleanCore.report?.profileShape).toBe('flat');
  });

  it('lists every defect of the catalogue in this table', () => {
    expect(CASES.map((entry) => entry.given).sort()).toEqual(Object.keys(DEFECTS).sort());
    expect(CASES.length).toBeGreaterThanOrEqual(10);
  });

  it.concurrent.each(CASES)(
    'catches $given with $want',
    async ({ given, want }) => {
      const backend = await startIndependentBackend({ defects: [given] });
      let run: Awaited<ReturnType<typeof checkBackend>>;
      try {
        run = await checkBackend(backend, 'core');
      } finally {
        await backend.close();
      }
      expect(run.code, run.stderr).toBe(1);
      const clean = new Set(failedPairs(cleanCore.report));
      const caught = failedPairs(run.report).filter(
        (pair) => pair.startsWith(`${want} `) && !clean.has(pair),
      );
      expect(caught, describeFailures(run.report).join('\n')).not.toEqual([]);
    },
    120_000,
  );

  it('reports only assumption differences at --level full', async () => {
    const backend = await startIndependentBackend();
    let run: Awaited<ReturnType<typeof checkBackend>>;
    try {
      run = await checkBackend(backend, 'full');
    } finally {
      await backend.close();
    }
    expect(run.code, run.stderr).toBe(1);
    const failures = (run.report?.results ?? []).flatMap((result) => result.failures);
    expect(failures.length).toBeGreaterThan(0);
    expect(describeFailures(run.report).filter((line) => !line.startsWith('[assumed]'))).toEqual(
      [],
    );
  }, 120_000);
});
