/**
 * The working board: the request's board with every draft applied, through the very
 * `applySuggestion` the apply endpoint uses. Later clauses read it (so "it" and names of items
 * created earlier resolve), and a draft that would not apply is caught here, not by the user.
 */
import { applySuggestion } from '../apply-suggestion.js';
import type { Board, DraftSuggestion } from '../types.js';
import { dependencyOrder } from './order-by-dependencies.js';

/** Ids of items that exist only as suggestions; never leave the interpreter. */
export const PLANNED_ID_PREFIX = '~planned-';

export interface Projection {
  readonly board: Board;
  /** Placeholder id of each created item → index of the draft that creates it. */
  readonly plannedIds: ReadonlyMap<string, number>;
}

export type ProjectionResult =
  | { readonly ok: true; readonly projection: Projection }
  | { readonly ok: false; readonly index: number; readonly message: string };

/** The working board's clock never shows: a fixed instant keeps interpreting clock-free. */
const PROJECTION_NOW = new Date(0);
const PROJECTION_WEBHOOK_BASE = 'https://planned.invalid';

/**
 * Applies every draft to `board`, dependencies first.
 *
 * @example
 * const result = projectDrafts(board, drafts);
 * if (result.ok) result.projection.board.subAgents.map((s) => s.name); // includes the suggested ones
 */
export function projectDrafts(board: Board, drafts: readonly DraftSuggestion[]): ProjectionResult {
  let projection: Projection = { board, plannedIds: new Map() };
  // In dependency order: a merge can make an earlier create depend on a later one.
  for (const index of dependencyOrder(drafts)) {
    const result = extendProjection(projection, drafts[index] as DraftSuggestion, index);
    if (!result.ok) return result;
    projection = result.projection;
  }
  return { ok: true, projection };
}

/**
 * Applies one more draft, the one at `index`, to a projection. Appending a draft this way costs
 * one apply instead of re-applying them all.
 *
 * @example
 * const next = extendProjection(current, draft, drafts.length);
 */
export function extendProjection(
  projection: Projection,
  draft: DraftSuggestion,
  index: number,
): ProjectionResult {
  let counter = 0;
  const result = applySuggestion(projection.board, draft, {
    now: PROJECTION_NOW,
    newId: (prefix) => `${PLANNED_ID_PREFIX}${index}-${prefix}-${(counter += 1)}`,
    webhookBase: PROJECTION_WEBHOOK_BASE,
  });
  if (!result.ok) return { ok: false, index, message: result.message };
  const plannedIds = new Map(projection.plannedIds);
  if (draft.target.id === null && result.targetId !== null) plannedIds.set(result.targetId, index);
  return { ok: true, projection: { board: result.board, plannedIds } };
}
