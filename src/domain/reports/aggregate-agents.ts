/**
 * GET /reports/agents (docs/product/reports.md): one row per agent of the organization, zero rows
 * included, sorted by name; a conversation counts for its assignee.
 */
import type { ConversationIndex } from './conversation-index.js';
import { entityMetrics } from './entity-metrics.js';
import type { AgentsReport, ReportQuery } from './report-types.js';
import { reportWindow } from './report-window.js';
import { sortByName } from './sort-by-name.js';

/**
 * The agents report of a query.
 *
 * @example
 * aggregateAgents(index, query).items[0]; // { id, name, conversationsCount, …, email, availability }
 */
export function aggregateAgents(index: ConversationIndex, query: ReportQuery): AgentsReport {
  const { range, current } = reportWindow(query);
  return {
    range,
    items: sortByName(index.world.agents).map((agent) => ({
      id: agent.id,
      name: agent.name,
      ...entityMetrics(index.byAgent.get(agent.id), current),
      email: agent.email,
      availability: agent.availability,
    })),
  };
}
