import type { JsonObject, JsonSchema } from '../document/json-values.js';
import { mapSubschemas } from './map-subschemas.js';

/**
 * Build the tolerant view of a schema, the default of a run: `additionalProperties: false` and
 * `unevaluatedProperties: false` are dropped everywhere, so an extra field never fails a response
 * check, whatever openapi.yaml says. openapi.yaml closes some shapes on purpose (the builder's
 * skill inputs, to refuse what a suggestion may not carry); that protects the mock's input, not
 * a contract a backend breaks by saying more. `--strict` uses
 * {@link forbidUndocumentedProperties} instead. A schema-valued `additionalProperties` (a map's
 * values) is kept: it describes values, not undocumented names.
 *
 * @example
 * allowUndocumentedProperties({ type: 'object', properties: {}, additionalProperties: false });
 * // { type: 'object', properties: {} }
 */
export function allowUndocumentedProperties(schema: JsonSchema): JsonSchema {
  const memo = new Map<object, JsonSchema>();
  const visit = (node: JsonSchema): JsonSchema => {
    if (typeof node === 'boolean') return node;
    const known = memo.get(node);
    if (known !== undefined) return known;
    const copy: JsonObject = {};
    memo.set(node, copy);
    mapSubschemas(node, visit, copy);
    if (node.additionalProperties === false) delete copy.additionalProperties;
    if (node.unevaluatedProperties === false) delete copy.unevaluatedProperties;
    return copy;
  };
  return visit(schema);
}
