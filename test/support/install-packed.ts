import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface LockEntry {
  name?: string;
  version: string;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  [field: string]: unknown;
}

interface PackageJson {
  name: string;
  version: string;
  license?: string;
  bin?: Record<string, string>;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** The environment for child npm commands, without what `npm test` passes down (dry-run, json, …). */
export function childEnv(): NodeJS.ProcessEnv {
  const keep = /^npm_config_(cache|registry|userconfig|globalconfig)$/;
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('npm_') || keep.test(name)),
  );
}

export async function npm(args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await run('npm', args, {
      cwd,
      env: childEnv(),
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch (error) {
    const { stderr = '', message } = error as { stderr?: string; message: string };
    throw new Error(`npm ${args.join(' ')} failed in ${cwd}: ${message}\n${stderr.slice(-2000)}`, {
      cause: error,
    });
  }
}

/**
 * The lockfile entries `names` need, read from the repository's own lockfile: each package, then
 * what it depends on, found the way Node looks it up (nearest node_modules first).
 */
function closure(packages: Record<string, LockEntry>, names: string[]): string[] {
  const parent = (path: string) => {
    const cut = path.lastIndexOf('/node_modules/');
    return cut < 0 ? '' : path.slice(0, cut);
  };
  const locate = (name: string, from: string): string | undefined => {
    for (let at = from; ; at = parent(at)) {
      const candidate = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!at) return undefined;
    }
  };
  const seen = new Set<string>();
  const visit = (path: string | undefined) => {
    if (!path || seen.has(path)) return;
    seen.add(path);
    const entry = packages[path]!;
    const needed = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter(
        (name) => !entry.peerDependenciesMeta?.[name]?.optional,
      ),
    ];
    for (const name of needed) visit(locate(name, path));
  };
  for (const name of names) visit(locate(name, ''));
  return [...seen].sort();
}

/**
 * Installs a packed tarball into a fresh ESM app, as a user would (`npm ci`), plus msw (the peer
 * dependency). The app's lockfile pins the versions of the repository's own lockfile, so the install
 * reads only the npm cache that `npm ci` at the root filled: no network (docs/product/commands.md).
 * When the cache lacks something, it falls back to `npm install --prefer-offline`.
 */
export async function installPacked(options: {
  root: string;
  tarball: string;
  app: string;
  peers: string[];
}): Promise<{ offline: boolean }> {
  const { root, tarball, app, peers } = options;
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const configured = await npm(['config', 'get', 'registry'], root).catch(() => '');
  const registry = (configured.trim() || 'https://registry.npmjs.org').replace(/\/*$/, '/');
  const spec = `file:../${basename(tarball)}`;
  const peerVersions = Object.fromEntries(
    peers.map((name) => [name, lock.packages[`node_modules/${name}`]!.version]),
  );

  const packages: Record<string, LockEntry> = {
    '': {
      version: '0.0.0',
      name: 'scratch-app',
      dependencies: { [pkg.name]: spec, ...peerVersions },
    },
    [`node_modules/${pkg.name}`]: {
      version: pkg.version,
      resolved: spec,
      license: pkg.license,
      dependencies: pkg.dependencies,
      peerDependencies: pkg.peerDependencies,
      peerDependenciesMeta: pkg.peerDependenciesMeta,
      bin: pkg.bin,
      engines: pkg.engines,
    },
  };
  for (const path of closure(lock.packages, [...Object.keys(pkg.dependencies ?? {}), ...peers])) {
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = lock.packages[path]!;
    const name =
      entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    // With `resolved`, npm takes the tarball from the cache by its integrity, without a packument.
    const resolved =
      entry.resolved ?? `${registry}${name}/-/${name.split('/').pop()}-${entry.version}.tgz`;
    packages[path] = { ...entry, resolved };
  }

  mkdirSync(app, { recursive: true });
  const manifest = {
    name: 'scratch-app',
    private: true,
    type: 'module',
    dependencies: packages['']!.dependencies,
  };
  writeFileSync(join(app, 'package.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(
    join(app, 'package-lock.json'),
    JSON.stringify({ name: 'scratch-app', lockfileVersion: 3, requires: true, packages }, null, 2),
  );
  const quiet = ['--ignore-scripts', '--no-audit', '--no-fund'];
  try {
    await npm(['ci', '--offline', ...quiet], app);
    return { offline: true };
  } catch (error) {
    if (!/ENOTCACHED/.test(String(error))) throw error;
    rmSync(join(app, 'package-lock.json'));
    rmSync(join(app, 'node_modules'), { recursive: true, force: true });
    const wanted = Object.entries(peerVersions).map(([name, version]) => `${name}@${version}`);
    await npm(['install', tarball, ...wanted, '--prefer-offline', ...quiet], app);
    return { offline: false };
  }
}
