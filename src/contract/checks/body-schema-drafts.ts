import type { FactSource } from '../contract-types.js';
import { isSeedSchema, type JsonSchema } from '../document/json-values.js';
import type { Exchange, FindingDraft } from '../run/contract-run.js';
import type { SchemaValidator } from '../schema/create-schema-validator.js';
import { previewValue } from '../preview-value.js';

/**
 * Judge a response body against a schema: one draft per schema issue, pointing into `/body`.
 * An issue is a seed finding only when the response is a seed fact and the `--level core`
 * view of the schema rejects it too.
 *
 * @example
 * bodySchemaDrafts(exchange, schema, 'seed', validator); // [{ pointer: '/body/user', ... }]
 */
export function bodySchemaDrafts(
  exchange: Exchange,
  schema: JsonSchema,
  source: FactSource,
  validator: SchemaValidator,
): FindingDraft[] {
  const response = exchange.outcome.response;
  if (!response) return [];
  const label = `${exchange.operationId} ${response.status}`;
  if (response.body === undefined) {
    // "Accept anything" in the core view still needs a body to exist; an empty one only fails if the schema wants content.
    if (schema === true) return [];
    return [
      {
        pointer: '/body',
        expected: 'a JSON body',
        received: previewValue(response.text === '' ? '(empty)' : response.text),
        message: `${label}: the body is not JSON`,
        source: source === 'seed' && isSeedSchema(schema) ? 'seed' : 'assumed',
      },
    ];
  }
  return validator.validate(schema, response.body).map((issue) => ({
    pointer: `/body${issue.pointer}`,
    expected: issue.expected,
    received: issue.received,
    message: `${label}: /body${issue.pointer} ${issue.message}`,
    source: source === 'seed' && issue.source === 'seed' ? 'seed' : 'assumed',
    // For reports that group differences by schema (src/contract/reporters/digest-report.ts).
    keyword: issue.keyword,
    ...(issue.schema !== undefined ? { schema: issue.schema } : {}),
    ...(issue.unknownProperties ? { unknownProperties: issue.unknownProperties } : {}),
  }));
}
