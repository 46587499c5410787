import { describe, expect, it } from 'vitest';
import { generateReportingWorld } from './generate-world.js';
import { CHANNEL_TYPES, type ReportingWorld } from './world-types.js';

const NOW = new Date('2026-01-15T00:00:00Z');
const DAY = 86_400_000;
const ACME_USERS = [
  { id: 'usr_acme_owner', name: 'Olivia Owner', email: 'owner@acme.test' },
  { id: 'usr_acme_agent', name: 'Alex Agent', email: 'agent@acme.test' },
];

const acme = generateReportingWorld({
  orgId: 'org_acme',
  seed: 1,
  now: NOW,
  fixedAgents: ACME_USERS,
});
const globex = generateReportingWorld({ orgId: 'org_globex', seed: 1, now: NOW });

function allIds(world: ReportingWorld): string[] {
  return [
    ...world.inboxes,
    ...world.teams,
    ...world.labels,
    ...world.agents,
    world.bot,
    ...world.conversations,
  ].map((entity) => entity.id);
}

describe('generateReportingWorld: determinism', () => {
  it('gives deep-equal worlds for the same seed and now', () => {
    const again = generateReportingWorld({
      orgId: 'org_acme',
      seed: 1,
      now: NOW,
      fixedAgents: ACME_USERS,
    });
    expect(again).toEqual(acme);
  });

  it('gives different data for a different seed, with the same ids scheme', () => {
    const other = generateReportingWorld({ orgId: 'org_acme', seed: 2, now: NOW });
    expect(other.conversations.map((c) => c.createdAt)).not.toEqual(
      acme.conversations.map((c) => c.createdAt),
    );
    expect(other.agents.map((a) => a.name)).not.toEqual(acme.agents.map((a) => a.name));
    expect(other.inboxes[0]?.id).toBe('inb_acme_web');
  });

  it('keeps names stable from one day to the next (now is not part of the seed)', () => {
    const tomorrow = generateReportingWorld({
      orgId: 'org_acme',
      seed: 1,
      now: new Date(NOW.getTime() + DAY),
      fixedAgents: ACME_USERS,
    });
    expect(tomorrow.agents).toEqual(acme.agents);
    expect(tomorrow.labels).toEqual(acme.labels);
  });

  it('shares no id between two organizations, and ids are unique within one', () => {
    const acmeIds = allIds(acme);
    const globexIds = allIds(globex);
    expect(new Set(acmeIds).size).toBe(acmeIds.length);
    expect(new Set(globexIds).size).toBe(globexIds.length);
    expect(acmeIds.filter((id) => globexIds.includes(id))).toEqual([]);
  });
});

describe('generateReportingWorld: entities (docs/product/demo-data.md)', () => {
  it.each([
    ['acme', acme],
    ['globex', globex],
  ])('%s has 4+ inboxes with line, web and email, 3+ teams, 6+ labels, 8+ agents', (_, world) => {
    expect(world.inboxes.length).toBeGreaterThanOrEqual(4);
    const channels = world.inboxes.map((inbox) => inbox.channelType);
    expect(channels).toEqual(expect.arrayContaining(['line', 'web', 'email']));
    expect(channels.every((channel) => CHANNEL_TYPES.includes(channel))).toBe(true);
    expect(world.teams.length).toBeGreaterThanOrEqual(3);
    expect(world.labels.length).toBeGreaterThanOrEqual(6);
    expect(world.labels.every((label) => /^#[0-9a-f]{6}$/.test(label.color))).toBe(true);
    expect(world.agents.length).toBeGreaterThanOrEqual(8);
    const teamIds = new Set(world.teams.map((team) => team.id));
    expect(world.agents.every((agent) => teamIds.has(agent.teamId))).toBe(true);
    expect(world.bot.inboxIds.length).toBeGreaterThan(0);
    expect(world.bot.inboxIds.length).toBeLessThan(world.inboxes.length);
  });

  it('puts the fixed agents first, as given, and mails the others at the org domain', () => {
    expect(acme.agents.slice(0, 2).map(({ id, name, email }) => ({ id, name, email }))).toEqual(
      ACME_USERS,
    );
    for (const agent of acme.agents.slice(2)) {
      expect(agent.email).toMatch(/^[a-z]+\.[a-z]+\d*@acme\.test$/);
      expect(agent.id).toMatch(/^agt_acme_\d{2}$/);
    }
    expect(new Set(acme.agents.map((agent) => agent.email)).size).toBe(acme.agents.length);
  });
});

type Conversation = ReportingWorld['conversations'][number];

/** Every broken invariant of a world's conversations, as data (see world-types.ts). */
function violations(world: ReportingWorld): string[] {
  const now = world.now;
  const entityIds = (list: readonly { id: string }[]) => new Set(list.map((e) => e.id));
  const inboxes = entityIds(world.inboxes);
  const teams = entityIds(world.teams);
  const agents = entityIds(world.agents);
  const labels = entityIds(world.labels);
  const botInboxes = new Set(world.bot.inboxIds);
  // Collected as data: one expect per field of 3000 conversations would take seconds.
  return world.conversations.flatMap((c: Conversation) => {
    const rules: [boolean, string][] = [
      [c.createdAt >= now - 90 * DAY && c.createdAt < now, 'createdAt in the 90 days before now'],
      [inboxes.has(c.inboxId), 'known inbox'],
      [c.teamId === null || teams.has(c.teamId), 'known team'],
      [c.assigneeId === null || agents.has(c.assigneeId), 'known assignee'],
      [c.labelIds.length <= 3 && new Set(c.labelIds).size === c.labelIds.length, '0-3 labels'],
      [c.labelIds.every((id) => labels.has(id)), 'known labels'],
      [(c.resolvedAt !== null) === (c.status === 'resolved'), 'resolvedAt iff resolved'],
      [
        c.firstResponseAt === null ||
          (c.firstResponseAt > c.createdAt && c.firstResponseAt <= (c.resolvedAt ?? now)),
        'createdAt < firstResponseAt <= resolvedAt or now',
      ],
      [c.resolvedAt === null || (c.resolvedAt > c.createdAt && c.resolvedAt <= now), 'resolvedAt'],
      [
        [c.createdAt, c.firstResponseAt ?? 0, c.resolvedAt ?? 0].every((t) => t % 1000 === 0),
        'whole seconds',
      ],
      [Number.isInteger(c.incomingMessages) && c.incomingMessages >= 1, 'incoming >= 1'],
      [Number.isInteger(c.outgoingMessages) && c.outgoingMessages >= 0, 'outgoing >= 0'],
      [(c.outgoingMessages === 0) === (c.firstResponseAt === null), 'outgoing iff answered'],
      [c.replyCount <= c.outgoingMessages, 'replies <= outgoing'],
      [c.replyCount === 0 ? c.replyTimeSum === 0 : c.replyTimeSum >= c.replyCount, 'reply time'],
      [!(c.botResolved && c.botHandedOff), 'bot resolved xor handed off'],
      [!(c.botResolved || c.botHandedOff) || c.botInvolved, 'bot outcomes imply bot'],
      [!c.botResolved || c.status === 'resolved', 'bot resolved implies resolved'],
      [!c.botInvolved || botInboxes.has(c.inboxId), 'bot only in bot inboxes'],
    ];
    return rules.filter(([ok]) => !ok).map(([, rule]) => `${c.id}: ${rule}`);
  });
}

describe('generateReportingWorld: conversations', () => {
  const world = acme;
  const now = NOW.getTime();

  it('makes 3000 by default, sorted by createdAt, numbered in that order', () => {
    expect(world.conversations).toHaveLength(3000);
    world.conversations.forEach((c, i) => {
      expect(c.id).toBe(`cnv_acme_${String(i + 1).padStart(6, '0')}`);
      if (i > 0)
        expect(c.createdAt).toBeGreaterThanOrEqual(world.conversations[i - 1]?.createdAt ?? 0);
    });
  });

  it('keeps every conversation consistent', () => {
    expect(violations(acme)).toEqual([]);
    expect(violations(globex)).toEqual([]);
    const large = generateReportingWorld({
      orgId: 'org_big',
      seed: 9,
      now: new Date('2026-06-30T13:45:07.123Z'),
      conversations: 20_000,
    });
    expect(violations(large).filter((v) => !v.endsWith('whole seconds'))).toEqual([]);
  });

  it('has all the states a dashboard needs', () => {
    const count = (test: (c: (typeof world.conversations)[number]) => boolean) =>
      world.conversations.filter(test).length;
    for (const status of ['open', 'pending', 'resolved', 'snoozed'] as const) {
      expect(count((c) => c.status === status)).toBeGreaterThan(0);
    }
    expect(count((c) => c.status === 'open' && c.assigneeId === null)).toBeGreaterThan(0);
    expect(count((c) => c.status === 'open' && c.firstResponseAt === null)).toBeGreaterThan(0);
    expect(count((c) => c.botResolved)).toBeGreaterThan(0);
    expect(count((c) => c.botHandedOff)).toBeGreaterThan(0);
    expect(count((c) => c.labelIds.length === 0)).toBeGreaterThan(0);
    expect(count((c) => c.labelIds.length === 3)).toBeGreaterThan(0);
  });

  it('makes recent days busier and old conversations mostly resolved', () => {
    const inDays = (from: number, to: number) =>
      world.conversations.filter(
        (c) => c.createdAt >= now - to * DAY && c.createdAt < now - from * DAY,
      );
    expect(inDays(0, 30).length).toBeGreaterThan(inDays(60, 90).length);
    const old = inDays(30, 90);
    expect(old.filter((c) => c.status === 'resolved').length / old.length).toBeGreaterThan(0.85);
    expect(inDays(0, 7).length).toBeGreaterThan(0);
  });

  it('honours the conversations option and refuses a bad one', () => {
    const small = generateReportingWorld({ orgId: 'org_x', seed: 5, now: NOW, conversations: 10 });
    expect(small.conversations).toHaveLength(10);
    expect(small.slug).toBe('x');
    expect(() =>
      generateReportingWorld({ orgId: 'org_x', seed: 5, now: NOW, conversations: -1 }),
    ).toThrow(/whole number/);
    expect(() =>
      generateReportingWorld({ orgId: 'org_x', seed: 5, now: new Date('nope') }),
    ).toThrow(/Invalid Date/);
  });
});
