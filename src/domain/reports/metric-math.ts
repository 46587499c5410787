/**
 * Rounding rules shared by every report (docs/product/reports.md): durations are whole seconds,
 * `null` when there is nothing to average (0 would read as "instant"); rates are percentages
 * 0-100 with two decimals, `null` when the denominator is 0.
 */

/**
 * Mean of durations given as a total in milliseconds, in whole seconds.
 *
 * @example
 * averageSecondsFromMs(90_000, 2); // 45
 * averageSecondsFromMs(0, 0); // null
 */
export function averageSecondsFromMs(totalMs: number, count: number): number | null {
  return count === 0 ? null : Math.round(totalMs / count / 1000);
}

/**
 * Mean of durations given as a total in seconds, in whole seconds.
 *
 * @example
 * averageSeconds(10, 4); // 3 (2.5 rounds up)
 */
export function averageSeconds(totalSeconds: number, count: number): number | null {
  return count === 0 ? null : Math.round(totalSeconds / count);
}

/**
 * `part / whole` as a percentage with two decimals.
 *
 * @example
 * percentage(1, 3); // 33.33
 * percentage(0, 0); // null
 */
export function percentage(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 100;
}
