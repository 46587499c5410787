/**
 * Access tokens of the independent backend: compact JWS with an HMAC (HS384 by default, not the
 * HS256 Standin's own mock uses), made with node:crypto alone so no JWT library is shared with
 * the code under test.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type HmacAlgorithm = 'HS256' | 'HS384' | 'HS512';

const DIGESTS: Record<HmacAlgorithm, string> = {
  HS256: 'sha256',
  HS384: 'sha384',
  HS512: 'sha512',
};

export interface TokenClaims {
  sub: string;
  org: string;
  scope: string;
  iat: number;
  exp: number;
}

/** Why a token was refused; `null` in {@link TokenCheck.claims} goes with one of these. */
export type TokenProblem = 'malformed' | 'signature' | 'expired';

export interface TokenCheck {
  claims: TokenClaims | null;
  problem?: TokenProblem;
}

export interface TokenIssuer {
  readonly algorithm: HmacAlgorithm;
  sign(claims: Omit<TokenClaims, 'iat' | 'exp'>, nowSeconds: number): string;
  /**
   * Check a bearer token. `trustSignature` and `ignoreExpiry` exist only so the defect catalogue
   * can switch the checks off one at a time.
   */
  verify(
    token: string,
    nowSeconds: number,
    relax?: { trustSignature?: boolean; ignoreExpiry?: boolean },
  ): TokenCheck;
}

/**
 * @example
 * const issuer = createTokenIssuer({ secret: 's3cret', ttlSeconds: 900 });
 * const token = issuer.sign({ sub: 'u1', org: 'o1', scope: 'member' }, 1_700_000_000);
 * issuer.verify(token, 1_700_000_100).claims?.sub; // 'u1'
 */
export function createTokenIssuer(options: {
  secret: string;
  ttlSeconds: number;
  algorithm?: HmacAlgorithm;
}): TokenIssuer {
  const algorithm = options.algorithm ?? 'HS384';
  const mac = (input: string, alg: HmacAlgorithm) =>
    createHmac(DIGESTS[alg], options.secret).update(input).digest();
  return {
    algorithm,
    sign(claims, nowSeconds) {
      const header = base64url({ alg: algorithm, typ: 'JWT' });
      const body = base64url({ ...claims, iat: nowSeconds, exp: nowSeconds + options.ttlSeconds });
      return `${header}.${body}.${mac(`${header}.${body}`, algorithm).toString('base64url')}`;
    },
    verify(token, nowSeconds, relax = {}) {
      const parts = token.split('.');
      if (parts.length !== 3) return { claims: null, problem: 'malformed' };
      const [header, body, signature] = parts as [string, string, string];
      const head = decode(header);
      const claims = decode(body);
      if (!head || !claims || !isClaims(claims)) return { claims: null, problem: 'malformed' };
      if (!relax.trustSignature) {
        // Only the configured algorithm: a token may not pick a weaker one (or "none").
        if (head.alg !== algorithm) return { claims: null, problem: 'signature' };
        const expected = mac(`${header}.${body}`, algorithm);
        const given = Buffer.from(signature, 'base64url');
        if (given.length !== expected.length || !timingSafeEqual(given, expected))
          return { claims: null, problem: 'signature' };
      }
      if (!relax.ignoreExpiry && claims.exp <= nowSeconds)
        return { claims: null, problem: 'expired' };
      return { claims };
    },
  };
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decode(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function isClaims(value: Record<string, unknown>): value is Record<string, unknown> & TokenClaims {
  return (
    typeof value.sub === 'string' &&
    typeof value.org === 'string' &&
    typeof value.iat === 'number' &&
    typeof value.exp === 'number'
  );
}
