/**
 * The independent backend itself does what its README promises, so a defect the contract
 * catches is the defect and not a bug of the stand-in: organizations apart, tokens really
 * signed and expiring, the prefix configurable.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startIndependentBackend, type IndependentBackend } from './index.js';

let backend: IndependentBackend | undefined;
afterEach(async () => {
  await backend?.close();
  backend = undefined;
});

async function call(
  path: string,
  init: { method?: string; token?: string; json?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  if (!backend) throw new Error('start the backend first');
  const response = await fetch(`${backend.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  });
  return { status: response.status, body: await response.json() };
}

async function signIn(credentials: { email: string; password: string }, prefix = '/api/v1') {
  const login = await call(`${prefix}/auth/login`, { method: 'POST', json: credentials });
  return (login.body as { accessToken: string }).accessToken;
}

describe('the independent backend', () => {
  it('keeps one organization out of another one’s projects', async () => {
    backend = await startIndependentBackend();
    const other = await signIn(backend.otherOrganization);
    const sandbox = `/api/v1/projects/${backend.sandboxProjectId}/builder/skills`;
    expect(await call(sandbox, { token: other })).toEqual({
      status: 403,
      body: { statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' },
    });
    const own = await call('/api/v1/projects', { token: other });
    expect(own.body).toEqual([{ id: backend.otherProjectId, title: 'Initech helpdesk' }]);
    const mine = await signIn(backend.credentials);
    const overview = async (token: string) =>
      (await call('/api/v1/reports/overview', { token })).body as { conversations: number };
    expect((await overview(mine)).conversations).not.toBe((await overview(other)).conversations);
  });

  it('signs tokens with its secret and lets them expire', async () => {
    backend = await startIndependentBackend({ tokenSecret: 'known', tokenTtlSeconds: 0 });
    expect(backend.secret).toBe('known');
    const token = await signIn(backend.credentials);
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS384',
      typ: 'JWT',
    });
    expect(await call('/api/v1/auth/profile', { token })).toEqual({
      status: 401,
      body: { statusCode: 401, message: 'Token expired', error: 'Unauthorized' },
    });
  });

  it('refuses a token signed with another secret', async () => {
    backend = await startIndependentBackend();
    const [header, claims] = (await signIn(backend.credentials)).split('.');
    const forged = `${header}.${claims}.${Buffer.from('not the signature').toString('base64url')}`;
    expect((await call('/api/v1/users/me', { token: forged })).status).toBe(401);
  });

  it('serves the seed paths under the prefix it is given, and only there', async () => {
    backend = await startIndependentBackend({ prefix: '' });
    const token = await signIn(backend.credentials, '');
    const profile = await call('/auth/profile', { token });
    expect(profile.body).toMatchObject({
      email: backend.credentials.email,
      firstName: 'Maria',
      organization: { name: 'Northwind Traders' },
    });
    expect((await call('/api/v1/auth/profile', { token })).status).toBe(404);
  });

  it('refuses an unknown defect name', async () => {
    await expect(
      startIndependentBackend({ defects: ['no-such-defect' as 'skills-500'] }),
    ).rejects.toThrow(/unknown defect "no-such-defect"/);
  });
});
