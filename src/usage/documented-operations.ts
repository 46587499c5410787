import type { DocumentedOperation } from './analyse-usage.js';

/**
 * Every operation of an OpenAPI document (parsed, `$ref`s resolved or not): its operationId,
 * method and path template, for naming the calls `analyseUsage` finds.
 *
 * @example
 * documentedOperations(parse(readFileSync('openapi.yaml', 'utf8')))[0];
 * // { operationId: 'login', method: 'post', path: '/auth/login' }
 */
export function documentedOperations(document: unknown): DocumentedOperation[] {
  const paths = isObject(document) && isObject(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    isObject(item)
      ? Object.entries(item).flatMap(([method, operation]) =>
          isObject(operation) && typeof operation.operationId === 'string'
            ? [{ operationId: operation.operationId, method: method.toLowerCase(), path }]
            : [],
        )
      : [],
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
