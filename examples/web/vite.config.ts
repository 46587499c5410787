import { defineConfig } from 'vite';

// A plain Vite app: `standin` comes from node_modules like any other dependency (scripts/test-browser.mjs
// installs the packed tarball into a copy of this folder; see README.md here).
export default defineConfig({
  resolve: {
    // msw is Standin's peer dependency: the app's own copy (the one that wrote
    // public/mockServiceWorker.js) must be the one in the bundle.
    dedupe: ['msw'],
  },
  server: { port: 5173 },
  build: {
    target: 'es2022',
    // The mock (seeded store, validators) is one large chunk, loaded only in worker mode.
    chunkSizeWarningLimit: 4000,
  },
});
