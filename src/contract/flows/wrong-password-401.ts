import { randomUUID } from 'node:crypto';
import type { components } from '../../generated/openapi.js';
import type { ActiveCheck } from '../checks/active-check.js';
import { describeAnswer } from '../checks/describe-answer.js';
import { isJsonObject } from '../document/json-values.js';
import type { FindingDraft } from '../run/contract-run.js';

/**
 * Signing in with the right e-mail and a wrong password answers 401 and no token. Issuing a
 * token breaks the seed ("a bearer access token in exchange for user credentials"); the exact
 * status of a failed sign-in is our decision. A 429 means the e-mail is rate limited (10 failed
 * sign-ins a minute): the check cannot tell, so it is skipped.
 *
 * @example
 * await wrongPassword401.run(run);
 */
export const wrongPassword401: ActiveCheck = {
  name: 'wrong_password_401',
  async run(run) {
    const login = run.operation('login');
    if (!login) return;
    const credentials: components['schemas']['LoginRequest'] = {
      email: run.settings.email,
      password: `standin-wrong-${randomUUID()}`,
    };
    const exchange = await run.call(login, { authorization: null, json: credentials });
    const response = exchange.outcome.response;
    if (response?.status === 429) {
      run.report('wrong_password_401', exchange, {
        skipped:
          'rate limited (429): too many failed sign-ins for this e-mail; run again in a minute',
      });
      return;
    }
    const drafts: FindingDraft[] = [];
    if (isJsonObject(response?.body) && typeof response.body.accessToken === 'string') {
      drafts.push({
        pointer: '/body/accessToken',
        expected: '(absent)',
        received: 'a token',
        message: 'a wrong password was given an access token',
        source: 'seed',
        seed: "Issues a bearer access token in exchange for user credentials and returns the signed-in user's profile.",
      });
    }
    if (response?.status !== 401) {
      const received = describeAnswer(exchange);
      drafts.push({
        pointer: '/status',
        expected: '401',
        received,
        message: `a wrong password answered ${received}`,
        source: 'assumed',
      });
    }
    run.report('wrong_password_401', exchange, drafts);
  },
};
