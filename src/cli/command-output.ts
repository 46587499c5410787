import type { OutputConfiguration } from 'commander';

/**
 * Where a subcommand's commander writes, with its errors as one line that names the command
 * and points at its help (style habit 6).
 *
 * @example
 * new Command('standin reconcile').configureOutput(commandOutput(io, 'standin reconcile'));
 */
export function commandOutput(
  io: { stdout: { write(chunk: string): unknown }; stderr: { write(chunk: string): unknown } },
  name: string,
): OutputConfiguration {
  return {
    writeOut: (text) => io.stdout.write(text),
    writeErr: (text) => io.stderr.write(text),
    outputError: (text, write) =>
      write(`${name}: ${text.replace(/^error: /, '').trim()} (see ${name} --help)\n`),
  };
}
