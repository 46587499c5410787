/**
 * The builder over a real socket with the instructions people type: Japanese with a Japanese
 * reply, a tool created and given to a sub-agent in one instruction (toolNames), an English typo,
 * and a question that must change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../src/generated/openapi.js';
import type { RunningServer } from '../src/mock/start-server.js';
import { call, login, startTestServer } from './support/http.js';

type Schemas = components['schemas'];
const PROJECT = '/api/v1/projects/prj_acme_support';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ conversationsPerOrg: 20 });
  token = await login(server.url);
});

afterAll(async () => {
  await server.close();
});

async function instruct(instruction: string): Promise<Schemas['BuilderMessageResponse']> {
  const session = await call<Schemas['BuilderSession']>(
    server.url,
    'POST',
    `${PROJECT}/builder/session`,
    {
      token,
      body: {},
    },
  );
  const answer = await call<Schemas['BuilderMessageResponse']>(
    server.url,
    'POST',
    `${PROJECT}/builder/message`,
    {
      token,
      body: { sessionId: session.body.id, instruction },
    },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function apply(suggestion: Schemas['Suggestion']): Promise<Schemas['Board']> {
  const answer = await call<{ board: Schemas['Board'] }>(
    server.url,
    'POST',
    `${PROJECT}/builder/suggestions/${suggestion.id}/apply`,
    { token, body: {} },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body.board;
}

describe('the builder understands people', () => {
  it('answers a Japanese instruction in Japanese, and the change shows on the board', async () => {
    const { message, suggestions } = await instruct('LINE を一時停止して');
    expect(suggestions.map((s) => [s.skillId, s.target.id])).toEqual([
      ['line.disable', 'lin_main'],
    ]);
    expect(message.reply).toBe('1件の変更を提案します: LINE チャンネル「Support LINE」を無効化。');
    const board = await apply(suggestions[0] as Schemas['Suggestion']);
    expect(board.lineChannels.find((c) => c.id === 'lin_main')?.enabled).toBe(false);
  });

  it('creates a tool and gives it to a sub-agent in one instruction', async () => {
    const { suggestions } = await instruct(
      'add an HTTP tool called Coupon check at https://api.acme.test/coupons/{code}, then give it to the Orders agent',
    );
    const [create, give] = suggestions as [Schemas['Suggestion'], Schemas['Suggestion']];
    expect([create.skillId, give.skillId]).toEqual(['tool.create', 'sub_agent.update']);
    expect(give.payload).toEqual({ subAgentId: 'sag_orders', toolNames: ['Coupon check'] });
    expect(give.dependsOn).toEqual([create.id]);
    const afterCreate = await apply(create);
    const tool = afterCreate.tools.find((t) => t.name === 'Coupon check');
    const board = await apply(give);
    expect(board.subAgents.find((s) => s.id === 'sag_orders')?.toolIds).toContain(tool?.id);
  });

  it('reads a typo and asks nothing of a question', async () => {
    const typo = await instruct('turn on tset mode');
    expect(typo.suggestions.map((s) => s.skillId)).toEqual(['test_mode.enable']);
    const question = await instruct('Should I delete the FAQ agent?');
    expect(question.suggestions).toEqual([]);
    expect(question.message.reply).toMatch(/^I didn't understand/);
  });
});
