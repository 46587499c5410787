/* global fetch, URLSearchParams */
// `npm run test:browser`: the example page (examples/web) in a real Chromium, end to end, twice:
//   worker  the handlers run in MSW's service worker (standin/browser); no API server at all
//   server  the page calls `standin serve` on another origin (so CORS is exercised)
// Each run signs in, reads the overview report for a chosen range and compares it with what the
// API itself answers, applies and rejects builder suggestions and watches the board change, then
// expires the session and expects the page to send the user back to sign-in.
//
//   npm run test:browser                  # both modes
//   npm run test:browser -- --mode worker # one mode
//   npm run test:browser -- --headed      # watch it (needs a display)
//
// It also runs the README's browser snippets ("Use it in your app") as printed, on the service
// worker: the sign-in one must store a token, the override one must make /users/me answer 503.
//
// The page is used the way a user's app uses Standin: `npm pack` at the root, then a copy of
// examples/web in a scratch folder installs that tarball (and the msw installed at the root, so a
// run with msw 3 tests msw 3), runs its own `npm run build` (msw init, tsc, vite build) and is
// served from its dist/. Nothing points at this repository's dist/ or sources.
//
// Setup it does on its own: installs Chromium (apt-get) when /usr/bin/chromium is missing, builds
// dist/ when it is missing or older than src/ (the tarball is packed from it). Screenshots go to
// test-results/. Exit 0 = every check passed, 1 = a check failed or setup broke (the reason is
// printed last).
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROMIUM, launchChromium } from './chromium.mjs';
import { readmeSnippets } from './readme-snippets.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const EXAMPLE_SOURCE = join(ROOT, 'examples', 'web');
const SCRATCH = mkdtempSync(join(tmpdir(), 'standin-browser-'));
/** The user's app: a copy of examples/web that installs the packed tarball. */
const EXAMPLE = join(SCRATCH, 'web');
const RESULTS = join(ROOT, 'test-results');
const CREDENTIALS = { email: 'owner@acme.test', password: 'Passw0rd!' };
const EXPECTED_USER = 'Olivia Owner';
const EXPECTED_ORGANIZATION = 'Acme Support';
const PROJECT = 'prj_acme_support';
const PREFIX = '/api/v1';
const EXPIRED_NOTICE = 'Your session expired, sign in again.';
const WATCHDOG_MS = 150_000;

const { values: flags } = parseArgs({
  options: {
    mode: { type: 'string', multiple: true },
    headed: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const modes = flags.mode ?? ['worker', 'server'];
for (const mode of modes) {
  if (mode !== 'worker' && mode !== 'server')
    fail(`--mode must be worker or server, not "${mode}".`);
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)}s`;
const log = (line) => console.log(`[test:browser ${elapsed()}] ${line}`);

function fail(message) {
  console.error(`\n[test:browser] FAILED: ${message}`);
  process.exit(1);
}

// ------------------------------------------------------------------ child processes and cleanup

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
/** @type {Array<() => Promise<void>>} */
const closers = [];

function killChildren(signal) {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}
// 'exit' handlers must be synchronous: SIGKILL cannot be ignored, so no child outlives us.
process.on('exit', () => {
  killChildren('SIGKILL');
  if (flags.keep) console.log(`[test:browser] the app is kept in ${EXAMPLE}`);
  else rmSync(SCRATCH, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n[test:browser] interrupted (${signal})`);
    killChildren('SIGTERM');
    setTimeout(() => process.exit(130), 300).unref();
  });
}

/** Runs a command to completion, echoing its output only when it fails. */
function runStep(description, command, args, options = {}) {
  log(description);
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
      .trim()
      .split('\n')
      .slice(-40)
      .join('\n');
    fail(
      `${description}: \`${command} ${args.join(' ')}\` exited ${result.status ?? result.signal}.\n${output}`,
    );
  }
  return result;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolvePort(port));
    });
  });
}

// ------------------------------------------------------------------ setup

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.env.CHROMIUM_PATH) fail(`CHROMIUM_PATH=${CHROMIUM} does not exist.`);
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      encoding: 'utf8',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  log(`${CHROMIUM} is missing: apt-get install -y chromium`);
  let result = install();
  if (result.status !== 0) {
    log('install failed; apt-get update, then install again');
    spawnSync('apt-get', ['update'], { encoding: 'utf8' });
    result = install();
  }
  if (result.status !== 0 || !existsSync(CHROMIUM)) {
    fail(
      `Chromium could not be installed (apt-get exited ${result.status}). Install it yourself ` +
        `(apt-get install chromium) or point CHROMIUM_PATH at a Chromium binary.\n${(result.stderr ?? '').slice(-2000)}`,
    );
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.includes('.test.')) continue;
    newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

/** dist/ must hold every file the package exports, built from the current src/. */
function ensureDist() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const files = Object.values(pkg.exports)
    .map((target) => (typeof target === 'string' ? target : target.default))
    .filter((file) => file?.startsWith('./dist/'))
    .map((file) => join(ROOT, file));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length === 0 && flags['no-build']) return;
  const oldest = missing.length ? 0 : Math.min(...files.map((file) => statSync(file).mtimeMs));
  if (missing.length) log(`dist/ is incomplete (${missing.length} exported files missing)`);
  else if (newestMtime(join(ROOT, 'src')) > oldest) log('dist/ is older than src/');
  else return;
  runStep('npm run build', 'npm', ['run', 'build']);
}

/** The msw the repository has installed: the app gets the same one (msw 2 or 3, per CI leg). */
function installedMsw() {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules', 'msw', 'package.json'), 'utf8'))
    .version;
}

/**
 * A copy of examples/web that installs the packed tarball, as a user's app would, then builds
 * (msw init, tsc over the page and the README snippets, vite build).
 */
function prepareExample() {
  const packed = runStep('npm pack (the tarball users would install)', 'npm', [
    'pack',
    '--json',
    '--ignore-scripts',
    '--pack-destination',
    SCRATCH,
  ]);
  const tarball = join(SCRATCH, JSON.parse(packed.stdout)[0].filename);
  cpSync(EXAMPLE_SOURCE, EXAMPLE, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|public)$/.test(source),
  });
  const msw = installedMsw();
  runStep(
    `install the tarball and msw ${msw} into the app (${EXAMPLE})`,
    'npm',
    ['install', tarball, `msw@${msw}`, '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: EXAMPLE },
  );
  prepareTeamDocument();
  writeReadmePages();
  runStep('build the example (msw init, tsc, vite build)', 'npm', ['run', 'build'], {
    cwd: EXAMPLE,
  });
  // The README's browser snippets run behind `import.meta.env.DEV`: a development build.
  runStep(
    "build the README's browser snippets (vite build --mode development)",
    'npx',
    [
      'vite',
      'build',
      '--mode',
      'development',
      '--outDir',
      'dist-readme',
      '--config',
      'vite.readme.mjs',
    ],
    { cwd: EXAMPLE, env: { ...process.env, NODE_ENV: 'development' } },
  );
}

/**
 * The team's own document, as a user makes it: `npx standin init` in the app, one assumed member
 * renamed by hand (the user's `name` becomes `displayName`, its value taken from `name`), and
 * its types generated with openapi-typescript. The README snippet that passes it to
 * `startWorker({ spec })` must then sign in with a user that has `displayName`.
 */
function prepareTeamDocument() {
  runStep(
    'npx standin init (writes openapi.yaml into the app)',
    'npx',
    ['--no', 'standin', 'init'],
    {
      cwd: EXAMPLE,
    },
  );
  const file = join(EXAMPLE, 'openapi.yaml');
  const edited = readFileSync(file, 'utf8')
    .replace(/(\n {4}User:\n {6}type: object\n {6}required: \[id, email, )name,/, '$1displayName,')
    .replace(
      /(\n {4}User:\n(?:.*\n)*? {8})name: \{ type: string, minLength: 1 \}/,
      "$1displayName: { type: string, minLength: 1, x-standin-from: '/name' }",
    );
  if ((edited.match(/displayName/g) ?? []).length !== 2)
    fail('could not rename User.name in the openapi.yaml standin init wrote.');
  writeFileSync(file, edited);
  runStep(
    'npx openapi-typescript openapi.yaml -o src/api.d.ts',
    process.execPath,
    [
      join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js'),
      'openapi.yaml',
      '-o',
      'src/api.d.ts',
    ],
    { cwd: EXAMPLE },
  );
}

/** One page per README browser snippet: the snippet as printed, then a line that says it ran. */
function writeReadmePages() {
  const snippets = readmeSnippets(readFileSync(join(ROOT, 'README.md'), 'utf8')).filter(
    (snippet) => snippet.target === 'browser',
  );
  if (snippets.length === 0) fail('README.md has no browser snippet in "Use it in your app".');
  const inputs = {};
  snippets.forEach((snippet, index) => {
    const name = `readme-${index + 1}`;
    writeFileSync(
      join(EXAMPLE, 'src', `${name}.ts`),
      `${snippet.code}\ndocument.body.dataset.snippet = 'done';\n`,
    );
    writeFileSync(
      join(EXAMPLE, `${name}.html`),
      `<!doctype html><html><body><script type="module" src="/src/${name}.ts"></script></body></html>\n`,
    );
    inputs[name] = `${name}.html`;
  });
  writeFileSync(
    join(EXAMPLE, 'vite.readme.mjs'),
    `export default { build: { target: 'es2022', rollupOptions: { input: ${JSON.stringify(inputs)} } } };\n`,
  );
  return snippets.length;
}

// ------------------------------------------------------------------ servers

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/**
 * Serves examples/web/dist (the built page and mockServiceWorker.js). It answers nothing else, and
 * remembers any API call that reached it: in worker mode that means the worker did not answer.
 */
async function serveExample(dist = join(EXAMPLE, 'dist')) {
  const apiCallsSeen = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path.startsWith(PREFIX) || path.startsWith('/__standin') || path.startsWith('/auth')) {
      apiCallsSeen.push(`${request.method} ${path}`);
    }
    const file = normalize(join(dist, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dist + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    response.end(readFileSync(file));
  });
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  closers.push(
    () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  );
  return { url: `http://127.0.0.1:${port}`, apiCallsSeen, server };
}

/** `standin serve` exactly as users start it, on a free port. */
async function startStandin() {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['bin/standin.js', 'serve', '--port', String(port), '--quiet'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  children.add(child);
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  child.once('exit', () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) break;
    const status = await fetch(`${url}/__standin/health`).then(
      (response) => response.status,
      () => null,
    );
    if (status === 200) return { url, stderr: () => stderr };
    await sleep(50);
  }
  fail(
    `standin serve did not answer ${url}/__standin/health within 20 s (exit ${child.exitCode}).\n${stderr}`,
  );
}

// ------------------------------------------------------------------ checks

class CheckFailed extends Error {}

function check(condition, message) {
  if (!condition) throw new CheckFailed(message);
}

/** Waits until `selector`'s text (trimmed) satisfies `want`; fails with what it showed instead. */
async function expectText(page, selector, want, what, timeout = 10_000) {
  const matches = (text) => (typeof want === 'string' ? text === want : want.test(text));
  const deadline = performance.now() + timeout;
  let text = null;
  while (performance.now() < deadline) {
    text = await page
      .locator(selector)
      .first()
      .textContent({ timeout: 1_000 })
      .then(
        (value) => value?.trim() ?? '',
        () => null,
      );
    if (text !== null && matches(text)) return text;
    await sleep(50);
  }
  const error =
    (await page
      .locator('#error')
      .textContent()
      .catch(() => '')) || '';
  throw new CheckFailed(
    `${what}: expected ${selector} to show ${want}, it shows ${JSON.stringify(text)}` +
      (error.trim() ? ` (the page's error box says "${error.trim()}")` : ''),
  );
}

async function attribute(page, selector, name) {
  return page.locator(selector).first().getAttribute(name, { timeout: 10_000 });
}

function isoDay(offsetDays) {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The overview report as the API answers it, through the same transport the page used. */
async function overviewFromApi(mode, page, apiUrl, query) {
  const search = new URLSearchParams(query).toString();
  if (mode === 'server') {
    const login = await fetch(`${apiUrl}${PREFIX}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CREDENTIALS),
    });
    const { accessToken } = await login.json();
    const report = await fetch(`${apiUrl}${PREFIX}/reports/overview?${search}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    check(
      report.status === 200,
      `GET /reports/overview answered ${report.status} to the test itself`,
    );
    return report.json();
  }
  // Worker mode: the API only exists inside the page, so ask it through the service worker.
  return page.evaluate(
    async ({ prefix, credentials, search: query }) => {
      const login = await fetch(`${prefix}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      const { accessToken } = await login.json();
      const report = await fetch(`${prefix}/reports/overview?${query}`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      if (report.status !== 200) throw new Error(`GET /reports/overview answered ${report.status}`);
      return report.json();
    },
    { prefix: PREFIX, credentials: CREDENTIALS, search },
  );
}

/**
 * A `Standin-Scope` header from the page: the scope's board changes, the unscoped one does not,
 * and a reset with the header puts only the scope back. Worker mode goes through the service
 * worker; server mode is a cross-origin call, so Chromium sends a real CORS preflight for it.
 */
async function checkScopes(page, base) {
  return page.evaluate(
    async ({ base: origin, prefix, credentials, project }) => {
      const call = async (method, path, { token, scope, body } = {}) => {
        const headers = { 'content-type': 'application/json' };
        if (token) headers.authorization = `Bearer ${token}`;
        if (scope) headers['standin-scope'] = scope;
        const response = await fetch(`${origin}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
        return response.json();
      };
      const { accessToken: token } = await call('POST', `${prefix}/auth/login`, {
        body: credentials,
      });
      const scope = 'browser-check';
      const board = `${prefix}/projects/${project}/board`;
      const names = async (options) =>
        (await call('GET', board, { token, ...options })).subAgents.map((agent) => agent.name);
      const unscopedBefore = await names({});
      const seeded = await names({ scope });
      const session = await call('POST', `${prefix}/projects/${project}/builder/session`, {
        token,
        scope,
        body: {},
      });
      const message = await call('POST', `${prefix}/projects/${project}/builder/message`, {
        token,
        scope,
        body: { sessionId: session.id, instruction: 'add a sub-agent called Scoped' },
      });
      await call(
        'POST',
        `${prefix}/projects/${project}/builder/suggestions/${message.suggestions[0].id}/apply`,
        { token, scope, body: {} },
      );
      const changed = await names({ scope });
      const unscopedAfter = await names({});
      await call('POST', '/__standin/reset', { scope, body: {} });
      const reset = await names({ scope });
      return { unscopedBefore, seeded, changed, unscopedAfter, reset };
    },
    { base, prefix: PREFIX, credentials: CREDENTIALS, project: PROJECT },
  );
}

/** Sends one instruction and waits for its first pending suggestion whose title matches. */
async function instruct(page, instruction, titlePattern) {
  await page.getByLabel('Instruction').fill(instruction);
  await page.getByRole('button', { name: 'Send' }).click();
  const suggestion = page
    .locator('[data-testid="suggestion"][data-status="pending"]')
    .filter({ hasText: titlePattern })
    .first();
  await suggestion.waitFor({ timeout: 10_000 }).catch(async () => {
    const reply = await page.locator('[data-testid="reply"]').textContent();
    throw new CheckFailed(
      `"${instruction}" gave no pending suggestion matching ${titlePattern}; reply: "${reply}"`,
    );
  });
  return suggestion;
}

async function boardRevision(page) {
  return Number(await attribute(page, '[data-testid="board-revision"]', 'data-value'));
}

async function expectRevision(page, want, what) {
  await expectText(page, '[data-testid="board-revision"]', `revision ${want}`, what);
}

async function runMode(browser, mode, context) {
  const { exampleUrl, apiUrl, apiCallsSeen } = context;
  const shot = (step) =>
    page.screenshot({ path: join(RESULTS, `browser-${mode}-${step}.png`), fullPage: true });
  const pageUrl =
    mode === 'worker'
      ? `${exampleUrl}/?mode=worker`
      : `${exampleUrl}/?mode=server&api=${encodeURIComponent(apiUrl)}`;
  // A fresh context per mode: no service worker, storage or cookies carried over.
  const browserContext = await browser.newContext({ viewport: { width: 1280, height: 1100 } });
  const page = await browserContext.newPage();
  page.setDefaultTimeout(10_000);
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const say = (line) => log(`${mode}: ${line}`);

  try {
    await page.goto(pageUrl);
    await page.locator('body[data-started="true"]').waitFor({ timeout: 20_000 });
    await page.locator('#sign-in').waitFor({ state: 'visible' });
    say(`page started (${await page.locator('#mode').textContent()})`);

    // 1. Sign in → profile.
    await page.getByLabel('E-mail').fill(CREDENTIALS.email);
    await page.getByLabel('Password').fill(CREDENTIALS.password);
    const loginResponse = page.waitForResponse((response) =>
      response.url().endsWith(`${PREFIX}/auth/login`),
    );
    await page.getByRole('button', { name: 'Sign in' }).click();
    const login = await loginResponse;
    if (mode === 'worker') {
      check(
        login.fromServiceWorker(),
        'worker mode: the login answer did not come from the service worker',
      );
    } else {
      check(
        login.url().startsWith(apiUrl) && new URL(apiUrl).origin !== new URL(exampleUrl).origin,
        `server mode: the login went to ${login.url()}, expected the API on another origin (${apiUrl})`,
      );
    }
    check(login.status() === 200, `POST /auth/login answered ${login.status()}`);
    await expectText(page, '[data-testid="profile-name"]', EXPECTED_USER, 'profile name');
    await expectText(
      page,
      '[data-testid="profile-organization"]',
      EXPECTED_ORGANIZATION,
      'organization',
    );
    say(`signed in: the page shows ${EXPECTED_USER} of ${EXPECTED_ORGANIZATION}`);
    await shot('1-signed-in');

    // 2. Overview report for a range that is not the default: the page must send the inputs.
    const query = { startDate: isoDay(-13), endDate: isoDay(-7), timezone: 'UTC' };
    await page.getByLabel('Start date').fill(query.startDate);
    await page.getByLabel('End date').fill(query.endDate);
    await page.getByLabel('Time zone').fill(query.timezone);
    await page.getByRole('button', { name: 'Show report' }).click();
    await expectText(
      page,
      '[data-testid="report-range"]',
      `${query.startDate} to ${query.endDate} (UTC)`,
      'report range',
    );
    const expected = await overviewFromApi(mode, page, apiUrl, query);
    check(
      expected.summary.conversationsCount > 0,
      `the API reports no conversations for ${query.startDate}..${query.endDate}`,
    );
    for (const metric of ['conversationsCount', 'resolutionsCount', 'avgFirstResponseTime']) {
      const shown = await attribute(page, `[data-testid="metric-${metric}"]`, 'data-value');
      check(
        shown === String(expected.summary[metric]),
        `overview ${metric}: the page shows ${shown}, the API answers ${expected.summary[metric]} for the same range`,
      );
    }
    await expectText(
      page,
      '[data-testid="metric-conversationsCount"]',
      new Intl.NumberFormat('en-US').format(expected.summary.conversationsCount),
      'conversations as displayed',
    );
    say(
      `report ${query.startDate}..${query.endDate}: ${expected.summary.conversationsCount} conversations, ` +
        `${expected.summary.resolutionsCount} resolutions, first response ${expected.summary.avgFirstResponseTime}s (= API)`,
    );
    await shot('2-report');

    // 3. Builder: the demo project is picked, a session starts, suggestions are applied / rejected.
    const selected = await page.locator('#project').inputValue();
    check(selected === PROJECT, `the builder picked project "${selected}", expected ${PROJECT}`);
    await page.locator('[data-testid="board-revision"][data-value]').waitFor();
    const revision0 = await boardRevision(page);
    check(
      (await page.locator('[data-testid="board-sub-agents"] li[data-name="Billing"]').count()) ===
        0,
      'the board already has a "Billing" sub-agent before anything was applied',
    );
    await page.getByRole('button', { name: 'Start session' }).click();
    await page.getByLabel('Instruction').and(page.locator(':enabled')).waitFor();

    const billing = await instruct(
      page,
      'add a sub-agent called Billing that handles refunds',
      /Billing/,
    );
    await billing.getByRole('button', { name: 'Apply' }).click();
    await page
      .locator('[data-testid="suggestion"][data-status="applied"]')
      .filter({ hasText: 'Billing' })
      .waitFor();
    await page.locator('[data-testid="board-sub-agents"] li[data-name="Billing"]').waitFor();
    await expectRevision(page, revision0 + 1, 'revision after applying "Billing"');
    say(
      `applied "Create sub-agent Billing": on the board, revision ${revision0} → ${revision0 + 1}`,
    );

    const line = await instruct(page, 'connect LINE channel 1657012345 as Acme LINE', /LINE/);
    await line.getByRole('button', { name: 'Apply' }).click();
    await page.locator('[data-testid="board-line-channels"] li[data-name="Acme LINE"]').waitFor();
    await expectRevision(page, revision0 + 2, 'revision after connecting LINE');
    say(`applied "connect LINE": "Acme LINE" on the board, revision ${revision0 + 2}`);

    const testMode = await instruct(page, 'turn on test mode for alice@acme.test', /test mode/i);
    const testModeId = await testMode.getAttribute('data-id');
    await testMode.getByRole('button', { name: 'Reject' }).click();
    const rejected = page.locator(`[data-testid="suggestion"][data-id="${testModeId}"]`);
    await expectText(
      page,
      `[data-testid="suggestion"][data-id="${testModeId}"] .badge`,
      'rejected',
      'rejected badge',
    );
    check(
      (await rejected.getByRole('button').count()) === 0,
      'a rejected suggestion still offers Apply / Reject',
    );
    check(
      (await attribute(page, '[data-testid="board-test-mode"]', 'data-enabled')) === 'false',
      'test mode is on after its suggestion was rejected',
    );
    await expectRevision(page, revision0 + 2, 'revision after a rejection (must not move)');
    say('rejected "Turn on test mode": shown as rejected, test mode still off, revision unchanged');
    await shot('3-builder');

    // 4. Expired session → back to sign-in with a notice; signing in again works.
    if (mode === 'server') {
      const expire = await fetch(`${apiUrl}/__standin/tokens/expire`, { method: 'POST' });
      check(expire.status === 200, `POST /__standin/tokens/expire answered ${expire.status}`);
    } else {
      // Through the worker, like any call the page makes.
      await page.getByRole('button', { name: 'Expire all tokens' }).click();
      await expectText(page, '#notice', /expired/, 'notice after expiring tokens');
    }
    await page.getByRole('button', { name: 'Show report' }).click();
    await page.locator('#sign-in').waitFor({ state: 'visible' });
    check(await page.locator('#app').isHidden(), 'the app stays visible after a 401');
    await expectText(page, '#notice', EXPIRED_NOTICE, 'notice after a 401');
    say(`a 401 sent the page back to sign-in: "${EXPIRED_NOTICE}"`);
    await shot('4-expired');

    await page.getByLabel('E-mail').fill(CREDENTIALS.email);
    await page.getByLabel('Password').fill(CREDENTIALS.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#app').waitFor({ state: 'visible' });
    await expectText(
      page,
      '[data-testid="profile-name"]',
      EXPECTED_USER,
      'profile after signing in again',
    );
    check(
      await page.locator('#notice').isHidden(),
      'the expiry notice stays after signing in again',
    );
    say('signed in again');

    // 5. Scopes: a header gives the page its own copy of the data.
    const scopes = await checkScopes(page, mode === 'server' ? apiUrl : '');
    check(
      JSON.stringify(scopes.changed) === JSON.stringify([...scopes.seeded, 'Scoped']) &&
        JSON.stringify(scopes.unscopedAfter) === JSON.stringify(scopes.unscopedBefore) &&
        JSON.stringify(scopes.reset) === JSON.stringify(scopes.seeded),
      `Standin-Scope did not isolate the data: ${JSON.stringify(scopes)}`,
    );
    say(
      `Standin-Scope: the scope's board changed (${scopes.changed.join(', ')}), the unscoped one did not; its reset put only the scope back`,
    );

    check(pageErrors.length === 0, `the page threw: ${pageErrors.join(' | ')}`);
    if (mode === 'worker') {
      check(
        apiCallsSeen.length === 0,
        `worker mode: API calls bypassed the service worker and reached the static server: ${apiCallsSeen.join(', ')}`,
      );
    }
  } catch (error) {
    await shot('failure').catch(() => {});
    const detail = pageErrors.length ? `\npage errors: ${pageErrors.join(' | ')}` : '';
    const reason = error instanceof CheckFailed ? error.message : String(error?.stack ?? error);
    throw new CheckFailed(
      `${mode} mode: ${reason}${detail}\nscreenshot: test-results/browser-${mode}-failure.png`,
    );
  } finally {
    await browserContext.close().catch(() => {});
  }
}

// ------------------------------------------------------------------ README snippets

/**
 * Each README browser snippet, as printed, on the service worker (a development build, so the
 * `import.meta.env.DEV` guard is on): the sign-in snippet stores a token; the override snippet
 * makes GET /users/me answer 503.
 */
async function runReadmePages(browser, readme) {
  const snippets = readmeSnippets(readFileSync(join(ROOT, 'README.md'), 'utf8')).filter(
    (snippet) => snippet.target === 'browser',
  );
  for (const [index, snippet] of snippets.entries()) {
    const name = `readme-${index + 1}`;
    const browserContext = await browser.newContext();
    const page = await browserContext.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    try {
      await page.goto(`${readme.url}/${name}.html`);
      await page
        .locator('body[data-snippet="done"]')
        .waitFor({ state: 'attached', timeout: 20_000 })
        .catch(() => {
          throw new CheckFailed(
            `README browser snippet ${index + 1} did not run to its end; page errors: ${pageErrors.join(' | ') || 'none'}`,
          );
        });
      if (snippet.code.includes('worker.use(')) {
        const status = await page.evaluate(async () => (await fetch('/api/v1/users/me')).status);
        check(
          status === 503,
          `README override snippet: GET /api/v1/users/me answered ${status}, not 503`,
        );
        log(`README snippet ${index + 1} (worker.use override): GET /api/v1/users/me answers 503`);
      } else if (snippet.code.includes('startWorker({ spec })')) {
        // The worker serves the app's edited openapi.yaml: the user has displayName, not name.
        const user = await page.evaluate(async () => {
          const response = await fetch('/api/v1/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' }),
          });
          return (await response.json()).user;
        });
        check(
          user?.displayName === EXPECTED_USER && !('name' in user),
          `README own-document snippet: the worker's user is ${JSON.stringify(user)}, not { displayName: ${JSON.stringify(EXPECTED_USER)} } without name`,
        );
        const token = await page.evaluate(() => globalThis.sessionStorage.getItem('token'));
        check(
          typeof token === 'string' && token.split('.').length === 3,
          `README own-document snippet: sessionStorage.token is ${JSON.stringify(token)}, not a JWT`,
        );
        log(
          `README snippet ${index + 1} (startWorker({ spec })): the worker follows the edited openapi.yaml (displayName)`,
        );
      } else {
        const token = await page.evaluate(() => globalThis.sessionStorage.getItem('token'));
        check(
          typeof token === 'string' && token.split('.').length === 3,
          `README sign-in snippet: sessionStorage.token is ${JSON.stringify(token)}, not a JWT`,
        );
        log(`README snippet ${index + 1} (sign in): signed in on the worker, token stored`);
      }
      check(
        pageErrors.length === 0,
        `README snippet ${index + 1} threw: ${pageErrors.join(' | ')}`,
      );
    } finally {
      await browserContext.close().catch(() => {});
    }
  }
  check(
    readme.apiCallsSeen.length === 0,
    `README snippets: API calls bypassed the service worker: ${readme.apiCallsSeen.join(', ')}`,
  );
}

// ------------------------------------------------------------------ main

async function main() {
  mkdirSync(RESULTS, { recursive: true });
  ensureChromium();
  if (!flags['no-build']) ensureDist();
  prepareExample();

  const example = await serveExample();
  const readme = modes.includes('worker') ? await serveExample(join(EXAMPLE, 'dist-readme')) : null;
  const standin = modes.includes('server') ? await startStandin() : null;
  log(`example on ${example.url}${standin ? `, standin serve on ${standin.url}` : ''}`);

  const watchdog = setTimeout(
    () => fail(`still running after ${WATCHDOG_MS / 1000} s; giving up`),
    WATCHDOG_MS,
  );
  watchdog.unref();
  const browser = await launchChromium({ headless: !flags.headed });
  closers.unshift(() => browser.close());
  try {
    for (const mode of modes) {
      await runMode(browser, mode, {
        exampleUrl: example.url,
        apiUrl: standin?.url,
        apiCallsSeen: example.apiCallsSeen,
      });
    }
    if (readme) await runReadmePages(browser, readme);
  } finally {
    for (const close of closers) await close().catch(() => {});
    killChildren('SIGTERM');
  }
  log(`PASSED (${modes.join(' + ')}); screenshots in test-results/`);
}

main().then(
  () => process.exit(0),
  (error) => {
    for (const close of closers) close().catch(() => {});
    fail(error instanceof CheckFailed ? error.message : String(error?.stack ?? error));
  },
);
