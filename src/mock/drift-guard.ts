import type { Logger } from '../logger.js';
import type { SpecValidators } from '../spec/create-validators.js';
import { errorBody } from '../spec/error-body.js';
import type { Operation } from '../spec/operations.js';
import type { Reply } from '../spec/reply.js';

function mediaTypeOf(type: string | null | undefined): string {
  return (type ?? '').split(';')[0]?.trim() ?? '';
}

/**
 * Checks every JSON answer against openapi.yaml before it is sent (docs/product/mock-controls.md):
 * a mismatch is a 500 `MOCK_DRIFT` naming the field, never a silent drift. A reply is checked
 * as the value it is (no serialize-and-parse); an msw Response is read once and sent on.
 *
 * @example
 * const guard = createDriftGuard(mock.context.spec.validators, logger);
 * const checked = await guard(operation, answer);
 */
export function createDriftGuard(
  validators: SpecValidators,
  logger: Logger,
  /** `operationId status` pairs already named at start-up as beyond the translation. */
  named: ReadonlySet<string> = new Set(),
) {
  function drifted(operation: Operation, status: number, type: string, body: unknown) {
    if (named.size > 0 && named.has(`${operation.operationId} ${status}`)) return undefined;
    const problems = validators.validateResponse(operation, status, type, body);
    if (problems.length === 0) return undefined;
    const message = problems
      .slice(0, 10)
      .map((p) => `${operation.operationId} ${status} ${p.message}`);
    logger.warn(`response drifted from openapi.yaml: ${message.join('; ')}`);
    return { status: 500, body: errorBody(500, 'MOCK_DRIFT', message) } satisfies Reply;
  }

  return async (operation: Operation, answer: Reply | Response): Promise<Reply | Response> => {
    if (!(answer instanceof Response)) {
      if (answer.body !== undefined)
        return drifted(operation, answer.status, 'application/json', answer.body) ?? answer;
      const type = mediaTypeOf(
        answer.headers?.['Content-Type'] ?? answer.headers?.['content-type'],
      );
      if (type !== 'application/json' || answer.text === undefined) return answer;
      return drifted(operation, answer.status, type, JSON.parse(answer.text)) ?? answer;
    }
    const type = mediaTypeOf(answer.headers.get('content-type'));
    if (type !== 'application/json') return answer;
    // Read the body once (no clone, no tee) and send the same bytes on.
    const text = await answer.text();
    return (
      drifted(operation, answer.status, type, JSON.parse(text) as unknown) ??
      new Response(text, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      })
    );
  };
}
