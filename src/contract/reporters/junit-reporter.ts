import type { CheckResult, ContractReport } from '../contract-types.js';
import { describeUsage } from './describe-usage.js';
import { digestReport, type DigestItem } from './digest-report.js';
import { tallyResults } from './tally-results.js';

interface Suite {
  name: string;
  cases: string[];
  failures: number;
  errors: number;
  skipped: number;
}

/**
 * The report as JUnit XML for CI: one `<testsuite>` per operation, one `<testcase>` per check on
 * it (several results of one check on one operation fold into one case, failed if any failed,
 * skipped only if all were), failures with their messages and curl lines. A run that could not
 * start is one errored case, and a diagnosis one failed case, in a suite named `(run)`.
 *
 * Before those, the digest: a suite `seed violations` and a suite `differences from
 * assumptions`, one case per root cause, failed (or passed with its warning in
 * `<system-out>` at `--level core`), with every finding it folds in and their curl lines.
 *
 * @example
 * await writeFile('contract.xml', formatJunitReport(report));
 */
export function formatJunitReport(report: ContractReport): string {
  const suites: Suite[] = [];
  if (report.fatal) {
    suites.push({
      name: '(run)',
      cases: [runCase('setup', 'error', report.fatal.message, report.fatal.code)],
      failures: 0,
      errors: 1,
      skipped: 0,
    });
  } else if (report.diagnosis) {
    suites.push({
      name: '(run)',
      cases: [runCase('diagnosis', 'failure', report.diagnosis, 'diagnosis')],
      failures: 1,
      errors: 0,
      skipped: 0,
    });
  }
  if (!report.fatal && !report.diagnosis) {
    const digest = digestReport(report);
    for (const [name, items] of [
      ['seed violations', digest.seedViolations],
      ['differences from assumptions', digest.differences],
    ] as const) {
      if (items.length === 0) continue;
      suites.push({
        name,
        cases: items.map((item) => digestCase(name, item)),
        failures: items.filter((item) => item.severity === 'failure').length,
        errors: 0,
        skipped: 0,
      });
    }
  }
  for (const [operationId, row] of tallyResults(report.results)) {
    const cells = [...row.entries()];
    suites.push({
      name: operationId,
      cases: cells.map(([check, cell]) => testCase(operationId, check, cell.results)),
      failures: cells.filter(([, cell]) => cell.tally.failed > 0).length,
      errors: 0,
      skipped: cells.filter(([, cell]) => cell.tally.failed === 0 && cell.tally.passed === 0)
        .length,
    });
  }
  const sum = (pick: (suite: Suite) => number) =>
    suites.reduce((total, suite) => total + pick(suite), 0);
  const counts = (tests: number, failures: number, errors: number, skipped: number) =>
    `tests="${tests}" failures="${failures}" errors="${errors}" skipped="${skipped}"`;
  const body = suites
    .map(
      (suite) =>
        `  <testsuite name="${escapeXml(suite.name)}" ${counts(suite.cases.length, suite.failures, suite.errors, suite.skipped)}>\n${suite.cases.join('')}  </testsuite>\n`,
    )
    .join('');
  const totals = counts(
    sum((suite) => suite.cases.length),
    sum((suite) => suite.failures),
    sum((suite) => suite.errors),
    sum((suite) => suite.skipped),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="standin contract" ${totals} time="${(report.durationMs / 1000).toFixed(3)}">\n${body}</testsuites>\n`;
}

function runCase(
  name: string,
  element: 'error' | 'failure',
  message: string,
  type: string,
): string {
  return `    <testcase classname="standin.contract" name="${name}">\n      <${element} message="${escapeXml(message)}" type="${escapeXml(type)}"/>\n    </testcase>\n`;
}

function digestCase(suite: string, item: DigestItem): string {
  const open = `    <testcase classname="standin.contract.${escapeXml(suite.replaceAll(' ', '_'))}" name="${escapeXml(`${item.subject}: ${item.summary}`)}">`;
  const details = [
    `${item.summary}`,
    `broke ${item.checks.join(', ')}`,
    ...(item.seed ? [`the seed: ${item.seed}`] : []),
    ...(item.usage ? [describeUsage(item.usage)] : []),
    ...item.findings.map(
      (finding) =>
        `\n${finding.check} · ${finding.operationId}: ${finding.message}\nat ${finding.pointer || '/'}: expected ${finding.expected}, received ${finding.received}\n${finding.curl}`,
    ),
  ].join('\n');
  const element =
    item.severity === 'failure'
      ? `      <failure message="${escapeXml(item.summary)}" type="${escapeXml(item.usage?.verdict ?? item.source)}">${escapeXml(details)}</failure>`
      : `      <system-out>${escapeXml(`warning: ${details}`)}</system-out>`;
  return `${open}\n${element}\n    </testcase>\n`;
}

function testCase(operationId: string, check: string, results: readonly CheckResult[]): string {
  const open = `    <testcase classname="standin.contract.${escapeXml(operationId)}" name="${escapeXml(check)}">`;
  const failures = results.flatMap((result) => result.failures);
  const warnings = results.flatMap((result) => result.warnings);
  const parts: string[] = [];
  if (failures.length > 0) {
    const details = failures
      .map(
        (failure) =>
          `${failure.message}\nat ${failure.pointer || '/'}: expected ${failure.expected}, received ${failure.received}\n${failure.curl}`,
      )
      .join('\n\n');
    parts.push(
      `      <failure message="${escapeXml(failures[0]?.message ?? '')}" type="${escapeXml(check)}">${escapeXml(details)}</failure>`,
    );
  } else if (results.every((result) => result.status === 'skipped')) {
    parts.push(`      <skipped message="${escapeXml(results[0]?.reason ?? '')}"/>`);
  }
  if (warnings.length > 0) {
    const text = warnings
      .map(
        (warning) =>
          `warning: ${warning.message} (expected ${warning.expected}, received ${warning.received})`,
      )
      .join('\n');
    parts.push(`      <system-out>${escapeXml(text)}</system-out>`);
  }
  return parts.length === 0
    ? `${open}</testcase>\n`
    : `${open}\n${parts.join('\n')}\n    </testcase>\n`;
}

/**
 * Escape text for XML content and attribute values, dropping characters XML 1.0 cannot carry.
 *
 * @example
 * escapeXml('a < b & "c"'); // 'a &lt; b &amp; &quot;c&quot;'
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
