import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The HMAC algorithms a JWT may name, with node's digest for each (RFC 7518 §3.2). */
const HMAC_DIGESTS = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' } as const;
export type HmacAlgorithm = keyof typeof HMAC_DIGESTS;

/**
 * Sign claims as a JWT with an HMAC secret: `alg` HS256 unless told otherwise. Without a secret a
 * fresh random one is used — a token with a valid shape that no backend issued, which the auth
 * checks send to prove signatures are really verified.
 *
 * @example
 * const token = signJwt({ sub: 'usr_1', exp: 1 }, { secret: 'dev-secret', alg: 'HS384' });
 * token.split('.').length; // 3
 */
export function signJwt(
  claims: Record<string, unknown>,
  options: { secret?: string; alg?: HmacAlgorithm } = {},
): string {
  const alg = options.alg ?? 'HS256';
  const header = encode({ alg, typ: 'JWT' });
  const payload = encode(claims);
  return `${header}.${payload}.${hmac(alg, options.secret, `${header}.${payload}`)}`;
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
    return signJwt({ sub: 'standin-contract', iat: now, exp: now + 3600 });
  }
  const alg = hmacAlgorithmOf(token) ?? 'HS256';
  return `${parts[0]}.${parts[1]}.${hmac(alg, undefined, `${parts[0]}.${parts[1]}`)}`;
}

/**
 * The HMAC algorithm a JWT's header names, or undefined when it is not a JWT or names another
 * algorithm (RS256, ES256, none, …): such a token cannot be re-signed with a shared secret.
 *
 * @example
 * hmacAlgorithmOf(signJwt({}, { alg: 'HS512' })); // 'HS512'
 */
export function hmacAlgorithmOf(token: string | undefined): HmacAlgorithm | undefined {
  const header = decodePart(token?.split('.')[0]);
  const alg = header?.alg;
  return typeof alg === 'string' && Object.hasOwn(HMAC_DIGESTS, alg)
    ? (alg as HmacAlgorithm)
    : undefined;
}

/**
 * Whether `secret` is the one that signed an HMAC JWT: the token's own signature is recomputed
 * and compared in constant time. False for anything that is not an HMAC JWT.
 *
 * @example
 * isSignedWith(signJwt({ sub: 'u' }, { secret: 's' }), 's'); // true
 */
export function isSignedWith(token: string | undefined, secret: string): boolean {
  const alg = hmacAlgorithmOf(token);
  const parts = token?.split('.') ?? [];
  if (alg === undefined || parts.length !== 3) return false;
  const expected = Buffer.from(hmac(alg, secret, `${parts[0]}.${parts[1]}`));
  const received = Buffer.from(parts[2] ?? '');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/**
 * The claims of a JWT without verifying it, or undefined when it is not one.
 *
 * @example
 * readJwtClaims(signJwt({ sub: 'u1' }))?.sub; // 'u1'
 */
export function readJwtClaims(token: string | undefined): Record<string, unknown> | undefined {
  return decodePart(token?.split('.')[1]);
}

function decodePart(part: string | undefined): Record<string, unknown> | undefined {
  if (part === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function hmac(alg: HmacAlgorithm, secret: string | undefined, input: string): string {
  return createHmac(HMAC_DIGESTS[alg], secret ?? randomBytes(32))
    .update(input)
    .digest('base64url');
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
