import { randomToken } from './password.js';
import { errors, jwtVerify } from 'jose';
import { createHmacSha256, toBase64Url } from './digests.js';

/** The claims of an access token (docs/product/auth.md). */
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
const encoder = new TextEncoder();
/** The protected header of every token, `{"alg":"HS256","typ":"JWT"}`, encoded once. */
const HEADER = toBase64Url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));

/**
 * HS256 JWTs: signed here (the compact JWS jose's SignJWT wrote, byte for byte, with the HMAC
 * synchronous on Node: src/domain/auth/digests.ts) and verified with jose. Only HS256 is
 * accepted: `alg: none`, RS256 headers and tokens signed with another secret are TOKEN_INVALID.
 *
 * @example
 * const tokens = createTokenService({ secret: 'dev-secret', ttlSeconds: 3600 });
 * const { token } = await tokens.issue({ id: 'usr_acme_owner', email: 'owner@acme.test', organizationId: 'org_acme' });
 * (await tokens.verify(token)).ok; // true
 */
export function createTokenService(options: TokenServiceOptions = {}): TokenService {
  const secret = new TextEncoder().encode(options.secret ?? randomToken(32));
  const sign = createHmacSha256(secret);
  // Import the HMAC key once for verifying: jose would import raw bytes again on every verify.
  const keyPromise = crypto.subtle.importKey(
    'raw',
    secret,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  // A token whose signature verified once need not be verified again: remember its claims (a
  // bounded map, oldest forgotten first). Expiry and the expire-all cut-off are still checked on
  // every use, so a remembered token stops working exactly when a fresh verification would.
  const verified = new Map<string, { claims: TokenClaims; issuedMs: number }>();
  const MAX_REMEMBERED = 1024;
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
      // The claims in the order jose's SignJWT wrote them (its constructor's, then each setter's).
      const claims = {
        email: subject.email,
        orgId: subject.organizationId,
        sub: subject.id,
        iss: ISSUER,
        iat,
        exp: iat + ttlSeconds,
        jti: `${issuedMs.toString(36)}.${randomToken(6)}`,
      };
      const input = `${HEADER}.${toBase64Url(encoder.encode(JSON.stringify(claims)))}`;
      const signature = sign(input);
      const token = `${input}.${typeof signature === 'string' ? signature : await signature}`;
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token) {
      const remembered = verified.get(token);
      if (remembered) {
        if (remembered.issuedMs <= cutoffMs) {
          return {
            ok: false,
            code: 'TOKEN_EXPIRED',
            reason: 'the access token was expired by the mock',
          };
        }
        if (remembered.claims.exp * 1000 <= clock().getTime()) {
          verified.delete(token);
          return { ok: false, code: 'TOKEN_EXPIRED', reason: 'the access token expired' };
        }
        return { ok: true, claims: remembered.claims };
      }
      try {
        const { payload } = await jwtVerify(token, await keyPromise, {
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
        const claims = { sub, email, orgId, iat: iat as number, exp: exp as number };
        verified.set(token, { claims, issuedMs });
        if (verified.size > MAX_REMEMBERED) verified.delete(verified.keys().next().value as string);
        return { ok: true, claims };
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
