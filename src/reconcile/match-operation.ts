import type { ContractOperation } from '../contract/document/read-contract-operations.js';
import type { RecordedEntry } from './read-har.js';

/**
 * Find the operation a recorded exchange belongs to: by its `_standin` label when Standin
 * recorded it, else by method and path template, with any prefix before the template (the seed
 * lets the environment choose one, docs/product/prefixes.md). Of several templates that fit,
 * the one with the most literal characters wins (`/projects/{id}/board` over `/{x}/{y}/board`).
 *
 * @example
 * createOperationMatcher(operations)({ method: 'GET', path: '/api/v1/users/me', ... })?.operationId; // 'getCurrentUser'
 */
export function createOperationMatcher(
  operations: readonly ContractOperation[],
): (entry: Pick<RecordedEntry, 'method' | 'path' | 'label'>) => ContractOperation | undefined {
  const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
  const patterns = operations
    .map((operation) => ({
      operation,
      pattern: new RegExp(`^(?:/.*)?${templatePattern(operation.path)}/?$`),
      literal: operation.path.replace(/\{[^}]*\}/g, '').length,
    }))
    .sort((a, b) => b.literal - a.literal);
  return (entry) => {
    if (entry.label) {
      const labelled = byId.get(entry.label.operationId);
      return labelled?.method === entry.method ? labelled : undefined;
    }
    return patterns.find(
      ({ operation, pattern }) => operation.method === entry.method && pattern.test(entry.path),
    )?.operation;
  };
}

function templatePattern(template: string): string {
  return template
    .split(/(\{[^}]*\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
}
