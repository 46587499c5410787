import { constantTimeEqual } from '../domain/auth/password.js';
import type { Operation } from '../spec/operations.js';
import { httpError } from './http-error.js';

/** The header that carries the admin token when `Authorization` is taken by something else. */
export const ADMIN_TOKEN_HEADER = 'x-standin-admin-token';

const CHALLENGE = 'Bearer realm="standin-admin"';

/** The admin token a request sends: `X-Standin-Admin-Token`, else `Authorization: Bearer …`. */
function sentToken(request: Request): string | undefined {
  const header = request.headers.get(ADMIN_TOKEN_HEADER);
  if (header !== null && header.trim() !== '') return header.trim();
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1];
}

const encoder = new TextEncoder();

/**
 * Compares in constant time: both sides are hashed first (Web Crypto, so this also runs in the
 * browser), so neither the content nor the length of the expected token shows in how long a
 * wrong guess takes.
 */
async function sameToken(sent: string, expected: string): Promise<boolean> {
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(value)));
  return constantTimeEqual(await digest(sent), await digest(expected));
}

/**
 * The guard of the mock controls (docs/product/mock-controls.md, "Admin token"): when the server
 * was given an admin token, an admin operation that documents a 401 (the ones that change or
 * reveal the mock's state) needs that token. Throws the documented 401 `ADMIN_TOKEN_REQUIRED`;
 * returns nothing when the request may go on. The token is never part of a message.
 *
 * @example
 * await requireAdminToken('s3cret', request, operation); // throws a 401 unless the request sends s3cret
 */
export async function requireAdminToken(
  expected: string | undefined,
  request: Request,
  operation: Operation,
): Promise<void> {
  if (expected === undefined || !operation.mockOnly || !operation.responses['401']) return;
  const sent = sentToken(request);
  if (sent === undefined) {
    throw httpError(
      401,
      'ADMIN_TOKEN_REQUIRED',
      `${operation.method.toUpperCase()} ${operation.path} needs the admin token: send Authorization: Bearer <admin token> or X-Standin-Admin-Token: <admin token>.`,
      { 'WWW-Authenticate': CHALLENGE },
    );
  }
  if (!(await sameToken(sent, expected))) {
    throw httpError(
      401,
      'ADMIN_TOKEN_REQUIRED',
      `The admin token sent to ${operation.method.toUpperCase()} ${operation.path} is not the one the server was started with (--admin-token or STANDIN_ADMIN_TOKEN).`,
      { 'WWW-Authenticate': `${CHALLENGE}, error="invalid_token"` },
    );
  }
}
