/**
 * Orders drafts so every suggestion comes after the ones it depends on, keeping the user's order
 * otherwise. Needed because a merge can make an earlier create depend on a later one
 * ("create a router, add a sub-agent Billing, route refunds to Billing").
 */
import type { DraftSuggestion } from '../types.js';

/**
 * @example
 * orderByDependencies([routerNeedingBilling, createBilling]);
 * // [createBilling, routerNeedingBilling with dependsOn [0]]
 */
export function orderByDependencies(drafts: readonly DraftSuggestion[]): DraftSuggestion[] {
  const order = dependencyOrder(drafts);
  const position = new Map(order.map((original, at) => [original, at]));
  return order.map((original) => {
    const draft = drafts[original] as DraftSuggestion;
    return {
      ...draft,
      dependsOn: draft.dependsOn
        .map((dep) => position.get(dep))
        .filter((dep): dep is number => dep !== undefined)
        .sort((a, b) => a - b),
    };
  });
}

/**
 * The indexes of `drafts` in an order where dependencies come first: a stable topological sort.
 *
 * @example
 * dependencyOrder([{ dependsOn: [1] }, { dependsOn: [] }]); // [1, 0]
 */
export function dependencyOrder(
  drafts: ReadonlyArray<Pick<DraftSuggestion, 'dependsOn'>>,
): number[] {
  const order: number[] = [];
  const placed = new Set<number>();
  // Each pass places the first draft whose dependencies are placed; drafts are few (≤ 20).
  while (order.length < drafts.length) {
    const next = drafts.findIndex(
      (draft, index) =>
        !placed.has(index) && draft.dependsOn.every((dep) => placed.has(dep) || dep === index),
    );
    // A cycle cannot come out of the interpreter; if one did, keep the rest in the user's order.
    const index = next >= 0 ? next : drafts.findIndex((_, candidate) => !placed.has(candidate));
    order.push(index);
    placed.add(index);
  }
  return order;
}
