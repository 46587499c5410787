/**
 * Backends that break HTTP itself (test/support/hostile-server.ts): each ends as one clear
 * outcome error in the transport, and as exit 1 or 2 with one line from the shipped command,
 * never a crash. The slow cases (drip, hang) run against the transport with a short time limit;
 * the command keeps its 10 s default.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createTransport } from '../src/contract/http/create-transport.js';
import { startIndependentBackend } from './independent-backend/index.js';
import { startHostileServer, type HostileServer } from './support/hostile-server.js';
import { runShippedContract } from './support/shipped-contract.js';

const LOGIN = {
  method: 'POST',
  path: '/auth/login',
  json: { email: 'qa@example.test', password: 'pw' },
};

let hostile: HostileServer | undefined;
afterEach(async () => {
  await hostile?.close();
  hostile = undefined;
});

async function start(mode: Parameters<typeof startHostileServer>[0]) {
  hostile = await startHostileServer(mode);
  return hostile;
}

describe('the transport against hostile backends', () => {
  it.each([
    { given: 'huge' as const, want: /more than 10 MiB/ },
    { given: 'huge-declared' as const, want: /announces 300 MiB \(Content-Length\)/ },
  ])('stops reading a 300 MB body ($given) at 10 MiB, with the size', async ({ given, want }) => {
    const server = await start(given);
    const heapBefore = process.memoryUsage().heapUsed;
    const outcome = await createTransport({ baseUrl: server.url }).send(LOGIN);
    expect(outcome.response).toBeUndefined();
    expect(outcome.error?.code).toBe('BODY_TOO_LARGE');
    expect(outcome.error?.message).toMatch(want);
    expect(outcome.error?.message).toMatch(/10 MiB limit/);
    // Nowhere near the 300 MB: the reader stopped and never held more than the limit.
    expect(server.bytesSent()).toBeLessThan(100 * 1024 * 1024);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
  });

  it('honours a smaller bound', async () => {
    const server = await start('html');
    const outcome = await createTransport({ baseUrl: server.url, maxBodyBytes: 16 }).send(LOGIN);
    expect(outcome.error).toEqual({
      code: 'BODY_TOO_LARGE',
      message: 'the answer body sent more than 16 bytes, over the 16 bytes limit; not read',
    });
  });

  it('counts a dripping body against the time limit', async () => {
    const server = await start('drip');
    const started = performance.now();
    const outcome = await createTransport({ baseUrl: server.url, timeoutMs: 400 }).send(LOGIN);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(outcome.error?.code).toBe('TIMEOUT');
    expect(outcome.error?.message).toMatch(
      /^the answer did not finish within 400 ms \(\d+ bytes of body had arrived\)$/,
    );
  });

  it('gives up on a backend that never answers', async () => {
    const server = await start('hang');
    const outcome = await createTransport({ baseUrl: server.url, timeoutMs: 300 }).send(LOGIN);
    expect(outcome.error).toEqual({ code: 'TIMEOUT', message: 'no answer within 300 ms' });
  });

  it('never follows a redirect: the credentials stay with the base URL', async () => {
    const server = await start('redirect');
    const outcome = await createTransport({ baseUrl: server.url }).send({
      ...LOGIN,
      headers: { authorization: 'Bearer secret-token' },
    });
    expect(outcome.response?.status).toBe(307);
    expect(outcome.response?.headers.location).toBe(`${server.elsewhere.url}/auth/login`);
    expect(server.elsewhere.requests).toEqual([]);
  });

  it('reports a connection cut mid-body', async () => {
    const server = await start('reset');
    const outcome = await createTransport({ baseUrl: server.url }).send(LOGIN);
    expect(outcome.response).toBeUndefined();
    expect(outcome.error?.code).toBe('BODY_INCOMPLETE');
    expect(outcome.error?.message).toMatch(
      /^the connection ended before the whole answer arrived \(\d+ bytes of body, .+\)$/,
    );
  });

  it('reports a connection closed before any answer', async () => {
    const server = await start('half-close');
    const outcome = await createTransport({ baseUrl: server.url }).send(LOGIN);
    expect(outcome.response).toBeUndefined();
    expect(outcome.error?.code).toMatch(/^(UND_ERR_SOCKET|ECONNRESET)$/);
  });

  it('decodes a body that is not UTF-8 with replacement characters and says so', async () => {
    const server = await start('non-utf8');
    const outcome = await createTransport({ baseUrl: server.url }).send(LOGIN);
    expect(outcome.response?.notUtf8).toBe(true);
    expect(outcome.response?.body).toMatchObject({
      statusCode: 401,
      message: 'Jos\uFFFD M\uFFFDller is not signed in',
    });
  });

  it('marks nothing on a UTF-8 body', async () => {
    const server = await start('html');
    const outcome = await createTransport({ baseUrl: server.url }).send(LOGIN);
    expect(outcome.response?.notUtf8).toBeUndefined();
    expect(outcome.response?.text).toMatch(/^<!doctype html>/);
  });
});

describe('the shipped command against hostile backends', () => {
  const contract = (url: string) =>
    runShippedContract([
      ...['--base-url', url, '--prefix', 'auto', '--level', 'core'],
      ...['--email', 'qa@example.test', '--password', 'not-a-real-password'],
    ]);

  it.each([
    {
      given: 'huge' as const,
      want: /^standin contract: http:\/\/127\.0\.0\.1:\d+ gave no usable answer \(BODY_TOO_LARGE: the answer body sent more than 10 MiB, over the 10 MiB limit; not read\)\. Check the backend\.\n$/,
    },
    {
      given: 'reset' as const,
      want: /^standin contract: http:\/\/127\.0\.0\.1:\d+ gave no usable answer \(BODY_INCOMPLETE: the connection ended before the whole answer arrived .*\)\. Check the backend\.\n$/,
    },
    {
      given: 'half-close' as const,
      want: /^standin contract: http:\/\/127\.0\.0\.1:\d+ gave no usable answer \((UND_ERR_SOCKET|ECONNRESET): .*\)\. Check the backend\.\n$/,
    },
    {
      given: 'html' as const,
      want: /^standin contract: .*html.*\n$/i,
    },
  ])('ends $given with exit 2 and one line', async ({ given, want }) => {
    const server = await start(given);
    const run = await contract(server.url);
    expect(run.stderr).toMatch(want);
    expect(run.code).toBe(2);
  });

  it('reports a 300 MB answer in the middle of a run as one failure of that request', async () => {
    const backend = await startIndependentBackend();
    try {
      const server = await startHostileServer('huge', {
        passThrough: { target: backend.url, only: /^\/api\/v1\/reports\/agents\b/ },
      });
      hostile = server;
      const run = await runShippedContract([
        ...['--base-url', server.url, '--prefix', '/api/v1', '--level', 'core', '--read-only'],
        ...['--email', backend.credentials.email, '--password', backend.credentials.password],
        ...['--checks', 'valid_request_succeeds'],
      ]);
      expect(run.code, run.stderr).toBe(1);
      const failures = (run.report?.results ?? []).flatMap((result) => result.failures);
      expect(failures.map((failure) => `${failure.operationId} ${failure.received}`)).toEqual([
        'getAgentsReport no answer (BODY_TOO_LARGE: the answer body sent more than 10 MiB, over the 10 MiB limit; not read)',
      ]);
    } finally {
      await backend.close();
    }
  });

  it('never sends the sign-in to the host a redirect names', async () => {
    const server = await start('redirect');
    const run = await contract(server.url);
    expect(server.elsewhere.requests).toEqual([]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const login = run.report?.results.find(
      (result) => result.check === 'valid_request_succeeds' && result.operationId === 'login',
    );
    expect(login?.failures.map((failure) => failure.message)).toEqual([
      'POST /auth/login answered 307 to a valid request',
    ]);
  });

  it('stops on the 401 it read from non-UTF-8 JSON, not a crash', async () => {
    const server = await start('non-utf8');
    const run = await contract(server.url);
    expect(run.stderr).toMatch(/^standin contract: .*\(401\).*--email and --password.*\n$/);
    expect(run.code).toBe(2);
  });
});
