/**
 * The shipped `standin contract` against a second backend written apart from Standin, with
 * FastAPI's conventions (test/fastapi-backend): a clean one passes at --level core, each
 * seed-level defect is caught by the check named for it, and at --level full only assumptions
 * differ.
 */
import { describe, expect, it } from 'vitest';
import {
  FASTAPI_DEFECTS,
  startFastApiBackend,
  type FastApiDefect,
} from './fastapi-backend/index.js';
import { testBackendContract } from './support/contract-failures.js';

const CASES = (Object.keys(FASTAPI_DEFECTS) as FastApiDefect[]).map((given) => ({
  given,
  want: FASTAPI_DEFECTS[given].caughtBy,
}));

describe('standin contract against a backend with FastAPI conventions', () => {
  it('has a catalogue of at least ten seed-level defects', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(10);
  });

  testBackendContract({ start: startFastApiBackend, cases: CASES, profileShape: 'nested' });
});
