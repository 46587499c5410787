/**
 * The contract runner's public surface (`standin/contract`): run the suite against any base URL
 * and render the report. Named exports only.
 */
export { runContract } from './run-contract.js';
export { CHECKS, CHECK_NAMES, isCheckName, type CheckName } from './check-names.js';
export { createConsoleProgress, formatConsoleReport } from './reporters/console-reporter.js';
export { formatJunitReport } from './reporters/junit-reporter.js';
export { formatHtmlReport } from './reporters/html-reporter.js';
export {
  digestReport,
  type DigestItem,
  type DigestSkip,
  type ReportDigest,
} from './reporters/digest-report.js';
export { formatReport, REPORTERS, type ReporterName } from './reporters/format-report.js';
export { applyUsageGate } from './gate/apply-usage-gate.js';
export {
  parseUsage,
  readUsage,
  type UsageFile,
  type UsageLocation,
  type UsageMember,
  type UsageOperation,
} from '../usage/read-usage.js';
export type {
  CheckResult,
  CheckSelection,
  CheckStatus,
  ContractFatal,
  ContractLevel,
  ContractOptions,
  ContractReport,
  FactSource,
  Failure,
  FetchLike,
  FindingUsage,
  HttpOutcome,
  HttpRequestRecord,
  HttpResponseRecord,
  ProfileShape,
  ProgressEvent,
} from './contract-types.js';
