/**
 * Results of applying one skill. Errors are values with a stable code (failures as data); the
 * handler maps TARGET_NOT_FOUND to 404 and CONFLICT to 409.
 */
import type { Board } from '../types.js';

export type ApplyErrorCode = 'TARGET_NOT_FOUND' | 'CONFLICT';

export type ApplyResult =
  | { readonly ok: true; readonly board: Board; readonly targetId: string | null }
  | { readonly ok: false; readonly code: ApplyErrorCode; readonly message: string };

export type ApplyFailure = Extract<ApplyResult, { ok: false }>;

/** Id prefixes of the board items applying can create. */
export type IdPrefix = 'rtr' | 'rul' | 'sag' | 'tol' | 'lin';

/** What applying needs from outside: passed in, so applying stays pure (nothing reached for). */
export interface ApplyContext {
  readonly now: Date;
  readonly newId: (prefix: IdPrefix) => string;
  /** Base of LINE webhook URLs, e.g. `https://hooks.standin.test` (no trailing slash needed). */
  readonly webhookBase: string;
}

/**
 * A successful result.
 *
 * @example
 * applied(nextBoard, 'sag_billing'); // { ok: true, board: nextBoard, targetId: 'sag_billing' }
 */
export function applied(board: Board, targetId: string | null): ApplyResult {
  return { ok: true, board, targetId };
}

/**
 * A TARGET_NOT_FOUND failure.
 *
 * @example
 * targetNotFound('Router "rtr_x" is not on the board…');
 */
export function targetNotFound(message: string): ApplyFailure {
  return { ok: false, code: 'TARGET_NOT_FOUND', message };
}

/**
 * A CONFLICT failure.
 *
 * @example
 * conflict('A tool called "Order lookup" already exists…');
 */
export function conflict(message: string): ApplyFailure {
  return { ok: false, code: 'CONFLICT', message };
}

/**
 * Names are unique per kind, compared case-insensitively, so "billing" and "Billing" clash.
 *
 * @example
 * sameName(' billing', 'Billing'); // true
 */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The item of `items` (other than `exceptId`) that already uses `name`, if any.
 *
 * @example
 * findNameClash(board.subAgents, 'orders'); // the Orders sub-agent
 * findNameClash(board.subAgents, 'orders', 'sag_orders'); // undefined: renaming itself
 */
export function findNameClash<T extends { readonly id: string; readonly name: string }>(
  items: readonly T[],
  name: string,
  exceptId: string | null = null,
): T | undefined {
  return items.find((item) => item.id !== exceptId && sameName(item.name, name));
}

/**
 * Keeps the first occurrence of each value, in order.
 *
 * @example
 * unique(['a', 'b', 'a']); // ['a', 'b']
 */
export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
