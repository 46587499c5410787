import { isJsonObject } from '../contract/document/json-values.js';

/** A JSON value's JSON Schema type; a whole number is `integer`. */
export type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

/**
 * The JSON Schema type of a value.
 *
 * @example
 * jsonType(3); // 'integer'
 * jsonType([1]); // 'array'
 */
export function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return 'string';
  return isJsonObject(value) ? 'object' : 'null';
}

/**
 * The types a schema node allows, from `type`, else from `properties`/`items`; undefined when it
 * does not say (then any type is allowed).
 *
 * @example
 * documentedTypes({ type: ['string', 'null'] }); // ['string', 'null']
 */
export function documentedTypes(node: Record<string, unknown>): string[] | undefined {
  if (typeof node.type === 'string') return [node.type];
  if (Array.isArray(node.type)) return node.type.filter((type) => typeof type === 'string');
  if (node.const !== undefined) return [jsonType(node.const)];
  if (isJsonObject(node.properties)) return ['object'];
  if (node.items !== undefined) return ['array'];
  return undefined;
}

/**
 * Whether a documented type list allows a value of this type (`number` allows integers).
 *
 * @example
 * allowsType(['number'], 'integer'); // true
 */
export function allowsType(types: readonly string[], type: JsonType): boolean {
  return types.includes(type) || (type === 'integer' && types.includes('number'));
}
