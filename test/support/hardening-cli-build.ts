import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The command line exactly as `npm run build` lays it out (bin/standin.js running
 * dist/bundle/cli.js, with openapi.yaml and fixtures/ beside dist/), built from the current src/
 * into a temporary folder: src/ compiled to dist/ without a type check, then bundled by the
 * project's own scripts/bundle-cli.mjs.
 *
 * Why not the repository's dist/: it may be older than src/, and `npm run build` (tsc) takes
 * 10–30 s on a shared 2-core machine and would race with anyone else building. This takes about a
 * second and touches nothing in the working tree; `npm test` type-checks src/ on its own.
 *
 * @example
 * const { bin } = await buildCliPackage();
 * spawn(process.execPath, [bin, 'serve', '--port', '4010']);
 */
export async function buildCliPackage(): Promise<{ folder: string; bin: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'standin-cli-'));
  await build({
    entryPoints: await sourceFiles(join(ROOT, 'src')),
    outbase: join(ROOT, 'src'),
    outdir: join(folder, 'dist'),
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
  });
  await mkdir(join(folder, 'bin'));
  await copyFile(join(ROOT, 'bin', 'standin.js'), join(folder, 'bin', 'standin.js'));
  await copyFile(join(ROOT, 'openapi.yaml'), join(folder, 'openapi.yaml'));
  await writeFile(
    join(folder, 'package.json'),
    JSON.stringify({ name: 'standin', type: 'module' }),
  );
  await symlink(join(ROOT, 'fixtures'), join(folder, 'fixtures'), 'dir');
  await symlink(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
  await promisify(execFile)(process.execPath, [join(ROOT, 'scripts', 'bundle-cli.mjs')], {
    cwd: folder,
  });
  return { folder, bin: join(folder, 'bin', 'standin.js') };
}
