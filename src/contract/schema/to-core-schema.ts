import type { JsonObject, JsonSchema } from '../document/json-values.js';
import { mapSubschemas } from './map-subschemas.js';

/**
 * Build the `--level core` view of a schema: only seed facts remain.
 *
 * - A schema marked `x-standin-source: assumed` accepts anything (`true`).
 * - A property marked assumed on the property itself (not through a named component schema)
 *   also leaves `required`: the seed does not say it exists. A property whose *type* is an
 *   assumed component (`user: User`) stays required — the seed names the property, not its shape.
 *
 * `namedSchemas` are the dereferenced objects of `components.schemas`, told apart by identity.
 *
 * @example
 * toCoreSchema(loginResponseSchema, namedSchemas).required; // ['accessToken', 'user']
 */
export function toCoreSchema(schema: JsonSchema, namedSchemas: ReadonlySet<object>): JsonSchema {
  const memo = new Map<object, JsonSchema>();
  const visit = (node: JsonSchema): JsonSchema => {
    if (typeof node === 'boolean') return node;
    if (node['x-standin-source'] === 'assumed') return true;
    const known = memo.get(node);
    if (known !== undefined) return known;
    const copy: JsonObject = {};
    memo.set(node, copy);
    mapSubschemas(node, visit, copy);
    const properties = node.properties;
    if (Array.isArray(node.required) && typeof properties === 'object' && properties !== null) {
      const propertySchemas = properties as Record<string, unknown>;
      copy.required = node.required.filter((name: unknown) => {
        const property = typeof name === 'string' ? propertySchemas[name] : undefined;
        return !isPropertyLevelAssumption(property, namedSchemas);
      });
    }
    return copy;
  };
  return visit(schema);
}

function isPropertyLevelAssumption(property: unknown, namedSchemas: ReadonlySet<object>): boolean {
  if (typeof property !== 'object' || property === null || namedSchemas.has(property)) return false;
  return (property as Record<string, unknown>)['x-standin-source'] === 'assumed';
}
