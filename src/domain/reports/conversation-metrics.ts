/**
 * The ConversationMetrics block of the overview report, for any interval of instants.
 *
 * docs/product/reports.md: counts, messages, first response and reply times are over the
 * conversations *created* in the interval; resolutions and resolution time over those *resolved*
 * in it (whenever they were created), which is what a "resolutions per day" chart means.
 */
import type { ConversationIndex } from './conversation-index.js';
import { averageSeconds, averageSecondsFromMs } from './metric-math.js';
import { sumInterval } from './prefix-index.js';
import type { ConversationMetrics } from './report-types.js';
import type { Interval } from './report-window.js';

/**
 * Overview metrics of the conversations created (or resolved) in `interval`.
 *
 * @example
 * const { current } = reportWindow(query);
 * conversationMetrics(index, current).conversationsCount;
 */
export function conversationMetrics(
  index: ConversationIndex,
  interval: Interval,
): ConversationMetrics {
  const created = sumInterval(index.created, interval);
  const resolved = sumInterval(index.resolved, interval);
  return {
    conversationsCount: created.count,
    incomingMessagesCount: created.sums.incoming,
    outgoingMessagesCount: created.sums.outgoing,
    resolutionsCount: resolved.count,
    avgFirstResponseTime: averageSecondsFromMs(
      created.sums.firstResponseMs,
      created.sums.firstResponses,
    ),
    avgResolutionTime: averageSecondsFromMs(resolved.sums.resolutionMs, resolved.count),
    avgReplyTime: averageSeconds(created.sums.replySeconds, created.sums.replies),
  };
}
