import { beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi.js';
import { createMock, type Mock } from '../mock/create-mock.js';
import { inProcess, signIn } from '../../test/support/in-process.js';

type Schemas = components['schemas'];
type ErrorAnswer = { statusCode: number; code: string; message: string | string[] };

const PROJECT = '/api/v1/projects/prj_acme_support';
let mock: Mock;
let send: ReturnType<typeof inProcess>;
let acme: string;
let globex: string;

beforeAll(async () => {
  mock = await createMock({ seed: 1, now: '2026-01-15T00:00:00Z', conversationsPerOrg: 20 });
  send = inProcess(mock);
  acme = await signIn(send, 'owner@acme.test');
  globex = await signIn(send, 'owner@globex.test');
});

async function startSession(token = acme, project = PROJECT): Promise<string> {
  const session = await send<Schemas['BuilderSession']>('POST', `${project}/builder/session`, {
    token,
    body: {},
  });
  expect(session.status).toBe(201);
  expect(session.body.status).toBe('active');
  return session.body.id;
}

async function instruct(sessionId: string, instruction: string) {
  const answer = await send<Schemas['BuilderMessageResponse']>(
    'POST',
    `${PROJECT}/builder/message`,
    {
      token: acme,
      body: { sessionId, instruction },
    },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('the builder flow', () => {
  it('session → message → suggestions → apply → board changes → apply again 409 → reject → list by status', async () => {
    const before = await send<Schemas['Board']>('GET', `${PROJECT}/board`, { token: acme });
    const sessionId = await startSession();

    const { message, suggestions } = await instruct(
      sessionId,
      'add a sub-agent called Billing that handles refunds and route refund questions to it',
    );
    expect(message.reply).toMatch(/2 changes|Billing/);
    expect(suggestions.map((s) => s.skillId)).toEqual(['sub_agent.create', 'router.update']);
    expect(suggestions.every((s) => s.status === 'pending')).toBe(true);
    const [create, route] = suggestions as [Schemas['Suggestion'], Schemas['Suggestion']];
    expect(route.dependsOn).toEqual([create.id]);

    // The route depends on the sub-agent: applying it first is refused, naming the dependency.
    const early = await send<ErrorAnswer>(
      'POST',
      `${PROJECT}/builder/suggestions/${route.id}/apply`,
      { token: acme },
    );
    expect([early.status, early.body.code]).toEqual([409, 'SUGGESTION_DEPENDENCY_NOT_APPLIED']);
    expect(String(early.body.message)).toContain(create.id);

    const applied = await send<Schemas['ApplySuggestionResponse']>(
      'POST',
      `${PROJECT}/builder/suggestions/${create.id}/apply`,
      {
        token: acme,
      },
    );
    expect(applied.status).toBe(200);
    expect(applied.body.suggestion.status).toBe('applied');
    expect(applied.body.board.revision).toBe(before.body.revision + 1);
    const billing = applied.body.board.subAgents.find((a) => a.name === 'Billing');
    expect(billing).toBeDefined();
    expect(applied.body.suggestion.target.id).toBe(billing?.id);

    const board = await send<Schemas['Board']>('GET', `${PROJECT}/board`, { token: acme });
    expect(board.body.subAgents.map((a) => a.name)).toContain('Billing');
    expect(board.body.revision).toBe(before.body.revision + 1);

    const again = await send<ErrorAnswer>(
      'POST',
      `${PROJECT}/builder/suggestions/${create.id}/apply`,
      { token: acme },
    );
    expect([again.status, again.body.code]).toEqual([409, 'SUGGESTION_NOT_PENDING']);

    const routed = await send<Schemas['ApplySuggestionResponse']>(
      'POST',
      `${PROJECT}/builder/suggestions/${route.id}/apply`,
      {
        token: acme,
      },
    );
    expect(routed.status).toBe(200);
    const rules = routed.body.board.routers.flatMap((r) => r.rules);
    expect(rules.some((rule) => rule.subAgentId === billing?.id)).toBe(true);

    const second = await instruct(sessionId, 'turn on test mode for alice@acme.test');
    const testMode = second.suggestions[0] as Schemas['Suggestion'];
    const rejected = await send<Schemas['RejectSuggestionResponse']>(
      'POST',
      `${PROJECT}/builder/suggestions/${testMode.id}/reject`,
      { token: acme, body: { reason: 'Not yet' } },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.suggestion).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Not yet',
    });
    const rejectAgain = await send<ErrorAnswer>(
      'POST',
      `${PROJECT}/builder/suggestions/${testMode.id}/reject`,
      { token: acme },
    );
    expect([rejectAgain.status, rejectAgain.body.code]).toEqual([409, 'SUGGESTION_NOT_PENDING']);

    const byStatus = async (status: string) =>
      (
        await send<Schemas['SuggestionList']>(
          'GET',
          `${PROJECT}/builder/suggestions?sessionId=${sessionId}&status=${status}`,
          {
            token: acme,
          },
        )
      ).body.items.map((s) => s.id);
    expect(await byStatus('applied')).toEqual([create.id, route.id]);
    expect(await byStatus('rejected')).toEqual([testMode.id]);
    expect(await byStatus('pending')).toEqual([]);
    const bad = await send<ErrorAnswer>('GET', `${PROJECT}/builder/suggestions?status=done`, {
      token: acme,
    });
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('answers an instruction it cannot understand with no suggestions and example instructions', async () => {
    const sessionId = await startSession();
    const { message, suggestions } = await instruct(sessionId, 'make me a sandwich');
    expect(suggestions).toEqual([]);
    expect(message.reply.length).toBeGreaterThan(40);
  });

  it('lists the skills with input schemas and examples', async () => {
    const skills = await send<Schemas['SkillList']>('GET', `${PROJECT}/builder/skills`, {
      token: acme,
    });
    expect(skills.body.items.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'sub_agent.create',
        'router.update',
        'tool.create',
        'line.connect',
        'test_mode.enable',
      ]),
    );
    expect(skills.body.items).toHaveLength(16);
    for (const skill of skills.body.items) {
      expect(skill.inputSchema.type).toBe('object');
      expect(JSON.stringify(skill.inputSchema)).not.toContain('$ref');
    }
  });

  it('answers 404 for an unknown session and 409 SESSION_CLOSED for an expired one', async () => {
    const unknown = await send<ErrorAnswer>('POST', `${PROJECT}/builder/message`, {
      token: acme,
      body: { sessionId: 'ses_nope', instruction: 'turn on test mode' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);

    let offset = 0;
    const clocked = await createMock({
      seed: 1,
      now: '2026-01-15T00:00:00Z',
      conversationsPerOrg: 10,
      sessionTtlSeconds: 60,
      clock: () => new Date(Date.parse('2026-01-15T09:00:00Z') + offset),
    });
    const sendClocked = inProcess(clocked);
    const token = await signIn(sendClocked, 'owner@acme.test');
    const session = await sendClocked<Schemas['BuilderSession']>(
      'POST',
      `${PROJECT}/builder/session`,
      { token, body: {} },
    );
    offset = 61_000;
    const late = await sendClocked<ErrorAnswer>('POST', `${PROJECT}/builder/message`, {
      token,
      body: { sessionId: session.body.id, instruction: 'turn on test mode' },
    });
    expect([late.status, late.body.code]).toEqual([409, 'SESSION_CLOSED']);
  });

  it('validates the message body: missing fields and an instruction over 4000 characters', async () => {
    const sessionId = await startSession();
    const missing = await send<ErrorAnswer>('POST', `${PROJECT}/builder/message`, {
      token: acme,
      body: {},
    });
    expect([missing.status, missing.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const long = await send<ErrorAnswer>('POST', `${PROJECT}/builder/message`, {
      token: acme,
      body: { sessionId, instruction: 'a'.repeat(4001) },
    });
    expect(long.status).toBe(400);
    expect(String(long.body.message)).toContain('instruction');
  });

  it('lets exactly one of 50 concurrent applies of one suggestion win', async () => {
    const sessionId = await startSession();
    const { suggestions } = await instruct(
      sessionId,
      'add a sub-agent called Concurrency that handles races',
    );
    const id = (suggestions[0] as Schemas['Suggestion']).id;
    const before = (await send<Schemas['Board']>('GET', `${PROJECT}/board`, { token: acme })).body
      .revision;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        send('POST', `${PROJECT}/builder/suggestions/${id}/apply`, { token: acme }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    expect(
      (await send<Schemas['Board']>('GET', `${PROJECT}/board`, { token: acme })).body.revision,
    ).toBe(before + 1);
  });
});

describe('organization isolation', () => {
  it('answers 404 for every builder route of another organization’s project', async () => {
    const sessionId = await startSession();
    const { suggestions } = await instruct(sessionId, 'connect our LINE channel');
    const suggestionId = (suggestions[0] as Schemas['Suggestion'] | undefined)?.id ?? 'sug_x';
    const attempts: Array<[string, string, unknown?]> = [
      ['GET', `${PROJECT}/board`],
      ['POST', `${PROJECT}/builder/session`, {}],
      ['POST', `${PROJECT}/builder/message`, { sessionId, instruction: 'turn on test mode' }],
      ['GET', `${PROJECT}/builder/skills`],
      ['GET', `${PROJECT}/builder/suggestions`],
      ['POST', `${PROJECT}/builder/suggestions/${suggestionId}/apply`],
      ['POST', `${PROJECT}/builder/suggestions/${suggestionId}/reject`, {}],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await send<ErrorAnswer>(method, path, { token: globex, body });
      expect([answer.status, answer.body.code], `${method} ${path}`).toEqual([404, 'NOT_FOUND']);
    }
    const projects = await send<Schemas['ProjectList']>('GET', '/projects', { token: globex });
    expect(projects.body.items.map((p) => p.id)).toEqual(['prj_globex_helpdesk']);
    // Globex's own session cannot be used on Acme's project either.
    const globexSession = await startSession(globex, '/projects/prj_globex_helpdesk');
    const crossed = await send<ErrorAnswer>('POST', `${PROJECT}/builder/message`, {
      token: acme,
      body: { sessionId: globexSession, instruction: 'turn on test mode' },
    });
    expect(crossed.status).toBe(404);
  });
});
