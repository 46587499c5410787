import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/mock/start-server.js';
import { call, login, startTestServer } from './support/http.js';

type ErrorAnswer = { statusCode: number; code: string; message: string | string[]; error: string };

let server: RunningServer;
let base: string;

beforeAll(async () => {
  server = await startTestServer();
  base = server.url;
});
afterAll(() => server.close());

describe('prefixes', () => {
  it.each(['', '/api/v1'])('serves login and profile under %j by default', async (prefix) => {
    const token = await login(base, 'owner@acme.test', prefix);
    const profile = await call<{ user: { id: string } }>(base, 'GET', `${prefix}/users/me`, {
      token,
    });
    expect(profile.status).toBe(200);
    expect(profile.body.user.id).toBe('usr_acme_owner');
  });

  it('serves exactly the --prefix given, and 404s with the documented body elsewhere', async () => {
    const restricted = await startTestServer({ prefixes: ['/gateway/v2'] });
    try {
      expect(
        (
          await call(restricted.url, 'POST', '/gateway/v2/auth/login', {
            body: { email: 'owner@acme.test', password: 'Passw0rd!' },
          })
        ).status,
      ).toBe(200);
      for (const path of ['/auth/login', '/api/v1/auth/login', '/x/gateway/v2/auth/login']) {
        const answer = await call<ErrorAnswer>(restricted.url, 'POST', path, { body: {} });
        expect(answer.status, path).toBe(404);
        expect(answer.body.code).toBe('NOT_FOUND');
        expect(String(answer.body.message)).toContain('/gateway/v2');
      }
      expect((await call(restricted.url, 'GET', '/__standin/health')).status).toBe(200);
    } finally {
      await restricted.close();
    }
  });
});

describe('CORS', () => {
  it('answers a preflight for Authorization with credentials from any origin', async () => {
    const response = await fetch(`${base}/api/v1/users/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
  });

  it('exposes WWW-Authenticate on a cross-origin 401', async () => {
    const response = await fetch(`${base}/users/me`, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-expose-headers')).toContain('WWW-Authenticate');
  });
});

describe('limits and validation', () => {
  it('answers 413 for a body over 1 MiB', async () => {
    const answer = await call<ErrorAnswer>(base, 'POST', '/auth/login', {
      rawBody: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect([answer.status, answer.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const answer = await call<ErrorAnswer>(base, 'POST', '/auth/login', {
      rawBody: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect([answer.status, answer.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('answers 400 listing every problem before the handler runs', async () => {
    const answer = await call<ErrorAnswer>(base, 'POST', '/auth/login', {
      body: { email: 'nope', password: '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    expect(answer.body.message).toHaveLength(2);
  });

  it('answers an unknown route with the documented 404 body', async () => {
    const answer = await call<ErrorAnswer>(base, 'GET', '/api/v1/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND' });
  });
});

describe('Prefer', () => {
  it('answers Prefer: code=401 with the documented 401 example, whatever the token', async () => {
    const token = await login(base);
    const answer = await call<ErrorAnswer>(base, 'GET', '/api/v1/auth/profile', {
      token,
      headers: { Prefer: 'code=401' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('TOKEN_EXPIRED');
    expect(answer.headers.get('preference-applied')).toBe('code=401');
  });

  it('answers 400 for a status the operation does not document, when it documents 400', async () => {
    const answer = await call<ErrorAnswer>(base, 'POST', '/auth/login', {
      body: {},
      headers: { Prefer: 'code=418' },
    });
    expect(answer.status).toBe(400);
    expect(String(answer.body.message)).toContain('418');
  });

  it('delays one response with Prefer: delay', async () => {
    const started = performance.now();
    const answer = await call(base, 'GET', '/api/v1/users/me', {
      headers: { Prefer: 'delay=250' },
    });
    expect(answer.status).toBe(401);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });
});

describe('the drift guard', () => {
  it('turns an off-spec response into 500 MOCK_DRIFT naming the operation and the pointer', async () => {
    const drifting = await startTestServer();
    try {
      // A handler that forgets the organization and sends a numeric e-mail.
      drifting.mock.use(http.get('*/users/me', () => HttpResponse.json({ user: { email: 42 } })));
      const answer = await call<ErrorAnswer>(drifting.url, 'GET', '/users/me', {
        token: await login(drifting.url),
      });
      expect(answer.status).toBe(500);
      expect(answer.body.code).toBe('MOCK_DRIFT');
      expect(String(answer.body.message)).toContain('getCurrentUser');
      expect(String(answer.body.message)).toMatch(/\/user/);
    } finally {
      await drifting.close();
    }
  });

  it('lets the off-spec response through with validation off', async () => {
    const loose = await startTestServer({ validateResponses: false });
    try {
      loose.mock.use(http.get('*/users/me', () => HttpResponse.json({ user: { email: 42 } })));
      const answer = await call(loose.url, 'GET', '/users/me', { token: await login(loose.url) });
      expect(answer.status).toBe(200);
    } finally {
      await loose.close();
    }
  });
});

describe('admin API', () => {
  it('reports health', async () => {
    const answer = await call<{ status: string; seed: number; prefixes: string[] }>(
      base,
      'GET',
      '/__standin/health',
    );
    expect(answer.body).toMatchObject({ status: 'ok', seed: 1, prefixes: ['', '/api/v1'] });
  });

  it('keeps a bounded journal with secrets redacted', async () => {
    const token = await login(base);
    await call(base, 'GET', '/api/v1/users/me', { token });
    const journal = await call<{
      limit: number;
      items: Array<{ path: string; requestBody: unknown; requestHeaders: Record<string, string> }>;
    }>(base, 'GET', '/__standin/requests');
    expect(journal.body.limit).toBe(500);
    expect(journal.text).not.toContain('Passw0rd!');
    expect(journal.text).not.toContain(token);
    const loginEntry = journal.body.items
      .filter((item) => item.path === '/api/v1/auth/login')
      .at(-1);
    expect(loginEntry?.requestBody).toEqual({ email: 'owner@acme.test', password: '[REDACTED]' });
    const profileEntry = journal.body.items
      .filter((item) => item.path === '/api/v1/users/me')
      .at(-1);
    expect(profileEntry?.requestHeaders.authorization).toBe('Bearer [REDACTED]');
  });

  it('bounds the journal', async () => {
    const small = await startTestServer({ journalLimit: 5 });
    try {
      for (let i = 0; i < 12; i += 1) await call(small.url, 'GET', '/__standin/health');
      const journal = await call<{ items: Array<{ id: number }> }>(
        small.url,
        'GET',
        '/__standin/requests',
      );
      expect(journal.body.items).toHaveLength(5);
      expect(journal.body.items.at(-1)?.id).toBe(12);
    } finally {
      await small.close();
    }
  });

  it('expires every issued token', async () => {
    const isolated = await startTestServer();
    try {
      const token = await login(isolated.url);
      expect((await call(isolated.url, 'POST', '/__standin/tokens/expire')).status).toBe(200);
      const answer = await call<ErrorAnswer>(isolated.url, 'GET', '/api/v1/users/me', { token });
      expect([answer.status, answer.body.code]).toEqual([401, 'TOKEN_EXPIRED']);
    } finally {
      await isolated.close();
    }
  });

  it('serves openapi.yaml and an API reference page whose assets are local', async () => {
    const yaml = await call(base, 'GET', '/__standin/openapi.yaml');
    expect(yaml.status).toBe(200);
    expect(yaml.headers.get('content-type')).toContain('application/yaml');
    expect(yaml.text).toContain('openapi: 3.1.0');
    const page = await call(base, 'GET', '/__standin/docs');
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
    const scripts = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const asset of scripts) {
      const answer = await fetch(`${base}${asset}`);
      expect(answer.status, asset).toBe(200);
    }
    expect((await call(base, 'GET', '/__standin/docs/assets/..%2F..%2Fpackage.json')).status).toBe(
      404,
    );
  });

  it('exports the state and imports it back', async () => {
    const isolated = await startTestServer();
    try {
      const exported = await call<{ projects: Array<{ id: string; name: string }> }>(
        isolated.url,
        'GET',
        '/__standin/state',
      );
      expect(exported.status).toBe(200);
      const renamed = structuredClone(exported.body);
      const first = renamed.projects[0];
      if (!first) throw new Error('no projects');
      first.name = 'Renamed by import';
      const imported = await call(isolated.url, 'PUT', '/__standin/state', { body: renamed });
      expect(imported.status).toBe(200);
      const projects = await call<{ items: Array<{ name: string }> }>(
        isolated.url,
        'GET',
        '/projects',
        {
          token: await login(isolated.url),
        },
      );
      expect(projects.body.items.map((p) => p.name)).toContain('Renamed by import');
      const bad = await call<ErrorAnswer>(isolated.url, 'PUT', '/__standin/state', {
        body: { version: 2 },
      });
      expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      const reset = await call<{ status: string }>(isolated.url, 'POST', '/__standin/reset', {
        body: {},
      });
      expect(reset.body.status).toBe('reset');
      const again = await call<{ items: Array<{ name: string }> }>(
        isolated.url,
        'GET',
        '/projects',
        {
          token: await login(isolated.url),
        },
      );
      expect(again.body.items.map((p) => p.name)).not.toContain('Renamed by import');
    } finally {
      await isolated.close();
    }
  });
});

describe('--state-file', () => {
  it('has every acknowledged change on disk, and a restart restores it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'standin-state-'));
    const stateFile = join(folder, 'state.json');
    const first = await startTestServer({ stateFile });
    const exported = await call<{ projects: Array<{ name: string }> }>(
      first.url,
      'GET',
      '/__standin/state',
    );
    const changed = structuredClone(exported.body);
    (changed.projects[0] as { name: string }).name = 'Survives restarts';
    expect((await call(first.url, 'PUT', '/__standin/state', { body: changed })).status).toBe(200);
    // Acknowledged means on disk, before the response.
    expect(await readFile(stateFile, 'utf8')).toContain('Survives restarts');
    await first.close();

    const second = await startTestServer({ stateFile });
    try {
      const projects = await call<{ items: Array<{ name: string }> }>(
        second.url,
        'GET',
        '/projects',
        {
          token: await login(second.url),
        },
      );
      expect(projects.body.items.map((p) => p.name)).toContain('Survives restarts');
    } finally {
      await second.close();
    }
  });

  it('refuses to start on a corrupt state file, and leaves the file as it was', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'standin-state-'));
    const stateFile = join(folder, 'state.json');
    await writeFile(stateFile, '{"version": 1, "projects": [');
    await expect(startTestServer({ stateFile })).rejects.toThrow(/state file .*not valid JSON/);
    expect(await readFile(stateFile, 'utf8')).toBe('{"version": 1, "projects": [');
    await writeFile(stateFile, JSON.stringify({ version: 1 }));
    await expect(startTestServer({ stateFile })).rejects.toThrow(/state file/);
  });
});
