/**
 * Seed-level defects the independent backend can switch on one at a time. Each breaks one
 * sentence of the seed (quoted), never a choice the seed leaves open.
 */
export const DEFECTS = {
  'accept-any-password': {
    seed: 'Issues a bearer access token in exchange for user credentials',
    does: 'signs in a known e-mail whatever the password',
  },
  'reports-skip-auth': {
    seed: 'Protected endpoints require the header `Authorization: Bearer <access_token>`',
    does: 'answers every report without looking at Authorization',
  },
  'accept-expired-token': {
    seed: 'When the token is missing, expired or invalid, the service answers 401',
    does: 'never checks exp',
  },
  'accept-bad-signature': {
    seed: 'When the token is missing, expired or invalid, the service answers 401',
    does: 'reads the claims without checking the signature',
  },
  'accept-garbage-token': {
    seed: 'When the token is missing, expired or invalid, the service answers 401',
    does: 'takes any bearer value that is not a JWT as the first user of the first organization',
  },
  'login-drops-access-token': {
    seed: 'POST /auth/login … JSON with accessToken and user',
    does: 'puts the token in a cookie and leaves accessToken out of the body',
  },
  'login-drops-user': {
    seed: 'POST /auth/login … JSON with accessToken and user',
    does: 'answers the login with the token only',
  },
  'report-500-on-valid-query': {
    seed: 'Common query parameters: startDate, endDate, timezone',
    does: 'answers 500 to every report request that carries a timezone',
  },
  'profile-drops-organization': {
    seed: 'GET /auth/profile … user plus organization payload',
    does: 'leaves the organization out of both profile paths',
  },
  'users-me-missing': {
    seed: 'GET /users/me … user plus organization payload (alternative to /auth/profile)',
    does: 'has no /users/me route (404)',
  },
  'skills-500': {
    seed: 'GET /projects/:id/builder/skills lists supported operations',
    does: 'answers 500 on the skills list',
  },
  'ignore-authorization-on-builder': {
    seed: 'Protected endpoints require the header `Authorization: Bearer <access_token>`',
    does: 'serves the builder endpoints to anyone, as the project owner',
  },
  'profile-wrong-user': {
    seed: "Issues a bearer access token … and returns the signed-in user's profile",
    does: 'answers both profile paths with another user of the same organization',
  },
} as const;

export type DefectName = keyof typeof DEFECTS;

/** @example isDefectName('skills-500'); // true */
export function isDefectName(name: string): name is DefectName {
  return Object.hasOwn(DEFECTS, name);
}
