import { UNKNOWN_ROUTE } from '../checks/unknown-route-404.js';
import type { Exchange } from './contract-run.js';
import type { PrefixProbe } from './resolve-prefix.js';

/** Below this many answers a run says too little to blame the prefix. */
const MIN_ANSWERS = 5;
/** "Nearly every request": the share of 404s that points at the prefix, not at the backend. */
const NOT_FOUND_SHARE = 0.9;

/**
 * Say "prefix mismatch?" when nearly every request of the run answered 404: hundreds of
 * failures then have one cause, and the user needs the fix, not the list.
 *
 * @example
 * diagnosePrefixMismatch(run.exchanges, { baseUrl, prefix: '/api/v2', requested: '/api/v2', probes: [] });
 * // 'prefix mismatch? 96 of 98 requests to http://…/api/v2 answered 404. …'
 */
export function diagnosePrefixMismatch(
  exchanges: readonly Exchange[],
  target: { baseUrl: string; prefix: string; requested: string; probes: readonly PrefixProbe[] },
): string | undefined {
  const answers = exchanges.filter(
    (exchange) => exchange.operationId !== UNKNOWN_ROUTE && exchange.outcome.response,
  );
  const notFound = answers.filter((exchange) => exchange.outcome.response?.status === 404).length;
  if (answers.length < MIN_ANSWERS || notFound / answers.length < NOT_FOUND_SHARE) return undefined;
  const tried =
    target.probes.length > 0
      ? ` --prefix auto tried ${target.probes.map((probe) => `"${probe.prefix}" (${probe.status ?? probe.error ?? '?'})`).join(' and ')}.`
      : ` The prefix tried was "${target.prefix}".`;
  return (
    `prefix mismatch? ${notFound} of ${answers.length} requests to ${target.baseUrl}${target.prefix} answered 404.${tried} ` +
    `Pass the prefix the backend and gateway use (--prefix /api/v1, --prefix '' for bare paths) or --prefix auto.`
  );
}
