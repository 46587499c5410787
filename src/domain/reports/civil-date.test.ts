import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayNumberFromFields,
  dayNumberFromIsoDate,
  formatDayNumber,
  startOfIsoWeek,
  startOfNextMonth,
} from './civil-date.js';

describe('civil dates', () => {
  it('rejects dates that do not exist and accepts leap days', () => {
    expect(dayNumberFromFields({ year: 2026, month: 2, day: 30 })).toBeNull();
    expect(dayNumberFromFields({ year: 2026, month: 13, day: 1 })).toBeNull();
    expect(dayNumberFromFields({ year: 2100, month: 2, day: 29 })).toBeNull();
    expect(dayNumberFromFields({ year: 2000, month: 2, day: 29 })).not.toBeNull();
    expect(dayNumberFromFields({ year: 2024, month: 2, day: 29 })).not.toBeNull();
  });

  it('round-trips every day between years 1 and 9999 through YYYY-MM-DD', () => {
    const first = dayNumberFromIsoDate('0001-01-01');
    const last = dayNumberFromIsoDate('9999-12-31');
    fc.assert(
      fc.property(fc.integer({ min: first, max: last }), (day) => {
        expect(dayNumberFromIsoDate(formatDayNumber(day))).toBe(day);
      }),
    );
  });

  it('finds the Monday of an ISO week and the 1st of the next month', () => {
    const monday = (date: string) => formatDayNumber(startOfIsoWeek(dayNumberFromIsoDate(date)));
    expect(monday('2026-01-15')).toBe('2026-01-12'); // a Thursday
    expect(monday('2026-01-12')).toBe('2026-01-12'); // a Monday
    expect(monday('2026-01-18')).toBe('2026-01-12'); // a Sunday
    const next = (date: string) => formatDayNumber(startOfNextMonth(dayNumberFromIsoDate(date)));
    expect(next('2026-01-31')).toBe('2026-02-01');
    expect(next('2026-12-01')).toBe('2027-01-01');
  });
});
