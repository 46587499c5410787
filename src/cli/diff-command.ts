import { readFile, writeFile } from 'node:fs/promises';
import { Command, InvalidArgumentError, Option } from 'commander';
import { commandOutput, parseArguments } from './command-output.js';
import { DIFF_CHECKS } from '../diff/diff-checks.js';
import { diffDocuments } from '../diff/diff-documents.js';
import { formatDiffMarkdown } from '../diff/format-diff-markdown.js';
import { formatDiffText, summaryLine } from '../diff/format-diff-text.js';
import { parseDiffDocument } from '../diff/parse-diff-document.js';
import { readDiffSource } from '../diff/read-diff-source.js';
import { readUsage } from '../usage/read-usage.js';
import type { ContractCommandIo } from './contract-command.js';

const helpAfter = () => `
BASE and HEAD are openapi.yaml files or git:REF:path (read with git show REF:path in this
repository), e.g. git:origin/main:openapi.yaml. Every change is breaking or not for a client of
BASE: a removed operation or member, a narrowed request, a widened response (a new enum value, a
looser bound, null), a new required request member, a changed success status or security. Any
change to a seed fact (x-standin-source: seed) is breaking, quoting the seed's sentence.

--usage standin-usage.json (from standin usage) narrows the verdict to the frontend: a change on an
operation it never calls, or to a response member it never reads, is reported as non-breaking
("unused by the frontend"); a used one names the file:line that reads it. Seed facts stay breaking.

Checks (for --checks and --skip-checks):
${DIFF_CHECKS.map((check) => helpRow(check.id, check.summary)).join('\n')}

Exit codes: 0 no breaking change, 1 breaking changes, 2 usage error.

Examples:
  standin diff git:origin/main:openapi.yaml openapi.yaml
  standin diff git:origin/main:openapi.yaml openapi.yaml --usage standin-usage.json \\
    --format markdown --output diff.md
`;

/** One check in the help: its name, then its summary wrapped to 100 columns. */
function helpRow(id: string, summary: string): string {
  const indent = ' '.repeat(33);
  const lines = [`  ${id.padEnd(31)}`];
  for (const word of summary.split(' ')) {
    const last = lines[lines.length - 1]!;
    if (last.length + word.length + 1 > 100 && last.trim() !== '') lines.push(indent + word);
    else lines[lines.length - 1] = last.endsWith(' ') ? last + word : `${last} ${word}`;
  }
  return lines.join('\n');
}

/** A setup problem worth one line on stderr and exit code 2. */
class UsageError extends Error {}

/**
 * `standin diff BASE HEAD`: the breaking and non-breaking changes between two versions of
 * openapi.yaml, as text, a pull-request comment (markdown) or JSON. Resolves with the exit code:
 * 0 no breaking change, 1 breaking changes, 2 usage error.
 *
 * @example
 * const code = await runDiffCommand(['git:main:openapi.yaml', 'openapi.yaml'],
 *   { stdout: process.stdout, stderr: process.stderr, env: process.env });
 */
export async function runDiffCommand(
  argv: string[],
  io: ContractCommandIo,
  cwd: string = process.cwd(),
): Promise<number> {
  const program = new Command('standin diff')
    .description('Breaking and non-breaking changes between two versions of openapi.yaml.')
    .argument('<base>', 'the version clients use now: a file or git:REF:path')
    .argument('<head>', 'the proposed version: a file or git:REF:path')
    .option('--usage <file>', "the frontend's standin-usage.json: judge by what it uses")
    .addOption(
      new Option(
        '--format <format>',
        'text for the console, markdown for a pull request, json for tools',
      )
        .choices(['text', 'markdown', 'json'])
        .default('text'),
    )
    .option('--output <file>', 'write the report here (the verdict still goes to stdout)')
    .option('--checks <names>', 'run only these checks (comma-separated)', checkList)
    .option('--skip-checks <names>', 'never run these checks (comma-separated)', checkList)
    .addHelpText('after', helpAfter())
    .exitOverride()
    .configureOutput(commandOutput(io, 'standin diff'));
  const stop = parseArguments(program, argv);
  if (stop !== undefined) return stop;
  const [baseSpec, headSpec] = program.processedArgs as [string, string];
  const flags = program.opts<{
    usage?: string;
    format: 'text' | 'markdown' | 'json';
    output?: string;
    checks?: string[];
    skipChecks?: string[];
  }>();
  const checks = DIFF_CHECKS.filter(
    (check) =>
      (flags.checks === undefined || flags.checks.includes(check.id)) &&
      !(flags.skipChecks ?? []).includes(check.id),
  );
  try {
    // One side after the other, so an error names BASE before HEAD.
    const base = await loadSide(baseSpec, cwd);
    const head = await loadSide(headSpec, cwd);
    const usage =
      flags.usage === undefined
        ? undefined
        : { file: await loadUsage(flags.usage), label: flags.usage };
    const report = diffDocuments(base, head, {
      baseLabel: baseSpec,
      headLabel: headSpec,
      checks,
      ...(usage !== undefined ? { usage } : {}),
    });
    const text =
      flags.format === 'json'
        ? `${JSON.stringify(report, null, 2)}\n`
        : flags.format === 'markdown'
          ? formatDiffMarkdown(report)
          : formatDiffText(report);
    if (flags.output === undefined) io.stdout.write(text);
    else {
      await writeFile(flags.output, text).catch((error: { code?: string }) => {
        throw new UsageError(`cannot write ${flags.output} (${error.code}). Check --output.`);
      });
      io.stdout.write(`${summaryLine(report)}\nReport written to ${flags.output}.\n`);
    }
    return report.summary.breaking > 0 ? 1 : 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`standin diff: ${error.message}\n`);
    return 2;
  }
}

function checkList(value: string): string[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const known = DIFF_CHECKS.map((check) => check.id);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new InvalidArgumentError(
      `unknown check ${unknown.join(', ')}; known: ${known.join(', ')}.`,
    );
  return names;
}

async function loadSide(spec: string, cwd: string) {
  const source = await readDiffSource(spec, cwd).catch(rethrow);
  return parseDiffDocument(source.text, source.label, source.location).catch(rethrow);
}

function rethrow(error: Error): never {
  throw new UsageError(error.message);
}

async function loadUsage(file: string) {
  const text = await readFile(file, 'utf8').catch((error: { code?: string }) => {
    throw new UsageError(
      `cannot read ${file} (${error.code}). Check --usage, or run standin usage.`,
    );
  });
  try {
    return readUsage(text, file);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
