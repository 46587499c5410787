import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../src/generated/openapi.js';
import { createMock } from '../src/mock/create-mock.js';
import { createScopes } from '../src/mock/scopes.js';
import { startServer, type RunningServer } from '../src/mock/start-server.js';

type Schemas = components['schemas'];
const NOW = '2026-01-15T00:00:00Z';
const PROJECT = '/api/v1/projects/prj_acme_support';
const NAMES = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
const SEEDED_SUB_AGENTS = ['Orders', 'FAQ'];

/** A client of one origin that sends `Standin-Scope` when given a scope. */
function client(base: string, scope?: string) {
  const headers = (token?: string): Record<string, string> => ({
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(scope ? { 'standin-scope': scope } : {}),
  });
  async function send<T>(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: headers(token),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  return {
    send,
    async signIn() {
      const answer = await send<{ accessToken: string }>('POST', '/api/v1/auth/login', undefined, {
        email: 'owner@acme.test',
        password: 'Passw0rd!',
      });
      expect(answer.status).toBe(200);
      return answer.body.accessToken;
    },
    async subAgents(token: string) {
      const board = await send<Schemas['Board']>('GET', `${PROJECT}/board`, token);
      expect(board.status).toBe(200);
      return board.body.subAgents.map((agent) => agent.name);
    },
    /** Instructs the builder to add a sub-agent named `name` and applies the suggestion. */
    async addSubAgent(token: string, name: string) {
      const session = await send<Schemas['BuilderSession']>(
        'POST',
        `${PROJECT}/builder/session`,
        token,
        {},
      );
      const message = await send<Schemas['BuilderMessageResponse']>(
        'POST',
        `${PROJECT}/builder/message`,
        token,
        { sessionId: session.body.id, instruction: `add a sub-agent called ${name}` },
      );
      const [suggestion] = message.body.suggestions;
      expect(suggestion?.skillId).toBe('sub_agent.create');
      const applied = await send(
        'POST',
        `${PROJECT}/builder/suggestions/${suggestion?.id}/apply`,
        token,
        {},
      );
      expect(applied.status).toBe(200);
    },
    async reset() {
      const answer = await send<{ status: string }>('POST', '/__standin/reset', undefined, {});
      expect(answer.body.status).toBe('reset');
    },
  };
}

describe('scopes on one standalone server (Standin-Scope)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, quiet: true, now: NOW, conversationsPerOrg: 50 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('8 parallel scopes, each applying and resetting in a loop, never see each other’s changes', async () => {
    const unscoped = client(server.url);
    const token = await unscoped.signIn();
    const rounds = 3;
    await Promise.all(
      NAMES.map(async (name) => {
        const scoped = client(server.url, `worker-${name}`);
        expect(await scoped.subAgents(token)).toEqual(SEEDED_SUB_AGENTS);
        for (let round = 0; round < rounds; round += 1) {
          await scoped.addSubAgent(token, name);
          // Only its own change, whatever the other seven applied meanwhile.
          expect(await scoped.subAgents(token)).toEqual([...SEEDED_SUB_AGENTS, name]);
          await scoped.reset();
          expect(await scoped.subAgents(token)).toEqual(SEEDED_SUB_AGENTS);
        }
        await scoped.addSubAgent(token, name);
      }),
    );
    // Each scope kept its last change; the unscoped data never changed.
    for (const name of NAMES) {
      expect(await client(server.url, `worker-${name}`).subAgents(token)).toEqual([
        ...SEEDED_SUB_AGENTS,
        name,
      ]);
    }
    expect(await unscoped.subAgents(token)).toEqual(SEEDED_SUB_AGENTS);
  });

  it('resets without the header only the unscoped data, and signs tokens good in every scope', async () => {
    const unscoped = client(server.url);
    const scoped = client(server.url, 'reset-check');
    const token = await scoped.signIn();
    await scoped.addSubAgent(token, 'Alpha');
    await unscoped.addSubAgent(token, 'Bravo');
    await unscoped.reset();
    expect(await unscoped.subAgents(token)).toEqual(SEEDED_SUB_AGENTS);
    expect(await scoped.subAgents(token)).toEqual([...SEEDED_SUB_AGENTS, 'Alpha']);
  });

  it('lets a browser send the header: the CORS preflight allows Standin-Scope', async () => {
    const response = await fetch(`${server.url}/api/v1/projects`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,standin-scope',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'standin-scope',
    );
  });
});

describe('scopes in Node tests (setupServer) and their bounds', () => {
  it('routes by the header through msw: apply in one scope, reset it, the others never change', async () => {
    const mock = await createMock({ seed: 1, now: NOW, conversationsPerOrg: 50 });
    const server = setupServer(...mock.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const origin = 'http://standin.test';
      const [a, b, unscoped] = [client(origin, 'a'), client(origin, 'b'), client(origin)];
      const token = await a.signIn();
      await a.addSubAgent(token, 'Alpha');
      expect(await a.subAgents(token)).toEqual([...SEEDED_SUB_AGENTS, 'Alpha']);
      expect(await b.subAgents(token)).toEqual(SEEDED_SUB_AGENTS);
      expect(await unscoped.subAgents(token)).toEqual(SEEDED_SUB_AGENTS);
      // The scope's own mock, for assertions on its store.
      expect((await mock.scope('a')).db.boards.all()[0]).not.toBe(mock.db.boards.all()[0]);
      await a.reset();
      expect(await a.subAgents(token)).toEqual(SEEDED_SUB_AGENTS);
    } finally {
      server.close();
    }
  });

  it('keeps at most `max` scopes, dropping the least recently used, which comes back fresh', async () => {
    const mock = await createMock({ seed: 1, now: NOW, scopes: { max: 2 } });
    const first = await mock.scope('one');
    await mock.scope('two');
    expect(await mock.scope('one')).toBe(first);
    await mock.scope('three'); // drops 'two', the least recently used
    expect(await mock.scope('one')).toBe(first);
    const again = await mock.scope('two');
    expect(await mock.scope('two')).toBe(again);
    // 'three' was the least recently used when 'two' came back.
    expect(await mock.scope('one')).toBe(first);
  });

  it('prunes idle scopes on demand, least recently used first (the registry, on a fake clock)', async () => {
    let now = 0;
    const scopes = createScopes(
      async (name) => ({ name }),
      { max: 3, idleSeconds: 10 },
      () => now,
    );
    await scopes.get('a');
    now = 5_000;
    await scopes.get('b');
    now = 12_000; // 'a' idle for 12 s, 'b' for 7 s
    scopes.prune();
    expect(scopes.names()).toEqual(['b']);
    await scopes.get('c');
    await scopes.get('d');
    await scopes.get('b'); // most recently used again
    await scopes.get('e'); // over the bound of 3: 'c' goes
    expect(scopes.names()).toEqual(['d', 'b', 'e']);
  });

  it('drops a scope unused for idleSeconds', async () => {
    const mock = await createMock({ seed: 1, now: NOW, scopes: { idleSeconds: 0.05 } });
    const first = await mock.scope('idle');
    expect(await mock.scope('idle')).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await mock.scope('idle')).not.toBe(first);
  });
});
