import { isJsonObject, type JsonObject, type JsonSchema } from '../document/json-values.js';

/** Keywords whose value is one subschema. */
const SINGLE = [
  'items',
  'additionalProperties',
  'unevaluatedProperties',
  'unevaluatedItems',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
];
/** Keywords whose value is a list of subschemas. */
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names to subschemas. */
const MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs'];

/** Where a subschema sits in its parent, for transforms that care (e.g. an `allOf` member). */
export interface SubschemaPlace {
  keyword: string;
  /** The property name for `properties`, the index for lists. */
  key?: string | number;
}

/**
 * Copy a schema, passing every direct subschema through `mapChild`. Non-schema keywords are
 * copied as they are. The building block of the `--level core` and `--strict` transforms.
 * Pass `copy` to register the result in a memo before recursing (dereferenced documents may
 * hold cycles).
 *
 * @example
 * mapSubschemas({ type: 'array', items: { type: 'string' } }, () => true);
 * // { type: 'array', items: true }
 */
export function mapSubschemas(
  schema: JsonObject,
  mapChild: (child: JsonSchema, place: SubschemaPlace) => JsonSchema,
  copy: JsonObject = {},
): JsonObject {
  for (const [keyword, value] of Object.entries(schema)) {
    if (SINGLE.includes(keyword) && isSchema(value)) {
      copy[keyword] = mapChild(value, { keyword });
    } else if (LISTS.includes(keyword) && Array.isArray(value)) {
      copy[keyword] = value.map((child: unknown, index) =>
        isSchema(child) ? mapChild(child, { keyword, key: index }) : child,
      );
    } else if (MAPS.includes(keyword) && isJsonObject(value)) {
      copy[keyword] = Object.fromEntries(
        Object.entries(value).map(([key, child]) => [
          key,
          isSchema(child) ? mapChild(child, { keyword, key }) : child,
        ]),
      );
    } else {
      copy[keyword] = value;
    }
  }
  return copy;
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'boolean' || isJsonObject(value);
}
