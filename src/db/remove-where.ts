import type { Query } from '@msw/data';

/** What `removeWhere` needs of a collection: its records, and deleting by a query. */
export interface RemovableCollection<T> {
  all(): T[];
  deleteMany(predicate: (query: Query<T>) => Query<T>): T[];
}

/**
 * Removes every record the predicate accepts, in one pass; returns how many went. @msw/data's
 * `deleteMany` looks each deleted record up again in the whole collection (a pass per record),
 * which made pruning a long builder history the largest cost of a message after the
 * interpreter. Its `all()` is the array queries read (src/db/seed-base.ts relies on the same), so
 * compacting that array in place is the whole delete; no hooks listen on these collections.
 * Anywhere `all()` is not the live array, `deleteMany` does it.
 *
 * @example
 * removeWhere(db.messages, (message) => gone.has(message.id)); // 25
 */
export function removeWhere<T>(
  collection: RemovableCollection<T>,
  predicate: (record: T) => boolean,
): number {
  const live = collection.all();
  if (live !== collection.all()) {
    return collection.deleteMany((query) => query.where(predicate)).length;
  }
  let kept = 0;
  for (const record of live) {
    if (!predicate(record)) live[kept++] = record;
  }
  const removed = live.length - kept;
  live.length = kept;
  return removed;
}
