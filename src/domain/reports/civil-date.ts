/**
 * Calendar dates without a time zone ("civil" dates), as whole day numbers: days since
 * 1970-01-01. Report ranges are whole days in a time zone (docs/product/reports.md), so the day
 * arithmetic (add a day, find the Monday, the 1st of the month) happens here, and only
 * time-zone.ts turns a day into an instant.
 */

const MS_PER_DAY = 86_400_000;

export interface CivilDateFields {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * The day number of a calendar date, or `null` when the date does not exist (2026-02-30).
 *
 * @example
 * dayNumberFromFields({ year: 1970, month: 1, day: 2 }); // 1
 * dayNumberFromFields({ year: 2026, month: 2, day: 30 }); // null
 */
export function dayNumberFromFields(fields: CivilDateFields): number | null {
  const { year, month, day } = fields;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return Math.round(utcMs(year, month, day) / MS_PER_DAY);
}

/**
 * `YYYY-MM-DD` of a day number.
 *
 * @example
 * formatDayNumber(0); // '1970-01-01'
 */
export function formatDayNumber(dayNumber: number): string {
  const date = new Date(dayNumber * MS_PER_DAY);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/**
 * Parses a `YYYY-MM-DD` string that the caller already validated.
 *
 * @throws RangeError when the string is not a real date (a programming error, not user input)
 * @example
 * dayNumberFromIsoDate('1970-01-11'); // 10
 */
export function dayNumberFromIsoDate(isoDate: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const dayNumber = match
    ? dayNumberFromFields({
        year: Number(match[1]),
        month: Number(match[2]),
        day: Number(match[3]),
      })
    : null;
  if (dayNumber === null) throw new RangeError(`Not a YYYY-MM-DD calendar date: "${isoDate}"`);
  return dayNumber;
}

/**
 * The Monday on or before a day (ISO 8601 weeks start on Monday).
 *
 * @example
 * formatDayNumber(startOfIsoWeek(dayNumberFromIsoDate('2026-01-15'))); // '2026-01-12'
 */
export function startOfIsoWeek(dayNumber: number): number {
  // 1970-01-01 was a Thursday: (day + 3) mod 7 is 0 on Mondays.
  const sinceMonday = (((dayNumber + 3) % 7) + 7) % 7;
  return dayNumber - sinceMonday;
}

/**
 * The 1st of the month after the one containing `dayNumber`.
 *
 * @example
 * formatDayNumber(startOfNextMonth(dayNumberFromIsoDate('2026-12-31'))); // '2027-01-01'
 */
export function startOfNextMonth(dayNumber: number): number {
  const date = new Date(dayNumber * MS_PER_DAY);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  return Math.round(
    utcMs(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1) / MS_PER_DAY,
  );
}

/**
 * Number of days of a month (1-12) in a proleptic Gregorian year.
 *
 * @example
 * daysInMonth(2024, 2); // 29
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Epoch ms of a UTC date-time (month 1-12). Unlike `Date.UTC`, which maps years 0-99 to
 * 1900-1999, every year means itself.
 *
 * @example
 * utcMs(1970, 1, 2); // 86_400_000
 */
export function utcMs(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  millisecond = 0,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millisecond);
  return date.getTime();
}
