import { describe, expect, it } from 'vitest';
import type { GroupBy, ReportQuery } from './report-types.js';
import { reportBuckets, reportWindow } from './report-window.js';

const HOUR = 3_600_000;

function query(startDate: string, endDate: string, groupBy: GroupBy = 'day', timezone = 'UTC') {
  return { startDate, endDate, groupBy, timezone } satisfies ReportQuery;
}

describe('reportWindow', () => {
  it('covers whole local days, DST included', () => {
    const hours = (q: ReportQuery) => {
      const { current } = reportWindow(q);
      return (current.to - current.from) / HOUR;
    };
    expect(hours(query('2026-03-08', '2026-03-08', 'day', 'America/New_York'))).toBe(23);
    expect(hours(query('2026-10-25', '2026-10-25', 'day', 'Europe/London'))).toBe(25);
    expect(hours(query('2026-01-01', '2026-01-07', 'day', 'Asia/Kathmandu'))).toBe(7 * 24);
  });

  it('puts the previous period right before, with as many days', () => {
    const { current, previous, range } = reportWindow(
      query('2026-01-08', '2026-01-14', 'week', 'Asia/Tokyo'),
    );
    expect(previous.to).toBe(current.from);
    expect(new Date(previous.from).toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(range).toEqual({
      startDate: '2026-01-08',
      endDate: '2026-01-14',
      timezone: 'Asia/Tokyo',
    });
  });
});

describe('reportBuckets', () => {
  it.each([
    ['day', '2026-01-14', '2026-01-16', ['2026-01-14', '2026-01-15', '2026-01-16']],
    // 2026-01-14 is a Wednesday: the first week is clipped, the next starts on Monday the 19th.
    ['week', '2026-01-14', '2026-01-27', ['2026-01-14', '2026-01-19', '2026-01-26']],
    ['week', '2026-01-12', '2026-01-18', ['2026-01-12']],
    ['month', '2026-01-20', '2026-03-02', ['2026-01-20', '2026-02-01', '2026-03-01']],
    ['month', '2025-12-31', '2026-01-01', ['2025-12-31', '2026-01-01']],
  ] as const)('%s buckets of %s..%s start on %j', (groupBy, start, end, dates) => {
    expect(reportBuckets(query(start, end, groupBy)).map((b) => b.date)).toEqual(dates);
  });

  it.each(['day', 'week', 'month'] as const)(
    '%s buckets are contiguous and cover exactly the range',
    (groupBy) => {
      const q = query('2025-11-20', '2026-04-10', groupBy, 'America/New_York');
      const buckets = reportBuckets(q);
      const { current } = reportWindow(q);
      expect(buckets[0]?.from).toBe(current.from);
      expect(buckets.at(-1)?.to).toBe(current.to);
      buckets.forEach((bucket, i) => {
        expect(bucket.to).toBeGreaterThan(bucket.from);
        if (i > 0) expect(bucket.from).toBe(buckets[i - 1]?.to);
      });
    },
  );

  it('gives the DST days 23 and 25 hours', () => {
    const hours = reportBuckets(query('2026-10-24', '2026-10-26', 'day', 'Europe/London')).map(
      (bucket) => (bucket.to - bucket.from) / HOUR,
    );
    expect(hours).toEqual([24, 25, 24]);
  });
});
