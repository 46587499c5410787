import { describe, expect, it } from 'vitest';
import type { RecordedExchange } from '../contract-types.js';
import { toHar } from './to-har.js';

const login: RecordedExchange = {
  operationId: 'login',
  pathTemplate: '/auth/login',
  documented: true,
  valid: true,
  startedAt: '2026-01-15T09:00:00.000Z',
  outcome: {
    request: {
      method: 'POST',
      url: 'http://127.0.0.1:4010/api/v1/auth/login?x=1',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"owner@acme.test","password":"<redacted>"}',
    },
    response: {
      status: 201,
      headers: { 'content-type': 'application/json' },
      body: { accessToken: '<redacted>' },
      text: '{"accessToken":"<redacted>"}',
    },
    durationMs: 12.4,
  },
};

describe('toHar', () => {
  it('writes HAR 1.2 entries with the request, the response and a _standin label', () => {
    const har = toHar([login], { name: 'standin', version: '0.1.0' });
    expect(har.log.version).toBe('1.2');
    const entry = har.log.entries[0]!;
    expect(entry.request.queryString).toEqual([{ name: 'x', value: '1' }]);
    expect(entry.request.postData?.text).toContain('<redacted>');
    expect(entry.response).toMatchObject({ status: 201, statusText: 'Created' });
    expect(entry.response.content.text).toBe('{"accessToken":"<redacted>"}');
    expect(entry._standin).toEqual({
      operationId: 'login',
      pathTemplate: '/auth/login',
      valid: true,
    });
    expect(entry.time).toBe(12);
  });

  it('records a request that got no answer as status 0 with the reason', () => {
    const { response: _response, ...rest } = login.outcome;
    const har = toHar(
      [
        {
          ...login,
          outcome: { ...rest, error: { code: 'TIMEOUT', message: 'no answer in 10 s' } },
        },
      ],
      {
        name: 'standin',
        version: '0.1.0',
      },
    );
    expect(har.log.entries[0]?.response).toMatchObject({
      status: 0,
      _error: 'TIMEOUT: no answer in 10 s',
    });
  });
});
