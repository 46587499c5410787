import type { OrganizationRecord, UserRecord } from '../db/schemas.js';
import type { TokenClaims } from '../domain/auth/tokens.js';
import type { ReplyError } from '../spec/reply.js';
import type { HandlerContext } from './handler-context.js';
import { replyError } from './http-error.js';

export interface AuthContext {
  claims: TokenClaims;
  user: UserRecord;
  organization: OrganizationRecord;
}

function unauthorized(
  code: 'TOKEN_MISSING' | 'TOKEN_EXPIRED' | 'TOKEN_INVALID',
  message: string,
): ReplyError {
  // RFC 6750 §3: `error="invalid_token"` only when a token was sent.
  const challenge =
    code === 'TOKEN_MISSING'
      ? 'Bearer realm="standin"'
      : `Bearer realm="standin", error="invalid_token", error_description="${message.replace(/"/g, "'")}"`;
  return replyError(401, code, message, { 'WWW-Authenticate': challenge });
}

/**
 * The one guard every protected handler calls (seed "Authentication": missing, expired or invalid
 * token → 401). The gate calls it once per request, with the Authorization header. Throws the
 * 401 as a ReplyError; returns the caller's user and organization.
 *
 * @example
 * const { user, organization } = await requireAuth(ctx, request.headers.get('authorization'));
 */
export async function requireAuth(
  ctx: HandlerContext,
  authorization: string | null,
): Promise<AuthContext> {
  const header = authorization;
  if (!header) {
    throw unauthorized(
      'TOKEN_MISSING',
      'No access token. Send Authorization: Bearer <accessToken> from POST /auth/login.',
    );
  }
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim());
  if (!match?.[1]) {
    throw unauthorized('TOKEN_INVALID', 'The Authorization header must be "Bearer <accessToken>".');
  }
  const result = await ctx.tokens.verify(match[1]);
  if (!result.ok) {
    const message =
      result.code === 'TOKEN_EXPIRED'
        ? 'The access token expired. Sign in again with POST /auth/login.'
        : `The access token is invalid: ${result.reason}. Sign in again with POST /auth/login.`;
    throw unauthorized(result.code, message);
  }
  const { sub, orgId } = result.claims;
  // `all().find`: on every request, and @msw/data's findFirst runs a generator and a query
  // object per record tested.
  const user = ctx.db.users.all().find((record) => record.id === sub);
  const membership = ctx.db.memberships
    .all()
    .find((m) => m.userId === sub && m.organizationId === orgId);
  const organization = ctx.db.organizations.all().find((record) => record.id === orgId);
  if (!user || !membership || !organization) {
    throw unauthorized(
      'TOKEN_INVALID',
      'The access token names a user who no longer exists. Sign in again.',
    );
  }
  return { claims: result.claims, user, organization };
}
