import { isJsonObject, type JsonSchema } from './json-values.js';

/**
 * Whether a header value satisfies the keywords a header schema uses: `pattern` (a JSON Schema
 * regular expression: ECMA-262, unanchored), `const`, `enum` and `minLength`. Read by the
 * `www_authenticate_header` check and by `standin reconcile`, so both judge a header alike.
 *
 * @example
 * headerMatches({ type: 'string', pattern: '^Bearer( |$)' }, 'Bearer'); // true
 * headerMatches({ pattern: 'error="?invalid_token"?' }, 'Bearer'); // false
 */
export function headerMatches(schema: JsonSchema | undefined, value: string): boolean {
  if (!isJsonObject(schema)) return schema !== false;
  if (typeof schema.pattern === 'string' && !safeRegExp(schema.pattern).test(value)) return false;
  if (schema.const !== undefined && schema.const !== value) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  return true;
}

/**
 * How a header schema reads in a message: `matching /…/`, a constant, or `present`.
 *
 * @example
 * describeHeaderSchema({ pattern: '^Bearer( |$)' }); // 'matching /^Bearer( |$)/'
 */
export function describeHeaderSchema(schema: JsonSchema | undefined): string {
  if (!isJsonObject(schema)) return 'present';
  if (typeof schema.pattern === 'string') return `matching /${schema.pattern}/`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of ${JSON.stringify(schema.enum)}`;
  return 'present';
}

function safeRegExp(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    // A pattern ECMA-262 cannot read in unicode mode: without the flag, as ajv would.
    return new RegExp(pattern);
  }
}
