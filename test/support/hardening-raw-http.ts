import { connect } from 'node:net';

/**
 * One HTTP/1.1 request exactly as it goes on the wire. fetch (undici) cannot send what the
 * hardening tests need: it resolves `../` in paths, refuses methods such as TRACE and rejects
 * header values it does not like. Over a bare socket the server sees these very bytes, so a
 * failing case can be printed and replayed as it was.
 */
export interface RawRequest {
  method: string;
  /** The request-target as sent, e.g. `/api/v1/projects/..%2Fx/board?startDate=a`. */
  target: string;
  /** In order, repeats allowed; `Host`, `Content-Length` and `Connection` are added when absent. */
  headers: ReadonlyArray<readonly [string, string]>;
  body?: string | Uint8Array;
  /** Send the body with `Transfer-Encoding: chunked` instead of a Content-Length. */
  chunked?: boolean;
}

export interface RawAnswer {
  status: number;
  /** Lower-cased names; a repeated header keeps its last value. */
  headers: Record<string, string>;
  text: string;
  /** The parsed body when the answer is JSON; `undefined` otherwise or when it does not parse. */
  json: unknown;
}

const CRLF = '\r\n';

/** The request's bytes: request line, headers, blank line, body. */
export function encodeRawRequest(request: RawRequest, host: string): Buffer {
  const body =
    request.body === undefined
      ? undefined
      : typeof request.body === 'string'
        ? Buffer.from(request.body, 'utf8')
        : Buffer.from(request.body);
  const has = (name: string) =>
    request.headers.some(([key]) => key.toLowerCase() === name.toLowerCase());
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  if (!has('host')) lines.push(`Host: ${host}`);
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  if (body && request.chunked) lines.push('Transfer-Encoding: chunked');
  else if (body && !has('content-length')) lines.push(`Content-Length: ${body.length}`);
  // One request per connection: a response can never be read as the answer to another request.
  if (!has('connection')) lines.push('Connection: close');
  const head = Buffer.from(`${lines.join(CRLF)}${CRLF}${CRLF}`, 'utf8');
  if (!body) return head;
  if (!request.chunked) return Buffer.concat([head, body]);
  return Buffer.concat([
    head,
    Buffer.from(`${body.length.toString(16)}${CRLF}`),
    body,
    Buffer.from(`${CRLF}0${CRLF}${CRLF}`),
  ]);
}

function decodeChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf(CRLF, at);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Parses a complete HTTP/1.1 response read until the server closed the connection. */
export function parseRawResponse(raw: Buffer, method: string): RawAnswer {
  const headEnd = raw.indexOf(`${CRLF}${CRLF}`);
  if (headEnd < 0)
    throw new Error(
      `not an HTTP response: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`,
    );
  const [statusLine = '', ...headerLines] = raw.subarray(0, headEnd).toString('latin1').split(CRLF);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status))
    throw new Error(`not an HTTP status line: ${JSON.stringify(statusLine)}`);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = raw.subarray(headEnd + 4);
  const bytes =
    method === 'HEAD' || status === 204 || status === 304
      ? Buffer.alloc(0)
      : headers['transfer-encoding']?.toLowerCase() === 'chunked'
        ? decodeChunked(rest)
        : rest.subarray(0, Number(headers['content-length'] ?? rest.length));
  const text = bytes.toString('utf8');
  let json: unknown;
  if ((headers['content-type'] ?? '').includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  return { status, headers, text, json };
}

/**
 * Sends one raw request to a loopback port and reads the whole answer. Rejects when the server
 * closes the connection without answering or does not answer within `timeoutMs`.
 *
 * @example
 * const answer = await sendRaw(port, { method: 'TRACE', target: '/auth/login', headers: [] });
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 10_000): Promise<RawAnswer> {
  return sendBytes(port, encodeRawRequest(request, `127.0.0.1:${port}`), request.method, timeoutMs);
}

/** Sends bytes that need not be HTTP at all, and reads the answer as {@link sendRaw} does. */
export function sendBytes(
  port: number,
  bytes: Buffer,
  method: string,
  timeoutMs = 10_000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may answer (413, 400) and close before it read the whole body: EPIPE or
    // ECONNRESET after an answer arrived is not a failure, the answer is what counts.
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks);
      if (raw.length === 0) {
        reject(new Error('the server closed the connection without answering'));
        return;
      }
      try {
        resolve(parseRawResponse(raw, method));
      } catch (error) {
        reject(error);
      }
    });
    socket.write(bytes);
  });
}

/**
 * The request as a string a person can read and replay: the exact bytes, JSON-escaped, with long
 * runs of one character shortened to `⟨'x' × 10000⟩` so a 1 MiB body still prints on a screen.
 */
export function describeRawRequest(request: RawRequest): string {
  const bytes = encodeRawRequest(request, '127.0.0.1:PORT');
  const text = JSON.stringify(bytes.toString('utf8'));
  const compact = text.replace(
    /(.)\1{63,}/gsu,
    (run, char: string) => `⟨${JSON.stringify(char)} × ${[...run].length}⟩`,
  );
  return compact.length > 4000
    ? `${compact.slice(0, 4000)}… (${bytes.length} bytes in all)`
    : compact;
}

/**
 * Sends `count` copies of one request pipelined on a single connection and resolves with the
 * statuses of the answers, in order. Cheap on the client side, so a test can send thousands of
 * requests in the time the server needs to answer them.
 */
export function pipelineRaw(
  port: number,
  request: RawRequest,
  count: number,
  timeoutMs = 30_000,
): Promise<number[]> {
  const host = `127.0.0.1:${port}`;
  const keepAlive = encodeRawRequest(
    { ...request, headers: [...request.headers, ['Connection', 'keep-alive']] },
    host,
  );
  const last = encodeRawRequest(request, host);
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${count} pipelined requests were not all answered within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      resolve([...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1])));
    });
    socket.write(Buffer.concat([...Array.from({ length: count - 1 }, () => keepAlive), last]));
  });
}
