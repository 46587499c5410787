import { isJsonObject } from '../contract/document/json-values.js';
import type { HarStandinLabel } from '../contract/record/har-types.js';

/** One recorded exchange, as reconcile needs it. */
export interface RecordedEntry {
  method: string;
  /** The URL path without query, e.g. `/api/v1/auth/login`. */
  path: string;
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  contentType: string;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  body: unknown;
  /** The request's query parameters (the last value of a repeated one). */
  query: Record<string, string>;
  /** The request carried an `Authorization` header (its value is redacted in a recording). */
  sentToken: boolean;
  /** The request body's content type, when it had a body. */
  requestType?: string;
  label?: HarStandinLabel;
}

/**
 * Read the entries of a HAR 1.2 document: Standin's own recordings (with `_standin` labels) and
 * those of other tools such as browser devtools (without). Entries without an answer (status 0)
 * are left out: they say nothing about the backend's documents.
 *
 * @example
 * readHar(await readFile('run.har', 'utf8')).length; // 145
 */
export function readHar(text: string): RecordedEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`it is not JSON (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  const log = isJsonObject(parsed) ? parsed.log : undefined;
  if (!isJsonObject(log) || !Array.isArray(log.entries))
    throw new Error('it is not a HAR document: it has no log.entries array');
  const entries: RecordedEntry[] = [];
  for (const entry of log.entries) {
    if (!isJsonObject(entry) || !isJsonObject(entry.request) || !isJsonObject(entry.response))
      continue;
    const { request, response } = entry;
    const status = typeof response.status === 'number' ? response.status : 0;
    if (typeof request.method !== 'string' || typeof request.url !== 'string' || status === 0)
      continue;
    const headers = readHeaders(response.headers);
    const content = isJsonObject(response.content) ? response.content : {};
    const contentType =
      headers['content-type'] ?? (typeof content.mimeType === 'string' ? content.mimeType : '');
    entries.push({
      method: request.method.toUpperCase(),
      path: pathOf(request.url),
      status,
      headers,
      contentType,
      body: parseBody(content, contentType),
      query: queryOf(request.url),
      sentToken: readHeaders(request.headers).authorization !== undefined,
      ...requestTypeOf(request),
      ...(isLabel(entry._standin) ? { label: entry._standin } : {}),
    });
  }
  return entries;
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://recorded.invalid').pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

function requestTypeOf(request: Record<string, unknown>): { requestType?: string } {
  const posted = isJsonObject(request.postData) ? request.postData : undefined;
  const type =
    typeof posted?.mimeType === 'string' && posted.mimeType !== ''
      ? posted.mimeType
      : posted
        ? readHeaders(request.headers)['content-type']
        : undefined;
  return type ? { requestType: type } : {};
}

function queryOf(url: string): Record<string, string> {
  try {
    return Object.fromEntries(new URL(url, 'http://recorded.invalid').searchParams);
  } catch {
    return {};
  }
}

function readHeaders(headers: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!Array.isArray(headers)) return result;
  for (const header of headers) {
    if (isJsonObject(header) && typeof header.name === 'string' && typeof header.value === 'string')
      result[header.name.toLowerCase()] = header.value;
  }
  return result;
}

function parseBody(content: Record<string, unknown>, contentType: string): unknown {
  if (typeof content.text !== 'string' || !/\bjson\b/i.test(contentType)) return undefined;
  const text =
    content.encoding === 'base64'
      ? Buffer.from(content.text, 'base64').toString('utf8')
      : content.text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isLabel(value: unknown): value is HarStandinLabel {
  return (
    isJsonObject(value) &&
    typeof value.operationId === 'string' &&
    typeof value.pathTemplate === 'string'
  );
}
