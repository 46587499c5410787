import type { Db } from './create-db.js';
import type { SeedOptions } from './build-seeded-db.js';
import { fillDb, seedBase } from './seed-base.js';

export type { SeedOptions } from './build-seeded-db.js';

/**
 * Fills an empty store from fixtures/*.json plus seeded faker data: organizations, the demo users
 * of docs/product/demo-data.md with memberships, generated agents, projects with boards, each
 * organization's reporting world, and the builder demo of fixtures/builder.json (an active session
 * with two pending suggestions on `prj_acme_support`, so the ids in openapi.yaml's examples exist).
 *
 * The world of a seed, `now` and size is built once per process and copied into every store
 * seeded with them (`seedBase`); the report data is shared, read-only. Stores never share records.
 *
 * @example
 * const db = createDb();
 * await seedDb(db, { seed: 1, now: new Date('2026-01-15T00:00:00Z') });
 * db.users.findFirst((q) => q.where({ email: 'owner@acme.test' }))?.id; // 'usr_acme_owner'
 */
export async function seedDb(db: Db, options: SeedOptions): Promise<void> {
  await fillDb(db, await seedBase(options));
}
