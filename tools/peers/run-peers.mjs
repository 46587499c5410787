#!/usr/bin/env node
/* global fetch */
// Runs openapi.yaml through the API tools QA teams already use, each against a freshly seeded mock
// served by bin/standin.js: Spectral (spectral:oas), Specmatic (example-based contract tests),
// Portman + newman, and Prism's validation proxy in front of the mock. Installs the tools into
// tools/peers/node_modules on first use (they stay out of Standin's own dependencies) and exits 1
// when any tool finds a problem. Why and how: docs/decisions/0011-peer-tools-on-openapi-yaml.md.
//
//   npm run test:peers            every tool
//   npm run test:peers -- prism   only the tools named
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const openapi = join(root, 'openapi.yaml');
const bin = (name) => join(here, 'node_modules', '.bin', name);
// The data's "now" the examples are written for (2026-01-15), so every example date is in range.
const NOW = '2026-01-15T00:00:00Z';
const DEMO = { email: 'owner@acme.test', password: 'Passw0rd!' };
const started = performance.now();
const scratch = mkdtempSync(join(tmpdir(), 'standin-peers-'));

const say = (line) => process.stdout.write(`[peers] ${line}\n`);

/** Runs a command to its end; resolves with its exit code and output (never rejects on exit 1). */
function run(command, args, { cwd = root, env = {}, timeoutMs = 240_000 } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolvePromise({ code: code ?? (signal ? 124 : 1), output });
    });
  });
}

/** Starts a long-running process and waits for a line matching `ready`; returns the match. */
function startProcess(command, args, ready, { timeoutMs = 60_000 } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const state = { log: '' };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} did not start in ${timeoutMs} ms:\n${state.log.slice(-2000)}`));
    }, timeoutMs);
    let found = false;
    const onData = (chunk) => {
      state.log += chunk;
      const match = !found && ready.exec(state.log);
      if (match) {
        found = true;
        clearTimeout(timer);
        resolvePromise({
          match,
          state,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('close', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
      if (!found) {
        clearTimeout(timer);
        reject(new Error(`${command} exited with ${code} before it was ready:\n${state.log}`));
      }
    });
  });
}

/** A freshly seeded mock on a free port, the way a user starts it. */
async function startMock() {
  const mock = await startProcess(
    process.execPath,
    [join(root, 'bin/standin.js'), 'serve', '--port', '0', '--seed', '1', '--now', NOW],
    /mock ready on (http:\/\/\S+)/,
  );
  return { url: mock.match[1], stop: mock.stop };
}

async function signIn(url) {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (response.status !== 200) throw new Error(`sign-in on ${url} answered ${response.status}`);
  return (await response.json()).accessToken;
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePromise(port));
    });
  });
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

async function operationCount() {
  const { parse } = await import('yaml');
  const document = parse(readFileSync(openapi, 'utf8'));
  return Object.values(document.paths).flatMap((item) =>
    Object.keys(item).filter((key) => METHODS.has(key)),
  ).length;
}

/** npm ci into tools/peers when node_modules is missing or older than the lockfile. */
async function ensureInstalled() {
  const marker = join(here, 'node_modules', '.package-lock.json');
  const lock = join(here, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  say('installing the tools into tools/peers (npm ci, about a minute) …');
  // Prism declares Node >= 24 (it runs on the `node` package); the repository's engine-strict
  // must not refuse it under the Node that runs this script.
  const { code, output } = await run(
    'npm',
    ['ci', '--prefix', here, '--no-audit', '--no-fund', '--engine-strict=false'],
    { cwd: here },
  );
  if (code !== 0) throw new Error(`npm ci --prefix tools/peers failed:\n${output.slice(-3000)}`);
}

async function spectral() {
  const { code, output } = await run(bin('spectral'), [
    'lint',
    openapi,
    '--ruleset',
    join(here, '.spectral.yaml'),
    '--format',
    'json',
    '--quiet',
  ]);
  const json = output.slice(output.indexOf('['));
  const problems = JSON.parse(json);
  const errors = problems.filter((p) => p.severity === 0);
  const warnings = problems.filter((p) => p.severity === 1).length;
  for (const error of errors) say(`  spectral error ${error.code}: ${error.path.join('.')}`);
  return {
    ok: errors.length === 0 && (code === 0 || code === 1),
    figures: `${errors.length} errors, ${warnings} warnings (spectral:oas)`,
  };
}

async function specmatic() {
  const mock = await startMock();
  try {
    const token = await signIn(mock.url);
    const cwd = mkdtempSync(join(scratch, 'specmatic-'));
    // Specmatic sends the bearer token found in the environment variable named after the scheme.
    const { code, output } = await run(
      bin('specmatic'),
      ['test', openapi, '--testBaseURL', mock.url, '--junitReportDir', join(cwd, 'junit')],
      { cwd, env: { bearerAuth: token } },
    );
    const totals = [
      ...output.matchAll(
        /Tests run: (\d+), Successes: (\d+), Failures: (\d+), WIP: (\d+), Errors: (\d+)/g,
      ),
    ].at(-1);
    if (!totals) return { ok: false, figures: 'no test summary', log: output };
    const [runCount, successes, failures, , errors] = totals.slice(1).map(Number);
    for (const line of output.match(/Scenario: .* has FAILED/g) ?? []) say(`  ${line}`);
    const expected = await operationCount();
    return {
      ok: code === 0 && failures === 0 && errors === 0 && runCount >= expected,
      figures: `${runCount} tests, ${successes} passed, ${failures} failed, ${errors} errors (${expected} operations)`,
      log: code === 0 ? undefined : output,
    };
  } finally {
    await mock.stop();
  }
}

let collectionPath;

/**
 * Portman writes a Postman collection from openapi.yaml, once; returns its path. Each run sets
 * `baseUrl` to the server it targets (an environment value wins over the collection's).
 */
async function portmanCollection() {
  if (collectionPath) return collectionPath;
  const baseUrl = 'http://127.0.0.1:4010';
  const collection = join(scratch, 'collection.json');
  // Portman writes working files under ./tmp: keep them in the scratch folder.
  const { code, output } = await run(
    bin('portman'),
    [
      '--local',
      openapi,
      '--baseUrl',
      baseUrl,
      '--portmanConfigFile',
      join(here, 'portman-config.json'),
      '--output',
      collection,
    ],
    { cwd: scratch },
  );
  if (code !== 0) throw new Error(`portman failed:\n${output.slice(-3000)}`);
  collectionPath = collection;
  return collection;
}

async function runNewman(collection, baseUrl) {
  const { default: newman } = await import('newman');
  return new Promise((resolvePromise, reject) => {
    newman.run(
      {
        collection: JSON.parse(readFileSync(collection, 'utf8')),
        envVar: [{ key: 'baseUrl', value: baseUrl }],
        reporters: [],
      },
      (error, summary) => (error ? reject(error) : resolvePromise(summary)),
    );
  });
}

async function portman() {
  const mock = await startMock();
  try {
    const collection = await portmanCollection();
    const summary = await runNewman(collection, mock.url);
    const { requests, assertions } = summary.run.stats;
    for (const failure of summary.run.failures)
      say(`  newman: ${failure.source?.name ?? '?'}: ${failure.error?.message ?? failure.error}`);
    return {
      ok: assertions.failed === 0 && assertions.total > 0 && summary.run.failures.length === 0,
      figures: `${requests.total} requests, ${assertions.total} assertions, ${assertions.failed} failed`,
    };
  } finally {
    await mock.stop();
  }
}

/**
 * Prism's log, cut into one block per request: the upstream status and the violations logged
 * for it. Requests are sent one at a time, so each violation follows its own request.
 */
function prismBlocks(log) {
  const blocks = [];
  for (const line of log.split('\n')) {
    const received = /\[HTTP SERVER\] (\w+) (\S+) .*Request received/.exec(line);
    if (received) {
      blocks.push({ request: `${received[1].toUpperCase()} ${received[2]}`, violations: [] });
      continue;
    }
    const block = blocks.at(-1);
    if (!block) continue;
    const upstream = /has returned (\d{3})/.exec(line);
    if (upstream) block.status = Number(upstream[1]);
    const violation = /Violation: (\S+) ?(.*)$/.exec(line);
    if (violation) block.violations.push({ where: violation[1], message: violation[2] });
  }
  return blocks;
}

async function prism() {
  const mock = await startMock();
  const port = await freePort();
  // Prism 5.16 needs Node 24: the `node` package of tools/peers provides it.
  const proxy = await startProcess(
    bin('node'),
    [bin('prism'), 'proxy', openapi, mock.url, '--host', '127.0.0.1', '--port', String(port)],
    /Prism is listening on (http:\/\/\S+)/,
    { timeoutMs: 90_000 },
  );
  const proxyUrl = `http://127.0.0.1:${port}`;
  try {
    // Realistic traffic 1: every documented request with its example, through the proxy.
    const collection = await portmanCollection();
    const examplesFrom = proxy.state.log.length;
    const summary = await runNewman(collection, proxyUrl);
    const exampleBlocks = prismBlocks(proxy.state.log.slice(examplesFrom));
    // Realistic traffic 2: the contract suite, on a reseeded mock.
    await fetch(`${mock.url}/__standin/reset`, { method: 'POST' });
    const contractFrom = proxy.state.log.length;
    const contract = await run(process.execPath, [
      join(root, 'bin/standin.js'),
      'contract',
      '--base-url',
      proxyUrl,
      '--email',
      DEMO.email,
      '--password',
      DEMO.password,
      '--project-id',
      'prj_acme_support',
    ]);
    const contractBlocks = prismBlocks(proxy.state.log.slice(contractFrom));

    const exampleViolations = exampleBlocks.flatMap((b) =>
      b.violations.map((v) => ({ ...v, request: b.request, status: b.status })),
    );
    const contractViolations = contractBlocks.flatMap((b) =>
      b.violations.map((v) => ({ ...v, request: b.request, status: b.status })),
    );
    // The contract suite sends invalid requests on purpose (no token, a bad date, an unknown
    // route). Prism rightly flags those requests; they count against the document only when the
    // mock accepted them. Every response violation counts.
    const counted = [
      ...exampleViolations,
      ...contractViolations.filter(
        (v) => v.where.startsWith('response') || !(v.status >= 400 && v.status < 500),
      ),
    ];
    const refused = contractViolations.length - counted.length + exampleViolations.length;
    for (const v of counted) say(`  prism: ${v.request} → ${v.status}: ${v.where} ${v.message}`);
    const contractLine = /Result: (\w+) \(([^)]*)\)/.exec(contract.output);
    return {
      ok:
        counted.length === 0 &&
        contract.code === 0 &&
        summary.run.stats.assertions.failed === 0 &&
        exampleBlocks.length > 0 &&
        contractBlocks.length > 0,
      figures:
        `${counted.length} violations in ${exampleBlocks.length + contractBlocks.length} requests ` +
        `(${exampleBlocks.length} example requests: ${exampleViolations.length}; contract suite ` +
        `${contractLine ? `${contractLine[1]}, ${contractLine[2]}` : `exit ${contract.code}`}: ` +
        `${refused} request violations on invalid requests it sends on purpose and the mock refused with a 4xx)`,
      log: contract.code === 0 ? undefined : contract.output,
    };
  } finally {
    await proxy.stop();
    await mock.stop();
  }
}

const TOOLS = { spectral, specmatic, portman, prism };

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in TOOLS));
  if (unknown.length > 0) {
    say(`unknown tool ${unknown.join(', ')}; choose from ${Object.keys(TOOLS).join(', ')}.`);
    return 2;
  }
  if (!existsSync(join(root, 'dist/bundle/cli.js'))) {
    say('dist/ is missing: run `npm ci` (or `npm run build`) in the repository first.');
    return 2;
  }
  await ensureInstalled();
  let failed = 0;
  for (const name of wanted.length > 0 ? wanted : Object.keys(TOOLS)) {
    const toolStarted = performance.now();
    let result;
    try {
      result = await TOOLS[name]();
    } catch (error) {
      result = { ok: false, figures: error instanceof Error ? error.message : String(error) };
    }
    const seconds = ((performance.now() - toolStarted) / 1000).toFixed(1);
    say(`${result.ok ? 'PASS' : 'FAIL'} ${name}: ${result.figures} [${seconds} s]`);
    if (!result.ok && result.log) process.stdout.write(`${result.log.slice(-4000)}\n`);
    if (!result.ok) failed += 1;
  }
  say(
    `${failed === 0 ? 'all tools passed' : `${failed} tool(s) failed`} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return failed === 0 ? 0 : 1;
}

main()
  .then((code) => {
    rmSync(scratch, { recursive: true, force: true });
    process.exitCode = code;
  })
  .catch((error) => {
    say(`failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
