import { createCompoundSchema } from 'genson-js';
import type { JsonObject } from '../contract/document/json-values.js';

/**
 * A JSON Schema for every value given, by genson-js (docs/decisions/0019-schema-inference-with-genson-js.md):
 * merged types, `required` only for members present in every sample, item schemas of arrays.
 *
 * @example
 * inferSchema([{ a: 1 }, { a: 2, b: 'x' }]); // { type: 'object', properties: { a: ..., b: ... }, required: ['a'] }
 */
export function inferSchema(values: readonly unknown[]): JsonObject {
  return createCompoundSchema([...values]) as JsonObject;
}
