import builder from '../../fixtures/builder.json' with { type: 'json' };
import organizations from '../../fixtures/organizations.json' with { type: 'json' };
import projects from '../../fixtures/projects.json' with { type: 'json' };
import users from '../../fixtures/users.json' with { type: 'json' };
import { hashPassword } from '../domain/auth/password.js';
import { seedBoard } from '../domain/builder/seed-board.js';
import { createConversationIndex } from '../domain/reports/conversation-index.js';
import { generateReportingWorld } from '../domain/reports/generate-world.js';
import type { Db } from './create-db.js';
import type { OrganizationRecord, SuggestionRecord, UserRecord } from './schemas.js';

export interface SeedOptions {
  /** Same seed and `now` → identical data. */
  seed: number;
  /** Conversations span the 90 days before it; the caller passes the start day when unset. */
  now: Date;
  /** Conversations per organization (default 3000). */
  conversationsPerOrg?: number;
  /** Base of the LINE webhook URLs on seeded boards (the mock's `webhookBase`). */
  webhookBase?: string;
}

/**
 * Builds the seeded world from scratch into an empty store: fixtures/*.json plus seeded faker data: organizations, the demo users
 * of docs/product/demo-data.md with memberships, generated agents, projects with boards, each
 * organization's reporting world, and the builder demo of fixtures/builder.json (an active session
 * with two pending suggestions on `prj_acme_support`, so the ids in openapi.yaml's examples exist).
 *
 * `seedDb` calls it once per seed, `now` and size in a process (`seedBase`) and copies the result.
 *
 * @example
 * const db = createDb();
 * await buildSeededDb(db, { seed: 1, now: new Date('2026-01-15T00:00:00Z') });
 * db.users.findFirst((q) => q.where({ email: 'owner@acme.test' }))?.id; // 'usr_acme_owner'
 */
export async function buildSeededDb(db: Db, options: SeedOptions): Promise<void> {
  const { seed, now } = options;
  for (const organization of organizations as OrganizationRecord[]) {
    await db.organizations.create(organization);
    const demoUsers = users.filter((user) => user.organizationId === organization.id);
    for (const { password, ...user } of demoUsers) {
      // A salt derived from the seed keeps two seeded stores byte-identical.
      const passwordHash = await hashPassword(password, `standin-${seed}-${user.id}`);
      await db.users.create({ ...(user as Omit<UserRecord, 'passwordHash'>), passwordHash });
      await db.memberships.create({
        userId: user.id,
        organizationId: organization.id,
        role: user.role as UserRecord['role'],
      });
    }

    const worldOptions = {
      orgId: organization.id,
      slug: organization.slug,
      seed,
      now,
      domain: organization.emailDomain,
      fixedAgents: demoUsers.map(({ id, name, email }) => ({ id, name, email })),
    };
    // The conversations are generated on the first report (ReportingStore); the entities, which
    // seeding needs for the agents' user records, are the same with or without them.
    const entities = generateReportingWorld({ ...worldOptions, conversations: 0 });
    db.reporting.set(organization.id, () => {
      const world = generateReportingWorld({
        ...worldOptions,
        conversations: options.conversationsPerOrg,
      });
      return { world, index: createConversationIndex(world) };
    });

    // Generated agents are users too (they cannot sign in), so agent reports and profiles agree.
    for (const agent of entities.agents) {
      if (demoUsers.some((user) => user.id === agent.id)) continue;
      await db.users.create({
        id: agent.id,
        email: agent.email,
        name: agent.name,
        role: 'agent',
        avatarUrl: null,
        availability: agent.availability,
        locale: organization.locale,
        timezone: organization.timezone,
        createdAt: organization.createdAt,
        organizationId: organization.id,
        passwordHash: null,
      });
      await db.memberships.create({
        userId: agent.id,
        organizationId: organization.id,
        role: 'agent',
      });
    }
  }

  for (const project of projects) {
    const board = seedBoard(project.id, project.board as 'support' | 'sales' | 'empty', now, {
      webhookBase: options.webhookBase,
    });
    await db.boards.create(board);
    await db.projects.create({
      id: project.id,
      organizationId: project.organizationId,
      name: project.name,
      description: project.description,
      boardRevision: board.revision,
      createdAt: project.createdAt,
      updatedAt: board.updatedAt,
    });
  }
  await seedBuilderDemo(db, now);
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The builder demo records, timed from `now`. The session outlives the usual session time to live
 * (docs/decisions/0011-peer-tools-on-openapi-yaml.md): a server started without `--now` runs on the wall clock, up to a day
 * past `now`, and the examples must still find it active.
 */
async function seedBuilderDemo(db: Db, now: Date): Promise<void> {
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE).toISOString();
  for (const { minutesAfterNow, lifetimeDays, ...session } of builder.sessions) {
    await db.sessions.create({
      ...session,
      status: 'active',
      createdAt: at(minutesAfterNow),
      expiresAt: new Date(
        now.getTime() + minutesAfterNow * MINUTE + lifetimeDays * DAY,
      ).toISOString(),
    });
  }
  for (const { minutesAfterNow, ...message } of builder.messages) {
    await db.messages.create({ ...message, role: 'assistant', createdAt: at(minutesAfterNow) });
  }
  for (const { minutesAfterNow, ...suggestion } of builder.suggestions) {
    await db.suggestions.create({
      ...(suggestion as Omit<SuggestionRecord, 'createdAt'>),
      createdAt: at(minutesAfterNow),
    });
  }
}
