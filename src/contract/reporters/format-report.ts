import type { ContractReport } from '../contract-types.js';
import { formatConsoleReport } from './console-reporter.js';
import { formatJunitReport } from './junit-reporter.js';

/** The reporters of `standin contract --reporter`. */
export const REPORTERS = ['default', 'junit', 'json'] as const;
export type ReporterName = (typeof REPORTERS)[number];

/**
 * Render a report with a named reporter.
 *
 * @example
 * formatReport(report, 'json'); // '{\n  "ok": true, …'
 */
export function formatReport(report: ContractReport, reporter: ReporterName): string {
  switch (reporter) {
    case 'junit':
      return formatJunitReport(report);
    case 'json':
      return `${JSON.stringify(report, null, 2)}\n`;
    default:
      return formatConsoleReport(report);
  }
}
