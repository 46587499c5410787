// Reprints the library's JavaScript in dist/ (not dist/bundle/, which scripts/bundle-cli.mjs
// minifies) without its comments: the .d.ts files keep every JSDoc comment for editors, and the
// code stays readable for a stack trace, but the package stays under its 5 MiB bound
// (test/package.test.ts) as the builder's word tables grow. Runs after tsc, before bundle-cli.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';

/** Every .js file under `dir`, depth first. */
function* scripts(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* scripts(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

let before = 0;
let after = 0;
for (const file of scripts('dist')) {
  const source = readFileSync(file, 'utf8');
  // ESM in, ESM out, no target: only the comments go (licences stay, UTF-8 text stays as typed).
  const { code } = transformSync(source, {
    format: 'esm',
    legalComments: 'inline',
    charset: 'utf8',
  });
  writeFileSync(file, code);
  before += Buffer.byteLength(source);
  after += Buffer.byteLength(code);
}
console.log(`compact-dist: ${before} → ${after} bytes of JavaScript in dist/`);
