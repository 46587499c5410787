import { CHECK_NAMES } from '../check-names.js';
import type { ContractReport, Failure, ProgressEvent } from '../contract-types.js';
import { tallyResults, type Tally } from './tally-results.js';

/** Failures listed in full before "… and N more"; the JSON reporter always has them all. */
const MAX_LISTED = 50;

/**
 * Progress lines while a run goes: each phase, and each failed result as soon as it is known.
 * Passed results stay quiet: a run makes hundreds of them.
 *
 * @example
 * await runContract({ ...options, onProgress: createConsoleProgress((line) => io.stdout.write(line)) });
 */
export function createConsoleProgress(
  write: (text: string) => void,
): (event: ProgressEvent) => void {
  return (event) => {
    if (event.type === 'phase') {
      write(`▸ ${event.message}\n`);
    } else if (event.result.status === 'failed') {
      const first = event.result.failures[0];
      write(
        `  ✗ ${event.result.check} · ${event.result.operationId}${first ? ` — ${first.message}` : ''}\n`,
      );
    }
  };
}

/**
 * The human report: the failures (check, operation, JSON pointer, expected vs received, a curl
 * line with secrets redacted), warnings, the profile shape, and a table of operations × checks.
 *
 * @example
 * io.stdout.write(formatConsoleReport(report));
 */
export function formatConsoleReport(report: ContractReport): string {
  const lines: string[] = [];
  const { target } = report;
  lines.push(
    '',
    `Standin contract — ${target.baseUrl}${target.prefix} (prefix ${JSON.stringify(target.prefix)}${target.prefixRequested === 'auto' ? ' by --prefix auto' : ''}, level ${target.level}, ${target.strict ? 'strict' : 'tolerant'})`,
  );
  lines.push(
    `Mutating checks: ${target.mutations.allowed ? 'on' : `off — ${target.mutations.reason ?? ''}`}`,
  );
  if (report.fatal) {
    lines.push('', `Stopped: ${report.fatal.message}`, '');
    return lines.join('\n');
  }
  const failures = report.results.flatMap((result) => result.failures);
  const warnings = report.results.flatMap((result) => result.warnings);
  if (report.diagnosis) {
    lines.push(
      '',
      `Diagnosis: ${report.diagnosis}`,
      `(${failures.length} failures not listed: they share this cause. --reporter json has them all.)`,
    );
  } else {
    lines.push(...formatFailures(failures), ...formatWarnings(warnings));
    lines.push('', ...formatTable(report));
  }
  lines.push('', `Profile shape: ${report.profileShape}`);
  lines.push(formatVerdict(report, failures.length, warnings.length), '');
  return lines.join('\n');
}

function formatFailures(failures: readonly Failure[]): string[] {
  if (failures.length === 0) return [];
  const lines = ['', `Failures (${failures.length})`];
  failures.slice(0, MAX_LISTED).forEach((failure, index) => {
    lines.push(
      `  ${index + 1}) ${failure.check} · ${failure.operationId} · ${failure.method} ${failure.path}${failure.source === 'seed' ? ' [seed]' : ''}`,
      `     ${failure.message}`,
      `     at ${failure.pointer || '/'}: expected ${failure.expected}, received ${failure.received}`,
    );
    if (failure.curl) lines.push(`     ${failure.curl}`);
  });
  if (failures.length > MAX_LISTED)
    lines.push(`  … and ${failures.length - MAX_LISTED} more (--reporter json lists them all)`);
  return lines;
}

function formatWarnings(warnings: readonly Failure[]): string[] {
  if (warnings.length === 0) return [];
  const lines = [
    '',
    `Warnings (${warnings.length}): differences from assumptions, not failures at --level core`,
  ];
  for (const warning of warnings.slice(0, MAX_LISTED)) {
    lines.push(
      `  - ${warning.check} · ${warning.operationId} · ${warning.pointer || '/'}: ${warning.message} (expected ${warning.expected}, received ${warning.received})`,
    );
  }
  if (warnings.length > MAX_LISTED) lines.push(`  … and ${warnings.length - MAX_LISTED} more`);
  return lines;
}

/** Operations × checks: ✓n passed, ✗n failed, –n skipped, · not applicable; totals per row. */
function formatTable(report: ContractReport): string[] {
  const grid = tallyResults(report.results);
  const checks = CHECK_NAMES.filter((check) =>
    report.results.some((result) => result.check === check),
  );
  if (checks.length === 0) return ['No checks ran.'];
  const nameWidth = Math.max('operation'.length, ...[...grid.keys()].map((name) => name.length));
  const column = (text: string) => text.padStart(4);
  const header = `${'operation'.padEnd(nameWidth)} ${checks.map((_, index) => column(`c${index + 1}`)).join('')}   passed failed skipped`;
  const rows = [...grid.entries()].map(([operationId, row]) => {
    const totals: Tally = { passed: 0, failed: 0, skipped: 0 };
    const cells = checks.map((check) => {
      const tally = row.get(check)?.tally;
      if (!tally) return column('·');
      totals.passed += tally.passed;
      totals.failed += tally.failed;
      totals.skipped += tally.skipped;
      return column(cellText(tally));
    });
    return `${operationId.padEnd(nameWidth)} ${cells.join('')}   ${String(totals.passed).padStart(6)} ${String(totals.failed).padStart(6)} ${String(totals.skipped).padStart(7)}`;
  });
  const legend = checks.map((check, index) => `c${index + 1} ${check}`);
  return [
    header,
    ...rows,
    '',
    `Checks: ${legend.join(', ')}`,
    'Cells: ✓ passed, ✗ failed, – skipped (with counts), · not applicable',
  ];
}

function cellText(tally: Tally): string {
  if (tally.failed > 0) return `✗${tally.failed}`;
  if (tally.passed > 0) return `✓${tally.passed}`;
  return `–${tally.skipped}`;
}

function formatVerdict(report: ContractReport, failures: number, warnings: number): string {
  const { passed, failed, skipped, requests } = report.summary;
  const counts = `${passed} passed, ${failed} failed, ${skipped} skipped; ${requests} requests in ${(report.durationMs / 1000).toFixed(1)} s`;
  const warned = warnings > 0 ? `, ${warnings} warnings` : '';
  return report.ok
    ? `Result: PASSED (${counts}${warned})`
    : `Result: FAILED — ${failures} failures (${counts}${warned})`;
}
