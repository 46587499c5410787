import type {
  FetchLike,
  HttpErrorRecord,
  HttpOutcome,
  HttpRequestRecord,
} from '../contract-types.js';
import { isJsonObject } from '../document/json-values.js';

/** What a check asks to send; the transport turns it into a wire request. */
export interface TransportRequest {
  method: string;
  /** The path with its prefix, e.g. `/api/v1/auth/login`. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A JSON body (sent with `content-type: application/json`). */
  json?: unknown;
  /** Any other body, sent exactly as given. */
  raw?: { contentType: string; text: string };
}

export interface Transport {
  readonly baseUrl: string;
  send(request: TransportRequest): Promise<HttpOutcome>;
}

export interface TransportOptions {
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/**
 * A small HTTP transport whose outcomes are data: a status is never an exception, and a
 * connection failure comes back as `error` (style habit 10, openapi-fetch's `{ data, error }`).
 *
 * @example
 * const transport = createTransport({ baseUrl: 'http://127.0.0.1:4010' });
 * const outcome = await transport.send({ method: 'POST', path: '/auth/login', json: {} });
 * outcome.response?.status; // 400
 */
export function createTransport(options: TransportOptions): Transport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    baseUrl,
    async send(request) {
      const record = toRecord(baseUrl, request);
      const started = performance.now();
      try {
        const response = await fetchImpl(record.url, {
          method: record.method,
          headers: record.headers,
          ...(record.body !== undefined ? { body: record.body } : {}),
          // Redirects are answers too: the contract says what a path returns, not where it leads.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        return {
          request: record,
          response: {
            status: response.status,
            headers: Object.fromEntries(
              [...response.headers.entries()].map(([name, value]) => [name.toLowerCase(), value]),
            ),
            body: parseJson(text),
            text,
          },
          durationMs: performance.now() - started,
        };
      } catch (error) {
        return {
          request: record,
          error: describeError(error, timeoutMs),
          durationMs: performance.now() - started,
        };
      }
    },
  };
}

function toRecord(baseUrl: string, request: TransportRequest): HttpRequestRecord {
  const search =
    request.query && Object.keys(request.query).length > 0
      ? `?${new URLSearchParams(request.query)}`
      : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.raw) {
    headers['content-type'] = request.raw.contentType;
    body = request.raw.text;
  }
  for (const [name, value] of Object.entries(request.headers ?? {}))
    headers[name.toLowerCase()] = value;
  return {
    method: request.method.toUpperCase(),
    url: `${baseUrl}${request.path}${search}`,
    headers,
    ...(body !== undefined ? { body } : {}),
  };
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeError(error: unknown, timeoutMs: number): HttpErrorRecord {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { code: 'TIMEOUT', message: `no answer within ${timeoutMs} ms` };
  }
  // undici reports the system error (ECONNREFUSED, ENOTFOUND, ...) as the cause of "fetch failed".
  const cause = error instanceof Error ? error.cause : undefined;
  const message =
    cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  if (isJsonObject(cause) && typeof cause.code === 'string') return { code: cause.code, message };
  // The Fetch standard blocks some ports (9, 25, 6000, ...) before any connection is tried.
  if (message === 'bad port')
    return {
      code: 'BAD_PORT',
      message: 'fetch never connects to this port (blocked by the Fetch standard)',
    };
  return { code: 'NETWORK_ERROR', message };
}
