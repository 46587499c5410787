import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { Command } from 'commander';
import { stringify } from 'yaml';
import { commandOutput, parseArguments } from './command-output.js';
import { loadContractDocument } from '../contract/document/load-contract-document.js';
import { applyOverlayToText, type OverlayDocument } from '../reconcile/apply-overlay.js';
import { formatSummary } from '../reconcile/format-summary.js';
import { readHar } from '../reconcile/read-har.js';
import { reconcile } from '../reconcile/reconcile.js';
import type { ContractCommandIo } from './contract-command.js';

const HELP_AFTER = `
Compares every recorded answer with what openapi.yaml documents for its operation and status, and
proposes the changes that make the document's assumptions (x-standin-source: assumed) describe the
backend. Seed facts are never changed: a difference from one is listed and stays a contract failure.
A member becomes required only when every sample has it; each change says how many samples it rests on.

Output: an OpenAPI Overlay 1.0 document (--output FILE, else on stdout after the summary, which is
written as YAML comments so stdout stays one overlay document). --apply writes the changes into
--spec, keeping comments, order and anchors; then run npm run generate and npm run typecheck.

Environment: STANDIN_SPEC (flags win).

Exit codes: 0 openapi.yaml already describes the recording, 1 differences found (proposed, applied
or seed facts left as they are), 2 usage error.

Examples:
  standin contract --base-url "$URL" --email qa@example.com --password '…' --record run.har
  standin reconcile --from run.har --spec openapi.yaml --output reconcile.overlay.yaml
  standin reconcile --from run.har --spec openapi.yaml --apply
`;

/** A setup problem worth one line on stderr and exit code 2. */
class UsageError extends Error {}

/**
 * `standin reconcile`: read a HAR recording and openapi.yaml, print what differs per operation,
 * write the changes as an OpenAPI Overlay and, with `--apply`, into the document itself.
 * Resolves with the exit code: 0 nothing to change, 1 differences found, 2 usage error.
 *
 * @example
 * const code = await runReconcileCommand(['--from', 'run.har', '--spec', 'openapi.yaml'],
 *   { stdout: process.stdout, stderr: process.stderr, env: process.env });
 */
export async function runReconcileCommand(argv: string[], io: ContractCommandIo): Promise<number> {
  const program = new Command('standin reconcile')
    .description('Turn what a backend really answered (a HAR recording) into openapi.yaml changes.')
    .requiredOption('--from <file>', 'the HAR recording, e.g. from standin contract --record')
    .option('--spec <file>', 'the openapi.yaml to compare and change [default: ./openapi.yaml]')
    .option('--output <file>', 'write the Overlay document here instead of stdout')
    .option('--apply', 'write the changes into --spec (comments, order and anchors kept)')
    .addHelpText('after', HELP_AFTER)
    .exitOverride()
    .configureOutput(commandOutput(io, 'standin reconcile'));
  const stop = parseArguments(program, argv);
  if (stop !== undefined) return stop;
  const flags = program.opts<{ from: string; spec?: string; output?: string; apply?: boolean }>();
  try {
    const specPath = resolve(flags.spec ?? (io.env.STANDIN_SPEC || 'openapi.yaml'));
    if (!existsSync(specPath))
      throw new UsageError(`no openapi.yaml at ${specPath}. Pass --spec PATH.`);
    const harText = await readText(flags.from, '--from');
    const specText = await readText(specPath, '--spec');
    let entries;
    try {
      entries = readHar(harText);
    } catch (error) {
      throw new UsageError(
        `cannot read ${flags.from}: ${(error as Error).message}. Pass a HAR file.`,
      );
    }
    const dereferenced = await loadContractDocument(specPath).catch((error: Error) => {
      throw new UsageError(`${error.message} Fix --spec.`);
    });
    const result = await reconcile({ specText, dereferenced, entries });
    const actions = result.proposals.flatMap((item) => item.actions);
    const overlay: OverlayDocument = {
      overlay: '1.0.0',
      info: {
        title: `Reconcile ${basename(specPath)} with ${basename(flags.from)}`,
        version: '1.0.0',
      },
      extends: basename(specPath),
      actions,
    };
    const summary = formatSummary(result, { actions: actions.length });
    const overlayText = stringify(overlay, { lineWidth: 0 });
    if (flags.output !== undefined) {
      io.stdout.write(summary);
      await writeText(flags.output, overlayText, '--output');
      io.stdout.write(`\nOverlay (${actions.length} actions) written to ${flags.output}.\n`);
    } else {
      io.stdout.write(`${summary.replace(/^/gm, '# ').replace(/# $/gm, '#')}${overlayText}`);
    }
    if (flags.apply === true && actions.length > 0) {
      await writeText(specPath, applyOverlayToText(specText, actions), '--spec');
      io.stderr.write(
        `standin reconcile: ${specPath} updated (${actions.length} actions). Next: npm run generate, then npm run typecheck.\n`,
      );
    }
    const clean = result.proposals.length + result.refused.length + result.notes.length === 0;
    return clean ? 0 : 1;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`standin reconcile: ${error.message}\n`);
    return 2;
  }
}

async function readText(file: string, flag: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read ${file} (${(error as { code?: string }).code}). Check ${flag}.`,
    );
  }
}

async function writeText(file: string, text: string, flag: string): Promise<void> {
  try {
    await writeFile(file, text);
  } catch (error) {
    throw new UsageError(
      `cannot write ${file} (${(error as { code?: string }).code}). Check ${flag}.`,
    );
  }
}
