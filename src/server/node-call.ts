import type { IncomingCall } from '../spec/reply.js';

/**
 * The parts of a Node request the server reads; `node:http`'s IncomingMessage has them. Declared
 * here so that the published types need no `@types/node`.
 */
export interface NodeRequest {
  method?: string;
  url?: string;
  headers: { host?: string };
  headersDistinct: Record<string, string[] | undefined>;
  rawHeaders: string[];
}

/** A request as the server received it: what the gate reads, and a Fetch Request on demand. */
export interface ServerCall extends IncomingCall {
  /** Every header, lower-case names, for journals (repeated ones joined with ', '). */
  headers: Pick<Headers, 'forEach'>;
  /** The raw body as text ('' when there was none). */
  rawBody: string;
  /** The same request as a Fetch Request (for msw's `getResponse`), built when asked for. */
  toFetchRequest(): Request;
}

/**
 * The request's absolute URL. An origin-form target (`/path?query`) is always a path: resolving
 * it against a base would read `//evil.test/auth/login` as host evil.test and path /auth/login,
 * and throw for `///`. A Host header that is not a plain host[:port] is ignored, so it cannot move
 * the path either (`Host: x/auth/login#`).
 */
function requestUrl(req: NodeRequest): URL {
  const hostHeader = req.headers.host ?? '';
  const host =
    hostHeader !== '' && /^[A-Za-z0-9.-]*(\[[0-9A-Fa-f:.]+\])?(:\d{1,5})?$/.test(hostHeader)
      ? hostHeader
      : '127.0.0.1';
  const target = req.url ?? '/';
  try {
    return target.startsWith('/')
      ? new URL(`http://${host}${target}`)
      : new URL(target, `http://${host}`);
  } catch {
    throw Object.assign(
      new Error(`The request target ${JSON.stringify(target.slice(0, 200))} is not a URL.`),
      { status: 400 },
    );
  }
}

const UTF8 = new TextDecoder();

/**
 * Every value of a header joined with ', ', as the Fetch API reads it. `req.headers` would keep
 * only the first of two Authorization headers; two must read as one invalid credential.
 */
function headerValue(values: string[] | undefined): string | null {
  return values === undefined ? null : values.join(', ');
}

/**
 * Wraps a Node request and its body for the gate, without building Fetch objects.
 *
 * @example
 * const call = toServerCall(req, Buffer.from('{}'));
 * call.header('content-type');
 */
export function toServerCall(req: NodeRequest, body: Uint8Array | undefined): ServerCall {
  const url = requestUrl(req);
  const rawBody = body && body.length > 0 ? UTF8.decode(body) : '';
  const method = req.method ?? 'GET';
  return {
    method,
    url,
    rawBody,
    header: (name) => headerValue(req.headersDistinct[name]),
    text: () => Promise.resolve(rawBody),
    headers: {
      forEach(callback: (value: string, name: string, parent: Headers) => void) {
        const all = req.headersDistinct;
        for (const name of Object.keys(all).sort()) {
          const value = headerValue(all[name]);
          if (value !== null) callback(value, name, undefined as unknown as Headers);
        }
      },
    },
    toFetchRequest() {
      const headers = new Headers();
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i] as string;
        if (name.startsWith(':')) continue;
        headers.append(name, req.rawHeaders[i + 1] as string);
      }
      const bytes =
        body && body.length > 0 && method !== 'GET' && method !== 'HEAD'
          ? (new Uint8Array(body) as Uint8Array<ArrayBuffer>)
          : undefined;
      return new Request(url, { method, headers, body: bytes });
    },
  };
}
