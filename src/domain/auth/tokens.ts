import { randomToken } from './password.js';
import { SignJWT, errors, jwtVerify } from 'jose';

/** The claims of an access token (decisions.md "Auth"). */
export interface TokenClaims {
  sub: string;
  email: string;
  orgId: string;
  iat: number;
  exp: number;
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; code: 'TOKEN_EXPIRED' | 'TOKEN_INVALID'; reason: string };

export interface TokenService {
  readonly ttlSeconds: number;
  issue(subject: {
    id: string;
    email: string;
    organizationId: string;
  }): Promise<{ token: string; expiresIn: number }>;
  verify(token: string): Promise<VerifyResult>;
  /** Every token issued until now answers TOKEN_EXPIRED from here on; returns the cut-off. */
  expireAll(): Date;
}

export interface TokenServiceOptions {
  /** HS256 secret; random per start unless given (so tokens survive a restart only on purpose). */
  secret?: string;
  ttlSeconds?: number;
  /** The mock's clock, so `--now` moves token times with the data. */
  clock?: () => Date;
}

const ISSUER = 'standin';

/**
 * HS256 JWTs signed with jose. Only HS256 is accepted: `alg: none`, RS256 headers and tokens
 * signed with another secret are TOKEN_INVALID.
 *
 * @example
 * const tokens = createTokenService({ secret: 'dev-secret', ttlSeconds: 3600 });
 * const { token } = await tokens.issue({ id: 'usr_acme_owner', email: 'owner@acme.test', organizationId: 'org_acme' });
 * (await tokens.verify(token)).ok; // true
 */
export function createTokenService(options: TokenServiceOptions = {}): TokenService {
  const key = new TextEncoder().encode(options.secret ?? randomToken(32));
  const ttlSeconds = options.ttlSeconds ?? 3600;
  const clock = options.clock ?? (() => new Date());
  // Tokens carry the millisecond they were issued in `jti`, so "expire everything issued so
  // far" is exact even for a token issued in the same second as the cut-off.
  let cutoffMs = Number.NEGATIVE_INFINITY;

  return {
    ttlSeconds,
    async issue(subject) {
      const issuedMs = clock().getTime();
      const iat = Math.floor(issuedMs / 1000);
      const token = await new SignJWT({ email: subject.email, orgId: subject.organizationId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject.id)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .setJti(`${issuedMs.toString(36)}.${randomToken(6)}`)
        .sign(key);
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: clock(),
          requiredClaims: ['sub', 'iat', 'exp', 'jti'],
        });
        const { sub, email, orgId, iat, exp, jti } = payload;
        if (typeof email !== 'string' || typeof orgId !== 'string' || typeof sub !== 'string') {
          return {
            ok: false,
            code: 'TOKEN_INVALID',
            reason: 'the token lacks the sub, email or orgId claim',
          };
        }
        const issuedMs = parseInt(String(jti).split('.')[0] ?? '', 36);
        if (!Number.isFinite(issuedMs) || issuedMs <= cutoffMs) {
          return {
            ok: false,
            code: 'TOKEN_EXPIRED',
            reason: 'the access token was expired by the mock',
          };
        }
        return { ok: true, claims: { sub, email, orgId, iat: iat as number, exp: exp as number } };
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          return { ok: false, code: 'TOKEN_EXPIRED', reason: 'the access token expired' };
        }
        const reason =
          error instanceof errors.JOSEAlgNotAllowed
            ? 'the token is not signed with HS256'
            : error instanceof errors.JWSSignatureVerificationFailed
              ? 'the token signature does not verify'
              : error instanceof errors.JWTClaimValidationFailed
                ? `the token's ${error.claim} claim is invalid`
                : 'the token is not a valid JWT';
        return { ok: false, code: 'TOKEN_INVALID', reason };
      }
    },
    expireAll() {
      const now = clock();
      cutoffMs = now.getTime();
      return now;
    },
  };
}
