/**
 * The shipped `standin contract` against a second backend written apart from Standin, with
 * FastAPI's conventions (test/fastapi-backend): a clean one passes at --level core, each
 * seed-level defect is caught by the check named for it, and at --level full only assumptions
 * differ.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FASTAPI_DEFECTS,
  startFastApiBackend,
  type FastApiBackend,
  type FastApiDefect,
} from './fastapi-backend/index.js';
import { describeFailures, failedPairs, inSlot } from './support/contract-failures.js';
import { runShippedContract } from './support/shipped-contract.js';

const CASES = (Object.keys(FASTAPI_DEFECTS) as FastApiDefect[]).map((given) => ({
  given,
  want: FASTAPI_DEFECTS[given].caughtBy,
}));

async function checkBackend(backend: FastApiBackend, level: 'core' | 'full') {
  return inSlot(() =>
    runShippedContract([
      ...['--base-url', backend.url, '--prefix', 'auto', '--level', level],
      ...['--email', backend.credentials.email, '--password', backend.credentials.password],
      ...['--project-id', backend.sandboxProjectId, '--token-secret', backend.secret],
    ]),
  );
}

describe('standin contract against a backend with FastAPI conventions', () => {
  let cleanCore: Awaited<ReturnType<typeof checkBackend>>;
  beforeAll(async () => {
    const backend = await startFastApiBackend();
    try {
      cleanCore = await checkBackend(backend, 'core');
    } finally {
      await backend.close();
    }
  }, 120_000);

  it('passes the clean backend at --level core: exit 0, no failure', () => {
    expect(cleanCore.stderr).toBe('');
    expect(describeFailures(cleanCore.report)).toEqual([]);
    expect(cleanCore.code).toBe(0);
    expect(cleanCore.report?.profileShape).toBe('nested');
  });

  it('has a catalogue of at least ten seed-level defects', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(10);
  });

  it.concurrent.each(CASES)(
    'catches $given with $want',
    async ({ given, want }) => {
      const backend = await startFastApiBackend({ defects: [given] });
      let run: Awaited<ReturnType<typeof checkBackend>>;
      try {
        run = await checkBackend(backend, 'core');
      } finally {
        await backend.close();
      }
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
    const backend = await startFastApiBackend();
    let run: Awaited<ReturnType<typeof checkBackend>>;
    try {
      run = await checkBackend(backend, 'full');
    } finally {
      await backend.close();
    }
    expect(run.code, run.stderr).toBe(1);
    const failures = (run.report?.results ?? []).flatMap((result) => result.failures);
    expect(failures.length).toBeGreaterThan(0);
    expect(describeFailures(run.report).filter((line) => !line.startsWith('[assumed]'))).toEqual(
      [],
    );
  }, 120_000);
});
