import {
  HTTP_METHODS,
  resolveDeep,
  resolveRef,
  type HttpMethod,
  type MediaTypeObject,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type ResponseObject,
  type Source,
} from './openapi-document.js';

/** One operation of openapi.yaml with its references resolved, ready for routing and validation. */
export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The path template as written in openapi.yaml, e.g. `/projects/{id}/board`. */
  path: string;
  tag: string;
  parameters: ParameterObject[];
  requestBody: { required: boolean; content: Record<string, MediaTypeObject> } | undefined;
  responses: Record<string, ResponseObject>;
  secured: boolean;
  mockOnly: boolean;
  source: Source;
}

/**
 * Every operation of the document, in document order.
 *
 * @example
 * listOperations(getOpenApiDocument()).map((op) => op.operationId); // ['login', 'getProfile', ...]
 */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op: OperationObject | undefined = item[method];
      if (!op) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
        resolveRef<ParameterObject>(doc, p),
      );
      const body = op.requestBody ? resolveRef(doc, op.requestBody) : undefined;
      operations.push({
        operationId: op.operationId,
        method,
        path,
        tag: op.tags?.[0] ?? 'default',
        parameters,
        requestBody: body ? { required: body.required ?? false, content: body.content } : undefined,
        responses: Object.fromEntries(
          Object.entries(op.responses).map(([status, response]) => [
            status,
            resolveRef<ResponseObject>(doc, response),
          ]),
        ),
        secured: (op.security ?? [{ bearerAuth: [] }]).length > 0,
        mockOnly: op['x-standin-mock-only'] === true,
        source: op['x-standin-source'] ?? 'assumed',
      });
    }
  }
  return operations;
}

/**
 * The documented example for a response, resolving shared example values.
 * Returns `undefined` when the response has no JSON example.
 *
 * @example
 * exampleFor(doc, operation, '401'); // { statusCode: 401, code: 'TOKEN_EXPIRED', ... }
 */
export function exampleFor(
  doc: OpenApiDocument,
  operation: Operation,
  status: string,
): { contentType: string; value: unknown } | undefined {
  const content = operation.responses[status]?.content;
  if (!content) return undefined;
  for (const [contentType, media] of Object.entries(content)) {
    if (media.example !== undefined) return { contentType, value: resolveDeep(doc, media.example) };
    const first = Object.values(media.examples ?? {})[0];
    if (first) {
      const example = resolveRef(doc, first);
      return { contentType, value: resolveDeep(doc, example.value) };
    }
  }
  return undefined;
}

export interface OperationMatch {
  operation: Operation;
  pathParams: Record<string, string>;
}

/** Finds the operation for a method and a path without prefix, in a table compiled once. */
export type OperationMatcher = (method: string, path: string) => OperationMatch | undefined;

/**
 * Compiles a matcher over the operations: literal segments first, so `/projects/{id}/board`
 * never shadows a more specific path.
 *
 * @example
 * const match = createOperationMatcher(listOperations(doc));
 * match('GET', '/projects/prj_acme_support/board')?.pathParams; // { id: 'prj_acme_support' }
 */
export function createOperationMatcher(operations: Operation[]): OperationMatcher {
  const byMethod = new Map<string, Array<{ operation: Operation; segments: string[] }>>();
  for (const operation of operations) {
    const list = byMethod.get(operation.method.toUpperCase()) ?? [];
    list.push({ operation, segments: operation.path.split('/').slice(1) });
    byMethod.set(operation.method.toUpperCase(), list);
  }
  for (const list of byMethod.values()) {
    // More literal segments first.
    list.sort(
      (a, b) =>
        b.segments.filter((s) => !s.startsWith('{')).length -
        a.segments.filter((s) => !s.startsWith('{')).length,
    );
  }
  return (method, path) => {
    const candidates = byMethod.get(method.toUpperCase());
    if (!candidates) return undefined;
    const parts = path.split('/').slice(1);
    for (const { operation, segments } of candidates) {
      if (segments.length !== parts.length) continue;
      const pathParams: Record<string, string> = {};
      let matched = true;
      for (let i = 0; i < segments.length; i += 1) {
        const segment = segments[i] as string;
        const part = parts[i] as string;
        if (segment.startsWith('{')) {
          if (part === '') {
            matched = false;
            break;
          }
          pathParams[segment.slice(1, -1)] = safeDecode(part);
        } else if (segment !== part) {
          matched = false;
          break;
        }
      }
      if (matched) return { operation, pathParams };
    }
    return undefined;
  };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
