import { describe, expect, it } from 'vitest';
import type { HttpOutcome } from '../contract-types.js';
import type { Transport } from '../http/create-transport.js';
import { normalizePrefix, resolvePrefix } from './resolve-prefix.js';

/**
 * A transport that answers login probes by path, as a backend on one prefix would: JSON 400 on
 * the login route, and on every other path a 404 or, with `catchAll`, a web app's 200 page.
 */
function transportServing(
  loginPath: string | undefined,
  sent: string[] = [],
  catchAll = false,
): Transport {
  return {
    baseUrl: 'http://backend.test',
    send: async (request) => {
      sent.push(`${request.method} ${request.path} ${JSON.stringify(request.json)}`);
      const login = request.path === loginPath;
      const text = login ? '{"statusCode":400}' : catchAll ? '<!doctype html>' : '';
      const outcome: HttpOutcome = {
        request: { method: request.method, url: `http://backend.test${request.path}`, headers: {} },
        response: {
          status: login ? 400 : catchAll ? 200 : 404,
          headers: {},
          body: login ? { statusCode: 400 } : undefined,
          text,
        },
        durationMs: 1,
      };
      return outcome;
    },
  };
}

describe('resolvePrefix', () => {
  it('probes POST /auth/login then /api/v1/auth/login with {} and takes the first that is not 404', async () => {
    const sent: string[] = [];
    const resolution = await resolvePrefix(transportServing('/api/v1/auth/login', sent), 'auto');
    expect(resolution).toEqual({
      prefix: '/api/v1',
      probes: [
        { prefix: '', status: 404, json: false },
        { prefix: '/api/v1', status: 400, json: true },
      ],
    });
    expect(sent).toEqual(['POST /auth/login {}', 'POST /api/v1/auth/login {}']);
  });

  it('prefers the bare form when it answers', async () => {
    expect(await resolvePrefix(transportServing('/auth/login'), 'auto')).toMatchObject({
      prefix: '',
    });
  });

  it('passes over a web page answering every path for the prefix that answers JSON', async () => {
    expect(await resolvePrefix(transportServing('/api/v1/auth/login', [], true), 'auto')).toEqual({
      prefix: '/api/v1',
      probes: [
        { prefix: '', status: 200, json: false },
        { prefix: '/api/v1', status: 400, json: true },
      ],
    });
  });

  it('takes the first answer that is not 404 when none is JSON, for sign-in to explain', async () => {
    expect(await resolvePrefix(transportServing(undefined, [], true), 'auto')).toMatchObject({
      prefix: '',
      probes: [{ status: 200 }, { status: 200 }],
    });
  });

  it('keeps the bare form when neither answers, for the diagnosis to explain', async () => {
    expect(await resolvePrefix(transportServing(undefined), 'auto')).toMatchObject({
      prefix: '',
      probes: [{ status: 404 }, { status: 404 }],
    });
  });

  it('reports an unreachable backend', async () => {
    const refused: Transport = {
      baseUrl: 'http://backend.test',
      send: async () => ({
        request: { method: 'POST', url: 'x', headers: {} },
        error: { code: 'ECONNREFUSED', message: 'refused' },
        durationMs: 1,
      }),
    };
    expect(await resolvePrefix(refused, 'auto')).toMatchObject({
      unreachable: { error: { code: 'ECONNREFUSED' } },
    });
  });

  it('uses a given prefix without probing', async () => {
    const sent: string[] = [];
    expect(await resolvePrefix(transportServing(undefined, sent), 'api/v1/')).toEqual({
      prefix: '/api/v1',
      probes: [],
    });
    expect(sent).toEqual([]);
  });

  it.each([
    ['', ''],
    ['/', ''],
    ['/api/v1', '/api/v1'],
    ['api/v1/', '/api/v1'],
  ])('normalizes %j to %j', (given, want) => {
    expect(normalizePrefix(given)).toBe(want);
  });
});
