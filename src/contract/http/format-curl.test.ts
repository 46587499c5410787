import { describe, expect, it } from 'vitest';
import { createRedactor } from './create-redactor.js';
import { formatCurl } from './format-curl.js';

describe('formatCurl', () => {
  it('reproduces the request with the token and password redacted', () => {
    const redactor = createRedactor();
    redactor.add('Passw0rd!');
    const curl = formatCurl(
      {
        method: 'POST',
        url: 'http://127.0.0.1:4010/api/v1/auth/login',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: 'Bearer eyJ.real.token',
        },
        body: JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' }),
      },
      redactor,
    );
    expect(curl).toBe(
      `curl -sS -X POST 'http://127.0.0.1:4010/api/v1/auth/login' -H 'content-type: application/json' -H 'authorization: Bearer <redacted>' --data-raw '{"email":"owner@acme.test","password":"<redacted>"}'`,
    );
  });

  it('quotes single quotes for the shell', () => {
    const curl = formatCurl(
      { method: 'POST', url: 'http://x/y', headers: {}, body: "it's" },
      createRedactor(),
    );
    expect(curl).toBe(`curl -sS -X POST 'http://x/y' --data-raw 'it'\\''s'`);
  });
});
