import type { ActiveCheck } from '../checks/active-check.js';
import { previewValue } from '../preview-value.js';
import type { ContractRun, FindingDraft } from '../run/contract-run.js';
import { detectProfileShape, profileUser } from './detect-profile-shape.js';

/** The seed's two profile endpoints ("alternative to /auth/profile"). */
const PROFILE_OPERATIONS = ['getProfile', 'getCurrentUser'];

/**
 * `/auth/profile` and `/users/me` name the user who signed in (same id and e-mail as the login
 * response), in either shape the seed allows, and both endpoints use the same shape.
 *
 * @example
 * await profileSameUser.run(run);
 */
export const profileSameUser: ActiveCheck = {
  name: 'profile_same_user',
  async run(run) {
    const shapes = new Map<string, string>();
    for (const operationId of PROFILE_OPERATIONS) {
      const operation = run.operation(operationId);
      if (!operation) continue;
      const exchange = run.state.samples.get(operationId);
      if (!exchange) {
        const reason =
          run.state.token === undefined
            ? 'no token: sign-in did not succeed'
            : `${operation.method} ${operation.path} did not answer 2xx (see valid_request_succeeds)`;
        run.report('profile_same_user', operation, { skipped: reason });
        continue;
      }
      const body = exchange.outcome.response?.body;
      shapes.set(operationId, detectProfileShape(body));
      run.report('profile_same_user', exchange, [
        ...compareUsers(run, body),
        ...compareShapes(shapes, operationId),
      ]);
    }
  },
};

function compareUsers(run: ContractRun, body: unknown): FindingDraft[] {
  const found = profileUser(body);
  if (!found) {
    return [
      {
        pointer: '/body',
        expected: 'a user (`user` object, or the user fields at the top level)',
        received: previewValue(body),
        message: 'the profile names no user',
        source: 'seed',
        seed: "Issues a bearer access token in exchange for user credentials and returns the signed-in user's profile.",
      },
    ];
  }
  const signedIn = run.state.loginUser;
  const drafts: FindingDraft[] = [];
  // "returns the signed-in user's profile": another user is a seed violation. The seed names no
  // user field, though, so a profile that leaves out `id` or `email` only breaks our assumption.
  const expectedId = signedIn?.id;
  if (expectedId !== undefined && found.user.id !== expectedId) {
    drafts.push({
      pointer: `/body${found.pointer}/id`,
      expected: `${previewValue(expectedId)} (user.id of the login response)`,
      received: previewValue(found.user.id),
      message: 'the profile names another user than the one who signed in',
      source: found.user.id === undefined ? 'assumed' : 'seed',
    });
  }
  const expectedEmail = typeof signedIn?.email === 'string' ? signedIn.email : run.settings.email;
  const email = found.user.email;
  if (typeof email !== 'string' || email.toLowerCase() !== expectedEmail.toLowerCase()) {
    drafts.push({
      pointer: `/body${found.pointer}/email`,
      expected: `${previewValue(expectedEmail)} (the e-mail that signed in)`,
      received: previewValue(email),
      message: 'the profile e-mail is not the one that signed in',
      source: email === undefined ? 'assumed' : 'seed',
    });
  }
  return drafts;
}

/** docs/product/auth.md: both endpoints return the same payload. */
function compareShapes(shapes: ReadonlyMap<string, string>, operationId: string): FindingDraft[] {
  const first = shapes.get(PROFILE_OPERATIONS[0] ?? '');
  const current = shapes.get(operationId);
  if (first === undefined || current === undefined || first === current) return [];
  return [
    {
      pointer: '/body',
      expected: `the ${first} shape, as ${PROFILE_OPERATIONS[0]} uses`,
      received: `the ${current} shape`,
      message: `${operationId} and ${PROFILE_OPERATIONS[0]} return differently shaped profiles`,
      source: 'assumed',
    },
  ];
}
