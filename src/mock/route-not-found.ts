import { errorBody } from '../spec/error-body.js';
import type { Reply } from '../spec/reply.js';

/**
 * The documented 404 for a request no operation answers, naming the prefixes that are served
 * (docs/product/prefixes.md), so a client on the wrong prefix sees why.
 *
 * @example
 * routeNotFound('GET', '/v2/auth/profile', ['', '/api/v1']).status; // 404
 */
export function routeNotFound(
  method: string,
  pathname: string,
  prefixes: readonly string[],
): Reply {
  const served = prefixes.map((p) => (p === '' ? "'' (bare)" : p)).join(', ');
  return {
    status: 404,
    body: errorBody(
      404,
      'NOT_FOUND',
      `No route for ${method} ${pathname.slice(0, 200)}. Served prefixes: ${served}; admin under /__standin/.`,
    ),
  };
}
