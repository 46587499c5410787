/**
 * IANA time zones with nothing but Intl: validate a name, find the local day of an instant, and
 * the instant a local day starts.
 *
 * docs/product/reports.md: startDate and endDate are inclusive whole days in `timezone` (default
 * UTC), and "the timezone moves conversations between days". A local day is not always 24 hours
 * (America/New_York 2026-03-08 has 23, Europe/London 2026-10-25 has 25) and offsets are not
 * whole hours (Asia/Kathmandu is +05:45), so every day boundary is computed from the zone's real
 * offset at that moment, never by adding 86 400 000 ms.
 *
 * Formatters and day starts are cached per zone: report buckets ask for the same days over and
 * over, and `formatToParts` costs microseconds.
 */
import { utcMs } from './civil-date.js';

const MS_PER_DAY = 86_400_000;
const MAX_CACHED_ZONES = 500;
const MAX_CACHED_DAY_STARTS = 50_000;

/** Offset time zones ("+05:00") are valid in newer Intl versions but are not IANA names. */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

const resolvedNames = new Map<string, string | null>();
const formatters = new Map<string, Intl.DateTimeFormat>();
const utcZones = new Map<string, boolean>();
const dayStarts = new Map<string, Map<number, number>>();
let cachedDayStarts = 0;
let spellings: Map<string, string> | undefined;

/**
 * Returns the zone name to report back when `name` is a usable IANA time zone, else `null`.
 * Known names come back in their canonical spelling (`europe/berlin` -> `Europe/Berlin`).
 * `Intl.supportedValuesOf` lists neither `UTC` nor some links (`Asia/Kathmandu` on Node 20's
 * ICU), so the final word is whether `Intl.DateTimeFormat` accepts the name.
 *
 * @example
 * resolveTimeZone('Etc/UTC'); // 'Etc/UTC'
 * resolveTimeZone('Mars/Olympus'); // null
 */
export function resolveTimeZone(name: string): string | null {
  let resolved = resolvedNames.get(name);
  if (resolved === undefined) {
    // Constructing a DateTimeFormat costs tens of microseconds: once per name is enough.
    if (resolvedNames.size >= MAX_CACHED_ZONES) resolvedNames.clear();
    resolved = IANA_NAME.test(name) && isKnownToIntl(name) ? canonicalSpelling(name) : null;
    resolvedNames.set(name, resolved);
  }
  return resolved;
}

/**
 * The zone's offset from UTC at `instant`, in ms (positive east of Greenwich).
 *
 * @example
 * zoneOffsetMs(Date.parse('2026-01-15T00:00:00Z'), 'Asia/Kathmandu'); // 20_700_000 (+05:45)
 */
export function zoneOffsetMs(instant: number, zone: string): number {
  if (isUtcZone(zone)) return 0;
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let beforeCommonEra = false;
  for (const part of formatterFor(zone).formatToParts(wholeSecond)) {
    if (part.type === 'era') beforeCommonEra = part.value === 'BC';
    else if (part.type in fields) fields[part.type as keyof typeof fields] = Number(part.value);
  }
  const year = beforeCommonEra ? 1 - fields.year : fields.year;
  const local = utcMs(year, fields.month, fields.day, fields.hour, fields.minute, fields.second);
  return local - wholeSecond;
}

/**
 * The local calendar day (day number, see civil-date.ts) of an instant in a zone.
 *
 * @example
 * formatDayNumber(dayNumberInZone(Date.parse('2026-01-15T03:00:00Z'), 'America/New_York'));
 * // '2026-01-14'
 */
export function dayNumberInZone(instant: number, zone: string): number {
  return Math.floor((instant + zoneOffsetMs(instant, zone)) / MS_PER_DAY);
}

/**
 * The first instant (epoch ms) of a local day: local midnight, or, in the rare zones whose clocks
 * skip midnight (e.g. America/Santiago on DST start), the moment the day begins after the jump.
 *
 * @example
 * startOfDayInZone(dayNumberFromIsoDate('2026-03-09'), 'America/New_York')
 *   - startOfDayInZone(dayNumberFromIsoDate('2026-03-08'), 'America/New_York'); // 23 hours in ms
 */
export function startOfDayInZone(dayNumber: number, zone: string): number {
  if (isUtcZone(zone)) return dayNumber * MS_PER_DAY;
  let perZone = dayStarts.get(zone);
  if (perZone === undefined) {
    if (dayStarts.size >= MAX_CACHED_ZONES) clearDayStarts();
    perZone = new Map();
    dayStarts.set(zone, perZone);
  }
  const cached = perZone.get(dayNumber);
  if (cached !== undefined) return cached;
  const start = computeStartOfDay(dayNumber, zone);
  if (cachedDayStarts >= MAX_CACHED_DAY_STARTS) clearDayStarts();
  perZone.set(dayNumber, start);
  cachedDayStarts += 1;
  return start;
}

/**
 * Local midnight is `wall - offset`, but the offset depends on the instant we are looking for.
 * At most one transition happens near a midnight, so the offset is either the one a day before
 * or the one a day after; a candidate is right when the zone really has that offset there.
 * Two right candidates mean midnight happened twice (clocks went back across it): the day starts
 * at the first. None means midnight was skipped: search for the jump.
 */
function computeStartOfDay(dayNumber: number, zone: string): number {
  const wall = dayNumber * MS_PER_DAY;
  const offsetBefore = zoneOffsetMs(wall - MS_PER_DAY, zone);
  const offsetAfter = zoneOffsetMs(wall + MS_PER_DAY, zone);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => zoneOffsetMs(instant, zone) === wall - instant,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  return firstInstantOfDay(dayNumber, zone, wall - offsetAfter, wall - offsetBefore);
}

/** Binary search in [low, high] for the first instant whose local day is `dayNumber` or later. */
function firstInstantOfDay(dayNumber: number, zone: string, low: number, high: number): number {
  let lo = Math.min(low, high);
  let hi = Math.max(low, high);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayNumberInZone(mid, zone) >= dayNumber) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    if (formatters.size >= MAX_CACHED_ZONES) formatters.clear();
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** UTC and its aliases (Etc/UTC, GMT, ...) never shift: skip Intl for them. */
function isUtcZone(zone: string): boolean {
  let utc = utcZones.get(zone);
  if (utc === undefined) {
    if (utcZones.size >= MAX_CACHED_ZONES) utcZones.clear();
    const resolved = formatterFor(zone).resolvedOptions().timeZone;
    utc = resolved === 'UTC' || resolved === 'Etc/UTC' || resolved === 'Etc/GMT';
    utcZones.set(zone, utc);
  }
  return utc;
}

function clearDayStarts(): void {
  dayStarts.clear();
  cachedDayStarts = 0;
}

function isKnownToIntl(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function canonicalSpelling(name: string): string {
  if (spellings === undefined) {
    const names = [...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC', 'GMT', 'Etc/GMT'];
    spellings = new Map(names.map((known) => [known.toLowerCase(), known]));
  }
  return spellings.get(name.toLowerCase()) ?? name;
}
