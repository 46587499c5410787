import { describe, expect, it } from 'vitest';
import type { HttpOutcome } from '../contract-types.js';
import { diagnoseNotTheApi } from './diagnose-not-the-api.js';

function answer(status: number, contentType: string, text: string, body?: unknown): HttpOutcome {
  return {
    request: { method: 'POST', url: 'http://backend.test/auth/login', headers: {} },
    response: { status, headers: { 'content-type': contentType }, body, text },
    durationMs: 1,
  };
}

describe('diagnoseNotTheApi', () => {
  it.each([
    {
      given: answer(
        200,
        'text/html; charset=utf-8',
        '<!doctype html>\n<html><head><title>Shop</title></head>',
      ),
      want: 'POST http://backend.test/auth/login answered 200 text/html ("<!doctype html> <html><head><title>Shop<…"): this is not the API. Check --base-url and --prefix.',
    },
    {
      given: answer(405, 'text/plain', 'Method Not Allowed'),
      want: 'POST http://backend.test/auth/login answered 405 text/plain ("Method Not Allowed"): this is not the API. Check --base-url and --prefix.',
    },
    {
      given: answer(200, '', ''),
      want: 'POST http://backend.test/auth/login answered 200 without a content type (an empty body): this is not the API. Check --base-url and --prefix.',
    },
  ])('names what a login route that is not the API answered: $want', ({ given, want }) => {
    expect(diagnoseNotTheApi(given)).toBe(want);
  });

  it.each([
    ['a JSON answer, even a failing one', answer(400, 'application/json', '{}', {})],
    ['a 404, left to "prefix mismatch?"', answer(404, 'text/html', 'Cannot POST /auth/login')],
    ['a 5xx, the backend failing', answer(502, 'text/html', '<html>Bad Gateway</html>')],
    ['a redirect, a finding of the login request', answer(307, '', '')],
  ])('says nothing for %s', (_, given) => {
    expect(diagnoseNotTheApi(given)).toBeUndefined();
  });
});
