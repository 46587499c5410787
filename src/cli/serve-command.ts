import { existsSync } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { parseArguments } from './command-output.js';
import { createLogger } from '../logger.js';
import { isLoopbackHost } from '../mock/is-loopback-host.js';
import { startServer, type RunningServer, type ServerOptions } from '../mock/start-server.js';

export interface CliIo {
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown };
  env: Record<string, string | undefined>;
}

function integer(name: string, min: number, max: number) {
  return (value: string): number => {
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      throw new InvalidArgumentError(`${name} must be a whole number from ${min} to ${max}.`);
    }
    return Number(value);
  };
}

/** `--delay 300` or `--delay 100-800` (a random delay in that range). */
export function parseDelay(value: string): number | [number, number] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(value);
  if (!match) throw new InvalidArgumentError('--delay must be MS or MIN-MAX, e.g. 300 or 100-800.');
  const min = Number(match[1]);
  if (match[2] === undefined) return min;
  const max = Number(match[2]);
  if (max < min) throw new InvalidArgumentError('--delay MIN-MAX needs MIN <= MAX.');
  return [min, max];
}

/** An admin token travels in a header, so it must fit in one: visible ASCII, no spaces. */
const ADMIN_TOKEN = /^[\x21-\x7e]{1,1024}$/;

function parsePrefix(value: string, previous: string[] = []): string[] {
  const prefix = value === '' || value === '/' ? '' : `/${value.replace(/^\/+|\/+$/g, '')}`;
  if (!/^(\/[A-Za-z0-9._~-]+)*$/.test(prefix) || prefix.startsWith('/__standin')) {
    throw new InvalidArgumentError(
      `--prefix "${value}" must be a path such as /api/v1, or '' for the bare form.`,
    );
  }
  return [...previous, prefix];
}

/**
 * `standin serve`: parses flags (docs/product/commands.md), starts the server, prints the banner,
 * and closes cleanly on SIGINT/SIGTERM. Resolves with the exit code once the server has stopped.
 *
 * @example
 * await runServeCommand(['--port', '4010', '--seed', '1'], { stdout: process.stdout, stderr: process.stderr, env: process.env });
 */
export async function runServeCommand(
  argv: string[],
  io: CliIo,
  hooks: { onListening?: (server: RunningServer) => void; signals?: boolean } = {},
): Promise<number> {
  const program = new Command('standin serve')
    .description('Run the seeded mock server (auth, reports, AI builder) on a port.')
    .option('--port <port>', 'port to listen on (PORT also works)', integer('--port', 0, 65535))
    .option('--host <host>', 'interface to listen on', '127.0.0.1')
    .option(
      '--prefix <prefix>',
      "serve exactly this prefix; repeat for several ('' is the bare form) [default: '' and /api/v1]",
      parsePrefix,
    )
    .option('--seed <n>', 'seed of the demo data', integer('--seed', 0, 4294967295), 1)
    .option(
      '--now <iso>',
      'the data\'s "now", e.g. 2026-01-15T00:00:00Z [default: start of today, UTC]',
    )
    .option(
      '--token-ttl <seconds>',
      'access token lifetime',
      integer('--token-ttl', 1, 31_536_000),
      3600,
    )
    .option(
      '--token-secret <secret>',
      'HS256 secret (STANDIN_TOKEN_SECRET) [default: random per start]',
    )
    .option(
      '--session-ttl <seconds>',
      'builder session lifetime',
      integer('--session-ttl', 1, 31_536_000),
      3600,
    )
    .option('--delay <ms>', 'delay every response: MS or MIN-MAX', parseDelay, 0)
    .option(
      '--profile-shape <shape>',
      'nested | flat',
      (value: string) => {
        if (value !== 'nested' && value !== 'flat')
          throw new InvalidArgumentError('--profile-shape must be nested or flat.');
        return value;
      },
      'nested',
    )
    .option(
      '--state-file <path>',
      'persist every acknowledged change to this file and restore it at start',
    )
    .option(
      '--conversations <n>',
      'conversations per organization',
      integer('--conversations', 0, 1_000_000),
      3000,
    )
    .option(
      '--admin-token <token>',
      'require this token on the admin API (STANDIN_ADMIN_TOKEN) [required off loopback]',
    )
    .option(
      '--record-usage <file>',
      'keep this usage file up to date with every operation and status served (standin usage --merge)',
    )
    .option(
      '--spec <path>',
      "your openapi.yaml: the mock answers as it describes (STANDIN_SPEC) [default: ./openapi.yaml when there is one, else the package's]",
    )
    .option(
      '--max-scopes <n>',
      'Standin-Scope copies kept at most; past that the least recently used goes',
      integer('--max-scopes', 1, 10_000),
      64,
    )
    .option(
      '--scope-idle <seconds>',
      'a Standin-Scope copy unused this long is dropped',
      integer('--scope-idle', 1, 604_800),
      900,
    )
    .option('--no-scopes', 'ignore the Standin-Scope header: every request sees one copy')
    .option('--no-validate-responses', 'do not check responses against openapi.yaml')
    .option('--quiet', 'no banner, no access log')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) });

  const stop = parseArguments(program, argv);
  if (stop !== undefined) return stop;
  const flags = program.opts();
  const port: number = flags.port ?? (io.env.PORT ? integer('PORT', 0, 65535)(io.env.PORT) : 4010);
  // Flag first, then the environment (an empty variable counts as unset). The token itself is
  // never echoed, not even when it is refused.
  const token: string | undefined = flags.adminToken ?? (io.env.STANDIN_ADMIN_TOKEN || undefined);
  if (token !== undefined && !ADMIN_TOKEN.test(token)) {
    io.stderr.write(
      `standin serve: the admin token must be 1 to 1024 visible ASCII characters without spaces (e.g. openssl rand -hex 32)\n`,
    );
    return 2;
  }
  if (token === undefined && !isLoopbackHost(flags.host)) {
    io.stderr.write(
      `standin serve: --host ${flags.host} exposes the admin API; pass --admin-token or STANDIN_ADMIN_TOKEN\n`,
    );
    return 2;
  }
  const logger = createLogger({ stream: io.stderr, quiet: flags.quiet === true });
  const spec: string | undefined =
    flags.spec ??
    (io.env.STANDIN_SPEC || (existsSync('openapi.yaml') ? './openapi.yaml' : undefined));
  const options: ServerOptions = {
    port,
    host: flags.host,
    prefixes: flags.prefix,
    seed: flags.seed,
    now: flags.now,
    tokenTtlSeconds: flags.tokenTtl,
    tokenSecret: flags.tokenSecret ?? io.env.STANDIN_TOKEN_SECRET,
    sessionTtlSeconds: flags.sessionTtl,
    delay: flags.delay,
    profileShape: flags.profileShape,
    stateFile: flags.stateFile,
    ...(flags.recordUsage ? { recordUsageFile: flags.recordUsage } : {}),
    conversationsPerOrg: flags.conversations,
    validateResponses: flags.validateResponses,
    scopes: flags.scopes === false ? false : { max: flags.maxScopes, idleSeconds: flags.scopeIdle },
    adminToken: token,
    spec,
    quiet: flags.quiet === true,
    logger,
  };

  let server: RunningServer;
  try {
    server = await startServer(options);
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
        ? `port ${port} is in use. Stop the other server or pass --port (0 picks a free one).`
        : (error as Error).message;
    io.stderr.write(`[standin] error: ${reason}\n`);
    return 2;
  }
  const prefixes = (options.prefixes ?? ['', '/api/v1'])
    .map((p) => (p === '' ? "''" : p))
    .join(' and ');
  if (!options.quiet) {
    io.stdout.write(
      `[standin] mock ready on ${server.url} · prefixes ${prefixes} · seed ${server.mock.seed} · spec ${server.teamSpec ? spec : "the package's openapi.yaml"} · sign in as owner@acme.test / Passw0rd! · docs ${server.url}/__standin/docs${token === undefined ? '' : ' · admin API needs the admin token'}\n`,
    );
  }
  hooks.onListening?.(server);
  if (hooks.signals === false) return 0;
  return new Promise<number>((resolve) => {
    const stop = (signal: string) => {
      logger.info(`${signal}: closing`);
      server.close().then(
        () => resolve(0),
        () => resolve(1),
      );
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}
