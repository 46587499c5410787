/**
 * Invariants of the seven reports (docs/product/reports.md: "overview count = conversations
 * total = sum over inboxes; a narrower range never counts more; the timezone moves conversations
 * between days"), checked on a generated world, plus exact expectations on tiny hand-made worlds
 * where a single conversation can be followed across day boundaries.
 */
import { describe, expect, it } from 'vitest';
import { aggregateAgents } from './aggregate-agents.js';
import { aggregateBot } from './aggregate-bot.js';
import { aggregateConversations } from './aggregate-conversations.js';
import { aggregateInboxes } from './aggregate-inboxes.js';
import { aggregateLabels } from './aggregate-labels.js';
import { aggregateOverview } from './aggregate-overview.js';
import { aggregateReport, isReportKind, REPORT_KINDS } from './aggregate-report.js';
import { aggregateTeams } from './aggregate-teams.js';
import { dayNumberFromIsoDate, formatDayNumber } from './civil-date.js';
import { createConversationIndex, type ConversationIndex } from './conversation-index.js';
import { generateReportingWorld } from './generate-world.js';
import type { ConversationMetrics, GroupBy, ReportQuery, TimeseriesPoint } from './report-types.js';
import { reportWindow, type Interval } from './report-window.js';
import { createSeededRandom } from './seeded-random.js';
import type { Conversation, ReportingWorld } from './world-types.js';

const NOW = new Date('2026-01-15T00:00:00Z');
const world = generateReportingWorld({
  orgId: 'org_acme',
  seed: 1,
  now: NOW,
  fixedAgents: [
    { id: 'usr_acme_owner', name: 'Olivia Owner', email: 'owner@acme.test' },
    { id: 'usr_acme_agent', name: 'Alex Agent', email: 'agent@acme.test' },
  ],
});
const index = createConversationIndex(world);
const ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Asia/Kathmandu', 'Europe/London'];

function query(
  startDate: string,
  endDate: string,
  groupBy: GroupBy = 'day',
  timezone = 'UTC',
): ReportQuery {
  return { startDate, endDate, groupBy, timezone };
}

function shiftDate(date: string, days: number): string {
  return formatDayNumber(dayNumberFromIsoDate(date) + days);
}

function total(points: readonly TimeseriesPoint<number | null>[]): number {
  return points.reduce((sum, point) => sum + (point.value ?? 0), 0);
}

/** Seeded random queries inside (and around) the world's 90 days. */
function randomQueries(count: number, seed: number): ReportQuery[] {
  const random = createSeededRandom(seed);
  const groupBys: GroupBy[] = ['day', 'week', 'month'];
  return Array.from({ length: count }, () => {
    const start = shiftDate('2025-10-10', random.int(0, 100));
    return query(
      start,
      shiftDate(start, random.int(0, 60)),
      groupBys[random.int(0, 2)],
      ZONES[random.int(0, ZONES.length - 1)],
    );
  });
}

/** A brute-force scan: the reference the prefix indexes must agree with. */
function scanMetrics(conversations: readonly Conversation[], interval: Interval) {
  const inside = (t: number | null) => t !== null && t >= interval.from && t < interval.to;
  const created = conversations.filter((c) => inside(c.createdAt));
  const resolved = conversations.filter((c) => inside(c.resolvedAt));
  const answered = created.filter((c) => c.firstResponseAt !== null);
  const sum = (list: readonly Conversation[], f: (c: Conversation) => number) =>
    list.reduce((acc, c) => acc + f(c), 0);
  const avg = (totalValue: number, count: number) =>
    count === 0 ? null : Math.round(totalValue / count);
  const replies = sum(created, (c) => c.replyCount);
  return {
    created,
    metrics: {
      conversationsCount: created.length,
      incomingMessagesCount: sum(created, (c) => c.incomingMessages),
      outgoingMessagesCount: sum(created, (c) => c.outgoingMessages),
      resolutionsCount: resolved.length,
      avgFirstResponseTime: avg(
        sum(answered, (c) => ((c.firstResponseAt ?? 0) - c.createdAt) / 1000),
        answered.length,
      ),
      avgResolutionTime: avg(
        sum(resolved, (c) => ((c.resolvedAt ?? 0) - c.createdAt) / 1000),
        resolved.length,
      ),
      avgReplyTime: avg(
        sum(created, (c) => c.replyTimeSum),
        replies,
      ),
    } satisfies ConversationMetrics,
  };
}

describe('reports hold together', () => {
  it('overview count = conversations total = sum over inboxes = sum over channels', () => {
    for (const q of randomQueries(25, 1)) {
      const overview = aggregateOverview(index, q, { now: NOW });
      const conversations = aggregateConversations(index, q);
      const inboxes = aggregateInboxes(index, q);
      const count = overview.summary.conversationsCount;
      expect(conversations.totals.total).toBe(count);
      expect(inboxes.items.reduce((sum, item) => sum + item.conversationsCount, 0)).toBe(count);
      expect(conversations.byChannel.reduce((sum, row) => sum + row.total, 0)).toBe(count);
      const { open, pending, resolved, snoozed } = conversations.totals;
      expect(open + pending + resolved + snoozed).toBe(count);
    }
  });

  it('timeseries add up to the summary for every count and grouping', () => {
    for (const q of randomQueries(25, 2)) {
      const overview = aggregateOverview(index, q, { now: NOW });
      for (const metric of [
        'conversationsCount',
        'incomingMessagesCount',
        'outgoingMessagesCount',
        'resolutionsCount',
      ] as const) {
        expect(total(overview.timeseries[metric])).toBe(overview.summary[metric]);
      }
      const conversations = aggregateConversations(index, q);
      expect(total(conversations.timeseries)).toBe(conversations.totals.total);
      const bot = aggregateBot(index, q);
      expect(total(bot.timeseries.conversationsCount)).toBe(bot.summary.conversationsCount);
      expect(total(bot.timeseries.botResolutionsCount)).toBe(bot.summary.botResolutionsCount);
      expect(total(bot.timeseries.botHandoffsCount)).toBe(bot.summary.botHandoffsCount);
    }
  });

  it('lists every bucket of the range, zero-filled, null for averages', () => {
    const q = query('2025-06-01', '2025-06-10'); // long before the world's 90 days
    const overview = aggregateOverview(index, q, { now: NOW });
    expect(overview.timeseries.conversationsCount).toHaveLength(10);
    expect(overview.timeseries.conversationsCount.every((p) => p.value === 0)).toBe(true);
    expect(overview.timeseries.avgReplyTime.every((p) => p.value === null)).toBe(true);
    expect(overview.summary.avgFirstResponseTime).toBeNull();
    expect(aggregateBot(index, q).summary.resolutionRate).toBeNull();
    const dates = overview.timeseries.conversationsCount.map((p) => p.date);
    expect(
      Object.values(overview.timeseries).every((s) => s.map((p) => p.date).join() === dates.join()),
    ).toBe(true);
  });

  it('never counts more in a sub-range than in its enclosing range', () => {
    const outer = query('2025-11-01', '2026-01-14', 'week', 'Asia/Tokyo');
    const counts = (q: ReportQuery): number[] => {
      const overview = aggregateOverview(index, q, { now: NOW });
      const entityCounts = [aggregateAgents, aggregateLabels, aggregateInboxes, aggregateTeams]
        .flatMap((aggregate) => aggregate(index, q).items)
        .flatMap((item) => [item.conversationsCount, item.resolvedConversationsCount]);
      const bot = aggregateBot(index, q).summary;
      return [
        overview.summary.conversationsCount,
        overview.summary.incomingMessagesCount,
        overview.summary.outgoingMessagesCount,
        overview.summary.resolutionsCount,
        ...Object.values(aggregateConversations(index, q).totals),
        bot.conversationsCount,
        bot.messagesCount,
        bot.botResolutionsCount,
        bot.botHandoffsCount,
        ...entityCounts,
      ];
    };
    const outerCounts = counts(outer);
    const random = createSeededRandom(3);
    for (let i = 0; i < 15; i += 1) {
      const start = shiftDate(outer.startDate, random.int(0, 70));
      const end = shiftDate(start, random.int(0, 4));
      const inner = counts({ ...outer, startDate: start, endDate: end });
      inner.forEach((value, k) => expect(value).toBeLessThanOrEqual(outerCounts[k] ?? -1));
    }
  });

  it('reports as previous exactly the summary of the days before', () => {
    for (const q of randomQueries(10, 4)) {
      const days = dayNumberFromIsoDate(q.endDate) - dayNumberFromIsoDate(q.startDate) + 1;
      const before = {
        ...q,
        startDate: shiftDate(q.startDate, -days),
        endDate: shiftDate(q.startDate, -1),
      };
      expect(aggregateOverview(index, q, { now: NOW }).previous).toEqual(
        aggregateOverview(index, before, { now: NOW }).summary,
      );
      expect(aggregateBot(index, q).previous).toEqual(aggregateBot(index, before).summary);
    }
  });

  it('agrees with a brute-force scan of the conversations', () => {
    for (const q of randomQueries(10, 5)) {
      const { current } = reportWindow(q);
      const scan = scanMetrics(world.conversations, current);
      expect(aggregateOverview(index, q, { now: NOW }).summary).toEqual(scan.metrics);
      const byAgent = new Map(aggregateAgents(index, q).items.map((item) => [item.id, item]));
      for (const agent of world.agents) {
        const mine = scan.created.filter((c) => c.assigneeId === agent.id);
        expect(byAgent.get(agent.id)?.conversationsCount).toBe(mine.length);
        expect(byAgent.get(agent.id)?.resolvedConversationsCount).toBe(
          mine.filter((c) => c.status === 'resolved').length,
        );
      }
      const labelled = aggregateLabels(index, q).items.reduce(
        (s, i) => s + i.conversationsCount,
        0,
      );
      expect(labelled).toBe(scan.created.reduce((s, c) => s + c.labelIds.length, 0));
      const bot = scan.created.filter((c) => c.botInvolved);
      expect(aggregateBot(index, q).summary.conversationsCount).toBe(bot.length);
    }
  });

  it('counts live conversations over the whole organization, whatever the range', () => {
    const open = world.conversations.filter((c) => c.status === 'open');
    const live = aggregateOverview(index, query('2020-01-01', '2020-01-01'), { now: NOW }).live;
    expect(live).toEqual({
      open: open.length,
      unattended: open.filter((c) => c.firstResponseAt === null).length,
      unassigned: open.filter((c) => c.assigneeId === null).length,
    });
    expect(live.unattended).toBeGreaterThan(0);
    expect(live.unassigned).toBeGreaterThan(0);
  });

  it('keeps rates within 0-100 with at most two decimals', () => {
    for (const q of randomQueries(10, 6)) {
      const { summary } = aggregateBot(index, q);
      for (const rate of [summary.resolutionRate, summary.handoffRate]) {
        if (rate === null) continue;
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
        expect(Math.round(rate * 100)).toBeCloseTo(rate * 100, 6);
      }
    }
  });
});

describe('the time zone moves conversations between days', () => {
  it('keeps the total of a window equal to the conversations created between its instants', () => {
    const perZone = ZONES.map((timezone) => {
      const q = query('2025-12-01', '2025-12-30', 'day', timezone);
      const { current } = reportWindow(q);
      const overview = aggregateOverview(index, q, { now: NOW });
      const between = world.conversations.filter(
        (c) => c.createdAt >= current.from && c.createdAt < current.to,
      ).length;
      expect(overview.summary.conversationsCount).toBe(between);
      expect(total(overview.timeseries.conversationsCount)).toBe(between);
      return overview.timeseries.conversationsCount.map((p) => p.value);
    });
    // Same 30 dates, different days: the per-day series differ from one offset to another
    // (London is on GMT in December, so it matches UTC exactly).
    const [utc, newYork, tokyo, kathmandu, london] = perZone.map((series) => series.join());
    expect(new Set([utc, newYork, tokyo, kathmandu]).size).toBe(4);
    expect(london).toBe(utc);
  });
});

/** A tiny hand-made world: one inbox, team, label and agent, and the given conversations. */
function handMadeIndex(conversations: Partial<Conversation>[]): ConversationIndex {
  const handMade: ReportingWorld = {
    orgId: 'org_test',
    slug: 'test',
    now: Date.parse('2027-01-01T00:00:00Z'),
    inboxes: [
      { id: 'inb_test_web', name: 'Web', channelType: 'web' },
      { id: 'inb_test_line', name: 'LINE', channelType: 'line' },
    ],
    teams: [{ id: 'tm_test_a', name: 'A team' }],
    labels: [{ id: 'lbl_test_vip', name: 'vip', color: '#112233' }],
    agents: [
      {
        id: 'agt_test_1',
        name: 'Zed',
        email: 'z@test.test',
        availability: 'online',
        teamId: 'tm_test_a',
      },
      {
        id: 'agt_test_2',
        name: 'Amy',
        email: 'a@test.test',
        availability: 'busy',
        teamId: 'tm_test_a',
      },
    ],
    bot: { id: 'bot_test', name: 'Bot', inboxIds: ['inb_test_web'] },
    conversations: conversations
      .map((overrides, i) => ({
        id: `cnv_test_${i}`,
        inboxId: 'inb_test_web',
        teamId: null,
        assigneeId: null,
        labelIds: [],
        status: 'open' as const,
        createdAt: 0,
        firstResponseAt: null,
        resolvedAt: null,
        incomingMessages: 1,
        outgoingMessages: 0,
        replyTimeSum: 0,
        replyCount: 0,
        botInvolved: false,
        botResolved: false,
        botHandedOff: false,
        ...overrides,
      }))
      .sort((a, b) => a.createdAt - b.createdAt),
  };
  return createConversationIndex(handMade);
}

function dailyCounts(handMade: ConversationIndex, q: ReportQuery): Record<string, number> {
  return Object.fromEntries(
    aggregateConversations(handMade, q).timeseries.map((point) => [point.date, point.value]),
  );
}

describe('day boundaries on hand-made conversations', () => {
  it('puts one conversation on a different day per zone', () => {
    const handMade = handMadeIndex([{ createdAt: Date.parse('2026-01-10T02:00:00Z') }]);
    const dayOf = (timezone: string) =>
      Object.entries(dailyCounts(handMade, query('2026-01-08', '2026-01-12', 'day', timezone)))
        .filter(([, count]) => count > 0)
        .map(([date]) => date);
    expect(dayOf('UTC')).toEqual(['2026-01-10']);
    expect(dayOf('America/New_York')).toEqual(['2026-01-09']); // 21:00 the evening before
    expect(dayOf('Asia/Tokyo')).toEqual(['2026-01-10']);
    expect(dayOf('Pacific/Honolulu')).toEqual(['2026-01-09']);
  });

  it('gives the 23-hour New York day exactly its 23 hours', () => {
    const handMade = handMadeIndex(
      [
        '2026-03-08T04:59:59Z', // 23:59:59 EST on the 7th
        '2026-03-08T05:00:00Z', // 00:00 EST on the 8th
        '2026-03-09T03:59:59Z', // 23:59:59 EDT on the 8th
        '2026-03-09T04:00:00Z', // 00:00 EDT on the 9th
      ].map((iso) => ({ createdAt: Date.parse(iso) })),
    );
    expect(
      dailyCounts(handMade, query('2026-03-07', '2026-03-09', 'day', 'America/New_York')),
    ).toEqual({ '2026-03-07': 1, '2026-03-08': 2, '2026-03-09': 1 });
  });

  it('gives the 25-hour London day exactly its 25 hours', () => {
    const handMade = handMadeIndex(
      [
        '2026-10-24T22:59:59Z', // 23:59:59 BST on the 24th
        '2026-10-24T23:00:00Z', // 00:00 BST on the 25th
        '2026-10-25T23:59:59Z', // 23:59:59 GMT on the 25th
        '2026-10-26T00:00:00Z', // 00:00 GMT on the 26th
      ].map((iso) => ({ createdAt: Date.parse(iso) })),
    );
    expect(
      dailyCounts(handMade, query('2026-10-24', '2026-10-26', 'day', 'Europe/London')),
    ).toEqual({
      '2026-10-24': 1,
      '2026-10-25': 2,
      '2026-10-26': 1,
    });
  });

  it('counts resolutions by resolvedAt and rounds averages to whole seconds', () => {
    const handMade = handMadeIndex([
      {
        createdAt: Date.parse('2026-01-01T10:00:00Z'),
        firstResponseAt: Date.parse('2026-01-01T10:01:30Z'), // 90 s
        resolvedAt: Date.parse('2026-01-03T10:00:00Z'), // 2 days
        status: 'resolved',
        outgoingMessages: 2,
        replyTimeSum: 5,
        replyCount: 2,
      },
      {
        createdAt: Date.parse('2026-01-01T11:00:00Z'),
        firstResponseAt: Date.parse('2026-01-01T11:01:31Z'), // 91 s
        outgoingMessages: 1,
        status: 'pending',
      },
    ]);
    const created = aggregateOverview(handMade, query('2026-01-01', '2026-01-01'), { now: NOW });
    expect(created.summary).toEqual({
      conversationsCount: 2,
      incomingMessagesCount: 2,
      outgoingMessagesCount: 3,
      resolutionsCount: 0,
      avgFirstResponseTime: 91, // 90.5 rounds up
      avgResolutionTime: null,
      avgReplyTime: 3, // 5 s over 2 replies
    });
    const resolved = aggregateOverview(handMade, query('2026-01-03', '2026-01-03'), { now: NOW });
    expect(resolved.summary.conversationsCount).toBe(0);
    expect(resolved.summary.resolutionsCount).toBe(1);
    expect(resolved.summary.avgResolutionTime).toBe(2 * 86_400);
  });

  it('computes bot rates over the bot conversations created in the range', () => {
    const at = Date.parse('2026-02-02T12:00:00Z');
    const handMade = handMadeIndex([
      {
        createdAt: at,
        botInvolved: true,
        botResolved: true,
        status: 'resolved',
        resolvedAt: at + 60_000,
      },
      { createdAt: at + 1, botInvolved: true, botHandedOff: true, outgoingMessages: 2 },
      { createdAt: at + 2, botInvolved: true },
      { createdAt: at + 3 },
    ]);
    expect(aggregateBot(handMade, query('2026-02-02', '2026-02-02')).summary).toEqual({
      conversationsCount: 3,
      messagesCount: 5,
      botResolutionsCount: 1,
      botHandoffsCount: 1,
      resolutionRate: 33.33,
      handoffRate: 33.33,
    });
  });
});

describe('entity reports', () => {
  it('list every entity sorted by name, zero rows included', () => {
    const q = query('2020-01-01', '2020-01-07');
    const cases = [
      [aggregateAgents(index, q).items, world.agents],
      [aggregateLabels(index, q).items, world.labels],
      [aggregateInboxes(index, q).items, world.inboxes],
      [aggregateTeams(index, q).items, world.teams],
    ] as const;
    for (const [items, entities] of cases) {
      expect(items.map((item) => item.id).sort()).toEqual(entities.map((e) => e.id).sort());
      const names = items.map((item) => item.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      for (const item of items) {
        expect(item).toMatchObject({
          conversationsCount: 0,
          resolvedConversationsCount: 0,
          avgFirstResponseTime: null,
          avgResolutionTime: null,
          avgReplyTime: null,
        });
      }
    }
  });

  it('attribute conversations to assignee, labels, inbox and team', () => {
    const at = Date.parse('2026-02-02T12:00:00Z');
    const handMade = handMadeIndex([
      {
        createdAt: at,
        assigneeId: 'agt_test_2',
        teamId: 'tm_test_a',
        labelIds: ['lbl_test_vip'],
        inboxId: 'inb_test_line',
        status: 'resolved',
        firstResponseAt: at + 10_000,
        resolvedAt: at + 100_000,
        outgoingMessages: 1,
        replyTimeSum: 10,
        replyCount: 1,
      },
      { createdAt: at + 1, assigneeId: 'agt_test_2' },
    ]);
    const q = query('2026-02-02', '2026-02-02');
    const metrics = {
      avgFirstResponseTime: 10,
      avgResolutionTime: 100,
      avgReplyTime: 10,
    };
    expect(aggregateAgents(handMade, q).items).toEqual([
      {
        id: 'agt_test_2',
        name: 'Amy',
        conversationsCount: 2,
        resolvedConversationsCount: 1,
        ...metrics,
        email: 'a@test.test',
        availability: 'busy',
      },
      expect.objectContaining({ id: 'agt_test_1', name: 'Zed', conversationsCount: 0 }),
    ]);
    const one = { conversationsCount: 1, resolvedConversationsCount: 1, ...metrics };
    expect(aggregateLabels(handMade, q).items).toEqual([
      { id: 'lbl_test_vip', name: 'vip', ...one, color: '#112233' },
    ]);
    expect(aggregateTeams(handMade, q).items).toEqual([
      { id: 'tm_test_a', name: 'A team', ...one },
    ]);
    expect(aggregateInboxes(handMade, q).items[0]).toEqual({
      id: 'inb_test_line',
      name: 'LINE',
      ...one,
      channelType: 'line',
    });
    expect(aggregateConversations(handMade, q).byChannel).toEqual([
      { channelType: 'line', total: 1, open: 0, pending: 0, resolved: 1, snoozed: 0 },
      { channelType: 'web', total: 1, open: 1, pending: 0, resolved: 0, snoozed: 0 },
    ]);
  });
});

describe('aggregateReport', () => {
  it('dispatches every kind to its aggregation', () => {
    const q = query('2026-01-01', '2026-01-14', 'week');
    const direct = {
      overview: aggregateOverview(index, q, { now: NOW }),
      conversations: aggregateConversations(index, q),
      agents: aggregateAgents(index, q),
      labels: aggregateLabels(index, q),
      inboxes: aggregateInboxes(index, q),
      teams: aggregateTeams(index, q),
      bot: aggregateBot(index, q),
    };
    for (const kind of REPORT_KINDS) {
      expect(aggregateReport(kind, index, q, { now: NOW })).toEqual(direct[kind]);
      expect(aggregateReport(kind, index, q, { now: NOW }).range).toEqual({
        startDate: '2026-01-01',
        endDate: '2026-01-14',
        timezone: 'UTC',
      });
    }
    expect(isReportKind('bot')).toBe(true);
    expect(isReportKind('projects')).toBe(false);
  });
});
