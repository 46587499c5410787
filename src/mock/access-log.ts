import type { Logger } from '../logger.js';
import type { ServerExchange } from '../server/create-listener.js';
import type { Journal } from './journal.js';

/**
 * What happens after each answer: one access-log line (unless quiet) and a journal entry
 * (except for reading the journal itself, which would otherwise fill it).
 *
 * @example
 * const onExchange = createAccessLog({ logger, journal, quiet: false, operationIdOf });
 */
export function createAccessLog(parts: {
  logger: Logger;
  journal: Journal;
  quiet: boolean;
  /** The operation the dispatcher resolved for this request, if any. */
  operationIdOf: (exchange: ServerExchange) => string | null;
}) {
  return (exchange: ServerExchange): void => {
    const { call, status, startedAt } = exchange;
    const durationMs = performance.now() - startedAt;
    if (!parts.quiet)
      parts.logger.info(`${call.method} ${call.url.pathname} ${status} ${durationMs.toFixed(1)}ms`);
    if (call.url.pathname.startsWith('/__standin/requests')) return;
    parts.journal.record({
      method: call.method,
      url: call.url,
      headers: call.headers,
      status,
      durationMs,
      operationId: parts.operationIdOf(exchange),
      body: call.rawBody,
    });
  };
}
