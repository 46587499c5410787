/**
 * The seven reports with this backend's own payloads: snake_case members, a `period` where
 * Standin's document says `range`, bare arrays for the per-entity breakdowns, and pydantic's 422
 * for a query it cannot read. `groupBy` is declared as a plain `str` (as FastAPI code often
 * does), so an unknown value is not refused: it is ignored and the series are daily.
 */
import { RequestValidationError, type ValidationIssue } from './starlette.js';
import type { ConversationRow } from './store.js';

export const REPORTS = [
  'overview',
  'conversations',
  'agents',
  'labels',
  'inboxes',
  'teams',
  'bot',
] as const;
export type ReportName = (typeof REPORTS)[number];

export interface Period {
  start_date: string;
  end_date: string;
  timezone: string;
}

type Bucket = 'day' | 'week' | 'month';
const DAY = 86_400_000;
const MAX_SPAN_DAYS = 366;

/**
 * Read `startDate`, `endDate`, `timezone` and `groupBy` (FastAPI `Query(alias=…)` parameters).
 * Without dates: the 14 days up to today.
 *
 * @example
 * readQuery(new URLSearchParams('startDate=2026-01-01'), Date.now()).period.start_date; // '2026-01-01'
 */
export function readQuery(query: URLSearchParams, now: number): { period: Period; bucket: Bucket } {
  const issues: ValidationIssue[] = [];
  const timezone = query.get('timezone') ?? 'UTC';
  const day = formatter(timezone);
  if (!day)
    issues.push({
      type: 'value_error',
      loc: ['query', 'timezone'],
      msg: `Value error, 'No time zone found with key ${timezone}'`,
      input: timezone,
    });
  const date = (name: 'startDate' | 'endDate'): string | undefined => {
    const value = query.get(name);
    if (value === null) return undefined;
    const match = /^(\d{4}-\d{2}-\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
    if (!match?.[1] || !isCalendarDate(match[1]) || Number.isNaN(Date.parse(value))) {
      issues.push({
        type: 'date_from_datetime_parsing',
        loc: ['query', name],
        msg: 'Input should be a valid date or datetime, invalid character in year',
        input: value,
      });
      return undefined;
    }
    return match[2] && day ? day.format(Date.parse(value)) : match[1];
  };
  const start = date('startDate');
  const end = date('endDate');
  if (issues.length > 0 || !day) throw new RequestValidationError(issues);
  const end_date = end ?? day.format(now);
  const start_date = start ?? shift(end_date, -13);
  const span = (Date.parse(end_date) - Date.parse(start_date)) / DAY;
  if (span < 0 || span >= MAX_SPAN_DAYS)
    throw new RequestValidationError([
      {
        type: 'value_error',
        loc: ['query'],
        msg:
          span < 0
            ? 'Value error, endDate must be on or after startDate'
            : `Value error, the range may cover at most ${MAX_SPAN_DAYS} days`,
        input: { startDate: start_date, endDate: end_date },
      },
    ]);
  const asked = query.get('groupBy');
  const bucket: Bucket = asked === 'week' || asked === 'month' ? asked : 'day';
  return { period: { start_date, end_date, timezone }, bucket };
}

/**
 * @example
 * buildReport('teams', rows, period, 'day'); // [{ id: 'tier-1', name: 'Tier 1', … }]
 */
export function buildReport(
  name: ReportName,
  rows: readonly ConversationRow[],
  period: Period,
  bucket: Bucket,
): unknown {
  const day = formatter(period.timezone) as Intl.DateTimeFormat;
  const within = (start: string, end: string) =>
    rows.filter((row) => {
      const created = day.format(row.created_at);
      return created >= start && created <= end;
    });
  const current = within(period.start_date, period.end_date);
  const length = (Date.parse(period.end_date) - Date.parse(period.start_date)) / DAY + 1;
  const previous = within(shift(period.start_date, -length), shift(period.start_date, -1));
  const series = (pick: (group: ConversationRow[]) => number | null) =>
    buckets(period, bucket).map((start, index, all) => {
      const next = all[index + 1];
      const group = current.filter((row) => {
        const created = day.format(row.created_at);
        return created >= start && (next === undefined || created < next);
      });
      return { date: start, value: pick(group) };
    });
  switch (name) {
    case 'overview': {
      const pickers = {
        conversations_count: (group: ConversationRow[]) => group.length,
        incoming_messages_count: (group: ConversationRow[]) =>
          sum(group, (row) => row.incoming_messages),
        outgoing_messages_count: (group: ConversationRow[]) =>
          sum(group, (row) => row.outgoing_messages),
        resolutions_count: (group: ConversationRow[]) =>
          group.filter((row) => row.resolved_at !== null).length,
        avg_first_response_time: (group: ConversationRow[]) =>
          mean(group.map((row) => row.first_response_seconds)),
        avg_resolution_time: (group: ConversationRow[]) =>
          mean(
            group.map((row) =>
              row.resolved_at === null ? null : (row.resolved_at - row.created_at) / 1000,
            ),
          ),
      };
      const metrics = (group: ConversationRow[]) =>
        Object.fromEntries(Object.entries(pickers).map(([key, pick]) => [key, pick(group)]));
      const open = rows.filter((row) => row.status === 'open');
      return {
        period,
        group_by: bucket,
        summary: metrics(current),
        previous: metrics(previous),
        live: {
          open: open.length,
          unattended: open.filter((row) => row.outgoing_messages === 0).length,
          unassigned: open.filter((row) => row.agent === 'Sam Okafor').length,
        },
        timeseries: Object.fromEntries(
          Object.entries(pickers).map(([key, pick]) => [key, series(pick)]),
        ),
      };
    }
    case 'conversations': {
      const counts = (group: ConversationRow[]) => ({
        total: group.length,
        open: group.filter((row) => row.status === 'open').length,
        pending: group.filter((row) => row.status === 'pending').length,
        resolved: group.filter((row) => row.status === 'resolved').length,
        snoozed: group.filter((row) => row.status === 'snoozed').length,
      });
      const channels = [...new Set(current.map((row) => row.channel_type))].sort();
      return {
        period,
        group_by: bucket,
        totals: counts(current),
        by_channel: channels.map((channel_type) => ({
          channel_type,
          ...counts(current.filter((row) => row.channel_type === channel_type)),
        })),
        timeseries: series((group) => group.length),
      };
    }
    case 'agents':
      return breakdown(
        current,
        (row) => [row.agent],
        (key) => ({
          email: `${key.toLowerCase().replace(/\s+/g, '.')}@globex.test`,
        }),
      );
    case 'labels':
      return breakdown(
        current,
        (row) => row.labels,
        (key) => ({ color: colour(key) }),
      );
    case 'inboxes':
      return breakdown(
        current,
        (row) => [row.inbox],
        (key) => ({
          channel_type: key === 'LINE' ? 'line' : key.includes('mail') ? 'email' : 'web',
        }),
      );
    case 'teams':
      return breakdown(
        current,
        (row) => [row.team],
        () => ({}),
      );
    case 'bot': {
      const metrics = (group: ConversationRow[]) => {
        const bot = group.filter((row) => row.bot_involved);
        const resolved = bot.filter((row) => row.bot_resolved).length;
        const handoffs = bot.filter((row) => !row.bot_resolved && row.outgoing_messages > 0).length;
        return {
          conversations_count: bot.length,
          messages_count: sum(bot, (row) => row.outgoing_messages),
          bot_resolutions_count: resolved,
          bot_handoffs_count: handoffs,
          resolution_rate: bot.length === 0 ? null : round((resolved / bot.length) * 100),
          handoff_rate: bot.length === 0 ? null : round((handoffs / bot.length) * 100),
        };
      };
      return {
        period,
        group_by: bucket,
        summary: metrics(current),
        previous: metrics(previous),
        timeseries: {
          conversations_count: series((group) => group.filter((row) => row.bot_involved).length),
          bot_resolutions_count: series((group) => group.filter((row) => row.bot_resolved).length),
          bot_handoffs_count: series(
            (group) =>
              group.filter(
                (row) => row.bot_involved && !row.bot_resolved && row.outgoing_messages > 0,
              ).length,
          ),
        },
      };
    }
  }
}

function breakdown(
  rows: readonly ConversationRow[],
  keys: (row: ConversationRow) => string[],
  extra: (key: string) => Record<string, unknown>,
) {
  const groups = new Map<string, ConversationRow[]>();
  for (const row of rows)
    for (const key of keys(row)) groups.set(key, [...(groups.get(key) ?? []), row]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]) => ({
      id: key.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      name: key,
      conversations_count: group.length,
      resolved_conversations_count: group.filter((row) => row.resolved_at !== null).length,
      avg_first_response_time: mean(group.map((row) => row.first_response_seconds)),
      avg_resolution_time: mean(
        group.map((row) =>
          row.resolved_at === null ? null : (row.resolved_at - row.created_at) / 1000,
        ),
      ),
      ...extra(key),
    }));
}

function buckets(period: Period, bucket: Bucket): string[] {
  const starts: string[] = [];
  for (let date = period.start_date; date <= period.end_date; date = shift(date, 1)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const first =
      date === period.start_date ||
      bucket === 'day' ||
      (bucket === 'week' && weekday === 1) ||
      (bucket === 'month' && date.endsWith('-01'));
    if (first) starts.push(date);
  }
  return starts;
}

/** pydantic refuses 2026-02-30; `Date.parse` would roll it over to March. */
function isCalendarDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

function sum(rows: readonly ConversationRow[], pick: (row: ConversationRow) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

function mean(values: Array<number | null>): number | null {
  const numbers = values.filter((value): value is number => value !== null);
  return numbers.length === 0
    ? null
    : Math.round(numbers.reduce((a, b) => a + b, 0) / numbers.length);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function colour(label: string): string {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) & 0xffffff;
  return `#${hash.toString(16).padStart(6, '0').toUpperCase()}`;
}

const formatters = new Map<string, Intl.DateTimeFormat | undefined>();

function formatter(timezone: string): Intl.DateTimeFormat | undefined {
  if (!formatters.has(timezone)) {
    try {
      formatters.set(
        timezone,
        new Intl.DateTimeFormat('en-CA', {
          timeZone: timezone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        }),
      );
    } catch {
      formatters.set(timezone, undefined);
    }
  }
  return formatters.get(timezone);
}
