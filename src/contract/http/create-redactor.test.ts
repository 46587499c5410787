import { describe, expect, it } from 'vitest';
import { createRedactor, REDACTED } from './create-redactor.js';

describe('createRedactor', () => {
  it('replaces every remembered secret wherever it appears in a string', () => {
    const redactor = createRedactor();
    redactor.add('Passw0rd!');
    redactor.add('eyJhbGciOi.payload.signature');
    expect(redactor.text('pw Passw0rd! and Bearer eyJhbGciOi.payload.signature')).toBe(
      `pw ${REDACTED} and Bearer ${REDACTED}`,
    );
  });

  it('blanks sensitive keys and redacts strings in a deep copy', () => {
    const redactor = createRedactor();
    redactor.add('s3cret-value');
    const value = {
      password: 'anything',
      nested: [{ accessToken: 'abc', note: 'has s3cret-value inside' }],
      tokenType: 'Bearer',
    };
    expect(redactor.deep(value)).toEqual({
      password: REDACTED,
      nested: [{ accessToken: REDACTED, note: `has ${REDACTED} inside` }],
      tokenType: 'Bearer',
    });
    expect(value.password).toBe('anything');
  });

  it('ignores values too short to be secrets', () => {
    const redactor = createRedactor();
    redactor.add('a');
    redactor.add(undefined);
    expect(redactor.text('a banana')).toBe('a banana');
  });
});
