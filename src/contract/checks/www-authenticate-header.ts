import { describeHeaderSchema, headerMatches } from '../document/header-schema.js';
import { findResponse } from '../document/read-contract-operations.js';
import type { ResponseCheck } from './response-check.js';

/**
 * A 401 whose documented response declares `WWW-Authenticate` carries it, matching what the
 * document says of it: the header's `schema` (openapi.yaml: `pattern: '^Bearer( |$)'`) and, when
 * the request carried a token, its `x-standin-when-token-sent` schema too (openapi.yaml:
 * `error="invalid_token"`, RFC 6750 §3). Nothing is hard-coded here, so `standin reconcile` can
 * widen what a backend is held to by changing the document (docs/decisions/0027-…).
 *
 * @example
 * wwwAuthenticateHeader.inspect(unauthorizedWithoutHeader, run);
 * // [{ pointer: '/headers/www-authenticate', received: '(absent)', ... }]
 */
export const wwwAuthenticateHeader: ResponseCheck = {
  name: 'www_authenticate_header',
  inspect({ operation, outcome }) {
    const response = outcome.response;
    if (!operation || response?.status !== 401) return undefined;
    const documented = findResponse(operation, 401)?.headers['www-authenticate'];
    if (!documented) return undefined;
    const value = response.headers['www-authenticate'];
    const pointer = '/headers/www-authenticate';
    const wanted = describeHeaderSchema(documented.schema);
    if (value === undefined || !headerMatches(documented.schema, value)) {
      return [
        {
          pointer,
          expected: wanted,
          received: value ?? '(absent)',
          message: `${operation.operationId} 401 has no WWW-Authenticate challenge ${wanted}`,
          source: 'assumed',
        },
      ];
    }
    const withToken = documented.whenTokenSent;
    if (
      withToken !== undefined &&
      outcome.request.headers.authorization !== undefined &&
      !headerMatches(withToken, value)
    ) {
      const also = describeHeaderSchema(withToken);
      return [
        {
          pointer,
          expected: `${wanted}, and ${also} when a token was sent`,
          received: value,
          message: `${operation.operationId} 401 to a request with a token: WWW-Authenticate is not ${also}`,
          source: 'assumed',
        },
      ];
    }
    return [];
  },
};
