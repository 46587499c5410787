/**
 * Parses and validates the query of every report endpoint.
 *
 * The seed names the parameters (startDate, endDate, timezone) and says nothing about their
 * format; docs/product/reports.md decides: `YYYY-MM-DD` (a full ISO 8601 date-time is also
 * accepted and stands for its date in `timezone`), both inclusive whole days in `timezone` (an
 * IANA name, default UTC), default range the last 7 days, optional `groupBy` = day|week|month
 * (default day). Invalid input is a 400 whose message lists every problem with the parameter
 * name (docs/product/errors.md), so this collects all problems instead of stopping at the first.
 *
 * Defaults, relative to `now` in the requested zone:
 * - neither date: endDate = today, startDate = today - 6 (7 days ending today);
 * - only startDate: endDate = startDate + 6; only endDate: startDate = endDate - 6 (always a
 *   7-day span, even when it reaches into the future: the range is echoed back, so the caller
 *   sees exactly what was counted).
 */
import {
  dayNumberFromFields,
  daysInMonth,
  formatDayNumber,
  utcMs,
  type CivilDateFields,
} from './civil-date.js';
import type { GroupBy, ReportQuery } from './report-types.js';
import { dayNumberInZone, resolveTimeZone } from './time-zone.js';

export const GROUP_BY_VALUES: readonly GroupBy[] = ['day', 'week', 'month'];
export const DEFAULT_TIMEZONE = 'UTC';
export const DEFAULT_RANGE_DAYS = 7;
/** The longest range a report accepts, in days, both ends included (a leap year fits). */
export const MAX_RANGE_DAYS = 366;

export type ParseReportQueryResult =
  | { readonly ok: true; readonly query: ReportQuery }
  | { readonly ok: false; readonly problems: string[] };

export interface ParseReportQueryOptions {
  /** The moment "today" is taken from, in the requested time zone. */
  readonly now: Date;
}

const REPORT_PARAMETERS = ['startDate', 'endDate', 'timezone', 'groupBy'] as const;
type ReportParameter = (typeof REPORT_PARAMETERS)[number];
type DateParameter = Extract<ReportParameter, 'startDate' | 'endDate'>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * A space before the offset is read as "+": an unencoded `+09:00` in a query string arrives as
 * ` 09:00` (form encoding), and refusing it would only puzzle the caller.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?([Zz]|[+\- ]\d{2}:\d{2})?$/;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Reads `startDate`, `endDate`, `timezone` and `groupBy`, applies the defaults and returns either
 * the normalized query or every problem found, each naming its parameter.
 * Unknown parameters are ignored (request validation against openapi.yaml is another layer).
 *
 * @example
 * parseReportQuery(new URLSearchParams('startDate=2026-01-01&endDate=2026-01-31&groupBy=week'), {
 *   now: new Date('2026-02-01T12:00:00Z'),
 * });
 * // { ok: true, query: { startDate: '2026-01-01', endDate: '2026-01-31', timezone: 'UTC', groupBy: 'week' } }
 *
 * parseReportQuery(new URLSearchParams('startDate=2026-02-30&timezone=Mars/Olympus'), { now });
 * // { ok: false, problems: ['timezone must be an IANA time zone name …', 'startDate must be …'] }
 */
export function parseReportQuery(
  searchParams: URLSearchParams,
  options: ParseReportQueryOptions,
): ParseReportQueryResult {
  const problems: string[] = [];
  const raw = readSingleValues(searchParams, problems);

  const timezone = raw.timezone === undefined ? DEFAULT_TIMEZONE : resolveTimeZone(raw.timezone);
  if (timezone === null) {
    problems.push(
      `timezone must be an IANA time zone name such as UTC, Europe/Berlin or Asia/Tokyo (got ${quote(raw.timezone)})`,
    );
  }

  const groupBy = raw.groupBy ?? 'day';
  if (!isGroupBy(groupBy)) {
    problems.push(`groupBy must be one of ${GROUP_BY_VALUES.join(', ')} (got ${quote(groupBy)})`);
  }

  const start = parseDateParameter('startDate', raw.startDate, timezone, problems);
  const end = parseDateParameter('endDate', raw.endDate, timezone, problems);
  const range = timezone === null ? null : applyDefaults(start, end, options.now, timezone);
  if (range !== null) checkRange(range, problems);

  if (problems.length > 0 || range === null || timezone === null || !isGroupBy(groupBy)) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    query: {
      startDate: formatDayNumber(range.startDay),
      endDate: formatDayNumber(range.endDay),
      timezone,
      groupBy,
    },
  };
}

/** A parameter given twice is ambiguous: it is reported once and then treated as absent. */
function readSingleValues(
  searchParams: URLSearchParams,
  problems: string[],
): Partial<Record<ReportParameter, string>> {
  const values: Partial<Record<ReportParameter, string>> = {};
  for (const name of REPORT_PARAMETERS) {
    const all = searchParams.getAll(name);
    if (all.length > 1) {
      problems.push(
        `${name} must be given at most once (got ${all.length} values: ${all.map(quote).join(', ')})`,
      );
    } else if (all.length === 1) {
      values[name] = all[0];
    }
  }
  return values;
}

/**
 * `undefined`: absent (a default applies); `null`: invalid (a problem was recorded) or not
 * knowable (a date-time with an offset when the time zone itself is invalid).
 */
type ParsedDate = number | null | undefined;

function parseDateParameter(
  name: DateParameter,
  value: string | undefined,
  timezone: string | null,
  problems: string[],
): ParsedDate {
  if (value === undefined) return undefined;
  const dateOnly = DATE.exec(value);
  if (dateOnly) {
    return checkCalendarDate(name, value, fieldsOf(dateOnly), problems);
  }
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) {
    problems.push(
      `${name} must be a date in YYYY-MM-DD format or an ISO 8601 date-time such as 2026-01-15T09:30:00Z (got ${quote(value)})`,
    );
    return null;
  }
  const day = checkCalendarDate(name, value, fieldsOf(dateTime), problems);
  const timeProblem = describeTimeProblem(dateTime);
  if (timeProblem !== null) {
    problems.push(
      `${name} must be a valid ISO 8601 date-time (got ${quote(value)}: ${timeProblem})`,
    );
    return null;
  }
  const offset = dateTime[8];
  // Without an offset the date-time is a wall-clock time in `timezone`: its date is the day.
  if (day === null || offset === undefined) return day;
  if (timezone === null) return null;
  return dayNumberInZone(instantOf(dateTime, offset), timezone);
}

function checkCalendarDate(
  name: DateParameter,
  value: string,
  fields: CivilDateFields,
  problems: string[],
): number | null {
  const day = dayNumberFromFields(fields);
  if (day === null) {
    problems.push(
      `${name} must be a date in YYYY-MM-DD format (got ${quote(value)}: ${describeDateProblem(fields)})`,
    );
  }
  return day;
}

function describeDateProblem({ year, month }: CivilDateFields): string {
  if (year < 1) return 'year 0000 does not exist';
  if (month < 1 || month > 12) return `there is no month ${String(month).padStart(2, '0')}`;
  return `${MONTH_NAMES[month - 1] ?? ''} ${year} has ${daysInMonth(year, month)} days`;
}

function describeTimeProblem(match: RegExpExecArray): string | null {
  const hour = Number(match[4]);
  const minute = Number(match[5]);
  const second = Number(match[6] ?? '0');
  if (hour > 23) return `hour ${hour} does not exist`;
  if (minute > 59) return `minute ${minute} does not exist`;
  if (second > 59) return `second ${second} does not exist`;
  const offset = match[8];
  if (offset !== undefined && offset.length === 6) {
    if (Number(offset.slice(1, 3)) > 23 || Number(offset.slice(4, 6)) > 59) {
      return `offset ${offset.replace(' ', '+')} does not exist`;
    }
  }
  return null;
}

function fieldsOf(match: RegExpExecArray): CivilDateFields {
  const year = Number(match[1]);
  // Year 0000 is not a proleptic Gregorian year in ISO 8601's basic range; reject it as a date.
  return { year, month: year < 1 ? 0 : Number(match[2]), day: Number(match[3]) };
}

function instantOf(match: RegExpExecArray, offset: string): number {
  const fraction = match[7] ?? '';
  const millisecond = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  const local = utcMs(
    Number(match[1]),
    Number(match[2]),
    Number(match[3]),
    Number(match[4]),
    Number(match[5]),
    Number(match[6] ?? '0'),
    millisecond,
  );
  if (offset === 'Z' || offset === 'z') return local;
  const sign = offset.startsWith('-') ? -1 : 1;
  const minutes = Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6));
  return local - sign * minutes * 60_000;
}

interface DayRange {
  readonly startDay: number;
  readonly endDay: number;
}

/** Fills absent dates (see the top of this file); `null` when a given date is invalid. */
function applyDefaults(
  start: ParsedDate,
  end: ParsedDate,
  now: Date,
  timezone: string,
): DayRange | null {
  if (start === null || end === null) return null;
  const span = DEFAULT_RANGE_DAYS - 1;
  if (start !== undefined && end !== undefined) return { startDay: start, endDay: end };
  if (start !== undefined) return { startDay: start, endDay: start + span };
  if (end !== undefined) return { startDay: end - span, endDay: end };
  const today = dayNumberInZone(now.getTime(), timezone);
  return { startDay: today - span, endDay: today };
}

/**
 * Dates are written `YYYY-MM-DD`: a date-time near the ends of that range can fall on a day past
 * them in `timezone` (9999-12-31T23:00Z is 10000-01-01 in Pacific/Kiritimati), which no report
 * can name; refuse it as input instead of failing later (found by the fuzz suite).
 */
const FIRST_DAY = dayNumberFromFields({ year: 1, month: 1, day: 1 }) as number;
const LAST_DAY = dayNumberFromFields({ year: 9999, month: 12, day: 31 }) as number;

function checkRange({ startDay, endDay }: DayRange, problems: string[]): void {
  if (startDay < FIRST_DAY || endDay > LAST_DAY) {
    problems.push(
      `startDate and endDate must fall between 0001-01-01 and 9999-12-31 in the requested timezone`,
    );
    return;
  }
  const startDate = formatDayNumber(startDay);
  const endDate = formatDayNumber(endDay);
  if (endDay < startDay) {
    problems.push(
      `endDate must be on or after startDate (got startDate ${startDate} and endDate ${endDate})`,
    );
    return;
  }
  const days = endDay - startDay + 1;
  if (days > MAX_RANGE_DAYS) {
    problems.push(
      `startDate and endDate must span at most ${MAX_RANGE_DAYS} days, both included (got ${days} days from ${startDate} to ${endDate})`,
    );
  }
}

function isGroupBy(value: string): value is GroupBy {
  return (GROUP_BY_VALUES as readonly string[]).includes(value);
}

/** Quotes a user value for a message, shortened so a huge parameter cannot flood the response. */
function quote(value: string | undefined): string {
  const text = value ?? '';
  return JSON.stringify(text.length > 64 ? `${text.slice(0, 61)}...` : text);
}
