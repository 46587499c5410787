/**
 * URL templates for HTTP tools (openapi.yaml ToolHttp.url: `format: uri-template`, RFC 6570).
 * A hand-written scanner, not one big regex: it accepts a subset of what ajv-formats accepts
 * (so a URL taken from an instruction always validates) in one pass.
 */
import type { ToolParameter } from '../types.js';

/** Characters RFC 6570 forbids outside an expression (ajv-formats' "uri-template" pattern). */
const FORBIDDEN = new Set(['"', "'", '<', '>', '\\', '^', '`', '{', '|', '}']);
const VARIABLE = /^[A-Za-z0-9_]{1,64}(?::[1-9][0-9]{0,3}|\*)?$/;
const PARAMETER_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_URL_LENGTH = 2000;
/** openapi.yaml ToolCreateInput.parameters: maxItems 20. */
const MAX_PARAMETERS = 20;
const INTEGER_NAMES = new Set(['limit', 'page', 'count', 'offset', 'size', 'quantity', 'qty']);

interface Expression {
  readonly operator: string;
  readonly variables: readonly string[];
}

/**
 * Whether `url` is an http(s) URL template that validates as `uri-template`.
 *
 * @example
 * isHttpUrlTemplate('https://api.acme.test/orders/{orderId}'); // true
 * isHttpUrlTemplate('https://api.acme.test/a b'); // false
 */
export function isHttpUrlTemplate(url: string): boolean {
  return (
    /^https?:\/\/[^/]/.test(url) && url.length <= MAX_URL_LENGTH && parseTemplate(url) !== null
  );
}

/**
 * Tool parameters for the template's variables: path variables are required, query ones
 * (`{?q}`, `{&page}`) optional. Names the ToolParameter pattern rejects are skipped.
 *
 * @example
 * parametersFromTemplate('https://api.acme.test/orders/{orderId}{?expand}');
 * // [{ name: 'orderId', type: 'string', description: 'The order id', required: true },
 * //  { name: 'expand', type: 'string', description: 'The expand', required: false }]
 */
export function parametersFromTemplate(url: string): ToolParameter[] {
  const parameters: ToolParameter[] = [];
  for (const expression of parseTemplate(url) ?? []) {
    const required = expression.operator !== '?' && expression.operator !== '&';
    for (const variable of expression.variables) {
      const name = variable.replace(/(?::[0-9]+|\*)$/, '');
      if (!PARAMETER_NAME.test(name) || parameters.some((p) => p.name === name)) continue;
      if (parameters.length === MAX_PARAMETERS) return parameters;
      parameters.push({
        name,
        type: INTEGER_NAMES.has(name.toLowerCase()) ? 'integer' : 'string',
        description: `The ${humanize(name)}`,
        required,
      });
    }
  }
  return parameters;
}

/** The template's expressions, or null when it is not a valid template. */
function parseTemplate(url: string): Expression[] | null {
  const expressions: Expression[] = [];
  for (let index = 0; index < url.length; index += 1) {
    const char = url[index] ?? '';
    if (char === '{') {
      const end = url.indexOf('}', index + 1);
      if (end < 0) return null;
      const expression = parseExpression(url.slice(index + 1, end));
      if (!expression) return null;
      expressions.push(expression);
      index = end;
    } else if (char === '%') {
      if (!/^[0-9A-Fa-f]{2}$/.test(url.slice(index + 1, index + 3))) return null;
      index += 2;
    } else if (char.charCodeAt(0) <= 0x20 || FORBIDDEN.has(char)) {
      return null;
    }
  }
  return expressions;
}

function parseExpression(body: string): Expression | null {
  const operator = '+#./;?&=,!@|'.includes(body[0] ?? '') ? (body[0] ?? '') : '';
  const variables = body.slice(operator.length).split(',');
  if (variables.some((variable) => !VARIABLE.test(variable))) return null;
  return { operator, variables };
}

/** "orderId" → "order id"; "customer_email" → "customer email". */
function humanize(name: string): string {
  return name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
}
