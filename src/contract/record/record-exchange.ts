import type { RecordedExchange } from '../contract-types.js';
import type { Redactor } from '../http/create-redactor.js';
import type { Exchange } from '../run/contract-run.js';

/**
 * Adapt the runner's exchanges to `ContractOptions.onExchange`: redacted with the run's
 * redactor (passwords, issued tokens, sensitive keys), and labelled with the check that sent
 * them, so a recording can be shared without leaking what the run signed in with.
 *
 * @example
 * const onExchange = recordExchange((recorded) => entries.push(recorded), redactor, () => activeCheck);
 */
export function recordExchange(
  listener: (exchange: RecordedExchange) => void,
  redactor: Redactor,
  activeCheck: () => string | undefined,
): (exchange: Exchange) => void {
  return (exchange) => {
    const check = activeCheck();
    const startedAt = new Date(Date.now() - exchange.outcome.durationMs).toISOString();
    listener({
      operationId: exchange.operationId,
      pathTemplate: exchange.path,
      documented: exchange.operation !== undefined,
      ...(check !== undefined ? { check } : {}),
      valid: exchange.expectSuccess,
      startedAt,
      outcome: redactor.deep(exchange.outcome),
    });
  };
}
