import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { Command } from 'commander';
import { commandOutput, parseArguments } from './command-output.js';
import type { ContractCommandIo } from './contract-command.js';
import {
  DEFAULT_SPEC_PATH,
  loadContractDocument,
} from '../contract/document/load-contract-document.js';
import { analyseUsage } from '../usage/analyse-usage.js';
import { documentedOperations } from '../usage/documented-operations.js';
import { loadTypeScript } from '../usage/load-typescript.js';
import { formatUsage, mergeUsage } from '../usage/merge-usage.js';
import { readUsage, type UsageFile } from '../usage/read-usage.js';

const HELP_AFTER = `
Reads the frontend with the TypeScript compiler (the project's own typescript package) and lists
every operation it calls through an openapi-fetch client (createStandinClient, createClient<paths>)
and every response member it reads, with the file and line of each. --merge adds what a test run
observed (createMock({ recordUsage }), standin serve --record-usage FILE).

The file feeds the deploy gate (standin contract --usage FILE) and the pull-request check
(standin diff BASE HEAD --usage FILE).

Environment: STANDIN_SPEC (flags win).

Exit codes: 0 written, 2 usage error (no tsconfig, no typescript, unreadable file).

Examples:
  standin usage --project web/tsconfig.json --output standin-usage.json
  standin usage --project tsconfig.json --merge observed.json
`;

/** A setup problem worth one line on stderr and exit code 2. */
class UsageError extends Error {}

/**
 * `standin usage`: analyse the frontend named by `--project`, merge observed usage, write
 * `standin-usage.json`. Resolves with the exit code: 0 written, 2 usage error.
 *
 * @example
 * const code = await runUsageCommand(['--project', 'web/tsconfig.json'],
 *   { stdout: process.stdout, stderr: process.stderr, env: process.env });
 */
export async function runUsageCommand(argv: string[], io: ContractCommandIo): Promise<number> {
  const program = new Command('standin usage')
    .description('List what a frontend uses of the API: operations called, response members read.')
    .option('--project <tsconfig>', "the frontend's tsconfig.json", 'tsconfig.json')
    .option('--output <file>', 'where to write the usage file', 'standin-usage.json')
    .option(
      '--spec <file>',
      "the openapi.yaml the client is typed from [default: the package's own]",
    )
    .option(
      '--merge <files...>',
      'usage files to merge in (observed by a test run, or another app)',
    )
    .option('--no-code', 'do not analyse code: only merge the --merge files')
    .addHelpText('after', HELP_AFTER)
    .exitOverride()
    .configureOutput(commandOutput(io, 'standin usage'));
  const stop = parseArguments(program, argv);
  if (stop !== undefined) return stop;
  const flags = program.opts<{
    project: string;
    output: string;
    spec?: string;
    merge?: string[];
    code: boolean;
  }>();
  try {
    if (!flags.code && (flags.merge ?? []).length === 0)
      throw new UsageError(
        '--no-code leaves nothing to write. Pass --merge FILE, or drop --no-code.',
      );
    const parts: UsageFile[] = [];
    if (flags.code) parts.push(await analyse(flags, io));
    for (const file of flags.merge ?? []) {
      const text = await readFile(file, 'utf8').catch((error: { code?: string }) => {
        throw new UsageError(`cannot read ${file} (${error.code}). Check --merge.`);
      });
      try {
        parts.push(readUsage(text, file));
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
    }
    const usage = mergeUsage(parts);
    await writeAtomically(flags.output, formatUsage(usage));
    const members = usage.operations.reduce((sum, op) => sum + op.members.length, 0);
    io.stdout.write(
      `${flags.output}: ${usage.operations.length} operations, ${members} response members.\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`standin usage: ${error.message}\n`);
    return 2;
  }
}

async function analyse(
  flags: { project: string; spec?: string },
  io: ContractCommandIo,
): Promise<UsageFile> {
  const tsconfigPath = resolve(flags.project);
  if (!existsSync(tsconfigPath))
    throw new UsageError(`no tsconfig at ${tsconfigPath}. Pass --project PATH/tsconfig.json.`);
  let ts;
  try {
    ts = loadTypeScript(dirname(tsconfigPath));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const specPath = resolve(flags.spec ?? (io.env.STANDIN_SPEC || DEFAULT_SPEC_PATH));
  const document = await loadContractDocument(specPath).catch((error: Error) => {
    throw new UsageError(`${error.message} Fix --spec.`);
  });
  let analysis;
  try {
    analysis = analyseUsage({ ts, tsconfigPath, operations: documentedOperations(document) });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. Fix --project.`);
  }
  for (const note of analysis.notes) io.stderr.write(`standin usage: ${note}\n`);
  if (analysis.files === 0)
    throw new UsageError(`${tsconfigPath} includes no source file. Fix its "include".`);
  return analysis.usage;
}

/** Write beside, then rename: a reader never sees half a file. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  try {
    await writeFile(partial, text);
    await rename(partial, file);
  } catch (error) {
    throw new UsageError(
      `cannot write ${file} (${(error as { code?: string }).code}). Check --output.`,
    );
  }
}
