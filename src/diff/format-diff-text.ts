import { describeOperation } from './diff-checks.js';
import type { DiffReport, Finding } from './diff-types.js';

const WIDTH = 100;

/**
 * `standin diff` for the console: a summary line, then the breaking and the non-breaking changes
 * grouped by operation, one change per line (wrapped to 100 columns), with the seed's sentence or
 * the frontend lines that read it underneath.
 *
 * @example
 * process.stdout.write(formatDiffText(report));
 */
export function formatDiffText(report: DiffReport): string {
  const lines = [summaryLine(report), ''];
  for (const [title, level] of [
    ['Breaking', 'breaking'],
    ['Non-breaking', 'non-breaking'],
  ] as const) {
    const findings = report.changes.filter((finding) => finding.level === level);
    if (findings.length === 0) continue;
    lines.push(`${title} (${findings.length})`);
    let operation = '';
    for (const finding of findings) {
      const name = describeOperation(finding.operation);
      if (name !== operation) lines.push(`  ${name}`);
      operation = name;
      const mark = level === 'breaking' ? '✗' : '·';
      lines.push(
        ...wrap(
          `${mark} ${where(finding)}: ${finding.message} [${finding.check}]`,
          '    ',
          '      ',
        ),
      );
      for (const note of notes(finding)) lines.push(...wrap(note, '      ', '        '));
    }
    lines.push('');
  }
  if (report.changes.length === 0) lines.push('No changes a client can see.', '');
  return `${lines.join('\n').trimEnd()}\n`;
}

/**
 * The one-line verdict, shared by every format.
 *
 * @example
 * summaryLine(report); // 'standin diff: 2 breaking, 5 non-breaking (main → openapi.yaml)'
 */
export function summaryLine(report: DiffReport): string {
  const { breaking, nonBreaking } = report.summary;
  const usage = report.usage === undefined ? '' : `, judged by ${report.usage}`;
  return `standin diff: ${breaking} breaking, ${nonBreaking} non-breaking (${report.base} → ${report.head}${usage})`;
}

/**
 * Where below its operation a change is: place and body pointer.
 *
 * @example
 * where(finding); // '200 application/json /organization/name'
 */
export function where(finding: Finding): string {
  const pointer = finding.pointer ? ` ${finding.pointer}` : '';
  return `${finding.place || 'operation'}${pointer}`;
}

/**
 * The lines under a change: the seed's sentence, and how the frontend uses it.
 *
 * @example
 * notes(finding); // ['seed fact: "| GET | /users/me | … |"', 'read at src/Header.tsx:14']
 */
export function notes(finding: Finding): string[] {
  const result: string[] = [];
  if (finding.seed !== undefined) result.push(`seed fact: "${finding.seed}"`);
  if (finding.usage?.used === true && finding.usage.reads.length > 0) {
    // A member's lines read it; anything else on a used operation is where the code calls it.
    const verb = finding.direction === 'response' && finding.pointer ? 'read at' : 'called at';
    const places = finding.usage.reads.map((read) => `${read.file}:${read.line}`);
    result.push(`${verb} ${places.join(', ')}`);
  }
  if (finding.usage?.used === false) result.push(`unused by the frontend: ${finding.usage.reason}`);
  return result;
}

function wrap(text: string, first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(' ')) {
    const prefix = line === first || line === rest ? '' : ' ';
    if (line.length + prefix.length + word.length > WIDTH && line.trim() !== '') {
      lines.push(line);
      line = rest + word;
    } else line += prefix + word;
  }
  lines.push(line);
  return lines;
}
