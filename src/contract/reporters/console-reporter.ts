import { CHECK_NAMES } from '../check-names.js';
import type { ContractReport, ProgressEvent } from '../contract-types.js';
import { describeUsage } from './describe-usage.js';
import { digestReport, type DigestItem, type ReportDigest } from './digest-report.js';
import { tallyResults, type Tally } from './tally-results.js';
import { REPORT_WIDTH, wrapCurl, wrapLine } from './wrap-text.js';

/** Root causes listed in full per section before "… and N more"; json and html list them all. */
const MAX_LISTED = 40;
/** Columns per check in the operations × checks table: `c19` or a mark, right-aligned. */
const CELL = 4;

/**
 * Progress lines while a run goes: one line per phase, each with the tally so far. Findings are
 * not printed as they come: a response check judges the requests of every phase, so a line
 * would land under the heading of another check. They come once, grouped, in the report.
 *
 * @example
 * await runContract({ ...options, onProgress: createConsoleProgress((line) => io.stdout.write(line)) });
 */
export function createConsoleProgress(
  write: (text: string) => void,
): (event: ProgressEvent) => void {
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  return (event) => {
    if (event.type === 'result') {
      tally[event.result.status] += 1;
      return;
    }
    const total = tally.passed + tally.failed + tally.skipped;
    const sofar =
      total === 0 ? '' : ` (so far ${tally.passed} ✓ ${tally.failed} ✗ ${tally.skipped} –)`;
    write(`${wrapLine(`▸ ${event.message}${sofar}`).join('\n')}\n`);
  };
}

/**
 * The human report, 100 columns wide: seed violations first, then the differences from
 * openapi.yaml's assumptions, each root cause once with the checks it broke and a curl line
 * that reproduces it (secrets redacted); what was skipped and why; a table of operations ×
 * checks; the verdict last.
 *
 * @example
 * io.stdout.write(formatConsoleReport(report));
 */
export function formatConsoleReport(report: ContractReport): string {
  const { target } = report;
  // A run stopped before --prefix auto probed anything has no prefix to show.
  const unresolved = target.prefixRequested === 'auto' && target.prefix === 'auto';
  const prefix = unresolved
    ? 'prefix not resolved'
    : `prefix ${JSON.stringify(target.prefix)}${target.prefixRequested === 'auto' ? ' by --prefix auto' : ''}`;
  const lines: string[] = [
    '',
    `Standin contract — ${target.baseUrl}${unresolved ? '' : target.prefix} (${prefix}, level ${target.level}, ${target.strict ? 'strict' : 'tolerant'})`,
    `Mutating checks: ${target.mutations.allowed ? 'on' : `off — ${target.mutations.reason ?? ''}`}`,
  ];
  if (report.fatal) {
    lines.push('', `Stopped: ${report.fatal.message}`, '');
    return fit(lines);
  }
  const digest = digestReport(report);
  if (report.diagnosis) {
    lines.push(
      '',
      `Diagnosis: ${report.diagnosis}`,
      `(${report.summary.failures} failures not listed: they share this cause. --reporter json has them all.)`,
    );
  } else {
    lines.push(
      ...formatSection(
        'Seed violations',
        'the backend breaks what the service interface states',
        digest.seedViolations,
        1,
      ),
      ...formatSection(
        "Differences from openapi.yaml's assumptions",
        target.usage
          ? `only what the frontend uses fails (${target.usage.file}); the rest are warnings`
          : target.level === 'core'
            ? 'warnings at --level core, they do not fail the run'
            : 'by operation and schema',
        digest.differences,
        digest.seedViolations.length + 1,
      ),
      ...formatSkipped(digest),
      '',
      ...formatTable(report),
    );
  }
  lines.push('', `Profile shape: ${report.profileShape}`, ...formatVerdict(report, digest), '');
  return fit(lines);
}

function formatSection(
  title: string,
  note: string,
  items: readonly DigestItem[],
  firstNumber: number,
): string[] {
  if (items.length === 0) return [];
  const lines = ['', `${title} (${items.length}): ${note}`];
  items.slice(0, MAX_LISTED).forEach((item, index) => {
    const mark = item.severity === 'failure' ? '✗' : '!';
    const { example } = item;
    lines.push(
      `${String(firstNumber + index).padStart(3)}) ${mark} ${item.subject}`,
      `     ${item.summary}`,
      `     broke ${item.checks.join(', ')}${item.findings.length > 1 ? ` (${item.findings.length} findings)` : ''}`,
    );
    if (item.seed) lines.push(`     the seed: ${item.seed}`);
    if (item.usage) lines.push(`     ${describeUsage(item.usage)}`);
    if (item.kind !== 'status')
      lines.push(
        `     at ${example.pointer || '/'}: expected ${example.expected}, received ${example.received}`,
      );
    if (example.curl) lines.push(...wrapCurl(example.curl, '     '));
  });
  if (items.length > MAX_LISTED)
    lines.push(
      `  … and ${items.length - MAX_LISTED} more (--reporter json or html lists them all)`,
    );
  return lines;
}

function formatSkipped(digest: ReportDigest): string[] {
  if (digest.skipped.length === 0) return [];
  return [
    '',
    `Skipped (${digest.skipped.length}): not verified, and why`,
    ...digest.skipped.map(
      (skip) =>
        `  – ${skip.check} on ${listShort(skip.operations)}: ${skip.reason || 'no reason given'}`,
    ),
  ];
}

function listShort(names: readonly string[]): string {
  return names.length <= 3
    ? names.join(', ')
    : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/**
 * Operations × checks with one mark per cell, checks numbered (legend below), so the table
 * fits 100 columns; long operation names are shortened with "…". A cell that raised warnings
 * is never ✓.
 */
function formatTable(report: ContractReport): string[] {
  const grid = tallyResults(report.results);
  const checks = CHECK_NAMES.filter((check) =>
    report.results.some((result) => result.check === check),
  );
  if (checks.length === 0) return ['No checks ran.'];
  const longest = Math.max('operation'.length, ...[...grid.keys()].map((name) => name.length));
  const nameWidth = Math.max(12, Math.min(longest, REPORT_WIDTH - checks.length * CELL));
  const header = `${'operation'.padEnd(nameWidth)}${checks.map((_, index) => `c${index + 1}`.padStart(CELL)).join('')}`;
  const rows = [...grid.entries()].map(([operationId, row]) => {
    const cells = checks.map((check) => {
      const cell = row.get(check);
      return (cell ? cellMark(cell.tally, cell.results) : '·').padStart(CELL);
    });
    return `${shorten(operationId, nameWidth).padEnd(nameWidth)}${cells.join('')}`;
  });
  return [
    'Operations × checks',
    header,
    ...rows,
    ...packLine(
      'Checks: ',
      checks.map((check, index) => `c${index + 1} ${check}`),
      ' · ',
    ),
    'Marks: ✓ passed · ✗ failed · ! passed with warnings · – skipped · · not applicable',
  ];
}

/** Entries joined on as few lines as fit, never breaking inside an entry. */
function packLine(lead: string, entries: readonly string[], separator: string): string[] {
  const lines: string[] = [];
  let current = lead;
  for (const entry of entries) {
    const joined = current === lead ? current + entry : current + separator + entry;
    if (joined.length <= REPORT_WIDTH || current === lead) current = joined;
    else {
      lines.push(current + separator.trimEnd());
      current = `  ${entry}`;
    }
  }
  lines.push(current);
  return lines;
}

function cellMark(tally: Tally, results: readonly { warnings: readonly unknown[] }[]): string {
  if (tally.failed > 0) return '✗';
  if (results.some((result) => result.warnings.length > 0)) return '!';
  if (tally.passed > 0) return '✓';
  return '–';
}

function shorten(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

/** The counts, then the verdict as the last line. */
function formatVerdict(report: ContractReport, digest: ReportDigest): string[] {
  const { passed, failed, skipped, requests } = report.summary;
  const counts = `Totals: ${passed} passed, ${failed} failed, ${skipped} skipped · ${requests} requests in ${(report.durationMs / 1000).toFixed(1)} s`;
  const failing = (items: readonly DigestItem[]) =>
    items.filter((item) => item.severity === 'failure').length;
  const warned = digest.differences.length - failing(digest.differences);
  const warnings = warned > 0 ? ` (+${count(warned, 'warning')})` : '';
  if (report.ok)
    return [
      counts,
      `Result: PASSED (${passed} passed, ${failed} failed, ${skipped} skipped${warned > 0 ? `; ${count(warned, 'warning')}` : ''})`,
    ];
  if (report.diagnosis) return [counts, 'Result: FAILED — see the diagnosis above'];
  const seed = failing(digest.seedViolations);
  const differences = failing(digest.differences);
  return [
    counts,
    `Result: FAILED — ${count(seed + differences, 'failure')}: ${count(seed, 'seed violation')}, ${count(differences, 'difference')} from assumptions${warnings}`,
  ];
}

/** `1 failure`, `2 failures`. */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Every line within 100 columns. */
function fit(lines: readonly string[]): string {
  return lines.flatMap((line) => wrapLine(line)).join('\n');
}
