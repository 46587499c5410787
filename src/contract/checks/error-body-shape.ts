import { findResponse } from '../document/read-contract-operations.js';
import { bodySchemaDrafts } from './body-schema-drafts.js';
import { mediaTypeOf, pickMediaType } from './media-type.js';
import type { ResponseCheck } from './response-check.js';

/**
 * Every 4xx body matches the documented error body: the operation's schema for that status,
 * else `components.schemas.ErrorBody` (an unknown route, an undocumented 4xx).
 *
 * @example
 * errorBodyShape.inspect(plainText404, run); // [{ pointer: '/body', expected: 'a JSON body', ... }]
 */
export const errorBodyShape: ResponseCheck = {
  name: 'error_body_shape',
  inspect(exchange, run) {
    const response = exchange.outcome.response;
    if (!response || response.status < 400 || response.status >= 500) return undefined;
    const documented = exchange.operation
      ? findResponse(exchange.operation, response.status)
      : undefined;
    const media =
      documented && pickMediaType(documented, mediaTypeOf(response.headers['content-type']));
    const schema = media?.schema ?? run.errorBodySchema;
    if (schema === undefined) return undefined;
    return bodySchemaDrafts(exchange, schema, documented?.source ?? 'assumed', run.validator);
  },
};
