import { getOpenApiDocument, listOperations, type Operation } from '../../src/spec/index.js';
import type { RawAnswer } from './hardening-raw-http.js';

/**
 * Every operation of openapi.yaml, read from the document at run time: a new operation is walked
 * by the hardening tests without a line of test code changing.
 */
export const allOperations: readonly Operation[] = listOperations(getOpenApiDocument());

/** The operations of the contract (not the `/__standin/` mock controls) that need a token. */
export const protectedOperations: readonly Operation[] = allOperations.filter(
  (operation) => operation.secured && !operation.mockOnly,
);

/** Protected operations that name a resource in their path (`/projects/{id}/...`). */
export const operationsWithPathIds: readonly Operation[] = protectedOperations.filter((operation) =>
  operation.parameters.some((parameter) => parameter.in === 'path'),
);

/** The statuses openapi.yaml documents for an operation. */
export function documentedStatuses(operation: Operation): Set<number> {
  return new Set(Object.keys(operation.responses).map(Number));
}

/** The path's parameter names in template order, e.g. `['id', 'suggestionId']`. */
export function pathParameterNames(operation: Operation): string[] {
  return [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}

/**
 * The path with each `{name}` replaced by `values[name]` as given: callers encode (or, to attack
 * the router, deliberately do not encode) the values. Throws for a parameter without a value, so
 * an operation added to openapi.yaml with a new parameter fails loudly instead of being skipped.
 */
export function fillPath(operation: Operation, values: Readonly<Record<string, string>>): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(
        `No value for path parameter "${name}" of ${operation.operationId}: add one to the hardening tests' id table.`,
      );
    }
    return value;
  });
}

/** The prefix an operation is served under in these tests: admin paths have none. */
export function prefixFor(operation: Operation, prefix = '/api/v1'): string {
  return operation.mockOnly ? '' : prefix;
}

export const ERROR_CODE = /^[A-Z][A-Z0-9_]*$/;
const ERROR_BODY_KEYS = new Set(['statusCode', 'message', 'error', 'code']);

/**
 * Every way an error answer differs from the documented ErrorBody (openapi.yaml
 * `components/schemas/ErrorBody`, docs/product/errors.md); empty when it matches.
 * `exact` also refuses any field beyond the four, so an error can never carry data.
 */
export function errorBodyProblems(answer: RawAnswer, options: { exact?: boolean } = {}): string[] {
  const problems: string[] = [];
  if (!(answer.headers['content-type'] ?? '').startsWith('application/json')) {
    problems.push(
      `content-type is ${answer.headers['content-type'] ?? 'missing'}, not application/json`,
    );
  }
  const body = answer.json;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return [...problems, `body is not a JSON object: ${answer.text.slice(0, 200)}`];
  }
  const { statusCode, message, error, code } = body as Record<string, unknown>;
  if (statusCode !== answer.status)
    problems.push(`statusCode ${String(statusCode)} ≠ HTTP ${answer.status}`);
  const messageOk =
    (typeof message === 'string' && message.length > 0) ||
    (Array.isArray(message) &&
      message.length > 0 &&
      message.every((item) => typeof item === 'string' && item.length > 0));
  if (!messageOk)
    problems.push(`message is not a non-empty string or list: ${JSON.stringify(message)}`);
  if (typeof error !== 'string' || error.length === 0)
    problems.push(`error is ${JSON.stringify(error)}`);
  if (typeof code !== 'string' || !ERROR_CODE.test(code))
    problems.push(`code ${JSON.stringify(code)} does not match ${ERROR_CODE}`);
  if (options.exact) {
    const extra = Object.keys(body).filter((key) => !ERROR_BODY_KEYS.has(key));
    if (extra.length > 0)
      problems.push(`carries fields beyond the error body: ${extra.join(', ')}`);
  }
  return problems;
}
