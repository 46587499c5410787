/**
 * Entity report rows are sorted by name (docs/product/reports.md); the id breaks ties so the order
 * is total and the output deterministic.
 *
 * @example
 * sortByName([{ id: 'b', name: 'Zoe' }, { id: 'a', name: 'Adam' }]).map((e) => e.id); // ['a', 'b']
 */
export function sortByName<T extends { readonly id: string; readonly name: string }>(
  entities: readonly T[],
): T[] {
  return [...entities].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
