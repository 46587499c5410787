/**
 * The FastAPI backend itself does what its README promises, so what the contract suite and
 * reconcile find against it are its conventions and not bugs of the stand-in.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startFastApiBackend, type FastApiBackend } from './index.js';

let backend: FastApiBackend | undefined;
afterEach(async () => {
  await backend?.close();
  backend = undefined;
});

async function call(
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  if (!backend) throw new Error('start the backend first');
  const response = await fetch(`${backend.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    body: json ? (JSON.parse(text) as unknown) : text,
    headers: response.headers,
  };
}

async function signIn(credentials: { email: string; password: string }) {
  const login = await call('/api/v1/auth/login', { method: 'POST', json: credentials });
  return (login.body as { access_token: string }).access_token;
}

describe('the FastAPI backend', () => {
  it('signs in with access_token, accessToken and token_type, and answers 422 the pydantic way', async () => {
    backend = await startFastApiBackend({ tokenSecret: 'known' });
    const login = await call('/api/v1/auth/login', { method: 'POST', json: backend.credentials });
    expect(login.status).toBe(200);
    const body = login.body as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'bearer', user: { id: 1, full_name: 'Ana Ruiz' } });
    expect(body.accessToken).toBe(body.access_token);
    expect(
      JSON.parse(
        Buffer.from(String(body.access_token).split('.')[0] ?? '', 'base64url').toString(),
      ),
    ).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(
      await call('/api/v1/auth/login', { method: 'POST', json: { email: 'nope' } }),
    ).toMatchObject({
      status: 422,
      body: {
        detail: [
          { type: 'value_error', loc: ['body', 'email'] },
          { type: 'missing', loc: ['body', 'password'], msg: 'Field required' },
        ],
      },
    });
  });

  it('refuses tokens with 401 and a bare WWW-Authenticate: Bearer, and lets them expire', async () => {
    backend = await startFastApiBackend({ tokenTtlSeconds: 0 });
    const missing = await call('/api/v1/users/me');
    expect([missing.status, missing.body, missing.headers.get('www-authenticate')]).toEqual([
      401,
      { detail: 'Not authenticated' },
      'Bearer',
    ]);
    const expired = await call('/api/v1/users/me', { token: await signIn(backend.credentials) });
    expect([expired.status, expired.body, expired.headers.get('www-authenticate')]).toEqual([
      401,
      { detail: 'Could not validate credentials' },
      'Bearer',
    ]);
  });

  it('keeps one organization out of another one’s projects', async () => {
    backend = await startFastApiBackend();
    const other = await signIn(backend.otherOrganization);
    const skills = `/api/v1/projects/${backend.sandboxProjectId}/builder/skills`;
    expect(await call(skills, { token: other })).toMatchObject({
      status: 403,
      body: { detail: 'Not enough permissions' },
    });
    const own = await call('/api/v1/projects', { token: other });
    expect((own.body as Array<{ id: string }>).map((project) => project.id)).toEqual([
      backend.otherProjectId,
    ]);
    const mine = await signIn(backend.credentials);
    const total = async (token: string) =>
      (
        (await call('/api/v1/reports/overview', { token })).body as {
          summary: { conversations_count: number };
        }
      ).summary.conversations_count;
    expect(await total(mine)).not.toBe(await total(other));
  });

  it('ignores a groupBy it does not know, and refuses a range backwards with 422', async () => {
    backend = await startFastApiBackend();
    const token = await signIn(backend.credentials);
    const odd = await call('/api/v1/reports/conversations?groupBy=fortnight', { token });
    expect(odd.status).toBe(200);
    expect((odd.body as { group_by: string }).group_by).toBe('day');
    const backwards = await call(
      '/api/v1/reports/overview?startDate=2026-02-01&endDate=2026-01-01',
      { token },
    );
    expect(backwards).toMatchObject({
      status: 422,
      body: { detail: [{ type: 'value_error', loc: ['query'] }] },
    });
    expect((await call('/api/v1/reports/agents', { token })).body).toBeInstanceOf(Array);
  });

  it('applies with PUT and rejects at /dismiss; the old method is 405 with Allow, the old path 404', async () => {
    backend = await startFastApiBackend();
    const token = await signIn(backend.credentials);
    const base = `/api/v1/projects/${backend.sandboxProjectId}`;
    const session = await call(`${base}/builder/session`, { method: 'POST', token, json: {} });
    expect(session.status).toBe(201);
    const sessionId = (session.body as { id: string }).id;
    const send = async () =>
      (
        (
          await call(`${base}/builder/message`, {
            method: 'POST',
            token,
            json: {
              session_id: sessionId,
              instruction: 'add a sub-agent called Billing that handles refunds',
            },
          })
        ).body as { suggestions: Array<{ id: string }> }
      ).suggestions[0]?.id ?? '';
    const first = await send();
    const oldApply = await call(`${base}/builder/suggestions/${first}/apply`, {
      method: 'POST',
      token,
    });
    expect([oldApply.status, oldApply.body, oldApply.headers.get('allow')]).toEqual([
      405,
      { detail: 'Method Not Allowed' },
      'PUT',
    ]);
    const applied = await call(`${base}/builder/suggestions/${first}/apply`, {
      method: 'PUT',
      token,
    });
    expect(applied).toMatchObject({
      status: 200,
      body: { suggestion: { status: 'applied' }, board: { revision: 1 } },
    });
    expect(
      (await call(`${base}/builder/suggestions/${first}/apply`, { method: 'PUT', token })).status,
    ).toBe(409);
    const second = await send();
    expect(
      (await call(`${base}/builder/suggestions/${second}/reject`, { method: 'POST', token }))
        .status,
    ).toBe(404);
    const dismissed = await call(`${base}/builder/suggestions/${second}/dismiss`, {
      method: 'POST',
      token,
      json: {},
    });
    expect(dismissed).toMatchObject({ status: 200, body: { suggestion: { status: 'rejected' } } });
  });

  it('answers an unhandled error with a plain-text 500', async () => {
    backend = await startFastApiBackend({ defects: ['skills-crash'] });
    const token = await signIn(backend.credentials);
    const crash = await call(`/api/v1/projects/${backend.sandboxProjectId}/builder/skills`, {
      token,
    });
    expect([crash.status, crash.body]).toEqual([500, 'Internal Server Error']);
  });

  it('refuses an unknown defect name', async () => {
    await expect(
      startFastApiBackend({ defects: ['no-such-defect' as 'skills-crash'] }),
    ).rejects.toThrow(/unknown defect "no-such-defect"/);
  });
});
