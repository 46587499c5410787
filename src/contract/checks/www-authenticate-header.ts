import { findResponse } from '../document/read-contract-operations.js';
import type { ResponseCheck } from './response-check.js';

/**
 * A 401 whose documented response declares `WWW-Authenticate` carries it as a Bearer challenge,
 * with `error="invalid_token"` when a token was sent (RFC 6750 §3; docs/product/errors.md).
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
    if (!findResponse(operation, 401)?.headers['www-authenticate']) return undefined;
    const value = response.headers['www-authenticate'];
    const pointer = '/headers/www-authenticate';
    if (value === undefined || !/^bearer\b/i.test(value.trim())) {
      return [
        {
          pointer,
          expected: 'Bearer …',
          received: value ?? '(absent)',
          message: `${operation.operationId} 401 has no Bearer WWW-Authenticate challenge`,
          source: 'assumed',
        },
      ];
    }
    if (
      outcome.request.headers.authorization !== undefined &&
      !/error\s*=\s*"?invalid_token"?/i.test(value)
    ) {
      return [
        {
          pointer,
          expected: 'Bearer error="invalid_token", …',
          received: value,
          message: `${operation.operationId} 401 to a request with a token does not say error="invalid_token"`,
          source: 'assumed',
        },
      ];
    }
    return [];
  },
};
