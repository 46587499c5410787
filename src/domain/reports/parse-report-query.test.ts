import { describe, expect, it } from 'vitest';
import { parseReportQuery } from './parse-report-query.js';

const NOW = new Date('2026-01-15T03:00:00Z');

function parse(query: string, now: Date = NOW) {
  return parseReportQuery(new URLSearchParams(query), { now });
}

function problemsOf(query: string): string[] {
  const result = parse(query);
  return result.ok ? [] : result.problems;
}

describe('parseReportQuery: valid input', () => {
  it.each([
    // given, want
    ['', { startDate: '2026-01-09', endDate: '2026-01-15', timezone: 'UTC', groupBy: 'day' }],
    // 03:00Z is still the 14th in New York: "today" is taken in the requested zone.
    [
      'timezone=America/New_York',
      { startDate: '2026-01-08', endDate: '2026-01-14', timezone: 'America/New_York' },
    ],
    ['startDate=2026-01-01', { startDate: '2026-01-01', endDate: '2026-01-07' }],
    ['endDate=2026-01-31', { startDate: '2026-01-25', endDate: '2026-01-31' }],
    [
      'startDate=2026-01-01&endDate=2026-01-31&groupBy=week',
      { startDate: '2026-01-01', endDate: '2026-01-31', groupBy: 'week' },
    ],
    ['startDate=2026-01-10&endDate=2026-01-10', { startDate: '2026-01-10', endDate: '2026-01-10' }],
    ['startDate=2024-01-01&endDate=2024-12-31', { startDate: '2024-01-01', endDate: '2024-12-31' }],
    ['timezone=Etc/UTC&groupBy=month', { timezone: 'Etc/UTC', groupBy: 'month' }],
    ['timezone=europe/berlin', { timezone: 'Europe/Berlin' }],
    ['timezone=Asia/Kathmandu', { timezone: 'Asia/Kathmandu' }],
    // A date-time with an offset stands for its date in the requested zone ...
    [
      'startDate=2026-01-10T02:00:00Z&endDate=2026-01-12T23:30:00-05:00&timezone=America/New_York',
      { startDate: '2026-01-09', endDate: '2026-01-12' },
    ],
    [
      'startDate=2026-01-10T20:00:00.123456Z&endDate=2026-01-11T00:00Z&timezone=Asia/Tokyo',
      { startDate: '2026-01-11', endDate: '2026-01-11' },
    ],
    // ... and one without an offset is a wall-clock time there: its own date.
    [
      'startDate=2026-01-10T23:59:59&endDate=2026-01-11T00:00:00&timezone=Asia/Tokyo',
      { startDate: '2026-01-10', endDate: '2026-01-11' },
    ],
    // An unencoded "+" arrives as a space; it still means "+".
    [
      'startDate=2026-01-10T08:00:00+09:00&endDate=2026-01-10T08:00:00%2B09:00',
      { startDate: '2026-01-09', endDate: '2026-01-09' },
    ],
    ['startDate=2026-01-01&unknown=1', { startDate: '2026-01-01' }],
  ])('%j', (given, want) => {
    const result = parse(given);
    expect(result).toEqual({ ok: true, query: expect.objectContaining(want) });
  });
});

describe('parseReportQuery: problems name their parameter', () => {
  it.each([
    ['startDate=2026-02-30', 'startDate', /2026-02-30.*February 2026 has 28 days/],
    [
      'startDate=2026-13-01',
      'startDate',
      /YYYY-MM-DD format \(got "2026-13-01": there is no month 13\)/,
    ],
    ['endDate=0000-01-01', 'endDate', /year 0000/],
    ['endDate=2026-1-5', 'endDate', /YYYY-MM-DD/],
    ['endDate=yesterday', 'endDate', /YYYY-MM-DD format or an ISO 8601 date-time/],
    ['startDate=', 'startDate', /got ""/],
    ['startDate=2026-01-10T25:00:00Z', 'startDate', /hour 25 does not exist/],
    ['startDate=2026-01-10T10:00:00%2B24:00', 'startDate', /offset \+24:00/],
    ['startDate=2026-01-10&endDate=2026-01-09', 'endDate', /on or after startDate/],
    ['startDate=2025-01-01&endDate=2026-01-02', 'startDate and endDate', /at most 366 days.*367/],
    ['timezone=Mars/Olympus', 'timezone', /IANA time zone name.*"Mars\/Olympus"/],
    ['timezone=%2B05:00', 'timezone', /"\+05:00"/],
    ['groupBy=year', 'groupBy', /one of day, week, month \(got "year"\)/],
    ['startDate=2026-01-01&startDate=2026-01-02', 'startDate', /at most once \(got 2 values/],
    ['timezone=UTC&timezone=UTC', 'timezone', /at most once/],
  ])('%j', (given, parameter, message) => {
    const problems = problemsOf(given);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.startsWith(`${parameter} `)).toBe(true);
    expect(problems[0]).toMatch(message);
  });

  it('collects every problem instead of stopping at the first', () => {
    const problems = problemsOf(
      'startDate=2026-02-30&endDate=nope&timezone=Mars/Olympus&groupBy=year&groupBy=day',
    );
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual([
      'endDate',
      'groupBy',
      'startDate',
      'timezone',
    ]);
  });

  it('still checks the range when the other parameters are wrong', () => {
    const problems = problemsOf('startDate=2026-01-10&endDate=2026-01-01&groupBy=hour');
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(['endDate', 'groupBy']);
  });

  it('shortens a huge value in the message', () => {
    const [problem] = problemsOf(`timezone=${'x'.repeat(5000)}`);
    expect(problem?.length).toBeLessThan(200);
  });

  it('accepts exactly 366 days and refuses 367', () => {
    expect(parse('startDate=2025-01-01&endDate=2026-01-01').ok).toBe(true);
    expect(parse('startDate=2025-01-01&endDate=2026-01-02').ok).toBe(false);
  });
});
