/**
 * Where the page's API calls go.
 * - `worker`: Standin's handlers run in this tab's MSW service worker; no server at all.
 * - `server`: a running Standin (`npm start` at the repository root), on another origin, so the
 *   browser's CORS rules apply exactly as they would against a real backend.
 *
 * Chosen by the query string first (`?mode=server&api=http://127.0.0.1:4010&prefix=/api/v1`), then
 * by Vite env variables (`VITE_STANDIN_MODE`, `VITE_STANDIN_API`, `VITE_STANDIN_PREFIX`).
 */
export interface ExampleConfig {
  mode: 'worker' | 'server';
  /** Origin the client talks to: this page's own origin in worker mode. */
  apiOrigin: string;
  /** The environment prefix, e.g. `/api/v1`, or '' for bare paths. */
  prefix: string;
}

export const DEFAULT_API = 'http://127.0.0.1:4010';
export const DEFAULT_PREFIX = '/api/v1';

export function readConfig(
  query: URLSearchParams,
  env: Record<string, string | boolean | undefined>,
  pageOrigin: string,
): ExampleConfig {
  const pick = (param: string, variable: string): string | undefined => {
    const value = query.get(param) ?? env[variable];
    return typeof value === 'string' ? value : undefined;
  };
  const modeValue = pick('mode', 'VITE_STANDIN_MODE') ?? 'worker';
  if (modeValue !== 'worker' && modeValue !== 'server') {
    throw new Error(`Unknown mode "${modeValue}": use ?mode=worker or ?mode=server.`);
  }
  const prefix = pick('prefix', 'VITE_STANDIN_PREFIX') ?? DEFAULT_PREFIX;
  const apiOrigin =
    modeValue === 'worker' ? pageOrigin : (pick('api', 'VITE_STANDIN_API') ?? DEFAULT_API);
  return { mode: modeValue, apiOrigin: apiOrigin.replace(/\/+$/, ''), prefix };
}
