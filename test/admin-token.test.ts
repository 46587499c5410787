import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCliPackage } from './support/hardening-cli-build.js';

/**
 * The admin token (docs/product/mock-controls.md, "Admin token"), tested the way users run it:
 * `node bin/standin.js serve` built from the current sources, bound to 0.0.0.0 where that is the
 * point, with every request sent to 127.0.0.1 only.
 */

const REFUSAL =
  'standin serve: --host 0.0.0.0 exposes the admin API; pass --admin-token or STANDIN_ADMIN_TOKEN\n';

interface Serve {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, whatever address the server is bound to. */
  url: string;
  output(): string;
  stop(): Promise<void>;
}

let bin = '';
let folder = '';
const running: Serve[] = [];

beforeAll(async () => {
  ({ bin, folder } = await buildCliPackage());
}, 60_000);

afterAll(async () => {
  await Promise.all(running.map((serve) => serve.stop()));
  await rm(folder, { recursive: true, force: true });
});

function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  if (!('STANDIN_ADMIN_TOKEN' in extra)) delete env.STANDIN_ADMIN_TOKEN;
  return env;
}

/** Runs `standin serve` to its exit (for the refusals): exit code, stdout, stderr. */
function runToExit(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...args], {
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`standin serve ${args.join(' ')} did not exit: ${stdout}${stderr}`));
    }, 15_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts `standin serve --port 0 …` and reads the port from its banner. */
async function serve(args: string[], env: Record<string, string> = {}): Promise<Serve> {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...args], {
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no banner within 20 s: ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /mock ready on http:\/\/[^\s]+:(\d+) /.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`standin serve exited with ${code}: ${output}`)));
  });
  const handle: Serve = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  running.push(handle);
  return handle;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

describe('standin serve --host 0.0.0.0 without an admin token', () => {
  it('refuses to start, with one line and exit 2', async () => {
    const result = await runToExit(['--host', '0.0.0.0']);
    expect(result).toEqual({ code: 2, stdout: '', stderr: REFUSAL });
  });

  it('counts an empty STANDIN_ADMIN_TOKEN as none', async () => {
    const result = await runToExit(['--host', '0.0.0.0'], { STANDIN_ADMIN_TOKEN: '' });
    expect(result).toEqual({ code: 2, stdout: '', stderr: REFUSAL });
  });

  it('refuses a token that cannot travel in a header, without echoing it', async () => {
    const result = await runToExit(['--host', '0.0.0.0', '--admin-token', 'two words']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^standin serve: the admin token must be .+\n$/);
    expect(result.stderr).not.toContain('two words');
  });
});

describe('standin serve --host 0.0.0.0 with STANDIN_ADMIN_TOKEN', () => {
  const token = randomBytes(24).toString('hex');
  let server: Serve;

  beforeAll(async () => {
    server = await serve(['--host', '0.0.0.0', '--seed', '1'], { STANDIN_ADMIN_TOKEN: token });
  }, 30_000);

  it('answers 401 ADMIN_TOKEN_REQUIRED, with the documented error body, when no token is sent', async () => {
    const response = await fetch(`${server.url}/__standin/reset`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="standin-admin"');
    expect(await response.json()).toEqual({
      statusCode: 401,
      message: expect.stringContaining('needs the admin token'),
      error: 'Unauthorized',
      code: 'ADMIN_TOKEN_REQUIRED',
    });
  });

  it('refuses a wrong token, and a user access token, in either header', async () => {
    const accessToken = await signIn(server.url);
    const attempts: Array<Record<string, string>> = [
      { authorization: `Bearer ${token.slice(0, -1)}x` },
      { 'x-standin-admin-token': `${token}0` },
      { authorization: `Bearer ${accessToken}` },
      { authorization: token },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${server.url}/__standin/state`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(401);
      expect(((await response.json()) as { code: string }).code).toBe('ADMIN_TOKEN_REQUIRED');
    }
  });

  it('checks the token before the body: an unauthenticated bad import is 401, not 400', async () => {
    const response = await fetch(`${server.url}/__standin/state`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"not":"a snapshot"}',
    });
    expect(response.status).toBe(401);
  });

  it('serves every guarded route to the right token, as Bearer or X-Standin-Admin-Token', async () => {
    const bearer = { authorization: `Bearer ${token}` };
    const header = { 'x-standin-admin-token': token };
    const reset = await fetch(`${server.url}/__standin/reset`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: '{"seed":2}',
    });
    expect(reset.status).toBe(200);
    expect(((await reset.json()) as { seed: number }).seed).toBe(2);

    const exported = await fetch(`${server.url}/__standin/state`, { headers: header });
    expect(exported.status).toBe(200);
    const imported = await fetch(`${server.url}/__standin/state`, {
      method: 'PUT',
      headers: { ...header, 'content-type': 'application/json' },
      body: await exported.text(),
    });
    expect(imported.status).toBe(200);

    const expired = await fetch(`${server.url}/__standin/tokens/expire`, {
      method: 'POST',
      headers: bearer,
    });
    expect(expired.status).toBe(200);
  });

  it('leaves health, openapi.yaml and the docs open, and the API itself unchanged', async () => {
    for (const path of ['/__standin/health', '/__standin/openapi.yaml', '/__standin/docs']) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(200);
    }
    expect(await signIn(server.url)).toMatch(/^ey/);
    expect(await signIn(`${server.url}/api/v1`)).toMatch(/^ey/);
  });

  it('keeps the admin API at the root: under a prefix it is an unknown route', async () => {
    const response = await fetch(`${server.url}/api/v1/__standin/reset`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
  });

  it('never writes the token to the log or the request journal', async () => {
    const journal = await fetch(`${server.url}/__standin/requests`, {
      headers: { 'x-standin-admin-token': token },
    });
    expect(journal.status).toBe(200);
    const text = await journal.text();
    expect(text).toContain('/__standin/reset');
    expect(text).not.toContain(token);
    expect(server.output()).toContain('/__standin/reset');
    expect(server.output()).not.toContain(token);
  });
});

describe('standin serve on loopback', () => {
  it('needs no token when none is given (nothing changes)', async () => {
    const server = await serve([]);
    expect((await fetch(`${server.url}/__standin/reset`, { method: 'POST' })).status).toBe(200);
    await server.stop();
  }, 30_000);

  it('requires the token once one is given with --admin-token', async () => {
    const token = randomBytes(16).toString('hex');
    const server = await serve(['--admin-token', token]);
    expect((await fetch(`${server.url}/__standin/reset`, { method: 'POST' })).status).toBe(401);
    const reset = await fetch(`${server.url}/__standin/reset`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reset.status).toBe(200);
    await server.stop();
  }, 30_000);
});
