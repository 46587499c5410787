import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../mock/create-mock.js';
import { inProcess, signIn } from '../../test/support/in-process.js';

const NOW = '2026-01-15T00:00:00Z';
const SECRET = 'test-secret-for-auth-handlers';
let mock: Mock;
let send: ReturnType<typeof inProcess>;

beforeAll(async () => {
  mock = await createMock({ seed: 1, now: NOW, tokenSecret: SECRET, conversationsPerOrg: 50 });
  send = inProcess(mock);
});

type ErrorAnswer = { statusCode: number; code: string; message: string | string[] };

describe('POST /auth/login', () => {
  it.each(['', '/api/v1'])(
    'signs the demo owner in under prefix %j, with a token that reads its own profile',
    async (prefix) => {
      const login = await send<{
        accessToken: string;
        user: { id: string };
        tokenType: string;
        expiresIn: number;
      }>('POST', `${prefix}/auth/login`, {
        body: { email: 'owner@acme.test', password: 'Passw0rd!' },
      });
      expect(login.status).toBe(200);
      expect(login.body.user.id).toBe('usr_acme_owner');
      expect(login.body).toMatchObject({ tokenType: 'Bearer', expiresIn: 3600 });
      const profile = await send<{ user: { email: string }; organization: { id: string } }>(
        'GET',
        `${prefix}/auth/profile`,
        {
          token: login.body.accessToken,
        },
      );
      expect(profile.status).toBe(200);
      expect(profile.body.user.email).toBe('owner@acme.test');
      expect(profile.body.organization.id).toBe('org_acme');
    },
  );

  it('accepts the e-mail in any case', async () => {
    const login = await send('POST', '/auth/login', {
      body: { email: 'Agent@ACME.test', password: 'Passw0rd!' },
    });
    expect(login.status).toBe(200);
  });

  it.each([
    ['missing fields', {}, ['email', 'password']],
    ['non-string password', { email: 'owner@acme.test', password: 123 }, ['password']],
    ['malformed e-mail', { email: 'not-an-email', password: 'x' }, ['email']],
    ['non-string e-mail', { email: ['owner@acme.test'], password: 'x' }, ['email']],
  ])('answers 400 VALIDATION_FAILED listing the fields: %s', async (_name, body, fields) => {
    const answer = await send<ErrorAnswer>('POST', '/auth/login', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_FAILED');
    const message = ([] as string[]).concat(answer.body.message).join(' | ');
    for (const field of fields) expect(message).toContain(field);
  });

  it('answers 400 for a body that is not valid JSON and 415 for one that is not JSON at all', async () => {
    const broken = await send<ErrorAnswer>('POST', '/auth/login', {
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect([broken.status, broken.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const text = await send<ErrorAnswer>('POST', '/auth/login', {
      rawBody: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect([text.status, text.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail (no user enumeration)', async () => {
    const wrong = await send<ErrorAnswer>('POST', '/auth/login', {
      body: { email: 'agent@acme.test', password: 'nope' },
    });
    const unknown = await send<ErrorAnswer>('POST', '/auth/login', {
      body: { email: 'nobody@acme.test', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('answers 429 with Retry-After after 10 failed sign-ins for one e-mail within a minute', async () => {
    const email = 'throttled@acme.test';
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await send('POST', '/auth/login', { body: { email, password: `bad-${i}` } })).status,
      ).toBe(401);
    }
    const limited = await send<ErrorAnswer>('POST', '/auth/login', {
      body: { email, password: 'bad' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another e-mail is not affected.
    expect(
      (
        await send('POST', '/auth/login', {
          body: { email: 'owner@acme.test', password: 'Passw0rd!' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('the auth guard', () => {
  const key = new TextEncoder().encode(SECRET);
  const claims = { email: 'owner@acme.test', orgId: 'org_acme' };
  const sign = (secret: Uint8Array, build: (jwt: SignJWT) => SignJWT) =>
    build(
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('usr_acme_owner')
        .setIssuer('standin')
        .setJti(`${Date.now().toString(36)}.x`),
    ).sign(secret);
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each<[string, () => Promise<Record<string, string>>, string]>([
    ['no Authorization header', async () => ({}), 'TOKEN_MISSING'],
    ['a Basic header', async () => ({ authorization: 'Basic b3duZXI6cGFzcw==' }), 'TOKEN_INVALID'],
    [
      'a garbage bearer token',
      async () => ({ authorization: 'Bearer not-a-jwt' }),
      'TOKEN_INVALID',
    ],
    ['"Bearer" with nothing after it', async () => ({ authorization: 'Bearer ' }), 'TOKEN_INVALID'],
    [
      'alg: none',
      async () => ({
        authorization: `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: 'usr_acme_owner', ...claims, iat: 1, exp: 4102444800, iss: 'standin', jti: 'x.y' })}.`,
      }),
      'TOKEN_INVALID',
    ],
    [
      'a token signed with another secret',
      async () => ({
        authorization: `Bearer ${await sign(new TextEncoder().encode('another-secret'), (j) => j.setIssuedAt().setExpirationTime('1h'))}`,
      }),
      'TOKEN_INVALID',
    ],
    [
      'an expired token',
      async () => ({
        authorization: `Bearer ${await sign(key, (j) => j.setIssuedAt(1_700_000_000).setExpirationTime(1_700_000_060))}`,
      }),
      'TOKEN_EXPIRED',
    ],
  ])(
    'answers 401 with the right code and WWW-Authenticate for %s',
    async (_name, headers, code) => {
      for (const path of ['/auth/profile', '/users/me', '/api/v1/users/me']) {
        const answer = await send<ErrorAnswer>('GET', path, { headers: await headers() });
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe(code);
        const challenge = answer.headers.get('www-authenticate') ?? '';
        expect(challenge).toMatch(/^Bearer/);
        expect(challenge.includes('invalid_token')).toBe(code !== 'TOKEN_MISSING');
      }
    },
  );

  it('answers 401 for a validly signed token of a user who does not exist', async () => {
    const ghost = await new SignJWT({ email: 'ghost@acme.test', orgId: 'org_acme' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('usr_ghost')
      .setIssuer('standin')
      .setJti(`${Date.now().toString(36)}.x`)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const answer = await send<ErrorAnswer>('GET', '/auth/profile', { token: ghost });
    expect([answer.status, answer.body.code]).toEqual([401, 'TOKEN_INVALID']);
  });

  it('answers 401 TOKEN_EXPIRED for every token issued before an expire-all', async () => {
    const isolated = await createMock({ seed: 1, now: NOW, conversationsPerOrg: 10 });
    const sendIsolated = inProcess(isolated);
    const before = await signIn(sendIsolated, 'owner@acme.test');
    expect((await sendIsolated('POST', '/__standin/tokens/expire')).status).toBe(200);
    const answer = await sendIsolated<ErrorAnswer>('GET', '/auth/profile', { token: before });
    expect([answer.status, answer.body.code]).toEqual([401, 'TOKEN_EXPIRED']);
    const after = await signIn(sendIsolated, 'owner@acme.test');
    expect((await sendIsolated('GET', '/auth/profile', { token: after })).status).toBe(200);
  });
});

describe('profiles', () => {
  it('names the user the token names, never another organization', async () => {
    const globex = await signIn(send, 'owner@globex.test');
    const profile = await send<{
      user: { id: string };
      organization: { id: string };
      organizations: { id: string }[];
    }>('GET', '/users/me', { token: globex });
    expect(profile.body.user.id).toBe('usr_globex_owner');
    expect(profile.body.organization.id).toBe('org_globex');
    expect(profile.body.organizations.map((o) => o.id)).toEqual(['org_globex']);
    expect(JSON.stringify(profile.body)).not.toContain('acme');
  });

  it('serves the flat shape when configured, and it validates against openapi.yaml', async () => {
    const flat = await createMock({
      seed: 1,
      now: NOW,
      profileShape: 'flat',
      conversationsPerOrg: 10,
    });
    const sendFlat = inProcess(flat);
    const token = await signIn(sendFlat, 'agent@acme.test', '/api/v1');
    const profile = await sendFlat<{ id: string; email: string; organization: { id: string } }>(
      'GET',
      '/api/v1/auth/profile',
      { token },
    );
    expect(profile.body).toMatchObject({
      id: 'usr_acme_agent',
      email: 'agent@acme.test',
      organization: { id: 'org_acme' },
    });
    expect(profile.body).not.toHaveProperty('user');
  });

  it('never returns the password hash', async () => {
    const token = await signIn(send, 'owner@acme.test');
    const profile = await send('GET', '/auth/profile', { token });
    expect(JSON.stringify(profile.body)).not.toMatch(/pbkdf2|passwordHash/);
  });
});

describe('prefixes', () => {
  it('serves exactly the configured prefixes', async () => {
    const only = await createMock({
      seed: 1,
      now: NOW,
      prefixes: ['/api/v1'],
      conversationsPerOrg: 10,
    });
    const sendOnly = inProcess(only);
    expect(
      (
        await sendOnly('POST', '/api/v1/auth/login', {
          body: { email: 'owner@acme.test', password: 'Passw0rd!' },
        })
      ).status,
    ).toBe(200);
    const { getResponse } = await import('msw');
    const bare = await getResponse(
      only.handlers,
      new Request('http://standin.test/auth/login', { method: 'POST', body: '{}' }),
    );
    expect(bare).toBeUndefined();
    const nested = await getResponse(
      only.handlers,
      new Request('http://standin.test/x/api/v1/auth/login', { method: 'POST', body: '{}' }),
    );
    expect(nested).toBeUndefined();
  });
});
