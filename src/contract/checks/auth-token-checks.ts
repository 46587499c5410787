import type { CheckName } from '../check-names.js';
import { findResponse } from '../document/read-contract-operations.js';
import { forgeJwt, readJwtClaims, resignJwt } from '../http/forge-jwt.js';
import type { ContractRun } from '../run/contract-run.js';
import type { ActiveCheck } from './active-check.js';
import { describeAnswer } from './describe-answer.js';
import { exampleBody } from './example-body.js';
import { isMutating } from './is-mutating.js';

interface BadCredential {
  name: CheckName;
  /** Said in messages: "with <what>". */
  what: string;
  /** The Authorization header to send, or null for none. */
  authorization(run: ContractRun): string | null;
}

const BAD_CREDENTIALS: readonly BadCredential[] = [
  { name: 'auth_missing_token', what: 'no Authorization header', authorization: () => null },
  {
    name: 'auth_garbage_token',
    what: 'a token that is not a JWT',
    authorization: () => 'Bearer standin-contract-not-a-token',
  },
  {
    name: 'auth_bad_signature',
    what: 'a JWT signed with another secret',
    authorization: (run) => `Bearer ${resignJwt(run.state.token)}`,
  },
  {
    name: 'auth_expired_token',
    what: 'a JWT that expired an hour ago',
    // The issued token's claims (so only `exp` is wrong), signed with a random secret: a
    // backend has to reject it for expiry or signature, and either way must answer 401. "An hour
    // ago" is by the backend's clock when its token says what time it was (`iat`): a backend
    // with a pinned clock must see the token as expired too.
    authorization: (run) => {
      const claims = readJwtClaims(run.state.token);
      const now = typeof claims?.iat === 'number' ? claims.iat : Math.floor(Date.now() / 1000);
      return `Bearer ${forgeJwt({ ...claims, iat: now - 7200, exp: now - 3600 })}`;
    },
  },
];

/**
 * The four token checks: every protected operation of the contract answers 401 without a
 * token, with garbage, with a bad signature and with an expired token (seed: "When the token is
 * missing, expired or invalid, the service answers 401").
 *
 * @example
 * for (const check of AUTH_TOKEN_CHECKS) await check.run(run);
 */
export const AUTH_TOKEN_CHECKS: readonly ActiveCheck[] = BAD_CREDENTIALS.map((credential) => ({
  name: credential.name,
  run: (run) => checkEveryProtectedOperation(run, credential),
}));

async function checkEveryProtectedOperation(
  run: ContractRun,
  credential: BadCredential,
): Promise<void> {
  for (const operation of run.operations.filter((candidate) => candidate.secured)) {
    const { mutations } = run.settings;
    if (isMutating(operation) && !mutations.allowed) {
      run.report(credential.name, operation, {
        skipped: `${operation.method} could change state if the backend ignored the token (${mutations.reason ?? 'mutations off'})`,
      });
      continue;
    }
    const exchange = await run.call(operation, {
      authorization: credential.authorization(run),
      json: exampleBody(operation),
    });
    if (exchange.outcome.response?.status === 401) {
      run.report(credential.name, exchange, []);
      continue;
    }
    const received = describeAnswer(exchange);
    run.report(credential.name, exchange, [
      {
        pointer: '/status',
        expected: '401',
        received,
        message: `${operation.method} ${operation.path} with ${credential.what} answered ${received}`,
        source:
          operation.source === 'seed' && findResponse(operation, 401)?.source === 'seed'
            ? 'seed'
            : 'assumed',
      },
    ]);
  }
}
