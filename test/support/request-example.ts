import type { Operation } from '../../src/spec/index.js';

/**
 * An operation's JSON request example: `example`, or the first named one of `examples`
 * (openapi.yaml names them so tools can pair a request with its response). Undefined when none.
 */
export function requestExample(operation: Operation): unknown {
  const media = operation.requestBody?.content['application/json'];
  if (media?.example !== undefined) return media.example;
  const first = Object.values(media?.examples ?? {})[0];
  return first && 'value' in first ? first.value : undefined;
}
