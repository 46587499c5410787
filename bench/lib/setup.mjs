// What the benchmark needs before it starts: a fresh dist/ and the Prism peer.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Newest modification time (ms) of the files under `dir` that `keep` accepts. */
function newestMtime(dir, keep) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (keep(path)) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds dist/ when any compiled input is newer than the newest emitted file: a benchmark of
 * stale code would measure the wrong thing. tsc emits even when an unrelated file has type
 * errors, so a failed build only stops us when the entry point is missing.
 */
export function ensureBuilt(root, log) {
  const dist = join(root, 'dist');
  // What bin/standin.js loads (the bundled command line) and what the scale section imports.
  const entries = [join(dist, 'bundle', 'cli.js'), join(dist, 'domain', 'reports', 'index.js')];
  const inputs = Math.max(
    newestMtime(join(root, 'src'), (path) => path.endsWith('.ts') && !path.endsWith('.test.ts')),
    newestMtime(join(root, 'scripts'), (path) => /bundle/.test(path)),
    ...['tsconfig.json', 'tsconfig.build.json', 'package.json', 'openapi.yaml'].map(
      (file) => statSync(join(root, file)).mtimeMs,
    ),
  );
  // Each entry must be newer than every input: `tsc` alone refreshes dist/ but not the bundle
  // bin/standin.js runs, which the newest file of dist/ would hide.
  const outputs = entries.every((entry) => existsSync(entry))
    ? Math.min(...entries.map((entry) => statSync(entry).mtimeMs))
    : 0;
  if (outputs >= inputs) {
    log('dist/ is fresh; not rebuilding');
    return;
  }
  log('building dist/ (npm run build)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    const firstErrors = `${build.stdout}${build.stderr}`.trim().split('\n').slice(0, 5).join('\n');
    const missing = entries.filter((entry) => !existsSync(entry));
    if (missing.length > 0) {
      throw new Error(
        `npm run build failed and ${missing.map((m) => relative(root, m)).join(', ')} is missing:\n${firstErrors}`,
      );
    }
    log(
      `warning: npm run build reported errors; benchmarking the code it emitted anyway:\n${firstErrors}`,
    );
  }
}

export const PRISM_VERSION = '5.16.0';
/** Prism 5.16 declares `node >=24.18`: it runs on Node 24 from the npm `node` package. */
export const PRISM_NODE = 'node@24';

/**
 * Installs Stoplight Prism and the Node 24 it runs on (the npm `node` package) into
 * bench/.peers/ (gitignored) on first use. Both are benchmark peers only, never dependencies of
 * Standin; Standin itself runs on the Node that runs the benchmark.
 */
export function ensurePrism(root, log) {
  const peers = join(root, 'bench', '.peers');
  const manifest = join(peers, 'node_modules', '@stoplight', 'prism-cli', 'package.json');
  const node = join(peers, 'node_modules', '.bin', 'node');
  const installed = existsSync(manifest) && existsSync(node);
  if (!installed || JSON.parse(readFileSync(manifest, 'utf8')).version !== PRISM_VERSION) {
    log(
      `installing @stoplight/prism-cli@${PRISM_VERSION} and ${PRISM_NODE} into ${relative(root, peers)}/`,
    );
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(
      npm,
      [
        'install',
        '--prefix',
        peers,
        `@stoplight/prism-cli@${PRISM_VERSION}`,
        PRISM_NODE,
        '--no-audit',
        '--no-fund',
        // Prism declares Node >= 24 and runs on the node@24 installed beside it; the repository's
        // .npmrc (engine-strict) would refuse it under the Node that runs this script.
        '--engine-strict=false',
      ],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    if (install.status !== 0 || !existsSync(manifest) || !existsSync(node)) {
      throw new Error(`Failed to install Prism into bench/.peers: ${install.stderr.slice(-800)}`);
    }
  }
  const { version, bin } = JSON.parse(readFileSync(manifest, 'utf8'));
  const nodeVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return {
    version,
    node,
    nodeVersion,
    script: join(peers, 'node_modules', '@stoplight', 'prism-cli', bin.prism ?? bin),
  };
}
