import {
  startServer,
  type RunningServer,
  type ServerOptions,
} from '../../src/mock/start-server.js';

export const NOW = '2026-01-15T00:00:00Z';

/** A real server on a loopback port; every test file closes its own. */
export function startTestServer(options: ServerOptions = {}): Promise<RunningServer> {
  return startServer({
    port: 0,
    quiet: true,
    seed: 1,
    now: NOW,
    conversationsPerOrg: 300,
    ...options,
  });
}

export interface HttpAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** fetch over a real socket, parsing JSON bodies. */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    rawBody?: string | Uint8Array;
  } = {},
): Promise<HttpAnswer<T>> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: string | Uint8Array | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body as BodyInit | undefined,
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: (json && text ? JSON.parse(text) : text) as T,
    text,
  };
}

export async function login(
  base: string,
  email = 'owner@acme.test',
  prefix = '/api/v1',
): Promise<string> {
  const answer = await call<{ accessToken: string }>(base, 'POST', `${prefix}/auth/login`, {
    body: { email, password: 'Passw0rd!' },
  });
  if (answer.status !== 200)
    throw new Error(`login as ${email} failed: ${answer.status} ${answer.text}`);
  return answer.body.accessToken;
}
