import type { ContractOperation } from '../document/read-contract-operations.js';
import type { ContractRun } from './contract-run.js';
import { fillPath } from './fill-path.js';

/**
 * Send one valid request for every read operation of the contract, so the response checks see
 * each documented success. Collections come before items: `GET /projects` gives the project id
 * that `GET /projects/{id}/board` needs. Writes are left to the flows, which know what a valid
 * write is and whether one is allowed.
 *
 * @example
 * await sendValidRequests(run); // GET /auth/profile, GET /reports/overview, ...
 */
export async function sendValidRequests(run: ContractRun): Promise<void> {
  const reads = run.operations
    .filter((operation) => operation.method === 'GET')
    .sort((a, b) => pathParameterCount(a) - pathParameterCount(b));
  for (const operation of reads) {
    const skip = whySkip(run, operation);
    if (skip !== undefined) {
      run.report('valid_request_succeeds', operation, { skipped: skip });
      continue;
    }
    await run.call(operation, { query: requiredQuery(operation), expectSuccess: true });
  }
}

function whySkip(run: ContractRun, operation: ContractOperation): string | undefined {
  if (operation.secured && run.state.token === undefined)
    return 'no token: sign-in did not succeed';
  const { missing } = fillPath(operation.path, {}, run.state.ids);
  if (missing.length > 0)
    return `no value for {${missing.join('}, {')}}: nothing listed one (pass --project-id for a project)`;
  const unfilled = operation.parameters.filter(
    (parameter) =>
      parameter.in === 'query' && parameter.required && parameter.example === undefined,
  );
  if (unfilled.length > 0)
    return `no example for required query parameter ${unfilled.map((parameter) => parameter.name).join(', ')}`;
  return undefined;
}

function requiredQuery(operation: ContractOperation): Record<string, string> {
  const query: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && parameter.required && parameter.example !== undefined)
      query[parameter.name] = String(parameter.example);
  }
  return query;
}

function pathParameterCount(operation: ContractOperation): number {
  return operation.path.split('{').length - 1;
}
