import { createDb, type Db } from '../db/create-db.js';
import type { SeedOptions } from '../db/seed-db.js';
import { restoreDb, seedBase, type Baseline, type SeedBase } from '../db/seed-base.js';

/** A store kept at a seeded world: `restore` puts it back, at the cost of what changed. */
export interface SeededStore {
  db: Db;
  /** Back to the world of these options (another seed or `now` swaps the world). */
  restore(options: SeedOptions): Promise<void>;
}

/**
 * A fresh store filled from the process's shared seeded world (src/db/seed-base.ts). Each store
 * has its own records; the world they are copied from, and the report data, are shared and
 * never changed.
 *
 * @example
 * const store = await createSeededStore({ seed: 1, now: new Date('2026-01-15T00:00:00Z') });
 * await store.restore({ seed: 1, now: new Date('2026-01-15T00:00:00Z') }); // only what changed
 */
export async function createSeededStore(options: SeedOptions): Promise<SeededStore> {
  const db = createDb();
  let seeded: { base: SeedBase; baseline: Baseline } | undefined;
  const restore = async (next: SeedOptions) => {
    const base = await seedBase(next);
    seeded = { base, baseline: await restoreDb(db, base, seeded) };
  };
  await restore(options);
  return { db, restore };
}
