import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';

// The example uses Standin straight from this repository: `standin/<subpath>` resolves through
// the root package.json's `exports` to the built files in ../../dist (run `npm run build` at the
// root first). Why an alias and not `"standin": "file:../.."`: a file: dependency makes
// `npm ci` here rebuild the whole package (its `prepare` script) and copies the root's dependency
// list into this lockfile, so every dependency change at the root would break `npm ci` here.
// In your own app, `npm install standin` and drop the alias.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const rootPackage = JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')) as {
  exports: Record<string, string | { default?: string }>;
};

const standinAliases: Alias[] = Object.entries(rootPackage.exports).flatMap(([subpath, target]) => {
  const file = typeof target === 'string' ? target : target.default;
  if (!file?.endsWith('.js')) return [];
  const specifier = subpath === '.' ? 'standin' : `standin/${subpath.slice(2)}`;
  return [{ find: new RegExp(`^${specifier}$`), replacement: `${repoRoot}/${file.slice(2)}` }];
});

export default defineConfig({
  resolve: {
    alias: standinAliases,
    // msw is Standin's peer dependency: the app's own copy (the one that wrote
    // public/mockServiceWorker.js) must be the one in the bundle.
    dedupe: ['msw'],
  },
  server: {
    port: 5173,
    // The dev server reads ../../dist and the root's node_modules (Standin's own dependencies).
    fs: { allow: [repoRoot] },
  },
  build: {
    target: 'es2022',
    // Standin's seeded store and validators make one large chunk; that is expected here.
    chunkSizeWarningLimit: 4000,
  },
});
