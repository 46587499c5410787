import type { CheckName } from '../check-names.js';
import type { ContractRun, Exchange, FindingDraft } from '../run/contract-run.js';

/**
 * A check that judges one exchange after the fact, whoever sent it (schemathesis-style
 * `check(response, case)`). Pure: it sends nothing.
 */
export interface ResponseCheck {
  name: CheckName;
  /** Findings for the exchange (none = passed), or undefined when the check does not apply. */
  inspect(
    exchange: Exchange,
    run: Pick<ContractRun, 'validator' | 'errorBodySchema'>,
  ): FindingDraft[] | undefined;
}
