/**
 * GET /reports/inboxes (docs/product/reports.md): one row per inbox of the organization, zero rows
 * included, sorted by name. Every conversation has exactly one inbox, so the rows add up to the
 * overview's conversationsCount.
 */
import type { ConversationIndex } from './conversation-index.js';
import { entityMetrics } from './entity-metrics.js';
import type { InboxesReport, ReportQuery } from './report-types.js';
import { reportWindow } from './report-window.js';
import { sortByName } from './sort-by-name.js';

/**
 * The inboxes report of a query.
 *
 * @example
 * aggregateInboxes(index, query).items[0]; // { id, name, conversationsCount, …, channelType }
 */
export function aggregateInboxes(index: ConversationIndex, query: ReportQuery): InboxesReport {
  const { range, current } = reportWindow(query);
  return {
    range,
    items: sortByName(index.world.inboxes).map((inbox) => ({
      id: inbox.id,
      name: inbox.name,
      ...entityMetrics(index.byInbox.get(inbox.id), current),
      channelType: inbox.channelType,
    })),
  };
}
