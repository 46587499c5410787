import type { JsonObject, JsonSchema } from '../document/json-values.js';
import { isJsonObject } from '../document/json-values.js';
import { mapSubschemas } from './map-subschemas.js';

/**
 * Build the `--strict` view of a schema: every object shape that does not say otherwise gets
 * `unevaluatedProperties: false`, so each undocumented field becomes an error naming its path.
 *
 * `unevaluatedProperties` rather than `additionalProperties` because it sees through `allOf`:
 * `allOf: [User, { properties: { organization } }]` must accept `organization`. For the same
 * reason a direct `allOf` member is left open — only the whole it belongs to is closed. An
 * object schema without `properties` (`{ type: object }`, "any object") stays open.
 *
 * @example
 * forbidUndocumentedProperties({ type: 'object', properties: { id: { type: 'string' } } });
 * // { type: 'object', properties: { id: { type: 'string' } }, unevaluatedProperties: false }
 */
export function forbidUndocumentedProperties(schema: JsonSchema): JsonSchema {
  const memo = new Map<object, JsonSchema>();
  const memoInAllOf = new Map<object, JsonSchema>();
  const visit = (node: JsonSchema, inAllOf: boolean): JsonSchema => {
    if (typeof node === 'boolean') return node;
    const cache = inAllOf ? memoInAllOf : memo;
    const known = cache.get(node);
    if (known !== undefined) return known;
    const copy: JsonObject = {};
    cache.set(node, copy);
    mapSubschemas(node, (child, place) => visit(child, place.keyword === 'allOf'), copy);
    if (
      !inAllOf &&
      declaresObjectShape(node) &&
      !('additionalProperties' in node) &&
      !('unevaluatedProperties' in node)
    ) {
      copy.unevaluatedProperties = false;
    }
    return copy;
  };
  return visit(schema, false);
}

function declaresObjectShape(node: JsonObject): boolean {
  if (isJsonObject(node.properties)) return true;
  return (
    Array.isArray(node.allOf) &&
    node.allOf.some((member: unknown) => isJsonObject(member) && declaresObjectShape(member))
  );
}
