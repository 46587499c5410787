import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTransport } from './create-transport.js';

describe('createTransport', () => {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url?.startsWith('/slow')) return void setTimeout(() => response.end('late'), 500);
      const status = request.url?.startsWith('/teapot') ? 418 : 200;
      const type = request.url?.startsWith('/html') ? 'text/html' : 'application/json';
      response.writeHead(status, {
        'Content-Type': type,
        'X-Echo-Auth': request.headers.authorization ?? '',
      });
      response.end(
        type === 'text/html'
          ? '<p>hi</p>'
          : JSON.stringify({
              method: request.method,
              url: request.url,
              body,
              type: request.headers['content-type'],
            }),
      );
    });
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends JSON and returns the outcome as data, whatever the status', async () => {
    const outcome = await createTransport({ baseUrl }).send({
      method: 'post',
      path: '/teapot',
      query: { a: '1' },
      json: { x: 1 },
      headers: { Authorization: 'Bearer t' },
    });
    expect(outcome.request).toMatchObject({
      method: 'POST',
      url: `${baseUrl.slice(0, -1)}/teapot?a=1`,
      body: '{"x":1}',
    });
    expect(outcome.request.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer t',
    });
    expect(outcome.response).toMatchObject({
      status: 418,
      body: { method: 'POST', body: '{"x":1}', type: 'application/json' },
    });
    expect(outcome.response?.headers['x-echo-auth']).toBe('Bearer t');
    expect(outcome.error).toBeUndefined();
  });

  it('keeps a body that is not JSON as text only', async () => {
    const outcome = await createTransport({ baseUrl }).send({ method: 'GET', path: '/html' });
    expect(outcome.response).toMatchObject({ status: 200, body: undefined, text: '<p>hi</p>' });
  });

  it('sends a raw body with its own content type', async () => {
    const outcome = await createTransport({ baseUrl }).send({
      method: 'POST',
      path: '/',
      raw: { contentType: 'text/plain', text: 'nope' },
    });
    expect(outcome.response?.body).toMatchObject({ body: 'nope', type: 'text/plain' });
  });

  it('returns a refused connection as an error, not an exception', async () => {
    const outcome = await createTransport({ baseUrl: await closedPortUrl() }).send({
      method: 'GET',
      path: '/',
    });
    expect(outcome.response).toBeUndefined();
    expect(outcome.error?.code).toBe('ECONNREFUSED');
  });

  it('names a port fetch refuses to use', async () => {
    const outcome = await createTransport({ baseUrl: 'http://127.0.0.1:9' }).send({
      method: 'GET',
      path: '/',
    });
    expect(outcome.error?.code).toBe('BAD_PORT');
  });

  it('gives up after the time limit', async () => {
    const outcome = await createTransport({ baseUrl, timeoutMs: 50 }).send({
      method: 'GET',
      path: '/slow',
    });
    expect(outcome.error).toEqual({ code: 'TIMEOUT', message: 'no answer within 50 ms' });
  });

  it('cancels a body that stalls even when the fetch in use ignores the signal', async () => {
    const stalled = () =>
      Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"a":'));
            },
          }),
          { status: 200 },
        ),
      );
    const outcome = await createTransport({ baseUrl, fetch: stalled, timeoutMs: 50 }).send({
      method: 'GET',
      path: '/',
    });
    expect(outcome.error).toEqual({
      code: 'TIMEOUT',
      message: 'the answer did not finish within 50 ms (5 bytes of body had arrived)',
    });
  });

  it('refuses a body whose Content-Length is over the bound without reading it', async () => {
    let pulled = 0;
    const announced = () =>
      Promise.resolve(
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              pulled += 1;
              controller.enqueue(new Uint8Array(1024));
            },
          }),
          { status: 200, headers: { 'content-length': String(2 * 1024 * 1024) } },
        ),
      );
    const outcome = await createTransport({
      baseUrl,
      fetch: announced,
      maxBodyBytes: 1024 * 1024,
    }).send({ method: 'GET', path: '/' });
    expect(outcome.error).toEqual({
      code: 'BODY_TOO_LARGE',
      message: 'the answer body announces 2 MiB (Content-Length), over the 1 MiB limit; not read',
    });
    expect(pulled).toBeLessThanOrEqual(1);
  });
});

/** A loopback URL nothing listens on: a port the OS just handed out and took back. */
async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
