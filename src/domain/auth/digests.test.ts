import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createHmacSha256, nodeDigests, sha256Base64Url } from './digests.js';
import { createTokenService } from './tokens.js';

const key = new TextEncoder().encode('s3cret');

describe('digests', () => {
  it('finds node:crypto on Node', () => {
    expect(nodeDigests).toBeDefined();
  });

  it('gives the same SHA-256 on Node as with Web Crypto (the browser path), for any text', async () => {
    for (const text of ['', 'abc', 'pbkdf2$salt$hash\u0000Passw0rd!', 'ünïcødé ✓ 🙂']) {
      const node = sha256Base64Url(text);
      expect(typeof node).toBe('string');
      expect(await sha256Base64Url(text, undefined)).toBe(node);
    }
    expect(sha256Base64Url('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  it('gives the same HMAC-SHA256 on Node as with Web Crypto', async () => {
    const node = createHmacSha256(key);
    const web = createHmacSha256(key, undefined);
    for (const text of ['', 'header.payload', 'ünïcødé ✓']) {
      const signature = node(text);
      expect(typeof signature).toBe('string');
      expect(await web(text)).toBe(signature);
    }
  });

  it('signs the token jose signed before, byte for byte', async () => {
    const now = Date.parse('2026-01-15T09:00:00Z');
    const tokens = createTokenService({
      secret: 's3cret',
      ttlSeconds: 60,
      clock: () => new Date(now),
    });
    const { token } = await tokens.issue({
      id: 'usr_acme_owner',
      email: 'owner@acme.test',
      organizationId: 'org_acme',
    });
    const jti = (
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        jti: string;
      }
    ).jti;
    const iat = Math.floor(now / 1000);
    const jose = await new SignJWT({ email: 'owner@acme.test', orgId: 'org_acme' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('usr_acme_owner')
      .setIssuer('standin')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .setJti(jti)
      .sign(key);
    expect(token).toBe(jose);
  });
});
