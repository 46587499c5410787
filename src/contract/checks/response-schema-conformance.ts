import { judgedResponse } from '../document/read-contract-operations.js';
import { bodySchemaDrafts } from './body-schema-drafts.js';
import { mediaTypeOf, pickMediaType } from './media-type.js';
import type { ResponseCheck } from './response-check.js';

/**
 * A body with a status below 400 matches its documented schema (4xx bodies are
 * `error_body_shape`'s); an undocumented 2xx is judged by the documented success, so login's
 * 201 still has to carry `accessToken`. Tolerant of extra fields unless the run is `--strict`.
 *
 * @example
 * responseSchemaConformance.inspect(profileWithoutEmail, run);
 * // [{ pointer: '/body/user/email', expected: 'present', ... }]
 */
export const responseSchemaConformance: ResponseCheck = {
  name: 'response_schema_conformance',
  inspect(exchange, run) {
    const { operation, outcome } = exchange;
    const response = outcome.response;
    if (!operation || !response || response.status >= 400) return undefined;
    const documented = judgedResponse(operation, response.status);
    const schema =
      documented &&
      pickMediaType(documented, mediaTypeOf(response.headers['content-type']))?.schema;
    if (!documented || schema === undefined) return undefined;
    return bodySchemaDrafts(exchange, schema, documented.source, run.validator);
  },
};
