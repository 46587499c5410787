import { Collection } from '@msw/data';
import type { ReportingWorld } from '../domain/reports/world-types.js';
import type { ConversationIndex } from '../domain/reports/conversation-index.js';
import { PlainCollection } from './plain-collection.js';
import {
  boardSchema,
  membershipSchema,
  messageSchema,
  organizationSchema,
  projectSchema,
  sessionSchema,
  suggestionSchema,
  userSchema,
} from './schemas.js';

/** An organization's report data: the seeded world and the index every report reads. */
export interface ReportingData {
  world: ReportingWorld;
  index: ConversationIndex;
}

/**
 * Report data per organization, built on first use: generating thousands of conversations and
 * their index is most of what seeding costs, and a server that never serves a report (or serves
 * one organization's) need not pay it at start-up. Built data is kept until `clear()`.
 */
export class ReportingStore {
  readonly #factories = new Map<string, () => ReportingData>();
  readonly #built = new Map<string, ReportingData>();

  /** Registers how to build an organization's data (deterministic: same factory, same data). */
  set(orgId: string, factory: () => ReportingData): void {
    this.#factories.set(orgId, factory);
    this.#built.delete(orgId);
  }

  get(orgId: string): ReportingData | undefined {
    let data = this.#built.get(orgId);
    if (!data) {
      const factory = this.#factories.get(orgId);
      if (!factory) return undefined;
      data = factory();
      this.#built.set(orgId, data);
    }
    return data;
  }

  clear(): void {
    this.#factories.clear();
    this.#built.clear();
  }
}

/**
 * The in-memory store: @msw/data collections for records the API reads and writes, plain
 * collections with the same API for the builder history
 * (docs/decisions/0033-builder-history-in-plain-collections.md), and the reporting worlds, which
 * are read-only, large and kept in a time index instead
 * (docs/decisions/0005-reporting-data-outside-collections.md).
 */
export interface Db {
  organizations: Collection<typeof organizationSchema>;
  users: Collection<typeof userSchema>;
  memberships: Collection<typeof membershipSchema>;
  projects: Collection<typeof projectSchema>;
  boards: Collection<typeof boardSchema>;
  /** Builder history, written on every message: plain collections with @msw/data's API. */
  sessions: PlainCollection<typeof sessionSchema>;
  messages: PlainCollection<typeof messageSchema>;
  suggestions: PlainCollection<typeof suggestionSchema>;
  reporting: ReportingStore;
}

/**
 * A fresh, empty store; never a module-level singleton, so tests never share state.
 *
 * @example
 * const db = createDb();
 * await seedDb(db, { seed: 1, now: new Date('2026-01-15T00:00:00Z') });
 */
export function createDb(): Db {
  return {
    organizations: new Collection({ schema: organizationSchema }),
    users: new Collection({ schema: userSchema }),
    memberships: new Collection({ schema: membershipSchema }),
    projects: new Collection({ schema: projectSchema }),
    boards: new Collection({ schema: boardSchema }),
    sessions: new PlainCollection({ schema: sessionSchema }),
    messages: new PlainCollection({ schema: messageSchema }),
    suggestions: new PlainCollection({ schema: suggestionSchema }),
    reporting: new ReportingStore(),
  };
}

/** Empties every collection (used before reseeding or importing a snapshot). */
export function clearDb(db: Db): void {
  db.organizations.clear();
  db.users.clear();
  db.memberships.clear();
  db.projects.clear();
  db.boards.clear();
  db.sessions.clear();
  db.messages.clear();
  db.suggestions.clear();
  db.reporting.clear();
}
