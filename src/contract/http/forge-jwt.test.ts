import { describe, expect, it } from 'vitest';
import { hmacAlgorithmOf, isSignedWith, readJwtClaims, resignJwt, signJwt } from './forge-jwt.js';

describe('forged JWTs', () => {
  it('signs a three-part HS256 token with the given claims', () => {
    const token = signJwt({ sub: 'usr_1', exp: 1 });
    expect(token.split('.')).toHaveLength(3);
    expect(readJwtClaims(token)).toEqual({ sub: 'usr_1', exp: 1 });
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it('re-signs a token: same header and claims, another signature', () => {
    const issued = signJwt({ sub: 'usr_1' }, { secret: 's', alg: 'HS512' });
    const resigned = resignJwt(issued);
    expect(resigned.split('.').slice(0, 2)).toEqual(issued.split('.').slice(0, 2));
    expect(resigned.split('.')[2]).not.toBe(issued.split('.')[2]);
    expect(isSignedWith(resigned, 's')).toBe(false);
  });

  it('forges a plausible JWT when the issued token is not one', () => {
    expect(readJwtClaims(resignJwt('opaque-token'))).toMatchObject({ sub: 'standin-contract' });
    expect(readJwtClaims('not a jwt')).toBeUndefined();
  });

  it.each([
    { given: 'HS256', secret: 'dev' },
    { given: 'HS384', secret: 'dev' },
    { given: 'HS512', secret: 'dev' },
  ] as const)('tells whether $given tokens were signed with a secret', ({ given, secret }) => {
    const token = signJwt({ sub: 'u' }, { secret, alg: given });
    expect(hmacAlgorithmOf(token)).toBe(given);
    expect(isSignedWith(token, secret)).toBe(true);
    expect(isSignedWith(token, `${secret}x`)).toBe(false);
  });

  it('knows no HMAC algorithm for RS256 or none, and never verifies them', () => {
    const rs = `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.e30.sig`;
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.e30.`;
    expect(hmacAlgorithmOf(rs)).toBeUndefined();
    expect(hmacAlgorithmOf(none)).toBeUndefined();
    expect(isSignedWith(rs, 'x')).toBe(false);
  });
});
