import { beforeAll, expect, it } from 'vitest';
import type { ContractReport } from '../../src/contract/contract-types.js';
import { runShippedContract, type ShippedRun } from './shipped-contract.js';

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

/** What a test backend started for the contract suites hands back (the shape both share). */
export interface ContractBackend {
  url: string;
  secret: string;
  credentials: { email: string; password: string };
  sandboxProjectId: string;
  close(): Promise<void>;
}

/**
 * Run the shipped `standin contract` against a running backend at a level, in a slot.
 *
 * @example
 * const run = await checkBackend(backend, 'core'); // run.code 0, run.report
 */
export async function checkBackend(
  backend: ContractBackend,
  level: 'core' | 'full',
): Promise<ShippedRun> {
  return inSlot(() =>
    runShippedContract([
      ...['--base-url', backend.url, '--prefix', 'auto', '--level', level],
      ...['--email', backend.credentials.email, '--password', backend.credentials.password],
      ...['--project-id', backend.sandboxProjectId, '--token-secret', backend.secret],
    ]),
  );
}

/** Start a backend, run the contract against it at a level, and close it again. */
async function checkFreshBackend<Defect>(
  start: (options?: { defects?: readonly Defect[] }) => Promise<ContractBackend>,
  level: 'core' | 'full',
  defects?: readonly Defect[],
): Promise<ShippedRun> {
  const backend = await start(defects ? { defects } : undefined);
  try {
    return await checkBackend(backend, level);
  } finally {
    await backend.close();
  }
}

/**
 * The tests every independent backend must pass, registered in the calling `describe`: the
 * clean backend passes at --level core (exit 0, no failure, the profile shape it serves), each
 * seed-level defect of `cases` is caught by the check named for it (a failure the clean run
 * does not have), and at --level full only assumptions differ.
 *
 * @example
 * describe('standin contract against …', () => {
 *   testBackendContract({ start: startIndependentBackend, cases, profileShape: 'flat' });
 * });
 */
export function testBackendContract<Defect>(options: {
  start: (options?: { defects?: readonly Defect[] }) => Promise<ContractBackend>;
  cases: ReadonlyArray<{ given: Defect; want: string }>;
  profileShape: ContractReport['profileShape'];
}): void {
  const { start, cases, profileShape } = options;
  let cleanCore: ShippedRun;
  beforeAll(async () => {
    cleanCore = await checkFreshBackend(start, 'core');
  }, 120_000);

  it('passes the clean backend at --level core: exit 0, no failure', () => {
    expect(cleanCore.stderr).toBe('');
    expect(describeFailures(cleanCore.report)).toEqual([]);
    expect(cleanCore.code).toBe(0);
    expect(cleanCore.report?.profileShape).toBe(profileShape);
  });

  it.concurrent.each(cases)(
    'catches $given with $want',
    async ({ given, want }) => {
      const run = await checkFreshBackend(start, 'core', [given]);
      expect(run.code, run.stderr).toBe(1);
      const clean = new Set(failedPairs(cleanCore.report));
      const caught = failedPairs(run.report).filter(
        (pair) => pair.startsWith(`${want} `) && !clean.has(pair),
      );
      expect(caught, describeFailures(run.report).join('\n')).not.toEqual([]);
    },
    120_000,
  );

  it('reports only assumption differences at --level full', async () => {
    const run = await checkFreshBackend(start, 'full');
    expect(run.code, run.stderr).toBe(1);
    const failures = (run.report?.results ?? []).flatMap((result) => result.failures);
    expect(failures.length).toBeGreaterThan(0);
    expect(describeFailures(run.report).filter((line) => !line.startsWith('[assumed]'))).toEqual(
      [],
    );
  }, 120_000);
}
