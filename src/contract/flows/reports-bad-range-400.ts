import type { ActiveCheck } from '../checks/active-check.js';
import { describeAnswer } from '../checks/describe-answer.js';
import { isDocumentedClientError } from '../document/read-contract-operations.js';
import { backendToday, daysRange } from './date-range.js';

/**
 * Ranges a report must refuse (docs/product/reports.md): an end before the start always; a span
 * over the `x-standin-max-span-days` its `endDate` documents (366 in openapi.yaml), when it
 * documents one.
 */
function badRanges(maxSpanDays: number | undefined) {
  const ranges = [
    { what: 'an end date before the start date', query: (today: Date) => daysRange(0, 10, today) },
  ];
  if (maxSpanDays !== undefined) {
    const days = maxSpanDays + 34;
    ranges.push({
      what: `a span of ${days} days (over ${maxSpanDays})`,
      query: (today: Date) => daysRange(days - 1, 0, today),
    });
  }
  return ranges;
}

/**
 * Every operation with `startDate` and `endDate` refuses an end before the start, and a span over
 * the days its `endDate` documents in `x-standin-max-span-days`, with a documented 4xx (400 in
 * openapi.yaml), never a 5xx or a report.
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
      const endDate = operation.parameters.find(
        (parameter) => parameter.in === 'query' && parameter.name === 'endDate',
      );
      for (const bad of badRanges(endDate?.maxSpanDays)) {
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
