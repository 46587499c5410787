import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as TS from 'typescript';

/**
 * The frontend's own TypeScript, found the way its `tsc` would be: from the tsconfig's folder
 * up. It is an optional peer dependency, never bundled: the analysis must
 * read the code with the compiler that checks it, and the package stays small
 * (docs/decisions/0030-usage-from-the-type-checker.md). Throws an Error with one line a user can
 * act on when none is installed.
 *
 * @example
 * const ts = loadTypeScript('/work/web');
 * ts.version; // '5.9.3'
 */
export function loadTypeScript(projectFolder: string): typeof TS {
  try {
    const require = createRequire(join(projectFolder, 'package.json'));
    const loaded = require(require.resolve('typescript')) as Partial<typeof TS> & {
      default?: typeof TS;
    };
    const ts = typeof loaded.createProgram === 'function' ? loaded : loaded.default;
    if (typeof ts?.createProgram === 'function') return ts as typeof TS;
  } catch {
    // Not installed where the project can see it: said below.
  }
  throw new Error(
    `no typescript package found from ${projectFolder}. Install it in the frontend (npm install --save-dev typescript).`,
  );
}
