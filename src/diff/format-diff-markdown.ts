import { describeOperation } from './diff-checks.js';
import type { DiffReport, Finding } from './diff-types.js';
import { notes, summaryLine } from './format-diff-text.js';

/**
 * More than this many non-breaking changes (twice as many breaking ones) are counted, not
 * listed, so a comment stays well under a pull request's size limit.
 */
const LISTED = 50;

/**
 * `standin diff` as a pull-request comment: the verdict, a table of the breaking changes, a list
 * of the non-breaking ones, and the seed sentences and frontend lines in a collapsible block.
 *
 * @example
 * await writeFile('diff.md', formatDiffMarkdown(report));
 */
export function formatDiffMarkdown(report: DiffReport): string {
  const breaking = report.changes.filter((finding) => finding.level === 'breaking');
  const safe = report.changes.filter((finding) => finding.level === 'non-breaking');
  const verdict = breaking.length > 0 ? '❌' : '✅';
  const lines = [`### ${verdict} ${cell(summaryLine(report))}`, ''];
  if (breaking.length > 0) {
    lines.push(
      `#### Breaking (${breaking.length})`,
      '',
      '| Operation | Where | Change | Check |',
      '|---|---|---|---|',
      ...breaking
        .slice(0, LISTED * 2)
        .map(
          (finding) =>
            `| \`${cell(describeOperation(finding.operation))}\` | ${where(finding)} | ${cell(
              [finding.message, ...notes(finding)].join('; '),
            )} | \`${finding.check}\` |`,
        ),
      ...(breaking.length > LISTED * 2
        ? ['', `… and ${breaking.length - LISTED * 2} more (\`--format json\` lists all)`]
        : []),
      '',
    );
  }
  if (safe.length > 0) {
    lines.push(`#### Non-breaking (${safe.length})`, '');
    for (const finding of safe.slice(0, LISTED)) lines.push(`- ${line(finding)}`);
    if (safe.length > LISTED)
      lines.push(`- … and ${safe.length - LISTED} more (\`--format json\` lists all)`);
    lines.push('');
  }
  if (report.changes.length === 0) lines.push('No changes a client can see.', '');
  const detailed = report.changes.filter((finding) => notes(finding).length > 0);
  if (detailed.length > 0) {
    lines.push('<details><summary>Details: seed facts and frontend reads</summary>', '');
    for (const finding of detailed.slice(0, LISTED * 2)) {
      lines.push(`- ${line(finding)}`);
      for (const note of notes(finding)) lines.push(`  - ${cell(note)}`);
    }
    lines.push('', '</details>', '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function line(finding: Finding): string {
  return `\`${cell(describeOperation(finding.operation))}\` ${where(finding)}: ${cell(finding.message)} (\`${finding.check}\`)`;
}

/** Place, then the body pointer as code (a `*` would otherwise start emphasis). */
function where(finding: Finding): string {
  const pointer = finding.pointer ? ` \`${finding.pointer}\`` : '';
  return `${cell(finding.place || 'operation')}${pointer}`;
}

/** Text safe inside a table cell or list item: pipes escaped, no line breaks, no raw HTML. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\r?\n/g, ' ');
}
