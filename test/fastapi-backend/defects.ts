/**
 * Seed-level defects the FastAPI backend can switch on, one at a time or together. Each breaks
 * one sentence of the seed (quoted), never a choice the seed leaves open; several are mistakes a
 * FastAPI team really makes (an old `HTTPBearer` answering 403, the OAuth2 `access_token` alone).
 */
export const FASTAPI_DEFECTS = {
  'accept-any-password': {
    seed: 'Issues a bearer access token in exchange for user credentials',
    does: 'signs in a known e-mail whatever the password',
    caughtBy: 'wrong_password_401',
  },
  'missing-token-403': {
    seed: 'When the token is missing, expired or invalid, the service answers 401',
    does: 'answers 403 "Not authenticated" without an Authorization header (HTTPBearer before FastAPI 0.115)',
    caughtBy: 'auth_missing_token',
  },
  'accept-expired-token': {
    seed: 'When the token is missing, expired or invalid, the service answers 401',
    does: 'decodes tokens with verify_exp off',
    caughtBy: 'auth_expired_token',
  },
  'skip-signature-check': {
    seed: 'When the token is missing, expired or invalid, the service answers 401',
    does: 'decodes tokens with verify_signature off',
    caughtBy: 'auth_bad_signature',
  },
  'garbage-token-as-first-user': {
    seed: 'When the token is missing, expired or invalid, the service answers 401',
    does: 'falls back to the first user when a bearer value is not a JWT',
    caughtBy: 'auth_garbage_token',
  },
  'login-snake-case-only': {
    seed: 'A token is obtained with POST /auth/login, which returns it as accessToken.',
    does: 'answers the login with access_token and token_type only, as OAuth2PasswordBearer apps do',
    caughtBy: 'response_schema_conformance',
  },
  'login-drops-user': {
    seed: 'POST /auth/login … JSON with accessToken and user',
    does: 'answers the login without the user',
    caughtBy: 'response_schema_conformance',
  },
  'reports-crash-on-dates': {
    seed: 'Common query parameters: startDate, endDate, timezone',
    does: 'raises (plain-text 500) on every report request that carries startDate or endDate',
    caughtBy: 'valid_request_succeeds',
  },
  'profile-user-only': {
    seed: 'GET /auth/profile … user plus organization payload',
    does: 'answers both profile paths with the user alone',
    caughtBy: 'response_schema_conformance',
  },
  'users-me-missing': {
    seed: 'GET /users/me … user plus organization payload (alternative to /auth/profile)',
    does: 'has no /users/me route (404)',
    caughtBy: 'valid_request_succeeds',
  },
  'skills-crash': {
    seed: 'GET /projects/:id/builder/skills lists supported operations',
    does: 'raises on the skills list (plain-text 500)',
    caughtBy: 'valid_request_succeeds',
  },
  'builder-without-auth': {
    seed: 'Protected endpoints require the header `Authorization: Bearer <access_token>`',
    does: 'serves the builder endpoints without looking at Authorization',
    caughtBy: 'auth_missing_token',
  },
  'profile-wrong-user': {
    seed: "Issues a bearer access token … and returns the signed-in user's profile",
    does: 'answers both profile paths with another user of the same organization',
    caughtBy: 'profile_same_user',
  },
} as const;

export type FastApiDefect = keyof typeof FASTAPI_DEFECTS;

/** @example isFastApiDefect('skills-crash'); // true */
export function isFastApiDefect(name: string): name is FastApiDefect {
  return Object.hasOwn(FASTAPI_DEFECTS, name);
}
