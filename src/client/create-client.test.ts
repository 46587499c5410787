import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStandinClient } from './create-client.js';

// Made before any test swaps `globalThis.fetch`, as a module-scope client in an app's tests is.
const moduleScopeClient = createStandinClient({
  baseUrl: 'http://api.example.test/',
  prefix: 'api/v1/',
  token: () => 'tok_1',
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createStandinClient', () => {
  it('uses the fetch installed after it was created (e.g. by msw server.listen())', async () => {
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(request);
      return Response.json({ message: 'no token' }, { status: 401 });
    });
    const { response } = await moduleScopeClient.GET('/auth/profile');
    expect(response.status).toBe(401);
    expect(seen.map((request) => request.url)).toEqual([
      'http://api.example.test/api/v1/auth/profile',
    ]);
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer tok_1');
  });

  it('sends through the fetch it is given, and reports a 401 to onUnauthorized', async () => {
    const unauthorized = vi.fn();
    const given = vi.fn(async () => Response.json({ message: 'no' }, { status: 401 }));
    vi.stubGlobal('fetch', () => {
      throw new Error('the global fetch must not be used when one is given');
    });
    const api = createStandinClient({
      baseUrl: 'http://api.example.test',
      fetch: given,
      onUnauthorized: unauthorized,
    });
    await api.GET('/auth/profile');
    expect(given).toHaveBeenCalledTimes(1);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});
