import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/openapi.js';
import type { RunningServer } from '../../src/mock/start-server.js';
import type { Operation } from '../../src/spec/index.js';
import { call, login, startTestServer } from '../support/http.js';
import { requestExample } from '../support/request-example.js';
import {
  errorBodyProblems,
  fillPath,
  operationsWithPathIds,
  pathParameterNames,
  protectedOperations,
} from '../support/hardening-operations.js';
import { sendRaw, type RawAnswer, type RawRequest } from '../support/hardening-raw-http.js';
import { makeAcmeSuggestions, type AcmeBuilderState } from '../support/hardening-world.js';

type Schemas = components['schemas'];

/*
 * One organization never reaches another's data: every operation with an id in its path, walked
 * from openapi.yaml, answers a Globex token that names Acme's projects, sessions and suggestions
 * with 404 NOT_FOUND (never revealing they exist), and nothing Globex reads carries an Acme id.
 */
let server: RunningServer;
let acmeToken: string;
let globexToken: string;
let acme: AcmeBuilderState;
/** Every id of Acme's world: records, board entities, report entities, users. */
let acmeIds: Set<string>;

const ACME_PROJECT = 'prj_acme_support';
const GLOBEX_PROJECT = 'prj_globex_helpdesk';

// Board entity ids are left out: seeded boards share them (rtr_main is on every board), so they
// cannot tell one organization's data from another's.
function collectAcmeIds(): Set<string> {
  const { db } = server.mock;
  const ids = new Set<string>([
    'org_acme',
    ...db.projects.findMany((q) => q.where({ organizationId: 'org_acme' })).map((p) => p.id),
  ]);
  for (const membership of db.memberships.findMany((q) => q.where({ organizationId: 'org_acme' })))
    ids.add(membership.userId);
  for (const session of db.sessions.findMany((q) => q.where({ organizationId: 'org_acme' })))
    ids.add(session.id);
  for (const suggestion of db.suggestions.all())
    if (suggestion.projectId.startsWith('prj_acme')) ids.add(suggestion.id);
  const world = db.reporting.get('org_acme')?.world;
  for (const entity of [
    ...(world?.inboxes ?? []),
    ...(world?.teams ?? []),
    ...(world?.labels ?? []),
    ...(world?.agents ?? []),
  ])
    ids.add(entity.id);
  if (world) ids.add(world.bot.id);
  return ids;
}

/** The Acme ids in an answer that the request itself did not name (a 404 may echo what was asked). */
function leakedAcmeIds(answer: RawAnswer, request: RawRequest): string[] {
  const asked = `${request.target} ${String(request.body ?? '')}`;
  return [...acmeIds].filter((id) => answer.text.includes(id) && !asked.includes(id));
}

/** A request a Globex caller would send, naming the given ids: path, body and query alike. */
function requestFor(
  operation: Operation,
  ids: { project: string; suggestion: string; session: string },
): RawRequest {
  const values: Record<string, string> = { id: ids.project, suggestionId: ids.suggestion };
  const body: Record<string, unknown> = {
    ...((requestExample(operation) as Record<string, unknown> | undefined) ?? {}),
  };
  if ('sessionId' in body) body.sessionId = ids.session;
  const sessionQuery = operation.parameters.some((p) => p.in === 'query' && p.name === 'sessionId')
    ? `?sessionId=${ids.session}`
    : '';
  return {
    method: operation.method.toUpperCase(),
    target: `/api/v1${fillPath(operation, values)}${sessionQuery}`,
    headers: [
      ['Authorization', `Bearer ${globexToken}`],
      ...(operation.requestBody ? [['Content-Type', 'application/json'] as const] : []),
    ],
    body: operation.requestBody ? JSON.stringify(body) : undefined,
  };
}

beforeAll(async () => {
  server = await startTestServer({ conversationsPerOrg: 60 });
  acmeToken = await login(server.url);
  globexToken = await login(server.url, 'owner@globex.test');
  acme = await makeAcmeSuggestions(server.url, acmeToken);
  acmeIds = collectAcmeIds();
});
afterAll(() => server?.close());

describe('a Globex token naming Acme ids', () => {
  it('finds the operations with ids in openapi.yaml', () => {
    expect(operationsWithPathIds.map((op) => op.operationId)).toEqual(
      expect.arrayContaining([
        'getBoard',
        'sendBuilderMessage',
        'applyBuilderSuggestion',
        'rejectBuilderSuggestion',
      ]),
    );
    expect(acmeIds.has(acme.sessionId) && acmeIds.has(acme.suggestionIds[0] as string)).toBe(true);
  });

  it.each(operationsWithPathIds.map((op) => [op.operationId, op] as const))(
    '%s answers 404 NOT_FOUND for Acme’s project, session and suggestion',
    async (_, operation) => {
      const request = requestFor(operation, {
        project: ACME_PROJECT,
        suggestion: acme.suggestionIds[0] as string,
        session: acme.sessionId,
      });
      const answer = await sendRaw(server.port, request);
      expect(answer.status, answer.text).toBe(404);
      expect(errorBodyProblems(answer, { exact: true })).toEqual([]);
      expect((answer.json as { code: string }).code).toBe('NOT_FOUND');
      expect(leakedAcmeIds(answer, request)).toEqual([]);
    },
  );

  it.each(operationsWithPathIds.map((op) => [op.operationId, op] as const))(
    '%s on Globex’s own project never reaches an Acme session or suggestion',
    async (_, operation) => {
      const request = requestFor(operation, {
        project: GLOBEX_PROJECT,
        suggestion: acme.suggestionIds[1] as string,
        session: acme.sessionId,
      });
      const answer = await sendRaw(server.port, request);
      const namesAcmeRecord =
        pathParameterNames(operation).includes('suggestionId') ||
        String(request.body ?? '').includes(acme.sessionId);
      if (namesAcmeRecord) {
        expect([answer.status, (answer.json as { code?: string }).code], answer.text).toEqual([
          404,
          'NOT_FOUND',
        ]);
      } else {
        expect(answer.status, answer.text).toBeLessThan(300);
      }
      expect(leakedAcmeIds(answer, request)).toEqual([]);
      if (operation.operationId === 'listBuilderSuggestions') {
        expect((answer.json as Schemas['SuggestionList']).items).toEqual([]);
      }
    },
  );

  it('left Acme’s suggestions pending, its board and its session untouched', async () => {
    const listed = await call<Schemas['SuggestionList']>(
      server.url,
      'GET',
      `/api/v1/projects/${ACME_PROJECT}/builder/suggestions?sessionId=${acme.sessionId}`,
      {
        token: acmeToken,
      },
    );
    const statuses = Object.fromEntries(listed.body.items.map((s) => [s.id, s.status]));
    for (const id of acme.suggestionIds) expect(statuses[id], id).toBe('pending');
    const board = await call<Schemas['Board']>(
      server.url,
      'GET',
      `/api/v1/projects/${ACME_PROJECT}/board`,
      { token: acmeToken },
    );
    expect(board.body.revision).toBe(
      server.mock.db.projects.findFirst((q) => q.where({ id: ACME_PROJECT }))?.boardRevision,
    );
    const messages = server.mock.db.messages.findMany((q) =>
      q.where({ sessionId: acme.sessionId }),
    );
    expect(messages).toHaveLength(2);
  });
});

describe('what Globex reads', () => {
  const readable = protectedOperations.filter(
    (op) => op.method === 'get' && pathParameterNames(op).length === 0,
  );

  it.each(readable.map((op) => [op.operationId, op] as const))(
    '%s carries no Acme id',
    async (_, operation) => {
      const path = `/api/v1${operation.path}`;
      const asGlobex = await call(server.url, 'GET', path, { token: globexToken });
      expect(asGlobex.status, asGlobex.text).toBe(200);
      expect([...acmeIds].filter((id) => asGlobex.text.includes(id))).toEqual([]);
      expect(asGlobex.text).not.toMatch(/@acme\.test|Acme Support/);
    },
  );

  it('would have seen Acme ids in the same reports as Acme (the check can fail)', async () => {
    const asAcme = await call(server.url, 'GET', '/api/v1/reports/agents', { token: acmeToken });
    expect([...acmeIds].filter((id) => asAcme.text.includes(id)).length).toBeGreaterThan(3);
  });
});
