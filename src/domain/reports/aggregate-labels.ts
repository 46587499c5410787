/**
 * GET /reports/labels (docs/product/reports.md): one row per label of the organization, zero rows
 * included, sorted by name; a conversation counts for every label it carries, so rows may add up
 * to more than the conversations in the range.
 */
import type { ConversationIndex } from './conversation-index.js';
import { entityMetrics } from './entity-metrics.js';
import type { LabelsReport, ReportQuery } from './report-types.js';
import { reportWindow } from './report-window.js';
import { sortByName } from './sort-by-name.js';

/**
 * The labels report of a query.
 *
 * @example
 * aggregateLabels(index, query).items[0]; // { id, name, conversationsCount, …, color }
 */
export function aggregateLabels(index: ConversationIndex, query: ReportQuery): LabelsReport {
  const { range, current } = reportWindow(query);
  return {
    range,
    items: sortByName(index.world.labels).map((label) => ({
      id: label.id,
      name: label.name,
      ...entityMetrics(index.byLabel.get(label.id), current),
      color: label.color,
    })),
  };
}
