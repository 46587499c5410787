import { describe, expect, it } from 'vitest';
import { constantTimeEqual, hashPassword, verifyPassword } from './password.js';

describe('passwords', () => {
  it('verifies the right password, again from memory, and refuses a wrong one every time', async () => {
    const stored = await hashPassword('Passw0rd!', 'salt-1');
    expect(stored).toMatch(/^pbkdf2\$salt-1\$/);
    expect(stored).not.toContain('Passw0rd!');
    expect(await verifyPassword('Passw0rd!', stored)).toBe(true);
    expect(await verifyPassword('Passw0rd!', stored)).toBe(true);
    expect(await verifyPassword('passw0rd!', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('never accepts anything for a user without a password or with a malformed hash', async () => {
    expect(await verifyPassword('Passw0rd!', null)).toBe(false);
    expect(await verifyPassword('Passw0rd!', 'plain$x$y')).toBe(false);
    expect(await verifyPassword('Passw0rd!', 'pbkdf2$salt$')).toBe(false);
  });

  it('is deterministic for a given salt and different across salts', async () => {
    expect(await hashPassword('x', 's')).toBe(await hashPassword('x', 's'));
    expect(await hashPassword('x', 's')).not.toBe(await hashPassword('x', 't'));
  });

  it('compares byte arrays of any lengths', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
  });
});
