import type { CheckName } from '../check-names.js';
import type { ContractRun } from '../run/contract-run.js';

/** A check that sends its own requests and reports its own results through the run. */
export interface ActiveCheck {
  name: CheckName;
  run(run: ContractRun): Promise<void>;
}
