import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../generated/openapi.js';
import { aggregateReport } from '../domain/reports/aggregate-report.js';
import { parseReportQuery } from '../domain/reports/parse-report-query.js';
import type { ReportByKind, ReportKind } from '../domain/reports/report-types.js';
import { served } from './gate.js';
import type { HandlerContext } from './handler-context.js';
import { httpError } from './http-error.js';
import { requireAuth } from './require-auth.js';

/**
 * Computes one report for the caller's organization (seed "Report endpoints";
 * docs/product/reports.md): auth guard, query rules, then the aggregation over the seeded world.
 * openapi-msw types `response(200).json(...)` from the generated schemas, so a domain report
 * that drifts from openapi.yaml is a type error.
 */
async function report<K extends ReportKind>(
  ctx: HandlerContext,
  kind: K,
  request: Request,
): Promise<ReportByKind[K]> {
  const { organization } = await requireAuth(ctx, request);
  const now = ctx.clock();
  const parsed = parseReportQuery(new URL(request.url).searchParams, { now });
  if (!parsed.ok) throw httpError(400, 'VALIDATION_FAILED', parsed.problems);
  const data = ctx.db.reporting.get(organization.id);
  if (!data)
    throw httpError(404, 'NOT_FOUND', `Organization ${organization.id} has no report data.`);
  return aggregateReport(kind, data.index, parsed.query, { now });
}

/**
 * The seven `GET /reports/*` handlers, each scoped to the token's organization.
 *
 * @example
 * setupServer(...createReportsHandlers(ctx));
 */
export function createReportsHandlers(ctx: HandlerContext): RequestHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl: '*' });
  const rules = (query: URLSearchParams) => {
    const parsed = parseReportQuery(query, { now: ctx.clock() });
    return parsed.ok ? [] : parsed.problems;
  };
  for (const operation of ctx.spec.operations) {
    if (operation.path.startsWith('/reports/')) ctx.queryRules.set(operation.operationId, rules);
  }
  return [
    http.get(
      '/reports/overview',
      served(ctx, async ({ request, response }) =>
        response(200).json(await report(ctx, 'overview', request)),
      ),
    ),
    http.get(
      '/reports/conversations',
      served(ctx, async ({ request, response }) =>
        response(200).json(await report(ctx, 'conversations', request)),
      ),
    ),
    http.get(
      '/reports/agents',
      served(ctx, async ({ request, response }) =>
        response(200).json(await report(ctx, 'agents', request)),
      ),
    ),
    http.get(
      '/reports/labels',
      served(ctx, async ({ request, response }) =>
        response(200).json(await report(ctx, 'labels', request)),
      ),
    ),
    http.get(
      '/reports/inboxes',
      served(ctx, async ({ request, response }) =>
        response(200).json(await report(ctx, 'inboxes', request)),
      ),
    ),
    http.get(
      '/reports/teams',
      served(ctx, async ({ request, response }) =>
        response(200).json(await report(ctx, 'teams', request)),
      ),
    ),
    http.get(
      '/reports/bot',
      served(ctx, async ({ request, response }) =>
        response(200).json(await report(ctx, 'bot', request)),
      ),
    ),
  ];
}
