import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReconcileCommand } from './reconcile-command.js';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'standin-reconcile-cli-'));
  await writeFile(join(folder, 'not.har'), '{"hello":1}');
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runReconcileCommand(argv, {
    stdout: { write: (chunk: string) => (stdout += chunk) },
    stderr: { write: (chunk: string) => (stderr += chunk) },
    env: {},
  });
  return { code, stdout, stderr };
}

describe('standin reconcile usage', () => {
  it.each([
    { given: [], want: /^standin reconcile: required option '--from <file>' not specified/ },
    {
      given: ['--from', 'nowhere.har', '--spec', 'openapi.yaml'],
      want: /^standin reconcile: cannot read nowhere\.har \(ENOENT\)\. Check --from\.$/,
    },
    {
      given: ['--from', 'x.har', '--spec', 'no-such-openapi.yaml'],
      want: /^standin reconcile: no openapi\.yaml at .*no-such-openapi\.yaml\. Pass --spec PATH\.$/,
    },
  ])('$given → exit 2 with one line', async ({ given, want }) => {
    const { code, stderr } = await run(given);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr.trim()).toMatch(want);
  });

  it('says a file that is not HAR is not HAR', async () => {
    const { code, stderr } = await run([
      '--from',
      join(folder, 'not.har'),
      '--spec',
      'openapi.yaml',
    ]);
    expect(code).toBe(2);
    expect(stderr).toMatch(
      /it is not a HAR document: it has no log\.entries array\. Pass a HAR file\./,
    );
  });

  it('prints its help and exits 0', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('--apply');
    expect(stdout).toContain('Exit codes: 0');
  });
});
