/**
 * A time-sorted list with running totals ("prefix sums"): the sum of any field over any time
 * interval is two binary searches and a subtraction.
 *
 * Why: docs/product/reports.md wants numbers computed from the seeded conversations on every
 * request, and a report's cost should not grow with the store. Scanning only the conversations in
 * the range would still grow with their density (a 7-day report over 100k conversations scans
 * ~20x more than over 5k); with prefix sums a report costs O(buckets x log n) whatever the size,
 * and stays exact to the millisecond in any time zone (pre-aggregating per hour or day could not,
 * since zones are offset by 30 or 45 minutes). The price is memory: one Float64Array per field,
 * n + 1 long. Sums stay exact: integers below 2^53.
 *
 * Input is columnar (one typed array per field, one row per item) because building is then plain
 * array arithmetic: calling a per-field extractor for every row of every index costs ten times
 * more at 100k conversations.
 */

/**
 * One value per row for each field, and the row's time. Typed arrays only: the build loops stay
 * monomorphic, which matters at 100k rows.
 */
export interface Columns<TField extends string> {
  readonly times: Float64Array;
  readonly values: { readonly [F in TField]: Float64Array };
}

export interface PrefixIndex<TField extends string> {
  /** Event times (epoch ms), ascending. */
  readonly times: Float64Array;
  /** `totals[field][i]` is the sum of `field` over the first `i` rows; length n + 1. */
  readonly totals: { readonly [F in TField]: Float64Array };
}

export interface IntervalSums<TField extends string> {
  /** How many rows fall in the interval. */
  readonly count: number;
  readonly sums: { readonly [F in TField]: number };
}

export interface Interval {
  readonly from: number;
  readonly to: number;
}

/**
 * Builds the index over the rows `rows` of `columns` (row numbers in ascending time order).
 *
 * @throws RangeError when `rows` is not in ascending time order (a programming error)
 * @example
 * const columns = {
 *   times: Float64Array.of(10, 20, 30),
 *   values: { messages: Float64Array.of(1, 2, 3) },
 * };
 * const index = buildPrefixIndex(columns, Int32Array.of(0, 2));
 * sumInterval(index, { from: 0, to: 100 }).sums.messages; // 4
 */
export function buildPrefixIndex<TField extends string>(
  columns: Columns<TField>,
  rows: Int32Array,
): PrefixIndex<TField> {
  const times = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    times[i] = columns.times[rows[i] ?? 0] ?? 0;
    if (i > 0 && (times[i] ?? 0) < (times[i - 1] ?? 0)) {
      throw new RangeError(
        `buildPrefixIndex needs rows in ascending time order (row ${i} is earlier)`,
      );
    }
  }
  const totals = {} as { [F in TField]: Float64Array };
  for (const field of Object.keys(columns.values) as TField[]) {
    const source = columns.values[field];
    const column = new Float64Array(rows.length + 1);
    let running = 0;
    for (let i = 0; i < rows.length; i += 1) {
      running += source[rows[i] ?? 0] ?? 0;
      column[i + 1] = running;
    }
    totals[field] = column;
  }
  return { times, totals };
}

/**
 * Count and field sums of the rows with `from <= time < to`.
 *
 * @example
 * const { count, sums } = sumInterval(index, { from: start, to: end });
 */
export function sumInterval<TField extends string>(
  index: PrefixIndex<TField>,
  interval: Interval,
): IntervalSums<TField> {
  const lo = lowerBound(index.times, interval.from);
  const hi = Math.max(lo, lowerBound(index.times, interval.to));
  const sums = {} as { [F in TField]: number };
  for (const field of Object.keys(index.totals) as TField[]) {
    const column = index.totals[field];
    sums[field] = (column[hi] ?? 0) - (column[lo] ?? 0);
  }
  return { count: hi - lo, sums };
}

/**
 * How many rows fall in [from, to), without summing any field.
 *
 * @example
 * countInterval(index, { from: start, to: end }); // e.g. 42
 */
export function countInterval<TField extends string>(
  index: PrefixIndex<TField>,
  interval: Interval,
): number {
  return Math.max(0, lowerBound(index.times, interval.to) - lowerBound(index.times, interval.from));
}

/**
 * The first position whose time is >= `time` (times.length when none is).
 *
 * @example
 * lowerBound(Float64Array.of(10, 20, 20, 30), 20); // 1
 */
export function lowerBound(times: Float64Array, time: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] ?? Number.POSITIVE_INFINITY) < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
