import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, installPacked, npm } from './support/install-packed.js';
import { readmeSnippets } from '../scripts/readme-snippets.mjs';

/**
 * The README's "Use it in your app" snippets, run as printed in an app that installed the packed
 * tarball (no alias to dist/, no self-reference): the Node ones as vitest files with msw's
 * setupServer or the standalone server, the browser ones built with Vite both ways (development
 * guard on and off) to hold the production bundle to the client alone. `npm run test:browser` runs
 * the browser ones in Chromium.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);
/** The production bundle of the README's browser snippet may carry at most this much JS. */
const PRODUCTION_BUDGET_BYTES = 15 * 1024;
/** Packages that only the mock needs: none may reach a production bundle. */
const MOCK_ONLY =
  /\/node_modules\/(ajv|ajv-formats|zod|mutative|msw|@msw\/data|@faker-js\/faker)\//;

const snippets = readmeSnippets(readFileSync(join(ROOT, 'README.md'), 'utf8'));
const nodeSnippets = snippets.filter((snippet) => snippet.target === 'node');
const browserSnippets = snippets.filter((snippet) => snippet.target === 'browser');

/** Child processes get a clean environment: no npm_* from `npm test`, no vitest or NODE_ENV of ours. */
function env(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(childEnv()).filter(([name]) => !/^(VITEST|NODE_ENV$|TEST$)/.test(name)),
  );
}

interface BuildResult {
  /** Final (minified) bytes of every JS file the build wrote. */
  jsBytes: number;
  /** Bytes of the files the page loads at start, without the lazily imported chunks. */
  initialBytes: number;
  /** Packages (from node_modules) in the chunks loaded at start. */
  initialPackages: string[];
  /** Packages in any chunk. */
  packages: string[];
}

function packageOf(id: string): string | undefined {
  const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id.replaceAll('\\', '/'));
  return match?.[1];
}

describe('README "Use it in your app", installed from the packed tarball', () => {
  let scratch = '';
  let app = '';

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'standin-readme-'));
    app = join(scratch, 'app');
    const [packed] = JSON.parse(
      await npm(['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], ROOT),
    ) as Array<{ filename: string }>;
    await installPacked({
      root: ROOT,
      tarball: join(scratch, packed!.filename),
      app,
      peers: ['msw', 'vitest', 'vite'],
    });
  }, 180_000);

  // The app holds a few hundred MB of node_modules: deleting it can outlast the default hook timeout
  // on a busy machine.
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  it('has the snippets this test expects (three for the browser, two for Node)', () => {
    expect(browserSnippets.length).toBe(3);
    expect(nodeSnippets.length).toBe(2);
  });

  it('runs every Node snippet as printed under vitest, each test passing', async () => {
    const files = nodeSnippets.map((snippet, index) => {
      const file = `readme-${index + 1}.test.ts`;
      writeFileSync(join(app, file), snippet.code);
      return file;
    });
    const report = join(scratch, 'vitest-report.json');
    const failed = await run(
      join(app, 'node_modules', '.bin', 'vitest'),
      ['run', ...files, '--reporter=json', `--outputFile=${report}`],
      { cwd: app, env: env(), maxBuffer: 16 * 1024 * 1024 },
    ).then(
      () => '',
      (error: { stderr?: string; message: string }) =>
        `${error.message}\n${(error.stderr ?? '').slice(-4000)}`,
    );
    expect(existsSync(report), `vitest wrote no report: ${failed}`).toBe(true);
    const results = JSON.parse(readFileSync(report, 'utf8')) as {
      testResults: Array<{
        name: string;
        message?: string;
        assertionResults: Array<{ title: string; status: string; failureMessages: string[] }>;
      }>;
    };
    const byFile = new Map(
      results.testResults.map((result) => [basename(result.name), result] as const),
    );
    for (const file of files) {
      const result = byFile.get(file);
      expect(
        result?.assertionResults.length,
        `${file} ran no test: ${result?.message}`,
      ).toBeGreaterThan(0);
      const failures = result!.assertionResults
        .filter((test) => test.status !== 'passed')
        .map(
          (test) =>
            `${file} "${test.title}" ${test.status}: ${test.failureMessages.join('\n').slice(0, 2000)}`,
        );
      expect(failures).toEqual([]);
    }
    expect(failed).toBe('');
  }, 120_000);

  async function build(snippet: string, mode: 'production' | 'development'): Promise<BuildResult> {
    const web = join(app, `web-${mode}`);
    rmSync(web, { recursive: true, force: true });
    mkdirSync(join(web, 'src'), { recursive: true });
    writeFileSync(join(web, 'src', 'main.ts'), snippet);
    // The snippet that serves the team's document reads it as `standin init` writes it.
    copyFileSync(join(ROOT, 'openapi.yaml'), join(web, 'openapi.yaml'));
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>',
    );
    const modulesFile = join(web, 'modules.json');
    // Records which modules went into which chunk; the sizes are read from the files on disk.
    writeFileSync(
      join(web, 'vite.config.mjs'),
      `import { writeFileSync } from 'node:fs';
export default {
  logLevel: 'warn',
  plugins: [{
    name: 'record-chunks',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk').map((chunk) => ({
        fileName: chunk.fileName,
        isEntry: chunk.isEntry,
        imports: chunk.imports,
        modules: Object.keys(chunk.modules),
      }));
      writeFileSync(${JSON.stringify(modulesFile)}, JSON.stringify(chunks));
    },
  }],
};
`,
    );
    // web/ sits inside the app, so its imports resolve to the app's node_modules.
    await run(
      join(app, 'node_modules', '.bin', 'vite'),
      ['build', '--mode', mode, '--config', 'vite.config.mjs'],
      // NODE_ENV is what Vite reads for import.meta.env.DEV: the guard is on in development.
      { cwd: web, env: { ...env(), NODE_ENV: mode } },
    );
    const chunks = JSON.parse(readFileSync(modulesFile, 'utf8')) as Array<{
      fileName: string;
      isEntry: boolean;
      imports: string[];
      modules: string[];
    }>;
    const size = (fileName: string) => readFileSync(join(web, 'dist', fileName)).byteLength;
    const initial = new Set<string>();
    const visit = (fileName: string) => {
      if (initial.has(fileName)) return;
      initial.add(fileName);
      for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
        visit(imported);
      }
    };
    for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
    const packagesIn = (selected: typeof chunks) =>
      [...new Set(selected.flatMap((chunk) => chunk.modules.map(packageOf)))]
        .filter((name): name is string => name !== undefined)
        .sort();
    const jsFiles = readdirSync(join(web, 'dist', 'assets')).filter((file) => file.endsWith('.js'));
    return {
      jsBytes: jsFiles.reduce((total, file) => total + size(`assets/${file}`), 0),
      initialBytes: [...initial].reduce((total, file) => total + size(file), 0),
      initialPackages: packagesIn(chunks.filter((chunk) => initial.has(chunk.fileName))),
      packages: packagesIn(chunks),
    };
  }

  it.each(browserSnippets.map((snippet, index) => [index + 1, snippet.code] as const))(
    'browser snippet %i: the production build carries no mock code and stays under 15 kB; the development build loads the mock lazily',
    async (_number, code) => {
      const production = await build(code, 'production');
      const development = await build(code, 'development');
      console.info(
        `[readme-snippets] production: ${production.jsBytes} B of JS (${production.packages.join(', ') || 'no packages'}); ` +
          `development: ${development.jsBytes} B of JS, ${development.initialBytes} B at start`,
      );
      expect(
        production.packages.filter((name) => MOCK_ONLY.test(`/node_modules/${name}/`)),
      ).toEqual([]);
      expect(production.jsBytes).toBeLessThan(PRODUCTION_BUDGET_BYTES);
      // The same measurement sees the mock when the guard is on: it is in the build, but in a
      // chunk loaded by the dynamic import, not in the files the page loads at start.
      expect(development.packages).toEqual(expect.arrayContaining(['msw', 'ajv', 'zod']));
      expect(
        development.initialPackages.filter((name) => MOCK_ONLY.test(`/node_modules/${name}/`)),
      ).toEqual([]);
    },
    120_000,
  );
});
