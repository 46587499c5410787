/**
 * The JSON bodies of the report endpoints, as decided in docs/product/reports.md.
 *
 * openapi.yaml describes the same shapes; these types are meant to be checked against the
 * generated ones (`satisfies components['schemas'][...]`), so field names here must not drift.
 * Conventions: dates are `YYYY-MM-DD`; durations are whole seconds, `null` when there is nothing
 * to average; rates are percentages 0-100 with 2 decimals, `null` when the denominator is 0.
 */

import type { Availability, ChannelType } from './world-types.js';

export type GroupBy = 'day' | 'week' | 'month';

/** A validated report query (see parse-report-query.ts). */
export interface ReportQuery {
  /** First day of the range, inclusive, `YYYY-MM-DD` in `timezone`. */
  readonly startDate: string;
  /** Last day of the range, inclusive, `YYYY-MM-DD` in `timezone`. */
  readonly endDate: string;
  /** IANA time zone name. */
  readonly timezone: string;
  readonly groupBy: GroupBy;
}

export interface ReportRange {
  readonly startDate: string;
  readonly endDate: string;
  readonly timezone: string;
}

export interface TimeseriesPoint<TValue = number> {
  /** First day of the bucket, clipped to the range start (see report-buckets.ts). */
  readonly date: string;
  readonly value: TValue;
}

export interface ConversationMetrics {
  /** Conversations created in the range. */
  readonly conversationsCount: number;
  /** Incoming messages of the conversations created in the range. */
  readonly incomingMessagesCount: number;
  /** Outgoing messages of the conversations created in the range. */
  readonly outgoingMessagesCount: number;
  /** Conversations resolved in the range (by resolvedAt, whenever they were created). */
  readonly resolutionsCount: number;
  /** Seconds; over conversations created in the range that have a first response. */
  readonly avgFirstResponseTime: number | null;
  /** Seconds; over conversations resolved in the range. */
  readonly avgResolutionTime: number | null;
  /** Seconds; over every reply of the conversations created in the range. */
  readonly avgReplyTime: number | null;
}

export interface LiveConversationCounts {
  /** Status open, as of now, over the whole organization. */
  readonly open: number;
  /** Open and never answered. */
  readonly unattended: number;
  /** Open and without an assignee. */
  readonly unassigned: number;
}

export interface OverviewReport {
  readonly range: ReportRange;
  readonly groupBy: GroupBy;
  readonly summary: ConversationMetrics;
  /** The same number of days immediately before startDate. */
  readonly previous: ConversationMetrics;
  readonly live: LiveConversationCounts;
  readonly timeseries: {
    readonly conversationsCount: TimeseriesPoint[];
    readonly incomingMessagesCount: TimeseriesPoint[];
    readonly outgoingMessagesCount: TimeseriesPoint[];
    readonly resolutionsCount: TimeseriesPoint[];
    readonly avgFirstResponseTime: TimeseriesPoint<number | null>[];
    readonly avgResolutionTime: TimeseriesPoint<number | null>[];
    readonly avgReplyTime: TimeseriesPoint<number | null>[];
  };
}

/** Conversations created in the range, by their current status; `total` is the sum. */
export interface StatusTotals {
  readonly total: number;
  readonly open: number;
  readonly pending: number;
  readonly resolved: number;
  readonly snoozed: number;
}

export interface ChannelStatusTotals extends StatusTotals {
  readonly channelType: ChannelType;
}

export interface ConversationsReport {
  readonly range: ReportRange;
  readonly groupBy: GroupBy;
  readonly totals: StatusTotals;
  /** One row per channel type of the organization's inboxes, sorted by channelType. */
  readonly byChannel: ChannelStatusTotals[];
  /** Conversations created per bucket. */
  readonly timeseries: TimeseriesPoint[];
}

/**
 * One entity's row: conversations created in the range and attributed to it (agent: assignee,
 * label: carries it, inbox: arrived there, team: team). The averages are over that same cohort;
 * avgResolutionTime over those of them now resolved.
 */
export interface EntityMetrics {
  readonly conversationsCount: number;
  /** Of conversationsCount, those whose status is now resolved. */
  readonly resolvedConversationsCount: number;
  readonly avgFirstResponseTime: number | null;
  readonly avgResolutionTime: number | null;
  readonly avgReplyTime: number | null;
}

export interface AgentReportItem extends EntityMetrics {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly availability: Availability;
}

export interface LabelReportItem extends EntityMetrics {
  readonly id: string;
  readonly name: string;
  readonly color: string;
}

export interface InboxReportItem extends EntityMetrics {
  readonly id: string;
  readonly name: string;
  readonly channelType: ChannelType;
}

export interface TeamReportItem extends EntityMetrics {
  readonly id: string;
  readonly name: string;
}

/** Every entity of the organization appears (zero rows included), sorted by name. */
export interface EntityReport<TItem> {
  readonly range: ReportRange;
  readonly items: TItem[];
}

export type AgentsReport = EntityReport<AgentReportItem>;
export type LabelsReport = EntityReport<LabelReportItem>;
export type InboxesReport = EntityReport<InboxReportItem>;
export type TeamsReport = EntityReport<TeamReportItem>;

/** Over the conversations created in the range that involved the bot. */
export interface BotMetrics {
  readonly conversationsCount: number;
  /** Incoming plus outgoing messages of those conversations. */
  readonly messagesCount: number;
  readonly botResolutionsCount: number;
  readonly botHandoffsCount: number;
  /** botResolutionsCount / conversationsCount, in percent. */
  readonly resolutionRate: number | null;
  /** botHandoffsCount / conversationsCount, in percent. */
  readonly handoffRate: number | null;
}

export interface BotReport {
  readonly range: ReportRange;
  readonly groupBy: GroupBy;
  readonly summary: BotMetrics;
  readonly previous: BotMetrics;
  readonly timeseries: {
    readonly conversationsCount: TimeseriesPoint[];
    readonly botResolutionsCount: TimeseriesPoint[];
    readonly botHandoffsCount: TimeseriesPoint[];
  };
}

export type ReportKind =
  'overview' | 'conversations' | 'agents' | 'labels' | 'inboxes' | 'teams' | 'bot';

export interface ReportByKind {
  readonly overview: OverviewReport;
  readonly conversations: ConversationsReport;
  readonly agents: AgentsReport;
  readonly labels: LabelsReport;
  readonly inboxes: InboxesReport;
  readonly teams: TeamsReport;
  readonly bot: BotReport;
}
