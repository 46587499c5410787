/**
 * The vitest route of the README (`STANDIN_BASE_URL=… npx vitest run contract-tests`) stops like
 * the command does when the credentials are missing, instead of signing in with an empty e-mail.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

function runContractSuite(env: Record<string, string>) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('STANDIN_')),
  );
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [VITEST, 'run', 'contract-tests'],
      { cwd: ROOT, env: { ...inherited, NO_COLOR: '1', CI: '1', ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : -1) : 0,
          output: `${stdout}${stderr}`,
        }),
    );
  });
}

describe('npx vitest run contract-tests against a base URL', () => {
  it.concurrent.each<{ given: Record<string, string>; want: string }>([
    {
      given: {},
      want: 'STANDIN_EMAIL and STANDIN_PASSWORD are required with STANDIN_BASE_URL (as --email and --password are with standin contract --base-url).',
    },
    {
      given: { STANDIN_EMAIL: 'qa@example.test' },
      want: 'STANDIN_PASSWORD is required with STANDIN_BASE_URL (as --email and --password are with standin contract --base-url).',
    },
  ])(
    'stops with what to set when $given lacks credentials',
    async ({ given, want }) => {
      // Nothing listens there: the suite must stop before it sends anything.
      const run = await runContractSuite({ STANDIN_BASE_URL: 'http://127.0.0.1:9', ...given });
      expect(run.output).toContain(want);
      expect(run.output).not.toMatch(/answered 400/);
      expect(run.code).not.toBe(0);
    },
    60_000,
  );
});
