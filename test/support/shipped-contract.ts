import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContractReport } from '../../src/contract/contract-types.js';

const BIN = fileURLToPath(new URL('../../bin/standin.js', import.meta.url));

export interface ShippedRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The JSON report, when the run wrote one. */
  report?: ContractReport;
}

/**
 * Run `node bin/standin.js contract …` as a user would (the shipped bundle, not src/), with
 * `--reporter json --output` into a scratch folder, and hand back the exit code, the output
 * and the parsed report.
 *
 * @example
 * const run = await runShippedContract(['--base-url', url, '--email', e, '--password', p]);
 * run.code; // 0, 1 or 2
 */
export async function runShippedContract(
  args: readonly string[],
  options: { timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<ShippedRun> {
  const folder = await mkdtemp(join(tmpdir(), 'standin-contract-'));
  const output = join(folder, 'report.json');
  try {
    const { code, stdout, stderr } = await new Promise<{
      code: number;
      stdout: string;
      stderr: string;
    }>((resolve) => {
      execFile(
        process.execPath,
        [BIN, 'contract', ...args, '--reporter', 'json', '--output', output],
        {
          timeout: options.timeoutMs ?? 110_000,
          maxBuffer: 16 * 1024 * 1024,
          env: { ...withoutStandinVariables(process.env), NO_COLOR: '1', ...options.env },
        },
        (error, out, err) => {
          const exit = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          resolve({ code: exit, stdout: String(out), stderr: String(err) });
        },
      );
    });
    let report: ContractReport | undefined;
    try {
      report = JSON.parse(await readFile(output, 'utf8')) as ContractReport;
    } catch {
      report = undefined;
    }
    return { code, stdout, stderr, ...(report ? { report } : {}) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Run `node bin/standin.js …` (the shipped bundle) with any arguments and hand back the exit
 * code and output, never a throw.
 *
 * @example
 * const run = await runShippedStandin(['usage', '--project', 'web/tsconfig.json']);
 */
export function runShippedStandin(
  args: readonly string[],
  options: { cwd?: string; timeoutMs?: number } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return runNode([BIN, ...args], {
    ...options,
    env: { ...withoutStandinVariables(process.env), NO_COLOR: '1' },
  });
}

/**
 * Run `node <args…>` and hand back the exit code (-1 when it was killed) and output, never a
 * throw. The environment is the caller's unless `env` is given.
 *
 * @example
 * const run = await runNode([BIN, 'reconcile', '--help'], { env: { ...process.env, NO_COLOR: '1' } });
 * run.code; // 0
 */
export function runNode(
  args: readonly string[],
  options: { cwd?: string; timeoutMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      {
        ...(options.cwd ? { cwd: options.cwd } : {}),
        ...(options.env ? { env: options.env } : {}),
        timeout: options.timeoutMs ?? 60_000,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, out, err) => {
        const exit = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code: exit, stdout: String(out), stderr: String(err) });
      },
    );
  });
}

/** The caller's own STANDIN_* settings must not leak into a run a test describes in full. */
function withoutStandinVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('STANDIN_')));
}
