import { describe, expect, it } from 'vitest';
import { REDACTED, redactHeaders } from './redact.js';

describe('redactHeaders', () => {
  it.each([
    ['Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig', `Bearer ${REDACTED}`],
    ['Basic b3duZXI6UGFzc3cwcmQh', `Basic ${REDACTED}`],
    // No scheme: the whole value is the secret (it used to be journaled as it was).
    ['9f86d081884c7d659a2feaa0c55ad015', REDACTED],
    ['', REDACTED],
  ])('Authorization: %j → %j', (value, want) => {
    expect(redactHeaders(new Headers({ authorization: value })).authorization).toBe(want);
  });

  it('redacts headers whose names look secret and keeps the rest', () => {
    expect(
      redactHeaders(
        new Headers({
          'x-standin-admin-token': 'abc',
          cookie: 'sid=1',
          'x-api-key': 'k',
          'content-type': 'application/json',
        }),
      ),
    ).toEqual({
      'x-standin-admin-token': REDACTED,
      cookie: REDACTED,
      'x-api-key': REDACTED,
      'content-type': 'application/json',
    });
  });
});
