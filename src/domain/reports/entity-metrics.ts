/**
 * The metric columns shared by the agents, labels, inboxes and teams reports.
 *
 * The cohort is the conversations created in the range and attributed to the entity
 * (docs/product/reports.md); resolvedConversationsCount and avgResolutionTime are over those of
 * them that are now resolved, so a row never mixes two cohorts.
 */
import type { EntityField } from './conversation-index.js';
import { averageSeconds, averageSecondsFromMs } from './metric-math.js';
import { sumInterval, type PrefixIndex } from './prefix-index.js';
import type { EntityMetrics } from './report-types.js';
import type { Interval } from './report-window.js';

const EMPTY: EntityMetrics = {
  conversationsCount: 0,
  resolvedConversationsCount: 0,
  avgFirstResponseTime: null,
  avgResolutionTime: null,
  avgReplyTime: null,
};

/**
 * Metrics of one entity's conversations (`undefined` index: an entity without any).
 *
 * @example
 * entityMetrics(index.byAgent.get('agt_acme_01'), reportWindow(query).current);
 */
export function entityMetrics(
  entityIndex: PrefixIndex<EntityField> | undefined,
  interval: Interval,
): EntityMetrics {
  if (entityIndex === undefined) return EMPTY;
  const { count, sums } = sumInterval(entityIndex, interval);
  return {
    conversationsCount: count,
    resolvedConversationsCount: sums.resolved,
    avgFirstResponseTime: averageSecondsFromMs(sums.firstResponseMs, sums.firstResponses),
    avgResolutionTime: averageSecondsFromMs(sums.resolutionMs, sums.resolved),
    avgReplyTime: averageSeconds(sums.replySeconds, sums.replies),
  };
}
