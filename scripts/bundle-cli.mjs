// Bundles the command line (dist/cli/index.js and what it imports) into dist/bundle/, so
// `standin serve` loads a few files instead of several hundred modules: start-up is about twice
// as fast (bench/RESULTS.md). The library entry points stay unbundled in dist/ for users' bundlers.
import { build } from 'esbuild';

await build({
  entryPoints: { cli: 'dist/cli/index.js' },
  outdir: 'dist/bundle',
  bundle: true,
  splitting: true, // `standin contract` stays in its own chunk, loaded only when used
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Identifiers too: the package stays under its 5 MiB bound (test/package.test.ts) now that the
  // command line carries reconcile, diff and usage; keepNames keeps functions' and classes' names
  // for error messages and stack traces.
  minify: true,
  keepNames: true,
  legalComments: 'linked',
  // swagger-ui-dist is served as files, found at run time from the package folder.
  external: ['swagger-ui-dist'],
  // Some dependencies are CommonJS and call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __standinRequire } from 'node:module'; const require = __standinRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
