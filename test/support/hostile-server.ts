import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the hostile server misbehaves, on every request. */
export type HostileMode =
  /** 300 MB of JSON, chunked (no Content-Length), generated as it is sent. */
  | 'huge'
  /** The same 300 MB, announced by its Content-Length. */
  | 'huge-declared'
  /** Headers at once, then one byte of body every 100 ms, forever. */
  | 'drip'
  /** Takes the request and never answers. */
  | 'hang'
  /** 307 to another host (the `elsewhere` server, which counts what reaches it). */
  | 'redirect'
  /** Headers and half of the announced body, then the connection is destroyed. */
  | 'reset'
  /** Closes its side of the connection without writing a byte. */
  | 'half-close'
  /** JSON whose strings hold Latin-1 bytes (invalid UTF-8). */
  | 'non-utf8'
  /** An HTML page, as a web server or a proxy's error page would send. */
  | 'html';

export const HUGE_BODY_BYTES = 300 * 1024 * 1024;

export interface HostileServer {
  url: string;
  /** Requests that reached the redirect target, with their Authorization header. */
  elsewhere: { url: string; requests: Array<{ url: string; authorization?: string }> };
  /** Bytes of body the server has written so far (all connections). */
  bytesSent(): number;
  close(): Promise<void>;
}

export interface HostileOptions {
  /**
   * Misbehave only on paths that match `only`; pass every other request to `target` (a working
   * backend), so a run signs in and meets the hostile answer in the middle.
   */
  passThrough?: { target: string; only: RegExp };
}

/**
 * A backend that breaks HTTP in one way, to prove the contract runner ends every such case as
 * one clear failure or exit 2, never a crash. It never buffers what it sends: the 300 MB body
 * is written chunk by chunk, waiting for the socket to drain.
 *
 * @example
 * const hostile = await startHostileServer('huge');
 * await fetch(`${hostile.url}/auth/login`); // 300 MB follow, unless the reader stops
 * await hostile.close();
 */
export async function startHostileServer(
  mode: HostileMode,
  options: HostileOptions = {},
): Promise<HostileServer> {
  const requests: HostileServer['elsewhere']['requests'] = [];
  const elsewhere = createServer((request, response) => {
    requests.push({
      url: request.url ?? '',
      ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
    });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"accessToken":"stolen","user":{}}');
  });
  const elsewhereUrl = await listen(elsewhere);
  let sent = 0;
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const pass = options.passThrough;
    if (pass && !pass.only.test(request.url ?? ''))
      return void forward(request, response, pass.target);
    request.resume();
    const count = (bytes: number) => (sent += bytes);
    switch (mode) {
      case 'huge':
      case 'huge-declared':
        response.writeHead(200, {
          'content-type': 'application/json',
          ...(mode === 'huge-declared' ? { 'content-length': String(HUGE_BODY_BYTES) } : {}),
        });
        void streamHuge(response, count);
        return;
      case 'drip': {
        response.writeHead(200, { 'content-type': 'application/json' });
        const timer = setInterval(() => {
          if (response.destroyed) return void clearInterval(timer);
          response.write(' ');
          count(1);
        }, 100);
        timers.add(timer);
        response.on('close', () => clearInterval(timer));
        return;
      }
      case 'hang':
        return;
      case 'redirect':
        response.writeHead(307, { location: `${elsewhereUrl}${request.url ?? '/'}` });
        response.end();
        return;
      case 'reset': {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '2000' });
        response.write(`{"accessToken":"${'x'.repeat(900)}`);
        count(920);
        const timer = setTimeout(() => request.socket.destroy(), 50);
        timers.add(timer);
        return;
      }
      case 'half-close':
        request.socket.end();
        return;
      case 'non-utf8': {
        // "José Müller" in Latin-1: é and ü are single bytes that are not valid UTF-8.
        const body = Buffer.concat([
          Buffer.from('{"statusCode":401,"message":"Jos'),
          Buffer.from([0xe9]),
          Buffer.from(' M'),
          Buffer.from([0xfc]),
          Buffer.from('ller is not signed in","error":"Unauthorized"}'),
        ]);
        response.writeHead(401, {
          'content-type': 'application/json',
          'content-length': String(body.length),
        });
        response.end(body);
        count(body.length);
        return;
      }
      case 'html': {
        const page =
          '<!doctype html><html><head><title>Welcome</title></head><body>Hi</body></html>';
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(page);
        count(page.length);
        return;
      }
    }
  });
  const url = await listen(server);
  return {
    url,
    elsewhere: { url: elsewhereUrl, requests },
    bytesSent: () => sent,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([stop(server), stop(elsewhere)]);
    },
  };
}

/** Write HUGE_BODY_BYTES of a JSON string, 1 MiB at a time, as fast as the reader takes it. */
async function streamHuge(response: ServerResponse, count: (bytes: number) => void) {
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  const head = Buffer.from('{"padding":"');
  response.write(head);
  let written = head.length;
  while (written < HUGE_BODY_BYTES && !response.destroyed) {
    const piece = chunk.subarray(0, Math.min(chunk.length, HUGE_BODY_BYTES - written - 2));
    written += piece.length;
    count(piece.length);
    if (!response.write(piece)) {
      const drained = await new Promise<boolean>((resolve) => {
        response.once('drain', () => resolve(true));
        response.once('close', () => resolve(false));
      });
      if (!drained) return;
    }
    if (written >= HUGE_BODY_BYTES - 2) break;
  }
  if (!response.destroyed) response.end('"}');
}

/** A plain proxy to a working backend (bodies are small JSON there, so buffering is fine). */
async function forward(request: IncomingMessage, response: ServerResponse, target: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(request.headers).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
    ),
  );
  const body = Buffer.concat(chunks);
  const answer = await fetch(`${target}${request.url ?? '/'}`, {
    method: request.method ?? 'GET',
    headers,
    ...(body.length > 0 ? { body } : {}),
    redirect: 'manual',
  });
  const text = Buffer.from(await answer.arrayBuffer());
  response.writeHead(answer.status, {
    'content-type': answer.headers.get('content-type') ?? 'application/json',
    'content-length': String(text.length),
  });
  response.end(text);
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
