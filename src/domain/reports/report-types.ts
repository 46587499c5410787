/**
 * The JSON bodies of the report endpoints (docs/product/reports.md), taken from openapi.yaml's
 * report schemas through the generated types, so the domain cannot drift from the contract:
 * renaming a field in openapi.yaml and running `npm run generate` is a type error here until the
 * aggregations follow.
 *
 * Conventions (openapi.yaml `Seconds`, `Rate`): dates are `YYYY-MM-DD`; durations are whole
 * seconds, `null` when there is nothing to average; rates are percentages 0-100 with 2 decimals,
 * `null` when the denominator is 0.
 */

import type { components, paths } from '../../generated/openapi.js';

type Schemas = components['schemas'];

export type GroupBy = Schemas['GroupBy'];

/** The range every report echoes back: inclusive `YYYY-MM-DD` days in an IANA `timezone`. */
export type ReportRange = Schemas['DateRange'];

/** A validated report query (see parse-report-query.ts): the range plus the bucket size. */
export type ReportQuery = Readonly<ReportRange & { groupBy: GroupBy }>;

/**
 * One bucket of a timeseries: its first day (clipped to the range start) and the value. `TValue`
 * is a count (`TimeseriesPoint`) or a duration in seconds (`DurationTimeseriesPoint`).
 */
export type TimeseriesPoint<
  TValue extends Schemas['Count'] | Schemas['Seconds'] = Schemas['Count'],
> = Omit<Schemas['TimeseriesPoint'], 'value'> & { value: TValue };

export type ConversationMetrics = Schemas['ConversationMetrics'];
export type OverviewReport = Schemas['OverviewReport'];
/** Status open, as of now, over the whole organization; unattended and unassigned among them. */
export type LiveConversationCounts = OverviewReport['live'];

/** Conversations created in the range, by their current status; `total` is the sum. */
export type StatusTotals = Schemas['StatusCounts'];
export type ChannelStatusTotals = Schemas['ConversationsReport']['byChannel'][number];
export type ConversationsReport = Schemas['ConversationsReport'];

/** An entity row's numbers, without the `id` and `name` the row adds. */
export type EntityMetrics = Omit<Schemas['EntityMetrics'], 'id' | 'name'>;

export type AgentsReport = Schemas['AgentsReport'];
export type LabelsReport = Schemas['LabelsReport'];
export type InboxesReport = Schemas['InboxesReport'];
export type TeamsReport = Schemas['TeamsReport'];
export type AgentReportItem = AgentsReport['items'][number];
export type LabelReportItem = LabelsReport['items'][number];
export type InboxReportItem = InboxesReport['items'][number];
export type TeamReportItem = TeamsReport['items'][number];

export type BotMetrics = Schemas['BotMetrics'];
export type BotReport = Schemas['BotReport'];

/** The seven report endpoints, named by their path: `/reports/{kind}` in openapi.yaml. */
export type ReportKind = keyof paths extends infer P
  ? P extends `/reports/${infer K}`
    ? K
    : never
  : never;

/** The 200 body of `GET /reports/{kind}`, as openapi.yaml documents it. */
export type ReportByKind = {
  readonly [
    K in ReportKind
  ]: paths[`/reports/${K}`]['get']['responses'][200]['content']['application/json'];
};
