/**
 * GET /reports/overview (docs/product/reports.md): summary and previous period, live counts, and
 * one timeseries per metric with every bucket present (zero, or null for averages).
 */
import type { ConversationIndex } from './conversation-index.js';
import { conversationMetrics } from './conversation-metrics.js';
import { sumInterval } from './prefix-index.js';
import type {
  ConversationMetrics,
  LiveConversationCounts,
  OverviewReport,
  ReportQuery,
  TimeseriesPoint,
} from './report-types.js';
import { reportBuckets, reportWindow } from './report-window.js';

export interface AggregateOverviewOptions {
  /** "Live" counts cover the conversations created up to this instant. */
  readonly now: Date;
}

/**
 * The overview report of a query; `now` only bounds the live counts.
 *
 * @example
 * const parsed = parseReportQuery(url.searchParams, { now });
 * if (parsed.ok) aggregateOverview(index, parsed.query, { now }).summary.conversationsCount;
 */
export function aggregateOverview(
  index: ConversationIndex,
  query: ReportQuery,
  options: AggregateOverviewOptions,
): OverviewReport {
  const { range, current, previous } = reportWindow(query);
  const buckets = reportBuckets(query).map((bucket) => ({
    date: bucket.date,
    metrics: conversationMetrics(index, bucket),
  }));
  const series = <K extends keyof ConversationMetrics>(
    metric: K,
  ): TimeseriesPoint<ConversationMetrics[K]>[] =>
    buckets.map(({ date, metrics }) => ({ date, value: metrics[metric] }));

  return {
    range,
    groupBy: query.groupBy,
    summary: conversationMetrics(index, current),
    previous: conversationMetrics(index, previous),
    live: liveCounts(index, options.now),
    timeseries: {
      conversationsCount: series('conversationsCount'),
      incomingMessagesCount: series('incomingMessagesCount'),
      outgoingMessagesCount: series('outgoingMessagesCount'),
      resolutionsCount: series('resolutionsCount'),
      avgFirstResponseTime: series('avgFirstResponseTime'),
      avgResolutionTime: series('avgResolutionTime'),
      avgReplyTime: series('avgReplyTime'),
    },
  };
}

/** Current statuses over the whole organization, whatever the range. */
function liveCounts(index: ConversationIndex, now: Date): LiveConversationCounts {
  const { sums } = sumInterval(index.created, {
    from: Number.NEGATIVE_INFINITY,
    to: now.getTime() + 1,
  });
  return { open: sums.open, unattended: sums.unattended, unassigned: sums.unassigned };
}
