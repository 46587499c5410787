/**
 * GET /reports/conversations (docs/product/reports.md): the conversations created in the range by
 * their current status, in total and per channel type, and how many were created per bucket.
 */
import type { ConversationIndex, StatusField } from './conversation-index.js';
import { countInterval, sumInterval, type PrefixIndex } from './prefix-index.js';
import type { ConversationsReport, ReportQuery, StatusTotals } from './report-types.js';
import { reportBuckets, reportWindow, type Interval } from './report-window.js';

/**
 * The conversations report of a query.
 *
 * @example
 * const report = aggregateConversations(index, query);
 * report.totals.total === report.byChannel.reduce((sum, row) => sum + row.total, 0); // true
 */
export function aggregateConversations(
  index: ConversationIndex,
  query: ReportQuery,
): ConversationsReport {
  const { range, current } = reportWindow(query);
  const channels = [...index.byChannel].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    range,
    groupBy: query.groupBy,
    totals: statusTotals(index.created, current),
    byChannel: channels.map(([channelType, channelIndex]) => ({
      channelType,
      ...statusTotals(channelIndex, current),
    })),
    timeseries: reportBuckets(query).map((bucket) => ({
      date: bucket.date,
      value: countInterval(index.created, bucket),
    })),
  };
}

function statusTotals(index: PrefixIndex<StatusField>, interval: Interval): StatusTotals {
  const { open, pending, resolved, snoozed } = sumInterval(index, interval).sums;
  return { total: open + pending + resolved + snoozed, open, pending, resolved, snoozed };
}
