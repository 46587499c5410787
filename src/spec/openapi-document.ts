import { openapiDocument } from '../generated/openapi-document.js';

/** The parts of an OpenAPI 3.1 document Standin reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, SchemaObject>;
    parameters?: Record<string, ParameterObject>;
    responses?: Record<string, ResponseObject>;
    examples?: Record<string, ExampleObject>;
    headers?: Record<string, unknown>;
  };
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'options' | 'head';
export const HTTP_METHODS: readonly HttpMethod[] = [
  'get',
  'put',
  'post',
  'delete',
  'patch',
  'options',
  'head',
];

export type Ref = { $ref: string };
export type SchemaObject = Record<string, unknown>;

export interface ParameterObject {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema: SchemaObject;
  'x-standin-source'?: Source;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: unknown;
  examples?: Record<string, ExampleObject | Ref>;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaTypeObject>;
  'x-standin-source'?: Source;
}

export interface ExampleObject {
  summary?: string;
  value: unknown;
}

export interface OperationObject {
  operationId: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<ParameterObject | Ref>;
  requestBody?: { required?: boolean; content: Record<string, MediaTypeObject> } | Ref;
  responses: Record<string, ResponseObject | Ref>;
  'x-standin-source'?: Source;
  'x-standin-mock-only'?: boolean;
}

export type PathItem = Partial<Record<HttpMethod, OperationObject>> & {
  parameters?: Array<ParameterObject | Ref>;
};

/** Where a fact comes from: stated by the service interface document, or a product decision. */
export type Source = 'seed' | 'assumed';

/**
 * The parsed openapi.yaml, generated into src/generated so that neither a YAML parser nor a file
 * system is needed at run time (the handlers also run in the browser).
 *
 * @example
 * const doc = getOpenApiDocument();
 * doc.paths['/auth/login']?.post?.operationId; // 'login'
 */
export function getOpenApiDocument(): OpenApiDocument {
  return openapiDocument as OpenApiDocument;
}

function isRef(value: unknown): value is Ref {
  return typeof value === 'object' && value !== null && typeof (value as Ref).$ref === 'string';
}

/**
 * Follows a local `$ref` (`#/components/...`) through the document, repeatedly.
 *
 * @example
 * resolveRef(doc, { $ref: '#/components/parameters/StartDate' }).name; // 'startDate'
 */
export function resolveRef<T>(doc: OpenApiDocument, value: T | Ref): T {
  let current: unknown = value;
  for (let hops = 0; isRef(current); hops += 1) {
    if (hops > 32) throw new Error(`Failed to resolve ${current.$ref}: the $ref chain loops.`);
    const ref = current.$ref;
    if (!ref.startsWith('#/')) {
      throw new Error(`Failed to resolve ${ref}: only local references (#/...) are supported.`);
    }
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, key) =>
          node === null || typeof node !== 'object'
            ? undefined
            : (node as Record<string, unknown>)[key],
        doc,
      );
    if (current === undefined)
      throw new Error(`Failed to resolve ${ref}: nothing at that pointer.`);
  }
  return current as T;
}

/**
 * Resolves every `$ref` inside a value (used for examples, which may embed shared example values).
 *
 * @example
 * resolveDeep(doc, { board: { $ref: '#/components/examples/Board/value' } });
 */
export function resolveDeep(doc: OpenApiDocument, value: unknown): unknown {
  const resolved = resolveRef(doc, value);
  if (Array.isArray(resolved)) return resolved.map((item) => resolveDeep(doc, item));
  if (resolved !== null && typeof resolved === 'object') {
    return Object.fromEntries(
      Object.entries(resolved).map(([key, item]) => [key, resolveDeep(doc, item)]),
    );
  }
  return resolved;
}
