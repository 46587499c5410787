import type { CheckName } from '../check-names.js';
import { findResponse } from '../document/read-contract-operations.js';
import {
  hmacAlgorithmOf,
  isSignedWith,
  readJwtClaims,
  resignJwt,
  signJwt,
} from '../http/forge-jwt.js';
import type { ContractRun } from '../run/contract-run.js';
import type { ActiveCheck } from './active-check.js';
import { describeAnswer } from './describe-answer.js';
import { exampleBody } from './example-body.js';
import { isMutating } from './is-mutating.js';

interface BadCredential {
  name: CheckName;
  /** Said in messages: "with <what>". */
  what: string;
  /** The Authorization header to send (null for none), or why this credential cannot be made. */
  authorization(run: ContractRun): { header: string | null } | { skipped: string };
}

const BAD_CREDENTIALS: readonly BadCredential[] = [
  {
    name: 'auth_missing_token',
    what: 'no Authorization header',
    authorization: () => ({ header: null }),
  },
  {
    name: 'auth_garbage_token',
    what: 'a token that is not a JWT',
    authorization: () => ({ header: 'Bearer standin-contract-not-a-token' }),
  },
  {
    name: 'auth_bad_signature',
    what: 'a JWT signed with another secret',
    authorization: (run) => ({ header: `Bearer ${resignJwt(run.state.token)}` }),
  },
  {
    name: 'auth_expired_token',
    what: 'an expired token',
    authorization: expiredAuthorization,
  },
];

/**
 * An expired token the backend itself would accept but for its expiry: the one given with
 * `--expired-token`, or the issued token's claims with `iat`/`exp` an hour in the past, signed
 * with `--token-secret` in the token's own algorithm. A token signed with any other secret would
 * be refused for its signature, so a backend that never checks `exp` would pass: without either
 * option the check is skipped and says so. "An hour ago" is by the backend's clock when its token
 * says what time it was (`iat`), so a backend with a pinned clock sees the token as expired too.
 */
function expiredAuthorization(run: ContractRun): { header: string } | { skipped: string } {
  const { expiredToken, tokenSecret } = run.settings;
  if (expiredToken !== undefined) return { header: `Bearer ${expiredToken}` };
  const token = run.state.token;
  if (tokenSecret === undefined)
    return { skipped: 'expiry not verified — pass --expired-token (or --token-secret)' };
  const alg = hmacAlgorithmOf(token);
  if (alg === undefined)
    return {
      skipped:
        'expiry not verified — the issued token is not an HMAC-signed JWT, so --token-secret cannot sign an expired copy; pass --expired-token',
    };
  if (!isSignedWith(token, tokenSecret))
    return {
      skipped:
        'expiry not verified — --token-secret does not verify the token the backend issued; check the secret or pass --expired-token',
    };
  const claims = readJwtClaims(token) ?? {};
  const now = typeof claims.iat === 'number' ? claims.iat : Math.floor(Date.now() / 1000);
  const expired = signJwt(
    { ...claims, iat: now - 7200, exp: now - 3600 },
    { secret: tokenSecret, alg },
  );
  return { header: `Bearer ${expired}` };
}

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
    const authorization = credential.authorization(run);
    if ('skipped' in authorization) {
      run.report(credential.name, operation, authorization);
      continue;
    }
    const exchange = await run.call(operation, {
      authorization: authorization.header,
      json: exampleBody(operation),
    });
    if (exchange.outcome.response?.status === 401) {
      run.report(credential.name, exchange, []);
      continue;
    }
    const received = describeAnswer(exchange);
    const unauthorized = findResponse(operation, 401);
    run.report(credential.name, exchange, [
      {
        pointer: '/status',
        expected: '401',
        received,
        message: `${operation.method} ${operation.path} with ${credential.what} answered ${received}`,
        source: operation.source === 'seed' && unauthorized?.source === 'seed' ? 'seed' : 'assumed',
        ...(unauthorized?.seedQuote !== undefined ? { seed: unauthorized.seedQuote } : {}),
      },
    ]);
  }
}
