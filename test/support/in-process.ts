import { getResponse } from 'msw';
import { expect } from 'vitest';
import { resolveOperation } from '../../src/handlers/gate.js';
import type { Mock } from '../../src/mock/create-mock.js';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  operationId: string | undefined;
}

export interface SendOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * Sends a request through the mock's handlers in-process (msw `getResponse`), fails the test on an
 * unhandled request, and checks every answer against openapi.yaml: the status is documented and
 * the body matches its schema. Returns the parsed answer.
 */
export function inProcess(mock: Mock, origin = 'http://standin.test') {
  return async function send<T = unknown>(
    method: string,
    path: string,
    options: SendOptions = {},
  ): Promise<Answer<T>> {
    const headers = new Headers(options.headers);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const request = new Request(`${origin}${path}`, { method, headers, body });
    const response = await getResponse(mock.handlers, request);
    expect(response, `no handler answered ${method} ${path}`).toBeDefined();
    const answered = response as Response;
    const text = await answered.text();
    const type = (answered.headers.get('content-type') ?? '').split(';')[0] ?? '';
    const parsed: unknown = type === 'application/json' ? JSON.parse(text) : text;
    const resolved = resolveOperation(mock.context, method, new URL(request.url).pathname);
    if (resolved) {
      const problems = mock.context.spec.validators.validateResponse(
        resolved.operation,
        answered.status,
        type,
        parsed,
      );
      expect(
        problems,
        `${method} ${path} → ${answered.status} does not match openapi.yaml`,
      ).toEqual([]);
    }
    return {
      status: answered.status,
      headers: answered.headers,
      body: parsed as T,
      operationId: resolved?.operation.operationId,
    };
  };
}

export const DEMO_PASSWORD = 'Passw0rd!';

/** Signs in through the handlers and returns the access token. */
export async function signIn(
  send: ReturnType<typeof inProcess>,
  email: string,
  prefix = '',
): Promise<string> {
  const answer = await send<{ accessToken: string }>('POST', `${prefix}/auth/login`, {
    body: { email, password: DEMO_PASSWORD },
  });
  expect(answer.status).toBe(200);
  return answer.body.accessToken;
}
