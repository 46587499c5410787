import type { Db } from '../../db/create-db.js';
import { removeWhere } from '../../db/remove-where.js';
import type { BuilderLimits } from '../handler-context.js';

/** Prune a project at most once per this many new records, or this much time. */
const PRUNE_EVERY_RECORDS = 50;
const PRUNE_EVERY_MS = 60_000;

/**
 * The defaults: generous for one person's work on a board, and a ceiling a load test cannot lift
 * (docs/decisions/0021-bounded-memory.md).
 */
export const DEFAULT_BUILDER_LIMITS: BuilderLimits = {
  retentionSeconds: 3600,
  maxSessionsPerProject: 200,
  maxMessagesPerProject: 1000,
  maxSuggestionsPerProject: 2000,
};

function oldest<T>(records: T[], keep: number): T[] {
  return records.length > keep ? records.slice(0, records.length - keep) : [];
}

/**
 * The ids of the oldest records `mine` accepts beyond the newest `keep`, without copying the
 * records out: a count, then the first ones again. On a project at its cap this runs every
 * prune, over the whole history, and the copies were most of a prune's cost.
 */
function oldestIds<T extends { id: string }>(
  records: readonly T[],
  mine: (record: T) => boolean,
  keep: number,
): Set<string> {
  let count = 0;
  for (const record of records) if (mine(record)) count += 1;
  const ids = new Set<string>();
  for (let i = 0, over = count - keep; i < records.length && ids.size < over; i += 1) {
    const record = records[i] as T;
    if (mine(record)) ids.add(record.id);
  }
  return ids;
}

/**
 * Removes one project's old builder history: sessions expired for longer than the retention,
 * with their messages and suggestions, then the oldest sessions, messages and suggestions over
 * each cap. Returns how many records went.
 *
 * @example
 * pruneProjectHistory(db, 'prj_acme_support', new Date(), DEFAULT_BUILDER_LIMITS);
 */
export function pruneProjectHistory(
  db: Db,
  projectId: string,
  now: Date,
  limits: BuilderLimits,
  seeded: ReadonlySet<string> = new Set(),
): number {
  const retainedUntil = now.getTime() - limits.retentionSeconds * 1000;
  // Records come back in the order they were created, so the oldest are first (`all()` and a
  // filter rather than `findMany`, which builds a query per call). The seeded demo records
  // (docs/product/demo-data.md) are never pruned: examples and guides name them.
  const unseeded = <T extends { id: string }>(records: T[]) =>
    records.filter((record) => !seeded.has(record.id));
  const sessions = unseeded(db.sessions.all().filter((s) => s.projectId === projectId));
  const stale = sessions.filter((s) => Date.parse(s.expiresAt) <= retainedUntil);
  const kept = sessions.filter((s) => Date.parse(s.expiresAt) > retainedUntil);
  const goneSessions = new Set(
    [...stale, ...oldest(kept, limits.maxSessionsPerProject)].map((s) => s.id),
  );
  let removed = 0;
  if (goneSessions.size > 0) {
    removed += removeWhere(
      db.suggestions,
      (r) => r.projectId === projectId && goneSessions.has(r.sessionId),
    );
    removed += removeWhere(
      db.messages,
      (r) => r.projectId === projectId && goneSessions.has(r.sessionId),
    );
    removed += removeWhere(db.sessions, (s) => goneSessions.has(s.id));
  }
  const goneMessages = oldestIds(
    db.messages.all(),
    (m) => m.projectId === projectId && !seeded.has(m.id),
    limits.maxMessagesPerProject,
  );
  if (goneMessages.size > 0) {
    removed += removeWhere(
      db.suggestions,
      (s) => s.projectId === projectId && goneMessages.has(s.messageId),
    );
    removed += removeWhere(db.messages, (m) => goneMessages.has(m.id));
  }
  const goneSuggestions = oldestIds(
    db.suggestions.all(),
    (s) => s.projectId === projectId && !seeded.has(s.id),
    limits.maxSuggestionsPerProject,
  );
  if (goneSuggestions.size > 0) {
    removed += removeWhere(db.suggestions, (s) => goneSuggestions.has(s.id));
  }
  return removed;
}

/**
 * Decides when a project's history is pruned: every PRUNE_EVERY_RECORDS new records or
 * PRUNE_EVERY_MS of the mock's clock, so a create stays cheap and a cap is overshot by at most
 * PRUNE_EVERY_RECORDS records.
 *
 * @example
 * const history = createHistoryPruner(db, DEFAULT_BUILDER_LIMITS);
 * history.recordCreated(projectId, now, 1);
 */
export function createHistoryPruner(db: Db, limits: BuilderLimits) {
  // The store is seeded before the handlers are made: what is in it now is the demo data.
  const seeded = new Set(
    [...db.sessions.all(), ...db.messages.all(), ...db.suggestions.all()].map((r) => r.id),
  );
  const pending = new Map<string, { records: number; lastMs: number }>();
  return {
    recordCreated(projectId: string, now: Date, records: number): void {
      const state = pending.get(projectId) ?? { records: 0, lastMs: now.getTime() };
      state.records += records;
      pending.set(projectId, state);
      if (state.records < PRUNE_EVERY_RECORDS && now.getTime() - state.lastMs < PRUNE_EVERY_MS)
        return;
      pending.set(projectId, { records: 0, lastMs: now.getTime() });
      pruneProjectHistory(db, projectId, now, limits, seeded);
    },
  };
}
