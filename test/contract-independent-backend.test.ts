/**
 * The shipped `standin contract` against a backend written apart from Standin
 * (test/independent-backend): a clean one passes at --level core, each seed-level defect is
 * caught by the check named for it, and at --level full only assumptions differ.
 */
import { describe, expect, it } from 'vitest';
import { DEFECTS, startIndependentBackend, type DefectName } from './independent-backend/index.js';
import { testBackendContract } from './support/contract-failures.js';

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

describe('standin contract against an independent backend', () => {
  it('lists every defect of the catalogue in this table', () => {
    expect(CASES.map((entry) => entry.given).sort()).toEqual(Object.keys(DEFECTS).sort());
    expect(CASES.length).toBeGreaterThanOrEqual(10);
  });

  testBackendContract({ start: startIndependentBackend, cases: CASES, profileShape: 'flat' });
});
