import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCliPackage } from './support/hardening-cli-build.js';
import { startServeProcess, type ServeProcess } from './support/hardening-serve-process.js';

/**
 * `standin serve --max-scopes / --scope-idle / --no-scopes` (docs/product/commands.md), run the
 * way users run it: the built bin, over HTTP on loopback.
 */

let bin = '';
let folder = '';
const running: ServeProcess[] = [];

beforeAll(async () => {
  ({ bin, folder } = await buildCliPackage());
}, 60_000);

afterAll(async () => {
  await Promise.all(running.map((serve) => serve.kill()));
  await rm(folder, { recursive: true, force: true });
});

async function serve(args: string[]): Promise<ServeProcess> {
  const started = await startServeProcess(bin, [
    '--quiet',
    '--now',
    '2026-01-15T00:00:00Z',
    ...args,
  ]);
  running.push(started);
  return started;
}

/** Sign-in, a new sub-agent applied in a scope, and the board's sub-agent names, per scope. */
function client(url: string) {
  const headers = (token: string, scope?: string): Record<string, string> => ({
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    ...(scope ? { 'standin-scope': scope } : {}),
  });
  const project = `${url}/projects/prj_acme_support`;
  return {
    async signIn(): Promise<string> {
      const response = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { accessToken: string }).accessToken;
    },
    async addSubAgent(token: string, name: string, scope?: string): Promise<void> {
      const post = (path: string, body: unknown) =>
        fetch(`${project}/builder/${path}`, {
          method: 'POST',
          headers: headers(token, scope),
          body: JSON.stringify(body),
        }).then(async (response) => ({ status: response.status, body: await response.json() }));
      const session = await post('session', {});
      expect(session.status).toBe(201);
      const message = await post('message', {
        sessionId: session.body.id,
        instruction: `add a sub-agent called ${name} that handles refunds`,
      });
      expect(message.status).toBe(200);
      const applied = await post(`suggestions/${message.body.suggestions[0].id}/apply`, {});
      expect(applied.status).toBe(200);
    },
    async subAgents(token: string, scope?: string): Promise<string[]> {
      const response = await fetch(`${project}/board`, { headers: headers(token, scope) });
      expect(response.status).toBe(200);
      const board = (await response.json()) as { subAgents: { name: string }[] };
      return board.subAgents.map((subAgent) => subAgent.name);
    },
  };
}

describe('standin serve scope flags', () => {
  it('--max-scopes 1 keeps one scope: using a second drops the first, which comes back fresh', async () => {
    const { url } = await serve(['--max-scopes', '1']);
    const api = client(url);
    const token = await api.signIn();
    await api.addSubAgent(token, 'Alpha', 'first');
    expect(await api.subAgents(token, 'first')).toEqual(['Orders', 'FAQ', 'Alpha']);
    await api.addSubAgent(token, 'Bravo', 'second');
    expect(await api.subAgents(token, 'second')).toEqual(['Orders', 'FAQ', 'Bravo']);
    expect(await api.subAgents(token, 'first')).toEqual(['Orders', 'FAQ']);
  });

  it('by default keeps both scopes apart and each keeps its change', async () => {
    const { url } = await serve([]);
    const api = client(url);
    const token = await api.signIn();
    await api.addSubAgent(token, 'Alpha', 'first');
    await api.addSubAgent(token, 'Bravo', 'second');
    expect(await api.subAgents(token, 'first')).toEqual(['Orders', 'FAQ', 'Alpha']);
    expect(await api.subAgents(token, 'second')).toEqual(['Orders', 'FAQ', 'Bravo']);
    expect(await api.subAgents(token)).toEqual(['Orders', 'FAQ']);
  });

  it('--no-scopes ignores the header: a scoped change is everyone’s', async () => {
    const { url } = await serve(['--no-scopes']);
    const api = client(url);
    const token = await api.signIn();
    await api.addSubAgent(token, 'Alpha', 'first');
    expect(await api.subAgents(token)).toEqual(['Orders', 'FAQ', 'Alpha']);
  });

  it('refuses a bad bound with one line and exit 2', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(process.execPath, [bin, 'serve', '--max-scopes', '0'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('--max-scopes');
  });
});
