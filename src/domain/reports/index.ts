/**
 * The reporting core: a seeded reporting world, its index, query parsing and the seven report
 * aggregations (docs/product/reports.md, docs/product/demo-data.md). Pure: no HTTP, clock, globals
 * beyond per-zone Intl caches.
 *
 * @example
 * const now = new Date('2026-01-15T00:00:00Z');
 * const index = createConversationIndex(generateReportingWorld({ orgId: 'org_acme', seed: 1, now }));
 * const parsed = parseReportQuery(new URLSearchParams('timezone=Asia/Tokyo'), { now });
 * if (parsed.ok) aggregateReport('overview', index, parsed.query, { now });
 */
export {
  generateReportingWorld,
  DEFAULT_CONVERSATIONS_PER_ORG,
  type GenerateReportingWorldOptions,
  type FixedAgent,
} from './generate-world.js';
export { createConversationIndex, type ConversationIndex } from './conversation-index.js';
export {
  parseReportQuery,
  DEFAULT_RANGE_DAYS,
  DEFAULT_TIMEZONE,
  GROUP_BY_VALUES,
  MAX_RANGE_DAYS,
  type ParseReportQueryOptions,
  type ParseReportQueryResult,
} from './parse-report-query.js';
export { resolveTimeZone } from './time-zone.js';
export { aggregateOverview, type AggregateOverviewOptions } from './aggregate-overview.js';
export { aggregateConversations } from './aggregate-conversations.js';
export { aggregateAgents } from './aggregate-agents.js';
export { aggregateLabels } from './aggregate-labels.js';
export { aggregateInboxes } from './aggregate-inboxes.js';
export { aggregateTeams } from './aggregate-teams.js';
export { aggregateBot } from './aggregate-bot.js';
export {
  aggregateReport,
  isReportKind,
  REPORT_KINDS,
  type AggregateReportOptions,
} from './aggregate-report.js';
export type * from './report-types.js';
export type * from './world-types.js';
export { AVAILABILITIES, CHANNEL_TYPES, CONVERSATION_STATUSES } from './world-types.js';
