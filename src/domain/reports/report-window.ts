/**
 * Turns a validated query into instants: the range, the period before it, and the timeseries
 * buckets, each as a half-open interval [from, to) of epoch ms.
 *
 * docs/product/reports.md: both dates are inclusive whole days in `timezone`, so the range runs
 * from the start of startDate to the start of the day after endDate, local midnights computed by
 * time-zone.ts (DST-safe). Buckets:
 * - day: one per day;
 * - week: ISO weeks, starting on Monday;
 * - month: calendar months, starting on the 1st;
 * and a bucket's `date` is its first day clipped to the range (a range starting on a Wednesday
 * has a first week bucket dated that Wednesday, not the Monday before), so every date shown lies
 * inside the range and the buckets add up to exactly the range.
 */
import {
  dayNumberFromIsoDate,
  formatDayNumber,
  startOfIsoWeek,
  startOfNextMonth,
} from './civil-date.js';
import type { Interval } from './prefix-index.js';
import type { GroupBy, ReportQuery, ReportRange } from './report-types.js';
import { startOfDayInZone } from './time-zone.js';

export type { Interval } from './prefix-index.js';

export interface ReportBucket extends Interval {
  /** `YYYY-MM-DD` of the bucket's first day inside the range. */
  readonly date: string;
}

export interface ReportWindow {
  readonly range: ReportRange;
  readonly current: Interval;
  /** The same number of days immediately before startDate. */
  readonly previous: Interval;
}

/**
 * The range and previous period of a query, as instants.
 *
 * @example
 * const { current } = reportWindow({
 *   startDate: '2026-03-08', endDate: '2026-03-08', timezone: 'America/New_York', groupBy: 'day',
 * });
 * (current.to - current.from) / 3_600_000; // 23: the day clocks spring forward
 */
export function reportWindow(query: ReportQuery): ReportWindow {
  const startDay = dayNumberFromIsoDate(query.startDate);
  const endDay = dayNumberFromIsoDate(query.endDate);
  const days = endDay - startDay + 1;
  return {
    range: { startDate: query.startDate, endDate: query.endDate, timezone: query.timezone },
    current: daysInterval(startDay, endDay, query.timezone),
    previous: daysInterval(startDay - days, startDay - 1, query.timezone),
  };
}

/**
 * Every bucket of the range, in order, contiguous, covering exactly the range.
 *
 * @example
 * reportBuckets({ startDate: '2026-01-14', endDate: '2026-01-20', timezone: 'UTC', groupBy: 'week' })
 *   .map((bucket) => bucket.date); // ['2026-01-14', '2026-01-19']
 */
export function reportBuckets(query: ReportQuery): ReportBucket[] {
  const startDay = dayNumberFromIsoDate(query.startDate);
  const endDay = dayNumberFromIsoDate(query.endDate);
  const buckets: ReportBucket[] = [];
  for (let first = startDay; first <= endDay;) {
    const next = Math.min(nextBucketStart(first, query.groupBy), endDay + 1);
    buckets.push({
      date: formatDayNumber(first),
      from: startOfDayInZone(first, query.timezone),
      to: startOfDayInZone(next, query.timezone),
    });
    first = next;
  }
  return buckets;
}

function nextBucketStart(dayNumber: number, groupBy: GroupBy): number {
  switch (groupBy) {
    case 'day':
      return dayNumber + 1;
    case 'week':
      return startOfIsoWeek(dayNumber) + 7;
    case 'month':
      return startOfNextMonth(dayNumber);
  }
}

function daysInterval(firstDay: number, lastDay: number, timezone: string): Interval {
  return {
    from: startOfDayInZone(firstDay, timezone),
    to: startOfDayInZone(lastDay + 1, timezone),
  };
}
