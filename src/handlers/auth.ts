import type { components } from '../generated/openapi.js';
import { verifyPassword } from '../domain/auth/password.js';
import type { HandlerContext } from './handler-context.js';
import { replyError } from './http-error.js';
import { callerOf, defineOperation, type OperationTable } from './operation-call.js';
import type { AuthContext } from './require-auth.js';
import { toApiMembership, toApiOrganization, toApiUser } from './to-api.js';

type Profile = components['schemas']['Profile'];

function profileOf(ctx: HandlerContext, { user, organization }: AuthContext): Profile {
  if (ctx.options.profileShape === 'flat') {
    return { ...toApiUser(user), organization: toApiOrganization(organization) };
  }
  const organizations = ctx.db.memberships
    .findMany((q) => q.where({ userId: user.id }))
    .flatMap((membership) => {
      const org = ctx.db.organizations.findFirst((q) => q.where({ id: membership.organizationId }));
      return org ? [toApiMembership(membership, org)] : [];
    });
  return { user: toApiUser(user), organization: toApiOrganization(organization), organizations };
}

/**
 * `POST /auth/login`, `GET /auth/profile` and `GET /users/me` (seed "Authentication endpoints";
 * docs/product/auth.md). The gate has read and checked the body and verified the token.
 *
 * @example
 * const table = createAuthOperations(ctx);
 */
export function createAuthOperations(ctx: HandlerContext): OperationTable {
  return {
    login: defineOperation('login', {
      resolve: async ({ body }) => {
        const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
        if (typeof email !== 'string' || typeof password !== 'string') {
          throw replyError(400, 'VALIDATION_FAILED', [
            ...(typeof email === 'string' ? [] : ['email must be a string']),
            ...(typeof password === 'string' ? [] : ['password must be a string']),
          ]);
        }
        const retryAfter = ctx.throttle.retryAfter(email);
        if (retryAfter > 0) {
          throw replyError(
            429,
            'RATE_LIMITED',
            `Too many failed sign-ins for this e-mail. Try again in ${retryAfter} seconds.`,
            { 'Retry-After': String(retryAfter) },
          );
        }
        const normalized = email.trim().toLowerCase();
        const user = ctx.db.users.findFirst((q) =>
          q.where({ email: (value) => value.toLowerCase() === normalized }),
        );
        // Always verify, even for an unknown e-mail: same answer, same work (no user enumeration).
        const valid = await verifyPassword(password, user?.passwordHash ?? null);
        if (!user || !valid) {
          ctx.throttle.recordFailure(email);
          throw replyError(401, 'INVALID_CREDENTIALS', 'Invalid e-mail or password.');
        }
        ctx.throttle.recordSuccess(email);
        const { token, expiresIn } = await ctx.tokens.issue(user);
        return {
          status: 200 as const,
          body: {
            accessToken: token,
            tokenType: 'Bearer' as const,
            expiresIn,
            user: toApiUser(user),
          },
        };
      },
    }),
    // Two paths, one payload: the seed names both and says clients use either.
    getProfile: defineOperation('getProfile', {
      resolve: (call) => ({ status: 200 as const, body: profileOf(ctx, callerOf(call)) }),
    }),
    getCurrentUser: defineOperation('getCurrentUser', {
      resolve: (call) => ({ status: 200 as const, body: profileOf(ctx, callerOf(call)) }),
    }),
  };
}
