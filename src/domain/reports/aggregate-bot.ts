/**
 * GET /reports/bot, the "project metrics" of the seed (docs/product/reports.md): the bot's
 * conversations, resolutions and handoffs, with the previous period and a timeseries.
 */
import { botMetrics } from './bot-metrics.js';
import type { ConversationIndex } from './conversation-index.js';
import type { BotReport, ReportQuery, TimeseriesPoint } from './report-types.js';
import { reportBuckets, reportWindow } from './report-window.js';

/**
 * The bot report of a query.
 *
 * @example
 * aggregateBot(index, query).summary.handoffRate; // e.g. 42.5, or null without bot conversations
 */
export function aggregateBot(index: ConversationIndex, query: ReportQuery): BotReport {
  const { range, current, previous } = reportWindow(query);
  const buckets = reportBuckets(query).map((bucket) => ({
    date: bucket.date,
    metrics: botMetrics(index, bucket),
  }));
  const series = (metric: 'conversationsCount' | 'botResolutionsCount' | 'botHandoffsCount') =>
    buckets.map(({ date, metrics }): TimeseriesPoint => ({ date, value: metrics[metric] }));
  return {
    range,
    groupBy: query.groupBy,
    summary: botMetrics(index, current),
    previous: botMetrics(index, previous),
    timeseries: {
      conversationsCount: series('conversationsCount'),
      botResolutionsCount: series('botResolutionsCount'),
      botHandoffsCount: series('botHandoffsCount'),
    },
  };
}
