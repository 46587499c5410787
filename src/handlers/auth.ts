import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../generated/openapi.js';
import { verifyPassword } from '../domain/auth/password.js';
import type { HandlerContext } from './handler-context.js';
import { served } from './gate.js';
import { httpError } from './http-error.js';
import { readJsonBody } from './read-json-body.js';
import { requireAuth, type AuthContext } from './require-auth.js';
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
 * `POST /auth/login`, `GET /auth/profile` and `GET /users/me` (seed "Authentication endpoints").
 * Paths are matched on any origin; the gate handler restricts them to the configured prefixes.
 *
 * @example
 * setupServer(...createAuthHandlers(ctx));
 */
export function createAuthHandlers(ctx: HandlerContext): RequestHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl: '*' });

  return [
    http.post(
      '/auth/login',
      served(ctx, async ({ request, response }) => {
        const body = await readJsonBody(request, { maxBytes: ctx.options.maxBodyBytes });
        const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
        if (typeof email !== 'string' || typeof password !== 'string') {
          throw httpError(400, 'VALIDATION_FAILED', [
            ...(typeof email === 'string' ? [] : ['email must be a string']),
            ...(typeof password === 'string' ? [] : ['password must be a string']),
          ]);
        }
        const retryAfter = ctx.throttle.retryAfter(email);
        if (retryAfter > 0) {
          throw httpError(
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
          throw httpError(401, 'INVALID_CREDENTIALS', 'Invalid e-mail or password.');
        }
        ctx.throttle.recordSuccess(email);
        const { token, expiresIn } = await ctx.tokens.issue(user);
        return response(200).json({
          accessToken: token,
          tokenType: 'Bearer',
          expiresIn,
          user: toApiUser(user),
        });
      }),
    ),
    // Two paths, one payload: the seed names both and says clients use either.
    http.get(
      '/auth/profile',
      served(ctx, async ({ request, response }) =>
        response(200).json(profileOf(ctx, await requireAuth(ctx, request))),
      ),
    ),
    http.get(
      '/users/me',
      served(ctx, async ({ request, response }) =>
        response(200).json(profileOf(ctx, await requireAuth(ctx, request))),
      ),
    ),
  ];
}
