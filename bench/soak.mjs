/* global fetch, performance */
// `node bench/soak.mjs`: proves that `standin serve` keeps its memory flat while builder
// sessions are created and abandoned (never part of `npm test`: it takes minutes).
//
//   node bench/soak.mjs                      # 100,000 sessions, 20 at a time
//   node bench/soak.mjs --sessions 20000     # shorter
//   node bench/soak.mjs --message-every 10   # also send an instruction in every 10th session
//
// The server is a child process started as users start it (bin/standin.js serve); RSS is read
// from /proc after each tenth of the run. It fails (exit 1) when RSS grew more than 10 % from the
// end of the warm-up (20 % of the sessions) to the end.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, installCleanup, startServer } from './lib/processes.mjs';
import { ensureBuilt } from './lib/setup.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PROJECT = 'prj_acme_support';
const { values: flags } = parseArgs({
  options: {
    sessions: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '20' },
    'message-every': { type: 'string', default: '10' },
    entry: { type: 'string', default: 'bin/standin.js' },
    'no-build': { type: 'boolean', default: false },
  },
});
const total = Number(flags.sessions);
const concurrency = Number(flags.concurrency);
const messageEvery = Number(flags['message-every']);
const log = (line) => console.error(`[soak] ${line}`);
installCleanup();
if (!flags['no-build']) ensureBuilt(ROOT, log);

const port = await freePort();
const server = await startServer({
  name: 'standin',
  cwd: ROOT,
  port,
  args: [flags.entry, 'serve', '--port', String(port), '--quiet'],
  readyPath: '/__standin/health',
});
const base = server.url;

async function post(path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} → ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

const { accessToken } = await post('/api/v1/auth/login', undefined, {
  email: 'owner@acme.test',
  password: 'Passw0rd!',
});

const samples = [{ sessions: 0, rssMb: server.rssMb() }];
const step = Math.ceil(total / 10);
let created = 0;
let messages = 0;
const started = performance.now();

async function worker() {
  for (;;) {
    const index = created;
    if (index >= total) return;
    created += 1;
    const session = await post(`/api/v1/projects/${PROJECT}/builder/session`, accessToken, {});
    if (messageEvery > 0 && index % messageEvery === 0) {
      await post(`/api/v1/projects/${PROJECT}/builder/message`, accessToken, {
        sessionId: session.id,
        instruction: 'add a sub-agent called Billing that handles refunds',
      });
      messages += 1;
    }
    if ((index + 1) % step === 0) {
      const sample = { sessions: index + 1, rssMb: server.rssMb() };
      samples.push(sample);
      log(`${sample.sessions} sessions: RSS ${sample.rssMb.toFixed(1)} MB`);
    }
  }
}

await Promise.all(Array.from({ length: concurrency }, () => worker()));
const seconds = (performance.now() - started) / 1000;
const health = await (await fetch(`${base}/__standin/health`)).json();
await server.stop();

// After warm-up (the first fifth: JIT, heap growth, the per-project caps filling) a leak shows
// as growth; a fall is the heap settling. The second half's spread shows how flat it stays.
const warm = samples[2] ?? samples.at(-1);
const last = samples.at(-1);
const change = ((last.rssMb - warm.rssMb) / warm.rssMb) * 100;
const secondHalf = samples.slice(Math.floor(samples.length / 2)).map((s) => s.rssMb);
const low = Math.min(...secondHalf);
const high = Math.max(...secondHalf);
console.log(`| sessions | RSS MB |\n|---|---|`);
for (const sample of samples) console.log(`| ${sample.sessions} | ${sample.rssMb.toFixed(1)} |`);
console.log(
  `\n${total} sessions (${messages} with an instruction) in ${seconds.toFixed(0)} s; RSS ${warm.rssMb.toFixed(1)} MB at ${warm.sessions} → ${last.rssMb.toFixed(1)} MB at ${last.sessions} (${change >= 0 ? '+' : ''}${change.toFixed(1)} %); second half ${low.toFixed(1)}–${high.toFixed(1)} MB (${(((high - low) / low) * 100).toFixed(1)} % spread); server ${health.status}.`,
);
process.exitCode = change <= 10 ? 0 : 1;
