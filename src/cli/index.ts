import { runServeCommand, type CliIo } from './serve-command.js';

const HELP = `Usage: standin <command> [options]

A seeded mock server and contract-testing toolkit for the customer-messaging service.

Commands:
  serve      run the mock server (npm start)            standin serve --help
  contract   check a backend against openapi.yaml       standin contract --help
  reconcile  turn a recorded backend into spec changes  standin reconcile --help
  diff       breaking changes between two openapi.yaml   standin diff --help
  usage      list what a frontend uses of the API       standin usage --help
  init       write openapi.yaml into your app            standin init --help

Examples:
  standin serve --port 4010 --prefix /api/v1
  standin contract --base-url https://staging.example.com --prefix auto --reporter junit --output contract.xml
`;

/**
 * The `standin` command line: a thin layer that parses argv, calls the mock or the contract
 * runner, and maps results to exit codes (0 ok, 1 contract failures, 2 usage or connection error).
 *
 * @example
 * process.exitCode = await main(process.argv.slice(2));
 */
export async function main(
  argv: string[],
  io: CliIo = { stdout: process.stdout, stderr: process.stderr, env: process.env },
): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'serve':
      return runServeCommand(rest, io);
    case 'contract': {
      const [{ runContractCommand }, { startServer }] = await Promise.all([
        import('./contract-command.js'),
        import('../mock/start-server.js'),
      ]);
      return runContractCommand(rest, io, {
        startMock: ({ tokenSecret, specPath }) =>
          startServer({ port: 0, quiet: true, tokenSecret, spec: specPath }),
      });
    }
    case 'init': {
      const { runInitCommand } = await import('./init-command.js');
      return runInitCommand(rest, io);
    }
    case 'reconcile': {
      const { runReconcileCommand } = await import('./reconcile-command.js');
      return runReconcileCommand(rest, io);
    }
    case 'diff': {
      const { runDiffCommand } = await import('./diff-command.js');
      return runDiffCommand(rest, io);
    }
    case 'usage': {
      const { runUsageCommand } = await import('./usage-command.js');
      return runUsageCommand(rest, io);
    }
    case undefined:
    case '--help':
    case '-h':
    case 'help':
      io.stdout.write(HELP);
      return command === undefined ? 2 : 0;
    case '--version':
    case '-v':
      io.stdout.write('0.1.0\n');
      return 0;
    default:
      io.stderr.write(
        `standin: unknown command "${command}". Run standin --help for the commands.\n`,
      );
      return 2;
  }
}
