/* global fetch */
// CPU profile of `standin serve` under one load, summarized: where the server spends its time.
//
//   node bench/profile.mjs overview      # GET /api/v1/reports/overview, 50 connections, 10 s
//   node bench/profile.mjs login|message|overview-bare
//   node bench/profile.mjs startup       # spawn → first 200 from /__standin/health
//   node bench/profile.mjs overview --duration 5 --top 40 --conversations 100000
//   node bench/profile.mjs overview --entry bench/.out/patched/bin.mjs   # A/B a candidate fix
//
// The child runs with --cpu-prof and is stopped with SIGTERM, so it closes cleanly and V8 writes
// bench/.out/profiles/<target>-<time>.cpuprofile (open it in Chrome DevTools or speedscope for
// the flame graph). The summary ranks functions by self time and groups time by package/file.
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measure } from './lib/load.mjs';
import { table } from './lib/markdown.mjs';
import { freePort, installCleanup, startServer } from './lib/processes.mjs';
import { ensureBuilt } from './lib/setup.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PROFILES = join(ROOT, 'bench', '.out', 'profiles');
const NOW = '2026-01-15T00:00:00Z';
const PROJECT = 'prj_acme_support';
const CREDENTIALS = JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' });

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    conversations: { type: 'string' },
    top: { type: 'string', default: '30' },
    'no-build': { type: 'boolean', default: false },
    // Profile another build of the CLI (e.g. a patched copy under bench/.out/).
    entry: { type: 'string', default: 'bin/standin.js' },
  },
});
const mode = positionals[0] ?? 'overview';
const MODES = ['startup', 'overview', 'overview-bare', 'login', 'message'];
if (!MODES.includes(mode)) {
  console.error(`bench/profile: unknown target "${mode}" (${MODES.join(', ')}).`);
  process.exit(2);
}

installCleanup();
if (!flags['no-build']) ensureBuilt(ROOT, (line) => console.error(`[profile] ${line}`));
mkdirSync(PROFILES, { recursive: true });

const port = await freePort();
const before = Date.now();
const server = await startServer({
  name: 'standin',
  cwd: ROOT,
  port,
  nodeOptions: [
    '--cpu-prof',
    `--cpu-prof-dir=${PROFILES}`,
    `--cpu-prof-name=${mode}-${before}.cpuprofile`,
  ],
  args: [
    flags.entry,
    'serve',
    '--port',
    String(port),
    '--quiet',
    '--now',
    NOW,
    ...(flags.conversations ? ['--conversations', flags.conversations] : []),
  ],
  readyPath: '/__standin/health',
});
console.error(`[profile] started in ${server.startupMs.toFixed(0)} ms`);

if (mode !== 'startup') {
  const prefix = mode === 'overview-bare' ? '' : '/api/v1';
  const base = `${server.url}${prefix}`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: CREDENTIALS,
  });
  const { accessToken } = await login.json();
  const auth = { authorization: `Bearer ${accessToken}` };
  const session = await fetch(`${base}/projects/${PROJECT}/builder/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: '{}',
  });
  const { id: sessionId } = await session.json();
  const target = {
    overview: { url: `${base}/reports/overview`, headers: auth },
    'overview-bare': { url: `${base}/reports/overview`, headers: auth },
    login: {
      url: `${base}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: CREDENTIALS,
    },
    message: {
      url: `${base}/projects/${PROJECT}/builder/message`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ sessionId, instruction: 'turn on test mode for alice@acme.test' }),
    },
  }[mode];
  const result = await measure(
    { name: mode, ...target },
    { connections: Number(flags.connections), duration: Number(flags.duration) },
  );
  console.error(
    `[profile] ${mode}: ${result.rps} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}`,
  );
}
const exit = await server.stop(30_000);
if (exit.signal === 'SIGKILL') {
  console.error('[profile] the server did not close within 30 s; no profile was written.');
  process.exit(1);
}

const file = readdirSync(PROFILES)
  .filter((name) => name.startsWith(`${mode}-`) && statSync(join(PROFILES, name)).mtimeMs >= before)
  .sort()
  .at(-1);
if (!file) {
  console.error('[profile] no .cpuprofile was written.');
  process.exit(1);
}
summarize(join(PROFILES, file), Number(flags.top));

/** Where a script lives, short: `msw`, `dist/handlers/gate.js`, `node:internal/...`. */
function place(url) {
  if (!url) return '(native)';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = path.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
  }
  return path.startsWith('/') ? relative(ROOT, path) : path;
}

function summarize(path, top) {
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  // timeDeltas[i] is the time before samples[i]; attributing it to that sample's node is the
  // convention DevTools uses.
  profile.samples.forEach((id, i) =>
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

  const byFunction = new Map();
  const byPlace = new Map();
  for (const [id, us] of selfUs) {
    const { callFrame } = nodes.get(id);
    const where = place(callFrame.url);
    const name = callFrame.functionName || '(anonymous)';
    const key = `${name} ${where}:${callFrame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    byPlace.set(where, (byPlace.get(where) ?? 0) + us);
  }
  // Inclusive time of Standin's own functions (dist/): what a call costs with everything under
  // it, counted once per sample even through recursion.
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map();
  for (const [id, us] of selfUs) {
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { callFrame } = nodes.get(at);
      const where = place(callFrame.url);
      if (!where.startsWith('dist/')) continue;
      const key = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + us);
    }
  }
  const pct = (us) => `${((us / total) * 100).toFixed(1)}%`;
  const rank = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log(`\nProfile: ${relative(ROOT, path)} (${(total / 1e6).toFixed(1)} s sampled)\n`);
  console.log('Self time by package / file');
  console.log(
    table(
      ['where', 'self', 'ms'],
      rank(byPlace).map(([k, us]) => [k, pct(us), (us / 1000).toFixed(0)]),
    ),
  );
  console.log("\nInclusive time of Standin's functions (dist/)");
  console.log(
    table(
      ['function', 'total', 'ms'],
      rank(inclusive).map(([k, us]) => [k, pct(us), (us / 1000).toFixed(0)]),
    ),
  );
  console.log('\nSelf time by function');
  console.log(
    table(
      ['function', 'self', 'ms'],
      rank(byFunction).map(([k, us]) => [k, pct(us), (us / 1000).toFixed(0)]),
    ),
  );
}
