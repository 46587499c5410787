import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { commandOutput, parseArguments } from './command-output.js';
import { CHECK_NAMES, isCheckName } from '../contract/check-names.js';
import { applyUsageGate } from '../contract/gate/apply-usage-gate.js';
import { createHarRecorder } from '../contract/record/create-har-recorder.js';
import type { ContractLevel, ContractReport } from '../contract/contract-types.js';
import { createConsoleProgress } from '../contract/reporters/console-reporter.js';
import { formatReport, REPORTERS, type ReporterName } from '../contract/reporters/format-report.js';
import { runContract } from '../contract/run-contract.js';
import { readUsage, type UsageFile } from '../usage/read-usage.js';

/** Where the command writes, and the environment it reads (passed in, so tests own them). */
export interface ContractCommandIo {
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown };
  env: Record<string, string | undefined>;
}

export interface ContractCommandDeps {
  /**
   * Start the in-process mock when no `--base-url` is given. Injected by src/cli/index.ts, so
   * the contract layer never imports the mock (ARCHITECTURE.md; the import-direction lint rule enforces it).
   */
  startMock?: (options: {
    tokenSecret: string;
    /** `--spec`: the in-process mock answers as that document describes. */
    specPath?: string;
  }) => Promise<{ url: string; close(): Promise<void> }>;
}

/** The demo owner (docs/product/demo-data.md): the default only against the in-process mock. */
const MOCK_CREDENTIALS = { email: 'owner@acme.test', password: 'Passw0rd!' };

const HELP_AFTER = `
Without --base-url the mock is started in-process and checked with ${MOCK_CREDENTIALS.email}.
Against any other backend, nothing is changed unless --project-id names a sandbox project;
--read-only skips every mutating check. Redirects are never followed, so credentials never
leave --base-url.

Expiry: pass --expired-token (a token the backend issued that has expired) or --token-secret
(its HMAC secret, to sign an expired copy of the issued token); without either,
auth_expired_token is skipped with that reason, never passed.

Environment: STANDIN_BASE_URL, STANDIN_PREFIX, STANDIN_EMAIL, STANDIN_PASSWORD, STANDIN_PROJECT_ID,
STANDIN_SPEC, STANDIN_EXPIRED_TOKEN, STANDIN_TOKEN_SECRET (flags win).

Deploy gate: --usage standin-usage.json (written by standin usage) runs every check of
--level full, then fails only on seed facts and on what the frontend uses (a member it reads,
an operation it calls), quoting the line that reads it; everything else is a warning.

Exit codes: 0 every check passed, 1 contract failures, 2 usage, config or connection error.

Checks: ${CHECK_NAMES.join(', ')}

Examples:
  standin contract
  standin contract --base-url https://staging.example.com --prefix /api/v1 --email qa@example.com --password '…'
  standin contract --base-url "$URL" --prefix auto --read-only --reporter junit --output contract.xml
  standin contract --base-url "$URL" --email qa@example.com --password '…' --usage standin-usage.json
`;

/** A setup problem worth one line on stderr and exit code 2. */
class UsageError extends Error {}

/**
 * `standin contract`: parse flags and environment (docs/product/commands.md), start the mock when
 * no base URL is given, run the contract and print or write the report. Resolves with the exit
 * code: 0 every check passed, 1 contract failures, 2 usage, config or connection error.
 *
 * @example
 * const code = await runContractCommand(['--base-url', 'http://127.0.0.1:4010', '--email', 'owner@acme.test', '--password', 'Passw0rd!'],
 *   { stdout: process.stdout, stderr: process.stderr, env: process.env }, {});
 */
export async function runContractCommand(
  argv: string[],
  io: ContractCommandIo,
  deps: ContractCommandDeps = {},
): Promise<number> {
  const program = createProgram(io);
  const stop = parseArguments(program, argv);
  if (stop !== undefined) return stop;
  let server: { url: string; close(): Promise<void> } | undefined;
  try {
    const settings = readSettings(program.opts(), io.env);
    const usageFile = program.opts().usage as string | undefined;
    if (usageFile !== undefined && program.getOptionValueSource('level') === 'cli')
      throw new UsageError(
        '--usage decides what fails (seed facts and what the frontend uses); drop --level.',
      );
    const usage = usageFile === undefined ? undefined : await loadUsage(usageFile);
    // The in-process mock signs with a secret made here, so its expiry is always verified.
    let tokenSecret = settings.tokenSecret;
    if (settings.baseUrl === undefined) {
      if (!deps.startMock)
        throw new UsageError(
          'no --base-url given and no in-process mock is available. Pass --base-url.',
        );
      tokenSecret ??= randomBytes(32).toString('base64url');
      server = await startMock(deps.startMock, tokenSecret, settings.specPath);
    }
    const toFile = settings.output !== undefined;
    // Machine formats on stdout must stay parseable, so their progress goes to stderr.
    const progressStream = settings.reporter === 'default' || toFile ? io.stdout : io.stderr;
    const recorder =
      typeof program.opts().record === 'string' ? createHarRecorder('0.1.0') : undefined;
    const ran = await runContract({
      baseUrl: settings.baseUrl ?? server?.url ?? '',
      prefix: settings.prefix,
      email: settings.email,
      password: settings.password,
      ...(settings.projectId !== undefined ? { projectId: settings.projectId } : {}),
      ...(settings.specPath !== undefined ? { specPath: settings.specPath } : {}),
      ...(settings.expiredToken !== undefined ? { expiredToken: settings.expiredToken } : {}),
      ...(tokenSecret !== undefined ? { tokenSecret } : {}),
      level: settings.level,
      strict: settings.strict,
      readOnly: settings.readOnly,
      ...(settings.checks ? { checks: settings.checks } : {}),
      isMock: server !== undefined,
      onProgress: createConsoleProgress((text) => progressStream.write(text)),
      ...(recorder ? { onExchange: recorder.onExchange } : {}),
    });
    if (usage && !ran.fatal)
      progressStream.write(
        `▸ Judged against ${usageFile}: only seed facts and what the frontend uses fail\n`,
      );
    const report = usage && !ran.fatal ? applyUsageGate(ran, usage, usageFile!) : ran;
    const recordFile = program.opts().record as string | undefined;
    await recorder?.write(recordFile ?? '').catch((error: { code?: string }) => {
      throw new UsageError(`cannot write ${recordFile} (${error.code}). Check --record.`);
    });
    const rendered = formatReport(report, settings.reporter);
    if (settings.output !== undefined) {
      await writeOutput(settings.output, rendered);
      io.stdout.write(
        `${verdictLine(report)} Report (${settings.reporter}) written to ${settings.output}.\n`,
      );
    } else {
      io.stdout.write(rendered);
    }
    if (report.fatal) {
      io.stderr.write(`standin contract: ${report.fatal.message}\n`);
      return 2;
    }
    return report.ok ? 0 : 1;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`standin contract: ${error.message}\n`);
    return 2;
  } finally {
    await server?.close();
  }
}

function createProgram(io: ContractCommandIo): Command {
  return new Command('standin contract')
    .description(
      'Check a backend (or the in-process mock) against openapi.yaml: statuses, schemas, auth, flows.',
    )
    .option(
      '--base-url <url>',
      'the backend to check, e.g. https://staging.example.com [default: the in-process mock]',
    )
    .option(
      '--prefix <prefix>',
      "path prefix such as /api/v1, '' for bare paths, or auto to probe [default: auto]",
    )
    .option('--email <email>', `sign-in e-mail [default with the mock: ${MOCK_CREDENTIALS.email}]`)
    .option('--password <password>', 'sign-in password [default with the mock: the demo password]')
    .option('--project-id <id>', 'a sandbox project: allows mutating checks against a real backend')
    .option('--spec <path>', "the openapi.yaml to check against [default: the package's own]")
    .option('--expired-token <token>', 'a token the backend issued that has expired')
    .option('--token-secret <secret>', "the backend's HMAC token secret, to sign an expired token")
    .addOption(
      new Option('--level <level>', 'core: seed facts only; full: the whole document')
        .choices(['core', 'full'])
        .default('full'),
    )
    .option('--strict', 'report every undocumented response field')
    .option('--read-only', 'skip every check that would change state')
    .addOption(
      new Option('--reporter <name>', 'output format').choices(REPORTERS).default('default'),
    )
    .option('--output <file>', 'write the report to this file instead of stdout')
    .option(
      '--record <file>',
      'write every exchange of the run to this HAR file (secrets redacted)',
    )
    .option(
      '--usage <file>',
      'deploy gate: fail only on seed facts and on what this standin-usage.json uses',
    )
    .option('--checks <names>', 'run only these checks (comma-separated)', checkList)
    .option('--skip-checks <names>', 'never run these checks (comma-separated)', checkList)
    .addHelpText('after', HELP_AFTER)
    .exitOverride()
    .configureOutput(commandOutput(io, 'standin contract'));
}

interface Settings {
  baseUrl?: string;
  prefix: string;
  email: string;
  password: string;
  projectId?: string;
  specPath?: string;
  expiredToken?: string;
  tokenSecret?: string;
  level: ContractLevel;
  strict: boolean;
  readOnly: boolean;
  reporter: ReporterName;
  output?: string;
  checks?: { include?: string[]; exclude?: string[] };
}

/** Flags win over the environment; an empty variable counts as unset. */
function readSettings(flags: Record<string, unknown>, env: ContractCommandIo['env']): Settings {
  const pick = (flag: unknown, variable: string): string | undefined =>
    typeof flag === 'string' ? flag : env[variable] === '' ? undefined : env[variable];
  const baseUrl = pick(flags.baseUrl, 'STANDIN_BASE_URL');
  if (baseUrl !== undefined && !isHttpUrl(baseUrl)) {
    throw new UsageError(
      `--base-url "${baseUrl}" is not an http(s) URL, e.g. https://staging.example.com.`,
    );
  }
  let email = pick(flags.email, 'STANDIN_EMAIL');
  let password = pick(flags.password, 'STANDIN_PASSWORD');
  if (baseUrl === undefined) {
    email ??= MOCK_CREDENTIALS.email;
    password ??= MOCK_CREDENTIALS.password;
  } else if (email === undefined || password === undefined) {
    throw new UsageError(
      '--email and --password (or STANDIN_EMAIL and STANDIN_PASSWORD) are required with --base-url.',
    );
  }
  const projectId = pick(flags.projectId, 'STANDIN_PROJECT_ID');
  const spec = pick(flags.spec, 'STANDIN_SPEC');
  const expiredToken = pick(flags.expiredToken, 'STANDIN_EXPIRED_TOKEN');
  const tokenSecret = pick(flags.tokenSecret, 'STANDIN_TOKEN_SECRET');
  const include = flags.checks as string[] | undefined;
  const exclude = flags.skipChecks as string[] | undefined;
  return {
    ...(baseUrl !== undefined ? { baseUrl } : {}),
    prefix: pick(flags.prefix, 'STANDIN_PREFIX') ?? 'auto',
    email,
    password,
    ...(projectId !== undefined ? { projectId } : {}),
    ...(spec !== undefined ? { specPath: resolve(spec) } : {}),
    ...(expiredToken !== undefined ? { expiredToken } : {}),
    ...(tokenSecret !== undefined ? { tokenSecret } : {}),
    level: flags.level as ContractLevel,
    strict: flags.strict === true,
    readOnly: flags.readOnly === true,
    reporter: flags.reporter as ReporterName,
    ...(typeof flags.output === 'string' ? { output: flags.output } : {}),
    ...(include || exclude
      ? { checks: { ...(include ? { include } : {}), ...(exclude ? { exclude } : {}) } }
      : {}),
  };
}

function checkList(value: string): string[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.filter((name) => !isCheckName(name));
  if (unknown.length > 0)
    throw new InvalidArgumentError(
      `unknown check ${unknown.join(', ')}; known: ${CHECK_NAMES.join(', ')}.`,
    );
  return names;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

async function startMock(
  start: NonNullable<ContractCommandDeps['startMock']>,
  tokenSecret: string,
  specPath: string | undefined,
) {
  try {
    return await start({ tokenSecret, ...(specPath !== undefined ? { specPath } : {}) });
  } catch (error) {
    throw new UsageError(
      `cannot start the in-process mock: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function loadUsage(file: string): Promise<UsageFile> {
  const text = await readFile(file, 'utf8').catch((error: { code?: string }) => {
    throw new UsageError(
      `cannot read ${file} (${error.code}). Check --usage (write it with standin usage).`,
    );
  });
  try {
    return readUsage(text, file);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function writeOutput(file: string, text: string): Promise<void> {
  try {
    await writeFile(file, text);
  } catch (error) {
    const code = (error as { code?: string }).code ?? String(error);
    throw new UsageError(`cannot write the report to ${file} (${code}). Check --output.`);
  }
}

function verdictLine(report: ContractReport): string {
  if (report.fatal) return 'Stopped.';
  const { passed, failed, skipped } = report.summary;
  return `${report.ok ? 'PASSED' : 'FAILED'}: ${passed} passed, ${failed} failed, ${skipped} skipped.`;
}
