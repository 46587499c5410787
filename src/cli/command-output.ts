import type { Command, OutputConfiguration } from 'commander';

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

/**
 * Parse a subcommand's arguments with its commander program (set up with `exitOverride()`):
 * `undefined` when they parsed and the command goes on, else the exit code to stop with — 0
 * after `--help` or `--version`, 2 after an argument error (commander has written it).
 *
 * @example
 * const stop = parseArguments(program, argv);
 * if (stop !== undefined) return stop;
 */
export function parseArguments(program: Command, argv: readonly string[]): number | undefined {
  try {
    program.parse(argv, { from: 'user' });
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === 'commander.helpDisplayed' || code === 'commander.version' ? 0 : 2;
  }
}
