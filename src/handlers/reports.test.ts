/**
 * "Reports: done means": the invariants of docs/product/reports.md checked through the handlers,
 * with HTTP-shaped requests (token, query string, both prefixes), not on the domain functions.
 * The domain has its own tests (src/domain/reports/aggregate-reports.test.ts); these prove the
 * wiring keeps them: the query reaches the aggregation unchanged, the token picks the
 * organization, validation answers before any number is computed. Every answer is also checked
 * against openapi.yaml by `inProcess`.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi.js';
import { dayNumberFromIsoDate, formatDayNumber } from '../domain/reports/civil-date.js';
import type { ReportingWorld } from '../domain/reports/world-types.js';
import { createMock, type Mock } from '../mock/create-mock.js';
import { inProcess, signIn } from '../../test/support/in-process.js';

type Schemas = components['schemas'];
interface Reports {
  overview: Schemas['OverviewReport'];
  conversations: Schemas['ConversationsReport'];
  agents: Schemas['AgentsReport'];
  labels: Schemas['LabelsReport'];
  inboxes: Schemas['InboxesReport'];
  teams: Schemas['TeamsReport'];
  bot: Schemas['BotReport'];
}
type Kind = keyof Reports;
type ErrorAnswer = Schemas['ErrorBody'];

const NOW = '2026-01-15T00:00:00Z';
const KINDS: readonly Kind[] = [
  'overview',
  'conversations',
  'agents',
  'labels',
  'inboxes',
  'teams',
  'bot',
];
const ENTITY_KINDS = ['agents', 'labels', 'inboxes', 'teams'] as const;
const PREFIXES = ['', '/api/v1'];
/** Covers the whole seeded history (the 90 days before NOW) with room on both sides. */
const WIDE = { startDate: '2025-10-01', endDate: '2026-01-31' };

let mock: Mock;
let send: ReturnType<typeof inProcess>;
let acmeToken: string;
let globexToken: string;

beforeAll(async () => {
  mock = await createMock({ seed: 1, now: NOW });
  send = inProcess(mock);
  acmeToken = await signIn(send, 'owner@acme.test');
  globexToken = await signIn(send, 'owner@globex.test');
});

type Query = Record<string, string> | string;

function path(kind: Kind, query: Query = '', prefix = ''): string {
  const search = new URLSearchParams(query).toString();
  return `${prefix}/reports/${kind}${search ? `?${search}` : ''}`;
}

/** GET one report and insist on a 200 (the body is already schema-checked by `inProcess`). */
async function report<K extends Kind>(
  kind: K,
  query: Query = '',
  options: { token?: string; prefix?: string } = {},
): Promise<Reports[K]> {
  const answer = await send<Reports[K]>('GET', path(kind, query, options.prefix), {
    token: options.token ?? acmeToken,
  });
  expect(answer.status, `${path(kind, query)}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

function shift(date: string, days: number): string {
  return formatDayNumber(dayNumberFromIsoDate(date) + days);
}

function daysBetween(startDate: string, endDate: string): number {
  return dayNumberFromIsoDate(endDate) - dayNumberFromIsoDate(startDate) + 1;
}

function sum(values: readonly (number | null)[]): number {
  return values.reduce<number>((total, value) => total + (value ?? 0), 0);
}

function seriesTotal(points: readonly { value: number | null }[]): number {
  return sum(points.map((point) => point.value));
}

function worldOf(orgId: string): ReportingWorld {
  const data = mock.db.reporting.get(orgId);
  if (!data) throw new Error(`no reporting world for ${orgId}`);
  return data.world;
}

/** Every id of an organization's reporting entities (what another org must never see). */
function entityIds(world: ReportingWorld): string[] {
  return [
    ...world.inboxes.map((inbox) => inbox.id),
    ...world.teams.map((team) => team.id),
    ...world.labels.map((label) => label.id),
    ...world.agents.map((agent) => agent.id),
    world.bot.id,
  ];
}

const COUNT_METRICS = [
  'conversationsCount',
  'incomingMessagesCount',
  'outgoingMessagesCount',
  'resolutionsCount',
] as const;
const BOT_COUNT_METRICS = [
  'conversationsCount',
  'messagesCount',
  'botResolutionsCount',
  'botHandoffsCount',
] as const;
const BOT_SERIES = ['conversationsCount', 'botResolutionsCount', 'botHandoffsCount'] as const;

describe('GET /reports/* hold together (docs/product/reports.md)', () => {
  it.each([
    ['the default range', {}],
    ['one day', { startDate: '2026-01-10', endDate: '2026-01-10' }],
    ['the whole history', WIDE],
    [
      'a month in Asia/Tokyo',
      { startDate: '2025-12-01', endDate: '2025-12-31', timezone: 'Asia/Tokyo' },
    ],
    [
      'a DST change in New York',
      { startDate: '2025-10-28', endDate: '2025-11-05', timezone: 'America/New_York' },
    ],
  ])(
    'overview count = conversations total = sum over inboxes = sum over channels: %s',
    async (_name, query) => {
      const overview = await report('overview', query);
      const conversations = await report('conversations', query);
      const inboxes = await report('inboxes', query);
      const { totals } = conversations;

      expect(overview.summary.conversationsCount).toBeGreaterThan(0);
      expect(totals.total).toBe(overview.summary.conversationsCount);
      expect(sum(inboxes.items.map((item) => item.conversationsCount))).toBe(totals.total);
      expect(sum(conversations.byChannel.map((row) => row.total))).toBe(totals.total);
      expect(totals.open + totals.pending + totals.resolved + totals.snoozed).toBe(totals.total);
      // The three reports answer for the same range, whatever defaults applied.
      expect(conversations.range).toEqual(overview.range);
      expect(inboxes.range).toEqual(overview.range);
    },
  );

  it.each([
    ['day', 'UTC'],
    ['day', 'Asia/Kathmandu'],
    ['week', 'America/New_York'],
    ['month', 'Europe/London'],
  ] as const)('timeseries add up to the summary: groupBy=%s, %s', async (groupBy, timezone) => {
    const query = { ...WIDE, groupBy, timezone };
    const overview = await report('overview', query);
    const conversations = await report('conversations', query);
    const bot = await report('bot', query);

    for (const metric of COUNT_METRICS) {
      expect(seriesTotal(overview.timeseries[metric]), metric).toBe(overview.summary[metric]);
    }
    expect(seriesTotal(conversations.timeseries)).toBe(conversations.totals.total);
    for (const metric of BOT_SERIES) {
      expect(seriesTotal(bot.timeseries[metric]), `bot ${metric}`).toBe(bot.summary[metric]);
    }
    if (groupBy === 'day') {
      expect(overview.timeseries.conversationsCount).toHaveLength(
        daysBetween(WIDE.startDate, WIDE.endDate),
      );
    }
  });

  it('never counts more in a sub-range than in its enclosing range', async () => {
    const ranges = fc
      .record({
        start: fc.integer({ min: 0, max: 110 }),
        length: fc.integer({ min: 1, max: 60 }),
        innerStart: fc.nat(),
        innerLength: fc.nat(),
        timezone: fc.constantFrom('UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Asia/Kathmandu'),
      })
      .map(({ start, length, innerStart, innerLength, timezone }) => {
        const from = innerStart % length;
        const to = from + (innerLength % (length - from));
        const base = WIDE.startDate;
        return {
          outer: {
            startDate: shift(base, start),
            endDate: shift(base, start + length - 1),
            timezone,
          },
          inner: {
            startDate: shift(base, start + from),
            endDate: shift(base, start + to),
            timezone,
          },
        };
      });

    await fc.assert(
      fc.asyncProperty(ranges, async ({ outer, inner }) => {
        const big = await report('overview', outer);
        const small = await report('overview', inner);
        for (const metric of COUNT_METRICS) {
          expect(small.summary[metric], metric).toBeLessThanOrEqual(big.summary[metric]);
        }

        const bigTotals = (await report('conversations', outer)).totals;
        const smallTotals = (await report('conversations', inner)).totals;
        for (const status of ['total', 'open', 'pending', 'resolved', 'snoozed'] as const) {
          expect(smallTotals[status], status).toBeLessThanOrEqual(bigTotals[status]);
        }

        const bigBot = (await report('bot', outer)).summary;
        const smallBot = (await report('bot', inner)).summary;
        for (const metric of BOT_COUNT_METRICS) {
          expect(smallBot[metric], `bot ${metric}`).toBeLessThanOrEqual(bigBot[metric]);
        }

        for (const kind of ENTITY_KINDS) {
          const bigRows = new Map((await report(kind, outer)).items.map((row) => [row.id, row]));
          for (const row of (await report(kind, inner)).items) {
            const enclosing = bigRows.get(row.id);
            expect(enclosing, `${kind} ${row.id} in the enclosing range`).toBeDefined();
            expect(row.conversationsCount).toBeLessThanOrEqual(enclosing?.conversationsCount ?? 0);
            expect(row.resolvedConversationsCount).toBeLessThanOrEqual(
              enclosing?.resolvedConversationsCount ?? 0,
            );
          }
        }
      }),
      // A fixed seed keeps the suite deterministic; a failure prints its counterexample.
      { numRuns: 20, seed: 20260115 },
    );
  });

  it.each([
    ['UTC', '2026-01-09', '2026-01-15'],
    ['UTC', '2025-12-01', '2025-12-31'],
    ['Asia/Tokyo', '2026-01-01', '2026-01-01'],
    ['America/New_York', '2025-11-01', '2025-11-14'],
  ])(
    '`previous` is the summary of the same-length period before, requested directly (%s %s..%s)',
    async (timezone, startDate, endDate) => {
      const days = daysBetween(startDate, endDate);
      const before = {
        startDate: shift(startDate, -days),
        endDate: shift(startDate, -1),
        timezone,
      };

      const overview = await report('overview', { startDate, endDate, timezone });
      expect(overview.previous).toEqual((await report('overview', before)).summary);

      const bot = await report('bot', { startDate, endDate, timezone });
      expect(bot.previous).toEqual((await report('bot', before)).summary);
    },
  );
});

describe('the time zone moves conversations between days', () => {
  it('keeps the total over a wide window while the day buckets differ', async () => {
    const zones = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati'];
    const series = await Promise.all(
      zones.map(async (timezone) => (await report('overview', { ...WIDE, timezone })).timeseries),
    );
    const totals = series.map((s) => seriesTotal(s.conversationsCount));
    expect(new Set(totals).size, `totals per zone: ${totals.join(', ')}`).toBe(1);

    const [utc, tokyo] = series.map((s) => s.conversationsCount.map((point) => point.value));
    expect(tokyo).not.toEqual(utc);
  });

  it('counts a Tokyo day from Tokyo midnight to Tokyo midnight', async () => {
    // Asia/Tokyo is UTC+9 all year, so its day D is [D-1 15:00Z, D 15:00Z).
    const { conversations } = worldOf('org_acme');
    const createdBetween = (from: number, to: number) =>
      conversations.filter((c) => c.createdAt >= from && c.createdAt < to).length;
    const query = { startDate: '2026-01-05', endDate: '2026-01-11' };

    const tokyo = await report('overview', { ...query, timezone: 'Asia/Tokyo' });
    const utc = await report('overview', { ...query, timezone: 'UTC' });
    for (const [points, offsetHours] of [
      [tokyo.timeseries.conversationsCount, 9],
      [utc.timeseries.conversationsCount, 0],
    ] as const) {
      for (const { date, value } of points) {
        const midnight = Date.parse(`${date}T00:00:00Z`) - offsetHours * 3_600_000;
        expect(value, `${date} at UTC+${offsetHours}`).toBe(
          createdBetween(midnight, midnight + 86_400_000),
        );
      }
    }
  });
});

describe('organizations never see each other', () => {
  it.each([
    ['Globex', 'org_globex', 'org_acme', () => globexToken],
    ['Acme', 'org_acme', 'org_globex', () => acmeToken],
  ])(
    "%s's token reads only its own inboxes, agents, labels, teams and bot",
    async (_name, ownOrg, otherOrg, token) => {
      const own = worldOf(ownOrg);
      const foreign = entityIds(worldOf(otherOrg));
      expect(foreign.length).toBeGreaterThan(0);

      for (const kind of KINDS) {
        const body = JSON.stringify(await report(kind, WIDE, { token: token() }));
        for (const id of foreign) expect(body, `${kind} leaks ${id}`).not.toContain(id);
      }
      const ids = async (kind: (typeof ENTITY_KINDS)[number]) =>
        (await report(kind, WIDE, { token: token() })).items.map((item) => item.id).sort();
      expect(await ids('inboxes')).toEqual(own.inboxes.map((x) => x.id).sort());
      expect(await ids('agents')).toEqual(own.agents.map((x) => x.id).sort());
      expect(await ids('labels')).toEqual(own.labels.map((x) => x.id).sort());
      expect(await ids('teams')).toEqual(own.teams.map((x) => x.id).sort());

      const summary = (await report('overview', WIDE, { token: token() })).summary;
      expect(summary.conversationsCount).toBe(own.conversations.length);
    },
  );
});

describe('every report on every prefix', () => {
  const cases = KINDS.flatMap((kind) => PREFIXES.map((prefix) => [kind, prefix] as const));

  it.each(cases)('GET %s answers the same under prefix %j', async (kind, prefix) => {
    const token = await signIn(send, 'owner@acme.test', prefix);
    const query = { startDate: '2026-01-01', endDate: '2026-01-14', timezone: 'Asia/Tokyo' };
    const answer = await send<Reports[typeof kind]>('GET', path(kind, query, prefix), { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body.range).toEqual({ ...query });
    expect(answer.body).toEqual(await report(kind, query));
  });

  it.each(cases)(
    'GET %s without a token is 401 TOKEN_MISSING under prefix %j',
    async (kind, prefix) => {
      const answer = await send<ErrorAnswer>('GET', path(kind, {}, prefix));
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ statusCode: 401, code: 'TOKEN_MISSING' });
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer /);
    },
  );

  it('checks the token before the query (a guard runs before validation)', async () => {
    const answer = await send<ErrorAnswer>(
      'GET',
      path('overview', { startDate: '2026-02-30', timezone: 'Mars/Olympus' }),
      { token: 'not.a.jwt' },
    );
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('TOKEN_INVALID');
  });
});

describe('query validation', () => {
  it.each([
    ['an impossible date', 'overview', 'startDate=2026-02-30&endDate=2026-03-01', 'startDate'],
    ['an impossible end date', 'agents', 'endDate=2025-02-29', 'endDate'],
    ['a date that is not a date', 'labels', 'startDate=yesterday', 'startDate'],
    ['end before start', 'conversations', 'startDate=2026-01-10&endDate=2026-01-09', 'endDate'],
    ['a span over 366 days', 'inboxes', 'startDate=2025-01-14&endDate=2026-01-15', 'startDate'],
    ['an unknown time zone', 'teams', 'timezone=Mars/Olympus', 'timezone'],
    ['an unknown time zone (bot)', 'bot', 'timezone=UTC%2B9', 'timezone'],
    ['a bad groupBy', 'overview', 'groupBy=year', 'groupBy'],
    ['a bad groupBy (conversations)', 'conversations', 'groupBy=hour', 'groupBy'],
    ['a repeated parameter', 'teams', 'startDate=2026-01-01&startDate=2026-01-02', 'startDate'],
    ['a repeated time zone', 'overview', 'timezone=UTC&timezone=Asia/Tokyo', 'timezone'],
  ] as const)(
    '%s is 400 VALIDATION_FAILED naming the parameter',
    async (_name, kind, query, parameter) => {
      for (const prefix of PREFIXES) {
        const answer = await send<ErrorAnswer>('GET', `${prefix}/reports/${kind}?${query}`, {
          token: acmeToken,
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
        });
        const messages = ([] as string[]).concat(answer.body.message);
        expect(
          messages.some((message) => message.includes(parameter)),
          messages.join(' | '),
        ).toBe(true);
      }
    },
  );

  it('accepts exactly 366 days, both ends included', async () => {
    const overview = await report('overview', { startDate: '2025-01-15', endDate: '2026-01-15' });
    expect(overview.timeseries.conversationsCount).toHaveLength(366);
  });

  // docs/product/errors.md: the message lists every problem, the schema's (startDate's format) and
  // the report rules' (a time zone that does not exist) together.
  it('lists every problem of one request, each with its parameter', async () => {
    const answer = await send<ErrorAnswer>(
      'GET',
      path('agents', { startDate: '2026-02-30', timezone: 'Mars/Olympus' }),
      { token: acmeToken },
    );
    expect(answer.status).toBe(400);
    const messages = ([] as string[]).concat(answer.body.message).join(' | ');
    expect(messages).toContain('startDate');
    expect(messages).toContain('timezone');
  });
});

describe('defaults', () => {
  it.each(KINDS)('GET /reports/%s without a query covers the last 7 days in UTC', async (kind) => {
    const body = await report(kind);
    expect(body.range).toEqual({ startDate: '2026-01-09', endDate: '2026-01-15', timezone: 'UTC' });
    expect(body).toEqual(
      await report(kind, { startDate: '2026-01-09', endDate: '2026-01-15', timezone: 'UTC' }),
    );
  });

  it('groups by day, one point per day of the range', async () => {
    const overview = await report('overview');
    expect(overview.groupBy).toBe('day');
    expect(overview.timeseries.conversationsCount.map((point) => point.date)).toEqual([
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
      '2026-01-15',
    ]);
  });

  it('fills a missing end with six days after the start, and a missing start with six before the end', async () => {
    expect((await report('overview', { startDate: '2026-01-01' })).range.endDate).toBe(
      '2026-01-07',
    );
    expect((await report('overview', { endDate: '2026-01-07' })).range.startDate).toBe(
      '2026-01-01',
    );
  });
});
