import { findResponse } from '../document/read-contract-operations.js';
import type { ResponseCheck } from './response-check.js';

/**
 * Every status the backend answers is documented for the operation. Always an assumption: the
 * seed states no status but 401 ("The statuses for failed login, validation errors and missing
 * resources, and the error body format: not shown").
 *
 * @example
 * statusCodeDocumented.inspect(exchangeWith422, run); // [{ pointer: '/status', received: '422', ... }]
 */
export const statusCodeDocumented: ResponseCheck = {
  name: 'status_code_documented',
  inspect({ operation, outcome }) {
    const status = outcome.response?.status;
    if (!operation || status === undefined) return undefined;
    if (findResponse(operation, status)) return [];
    return [
      {
        pointer: '/status',
        expected: `one of ${operation.responses.map((response) => response.status).join(', ')}`,
        received: String(status),
        message: `${status} is not a documented status of ${operation.operationId}`,
        // The seed documents no status but 401: which statuses exist is our assumption. A 5xx to
        // a valid request or a bad token breaks the seed, and valid_request_succeeds and the
        // auth checks say so for that request.
        source: 'assumed',
      },
    ];
  },
};
