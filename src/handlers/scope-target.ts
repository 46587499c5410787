import type { IncomingCall } from '../spec/reply.js';
import type { HandlerContext } from './handler-context.js';
import type { OperationTable } from './operation-call.js';

/**
 * The request header that names a scope: its own copy of the seeded data on a shared mock
 * (docs/product/mock-controls.md, docs/decisions/0029-scopes-by-request-header.md).
 */
export const SCOPE_HEADER = 'standin-scope';

/** The state one request works on: the handlers' context and operations of its scope. */
export interface OperationTarget {
  context: HandlerContext;
  table: OperationTable;
}

/**
 * Finds the target of a request from its `Standin-Scope` header: `undefined` without one (the
 * mock's own state), else a promise of the scope's (created on its first request).
 */
export type TargetOf<T extends OperationTarget = OperationTarget> = (
  incoming: IncomingCall,
) => Promise<T | undefined> | undefined;

/**
 * The scope a request names; `undefined` without the header or with an empty one. Any other
 * value is a name (an opaque key: HTTP already bounds a header's length), so no request fails
 * for its scope name.
 *
 * @example
 * scopeNameOf(incoming); // 'worker-3'
 */
export function scopeNameOf(incoming: Pick<IncomingCall, 'header'>): string | undefined {
  const name = incoming.header(SCOPE_HEADER)?.trim();
  return name ? name : undefined;
}
