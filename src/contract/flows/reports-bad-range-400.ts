import type { ActiveCheck } from '../checks/active-check.js';
import { describeAnswer } from '../checks/describe-answer.js';
import { isDocumentedClientError } from '../document/read-contract-operations.js';
import { backendToday, daysRange } from './date-range.js';

/** Ranges every report must refuse (docs/product/reports.md). */
const BAD_RANGES = [
  { what: 'an end date before the start date', query: (today: Date) => daysRange(0, 10, today) },
  { what: 'a span of 400 days (over 366)', query: (today: Date) => daysRange(399, 0, today) },
];

/**
 * Every operation with `startDate` and `endDate` refuses an end before the start and a span over
 * 366 days with a documented 4xx (400 in openapi.yaml), never a 5xx or a report.
 *
 * @example
 * await reportsBadRange400.run(run);
 */
export const reportsBadRange400: ActiveCheck = {
  name: 'reports_bad_range_400',
  async run(run) {
    const ranged = run.operations.filter((operation) => {
      const names = operation.parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
      return names.includes('startDate') && names.includes('endDate');
    });
    for (const operation of ranged) {
      if (operation.secured && run.state.token === undefined) {
        run.report('reports_bad_range_400', operation, {
          skipped: 'no token: sign-in did not succeed',
        });
        continue;
      }
      for (const bad of BAD_RANGES) {
        const query = bad.query(backendToday(run));
        const exchange = await run.call(operation, { query });
        const status = exchange.outcome.response?.status;
        if (status !== undefined && isDocumentedClientError(operation, status)) {
          run.report('reports_bad_range_400', exchange, []);
          continue;
        }
        const received = describeAnswer(exchange);
        run.report('reports_bad_range_400', exchange, [
          {
            pointer: '/status',
            expected: '400',
            received,
            message: `${operation.operationId} with ${bad.what} (${query.startDate}..${query.endDate}) answered ${received}`,
            source: 'assumed',
          },
        ]);
      }
    }
  },
};
