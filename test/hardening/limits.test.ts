import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginThrottle } from '../../src/domain/auth/login-throttle.js';
import { createTokenService } from '../../src/domain/auth/tokens.js';
import type { components } from '../../src/generated/openapi.js';
import type { RunningServer } from '../../src/mock/start-server.js';
import { call, login, startTestServer } from '../support/http.js';
import { errorBodyProblems } from '../support/hardening-operations.js';
import { pipelineRaw, sendRaw, type RawAnswer } from '../support/hardening-raw-http.js';
import { PROJECT_PATH, startSession } from '../support/hardening-world.js';

type Schemas = components['schemas'];

/*
 * Every limit that keeps the mock small and responsive under hostile or careless clients, tested
 * at its edge: one unit under works, one unit over is refused with the documented error body.
 */
const MIB = 1024 * 1024;
let server: RunningServer;
let token: string;
let sessionId: string;

beforeAll(async () => {
  server = await startTestServer({ conversationsPerOrg: 20 });
  token = await login(server.url);
  sessionId = await startSession(server.url, token);
});
afterAll(() => server?.close());

/** A builder message padded with an extra field (allowed by the schema) to exactly `bytes`. */
function messageOfSize(bytes: number): string {
  const frame = JSON.stringify({ sessionId, instruction: 'turn on test mode', padding: '' });
  return JSON.stringify({
    sessionId,
    instruction: 'turn on test mode',
    padding: 'p'.repeat(bytes - frame.length),
  });
}

function sendMessage(body: string, chunked = false): Promise<RawAnswer> {
  return sendRaw(server.port, {
    method: 'POST',
    target: `${PROJECT_PATH}/builder/message`,
    headers: [
      ['Authorization', `Bearer ${token}`],
      ['Content-Type', 'application/json'],
    ],
    body,
    chunked,
  });
}

function expectRefused(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(errorBodyProblems(answer)).toEqual([]);
  expect((answer.json as { code: string }).code).toBe(code);
}

describe('request size', () => {
  it('accepts a body of exactly 1 MiB and answers 413 at 1 MiB + 1 byte, with or without Content-Length', async () => {
    expect(Buffer.byteLength(messageOfSize(MIB))).toBe(MIB);
    expect((await sendMessage(messageOfSize(MIB))).status).toBe(200);
    expect((await sendMessage(messageOfSize(MIB), true)).status).toBe(200);
    expectRefused(await sendMessage(messageOfSize(MIB + 1)), 413, 'PAYLOAD_TOO_LARGE');
    expectRefused(await sendMessage(messageOfSize(MIB + 1), true), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 431 with the documented body when the request line and headers pass 16 KiB', async () => {
    const ok = await sendRaw(server.port, {
      method: 'GET',
      target: '/__standin/health',
      headers: [['X-Pad', 'h'.repeat(15 * 1024)]],
    });
    expect(ok.status).toBe(200);
    expectRefused(
      await sendRaw(server.port, {
        method: 'GET',
        target: '/__standin/health',
        headers: [['X-Pad', 'h'.repeat(17 * 1024)]],
      }),
      431,
      'VALIDATION_FAILED',
    );
  });

  it('takes an instruction of 4000 characters and refuses 4001, naming the field', async () => {
    const ok = await call(server.url, 'POST', `${PROJECT_PATH}/builder/message`, {
      token,
      body: { sessionId, instruction: `turn on test mode ${'.'.repeat(4000 - 18)}` },
    });
    expect(ok.status, ok.text).toBe(200);
    const tooLong = await call<{ code: string; message: string[] }>(
      server.url,
      'POST',
      `${PROJECT_PATH}/builder/message`,
      {
        token,
        body: { sessionId, instruction: 'x'.repeat(4001) },
      },
    );
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(tooLong.body.message.join(' ')).toMatch(/instruction/);
  });

  it('answers 404 for an id over its 200-character bound, without echoing all of it', async () => {
    const answer = await sendRaw(server.port, {
      method: 'GET',
      target: `/api/v1/projects/${'x'.repeat(10 * 1024)}/board`,
      headers: [['Authorization', `Bearer ${token}`]],
    });
    expectRefused(answer, 404, 'NOT_FOUND');
    expect(answer.text.length).toBeLessThan(1024);
  });

  it('refuses a report range of 367 days and takes 366', async () => {
    const ok = await call(
      server.url,
      'GET',
      '/api/v1/reports/overview?startDate=2025-01-15&endDate=2026-01-15',
      { token },
    );
    expect(ok.status).toBe(200);
    const tooLong = await call<{ code: string }>(
      server.url,
      'GET',
      '/api/v1/reports/overview?startDate=2025-01-14&endDate=2026-01-15',
      { token },
    );
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('the login throttle', () => {
  it('answers 429 with Retry-After after 10 failed sign-ins for one e-mail in a minute, and only for that e-mail', async () => {
    const attempt = (email: string, password: string) =>
      call<{ code: string }>(server.url, 'POST', '/api/v1/auth/login', {
        body: { email, password },
      });
    for (let i = 0; i < 10; i += 1)
      expect((await attempt('agent@acme.test', 'wrong')).status).toBe(401);
    const limited = await attempt('agent@acme.test', 'Passw0rd!');
    expect([limited.status, limited.body.code]).toEqual([429, 'RATE_LIMITED']);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await attempt('owner@acme.test', 'Passw0rd!')).status).toBe(200);
  });

  it('forgets failures after the minute, and tracks at most 10,000 e-mails (oldest forgotten first)', () => {
    let now = Date.parse('2026-01-15T00:00:00Z');
    const throttle = createLoginThrottle({ clock: () => new Date(now) });
    for (let i = 0; i < 10; i += 1) throttle.recordFailure('victim@acme.test');
    expect(throttle.retryAfter('victim@acme.test')).toBeGreaterThan(0);
    now += 61_000;
    expect(throttle.retryAfter('victim@acme.test')).toBe(0);

    for (let i = 0; i < 10; i += 1) throttle.recordFailure('victim@acme.test');
    for (let i = 0; i < 10_000; i += 1) throttle.recordFailure(`spray-${i}@evil.test`);
    // A spray of 10,000 other e-mails pushed the oldest out: memory stays bounded.
    expect(throttle.retryAfter('victim@acme.test')).toBe(0);
    expect(throttle.retryAfter('spray-9999@evil.test')).toBe(0);
  });
});

describe('bounded memory', () => {
  it('keeps the last 500 requests in the journal under 2000 requests, each entry small', async () => {
    const before = await call<Schemas['RequestJournal']>(server.url, 'GET', '/__standin/requests');
    const statuses = await pipelineRaw(
      server.port,
      { method: 'GET', target: '/__standin/health', headers: [] },
      2000,
    );
    expect(statuses).toEqual(Array.from({ length: 2000 }, () => 200));
    // A 1 MiB JSON body and a secret in a body that is not JSON: neither is kept as it came.
    await sendMessage(messageOfSize(MIB - 1024));
    await call(server.url, 'POST', '/api/v1/auth/login', {
      rawBody: '{"email":"owner@acme.test","password":"hunter2-not-json"',
      headers: { 'content-type': 'application/json' },
    });
    const journal = await call<Schemas['RequestJournal']>(server.url, 'GET', '/__standin/requests');
    expect(journal.body.limit).toBe(500);
    expect(journal.body.items).toHaveLength(500);
    expect(
      (journal.body.items.at(-1)?.id ?? 0) - (before.body.items.at(-1)?.id ?? 0),
    ).toBeGreaterThanOrEqual(2002);
    const largest = Math.max(...journal.body.items.map((item) => JSON.stringify(item).length));
    expect(largest).toBeLessThan(16 * 1024);
    expect(journal.text).not.toContain('hunter2');
  });

  it('remembers at most 1024 verified tokens', async () => {
    const tokens = createTokenService({ secret: 'limits-secret' });
    const subject = { id: 'usr_acme_owner', email: 'owner@acme.test', organizationId: 'org_acme' };
    const first = (await tokens.issue(subject)).token;
    const verified = await tokens.verify(first);
    if (!verified.ok) throw new Error(verified.reason);
    // A remembered token answers with the very claims object it was first verified to: identity
    // tells "remembered" from "verified again" without reaching into the service.
    const again = await tokens.verify(first);
    expect(again.ok && again.claims).toBe(verified.claims);

    const others = await Promise.all(
      Array.from({ length: 1023 }, async () => (await tokens.issue(subject)).token),
    );
    for (const other of others) await tokens.verify(other);
    const stillRemembered = await tokens.verify(first);
    expect(stillRemembered.ok && stillRemembered.claims, '1024 tokens fit').toBe(verified.claims);

    await tokens.verify((await tokens.issue(subject)).token);
    await tokens.verify(others[0] as string);
    const forgotten = await tokens.verify(first);
    expect(forgotten.ok).toBe(true);
    expect(forgotten.ok && forgotten.claims, 'the 1025th pushes the oldest out').not.toBe(
      verified.claims,
    );
  });
});
