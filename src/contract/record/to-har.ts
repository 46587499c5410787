import { STATUS_CODES } from 'node:http';
import type { RecordedExchange } from '../contract-types.js';
import type { HarDocument, HarEntry, HarNameValue } from './har-types.js';

/**
 * Write a run's exchanges as a HAR 1.2 document that browser devtools, Specmatic or msw's
 * source tools can read, with a `_standin` label per entry for `standin reconcile`. The
 * exchanges are expected redacted already (`ContractOptions.onExchange` hands them so).
 *
 * @example
 * const har = toHar(recorded, { name: 'standin', version: '0.1.0' });
 * har.log.entries[0]?._standin?.operationId; // 'login'
 */
export function toHar(
  exchanges: readonly RecordedExchange[],
  creator: { name: string; version: string },
): HarDocument {
  return { log: { version: '1.2', creator, entries: exchanges.map(toEntry) } };
}

function toEntry(exchange: RecordedExchange): HarEntry {
  const { request, response, error, durationMs } = exchange.outcome;
  const url = new URL(request.url);
  const requestType = request.headers['content-type'] ?? 'application/json';
  const responseType = response?.headers['content-type'] ?? '';
  const time = Math.round(durationMs);
  return {
    startedDateTime: exchange.startedAt,
    time,
    request: {
      method: request.method,
      url: request.url,
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: toPairs(request.headers),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(request.body !== undefined
        ? { postData: { mimeType: requestType, text: request.body } }
        : {}),
      headersSize: -1,
      bodySize: request.body === undefined ? 0 : Buffer.byteLength(request.body),
    },
    response: {
      status: response?.status ?? 0,
      statusText: response ? (STATUS_CODES[response.status] ?? '') : '',
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: toPairs(response?.headers ?? {}),
      content: {
        size: response ? Buffer.byteLength(response.text) : 0,
        mimeType: responseType,
        ...(response ? { text: response.text } : {}),
      },
      redirectURL: response?.headers.location ?? '',
      headersSize: -1,
      bodySize: response ? Buffer.byteLength(response.text) : -1,
      ...(error ? { _error: `${error.code}: ${error.message}` } : {}),
    },
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
    _standin: {
      operationId: exchange.operationId,
      pathTemplate: exchange.pathTemplate,
      ...(exchange.check !== undefined ? { check: exchange.check } : {}),
      valid: exchange.valid,
      ...(exchange.documented ? {} : { documented: false }),
    },
  };
}

function toPairs(headers: Record<string, string>): HarNameValue[] {
  return Object.entries(headers).map(([name, value]) => ({ name, value }));
}
