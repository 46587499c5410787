import { isJsonObject, type JsonObject } from '../document/json-values.js';
import { createSchemaValidator, type SchemaValidator } from './create-schema-validator.js';

/**
 * One validator per loaded document and strictness. `loadContractDocument` hands back the same
 * object for the same text, so runs over an unchanged openapi.yaml share their compiled ajv
 * functions; a document nobody holds any more takes its validators with it (WeakMap).
 */
const validators = new WeakMap<JsonObject, Map<boolean, SchemaValidator>>();

/**
 * The schema validator for a dereferenced document: `components.schemas` are the named
 * schemas `--level core` tells apart from property-level assumptions.
 *
 * @example
 * const validator = validatorForDocument(await loadContractDocument(), false);
 * validator.validate(schema, body);
 */
export function validatorForDocument(document: JsonObject, strict: boolean): SchemaValidator {
  const byStrictness = validators.get(document) ?? new Map<boolean, SchemaValidator>();
  validators.set(document, byStrictness);
  let validator = byStrictness.get(strict);
  if (validator === undefined) {
    const components = isJsonObject(document.components) ? document.components : {};
    const schemas = isJsonObject(components.schemas) ? components.schemas : {};
    validator = createSchemaValidator({
      strict,
      namedSchemas: new Set(Object.values(schemas).filter(isJsonObject)),
      schemaNames: new Map(
        Object.entries(schemas).flatMap(([name, schema]) =>
          isJsonObject(schema) ? [[schema, name] as const] : [],
        ),
      ),
    });
    byStrictness.set(strict, validator);
  }
  return validator;
}
