import { describe, expect, it } from 'vitest';
import { dayNumberFromIsoDate, formatDayNumber } from './civil-date.js';
import { dayNumberInZone, resolveTimeZone, startOfDayInZone, zoneOffsetMs } from './time-zone.js';

const HOUR = 3_600_000;

function hoursInDay(date: string, zone: string): number {
  const day = dayNumberFromIsoDate(date);
  return (startOfDayInZone(day + 1, zone) - startOfDayInZone(day, zone)) / HOUR;
}

function localDate(iso: string, zone: string): string {
  return formatDayNumber(dayNumberInZone(Date.parse(iso), zone));
}

describe('resolveTimeZone', () => {
  it.each([
    ['UTC', 'UTC'],
    ['Etc/UTC', 'Etc/UTC'],
    ['utc', 'UTC'],
    ['europe/berlin', 'Europe/Berlin'],
    ['Asia/Kathmandu', 'Asia/Kathmandu'],
    ['America/New_York', 'America/New_York'],
  ])('accepts %s as %s', (given, want) => {
    expect(resolveTimeZone(given)).toBe(want);
  });

  it.each(['Mars/Olympus', '+05:00', '', 'Z', 'Europe/', '../etc/passwd'])(
    'rejects %j',
    (given) => {
      expect(resolveTimeZone(given)).toBeNull();
    },
  );
});

describe('local days', () => {
  it('knows the 23- and 25-hour days of daylight saving time', () => {
    expect(hoursInDay('2026-03-08', 'America/New_York')).toBe(23);
    expect(hoursInDay('2026-11-01', 'America/New_York')).toBe(25);
    expect(hoursInDay('2026-03-29', 'Europe/London')).toBe(23);
    expect(hoursInDay('2026-10-25', 'Europe/London')).toBe(25);
    expect(hoursInDay('2026-04-05', 'Australia/Lord_Howe')).toBe(24.5);
    expect(hoursInDay('2026-01-15', 'Asia/Kathmandu')).toBe(24);
  });

  it('starts days at local midnight, including odd offsets', () => {
    const day = dayNumberFromIsoDate('2026-01-15');
    expect(new Date(startOfDayInZone(day, 'Asia/Kathmandu')).toISOString()).toBe(
      '2026-01-14T18:15:00.000Z',
    );
    expect(new Date(startOfDayInZone(day, 'America/New_York')).toISOString()).toBe(
      '2026-01-15T05:00:00.000Z',
    );
    expect(startOfDayInZone(day, 'UTC')).toBe(Date.parse('2026-01-15T00:00:00Z'));
    expect(zoneOffsetMs(Date.parse('2026-01-15T00:00:00Z'), 'Asia/Kathmandu')).toBe(
      (5 * 60 + 45) * 60_000,
    );
  });

  it('starts a day whose midnight was skipped at the jump (Santiago, DST start)', () => {
    const start = startOfDayInZone(dayNumberFromIsoDate('2026-09-06'), 'America/Santiago');
    expect(new Date(start).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localDate('2026-09-06T03:59:59Z', 'America/Santiago')).toBe('2026-09-05');
    expect(localDate('2026-09-06T04:00:00Z', 'America/Santiago')).toBe('2026-09-06');
  });

  it('gives a skipped calendar day zero length (Samoa, 2011-12-30)', () => {
    expect(hoursInDay('2011-12-30', 'Pacific/Apia')).toBe(0);
    expect(hoursInDay('2011-12-29', 'Pacific/Apia')).toBe(24);
  });

  it('maps instants to the local date on either side of a boundary', () => {
    expect(localDate('2026-01-15T03:00:00Z', 'America/New_York')).toBe('2026-01-14');
    expect(localDate('2026-01-15T05:00:00Z', 'America/New_York')).toBe('2026-01-15');
    expect(localDate('2026-01-14T18:14:59Z', 'Asia/Kathmandu')).toBe('2026-01-14');
    expect(localDate('2026-01-14T18:15:00Z', 'Asia/Kathmandu')).toBe('2026-01-15');
  });

  it('agrees with dayNumberInZone at every day start of a year', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'Asia/Kathmandu']) {
      const first = dayNumberFromIsoDate('2026-01-01');
      for (let day = first; day < first + 365; day += 1) {
        const start = startOfDayInZone(day, zone);
        expect(dayNumberInZone(start, zone)).toBe(day);
        expect(dayNumberInZone(start - 1, zone)).toBe(day - 1);
      }
    }
  });
});
