import type { ContractReport } from '../../src/contract/contract-types.js';

/**
 * "check operation" for every failure of a report, so a defect's findings can be told from a
 * clean run's.
 *
 * @example
 * failedPairs(run.report); // ['auth_missing_token getProfile', …]
 */
export function failedPairs(report: ContractReport | undefined): string[] {
  return [
    ...new Set(
      (report?.results ?? []).flatMap((result) =>
        result.failures.map((failure) => `${failure.check} ${failure.operationId}`),
      ),
    ),
  ].sort();
}

/**
 * One line per failure, with its source (seed or assumed), for an assertion message.
 *
 * @example
 * describeFailures(run.report); // ['[assumed] status_code_documented login /status: …']
 */
export function describeFailures(report: ContractReport | undefined): string[] {
  return (report?.results ?? []).flatMap((result) =>
    result.failures.map(
      (failure) =>
        `[${failure.source}] ${failure.check} ${failure.operationId} ${failure.pointer}: ${failure.message}`,
    ),
  );
}

const slots = { free: 2, waiting: [] as Array<() => void> };

/**
 * Run at most two command runs at once: each is a Node process, and the suite shares two cores
 * with every other test file.
 *
 * @example
 * const run = await inSlot(() => runShippedContract(args));
 */
export async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (slots.free === 0) await new Promise<void>((resolve) => slots.waiting.push(resolve));
  else slots.free -= 1;
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free += 1;
  }
}
