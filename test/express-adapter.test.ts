import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../src/mock/create-mock.js';
import { createApp } from '../src/server/create-app.js';
import { errorBody } from '../src/spec/error-body.js';
import { onUnhandled } from '../src/unhandled-requests.js';

// One handler array, three ways in: msw's setupServer (fetch intercepted in-process) and our
// express adapter over a real port must give the same answers.
let mock: Mock;
let server: Server;
let base: string;
const interceptor = { current: undefined as ReturnType<typeof setupServer> | undefined };

beforeAll(async () => {
  mock = await createMock({ seed: 1, now: '2026-01-15T00:00:00Z', conversationsPerOrg: 200 });
  const app = createApp({
    handlers: mock.handlers,
    maxBodyBytes: 1024 * 1024,
    notFound: () => Response.json(errorBody(404, 'NOT_FOUND', 'No route.'), { status: 404 }),
    failure: (status) => Response.json(errorBody(status, 'INTERNAL_ERROR', 'failure'), { status }),
  });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  interceptor.current = setupServer(...mock.handlers);
});

afterAll(async () => {
  // No interceptor.close() here: `both` closes it after every use, and msw 3 throws on a second close.
  await new Promise((resolve) => server.close(resolve));
});

async function both(path: string, init: RequestInit = {}) {
  const overPort = await fetch(`${base}${path}`, init);
  interceptor.current?.listen(onUnhandled('error'));
  try {
    const inProcess = await fetch(`http://standin.test${path}`, init);
    return { overPort, inProcess };
  } finally {
    interceptor.current?.close();
  }
}

describe('one handler array, in-process and over a real port', () => {
  it('answers login the same way (status, content type, body shape)', async () => {
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' }),
    };
    const { overPort, inProcess } = await both('/api/v1/auth/login', init);
    expect(overPort.status).toBe(200);
    expect(inProcess.status).toBe(200);
    const [a, b] = [await overPort.json(), await inProcess.json()];
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a.user).toEqual(b.user);
  });

  it.each([
    ['a profile with a token', '/users/me', true],
    ['a profile without a token', '/auth/profile', false],
    ['a bad login body', '/auth/login', false],
  ])('answers %s identically', async (_name, path, withToken) => {
    const token = (
      await mock.context.tokens.issue({
        id: 'usr_acme_owner',
        email: 'owner@acme.test',
        organizationId: 'org_acme',
      })
    ).token;
    const init: RequestInit =
      path === '/auth/login'
        ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":1}' }
        : { headers: withToken ? { authorization: `Bearer ${token}` } : {} };
    const { overPort, inProcess } = await both(path, init);
    expect(overPort.status).toBe(inProcess.status);
    expect(overPort.headers.get('www-authenticate')).toBe(
      inProcess.headers.get('www-authenticate'),
    );
    expect(await overPort.json()).toEqual(await inProcess.json());
  });

  it('streams every header back, repeated ones included', async () => {
    const { http, HttpResponse } = await import('msw');
    const headers = new Headers();
    headers.append('Set-Cookie', 'a=1; Path=/');
    headers.append('Set-Cookie', 'b=2; Path=/');
    headers.append('X-Trace', 'one');
    mock.handlers.unshift(http.get('*/__test/cookies', () => new HttpResponse('ok', { headers })));
    try {
      const response = await fetch(`${base}/__test/cookies`);
      expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(response.headers.get('x-trace')).toBe('one');
      expect(await response.text()).toBe('ok');
    } finally {
      mock.handlers.shift();
    }
  });

  it('answers an unmatched request with the 404 body it is given', async () => {
    const response = await fetch(`${base}/no/such/route`);
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('NOT_FOUND');
  });
});
