/**
 * The seven report endpoints, with this backend's own payloads (the seed shows none): a
 * `period` echo and flat counters, `rows` for the breakdowns, a ratio (0–1) for the bot.
 */
import { HttpFailure } from './http-kit.js';
import type { Conversation } from './world.js';

export const REPORT_SUBJECTS = [
  'overview',
  'conversations',
  'agents',
  'labels',
  'inboxes',
  'teams',
  'bot',
] as const;

export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

interface Period {
  from: string;
  to: string;
  timezone: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Read `startDate`, `endDate` (a date or an ISO date-time, both days inclusive) and `timezone`
 * (IANA, default UTC); without dates, the 30 days up to today.
 *
 * @example
 * readPeriod(new URLSearchParams('startDate=2026-01-01&endDate=2026-01-31'), Date.now()).to; // '2026-01-31'
 */
export function readPeriod(query: URLSearchParams, now: number): Period {
  const timezone = query.get('timezone') || 'UTC';
  const day = dayFormatter(timezone);
  if (!day) throw new HttpFailure(400, [`timezone must be a valid IANA time zone`]);
  const problems: string[] = [];
  const read = (name: 'startDate' | 'endDate', fallback: string) => {
    const value = query.get(name);
    if (value === null || value === '') return fallback;
    if (!/^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) || Number.isNaN(Date.parse(value))) {
      problems.push(`${name} must be a valid ISO 8601 date string`);
      return fallback;
    }
    return value.slice(0, 10);
  };
  const to = read('endDate', day.format(now));
  const from = read('startDate', day.format(now - 29 * 86_400_000));
  if (problems.length > 0) throw new HttpFailure(400, problems);
  if (to < from) throw new HttpFailure(400, ['endDate must not be before startDate']);
  return { from, to, timezone };
}

/**
 * @example
 * buildReport('bot', conversations, period); // { period, handled, handedOver, resolutionRatio }
 */
export function buildReport(
  subject: ReportSubject,
  all: readonly Conversation[],
  period: Period,
): Record<string, unknown> {
  const day = dayFormatter(period.timezone) as Intl.DateTimeFormat;
  const inRange = all.filter((conversation) => {
    const opened = day.format(conversation.openedAt);
    return opened >= period.from && opened <= period.to;
  });
  switch (subject) {
    case 'overview':
      return {
        period,
        conversations: inRange.length,
        openConversations: inRange.filter((c) => c.state === 'OPEN').length,
        closedConversations: inRange.filter((c) => c.state === 'CLOSED').length,
        avgFirstReplySeconds: average(inRange.map((c) => c.firstReplySeconds)),
        botHandled: inRange.filter((c) => c.handledByBot).length,
      };
    case 'conversations': {
      const daily = new Map<string, number>();
      for (const conversation of inRange) {
        const key = day.format(conversation.openedAt);
        daily.set(key, (daily.get(key) ?? 0) + 1);
      }
      return {
        period,
        total: inRange.length,
        byState: {
          OPEN: inRange.filter((c) => c.state === 'OPEN').length,
          CLOSED: inRange.filter((c) => c.state === 'CLOSED').length,
        },
        byChannel: tally(inRange, (c) => [c.channel]).map(({ name, conversations }) => ({
          channel: name,
          count: conversations,
        })),
        daily: [...daily.entries()].sort().map(([date, count]) => ({ day: date, count })),
      };
    }
    case 'agents':
      return { period, rows: tally(inRange, (c) => [c.agent]) };
    case 'labels':
      return { period, rows: tally(inRange, (c) => c.labels) };
    case 'inboxes':
      return { period, rows: tally(inRange, (c) => [c.inbox]) };
    case 'teams':
      return { period, rows: tally(inRange, (c) => [c.team]) };
    case 'bot': {
      const handled = inRange.filter((c) => c.handledByBot);
      const handedOver = handled.filter((c) => c.handedOver).length;
      return {
        period,
        handled: handled.length,
        handedOver,
        resolutionRatio:
          handled.length === 0 ? null : round((handled.length - handedOver) / handled.length),
      };
    }
  }
}

function tally(conversations: readonly Conversation[], keys: (c: Conversation) => string[]) {
  const rows = new Map<string, Conversation[]>();
  for (const conversation of conversations) {
    for (const key of keys(conversation)) rows.set(key, [...(rows.get(key) ?? []), conversation]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, group]) => ({
      name,
      conversations: group.length,
      closed: group.filter((c) => c.state === 'CLOSED').length,
      avgFirstReplySeconds: average(group.map((c) => c.firstReplySeconds)),
    }));
}

function average(values: Array<number | null>): number | null {
  const numbers = values.filter((value): value is number => value !== null);
  if (numbers.length === 0) return null;
  return round(numbers.reduce((sum, value) => sum + value, 0) / numbers.length);
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function dayFormatter(timezone: string): Intl.DateTimeFormat | undefined {
  const known = formatters.get(timezone);
  if (known) return known;
  try {
    // en-CA writes dates as YYYY-MM-DD, so day strings compare in calendar order.
    const formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timezone, formatter);
    return formatter;
  } catch {
    return undefined;
  }
}
