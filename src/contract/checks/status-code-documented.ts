import { findResponse } from '../document/read-contract-operations.js';
import type { ResponseCheck } from './response-check.js';

/**
 * Every status the backend answers is documented for the operation. An undocumented 5xx on a
 * seed operation is a seed finding (the seed's endpoints answer); any other undocumented
 * status breaks an assumption.
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
        source: status >= 500 && operation.source === 'seed' ? 'seed' : 'assumed',
      },
    ];
  },
};
