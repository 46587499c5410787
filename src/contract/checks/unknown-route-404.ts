import { randomUUID } from 'node:crypto';
import type { ActiveCheck } from './active-check.js';
import { describeAnswer } from './describe-answer.js';

/** The operation id reports use for requests to a route outside the contract. */
export const UNKNOWN_ROUTE = '(unknown route)';

/**
 * A route outside the contract answers 404 (docs/product/errors.md), with the token, so a guard
 * cannot hide a catch-all handler behind a 401.
 *
 * @example
 * await unknownRoute404.run(run); // GET /standin-contract-no-such-route-1a2b3c4d → 404
 */
export const unknownRoute404: ActiveCheck = {
  name: 'unknown_route_404',
  async run(run) {
    const path = `/standin-contract-no-such-route-${randomUUID().slice(0, 8)}`;
    const exchange = await run.callPath({ operationId: UNKNOWN_ROUTE, method: 'GET', path });
    if (exchange.outcome.response?.status === 404) {
      run.report('unknown_route_404', exchange, []);
      return;
    }
    const received = describeAnswer(exchange);
    run.report('unknown_route_404', exchange, [
      {
        pointer: '/status',
        expected: '404',
        received,
        message: `GET ${path} answered ${received}`,
        source: 'assumed',
      },
    ]);
  },
};
