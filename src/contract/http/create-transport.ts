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
  /** Time limit of one exchange, the whole body included (default 10 000 ms). */
  timeoutMs?: number;
  /** The largest response body read (default {@link DEFAULT_MAX_BODY_BYTES}). */
  maxBodyBytes?: number;
}

/** 10 MiB: far above any answer of this API, far below what would exhaust the runner's heap. */
export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * A small HTTP transport whose outcomes are data: a status is never an exception, and a
 * connection failure comes back as `error` (style habit 10, openapi-fetch's `{ data, error }`).
 * A broken backend cannot take the runner down: the body is read as a stream up to
 * `maxBodyBytes` and within `timeoutMs` (a drip counts), a cut-off answer is an error, a body
 * that is not UTF-8 is decoded with replacement characters and marked `notUtf8`, and redirects
 * are never followed, so the credentials never leave the base URL.
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
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return {
    baseUrl,
    async send(request) {
      const record = toRecord(baseUrl, request);
      const started = performance.now();
      const signal = AbortSignal.timeout(timeoutMs);
      const fail = (error: HttpErrorRecord): HttpOutcome => ({
        request: record,
        error,
        durationMs: performance.now() - started,
      });
      let response: Response;
      try {
        response = await fetchImpl(record.url, {
          method: record.method,
          headers: record.headers,
          ...(record.body !== undefined ? { body: record.body } : {}),
          // Redirects are answers too: the contract says what a path returns, not where it
          // leads, and following one would send the credentials to another host.
          redirect: 'manual',
          signal,
        });
      } catch (error) {
        return fail(describeError(error, timeoutMs));
      }
      const read = await readBody(response, { maxBodyBytes, signal, timeoutMs });
      if ('error' in read) return fail(read.error);
      const { text, utf8 } = decodeBody(read.bytes);
      return {
        request: record,
        response: {
          status: response.status,
          headers: Object.fromEntries(
            [...response.headers.entries()].map(([name, value]) => [name.toLowerCase(), value]),
          ),
          body: parseJson(text),
          text,
          ...(utf8 ? {} : { notUtf8: true }),
        },
        durationMs: performance.now() - started,
      };
    },
  };
}

interface BodyLimits {
  maxBodyBytes: number;
  signal: AbortSignal;
  timeoutMs: number;
}

/**
 * Read a body chunk by chunk, never holding more than the limit: a Content-Length over it is
 * refused unread, a stream that grows past it is cancelled, and the exchange's time limit
 * cancels a body that drips.
 */
async function readBody(
  response: Response,
  limits: BodyLimits,
): Promise<{ bytes: Uint8Array } | { error: HttpErrorRecord }> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limits.maxBodyBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { error: tooLarge(`announces ${formatBytes(declared)} (Content-Length)`, limits) };
  }
  if (!response.body) return { bytes: new Uint8Array(0) };
  const reader = response.body.getReader();
  const stop = () => void reader.cancel(limits.signal.reason).catch(() => undefined);
  limits.signal.addEventListener('abort', stop, { once: true });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (limits.signal.aborted) throw limits.signal.reason;
      if (done) break;
      size += value.byteLength;
      if (size > limits.maxBodyBytes) {
        await reader.cancel().catch(() => undefined);
        return { error: tooLarge(`sent more than ${formatBytes(limits.maxBodyBytes)}`, limits) };
      }
      chunks.push(value);
    }
  } catch (error) {
    if (limits.signal.aborted)
      return {
        error: {
          code: 'TIMEOUT',
          message: `the answer did not finish within ${limits.timeoutMs} ms (${formatBytes(size)} of body had arrived)`,
        },
      };
    const cause = describeError(error, limits.timeoutMs);
    return {
      error: {
        code: 'BODY_INCOMPLETE',
        message: `the connection ended before the whole answer arrived (${formatBytes(size)} of body, ${cause.message})`,
      },
    };
  } finally {
    limits.signal.removeEventListener('abort', stop);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes };
}

function tooLarge(what: string, limits: BodyLimits): HttpErrorRecord {
  return {
    code: 'BODY_TOO_LARGE',
    message: `the answer body ${what}, over the ${formatBytes(limits.maxBodyBytes)} limit; not read`,
  };
}

/** UTF-8 when the bytes are; otherwise the same decoding with U+FFFD, and `utf8: false`. */
function decodeBody(bytes: Uint8Array): { text: string; utf8: boolean } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), utf8: true };
  } catch {
    return { text: new TextDecoder('utf-8').decode(bytes), utf8: false };
  }
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KiB`;
  return `${bytes} bytes`;
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
  if (isAbort(error)) {
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

function isAbort(error: unknown): boolean {
  // A DOMException is an Error in Node 20+, but a rejected reader may hand back a bare reason.
  const name =
    isJsonObject(error) || error instanceof Error ? (error as { name?: unknown }).name : '';
  return name === 'TimeoutError' || name === 'AbortError';
}
