import { readPointer } from '../document/json-values.js';
import type { ContractRun } from '../run/contract-run.js';

/** A report range as query parameters (docs/product/reports.md: inclusive whole days). */
export interface RangeQuery {
  [name: string]: string;
  startDate: string;
  endDate: string;
  timezone: string;
}

/**
 * The range from `fromDaysAgo` to `toDaysAgo` days before `today`, both inclusive, in UTC.
 *
 * @example
 * daysRange(6, 0, new Date('2026-01-15T10:00:00Z'));
 * // { startDate: '2026-01-09', endDate: '2026-01-15', timezone: 'UTC' }
 */
export function daysRange(fromDaysAgo: number, toDaysAgo: number, today: Date): RangeQuery {
  return {
    startDate: isoDay(today, -fromDaysAgo),
    endDate: isoDay(today, -toDaysAgo),
    timezone: 'UTC',
  };
}

/**
 * `YYYY-MM-DD` of a day `offset` days from `date`, in UTC.
 *
 * @example
 * isoDay(new Date('2026-01-15T10:00:00Z'), -1); // '2026-01-14'
 */
export function isoDay(date: Date, offset = 0): string {
  const day = new Date(
    Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + offset),
  );
  return day.toISOString().slice(0, 10);
}

/**
 * The backend's "today": the end of the overview's default range (the last 7 days ending today,
 * docs/product/reports.md), so ranges land where the backend has data even when its clock is
 * pinned (`standin serve --now`). The runner's own UTC date when the overview did not answer.
 *
 * @example
 * daysRange(6, 0, backendToday(run)); // the backend's last 7 days
 */
export function backendToday(run: Pick<ContractRun, 'state'>): Date {
  const overview = run.state.samples.get('getOverviewReport')?.outcome.response?.body;
  const endDate = readPointer(overview, '/range/endDate');
  if (typeof endDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(endDate)) {
    const day = new Date(`${endDate}T00:00:00Z`);
    if (!Number.isNaN(day.getTime())) return day;
  }
  return new Date();
}
