import type { HttpRequestRecord } from '../contract-types.js';
import { REDACTED, type Redactor } from './create-redactor.js';

/**
 * A curl command that reproduces a request, safe to paste in a ticket: the bearer token shows
 * as `Bearer <redacted>` and passwords as `<redacted>`.
 *
 * @example
 * formatCurl({ method: 'GET', url: 'http://127.0.0.1:4010/users/me', headers: { authorization: 'Bearer eyJ…' } }, redactor);
 * // "curl -sS -X GET 'http://127.0.0.1:4010/users/me' -H 'authorization: Bearer <redacted>'"
 */
export function formatCurl(request: HttpRequestRecord, redactor: Redactor): string {
  const parts = ['curl', '-sS', '-X', request.method, quote(redactor.text(request.url))];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'accept') continue;
    const shown = name === 'authorization' ? redactAuthorization(value) : redactor.text(value);
    parts.push('-H', quote(`${name}: ${shown}`));
  }
  if (request.body !== undefined)
    parts.push('--data-raw', quote(redactBody(request.body, redactor)));
  return parts.join(' ');
}

function redactAuthorization(value: string): string {
  const scheme = /^(\S+)\s/.exec(value)?.[1];
  return scheme === undefined ? REDACTED : `${scheme} ${REDACTED}`;
}

function redactBody(body: string, redactor: Redactor): string {
  try {
    return JSON.stringify(redactor.deep(JSON.parse(body) as unknown));
  } catch {
    return redactor.text(body);
  }
}

/** POSIX single quoting: the only character to escape is the quote itself. */
function quote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
