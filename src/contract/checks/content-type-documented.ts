import { isSeedSchema } from '../document/json-values.js';
import { judgedResponse } from '../document/read-contract-operations.js';
import { mediaTypeMatches, mediaTypeOf } from './media-type.js';
import type { ResponseCheck } from './response-check.js';

/**
 * The response's content type is one documented for its status. Statuses without documented
 * content (and undocumented statuses, `status_code_documented`'s business) do not apply.
 *
 * @example
 * contentTypeDocumented.inspect(htmlErrorPage, run); // [{ pointer: '/headers/content-type', received: 'text/html', ... }]
 */
export const contentTypeDocumented: ResponseCheck = {
  name: 'content_type_documented',
  inspect({ operation, outcome }) {
    const response = outcome.response;
    if (!operation || !response) return undefined;
    const documented = judgedResponse(operation, response.status);
    const types = Object.keys(documented?.content ?? {});
    if (!documented || types.length === 0) return undefined;
    const received = mediaTypeOf(response.headers['content-type']);
    if (types.some((type) => mediaTypeMatches(type, received))) return [];
    return [
      {
        pointer: '/headers/content-type',
        expected: types.join(' or '),
        received: received === '' ? '(absent)' : received,
        message: `${operation.operationId} ${response.status} answered ${received || 'no content type'}`,
        // The seed names a body format only where it describes the body (login, profile).
        source:
          documented.source === 'seed' &&
          Object.values(documented.content).some((media) => isSeedSchema(media.schema))
            ? 'seed'
            : 'assumed',
      },
    ];
  },
};
