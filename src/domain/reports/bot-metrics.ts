/**
 * The BotMetrics block of the bot report, for any interval of instants.
 *
 * Every number is over the same cohort, the bot conversations *created* in the interval, so the
 * rates are shares of it and never exceed 100 (docs/product/reports.md: rates are 0-100).
 */
import type { ConversationIndex } from './conversation-index.js';
import { percentage } from './metric-math.js';
import { sumInterval } from './prefix-index.js';
import type { BotMetrics } from './report-types.js';
import type { Interval } from './report-window.js';

/**
 * Bot metrics of the bot conversations created in `interval`.
 *
 * @example
 * botMetrics(index, reportWindow(query).current).resolutionRate; // e.g. 31.25
 */
export function botMetrics(index: ConversationIndex, interval: Interval): BotMetrics {
  const { count, sums } = sumInterval(index.bot, interval);
  return {
    conversationsCount: count,
    messagesCount: sums.messages,
    botResolutionsCount: sums.botResolved,
    botHandoffsCount: sums.botHandedOff,
    resolutionRate: percentage(sums.botResolved, count),
    handoffRate: percentage(sums.botHandedOff, count),
  };
}
