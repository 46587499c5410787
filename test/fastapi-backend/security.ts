/**
 * Access tokens the way FastAPI's security tutorial makes them (PyJWT, HS256, `sub` = the
 * user's e-mail, `exp`), written here with node:crypto so no JWT code is shared with src/ or
 * with the other test backend. Refusals are FastAPI's: 401 `Not authenticated` without a
 * header, 401 `Could not validate credentials` otherwise, both with `WWW-Authenticate: Bearer`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HTTPException } from './starlette.js';

export interface Claims {
  sub: string;
  exp: number;
}

export type TokenFault = 'no-signature-check' | 'no-expiry-check';

/**
 * @example
 * const jwt = createJwt('secret', 1800);
 * jwt.decode(jwt.encode('ana@globex.test', 1_700_000_000), 1_700_000_010)?.sub; // 'ana@globex.test'
 */
export function createJwt(secret: string, ttlSeconds: number) {
  const sign = (input: string) => createHmac('sha256', secret).update(input).digest();
  return {
    encode(sub: string, nowSeconds: number): string {
      const header = part({ alg: 'HS256', typ: 'JWT' });
      const body = part({ sub, exp: nowSeconds + ttlSeconds });
      return `${header}.${body}.${sign(`${header}.${body}`).toString('base64url')}`;
    },
    /** The claims, or undefined when the token is malformed, badly signed or expired. */
    decode(token: string, nowSeconds: number, faults: ReadonlySet<TokenFault> = new Set()) {
      const [header, body, signature, ...rest] = token.split('.');
      if (!header || !body || signature === undefined || rest.length > 0) return undefined;
      const head = read(header);
      const claims = read(body);
      if (!head || typeof claims?.sub !== 'string' || typeof claims.exp !== 'number')
        return undefined;
      if (!faults.has('no-signature-check')) {
        if (head.alg !== 'HS256') return undefined;
        const given = Buffer.from(signature, 'base64url');
        const wanted = sign(`${header}.${body}`);
        if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
      }
      if (!faults.has('no-expiry-check') && claims.exp <= nowSeconds) return undefined;
      return { sub: claims.sub, exp: claims.exp } satisfies Claims;
    },
  };
}

/** `HTTPBearer`'s answer without an Authorization header (FastAPI ≥ 0.115: 401). */
export function notAuthenticated(status = 401): HTTPException {
  return new HTTPException(status, 'Not authenticated', { 'www-authenticate': 'Bearer' });
}

/** The tutorial's `credentials_exception`. */
export function couldNotValidate(): HTTPException {
  return new HTTPException(401, 'Could not validate credentials', {
    'www-authenticate': 'Bearer',
  });
}

function part(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function read(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
