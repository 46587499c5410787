import { createHmac, randomBytes } from 'node:crypto';

/**
 * Sign claims as an HS256 JWT with a fresh random secret: a token with a valid shape that no
 * backend issued. The auth checks use it to prove signatures and `exp` are really verified.
 *
 * @example
 * const expired = forgeJwt({ sub: 'usr_1', exp: Math.floor(Date.now() / 1000) - 3600 });
 * expired.split('.').length; // 3
 */
export function forgeJwt(claims: Record<string, unknown>): string {
  const header = encode({ alg: 'HS256', typ: 'JWT' });
  const payload = encode(claims);
  const signature = createHmac('sha256', randomBytes(32))
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * Keep a token's header and claims but replace its signature with one made with another
 * secret. A token that is not a JWT is replaced by a forged JWT with plausible claims.
 *
 * @example
 * resignJwt(issuedToken).split('.')[1] === issuedToken.split('.')[1]; // true for a JWT
 */
export function resignJwt(token: string | undefined): string {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3 || parts.some((part) => part === '')) {
    const now = Math.floor(Date.now() / 1000);
    return forgeJwt({ sub: 'standin-contract', iat: now, exp: now + 3600 });
  }
  const signature = createHmac('sha256', randomBytes(32))
    .update(`${parts[0]}.${parts[1]}`)
    .digest('base64url');
  return `${parts[0]}.${parts[1]}.${signature}`;
}

/**
 * The claims of a JWT without verifying it, or undefined when it is not one.
 *
 * @example
 * readJwtClaims(forgeJwt({ sub: 'u1' }))?.sub; // 'u1'
 */
export function readJwtClaims(token: string | undefined): Record<string, unknown> | undefined {
  const payload = token?.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
