/**
 * The contract suite: openapi.yaml checked over HTTP against STANDIN_BASE_URL when it is set
 * (with STANDIN_PREFIX, STANDIN_EMAIL, STANDIN_PASSWORD, STANDIN_PROJECT_ID), otherwise against
 * the mock started in-process. It talks HTTP to a base URL and nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../src/mock/start-server.js';
import { CHECK_NAMES } from '../src/contract/check-names.js';
import type { ContractReport, Failure } from '../src/contract/contract-types.js';
import { runContract } from '../src/contract/run-contract.js';

const env = process.env;
const external = env.STANDIN_BASE_URL !== undefined && env.STANDIN_BASE_URL !== '';
// Like `standin contract --base-url` without --email/--password: stop with what to set, never
// sign in with an empty e-mail and report the refusal as contract failures.
const missing = ['STANDIN_EMAIL', 'STANDIN_PASSWORD'].filter(
  (name) => external && (env[name] === undefined || env[name] === ''),
);
if (missing.length > 0) {
  throw new Error(
    `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} required with STANDIN_BASE_URL (as --email and --password are with standin contract --base-url).`,
  );
}

describe(`contract of ${external ? env.STANDIN_BASE_URL : 'the in-process mock'}`, () => {
  let report: ContractReport;
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let baseUrl = env.STANDIN_BASE_URL ?? '';
    // The in-process mock's secret is known, so its token expiry is always verified.
    let tokenSecret = env.STANDIN_TOKEN_SECRET || undefined;
    if (!external) {
      tokenSecret = 'contract-suite-secret';
      const server = await startServer({ port: 0, quiet: true, tokenSecret });
      baseUrl = server.url;
      close = () => server.close();
    }
    report = await runContract({
      baseUrl,
      prefix: env.STANDIN_PREFIX ?? 'auto',
      email: external ? (env.STANDIN_EMAIL ?? '') : 'owner@acme.test',
      password: external ? (env.STANDIN_PASSWORD ?? '') : 'Passw0rd!',
      ...(env.STANDIN_PROJECT_ID ? { projectId: env.STANDIN_PROJECT_ID } : {}),
      ...(env.STANDIN_EXPIRED_TOKEN ? { expiredToken: env.STANDIN_EXPIRED_TOKEN } : {}),
      ...(tokenSecret ? { tokenSecret } : {}),
      level: env.STANDIN_LEVEL === 'core' ? 'core' : 'full',
      strict: false,
      readOnly: env.STANDIN_READ_ONLY === '1',
      isMock: !external,
    });
  });
  afterAll(async () => {
    await close?.();
  });

  it('runs to the end', () => {
    expect(report.fatal?.message).toBeUndefined();
    expect(report.diagnosis).toBeUndefined();
  });

  it.each(CHECK_NAMES)('%s', (check) => {
    const failures = report.results
      .filter((result) => result.check === check)
      .flatMap((result) => result.failures);
    expect(failures.map(describeFailure)).toEqual([]);
  });

  it.runIf(!external)('leaves nothing out against the mock', () => {
    const skipped = report.results.filter((result) => result.status === 'skipped');
    expect(
      skipped.map((result) => `${result.check} ${result.operationId}: ${result.reason ?? ''}`),
    ).toEqual([]);
    const ran = new Set(report.results.map((result) => result.check));
    expect(CHECK_NAMES.filter((check) => !ran.has(check))).toEqual([]);
    expect(report.profileShape).toBe('nested');
  });
});

function describeFailure(failure: Failure): string {
  return `${failure.operationId} ${failure.pointer}: ${failure.message} (expected ${failure.expected}, received ${failure.received})\n  ${failure.curl}`;
}
