import type { UsageFile, UsageOperation } from './read-usage.js';

/** One answer the mock served: which operation, and with which status. */
export interface ServedOperation {
  operationId: string;
  /** Lower case, as in openapi.yaml. */
  method: string;
  /** The documented path template. */
  path: string;
  status: number;
}

/** What a run observed so far, ready to merge into `standin-usage.json`. */
export interface UsageRecorder {
  /** Pass this as `createMock({ recordUsage })`. True when the pair (operation, status) is new. */
  record(served: ServedOperation): boolean;
  /** Every operation served, with its statuses (`sources: ["observed"]`). */
  usage(): UsageFile;
}

/**
 * Collect the operations and statuses a mock served during a run, for code that calls the API
 * through plain `fetch` where static analysis sees nothing. Merge the result into the usage file
 * with `standin usage --merge`.
 *
 * @example
 * const recorder = createUsageRecorder();
 * const mock = await createMock({ recordUsage: recorder.record });
 * // … run the tests …
 * writeFileSync('observed.json', JSON.stringify(recorder.usage()));
 */
export function createUsageRecorder(): UsageRecorder {
  const operations = new Map<string, UsageOperation>();
  return {
    record(served) {
      const status = String(served.status);
      const known = operations.get(served.operationId);
      if (known?.statuses.includes(status)) return false;
      const operation = known ?? {
        operationId: served.operationId,
        method: served.method.toLowerCase(),
        path: served.path,
        sources: ['observed'],
        calls: [],
        statuses: [],
        members: [],
      };
      operation.statuses = [...operation.statuses, status].sort();
      operations.set(served.operationId, operation);
      return true;
    },
    usage: () => ({
      standinUsage: 1,
      operations: [...operations.values()]
        .map((operation) => structuredClone(operation))
        .sort((a, b) => (a.operationId < b.operationId ? -1 : 1)),
    }),
  };
}
