/**
 * The reporting world of one organization: entities plus conversations, from a seed and a `now`.
 *
 * docs/product/demo-data.md: same seed and now give byte-identical data, and without `--now` the
 * caller passes the start of the server's day so "the last 7 days" always has data. Nothing here
 * reads the clock or Math.random. Faker is the English-only instance from
 * `@faker-js/faker/locale/en`: importing the package root loads every locale (about 150 ms of the
 * server's start-up). It is seeded right before each synchronous use, so no other caller can
 * interleave and the output depends only on the options.
 */
import { faker } from '@faker-js/faker/locale/en';
import { generateConversations } from './generate-conversations.js';
import { generateEntities, type FixedAgent } from './generate-entities.js';
import type { ReportingWorld } from './world-types.js';

export type { FixedAgent } from './generate-entities.js';

export interface GenerateReportingWorldOptions {
  /** e.g. `org_acme`. */
  readonly orgId: string;
  /** Short name used inside ids; defaults to `orgId` without its `org_` prefix. */
  readonly slug?: string;
  readonly seed: number;
  /** Every conversation is created in the 90 days before this instant. */
  readonly now: Date;
  /** Number of conversations; default 3000. */
  readonly conversations?: number;
  /** Agents to include first, as given (e.g. the organization's demo users). */
  readonly fixedAgents?: readonly FixedAgent[];
  /** Mail domain of generated agents; defaults to `<slug>.test`. */
  readonly domain?: string;
}

export const DEFAULT_CONVERSATIONS_PER_ORG = 3000;

/**
 * Generates an organization's reporting world, deterministically from `seed`, `orgId` and `now`.
 *
 * @example
 * const world = generateReportingWorld({
 *   orgId: 'org_acme',
 *   seed: 1,
 *   now: new Date('2026-01-15T00:00:00Z'),
 *   fixedAgents: [{ id: 'usr_acme_agent', name: 'Alex Agent', email: 'agent@acme.test' }],
 * });
 * world.conversations.length; // 3000
 * world.agents[0]?.id; // 'usr_acme_agent'
 */
export function generateReportingWorld(options: GenerateReportingWorldOptions): ReportingWorld {
  const now = options.now.getTime();
  if (!Number.isFinite(now)) {
    throw new RangeError('generateReportingWorld needs a valid `now` date (got an Invalid Date)');
  }
  const count = options.conversations ?? DEFAULT_CONVERSATIONS_PER_ORG;
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`conversations must be a whole number >= 0 (got ${count})`);
  }
  const slug = options.slug ?? options.orgId.replace(/^org_/, '');
  // Mixing the org into the seed keeps two organizations with one --seed from looking alike.
  // `now` stays out of it on purpose: agent names must not change from one day to the next.
  faker.seed([options.seed, hashString(options.orgId)]);
  const entities = generateEntities(faker, {
    slug,
    domain: options.domain ?? `${slug}.test`,
    fixedAgents: options.fixedAgents ?? [],
  });
  const conversations = generateConversations(entities, {
    slug,
    seed: faker.number.int({ min: 0, max: 0xffffffff }),
    now,
    count,
  });
  return { orgId: options.orgId, slug, now, ...entities, conversations };
}

/** FNV-1a: a stable 32-bit number for a string. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
