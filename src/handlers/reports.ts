import { aggregateReport } from '../domain/reports/aggregate-report.js';
import { parseReportQuery } from '../domain/reports/parse-report-query.js';
import type { ReportKind, ReportQuery } from '../domain/reports/report-types.js';
import type { OperationId } from '../spec/reply.js';
import type { HandlerContext } from './handler-context.js';
import { replyError } from './http-error.js';
import {
  callerOf,
  defineOperation,
  type OperationCall,
  type OperationTable,
} from './operation-call.js';

/** The report query rules openapi.yaml cannot state (docs/product/reports.md): parsed once. */
const parseQuery = (query: URLSearchParams, now: Date) => parseReportQuery(query, { now });

/**
 * One report as an operation: the token's organization, the query the gate parsed, the
 * aggregation over the seeded world. Assigning it to its operationId checks the domain's report
 * shape against openapi.yaml's (a drift is a type error).
 */
function reportOperation<K extends ReportKind>(ctx: HandlerContext, kind: K) {
  return {
    parseQuery,
    resolve: (
      call: Pick<OperationCall<OperationId, ReportQuery>, 'auth' | 'operation' | 'query' | 'now'>,
    ) => {
      const { organization } = callerOf(call);
      const data = ctx.db.reporting.get(organization.id);
      if (!data)
        throw replyError(404, 'NOT_FOUND', `Organization ${organization.id} has no report data.`);
      return {
        status: 200 as const,
        body: aggregateReport(kind, data.index, call.query, { now: call.now }),
      };
    },
  };
}

/**
 * The seven `GET /reports/*` operations (seed "Report endpoints"; docs/product/reports.md), each
 * scoped to the token's organization: the numbers come from the seeded world, never per request.
 *
 * @example
 * const table = createReportsOperations(ctx);
 * table.getOverviewReport; // { parseQuery, resolve }
 */
export function createReportsOperations(ctx: HandlerContext): OperationTable {
  return {
    getOverviewReport: defineOperation('getOverviewReport', reportOperation(ctx, 'overview')),
    getConversationsReport: defineOperation(
      'getConversationsReport',
      reportOperation(ctx, 'conversations'),
    ),
    getAgentsReport: defineOperation('getAgentsReport', reportOperation(ctx, 'agents')),
    getLabelsReport: defineOperation('getLabelsReport', reportOperation(ctx, 'labels')),
    getInboxesReport: defineOperation('getInboxesReport', reportOperation(ctx, 'inboxes')),
    getTeamsReport: defineOperation('getTeamsReport', reportOperation(ctx, 'teams')),
    getBotReport: defineOperation('getBotReport', reportOperation(ctx, 'bot')),
  };
}
