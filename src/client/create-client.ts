import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from '../generated/openapi.js';

export interface StandinClientOptions {
  /** e.g. `http://127.0.0.1:4010` or `https://staging.example.com`. */
  baseUrl: string;
  /** The environment prefix, e.g. `/api/v1`; '' (default) for the bare paths. */
  prefix?: string;
  /** A token, or a function that returns the current one (read on every request). */
  token?: string | (() => string | undefined | null);
  /** Called when the API answers 401, e.g. to clear the session and go to sign-in (seed "Authentication" §3). */
  onUnauthorized?: (response: Response) => void;
  /** The fetch to send with; default: `globalThis.fetch` as it is at each call. */
  fetch?: typeof fetch;
}

/** The client over the package's `paths`, or over a team's (`createStandinClient<paths>()`). */
export type StandinClient<P extends object = paths> = Client<P>;

/**
 * A typed client for the service (openapi-fetch over the generated `paths`): request bodies,
 * parameters and responses are checked by the compiler against openapi.yaml. Pass your own
 * `paths` (from `npx openapi-typescript openapi.yaml -o src/api.d.ts`) to type it by your
 * document instead of the package's.
 *
 * @example
 * const api = createStandinClient({ baseUrl: 'http://127.0.0.1:4010', prefix: '/api/v1', token: () => localStorage.token });
 * const { data, error } = await api.GET('/reports/overview', { params: { query: { timezone: 'Asia/Tokyo' } } });
 * // With your own document's types:
 * import type { paths } from './api';
 * const mine = createStandinClient<paths>({ baseUrl: 'http://127.0.0.1:4010' });
 */
export function createStandinClient<P extends object = paths>(
  options: StandinClientOptions,
): StandinClient<P> {
  const prefix = options.prefix ? `/${options.prefix.replace(/^\/+|\/+$/g, '')}` : '';
  const client = createFetchClient<P>({
    baseUrl: `${options.baseUrl.replace(/\/+$/, '')}${prefix}`,
    // Looked up at call time, not when the client is made: openapi-fetch keeps the fetch it is
    // given, and a client made at module scope would keep the real one from before msw's
    // `server.listen()` patched it, and send real network requests from a test.
    fetch: options.fetch ?? ((input: Request) => globalThis.fetch(input)),
  });
  const auth: Middleware = {
    onRequest({ request }) {
      const token = typeof options.token === 'function' ? options.token() : options.token;
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401) options.onUnauthorized?.(response);
      return response;
    },
  };
  client.use(auth);
  return client;
}
