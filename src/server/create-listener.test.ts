import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createListener } from './create-listener.js';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** Starts a listener that echoes the body it read; returns the port. */
async function listen(): Promise<number> {
  server = createServer(
    createListener({
      maxBodyBytes: 16,
      failure: (status) => ({ status, body: { failed: status } }),
      answer: async (call) => ({ status: 200, body: { body: call.rawBody, text: 'é ✓' } }),
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server?.address() as AddressInfo).port;
}

/** One raw HTTP/1.1 exchange (the request's bytes as given), the response's bytes. */
function exchange(port: number, request: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks)));
    socket.on('error', reject);
  });
}

describe('createListener', () => {
  it('sends a UTF-8 body with its byte length, and the body it read', async () => {
    const port = await listen();
    const response = await exchange(
      port,
      Buffer.from(
        'POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 7\r\nConnection: close\r\n\r\n{"a":1}',
      ),
    );
    const [head, body] = response.toString('utf8').split('\r\n\r\n');
    expect(body).toBe('{"body":"{\\"a\\":1}","text":"é ✓"}');
    expect(head).toContain(`content-length: ${Buffer.byteLength(body ?? '')}`);
  });

  it('answers 413 for a body over the limit, as body-parser does', async () => {
    const port = await listen();
    const response = await exchange(
      port,
      Buffer.from(
        `POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 17\r\nConnection: close\r\n\r\n${'x'.repeat(17)}`,
      ),
    );
    expect(response.toString('utf8')).toMatch(/^HTTP\/1\.1 413 [\s\S]*\{"failed":413\}$/);
  });

  it('reflects an Origin with a byte over 0x7f as the same byte', async () => {
    const port = await listen();
    const request = Buffer.concat([
      Buffer.from('GET /x HTTP/1.1\r\nHost: a\r\nOrigin: http://caf'),
      Buffer.from([0xe9]),
      Buffer.from('.test\r\nConnection: close\r\n\r\n'),
    ]);
    const response = await exchange(port, request);
    const origin = Buffer.concat([
      Buffer.from('Access-Control-Allow-Origin: http://caf'),
      Buffer.from([0xe9]),
    ]);
    expect(response.includes(origin)).toBe(true);
    expect(response.toString('utf8')).toContain('"text":"é ✓"');
  });
});
