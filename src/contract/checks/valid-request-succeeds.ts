import type { ResponseCheck } from './response-check.js';
import { describeAnswer } from './describe-answer.js';
import { findResponse } from '../document/read-contract-operations.js';

/**
 * A request the runner built to be valid gets a documented 2xx. At `--level core` this holds
 * for seed operations (the seed's endpoints exist and answer).
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
    const successes = operation.responses
      .filter((response) => response.status.startsWith('2'))
      .map((r) => r.status);
    if (
      status !== undefined &&
      status >= 200 &&
      status < 300 &&
      findResponse(operation, status)?.status.startsWith('2')
    ) {
      return [];
    }
    const received = describeAnswer(exchange);
    return [
      {
        pointer: '/status',
        expected: successes.length > 0 ? successes.join(' or ') : 'a 2xx',
        received,
        message: `${operation.method} ${operation.path} answered ${received} to a valid request`,
        source: operation.source,
      },
    ];
  },
};
