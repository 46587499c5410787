import { describeAnswer } from '../checks/describe-answer.js';
import { isJsonObject, type JsonObject } from '../document/json-values.js';
import type { CallInit, ContractRun, Exchange } from '../run/contract-run.js';

/** A 2xx JSON object body, or why a flow cannot go on. */
export type BodyOrSkip = BodyAnswer | SkipVerdict;
export interface BodyAnswer {
  exchange: Exchange;
  body: JsonObject;
}
export interface SkipVerdict {
  skipped: string;
}

/**
 * Send a valid request for an operation and hand back its JSON object body. A non-2xx is
 * already a `valid_request_succeeds` failure, so the flow skips instead of failing twice.
 *
 * @example
 * const overview = await callForBody(run, 'getOverviewReport', { query: { startDate: '2026-01-01' } });
 * if ('skipped' in overview) run.report(check, subject, overview);
 */
export async function callForBody(
  run: ContractRun,
  operationId: string,
  init: CallInit = {},
): Promise<BodyOrSkip> {
  const operation = run.operation(operationId);
  if (!operation) return { skipped: `${operationId} is not in openapi.yaml` };
  if (operation.secured && run.state.token === undefined)
    return { skipped: 'no token: sign-in did not succeed' };
  const exchange = await run.call(operation, { ...init, expectSuccess: true });
  const status = exchange.outcome.response?.status ?? 0;
  const body = exchange.outcome.response?.body;
  if (status >= 200 && status < 300 && isJsonObject(body)) return { exchange, body };
  return {
    skipped: `${operation.method} ${operation.path} answered ${describeAnswer(exchange)} (see valid_request_succeeds)`,
  };
}
