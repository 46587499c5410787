import type { ResponseCheck } from './response-check.js';
import { describeAnswer } from './describe-answer.js';
import { findResponse } from '../document/read-contract-operations.js';

/**
 * A request the runner built to be valid gets a documented 2xx. Any 2xx meets the seed — its
 * endpoints answer, but it states no success status for any of them — so for a seed operation a
 * non-2xx is a seed finding and a 2xx other than the documented one (201 where openapi.yaml
 * assumes 200) only breaks an assumption.
 *
 * @example
 * validRequestSucceeds.inspect(exchange, run); // [] when GET /users/me answered 200
 */
export const validRequestSucceeds: ResponseCheck = {
  name: 'valid_request_succeeds',
  inspect(exchange) {
    const operation = exchange.operation;
    if (!exchange.expectSuccess || !operation) return undefined;
    const status = exchange.outcome.response?.status;
    const isSuccess = status !== undefined && status >= 200 && status < 300;
    if (isSuccess && findResponse(operation, status)?.status.startsWith('2')) return [];
    const successes = operation.responses
      .filter((response) => response.status.startsWith('2'))
      .map((response) => response.status);
    const expected = successes.length > 0 ? successes.join(' or ') : 'a 2xx';
    const received = describeAnswer(exchange);
    return [
      {
        pointer: '/status',
        expected,
        received,
        message: isSuccess
          ? `${operation.method} ${operation.path} answered ${received} where openapi.yaml assumes ${expected}`
          : `${operation.method} ${operation.path} answered ${received} to a valid request`,
        source: isSuccess ? 'assumed' : operation.source,
      },
    ];
  },
};
