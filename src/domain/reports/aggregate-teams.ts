/**
 * GET /reports/teams (docs/product/reports.md): one row per team of the organization, zero rows
 * included, sorted by name; conversations without a team count for none.
 */
import type { ConversationIndex } from './conversation-index.js';
import { entityMetrics } from './entity-metrics.js';
import type { ReportQuery, TeamsReport } from './report-types.js';
import { reportWindow } from './report-window.js';
import { sortByName } from './sort-by-name.js';

/**
 * The teams report of a query.
 *
 * @example
 * aggregateTeams(index, query).items.map((team) => team.name); // ['Billing', 'Customer Care', …]
 */
export function aggregateTeams(index: ConversationIndex, query: ReportQuery): TeamsReport {
  const { range, current } = reportWindow(query);
  return {
    range,
    items: sortByName(index.world.teams).map((team) => ({
      id: team.id,
      name: team.name,
      ...entityMetrics(index.byTeam.get(team.id), current),
    })),
  };
}
