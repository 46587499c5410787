import type { ContractMediaType, ContractResponse } from '../document/read-contract-operations.js';

/**
 * The media type of a content-type header, without parameters, in lower case.
 *
 * @example
 * mediaTypeOf('application/json; charset=utf-8'); // 'application/json'
 */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Whether a received media type is one a documented key covers (`*\/*` and `type/*` included).
 *
 * @example
 * mediaTypeMatches('application/*', 'application/json'); // true
 */
export function mediaTypeMatches(documented: string, received: string): boolean {
  if (documented === received || documented === '*/*') return true;
  return documented.endsWith('/*') && received.startsWith(documented.slice(0, -1));
}

/**
 * The documented media type to validate a body with: the one matching the received content
 * type, else the first JSON one (a wrong content type is `content_type_documented`'s business,
 * not a reason to skip the body).
 *
 * @example
 * pickMediaType(response, 'text/plain')?.schema;
 */
export function pickMediaType(
  response: ContractResponse,
  received: string,
): ContractMediaType | undefined {
  const entries = Object.entries(response.content);
  const matching = entries.find(([documented]) => mediaTypeMatches(documented, received));
  const json = entries.find(([documented]) => isJsonMediaType(documented));
  return (matching ?? json)?.[1];
}

/**
 * Whether a media type carries JSON (`application/json`, `application/problem+json`, ...).
 *
 * @example
 * isJsonMediaType('application/problem+json'); // true
 */
export function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}
