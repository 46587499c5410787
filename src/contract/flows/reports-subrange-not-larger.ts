import type { ActiveCheck } from '../checks/active-check.js';
import { previewValue } from '../preview-value.js';
import { isJsonObject, type JsonObject } from '../document/json-values.js';
import type { FindingDraft } from '../run/contract-run.js';
import { callForBody } from './call-for-body.js';
import { backendToday, daysRange } from './date-range.js';
import { readNumber } from './read-number.js';

/** Counts that can only grow with the range, per report. */
const COUNTS: Record<string, readonly string[]> = {
  getOverviewReport: [
    '/summary/conversationsCount',
    '/summary/incomingMessagesCount',
    '/summary/outgoingMessagesCount',
    '/summary/resolutionsCount',
  ],
  getConversationsReport: [
    '/totals/total',
    '/totals/open',
    '/totals/pending',
    '/totals/resolved',
    '/totals/snoozed',
  ],
  getInboxesReport: [],
};

/**
 * The last 7 days never count more than the last 30 days around them: in the summary counts,
 * and per inbox (docs/product/reports.md: "a narrower range never counts more").
 *
 * @example
 * await reportsSubrangeNotLarger.run(run);
 */
export const reportsSubrangeNotLarger: ActiveCheck = {
  name: 'reports_subrange_not_larger',
  async run(run) {
    const today = backendToday(run);
    const outer = daysRange(29, 0, today);
    const inner = daysRange(6, 0, today);
    for (const [operationId, pointers] of Object.entries(COUNTS)) {
      const operation = run.operation(operationId);
      if (!operation) continue;
      const wide = await callForBody(run, operationId, { query: outer });
      const narrow = await callForBody(run, operationId, { query: inner });
      if ('skipped' in wide) {
        run.report('reports_subrange_not_larger', operation, wide);
        continue;
      }
      if ('skipped' in narrow) {
        run.report('reports_subrange_not_larger', operation, narrow);
        continue;
      }
      const drafts: FindingDraft[] = [];
      const rangeText = `${inner.startDate}..${inner.endDate} within ${outer.startDate}..${outer.endDate}`;
      for (const pointer of pointers) {
        const small = readNumber(narrow.body, pointer);
        const large = readNumber(wide.body, pointer);
        if (small !== undefined && large !== undefined && small > large) {
          drafts.push({
            pointer: `/body${pointer}`,
            expected: `<= ${large} (the enclosing range)`,
            received: String(small),
            message: `${operationId} ${pointer}: ${rangeText} counts more than the whole range`,
            source: 'assumed',
          });
        }
      }
      drafts.push(...compareItems(narrow.body, wide.body, operationId, rangeText));
      run.report('reports_subrange_not_larger', narrow.exchange, drafts);
    }
  },
};

/** Per item (matched by id), `conversationsCount` of the sub-range is at most the range's. */
function compareItems(
  narrow: JsonObject,
  wide: JsonObject,
  operationId: string,
  rangeText: string,
): FindingDraft[] {
  if (!Array.isArray(narrow.items) || !Array.isArray(wide.items)) return [];
  const wideById = new Map(wide.items.filter(isJsonObject).map((item) => [item.id, item]));
  return narrow.items.filter(isJsonObject).flatMap((item, index) => {
    const small = readNumber(item, '/conversationsCount');
    const large = readNumber(wideById.get(item.id), '/conversationsCount');
    if (small === undefined || large === undefined || small <= large) return [];
    return [
      {
        pointer: `/body/items/${index}/conversationsCount`,
        expected: `<= ${large} (the enclosing range)`,
        received: String(small),
        message: `${operationId} item ${previewValue(item.id)}: ${rangeText} counts more than the whole range`,
        source: 'assumed' as const,
      },
    ];
  });
}
