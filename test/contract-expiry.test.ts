/**
 * auth_expired_token claims only what it verified: with --token-secret (checked against the
 * issued token first), with --expired-token, or skipped with the reason.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractOptions, ContractReport } from '../src/contract/contract-types.js';
import { signJwt } from '../src/contract/http/forge-jwt.js';
import { runContract } from '../src/contract/run-contract.js';
import type { RunningServer } from '../src/mock/start-server.js';
import { startTestServer } from './support/http.js';

const SECRET = 'contract-expiry-secret';
let mock: RunningServer;

beforeAll(async () => {
  // A token lives 1 s here, so a really expired one can be had by waiting.
  mock = await startTestServer({ tokenSecret: SECRET, tokenTtlSeconds: 1, now: undefined });
});
afterAll(() => mock.close());

function run(overrides: Partial<ContractOptions>): Promise<ContractReport> {
  return runContract({
    baseUrl: mock.url,
    prefix: '/api/v1',
    email: 'owner@acme.test',
    password: 'Passw0rd!',
    level: 'core',
    strict: false,
    readOnly: true,
    checks: { include: ['auth_expired_token'] },
    ...overrides,
  });
}

const statuses = (report: ContractReport) =>
  [...new Set(report.results.map((result) => result.status))].sort();
const reasons = (report: ContractReport) => [
  ...new Set(report.results.map((result) => result.reason)),
];

describe('auth_expired_token', () => {
  it('is skipped, saying why, without --expired-token or --token-secret', async () => {
    const report = await run({});
    expect(statuses(report)).toEqual(['skipped']);
    expect(reasons(report).some((reason) => /expiry not verified/.test(reason ?? ''))).toBe(true);
    expect(report.ok).toBe(true);
  });

  it('is skipped when --token-secret does not verify the issued token', async () => {
    const report = await run({ tokenSecret: 'not-the-secret' });
    expect(statuses(report)).toEqual(['skipped']);
    expect(reasons(report).some((reason) => /does not verify/.test(reason ?? ''))).toBe(true);
  });

  it('passes with the right --token-secret: the mock refuses the expired copy with 401', async () => {
    const report = await run({ tokenSecret: SECRET });
    expect(statuses(report)).toContain('passed');
    expect(statuses(report)).not.toContain('failed');
  });

  it('passes with an --expired-token the backend issued, once it has expired', async () => {
    const login = await fetch(`${mock.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    await sleep(2100);
    const report = await run({ expiredToken: accessToken });
    expect(statuses(report)).toContain('passed');
    expect(statuses(report)).not.toContain('failed');
    expect(JSON.stringify(report)).not.toContain(accessToken);
  });

  it('refuses an --expired-token whose exp is still ahead, instead of reporting false failures', async () => {
    const now = Math.floor(Date.now() / 1000);
    const fresh = signJwt({ sub: 'usr_acme_owner', iat: now, exp: now + 3600 }, { secret: SECRET });
    const report = await run({ expiredToken: fresh });
    expect(report.fatal).toMatchObject({ code: 'CONFIG_INVALID' });
    expect(report.fatal?.message).toMatch(/has not expired yet/);
  });
});
