import type { ContractOperation } from '../document/read-contract-operations.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether sending this operation may change the backend's state. An anonymous POST such as
 * `login` exchanges credentials and changes nothing a user owns, so only protected unsafe
 * methods count: those are what `--read-only` and a missing `--project-id` must never send.
 *
 * @example
 * isMutating(createBuilderSession); // true
 * isMutating(login); // false
 */
export function isMutating(operation: ContractOperation): boolean {
  return !SAFE_METHODS.has(operation.method) && operation.secured;
}
