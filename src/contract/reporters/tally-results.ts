import type { CheckResult } from '../contract-types.js';

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

/** Results grouped by operation, then by check, in the order they first appeared. */
export type ResultGrid = Map<string, Map<string, { tally: Tally; results: CheckResult[] }>>;

/**
 * Group results into the operations × checks grid every reporter shows.
 *
 * @example
 * tallyResults(report.results).get('getProfile')?.get('auth_missing_token')?.tally; // { passed: 1, failed: 0, skipped: 0 }
 */
export function tallyResults(results: readonly CheckResult[]): ResultGrid {
  const grid: ResultGrid = new Map();
  for (const result of results) {
    const row =
      grid.get(result.operationId) ?? new Map<string, { tally: Tally; results: CheckResult[] }>();
    grid.set(result.operationId, row);
    const cell = row.get(result.check) ?? {
      tally: { passed: 0, failed: 0, skipped: 0 },
      results: [],
    };
    row.set(result.check, cell);
    cell.tally[result.status] += 1;
    cell.results.push(result);
  }
  return grid;
}
