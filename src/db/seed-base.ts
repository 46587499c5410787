import type { Collection } from '@msw/data';
import { buildSeededDb, type SeedOptions } from './build-seeded-db.js';
import { clearDb, createDb, type Db, type ReportingStore } from './create-db.js';

/** The collections of the store, in the order they are filled. */
export const COLLECTIONS = [
  'organizations',
  'users',
  'memberships',
  'projects',
  'boards',
  'sessions',
  'messages',
  'suggestions',
] as const satisfies ReadonlyArray<keyof Db>;
export type CollectionName = (typeof COLLECTIONS)[number];

/**
 * The seeded world of one seed, `now` and size, built once per process and shared by every store
 * seeded with them: frozen records per collection, and the report data (built on an
 * organization's first report, then shared, read-only, by every mock and every reset).
 */
export interface SeedBase {
  readonly key: string;
  readonly records: { readonly [K in CollectionName]: readonly object[] };
  /** The scratch store's report data; `get` builds an organization's once and keeps it. */
  readonly reporting: ReportingStore;
  readonly organizationIds: readonly string[];
}

/** Records of the store at a moment, by reference: what `changedSince` compares against. */
export type Baseline = { readonly [K in CollectionName]: readonly object[] };

// A handful of seeds per process is what test suites use; the bound keeps a server whose admin
// API is asked for ever new seeds from growing without end (docs/decisions/0028-one-seeded-world-per-process.md).
const MAX_BASES = 8;
const bases = new Map<string, Promise<SeedBase>>();

function keyOf(options: SeedOptions): string {
  return JSON.stringify([
    options.seed,
    options.now.toISOString(),
    options.conversationsPerOrg ?? null,
    options.webhookBase ?? null,
  ]);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

async function buildBase(key: string, options: SeedOptions): Promise<SeedBase> {
  const scratch = createDb();
  await buildSeededDb(scratch, options);
  // structuredClone drops @msw/data's symbol keys: plain records, frozen so no store can change
  // what another store starts from.
  const records = Object.fromEntries(
    COLLECTIONS.map((name) => [name, deepFreeze(structuredClone(scratch[name].all()))]),
  ) as unknown as SeedBase['records'];
  return {
    key,
    records,
    reporting: scratch.reporting,
    organizationIds: scratch.organizations.all().map((organization) => organization.id),
  };
}

/**
 * The seeded world for these options, built on first use and then shared (least recently used
 * dropped past eight). Same seed, `now` and size → the same object.
 *
 * @example
 * const base = await seedBase({ seed: 1, now: new Date('2026-01-15T00:00:00Z') });
 * base.records.users.length; // 20
 */
export function seedBase(options: SeedOptions): Promise<SeedBase> {
  const key = keyOf(options);
  let base = bases.get(key);
  if (base) {
    // Most recently used last.
    bases.delete(key);
  } else {
    base = buildBase(key, options);
    // A failed build is not remembered: the next call tries again.
    base.catch(() => bases.delete(key));
  }
  bases.set(key, base);
  while (bases.size > MAX_BASES) bases.delete(bases.keys().next().value as string);
  return base;
}

function collection(db: Db, name: CollectionName): Collection<never> {
  return db[name] as unknown as Collection<never>;
}

async function fillCollection(db: Db, base: SeedBase, name: CollectionName): Promise<void> {
  const target = collection(db, name);
  for (const record of base.records[name]) await target.create(record as never);
}

/**
 * Copies a seeded world into an empty store: its records, and its report data by reference.
 *
 * @example
 * const db = createDb();
 * await fillDb(db, await seedBase({ seed: 1, now }));
 */
export async function fillDb(db: Db, base: SeedBase): Promise<void> {
  for (const name of COLLECTIONS) await fillCollection(db, base, name);
  for (const orgId of base.organizationIds) {
    db.reporting.set(
      orgId,
      () => base.reporting.get(orgId) as NonNullable<ReturnType<ReportingStore['get']>>,
    );
  }
}

/**
 * The store's records now, by reference. @msw/data replaces a record on every update and keeps
 * the array for creates and deletes, so comparing references finds every change made through
 * the collections.
 *
 * @example
 * const baseline = takeBaseline(db);
 * changedSince(db, baseline); // []
 */
export function takeBaseline(db: Db): Baseline {
  return Object.fromEntries(
    COLLECTIONS.map((name) => [name, db[name].all().slice()]),
  ) as unknown as Baseline;
}

/**
 * The collections whose records differ from the baseline.
 *
 * @example
 * await db.sessions.create(session);
 * changedSince(db, baseline); // ['sessions']
 */
export function changedSince(db: Db, baseline: Baseline): CollectionName[] {
  return COLLECTIONS.filter((name) => {
    const now: readonly object[] = db[name].all();
    const then = baseline[name];
    return now.length !== then.length || now.some((record, index) => record !== then[index]);
  });
}

/**
 * Puts a store back to a seeded world and returns the new baseline. Seeded from the same world
 * as `previous`, only the collections changed since are restored, by putting the baseline's own
 * records back (a reset costs what the test changed; the report data stays); from another world,
 * everything is refilled. Records must be changed through the collections (`update`, `delete`,
 * `create`), as @msw/data intends: a record changed in place by hand would survive a reset.
 *
 * @example
 * let state = { base, baseline: takeBaseline(db) };
 * state = { base, baseline: await restoreDb(db, base, state) };
 */
export async function restoreDb(
  db: Db,
  base: SeedBase,
  previous?: { base: SeedBase; baseline: Baseline },
): Promise<Baseline> {
  if (previous?.base === base) {
    for (const name of changedSince(db, previous.baseline)) {
      const live: object[] = db[name].all();
      if (live === db[name].all()) {
        // @msw/data hands out its own array of records (the exact references queries use) and
        // replaces, never changes, a record on update: putting the baseline's records back is
        // the whole restore, without validating and copying each one again.
        live.splice(0, live.length, ...previous.baseline[name]);
      } else {
        // A store that hands out copies: build the records again.
        db[name].clear();
        await fillCollection(db, base, name);
      }
    }
    return changedSince(db, previous.baseline).length === 0 ? previous.baseline : takeBaseline(db);
  } else {
    clearDb(db);
    await fillDb(db, base);
  }
  return takeBaseline(db);
}
