/**
 * `standin diff` as users run it: the shipped command line (bin/standin.js over the bundle built
 * from src/), on files and on `git:REF:path` in a scratch repository, in each format, with a
 * frontend usage file, and with each kind of bad input giving one line and exit code 2.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiffReport } from '../src/diff/diff-types.js';
import { pullRequest } from './support/diff-pull-request.js';
import { buildCliPackage } from './support/hardening-cli-build.js';
import { runNode } from './support/shipped-contract.js';

const SPEC = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
let bin = '';
let built = '';
let repo = '';

function standin(
  args: string[],
  cwd = repo,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return runNode([bin, 'diff', ...args], { cwd });
}

beforeAll(async () => {
  ({ bin, folder: built } = await buildCliPackage());
  // A team's repository: openapi.yaml committed on main, then edited in the working copy.
  repo = await mkdtemp(join(tmpdir(), 'standin-diff-repo-'));
  const git = (...args: string[]) =>
    promisify(execFile)('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args], {
      cwd: repo,
    });
  await git('init', '-q', '-b', 'main');
  const spec = await readFile(SPEC, 'utf8');
  await writeFile(join(repo, 'openapi.yaml'), spec);
  await git('add', 'openapi.yaml');
  await git('commit', '-q', '-m', 'contract');
  await writeFile(join(repo, 'openapi.yaml'), pullRequest(spec));
  await writeFile(join(repo, 'same.yaml'), spec);
  await writeFile(join(repo, 'broken.yaml'), 'openapi: 3.1.0\npaths: {\n');
}, 60_000);

afterAll(async () => {
  await Promise.all(
    [repo, built].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })),
  );
});

describe('standin diff BASE HEAD', () => {
  it('exits 0 and says so when nothing a client sees changed', async () => {
    const ran = await standin(['git:main:openapi.yaml', 'same.yaml']);
    expect(ran.stderr).toBe('');
    expect(ran.stdout).toMatch(/^standin diff: 0 breaking, 0 non-breaking \(/);
    expect(ran.code).toBe(0);
  });

  it('exits 1 on a pull request with breaking changes, in 100 columns', async () => {
    const ran = await standin(['git:main:openapi.yaml', 'openapi.yaml']);
    expect(ran.code).toBe(1);
    expect(ran.stdout).toMatch(/POST \/auth\/login \(login\)/);
    expect(ran.stdout).toMatch(
      /✗ body application\/json \/password: minLength 1 → 8 \[constraint-changed\]/,
    );
    expect(ran.stdout).toMatch(/seed fact: "\| POST \| \/auth\/login \|/);
    expect(ran.stdout).toMatch(/\/user\/role: enum: "viewer" added \[enum-changed\]/);
    for (const line of ran.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
    const help = await standin(['--help']);
    expect(help.stdout).toMatch(/seed-fact-unmarked {13}a node marked x-standin-source: seed/);
    for (const line of help.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
  });

  it('writes a pull-request comment with --format markdown --output', async () => {
    const ran = await standin([
      'git:main:openapi.yaml',
      'openapi.yaml',
      '--format',
      'markdown',
      '--output',
      'diff.md',
    ]);
    expect(ran.code).toBe(1);
    expect(ran.stdout).toMatch(/^standin diff: \d+ breaking.*\nReport written to diff\.md\.\n$/);
    const markdown = await readFile(join(repo, 'diff.md'), 'utf8');
    expect(markdown).toMatch(/^### ❌ standin diff: \d+ breaking/);
    expect(markdown).toContain('| Operation | Where | Change | Check |');
    expect(markdown).toContain('<details><summary>');
    // The seed's own table pipes are escaped, so the row keeps its four cells.
    const loginRow = markdown.split('\n').find((line) => line.includes('/password'));
    expect(loginRow?.split(/(?<!\\)\|/).length).toBe(6);
  });

  it('runs only the checks picked by name (--checks, --skip-checks)', async () => {
    const only = await standin([
      'git:main:openapi.yaml',
      'openapi.yaml',
      '--checks',
      'constraint-changed',
    ]);
    expect(only.stdout).toMatch(/^standin diff: 1 breaking, 0 non-breaking \(/);
    expect(only.code).toBe(1);
    const skipped = await standin([
      'git:main:openapi.yaml',
      'openapi.yaml',
      '--skip-checks',
      'constraint-changed,enum-changed,member-removed',
    ]);
    expect(skipped.stdout).toMatch(/^standin diff: 0 breaking, 2 non-breaking \(/);
    expect(skipped.code).toBe(0);
  });

  it('prints a stable JSON report with --format json', async () => {
    const ran = await standin(['git:main:openapi.yaml', 'openapi.yaml', '--format', 'json']);
    expect(ran.code).toBe(1);
    const report = JSON.parse(ran.stdout) as DiffReport;
    expect(report.standinDiff).toBe(1);
    expect(report.summary.breaking).toBe(
      report.changes.filter((c) => c.level === 'breaking').length,
    );
    expect(report.changes.find((change) => change.pointer === '/password')).toMatchObject({
      check: 'constraint-changed',
      level: 'breaking',
      operation: { method: 'post', path: '/auth/login', operationId: 'login' },
      direction: 'request',
      seed: expect.stringContaining('/auth/login'),
    });
  });

  it('with --usage, a change the frontend never reads stops being breaking', async () => {
    await writeFile(
      join(repo, 'standin-usage.json'),
      JSON.stringify({
        standinUsage: 1,
        operations: [
          {
            operationId: 'getCurrentUser',
            method: 'get',
            path: '/users/me',
            sources: ['code'],
            calls: [{ file: 'src/api.ts', line: 12 }],
            statuses: [],
            members: [
              {
                status: '2xx',
                pointer: '/user/name',
                reads: [{ file: 'src/Header.tsx', line: 14 }],
              },
              { status: '2xx', pointer: '/user/role', reads: [{ file: 'src/Badge.tsx', line: 7 }] },
            ],
          },
        ],
      }),
    );
    const ran = await standin([
      'git:main:openapi.yaml',
      'openapi.yaml',
      '--usage',
      'standin-usage.json',
      '--format',
      'json',
    ]);
    const report = JSON.parse(ran.stdout) as DiffReport;
    const roleOn = (operationId: string) =>
      report.changes.find(
        (change) => change.operation.operationId === operationId && change.pointer === '/user/role',
      );
    expect(roleOn('getCurrentUser')).toMatchObject({
      level: 'breaking',
      usage: { used: true, reads: [{ file: 'src/Badge.tsx', line: 7 }] },
    });
    expect(roleOn('getProfile')).toMatchObject({
      level: 'non-breaking',
      usage: { used: false, reason: 'the frontend never calls this operation' },
    });
    // Seed facts gate whatever the frontend uses: login's password is one.
    expect(report.changes.find((change) => change.pointer === '/password')?.level).toBe('breaking');
    expect(ran.code).toBe(1);
    const text = await standin([
      'git:main:openapi.yaml',
      'openapi.yaml',
      '--usage',
      'standin-usage.json',
    ]);
    expect(text.stdout).toMatch(/read at src\/Badge\.tsx:7/);
    expect(text.stdout).toMatch(/unused by the frontend: the frontend never calls this operation/);
  });
});

describe("standin diff --usage with the example app's usage file", () => {
  // test/fixtures/diff/example-web-usage.json: what `standin usage` wrote for examples/web.
  const USAGE = fileURLToPath(new URL('./fixtures/diff/example-web-usage.json', import.meta.url));

  it('gates the pull request on what the app reads and calls, and on seed facts', async () => {
    const ran = await standin([
      'git:main:openapi.yaml',
      'openapi.yaml',
      '--usage',
      USAGE,
      '--format',
      'json',
    ]);
    const report = JSON.parse(ran.stdout) as DiffReport;
    const breaking = report.changes
      .filter((change) => change.level === 'breaking')
      .map((change) => [
        change.operation.operationId,
        `${change.place} ${change.pointer ?? ''}`.trim(),
        change.seed ? 'seed' : change.usage?.used ? change.usage.reads[0] : undefined,
      ]);
    expect(breaking).toEqual([
      ['login', 'body application/json /password', 'seed'],
      ['getProfile', '200 application/json /role', { file: 'src/main.ts', line: 144 }],
      ['getProfile', '200 application/json /user/role', { file: 'src/main.ts', line: 144 }],
      ['getOverviewReport', 'query groupBy', { file: 'src/main.ts', line: 188 }],
    ]);
    // The organization's plan is gone, and the app never reads it.
    expect(
      report.changes.find(
        (change) =>
          change.operation.operationId === 'getProfile' && change.pointer === '/organization/plan',
      ),
    ).toMatchObject({
      level: 'non-breaking',
      usage: { used: false, reason: 'no frontend code reads /organization/plan' },
    });
    expect(report.summary).toEqual({ breaking: 4, nonBreaking: 9 });
    expect(ran.code).toBe(1);
  });
});

describe('standin diff: bad input is one line and exit code 2', () => {
  const cases: [string, string[], RegExp][] = [
    [
      'a missing file',
      ['nope.yaml', 'openapi.yaml'],
      /^standin diff: cannot read nope\.yaml \(ENOENT\)\. Pass an openapi\.yaml or git:REF:path\.\n$/,
    ],
    [
      'an unknown ref',
      ['git:no-such-branch:openapi.yaml', 'openapi.yaml'],
      /^standin diff: cannot read git:no-such-branch:openapi\.yaml: .*no-such-branch.*\. Check the ref and the path .*\n$/,
    ],
    [
      'a path missing at the ref',
      ['git:main:api/openapi.yaml', 'openapi.yaml'],
      /^standin diff: cannot read git:main:api\/openapi\.yaml: .*api\/openapi\.yaml.*\n$/,
    ],
    [
      'a malformed git source',
      ['git:openapi.yaml', 'openapi.yaml'],
      /^standin diff: git:openapi\.yaml is not git:REF:path\. Write it as git:main:openapi\.yaml\.\n$/,
    ],
    [
      'a file that is not OpenAPI',
      ['openapi.yaml', 'standin-usage.json'],
      /^standin diff: standin-usage\.json is not an OpenAPI document: it has no "paths" object\.\n$/,
    ],
    [
      'a file that is not YAML',
      ['openapi.yaml', 'broken.yaml'],
      /^standin diff: broken\.yaml is not valid YAML: .*\n$/,
    ],
    [
      'one side only',
      ['openapi.yaml'],
      /^standin diff: missing required argument 'head' \(see standin diff --help\)\n$/,
    ],
    [
      'an unknown format',
      ['openapi.yaml', 'same.yaml', '--format', 'html'],
      /^standin diff: option '--format <format>' argument 'html' is invalid.*\n$/,
    ],
    [
      'an unknown check name',
      ['openapi.yaml', 'same.yaml', '--skip-checks', 'enum-changed,enum-change'],
      /^standin diff: option '--skip-checks <names>' argument 'enum-changed,enum-change' is invalid\. unknown check enum-change; known: operation-removed, .*\n$/,
    ],
    [
      'a usage file that is not one',
      ['openapi.yaml', 'same.yaml', '--usage', 'same.yaml'],
      /^standin diff: same\.yaml is not JSON .*\n$/,
    ],
  ];
  it.each(cases)('%s', async (_name, args, message) => {
    const ran = await standin(args);
    expect(ran.stderr).toMatch(message);
    expect(ran.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(ran.code).toBe(2);
  });

  it('outside a git repository, a git: source says so', async () => {
    const ran = await standin(['git:main:openapi.yaml', SPEC], tmpdir());
    expect(ran.stderr).toMatch(
      /^standin diff: cannot read git:main:openapi\.yaml: not a git repository/,
    );
    expect(ran.code).toBe(2);
  });
});
