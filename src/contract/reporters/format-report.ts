import type { ContractReport } from '../contract-types.js';
import { formatConsoleReport } from './console-reporter.js';
import { digestReport } from './digest-report.js';
import { formatHtmlReport } from './html-reporter.js';
import { formatJunitReport } from './junit-reporter.js';

/** The reporters of `standin contract --reporter`. */
export const REPORTERS = ['default', 'junit', 'json', 'html'] as const;
export type ReporterName = (typeof REPORTERS)[number];

/**
 * Render a report with a named reporter. `json` is the whole report plus its `digest` (the
 * findings folded by root cause, as the other reporters show them).
 *
 * @example
 * formatReport(report, 'json'); // '{\n  "ok": true, …'
 */
export function formatReport(report: ContractReport, reporter: ReporterName): string {
  switch (reporter) {
    case 'junit':
      return formatJunitReport(report);
    case 'json':
      return `${JSON.stringify({ ...report, digest: digestReport(report) }, null, 2)}\n`;
    case 'html':
      return formatHtmlReport(report);
    default:
      return formatConsoleReport(report);
  }
}
