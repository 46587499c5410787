/* global fetch */
// `npm run test:browser` (second part): the HTML contract report in a real Chromium.
//
// 1. `node bin/standin.js serve` on a free loopback port: the mock, as it ships.
// 2. A small proxy in front of it breaks it the way real backends do: GET /users/me answers 500,
//    and the profile's user carries firstName and lastName instead of name.
// 3. The shipped command writes the report:
//    `node bin/standin.js contract --base-url <proxy> … --reporter html --output test-results/contract-report.html`
//    and must exit 1 (contract failures).
// 4. Chromium opens the file from file:// and checks the verdict, the seed-violations section,
//    a visible curl line, and that no request leaves file:// (the page is self-contained).
//    A screenshot goes to test-results/contract-report.png.
//
// Setup it does on its own: builds dist/ when it is missing or older than src/. Exit 0 = every
// check passed, 1 = a check failed or setup broke (the reason is printed last).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchChromium } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = join(ROOT, 'test-results');
const REPORT = join(RESULTS, 'contract-report.html');
const SCREENSHOT = join(RESULTS, 'contract-report.png');
const BIN = join(ROOT, 'bin', 'standin.js');
const CREDENTIALS = ['--email', 'owner@acme.test', '--password', 'Passw0rd!'];
const WATCHDOG_MS = 120_000;

const started = performance.now();
const log = (line) =>
  console.log(
    `[test:report-browser ${((performance.now() - started) / 1000).toFixed(1)}s] ${line}`,
  );

/** @type {Array<() => Promise<void> | void>} */
const cleanups = [];
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

async function fail(message) {
  console.error(`\n[test:report-browser] FAILED: ${message}`);
  await cleanUp();
  process.exit(1);
}

setTimeout(() => void fail(`no result after ${WATCHDOG_MS / 1000} s`), WATCHDOG_MS).unref();

function ensureBuilt() {
  const bundle = join(ROOT, 'dist', 'bundle', 'cli.js');
  // `find -newer` lists the first source file changed after the bundle was built, if any.
  const newer = existsSync(bundle)
    ? spawnSync('find', ['src', '-name', '*.ts', '-newer', bundle, '-print', '-quit'], {
        cwd: ROOT,
        encoding: 'utf8',
      }).stdout.trim()
    : 'no bundle';
  if (newer === '') return;
  log('dist/ is missing or older than src/: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0)
    return fail(`npm run build exited ${result.status}.\n${(result.stderr ?? '').slice(-2000)}`);
}

function listen(server) {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server.address().port)),
  );
}

/** `standin serve` on a free port (chosen by asking the OS for one first). */
async function startMock() {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  const child = spawn(process.execPath, [BIN, 'serve', '--port', String(port), '--quiet'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill('SIGTERM');
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/__standin/health`)).ok) return url;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return fail(`standin serve did not answer ${url}/__standin/health within 10 s`);
}

/** A proxy that breaks the mock in two ways: a 500 on /users/me, a renamed profile field. */
async function startBrokenProxy(target) {
  const server = createServer(async (incoming, outgoing) => {
    const chunks = [];
    for await (const chunk of incoming) chunks.push(chunk);
    const path = incoming.url ?? '/';
    const route = path.split('?')[0].replace(/^\/api\/v1(?=\/)/, '');
    if (route === '/users/me') {
      outgoing.writeHead(500, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ statusCode: 500, message: 'Internal server error' }));
      return;
    }
    const { host: _host, 'content-length': _length, connection: _c, ...headers } = incoming.headers;
    const body = Buffer.concat(chunks);
    const answer = await fetch(`${target}${path}`, {
      method: incoming.method,
      headers,
      ...(body.length > 0 ? { body } : {}),
      redirect: 'manual',
    });
    let text = await answer.text();
    if (route === '/auth/profile' && answer.status === 200) {
      const json = JSON.parse(text);
      const [firstName, lastName] = String(json.user.name).split(' ');
      delete json.user.name;
      Object.assign(json.user, { firstName, lastName });
      text = JSON.stringify(json);
    }
    const passed = [...answer.headers].filter(
      ([name]) => !['content-length', 'transfer-encoding', 'content-encoding'].includes(name),
    );
    outgoing.writeHead(answer.status, Object.fromEntries(passed));
    outgoing.end(text);
  });
  const port = await listen(server);
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return `http://127.0.0.1:${port}`;
}

function writeReport(baseUrl) {
  log(`standin contract --base-url ${baseUrl} --reporter html --output ${REPORT}`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        BIN,
        'contract',
        '--base-url',
        baseUrl,
        ...CREDENTIALS,
        '--reporter',
        'html',
        '--output',
        REPORT,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function checkInBrowser() {
  const browser = await launchChromium({ headless: true });
  cleanups.push(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const leaving = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('file://')) leaving.push(request.url());
  });
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(pathToFileURL(REPORT).href);

  const verdict = (await page.locator('#verdict').textContent())?.trim();
  if (verdict !== 'FAILED') return fail(`the verdict reads ${JSON.stringify(verdict)}, not FAILED`);
  const seed = page.locator('#seed-violations');
  if (!(await seed.isVisible())) return fail('the seed-violations section is not visible');
  const seedText = (await seed.textContent()) ?? '';
  if (!seedText.includes('getCurrentUser') || !seedText.includes('answers 500'))
    return fail(`the seed violations do not name the 500 on /users/me:\n${seedText.slice(0, 600)}`);
  const differences = (await page.locator('#differences').textContent()) ?? '';
  if (!differences.includes('the backend sends firstName, lastName; openapi.yaml assumes name'))
    return fail(`the differences do not say what the profile sent:\n${differences.slice(0, 600)}`);
  const curl = seed.locator('.curl code').first();
  if (!(await curl.isVisible())) return fail('no curl line is visible in the seed violations');
  const curlText = (await curl.textContent()) ?? '';
  if (!/^curl -sS -X GET '.*\/users\/me'/.test(curlText))
    return fail(`the first curl line is not the /users/me request: ${curlText}`);
  const shown = await page.content();
  if (/eyJ[\w-]{10,}/.test(shown) || shown.includes('Passw0rd!'))
    return fail('the page shows a token or the password: secrets must be redacted');
  await page.locator('#seed-violations button.copy').first().click();
  if (errors.length > 0) return fail(`the page threw: ${errors.join('; ')}`);
  if (leaving.length > 0)
    return fail(`the page requested ${leaving.join(', ')}: not self-contained`);
  await page.screenshot({ path: SCREENSHOT, fullPage: true });
  log(`verdict ${verdict}, seed violations and a curl line visible, no request left file://`);
  log(`screenshot: ${SCREENSHOT}`);
}

mkdirSync(RESULTS, { recursive: true });
ensureBuilt();
const mock = await startMock();
const proxy = await startBrokenProxy(mock);
const { code, output } = await writeReport(proxy);
if (code !== 1)
  await fail(`standin contract exited ${code}, not 1 (contract failures):\n${output}`);
await checkInBrowser();
await cleanUp();
log('passed');
