import type { ActiveCheck } from '../checks/active-check.js';
import type { JsonObject } from '../document/json-values.js';
import { callForBody } from './call-for-body.js';
import { backendToday, daysRange } from './date-range.js';
import { readNumber } from './read-number.js';

/** The reports whose conversation count must equal the overview's, and where they keep it. */
const COMPARED = [
  {
    operationId: 'getConversationsReport',
    pointer: '/totals/total',
    count: (body: JsonObject) => readNumber(body, '/totals/total'),
  },
  {
    operationId: 'getInboxesReport',
    pointer: '/items',
    count: (body: JsonObject) => sumOfCounts(body.items),
  },
] as const;

/**
 * For one range, the overview's conversation count equals the conversations report's total
 * and the sum over inboxes (docs/product/reports.md: every conversation is in one inbox).
 *
 * @example
 * await reportsTotalsAgree.run(run);
 */
export const reportsTotalsAgree: ActiveCheck = {
  name: 'reports_totals_agree',
  async run(run) {
    const range = daysRange(29, 0, backendToday(run));
    const overview = await callForBody(run, 'getOverviewReport', { query: range });
    for (const compared of COMPARED) {
      const operation = run.operation(compared.operationId);
      if (!operation) continue;
      const answer = await callForBody(run, compared.operationId, { query: range });
      if ('skipped' in overview) {
        run.report('reports_totals_agree', operation, overview);
        continue;
      }
      if ('skipped' in answer) {
        run.report('reports_totals_agree', operation, answer);
        continue;
      }
      const expected = readNumber(overview.body, '/summary/conversationsCount');
      const received = compared.count(answer.body);
      if (expected === undefined || received === undefined) {
        run.report('reports_totals_agree', answer.exchange, {
          skipped: 'a count to compare is missing (see response_schema_conformance)',
        });
      } else if (received === expected) {
        run.report('reports_totals_agree', answer.exchange, []);
      } else {
        run.report('reports_totals_agree', answer.exchange, [
          {
            pointer: `/body${compared.pointer}`,
            expected: `${expected} (overview summary.conversationsCount, ${range.startDate}..${range.endDate})`,
            received: String(received),
            message: `${compared.operationId} counts ${received} conversations where the overview counts ${expected}`,
            source: 'assumed',
          },
        ]);
      }
    }
  },
};

/** The sum of `conversationsCount` over report items, or undefined when one lacks it. */
function sumOfCounts(items: unknown): number | undefined {
  if (!Array.isArray(items)) return undefined;
  let sum = 0;
  for (const item of items) {
    const count = readNumber(item, '/conversationsCount');
    if (count === undefined) return undefined;
    sum += count;
  }
  return sum;
}
