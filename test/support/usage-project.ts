import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The tsconfig of a small ESM frontend, as `tsc --init` and a bundler template would write it. */
export const FRONTEND_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src'],
};

/**
 * A frontend project in a scratch folder that sees this repository as its `standin` package
 * (built dist/, as installed) and the repository's `typescript`, both linked into its
 * node_modules. Hand back the tsconfig path; `remove()` deletes the folder.
 *
 * @example
 * const project = makeFrontend({ 'src/a.ts': "import { createStandinClient } from 'standin/client';" });
 */
export function makeFrontend(
  files: Record<string, string>,
  tsconfig: unknown = FRONTEND_TSCONFIG,
): { folder: string; tsconfig: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'standin-usage-'));
  mkdirSync(join(folder, 'node_modules'));
  symlinkSync(ROOT, join(folder, 'node_modules', 'standin'), 'dir');
  symlinkSync(
    join(ROOT, 'node_modules', 'typescript'),
    join(folder, 'node_modules', 'typescript'),
    'dir',
  );
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  return {
    folder,
    tsconfig: join(folder, 'tsconfig.json'),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
