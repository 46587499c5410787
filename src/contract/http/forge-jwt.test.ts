import { describe, expect, it } from 'vitest';
import { forgeJwt, readJwtClaims, resignJwt } from './forge-jwt.js';

describe('forged JWTs', () => {
  it('forges a three-part HS256 token with the given claims', () => {
    const token = forgeJwt({ sub: 'usr_1', exp: 1 });
    expect(token.split('.')).toHaveLength(3);
    expect(readJwtClaims(token)).toEqual({ sub: 'usr_1', exp: 1 });
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it('re-signs a token: same header and claims, another signature', () => {
    const issued = forgeJwt({ sub: 'usr_1' });
    const resigned = resignJwt(issued);
    expect(resigned.split('.').slice(0, 2)).toEqual(issued.split('.').slice(0, 2));
    expect(resigned.split('.')[2]).not.toBe(issued.split('.')[2]);
  });

  it('forges a plausible JWT when the issued token is not one', () => {
    expect(readJwtClaims(resignJwt('opaque-token'))).toMatchObject({ sub: 'standin-contract' });
    expect(readJwtClaims('not a jwt')).toBeUndefined();
  });
});
