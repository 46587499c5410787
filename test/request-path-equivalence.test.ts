/**
 * The standalone server answers straight from each operation's resolver, without msw; the msw
 * handlers wrap the same resolvers. This sends one sequence of requests, covering every operation
 * of openapi.yaml (happy path, missing token, bad input, `Prefer: code=`), to two mocks made
 * alike, one through msw's `getResponse` in-process and one over HTTP to `startServer`, and
 * holds them to identical answers: status, the headers clients read, and the body. Ids made at
 * run time must agree too, because both follow the seed.
 */
import { readFile } from 'node:fs/promises';
import { getResponse, http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../src/mock/create-mock.js';
import { renderDocsPage, serveDocsAsset } from '../src/mock/docs-page.js';
import { servedDocument } from '../src/mock/served-document.js';
import { startServer, type RunningServer } from '../src/mock/start-server.js';
import { inProcess as sendInProcess, signIn } from './support/in-process.js';

const NOW = '2026-01-15T00:00:00.000Z';
const PROJECT = '/api/v1/projects/prj_acme_support';
const HEADERS_THAT_MATTER = [
  'content-type',
  'www-authenticate',
  'retry-after',
  'preference-applied',
];

interface Step {
  /** The operationId this request addresses (every operation needs at least one step). */
  operationId: string;
  method: string;
  path: string | ((memory: Memory) => string);
  token?: 'acme' | 'none' | 'garbage';
  body?: unknown | ((memory: Memory) => unknown);
  rawBody?: string;
  headers?: Record<string, string>;
  /** Fields that legitimately differ between two processes (uptime, the journal). */
  ignore?: string[];
  /** Keep something from the answer for later steps. */
  remember?: (body: Record<string, unknown>, memory: Memory) => void;
}

interface Memory {
  acme?: string;
  sessionId?: string;
  suggestionIds?: string[];
  snapshot?: unknown;
}

interface Seen {
  status: number;
  headers: Record<string, string | null>;
  body: unknown;
}

const options = {
  seed: 7,
  now: NOW,
  conversationsPerOrg: 200,
  tokenSecret: 'equivalence-test-secret',
  // A clock that stands still: tokens, sessions and exports carry the same times both ways.
  clock: () => new Date(NOW),
};

function rememberSuggestions(body: Record<string, unknown>, memory: Memory): void {
  memory.suggestionIds = [
    ...(memory.suggestionIds ?? []),
    ...(body.suggestions as Array<{ id: string }>).map((s) => s.id),
  ];
}

const STEPS: Step[] = [
  {
    operationId: 'login',
    method: 'POST',
    path: '/api/v1/auth/login',
    body: { email: 'owner@acme.test', password: 'Passw0rd!' },
    // Each token has its own random `jti`; the answers are compared without it.
    ignore: ['accessToken'],
    remember: (body, memory) => {
      memory.acme = body.accessToken as string;
    },
  },
  {
    operationId: 'login',
    method: 'POST',
    path: '/auth/login',
    body: { email: 'owner@acme.test', password: 'wrong' },
  },
  { operationId: 'login', method: 'POST', path: '/auth/login', body: { email: 42 } },
  {
    operationId: 'login',
    method: 'POST',
    path: '/auth/login',
    rawBody: 'email=x',
    headers: { 'content-type': 'text/plain' },
  },
  { operationId: 'getProfile', method: 'GET', path: '/api/v1/auth/profile', token: 'acme' },
  { operationId: 'getProfile', method: 'GET', path: '/auth/profile', token: 'none' },
  { operationId: 'getProfile', method: 'GET', path: '/auth/profile', token: 'garbage' },
  { operationId: 'getCurrentUser', method: 'GET', path: '/users/me', token: 'acme' },
  ...(
    ['overview', 'conversations', 'agents', 'labels', 'inboxes', 'teams', 'bot'] as const
  ).flatMap((kind): Step[] => {
    const operationId = `get${kind[0]?.toUpperCase()}${kind.slice(1)}Report`;
    return [
      { operationId, method: 'GET', path: `/api/v1/reports/${kind}`, token: 'acme' },
      {
        operationId,
        method: 'GET',
        path: `/reports/${kind}?startDate=2025-12-01&endDate=2026-01-10&timezone=Asia/Tokyo&groupBy=week`,
        token: 'acme',
      },
      {
        operationId,
        method: 'GET',
        path: `/reports/${kind}?startDate=2026-01-10&endDate=2026-01-01&timezone=Mars/Base`,
        token: 'acme',
      },
      { operationId, method: 'GET', path: `/reports/${kind}`, token: 'none' },
      {
        operationId,
        method: 'GET',
        path: `/reports/${kind}`,
        token: 'acme',
        headers: { prefer: 'code=401' },
      },
    ];
  }),
  { operationId: 'listProjects', method: 'GET', path: '/api/v1/projects', token: 'acme' },
  { operationId: 'getBoard', method: 'GET', path: `${PROJECT}/board`, token: 'acme' },
  {
    operationId: 'getBoard',
    method: 'GET',
    path: '/api/v1/projects/prj_globex_support/board',
    token: 'acme',
  },
  {
    operationId: 'createBuilderSession',
    method: 'POST',
    path: `${PROJECT}/builder/session`,
    token: 'acme',
    body: {},
    remember: (body, memory) => {
      memory.sessionId = body.id as string;
    },
  },
  {
    operationId: 'sendBuilderMessage',
    method: 'POST',
    path: `${PROJECT}/builder/message`,
    token: 'acme',
    body: (memory: Memory) => ({
      sessionId: memory.sessionId,
      instruction:
        'add a sub-agent called Billing that handles refunds and add an HTTP tool that looks up orders',
    }),
    remember: rememberSuggestions,
  },
  {
    operationId: 'sendBuilderMessage',
    method: 'POST',
    path: `${PROJECT}/builder/message`,
    token: 'acme',
    body: (memory: Memory) => ({ sessionId: memory.sessionId, instruction: 'turn on test mode' }),
    remember: rememberSuggestions,
  },
  {
    operationId: 'sendBuilderMessage',
    method: 'POST',
    path: `${PROJECT}/builder/message`,
    token: 'acme',
    body: { sessionId: 'ses_nope', instruction: '' },
  },
  {
    operationId: 'listBuilderSkills',
    method: 'GET',
    path: `${PROJECT}/builder/skills`,
    token: 'acme',
  },
  {
    operationId: 'listBuilderSuggestions',
    method: 'GET',
    path: (memory: Memory) =>
      `${PROJECT}/builder/suggestions?sessionId=${memory.sessionId}&status=pending`,
    token: 'acme',
  },
  {
    operationId: 'applyBuilderSuggestion',
    method: 'POST',
    path: (memory: Memory) => `${PROJECT}/builder/suggestions/${memory.suggestionIds?.[0]}/apply`,
    token: 'acme',
    body: {},
  },
  {
    operationId: 'applyBuilderSuggestion',
    method: 'POST',
    path: (memory: Memory) => `${PROJECT}/builder/suggestions/${memory.suggestionIds?.[0]}/apply`,
    token: 'acme',
    body: {},
  },
  {
    operationId: 'rejectBuilderSuggestion',
    method: 'POST',
    path: (memory: Memory) =>
      `${PROJECT}/builder/suggestions/${memory.suggestionIds?.at(-1)}/reject`,
    token: 'acme',
    body: { reason: 'not now' },
  },
  {
    operationId: 'adminHealth',
    method: 'GET',
    path: '/__standin/health',
    ignore: ['uptimeSeconds'],
  },
  {
    operationId: 'adminExportState',
    method: 'GET',
    path: '/__standin/state',
    remember: (body, memory) => {
      memory.snapshot = body;
    },
  },
  {
    operationId: 'adminImportState',
    method: 'PUT',
    path: '/__standin/state',
    body: (memory: Memory) => memory.snapshot,
  },
  {
    operationId: 'adminListRequests',
    method: 'GET',
    path: '/__standin/requests',
    // The journal is the server's own (the in-process mock was given an empty one).
    ignore: ['items'],
  },
  { operationId: 'adminGetOpenApi', method: 'GET', path: '/__standin/openapi.yaml' },
  { operationId: 'adminGetDocs', method: 'GET', path: '/__standin/docs' },
  { operationId: 'adminExpireTokens', method: 'POST', path: '/__standin/tokens/expire' },
  { operationId: 'getProfile', method: 'GET', path: '/auth/profile', token: 'acme' },
  { operationId: 'adminReset', method: 'POST', path: '/__standin/reset', body: { seed: 7 } },
  { operationId: 'getBoard', method: 'GET', path: `${PROJECT}/board`, token: 'acme' },
  { operationId: 'login', method: 'POST', path: '/nope/auth/login', body: {} },
];

function requestOf(step: Step, memory: Memory, origin: string): Request {
  const headers = new Headers(step.headers);
  if (step.token === 'acme') headers.set('authorization', `Bearer ${memory.acme}`);
  if (step.token === 'garbage') headers.set('authorization', 'Bearer not.a.token');
  let body = step.rawBody;
  const value = typeof step.body === 'function' ? step.body(memory) : step.body;
  if (value !== undefined) {
    body = JSON.stringify(value);
    headers.set('content-type', 'application/json');
  }
  const path = typeof step.path === 'function' ? step.path(memory) : step.path;
  return new Request(`${origin}${path}`, { method: step.method, headers, body });
}

async function seen(
  response: Response,
  ignore: string[] = [],
  keep?: (body: Record<string, unknown>) => void,
): Promise<Seen> {
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  let body: unknown = text;
  if (type.startsWith('application/json')) {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    keep?.(parsed);
    for (const field of ignore) delete parsed[field];
    body = parsed;
  }
  return {
    status: response.status,
    headers: Object.fromEntries(
      HEADERS_THAT_MATTER.map((name) => [name, response.headers.get(name)]),
    ),
    body,
  };
}

let inProcess: Mock;
let server: RunningServer;

beforeAll(async () => {
  const openapiYaml = await readFile(new URL('../openapi.yaml', import.meta.url), 'utf8');
  inProcess = await createMock({
    ...options,
    admin: {
      journal: () => ({ limit: 500, items: [] }),
      openapiYaml: async (origin) =>
        servedDocument(openapiYaml, origin, inProcess.context.options.prefixes),
      docs: { page: renderDocsPage, asset: serveDocsAsset },
    },
  });
  server = await startServer({ ...options, port: 0, quiet: true });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the standalone server and the msw handlers', () => {
  it('give identical answers to the same requests, for every operation', async () => {
    const covered = new Set(STEPS.map((step) => step.operationId));
    const missing = inProcess.context.spec.operations
      .map((operation) => operation.operationId)
      .filter((id) => !covered.has(id));
    expect(missing, 'operations without a request in this test').toEqual([]);

    const memory: Memory = {};
    for (const step of STEPS) {
      const viaMsw = await getResponse(inProcess.handlers, requestOf(step, memory, server.url));
      if (viaMsw === undefined) {
        // No msw handler answers (msw passes the request on); the server's answer is the 404.
        const b = await seen(await fetch(requestOf(step, memory, server.url)));
        expect(b.status).toBe(404);
        expect((b.body as { code: string }).code).toBe('NOT_FOUND');
        continue;
      }
      const kept: Record<string, unknown>[] = [];
      const a = await seen(viaMsw as Response, step.ignore, (body) => kept.push({ ...body }));
      const b = await seen(await fetch(requestOf(step, memory, server.url)), step.ignore);
      const label = `${step.operationId}: ${step.method} ${typeof step.path === 'function' ? step.path(memory) : step.path}`;
      expect(b, label).toEqual(a);
      // Not a 5xx, and not silently the same failure on both sides.
      expect(a.status, label).toBeLessThan(500);
      if (a.status < 300 && step.remember && kept[0]) step.remember(kept[0], memory);
    }
    // The flow really ran: a session, suggestions, an applied one.
    expect(memory.sessionId).toMatch(/^ses_[a-z0-9]{10}$/);
    expect(memory.suggestionIds?.length).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it('lets mock.use override an operation on the standalone server, until resetHandlers', async () => {
    // A server of its own: the sequence above expired every token under a clock that stands still.
    const server = await startServer({ port: 0, quiet: true, conversationsPerOrg: 200 });
    try {
      const login = await fetch(`${server.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const me = () =>
        fetch(`${server.url}/api/v1/users/me`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });

      server.mock.use(
        http.get('*/users/me', () =>
          HttpResponse.json(
            {
              statusCode: 401,
              message: 'overridden',
              error: 'Unauthorized',
              code: 'TOKEN_EXPIRED',
            },
            { status: 401 },
          ),
        ),
      );
      const overridden = await me();
      expect(overridden.status).toBe(401);
      expect(((await overridden.json()) as { message: string }).message).toBe('overridden');
      // Other operations still answer while an override is installed (through msw).
      const board = await fetch(`${server.url}${PROJECT}/board`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(board.status).toBe(200);

      server.mock.resetHandlers();
      const restored = await me();
      expect(restored.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('ids made at run time', () => {
  async function flowIds(seed: number): Promise<string[]> {
    const mock = await createMock({ ...options, seed });
    const send = sendInProcess(mock);
    const post = async (path: string, token: string, body: unknown) =>
      (await send<Record<string, unknown>>('POST', path, { token, body })).body;
    const accessToken = await signIn(send, 'owner@acme.test');
    const session = await post(`${PROJECT}/builder/session`, accessToken, {});
    const message = (await post(`${PROJECT}/builder/message`, accessToken, {
      sessionId: session.id,
      instruction: 'add a sub-agent called Billing that handles refunds',
    })) as { message: { id: string }; suggestions: Array<{ id: string }> };
    const ids = [session.id as string, message.message.id, ...message.suggestions.map((s) => s.id)];
    // After a reset the sequence starts over.
    await mock.reset();
    const again = await post(
      `${PROJECT}/builder/session`,
      await signIn(send, 'owner@acme.test'),
      {},
    );
    return [...ids, again.id as string];
  }

  it('follow the seed: the same seed, now and requests give the same ids, another seed others', async () => {
    const first = await flowIds(3);
    const second = await flowIds(3);
    const other = await flowIds(4);
    expect(first.length).toBeGreaterThanOrEqual(4);
    expect(second).toEqual(first);
    expect(first.at(-1)).toBe(first[0]);
    expect(other[0]).not.toBe(first[0]);
  });

  it('never repeat an id of an imported snapshot', async () => {
    const mock = await createMock({ ...options, seed: 3 });
    const ids = await flowIds(3);
    const snapshot = mock.exportState();
    snapshot.sessions.push({
      id: ids[0] as string,
      projectId: 'prj_acme_support',
      status: 'active',
      createdAt: NOW,
      expiresAt: '2026-01-15T01:00:00.000Z',
    } as (typeof snapshot.sessions)[number]);
    expect(await mock.importState(snapshot)).toEqual([]);
    const next = mock.context.newId('ses');
    expect(next).not.toBe(ids[0]);
  });
});
