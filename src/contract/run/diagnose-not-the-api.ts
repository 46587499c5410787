import type { HttpOutcome } from '../contract-types.js';

/** How much of a body the one-line reason quotes. */
const QUOTE_LENGTH = 40;

/**
 * Say "this is not the API" when `POST /auth/login` answers with something that is not JSON —
 * a web page, a gateway's placeholder, plain text. Every later request would fail for the same
 * reason, so the run stops (exit 2) with one line that quotes what came back, instead of a
 * report of hundreds of failures. A 404 is left to the prefix diagnosis ("prefix mismatch?"),
 * a redirect is reported as a finding of the login request (never followed, so credentials stay
 * on the base URL), and a 5xx is the backend's own failure, reported as a finding.
 *
 * @example
 * diagnoseNotTheApi(outcome);
 * // 'http://127.0.0.1:8080/auth/login answered 200 text/html ("<!doctype html><html>…"): this is not the API. Check --base-url and --prefix.'
 */
export function diagnoseNotTheApi(outcome: HttpOutcome): string | undefined {
  const response = outcome.response;
  if (!response || response.body !== undefined) return undefined;
  const { status } = response;
  if (status === 404 || status >= 500 || (status >= 300 && status < 400)) return undefined;
  const contentType = (response.headers['content-type'] ?? '').split(';')[0]?.trim();
  const flat = response.text.replace(/\s+/g, ' ').trim();
  const quote =
    flat === ''
      ? 'an empty body'
      : JSON.stringify(flat.length > QUOTE_LENGTH ? `${flat.slice(0, QUOTE_LENGTH)}…` : flat);
  return `${outcome.request.method} ${outcome.request.url} answered ${response.status} ${contentType || 'without a content type'} (${quote}): this is not the API. Check --base-url and --prefix.`;
}
