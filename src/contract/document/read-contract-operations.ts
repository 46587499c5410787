import type { FactSource } from '../contract-types.js';
import { isJsonObject, type JsonObject, type JsonSchema } from './json-values.js';

/** One documented parameter. */
export interface ContractParameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
  /** The parameter's `example`, else its schema's `default`: a value a valid request may send. */
  example?: unknown;
  /**
   * Whether a value outside the schema is refused with a 4xx (`x-standin-rejects-invalid`, true
   * unless the document says false): false for a parameter the backend ignores when invalid.
   */
  rejectsInvalid: boolean;
  /**
   * `x-standin-max-span-days` (on `endDate`): a range of more days than this, both ends
   * included, is refused with a 4xx. Absent: no span is held against the backend.
   */
  maxSpanDays?: number;
}

/** One media type of a request or response body. */
export interface ContractMediaType {
  schema?: JsonSchema;
  example?: unknown;
}

/** One documented response, keyed by its status (`200`, `4XX` or `default`). */
export interface ContractResponse {
  status: string;
  source: FactSource;
  /** The seed's sentence behind a seed response (`x-standin-seed`), e.g. the 401 rule. */
  seedQuote?: string;
  content: Record<string, ContractMediaType>;
  headers: Record<string, ContractHeader>;
}

/** A documented response header. */
export interface ContractHeader {
  required: boolean;
  schema?: JsonSchema;
  /**
   * `x-standin-when-token-sent`: a schema the value must also match when the request carried a
   * token (RFC 6750's `error="invalid_token"` on a 401), read by `www_authenticate_header`.
   */
  whenTokenSent?: JsonSchema;
}

/** An operation of openapi.yaml as the checks need it. */
export interface ContractOperation {
  operationId: string;
  /** Upper case: `GET`, `POST`, ... */
  method: string;
  /** The path template without prefix, e.g. `/projects/{id}/board`. */
  path: string;
  source: FactSource;
  /** The seed's sentence that names the operation (`x-standin-seed`), for seed operations. */
  seedQuote?: string;
  /** Whether a bearer token is required (operation `security`, else the document's). */
  secured: boolean;
  parameters: ContractParameter[];
  requestBody?: {
    required: boolean;
    content: Record<string, ContractMediaType>;
    /** `x-standin-rejects-invalid` (true unless false): an invalid body is answered with a 4xx. */
    rejectsInvalid: boolean;
  };
  responses: ContractResponse[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * List the operations of a dereferenced document that belong to the contract: every operation
 * except those marked `x-standin-mock-only` (on the operation, its path or one of its tags).
 *
 * @example
 * const operations = readContractOperations(await loadContractDocument());
 * operations.find((operation) => operation.operationId === 'login')?.secured; // false
 */
export function readContractOperations(document: JsonObject): ContractOperation[] {
  const mockOnlyTags = readMockOnlyTags(document);
  const documentSecured = isSecured(document.security, false);
  const operations: ContractOperation[] = [];
  for (const [path, pathItem] of Object.entries(asObject(document.paths))) {
    if (!isJsonObject(pathItem) || pathItem['x-standin-mock-only'] === true) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isJsonObject(operation) || isMockOnly(operation, mockOnlyTags)) continue;
      const source = readSource(operation, 'assumed');
      operations.push({
        operationId:
          typeof operation.operationId === 'string'
            ? operation.operationId
            : `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        source,
        ...seedQuoteOf(operation),
        secured: isSecured(operation.security, documentSecured),
        parameters: readParameters(pathItem.parameters, operation.parameters),
        ...readRequestBody(operation.requestBody),
        responses: Object.entries(asObject(operation.responses)).map(([status, response]) =>
          readResponse(status, asObject(response), source),
        ),
      });
    }
  }
  return operations;
}

/**
 * The documented response for a status: exact code first, then its range (`4XX`), then `default`.
 *
 * @example
 * findResponse(operation, 401)?.status; // '401'
 */
export function findResponse(
  operation: ContractOperation,
  status: number,
): ContractResponse | undefined {
  const exact = String(status);
  const range = `${exact[0] ?? ''}XX`;
  return (
    operation.responses.find((response) => response.status === exact) ??
    operation.responses.find((response) => response.status.toUpperCase() === range) ??
    operation.responses.find((response) => response.status === 'default')
  );
}

/**
 * The documented response a body is judged by: the one for its status, or — for a 2xx that is not
 * documented (201 where 200 is) — the operation's documented success. Which 2xx a backend answers
 * is an assumption; what its success body carries (login's `accessToken` and `user`) may be a
 * seed fact, and must not go unjudged because the status differs.
 *
 * @example
 * judgedResponse(login, 201)?.status; // '200'
 */
export function judgedResponse(
  operation: ContractOperation,
  status: number,
): ContractResponse | undefined {
  const documented = findResponse(operation, status);
  if (documented || status < 200 || status >= 300) return documented;
  return operation.responses.find((response) => /^2(\d\d|XX)$/i.test(response.status));
}

/**
 * The documented 4xx statuses of an operation (ranges count as documented for any 4xx).
 *
 * @example
 * isDocumentedClientError(login, 400); // true
 */
export function isDocumentedClientError(operation: ContractOperation, status: number): boolean {
  return status >= 400 && status < 500 && findResponse(operation, status) !== undefined;
}

function readResponse(
  status: string,
  response: JsonObject,
  operationSource: FactSource,
): ContractResponse {
  // The seed states successes and 401s (docs/product/seed-facts-and-assumptions.md); every other
  // status is a product decision unless the response itself says otherwise.
  const seedStatus = status.startsWith('2') || status === '401';
  const declared = readSource(response, seedStatus ? operationSource : 'assumed');
  const headers: ContractResponse['headers'] = {};
  for (const [name, header] of Object.entries(asObject(response.headers))) {
    const value = asObject(header);
    headers[name.toLowerCase()] = {
      required: value.required === true,
      ...(value.schema !== undefined ? { schema: value.schema as JsonSchema } : {}),
      ...(value['x-standin-when-token-sent'] !== undefined
        ? { whenTokenSent: value['x-standin-when-token-sent'] as JsonSchema }
        : {}),
    };
  }
  return {
    status,
    source: operationSource === 'seed' && declared === 'seed' ? 'seed' : 'assumed',
    ...seedQuoteOf(response),
    content: readContent(response.content),
    headers,
  };
}

function readRequestBody(requestBody: unknown): Pick<ContractOperation, 'requestBody'> {
  if (!isJsonObject(requestBody)) return {};
  return {
    requestBody: {
      required: requestBody.required === true,
      content: readContent(requestBody.content),
      rejectsInvalid: requestBody['x-standin-rejects-invalid'] !== false,
    },
  };
}

function readContent(content: unknown): Record<string, ContractMediaType> {
  const result: Record<string, ContractMediaType> = {};
  for (const [mediaType, value] of Object.entries(asObject(content))) {
    const media = asObject(value);
    const example = media.example !== undefined ? media.example : firstExampleValue(media.examples);
    result[mediaType.toLowerCase()] = {
      ...(media.schema !== undefined ? { schema: media.schema as JsonSchema } : {}),
      ...(example !== undefined ? { example } : {}),
    };
  }
  return result;
}

function firstExampleValue(examples: unknown): unknown {
  const first = Object.values(asObject(examples))[0];
  return isJsonObject(first) ? first.value : undefined;
}

function readParameters(pathLevel: unknown, operationLevel: unknown): ContractParameter[] {
  const byKey = new Map<string, ContractParameter>();
  // Operation parameters override path-level ones with the same name and location (OAS 3.1 §4.8.10).
  for (const list of [pathLevel, operationLevel]) {
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (!isJsonObject(item) || typeof item.name !== 'string' || typeof item.in !== 'string')
        continue;
      const schema = (item.schema as JsonSchema | undefined) ?? true;
      const example =
        item.example !== undefined
          ? item.example
          : isJsonObject(schema)
            ? schema.default
            : undefined;
      byKey.set(`${item.in}:${item.name}`, {
        name: item.name,
        in: item.in,
        required: item.required === true || item.in === 'path',
        schema,
        ...(example !== undefined ? { example } : {}),
        rejectsInvalid: item['x-standin-rejects-invalid'] !== false,
        ...(typeof item['x-standin-max-span-days'] === 'number'
          ? { maxSpanDays: item['x-standin-max-span-days'] }
          : {}),
      });
    }
  }
  return [...byKey.values()];
}

function readMockOnlyTags(document: JsonObject): Set<string> {
  const tags = Array.isArray(document.tags) ? document.tags : [];
  return new Set(
    tags
      .filter(isJsonObject)
      .flatMap((tag) =>
        tag['x-standin-mock-only'] === true && typeof tag.name === 'string' ? [tag.name] : [],
      ),
  );
}

function isMockOnly(operation: JsonObject, mockOnlyTags: Set<string>): boolean {
  if (operation['x-standin-mock-only'] === true) return true;
  const tags = Array.isArray(operation.tags) ? operation.tags : [];
  return tags.some((tag) => typeof tag === 'string' && mockOnlyTags.has(tag));
}

/** `security: []` or a requirement `{}` means anonymous access is allowed (OAS 3.1 §4.8.30). */
function isSecured(security: unknown, inherited: boolean): boolean {
  if (!Array.isArray(security)) return inherited;
  return (
    security.length > 0 &&
    security.every(
      (requirement) => isJsonObject(requirement) && Object.keys(requirement).length > 0,
    )
  );
}

function seedQuoteOf(node: JsonObject): { seedQuote?: string } {
  const quote = node['x-standin-seed'];
  return typeof quote === 'string' ? { seedQuote: quote } : {};
}

function readSource(node: JsonObject, fallback: FactSource): FactSource {
  const source = node['x-standin-source'];
  return source === 'seed' || source === 'assumed' ? source : fallback;
}

function asObject(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}
