import { describe, expect, it } from 'vitest';
import { createDb, type Db } from './create-db.js';
import { seedDb } from './seed-db.js';

const NOW = new Date('2026-01-15T00:00:00Z');

async function seeded(seed: number, now = NOW): Promise<Db> {
  const db = createDb();
  await seedDb(db, { seed, now, conversationsPerOrg: 400 });
  return db;
}

function contents(db: Db) {
  return JSON.stringify({
    organizations: db.organizations.all(),
    users: db.users.all(),
    memberships: db.memberships.all(),
    projects: db.projects.all(),
    boards: db.boards.all(),
    reporting: ['org_acme', 'org_globex'].map((id) => db.reporting.get(id)?.world),
  });
}

describe('seedDb', () => {
  it('gives byte-identical stores for the same seed and now', async () => {
    const [a, b] = await Promise.all([seeded(7), seeded(7)]);
    expect(contents(a)).toBe(contents(b));
  });

  it('gives different generated data for another seed, and the same demo users', async () => {
    const [a, b] = await Promise.all([seeded(7), seeded(8)]);
    expect(contents(a)).not.toBe(contents(b));
    for (const email of ['owner@acme.test', 'agent@acme.test', 'owner@globex.test']) {
      expect(a.users.findFirst((q) => q.where({ email }))?.id).toBe(
        b.users.findFirst((q) => q.where({ email }))?.id,
      );
    }
  });

  it('seeds the organizations, users and projects of docs/product/demo-data.md', async () => {
    const db = await seeded(1);
    expect(db.organizations.all().map((o) => o.id)).toEqual(['org_acme', 'org_globex']);
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@acme.test' }));
    expect(owner).toMatchObject({
      id: 'usr_acme_owner',
      role: 'owner',
      organizationId: 'org_acme',
    });
    expect(owner?.passwordHash).toMatch(/^pbkdf2\$/);
    expect(owner?.passwordHash).not.toContain('Passw0rd!');
    expect(
      db.projects.findMany((q) => q.where({ organizationId: 'org_acme' })).map((p) => p.id),
    ).toEqual(expect.arrayContaining(['prj_acme_support', 'prj_acme_sales']));
    expect(db.projects.findMany((q) => q.where({ organizationId: 'org_globex' }))).toHaveLength(1);
    for (const user of db.users.all()) {
      expect(
        db.memberships.findFirst((q) =>
          q.where({ userId: user.id, organizationId: user.organizationId }),
        ),
      ).toBeDefined();
    }
  });

  it('makes every agent of the reporting world a user of its organization, the demo users first', async () => {
    const db = await seeded(1);
    for (const orgId of ['org_acme', 'org_globex']) {
      const world = db.reporting.get(orgId)?.world;
      expect(world?.conversations).toHaveLength(400);
      expect(world?.agents.length).toBeGreaterThanOrEqual(8);
      for (const agent of world?.agents ?? []) {
        expect(db.users.findFirst((q) => q.where({ id: agent.id }))?.organizationId).toBe(orgId);
      }
    }
    expect(
      db.reporting
        .get('org_acme')
        ?.world.agents.slice(0, 2)
        .map((a) => a.id),
    ).toEqual(['usr_acme_owner', 'usr_acme_agent']);
  });

  it('lays data out relative to now: every conversation in the 90 days before it', async () => {
    const db = await seeded(1);
    const conversations = db.reporting.get('org_acme')?.world.conversations ?? [];
    const ninetyDays = 90 * 24 * 3600 * 1000;
    expect(
      conversations.every(
        (c) => c.createdAt <= NOW.getTime() && c.createdAt >= NOW.getTime() - ninetyDays,
      ),
    ).toBe(true);
  });

  it('seeds the builder demo: an active session on prj_acme_support with two pending suggestions', async () => {
    const db = await seeded(1);
    const session = db.sessions.findFirst((q) => q.where({ id: 'ses_acme_demo' }));
    expect(session).toMatchObject({ projectId: 'prj_acme_support', organizationId: 'org_acme' });
    // Still active a full day after `now`: the wall clock of a server started without --now.
    expect(Date.parse(session?.expiresAt ?? '')).toBeGreaterThan(NOW.getTime() + 24 * 3600_000);
    expect(
      db.suggestions
        .findMany((q) => q.where({ sessionId: 'ses_acme_demo' }))
        .map((s) => [s.id, s.status, s.messageId]),
    ).toEqual([
      ['sug_acme_billing', 'pending', 'msg_acme_demo'],
      ['sug_acme_test_mode', 'pending', 'msg_acme_demo'],
    ]);
  });
});
