import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/openapi.js';
import type { RunningServer } from '../../src/mock/start-server.js';
import { call, login, startTestServer, type HttpAnswer } from '../support/http.js';
import { PROJECT_PATH, instruct, startSession } from '../support/hardening-world.js';

type Schemas = components['schemas'];
type ErrorAnswer = { code: string };

/*
 * Many clients at once over a real port: board changes never interleave (one apply per
 * suggestion wins, the revision counts exactly the applies that succeeded), and sessions used in
 * parallel never see each other's suggestions.
 */
let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ conversationsPerOrg: 20 });
  token = await login(server.url);
});
afterAll(() => server?.close());

const applyPath = (id: string) => `${PROJECT_PATH}/builder/suggestions/${id}/apply`;

async function boardRevision(): Promise<number> {
  const board = await call<Schemas['Board']>(server.url, 'GET', `${PROJECT_PATH}/board`, { token });
  return board.body.revision;
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

describe('concurrency over a real port', () => {
  it('lets exactly one of 200 concurrent applies of one suggestion win', async () => {
    const sessionId = await startSession(server.url, token);
    const { suggestions } = await instruct(
      server.url,
      token,
      sessionId,
      'add a sub-agent called Racer that handles races',
    );
    const [suggestion] = suggestions;
    expect(suggestion?.skillId).toBe('sub_agent.create');
    const before = await boardRevision();

    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call<ErrorAnswer>(server.url, 'POST', applyPath(suggestion?.id ?? ''), { token }),
      ),
    );

    expect(
      countBy(answers, (a) => `${a.status} ${a.status === 200 ? 'applied' : a.body.code}`),
    ).toEqual({
      '200 applied': 1,
      '409 SUGGESTION_NOT_PENDING': 199,
    });
    expect(await boardRevision()).toBe(before + 1);
    const board = await call<Schemas['Board']>(server.url, 'GET', `${PROJECT_PATH}/board`, {
      token,
    });
    expect(board.body.subAgents.filter((agent) => agent.name === 'Racer')).toHaveLength(1);
  });

  it('counts every successful apply in the board revision after 500 concurrent messages over 20 sessions', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 20 }, () => startSession(server.url, token)),
    );
    const before = await boardRevision();

    // 500 messages at once, spread over the 20 sessions; a few repeat a name, so some applies
    // must lose to a name already taken, and some instructions make dependent suggestions.
    const messages = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        call<Schemas['BuilderMessageResponse']>(
          server.url,
          'POST',
          `${PROJECT_PATH}/builder/message`,
          {
            token,
            body: {
              sessionId: sessions[i % sessions.length],
              instruction:
                i % 50 === 0
                  ? `add a sub-agent called Team ${i} that handles topic ${i} and route topic ${i} questions to it`
                  : `add a sub-agent called Team ${i % 480} that handles topic ${i}`,
            },
          },
        ),
      ),
    );
    expect(countBy(messages, (m) => String(m.status))).toEqual({ '200': 500 });
    const pending = messages.flatMap((m) => m.body.suggestions);
    expect(pending.length).toBeGreaterThanOrEqual(500);

    // Apply the suggestions of 6 of the 20 sessions, all at once: every apply copies and
    // validates the whole board, so applying all 500 would cost seconds without proving more.
    const chosen = new Set(sessions.slice(0, 6));
    const subset = pending.filter((s) => chosen.has(s.sessionId));
    const applies: Array<HttpAnswer<Schemas['ApplySuggestionResponse'] & ErrorAnswer>> =
      await Promise.all(
        subset.map((s) =>
          call<Schemas['ApplySuggestionResponse'] & ErrorAnswer>(
            server.url,
            'POST',
            applyPath(s.id),
            { token },
          ),
        ),
      );
    const applied = applies.filter((a) => a.status === 200).length;
    const refused = countBy(
      applies.filter((a) => a.status !== 200),
      (a) => `${a.status} ${a.body.code}`,
    );
    // Only documented refusals: a name taken by a concurrent apply, or a dependency not applied yet.
    for (const reason of Object.keys(refused)) {
      expect(['409 SUGGESTION_CONFLICT', '409 SUGGESTION_DEPENDENCY_NOT_APPLIED']).toContain(
        reason,
      );
    }
    expect(applied).toBeGreaterThan(subset.length * 0.9);
    expect(await boardRevision()).toBe(before + applied);

    // Each answer's board is a consistent snapshot: revisions of the 200s are distinct and gapless.
    const revisions = applies
      .filter((a) => a.status === 200)
      .map((a) => a.body.board.revision)
      .sort((a, b) => a - b);
    expect(revisions).toEqual(Array.from({ length: applied }, (_, i) => before + 1 + i));
  }, 60_000);

  it('keeps two parallel contract-like sequences on separate sessions apart', async () => {
    async function sequence(name: string) {
      const sessionId = await startSession(server.url, token);
      const made: string[] = [];
      for (const instruction of [
        `add a sub-agent called ${name} that handles ${name} questions`,
        'turn on test mode for alice@acme.test',
        'add an HTTP tool that looks up orders',
      ]) {
        const { suggestions } = await instruct(server.url, token, sessionId, instruction);
        made.push(...suggestions.map((s) => s.id));
        const listed = await call<Schemas['SuggestionList']>(
          server.url,
          'GET',
          `${PROJECT_PATH}/builder/suggestions?sessionId=${sessionId}`,
          { token },
        );
        expect(listed.status).toBe(200);
        expect(listed.body.items.map((s) => s.sessionId)).toEqual(
          listed.body.items.map(() => sessionId),
        );
        expect(listed.body.items.map((s) => s.id).sort()).toEqual([...made].sort());
      }
      const first = await call(server.url, 'POST', applyPath(made[0] as string), { token });
      expect(first.status).toBe(200);
      const pendingOnly = await call<Schemas['SuggestionList']>(
        server.url,
        'GET',
        `${PROJECT_PATH}/builder/suggestions?sessionId=${sessionId}&status=pending`,
        { token },
      );
      expect(pendingOnly.body.items.map((s) => s.id).sort()).toEqual(made.slice(1).sort());
      return made;
    }

    for (let round = 0; round < 5; round += 1) {
      const [a, b] = await Promise.all([sequence(`Alpha${round}`), sequence(`Beta${round}`)]);
      expect(a.filter((id) => b.includes(id))).toEqual([]);
    }
  }, 30_000);
});
