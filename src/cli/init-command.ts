import { constants } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { parseArguments } from './command-output.js';
import type { CliIo } from './serve-command.js';

/** The package's own openapi.yaml (the bundle lives in dist/bundle/). */
const PACKAGE_SPEC = new URL('../../openapi.yaml', import.meta.url);

const NEXT_STEPS = (
  file: string,
) => `Wrote ${file}: Standin's openapi.yaml, now yours to edit (x-standin-source marks what the seed states and what is assumed).
Next:
  1. Serve the mock from it:      npx standin serve --spec ${file}
  2. Generate your types:         npx openapi-typescript ${file} -o src/api.d.ts
  3. Use them in the client:      createStandinClient<paths>({ baseUrl: 'http://127.0.0.1:4010' })  (import type { paths } from './api')
  4. Check your backend with it:  npx standin contract --base-url <your backend> --spec ${file} --record run.har
  5. Fold the differences in:     npx standin reconcile --from run.har --spec ${file} --apply
`;

/**
 * `standin init`: writes the package's openapi.yaml into the app, so the team owns the
 * document the mock, the client types and the contract follow (docs/product/your-openapi.md).
 * Refuses to overwrite a file unless `--force`.
 *
 * @example
 * await runInitCommand([], { stdout: process.stdout, stderr: process.stderr, env: process.env }); // 0
 */
export async function runInitCommand(argv: string[], io: CliIo): Promise<number> {
  const program = new Command('standin init')
    .description("Write Standin's openapi.yaml into your app, to edit and serve with --spec.")
    .option('--output <path>', 'where to write it', 'openapi.yaml')
    .option('--force', 'overwrite an existing file')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) });
  const stop = parseArguments(program, argv);
  if (stop !== undefined) return stop;
  const flags = program.opts<{ output: string; force?: boolean }>();
  const target = resolve(flags.output);
  try {
    await copyFile(PACKAGE_SPEC, target, flags.force ? 0 : constants.COPYFILE_EXCL);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    io.stderr.write(
      code === 'EEXIST'
        ? `standin init: ${flags.output} already exists; pass --force to overwrite it, or --output another path\n`
        : `standin init: cannot write ${flags.output} (${code ?? 'error'}); check the folder exists and is writable\n`,
    );
    return 2;
  }
  io.stdout.write(NEXT_STEPS(flags.output));
  return 0;
}
