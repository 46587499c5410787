/* global fetch */
// The per-test cost of the README's in-process recipe (`createMock` + `setupServer`, `mock.reset()`
// in `afterEach`), measured in one process against one build:
//
//   node bench/in-process.mjs                    # this checkout's dist/
//   node bench/in-process.mjs --root /tmp/other  # another build (an A/B "before")
//
// Prints one JSON object on stdout. `npm run bench` runs it for this build and for every
// `--before <dir>` side by side (section `in-process`).
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';

const { values: flags } = parseArgs({
  options: {
    root: { type: 'string', default: resolve(import.meta.dirname, '..') },
    tests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '100' },
    mocks: { type: 'string', default: '30' },
  },
});
const root = resolve(flags.root);
const NOW = '2026-01-15T00:00:00Z';
const ORIGIN = 'http://standin.test';
const CREDENTIALS = { email: 'owner@acme.test', password: 'Passw0rd!' };

const { createMock } = await import(pathToFileURL(join(root, 'dist', 'index.js')).href);
// msw from this checkout's node_modules (both builds run against the same msw).
const { setupServer } = await import('msw/node');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
const round = (value) => Math.round(value * 1000) / 1000;

const coldStarted = performance.now();
const mock = await createMock({ seed: 1, now: NOW });
const coldCreateMs = performance.now() - coldStarted;
const server = setupServer(...mock.handlers);
server.listen({ onUnhandledRequest: 'error' });

async function signIn() {
  const response = await fetch(`${ORIGIN}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CREDENTIALS),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()).accessToken;
}

async function overview(token) {
  const response = await fetch(`${ORIGIN}/reports/overview`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`overview answered ${response.status}`);
  return response.json();
}

/** One test: what `afterEach` resets, then a sign-in and the first report after it. */
async function oneTest() {
  const started = performance.now();
  await mock.reset();
  const afterReset = performance.now();
  const token = await signIn();
  const afterSignIn = performance.now();
  await overview(token);
  const ended = performance.now();
  return {
    total: ended - started,
    reset: afterReset - started,
    signIn: afterSignIn - afterReset,
    report: ended - afterSignIn,
  };
}

const tests = Number(flags.tests);
const warmup = Number(flags.warmup);
for (let i = 0; i < warmup; i += 1) await oneTest();
const runs = [];
for (let i = 0; i < tests; i += 1) runs.push(await oneTest());
server.close();

// Another mock for the seed this process already built (a second test file in the same worker,
// or a scope on a server).
const creates = [];
for (let i = 0; i < Number(flags.mocks); i += 1) {
  const started = performance.now();
  await createMock({ seed: 1, now: NOW });
  creates.push(performance.now() - started);
}

const pick = (key) => round(median(runs.map((run) => run[key])));
console.log(
  JSON.stringify({
    root,
    tests,
    warmup,
    perTestMs: pick('total'),
    resetMs: pick('reset'),
    signInMs: pick('signIn'),
    firstReportMs: pick('report'),
    createMockColdMs: round(coldCreateMs),
    createMockWarmMs: round(median(creates)),
  }),
);
