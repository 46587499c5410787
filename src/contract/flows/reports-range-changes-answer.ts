import type { ActiveCheck } from '../checks/active-check.js';
import { isJsonObject } from '../document/json-values.js';
import type { FindingDraft } from '../run/contract-run.js';
import { callForBody } from './call-for-body.js';
import { backendToday, daysRange, type RangeQuery } from './date-range.js';
import { readNumber } from './read-number.js';

/**
 * Changing the date range changes the answer when the data says so. The daily series of four
 * weeks tells how many conversations each of the last two weeks had; the overview of each week
 * must count exactly that, and its `previous` period must be the week before
 * (docs/product/reports.md: numbers come from the conversations, never random). A backend
 * that ignores `startDate`/`endDate` answers the same for both weeks and fails here.
 *
 * @example
 * await reportsRangeChangesAnswer.run(run);
 */
export const reportsRangeChangesAnswer: ActiveCheck = {
  name: 'reports_range_changes_answer',
  async run(run) {
    const operation = run.operation('getOverviewReport');
    if (!operation) return;
    const today = backendToday(run);
    const month = await callForBody(run, operation.operationId, {
      query: { ...daysRange(27, 0, today), groupBy: 'day' },
    });
    if ('skipped' in month) return run.report('reports_range_changes_answer', operation, month);
    const series = month.body.timeseries;
    const daily = isJsonObject(series) ? series.conversationsCount : undefined;
    if (!Array.isArray(daily)) {
      return run.report('reports_range_changes_answer', month.exchange, {
        skipped: 'no daily timeseries.conversationsCount (see response_schema_conformance)',
      });
    }
    const lastWeek = daysRange(6, 0, today);
    const weekBefore = daysRange(13, 7, today);
    const expectedLast = sumWithin(daily, lastWeek);
    const expectedBefore = sumWithin(daily, weekBefore);
    if (expectedLast === 0 && expectedBefore === 0) {
      return run.report('reports_range_changes_answer', month.exchange, {
        skipped: 'no conversations in the last two weeks: nothing tells the ranges apart',
      });
    }
    const last = await callForBody(run, operation.operationId, { query: lastWeek });
    if ('skipped' in last) return run.report('reports_range_changes_answer', operation, last);
    const before = await callForBody(run, operation.operationId, { query: weekBefore });
    if ('skipped' in before) return run.report('reports_range_changes_answer', operation, before);

    const drafts: FindingDraft[] = [];
    for (const [week, answer, expected] of [
      [lastWeek, last, expectedLast],
      [weekBefore, before, expectedBefore],
    ] as const) {
      const count = readNumber(answer.body, '/summary/conversationsCount');
      if (count !== expected) {
        drafts.push({
          pointer: '/body/summary/conversationsCount',
          expected: `${expected} (the daily series of ${daysRange(27, 0, today).startDate}..${week.endDate} summed over ${week.startDate}..${week.endDate})`,
          received: String(count),
          message: `the overview of ${week.startDate}..${week.endDate} does not count the conversations of those days`,
          source: 'assumed',
          exchange: answer.exchange,
        });
      }
    }
    const previous = readNumber(last.body, '/previous/conversationsCount');
    const beforeCount = readNumber(before.body, '/summary/conversationsCount');
    if (previous !== undefined && beforeCount !== undefined && previous !== beforeCount) {
      drafts.push({
        pointer: '/body/previous/conversationsCount',
        expected: `${beforeCount} (summary of ${weekBefore.startDate}..${weekBefore.endDate})`,
        received: String(previous),
        message: `the previous period of ${lastWeek.startDate}..${lastWeek.endDate} does not count what ${weekBefore.startDate}..${weekBefore.endDate} counts`,
        source: 'assumed',
        exchange: last.exchange,
      });
    }
    run.report('reports_range_changes_answer', last.exchange, drafts);
  },
};

/** The sum of the series points dated within a range (inclusive). */
function sumWithin(points: readonly unknown[], range: RangeQuery): number {
  let sum = 0;
  for (const point of points) {
    if (!isJsonObject(point) || typeof point.date !== 'string') continue;
    if (point.date >= range.startDate && point.date <= range.endDate)
      sum += readNumber(point, '/value') ?? 0;
  }
  return sum;
}
