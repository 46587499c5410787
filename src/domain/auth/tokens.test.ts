import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';

const subject = { id: 'usr_acme_owner', email: 'owner@acme.test', organizationId: 'org_acme' };

describe('createTokenService', () => {
  it('issues HS256 JWTs with sub, email, orgId, iat and exp = iat + ttl', async () => {
    const tokens = createTokenService({ secret: 's', ttlSeconds: 120 });
    const { token, expiresIn } = await tokens.issue(subject);
    expect(expiresIn).toBe(120);
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: 'usr_acme_owner',
      email: 'owner@acme.test',
      orgId: 'org_acme',
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(120);
    expect(await tokens.verify(token)).toMatchObject({
      ok: true,
      claims: { sub: 'usr_acme_owner' },
    });
  });

  it('expires a token when its time is up, also once it has been verified before', async () => {
    let now = Date.parse('2026-01-15T09:00:00Z');
    const tokens = createTokenService({ secret: 's', ttlSeconds: 60, clock: () => new Date(now) });
    const { token } = await tokens.issue(subject);
    expect((await tokens.verify(token)).ok).toBe(true);
    now += 61_000;
    expect(await tokens.verify(token)).toMatchObject({ ok: false, code: 'TOKEN_EXPIRED' });
  });

  it('expires every token issued before expireAll, remembered or not, and none issued after', async () => {
    let now = Date.parse('2026-01-15T09:00:00Z');
    const tokens = createTokenService({ secret: 's', clock: () => new Date(now) });
    const remembered = (await tokens.issue(subject)).token;
    const fresh = (await tokens.issue(subject)).token;
    expect((await tokens.verify(remembered)).ok).toBe(true);
    now += 1;
    tokens.expireAll();
    now += 1;
    const after = (await tokens.issue(subject)).token;
    expect(await tokens.verify(remembered)).toMatchObject({ ok: false, code: 'TOKEN_EXPIRED' });
    expect(await tokens.verify(fresh)).toMatchObject({ ok: false, code: 'TOKEN_EXPIRED' });
    expect((await tokens.verify(after)).ok).toBe(true);
  });

  it('refuses a token of another secret', async () => {
    const mine = createTokenService({ secret: 'one' });
    const theirs = createTokenService({ secret: 'two' });
    const { token } = await theirs.issue(subject);
    expect(await mine.verify(token)).toMatchObject({ ok: false, code: 'TOKEN_INVALID' });
  });
});
