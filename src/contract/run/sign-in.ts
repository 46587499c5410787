import type { components } from '../../generated/openapi.js';
import type { ContractFatal } from '../contract-types.js';
import { isJsonObject } from '../document/json-values.js';
import { describeUnreachable } from '../http/describe-unreachable.js';
import { diagnoseNotTheApi } from './diagnose-not-the-api.js';
import type { ContractRun } from './contract-run.js';

/**
 * Sign in with the run's credentials (the seed's `POST /auth/login` → `accessToken`, `user`)
 * and keep the token and user for the rest of the run. A failure that is the caller's setup —
 * nothing listening, credentials a real backend refuses, an answer that is not JSON (not the
 * API: a web page, a gateway's placeholder) — stops the run (exit code 2); any
 * other failed sign-in is a contract finding and the checks that need a token are skipped.
 *
 * @example
 * const fatal = await signIn(run, 'http://127.0.0.1:4010');
 * if (!fatal) run.state.token; // 'eyJ…'
 */
export async function signIn(
  run: ContractRun,
  baseUrl: string,
): Promise<ContractFatal | undefined> {
  const login = run.operation('login');
  if (!login)
    return {
      code: 'SPEC_INVALID',
      message: 'openapi.yaml has no operation "login" (POST /auth/login); the run cannot sign in.',
    };
  const credentials: components['schemas']['LoginRequest'] = {
    email: run.settings.email,
    password: run.settings.password,
  };
  const exchange = await run.call(login, {
    authorization: null,
    json: credentials,
    expectSuccess: true,
  });
  const { response, error } = exchange.outcome;
  if (!response) {
    return { code: 'CONNECTION_FAILED', message: describeUnreachable(baseUrl, error) };
  }
  // Against the mock the default credentials are known to be right, so a refusal is the mock's bug.
  if ((response.status === 401 || response.status === 403) && !run.settings.isMock) {
    return {
      code: 'LOGIN_REJECTED',
      message: `${exchange.outcome.request.url} refused the credentials of ${run.settings.email} (${response.status}). Check --email and --password (or STANDIN_EMAIL / STANDIN_PASSWORD).`,
    };
  }
  const notTheApi = diagnoseNotTheApi(exchange.outcome);
  if (notTheApi) return { code: 'NOT_THE_API', message: notTheApi };
  const body = response.body;
  if (
    response.status >= 200 &&
    response.status < 300 &&
    isJsonObject(body) &&
    typeof body.accessToken === 'string'
  ) {
    run.state.token = body.accessToken;
    if (isJsonObject(body.user)) run.state.loginUser = body.user;
  }
  return undefined;
}
