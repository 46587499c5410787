import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/hardening-serve-process.js';
import { childEnv, installPacked, npm } from './support/install-packed.js';

/**
 * What `npm publish` would ship, and whether a user can install and use it. Runs against the
 * built dist/ (`npm ci` builds it through `prepare`; `npm run build` refreshes it).
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

interface PackageJson {
  bin: Record<string, string>;
  exports: Record<string, string | { types?: string; default?: string }>;
}
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;

function strip(path: string): string {
  return path.replace(/^\.\//, '');
}

/** Every file the package.json points users at: each export's types and code, and the bin. */
function promisedFiles(): string[] {
  const files = ['package.json', 'README.md', 'openapi.yaml', ...Object.values(pkg.bin).map(strip)];
  for (const target of Object.values(pkg.exports)) {
    if (typeof target === 'string') files.push(strip(target));
    else for (const file of [target.types, target.default]) if (file) files.push(strip(file));
  }
  for (const fixture of readdirSync(join(ROOT, 'fixtures'))) files.push(`fixtures/${fixture}`);
  return [...new Set(files)];
}

/** What may ship. Anything else (tests, sources, tooling, stale build output) is a mistake. */
const ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE(\.md)?$/,
  /^openapi\.yaml$/,
  /^bin\/[\w-]+\.js$/,
  /^fixtures\/[\w-]+\.json$/,
  /^docs\/decisions\/[\w-]+\.md$/,
  /^docs\/(product|guides|seed)\/[\w-]+\.md$/,
  /^docs\/README\.md$/,
  /^dist\/[\w/-]+\.(js|d\.ts)$/,
  // The bundled command line (scripts/bundle-cli.mjs) and the licences of what it bundles.
  /^dist\/bundle\/[\w-]+\.js(\.LEGAL\.txt)?$/,
];

describe('npm pack', () => {
  let shipped: string[] = [];
  let unpackedSize = 0;

  beforeAll(async () => {
    if (!existsSync(join(ROOT, 'dist', 'index.js'))) {
      throw new Error('dist/ is missing: run `npm run build` (npm ci does it through `prepare`).');
    }
    // --ignore-scripts: `prepare` would rebuild dist/ under the other test files' feet.
    const [report] = JSON.parse(
      await npm(['pack', '--dry-run', '--json', '--ignore-scripts'], ROOT),
    ) as Array<{ files: Array<{ path: string }>; unpackedSize: number }>;
    shipped = report!.files.map((file) => file.path).sort();
    unpackedSize = report!.unpackedSize;
  }, 60_000);

  it('ships every file package.json promises (exports with their types, bin, spec, fixtures)', () => {
    const missing = promisedFiles().filter((file) => !shipped.includes(file));
    expect(missing, 'package.json points at these, but the tarball lacks them').toEqual([]);
  });

  it('ships nothing users do not need (no tests, sources, examples, benchmarks, CI)', () => {
    const extra = shipped.filter((file) => !ALLOWED.some((pattern) => pattern.test(file)));
    expect(extra, 'unexpected files in the tarball; narrow `files` in package.json').toEqual([]);
    const tests = shipped.filter((file) =>
      /\.test\.|^(src|test|contract-tests|examples|bench|scripts|\.ci)\//.test(file),
    );
    expect(tests).toEqual([]);
    expect(unpackedSize).toBeLessThan(5 * 1024 * 1024);
  });

  it('ships no stale build output: every dist file comes from a current src file', () => {
    const stale = shipped
      .filter((file) => /^dist\/.+\.(js|d\.ts)$/.test(file) && !file.startsWith('dist/bundle/'))
      .filter(
        (file) =>
          !existsSync(join(ROOT, file.replace(/^dist\//, 'src/').replace(/\.(d\.ts|js)$/, '.ts'))),
      );
    expect(stale, 'left over from deleted sources: rm -rf dist && npm run build').toEqual([]);
  });
});

describe('node bin/standin.js in the repository', () => {
  it('stops quietly when the reader of its output goes away (standin contract | head -1)', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'standin.js'), 'contract'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Close the pipe after the first progress line, as `head -1` does; the run writes on.
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
    expect(stderr).not.toMatch(/EPIPE|Error/);
    // Cut off before the verdict: the SIGPIPE convention (128 + 13), never a claim of success.
    expect(code).toBe(141);
  }, 60_000);

  it('runs the contract against the in-process mock from the built bundle and exits 0', async () => {
    const { stdout } = await run(
      process.execPath,
      [join(ROOT, 'bin', 'standin.js'), 'contract', '--reporter', 'json'],
      { cwd: ROOT, env: childEnv(), maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as {
      ok: boolean;
      summary: { passed: number; skipped: number };
    };
    expect(report.ok).toBe(true);
    expect(report.summary.passed).toBeGreaterThan(100);
    expect(report.summary.skipped).toBe(0);
  }, 60_000);
});

// SLOW: 15-20 s, nearly all of it `npm ci --offline` unpacking ~150 packages from the npm cache
// (faker, swagger-ui-dist, msw). No network: see test/support/install-packed.ts.
describe('the packed tarball, installed into a fresh app', () => {
  let scratch = '';
  let app = '';
  let tarball = '';

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'standin-pack-'));
    app = join(scratch, 'app');
    const [packed] = JSON.parse(
      await npm(['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], ROOT),
    ) as Array<{ filename: string }>;
    tarball = join(scratch, packed!.filename);
    // A user's app: ESM, with msw and typescript (the peer dependencies) next to Standin.
    const installed = await installPacked({
      root: ROOT,
      tarball,
      app,
      peers: ['msw', 'typescript'],
    });
    if (!installed.offline) {
      console.warn(
        '[package.test] the npm cache lacked a package: installed with --prefer-offline',
      );
    }
  }, 120_000);

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  it('imports standin, standin/node, standin/client and standin/contract; startServer serves a login', async () => {
    const script = `
      import { createMock, DEFAULT_PREFIXES } from 'standin';
      import { startServer } from 'standin/node';
      import { createStandinClient } from 'standin/client';
      import { runContract, CHECK_NAMES } from 'standin/contract';
      const server = await startServer({ port: 0, quiet: true, conversationsPerOrg: 50 });
      try {
        const api = createStandinClient({ baseUrl: server.url, prefix: '/api/v1' });
        const login = await api.POST('/auth/login', {
          body: { email: 'owner@acme.test', password: 'Passw0rd!' },
        });
        const profile = await createStandinClient({
          baseUrl: server.url,
          prefix: '/api/v1',
          token: login.data.accessToken,
        }).GET('/auth/profile');
        console.log(JSON.stringify({
          login: login.response.status,
          name: profile.data.user.name,
          createMock: typeof createMock,
          prefixes: DEFAULT_PREFIXES,
          runContract: typeof runContract,
          checks: CHECK_NAMES.length,
          browser: import.meta.resolve('standin/browser').replace(/^.*node_modules/, ''),
        }));
      } finally {
        await server.close();
      }`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
      cwd: app,
      env: childEnv(),
    });
    const result = JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
    expect(result).toMatchObject({
      login: 200,
      name: 'Olivia Owner',
      createMock: 'function',
      runContract: 'function',
      browser: '/standin/dist/browser.js',
    });
    expect(result.checks).toBeGreaterThan(0);
  }, 30_000);

  it('runs the standin bin', async () => {
    const { stdout } = await run(join(app, 'node_modules', '.bin', 'standin'), ['--help'], {
      cwd: app,
      env: childEnv(),
    });
    expect(stdout).toMatch(/serve/);
    expect(stdout).toMatch(/contract/);
  });

  /** `npx standin …` in the user's app, as the README prints it: exit code and output, never a throw. */
  async function npxStandin(
    args: string[],
  ): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await run('npx', ['--no', 'standin', ...args], {
        cwd: app,
        env: childEnv(),
        maxBuffer: 16 * 1024 * 1024,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: unknown; stdout?: string; stderr?: string };
      if (typeof failed.code !== 'number') throw error;
      return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  }

  it('npx standin contract checks the in-process mock with the packaged openapi.yaml and exits 0', async () => {
    const ran = await npxStandin(['contract']);
    expect(ran.stderr).not.toMatch(/cannot read/);
    expect(ran.stdout).toMatch(/Result: PASSED/);
    expect(ran.code).toBe(0);
  }, 60_000);

  it('npx standin serve, then npx standin contract --base-url against it, exits 0 with a JSON report', async () => {
    const port = await freePort();
    const secret = 'package-test-secret';
    const serve = spawn(
      'npx',
      ['--no', 'standin', 'serve', '--port', String(port), '--token-secret', secret, '--quiet'],
      {
        cwd: app,
        env: childEnv(),
        stdio: 'ignore',
        detached: true,
      },
    );
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url, serve);
      const output = join(scratch, 'report.json');
      const ran = await npxStandin([
        'contract',
        '--base-url',
        url,
        '--prefix',
        'auto',
        '--email',
        'owner@acme.test',
        '--password',
        'Passw0rd!',
        '--token-secret',
        secret,
        '--reporter',
        'json',
        '--output',
        output,
      ]);
      expect(ran.stderr).not.toMatch(/standin/);
      expect(ran.code).toBe(0);
      const report = JSON.parse(readFileSync(output, 'utf8')) as {
        ok: boolean;
        target: { prefix: string; mutations: { allowed: boolean } };
        results: Array<{ check: string; status: string }>;
      };
      expect(report.ok).toBe(true);
      expect(report.target.mutations.allowed).toBe(false);
      // The secret lets expiry be verified against a served backend, too.
      const expiry = report.results.filter((result) => result.check === 'auth_expired_token');
      expect(expiry.some((result) => result.status === 'passed')).toBe(true);
      expect(readFileSync(output, 'utf8')).not.toContain(secret);
    } finally {
      if (serve.pid !== undefined) process.kill(-serve.pid, 'SIGTERM');
    }
  }, 60_000);

  it("npx standin contract --spec checks the mock following a team's edited copy of openapi.yaml", async () => {
    const edited = join(scratch, 'edited-openapi.yaml');
    const original = readFileSync(join(app, 'node_modules', 'standin', 'openapi.yaml'), 'utf8');
    // The team now expects 201 from sign-in: the in-process mock follows the copy and answers it.
    writeFileSync(
      edited,
      original.replace(/(\/auth\/login:\n(?:.*\n)*?\s+responses:\n\s+)'200':/, "$1'201':"),
    );
    expect(readFileSync(edited, 'utf8')).not.toBe(original);
    const ran = await npxStandin([
      'contract',
      '--spec',
      edited,
      '--checks',
      'valid_request_succeeds',
      '--reporter',
      'json',
    ]);
    expect(ran.code, ran.stderr).toBe(0);
    const report = JSON.parse(ran.stdout) as {
      results: Array<{ operationId: string; status: string }>;
    };
    expect(report.results.find((result) => result.operationId === 'login')?.status).toBe('passed');
  }, 60_000);

  it('npx standin diff gates a pull request on openapi.yaml: 0 unchanged, 1 on a seed change', async () => {
    const packaged = join(app, 'node_modules', 'standin', 'openapi.yaml');
    const edited = join(scratch, 'diff-openapi.yaml');
    const original = readFileSync(packaged, 'utf8');
    writeFileSync(
      edited,
      original.replace('minLength: 1, maxLength: 1024', 'minLength: 8, maxLength: 1024'),
    );
    expect(readFileSync(edited, 'utf8')).not.toBe(original);
    const same = await npxStandin(['diff', packaged, packaged]);
    expect(same.stdout).toMatch(/^standin diff: 0 breaking, 0 non-breaking \(/);
    expect(same.code).toBe(0);
    const changed = await npxStandin(['diff', packaged, edited, '--format', 'markdown']);
    expect(changed.stdout).toMatch(/^### ❌ standin diff: 1 breaking/);
    expect(changed.stdout).toContain('minLength 1 → 8; seed fact:');
    expect(changed.code).toBe(1);
  }, 60_000);

  it("npx standin usage reads a frontend that imports standin/client, with the app's own typescript", async () => {
    const web = join(app, 'web');
    cpSync(join(ROOT, 'test', 'fixtures', 'usage-app'), web, { recursive: true });
    // As the README prints it.
    const ran = await npxStandin([
      'usage',
      '--project',
      'web/tsconfig.json',
      '--output',
      'standin-usage.json',
    ]);
    expect(ran.stderr).toBe('');
    expect(ran.stdout).toBe('standin-usage.json: 2 operations, 3 response members.\n');
    expect(ran.code).toBe(0);
    const usage = JSON.parse(readFileSync(join(app, 'standin-usage.json'), 'utf8')) as {
      operations: Array<{
        operationId: string;
        members: Array<{ pointer: string; reads: unknown }>;
      }>;
    };
    // What test/fixtures/usage-app reads (line by line in test/usage-gate.test.ts).
    expect(
      usage.operations.map((operation) => [
        operation.operationId,
        operation.members.map((member) => [member.pointer, member.reads]),
      ]),
    ).toEqual([
      [
        'getProfile',
        [
          ['/organization', [{ file: 'src/header.ts', line: 13 }]],
          ['/organization/name', [{ file: 'src/header.ts', line: 6 }]],
        ],
      ],
      ['login', [['/accessToken', [{ file: 'src/api.ts', line: 13 }]]]],
    ]);
  }, 60_000);

  it('npx standin init writes openapi.yaml; an edited member is what the mock serves and what the generated types say', async () => {
    const init = await npxStandin(['init']);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toMatch(/npx standin serve --spec openapi\.yaml/);
    expect(init.stdout).toMatch(/npx openapi-typescript openapi\.yaml -o src\/api\.d\.ts/);
    expect(init.stdout).toMatch(/createStandinClient<paths>/);
    const again = await npxStandin(['init']);
    expect(again.code).toBe(2);
    expect(again.stderr.trim().split('\n')).toEqual([
      'standin init: openapi.yaml already exists; pass --force to overwrite it, or --output another path',
    ]);

    // The team renames the user's assumed `name` to `displayName`, taking its value from `name`.
    const file = join(app, 'openapi.yaml');
    const text = readFileSync(file, 'utf8');
    const edited = text
      .replace(
        /(\n {4}User:\n {6}type: object\n {6}required: \[id, email, )name,/,
        '$1displayName,',
      )
      .replace(
        /(\n {4}User:\n(?:.*\n)*? {8})name: \{ type: string, minLength: 1 \}/,
        "$1displayName: { type: string, minLength: 1, x-standin-from: '/name' }",
      );
    expect(edited.match(/displayName/g)).toHaveLength(2);
    writeFileSync(file, edited);

    // `standin serve` in the app picks ./openapi.yaml up by itself and says so.
    const port = await freePort();
    const serve = spawn('npx', ['--no', 'standin', 'serve', '--port', String(port)], {
      cwd: app,
      env: childEnv(),
      stdio: ['ignore', 'pipe', 'ignore'],
      detached: true,
    });
    let banner = '';
    serve.stdout?.on('data', (chunk: Buffer) => (banner += chunk.toString()));
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitForHealth(url, serve);
      expect(banner).toMatch(/spec \.\/openapi\.yaml/);
      const login = await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' }),
      });
      const body = (await login.json()) as { user: Record<string, unknown> };
      expect(login.status).toBe(200);
      expect(body.user.displayName).toBe('Olivia Owner');
      expect(body.user).not.toHaveProperty('name');
    } finally {
      if (serve.pid !== undefined) process.kill(-serve.pid, 'SIGTERM');
    }

    // The types generated from the edited document follow, through createStandinClient<paths>.
    mkdirSync(join(app, 'src'), { recursive: true });
    await run(
      process.execPath,
      [
        join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js'),
        'openapi.yaml',
        '-o',
        'src/api.d.ts',
      ],
      { cwd: app, env: childEnv() },
    );
    writeFileSync(
      join(app, 'src', 'uses-api.ts'),
      [
        "import { createStandinClient } from 'standin/client';",
        "import type { paths } from './api.js';",
        "const api = createStandinClient<paths>({ baseUrl: 'http://127.0.0.1:4010' });",
        "const { data } = await api.POST('/auth/login', { body: { email: 'a@b.test', password: 'x' } });",
        'export const shown: string | undefined = data?.user.displayName;',
        '// @ts-expect-error the member is displayName now',
        'export const gone = data?.user.name;',
        '',
      ].join('\n'),
    );
    const program = ts.createProgram([join(app, 'src', 'uses-api.ts')], {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
    });
    const diagnostics = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  }, 90_000);

  // What users run: `npm install standin msw@N`. A copy of the installed app, so npm only swaps
  // msw (from the cache when it has it); npm resolves the whole tree again, peers included.
  it.each(['2', '3'])(
    'installs next to msw %s without a peer or ERESOLVE warning, and npm ls is clean',
    async (major) => {
      const copy = join(scratch, `app-msw${major}`);
      // The lockfile's msw when it is of that major (in the npm cache already), else the latest.
      const locked = (
        JSON.parse(readFileSync(join(app, 'node_modules/msw/package.json'), 'utf8')) as {
          version: string;
        }
      ).version;
      const wanted = locked.startsWith(`${major}.`) ? locked : `^${major}`;
      cpSync(app, copy, { recursive: true, verbatimSymlinks: true });
      const { stderr } = await run(
        'npm',
        [
          'install',
          tarball,
          `msw@${wanted}`,
          '--prefer-offline',
          '--ignore-scripts',
          '--no-audit',
          '--no-fund',
        ],
        { cwd: copy, env: childEnv(), maxBuffer: 16 * 1024 * 1024 },
      );
      const warnings = stderr.split('\n').filter((line) => /ERESOLVE|peer/i.test(line));
      expect(warnings, stderr).toEqual([]);
      // npm ls exits 1 (run throws) on an invalid, missing or extraneous package; optional peers
      // nobody installed (graphql, typescript, vite for msw) are listed as UNMET OPTIONAL, fine.
      const listed = await run('npm', ['ls', '--all'], { cwd: copy, env: childEnv() });
      expect(listed.stdout).not.toMatch(/\binvalid\b|UNMET DEPENDENCY|UNMET PEER|extraneous/);
      const msw = JSON.parse(readFileSync(join(copy, 'node_modules/msw/package.json'), 'utf8')) as {
        version: string;
      };
      expect(msw.version.split('.')[0]).toBe(major);
    },
    120_000,
  );

  it('has declarations for every import in its .d.ts files (resolved as a user would)', () => {
    const installed = join(app, 'node_modules', 'standin');
    const options: ts.CompilerOptions = {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    };
    const unresolved: string[] = [];
    const declarations = readdirSync(join(installed, 'dist'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.d.ts'))
      .map((file) => join(installed, 'dist', file));
    for (const file of declarations) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName: specifier } of importedFiles) {
        const { resolvedModule } = ts.resolveModuleName(
          specifier,
          file,
          options,
          ts.sys,
          undefined,
          undefined,
          ts.ModuleKind.ESNext,
        );
        if (!resolvedModule || !/\.d\.[cm]?ts$/.test(resolvedModule.resolvedFileName)) {
          unresolved.push(`${file.slice(installed.length + 1)}: '${specifier}'`);
        }
      }
    }
    expect(
      unresolved,
      'these imports have no types in a user install: ship the types as a dependency, or keep them out of the public .d.ts',
    ).toEqual([]);
  });
});

/** Resolves once `/__standin/health` answers 200; fails when the process exits or 20 s pass. */
async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`standin serve exited with ${child.exitCode}`);
    const health = await fetch(`${url}/__standin/health`).catch(() => undefined);
    if (health?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`standin serve did not answer on ${url} within 20 s`);
}
