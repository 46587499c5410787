/**
 * One entry point for the seven report endpoints, so a handler can route by path segment:
 * `GET /reports/{kind}` (docs/product/reports.md).
 */
import { aggregateAgents } from './aggregate-agents.js';
import { aggregateBot } from './aggregate-bot.js';
import { aggregateConversations } from './aggregate-conversations.js';
import { aggregateInboxes } from './aggregate-inboxes.js';
import { aggregateLabels } from './aggregate-labels.js';
import { aggregateOverview, type AggregateOverviewOptions } from './aggregate-overview.js';
import { aggregateTeams } from './aggregate-teams.js';
import type { ConversationIndex } from './conversation-index.js';
import type { ReportByKind, ReportKind, ReportQuery } from './report-types.js';

/** What every aggregation may need besides the index and the query. */
export type AggregateReportOptions = AggregateOverviewOptions;

export const REPORT_KINDS: readonly ReportKind[] = [
  'overview',
  'conversations',
  'agents',
  'labels',
  'inboxes',
  'teams',
  'bot',
];

type Aggregators = {
  readonly [K in ReportKind]: (
    index: ConversationIndex,
    query: ReportQuery,
    options: AggregateReportOptions,
  ) => ReportByKind[K];
};

const AGGREGATORS: Aggregators = {
  overview: aggregateOverview,
  conversations: aggregateConversations,
  agents: aggregateAgents,
  labels: aggregateLabels,
  inboxes: aggregateInboxes,
  teams: aggregateTeams,
  bot: aggregateBot,
};

/**
 * Computes the report of the given kind.
 *
 * @example
 * const parsed = parseReportQuery(url.searchParams, { now });
 * if (parsed.ok) aggregateReport('inboxes', index, parsed.query, { now }).items;
 */
export function aggregateReport<K extends ReportKind>(
  kind: K,
  index: ConversationIndex,
  query: ReportQuery,
  options: AggregateReportOptions,
): ReportByKind[K] {
  const aggregate: Aggregators[K] = AGGREGATORS[kind];
  return aggregate(index, query, options);
}

/**
 * Narrows a path segment to a report kind.
 *
 * @example
 * isReportKind('bot'); // true
 * isReportKind('projects'); // false
 */
export function isReportKind(value: string): value is ReportKind {
  return (REPORT_KINDS as readonly string[]).includes(value);
}
