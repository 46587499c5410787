import { beforeEach, describe, expect, it } from 'vitest';
import { inProcess, signIn } from '../../../test/support/in-process.js';
import { createMock, type Mock } from '../../mock/create-mock.js';
import { pruneProjectHistory } from './prune-builder-history.js';

const NOW = new Date('2026-01-15T00:00:00Z');
const PROJECT = 'prj_acme_support';
const LIMITS = {
  retentionSeconds: 600,
  maxSessionsPerProject: 3,
  maxMessagesPerProject: 4,
  maxSuggestionsPerProject: 5,
};

let mock: Mock;

/** The ids this test made (the seed has builder records of its own, which the caps also count). */
const ours = (records: Array<{ id: string }>) =>
  records.map((record) => record.id).filter((id) => /^(ses|msg|sug)_test/.test(id));

beforeEach(async () => {
  mock = await createMock({ seed: 1, now: NOW, conversationsPerOrg: 20 });
});

async function addSession(index: number, expiresAt: Date) {
  const id = `ses_test${index}`;
  await mock.db.sessions.create({
    id,
    projectId: PROJECT,
    organizationId: 'org_acme',
    userId: 'usr_acme_owner',
    status: 'active',
    createdAt: new Date(NOW.getTime() + index).toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return id;
}

async function addMessage(sessionId: string, index: number) {
  const id = `msg_test${index}`;
  await mock.db.messages.create({
    id,
    sessionId,
    projectId: PROJECT,
    role: 'assistant',
    instruction: 'turn on test mode',
    reply: 'ok',
    createdAt: NOW.toISOString(),
  });
  await mock.db.suggestions.create({
    id: `sug_test${index}`,
    projectId: PROJECT,
    sessionId,
    messageId: id,
    skillId: 'test_mode.enable',
    status: 'pending',
    operation: 'enable',
    target: { type: 'test_mode', id: null },
    title: 'Turn on test mode',
    rationale: 'asked',
    payload: {},
    dependsOn: [],
    rejectionReason: null,
    createdAt: NOW.toISOString(),
    resolvedAt: null,
  });
}

describe('pruning builder history', () => {
  it('drops sessions expired longer than the retention, with their messages and suggestions', async () => {
    const stale = await addSession(1, new Date(NOW.getTime() - 601_000));
    const recent = await addSession(2, new Date(NOW.getTime() - 599_000));
    await addMessage(stale, 1);
    await addMessage(recent, 2);
    expect(pruneProjectHistory(mock.db, PROJECT, NOW, LIMITS)).toBeGreaterThanOrEqual(3);
    expect(ours(mock.db.sessions.findMany((q) => q.where({ projectId: PROJECT })))).toEqual([
      recent,
    ]);
    expect(ours(mock.db.messages.findMany())).toEqual(['msg_test2']);
    expect(ours(mock.db.suggestions.findMany())).toEqual(['sug_test2']);
  });

  it('keeps at most the cap of sessions, messages and suggestions per project, newest first', async () => {
    const later = new Date(NOW.getTime() + 3_600_000);
    const sessions: string[] = [];
    for (let i = 0; i < 6; i += 1) sessions.push(await addSession(i, later));
    for (let i = 0; i < 6; i += 1) await addMessage(sessions[5] as string, i);
    pruneProjectHistory(mock.db, PROJECT, NOW, LIMITS);
    expect(ours(mock.db.sessions.findMany())).toEqual(sessions.slice(3));
    expect(ours(mock.db.messages.findMany())).toEqual([
      'msg_test2',
      'msg_test3',
      'msg_test4',
      'msg_test5',
    ]);
    expect(ours(mock.db.suggestions.findMany())).toHaveLength(4);
  });

  it('bounds what the builder endpoints leave behind however many sessions are started', async () => {
    const limited = await createMock({
      seed: 1,
      now: NOW,
      conversationsPerOrg: 20,
      builderLimits: { maxSessionsPerProject: 10 },
    });
    const send = inProcess(limited);
    const accessToken = await signIn(send, 'owner@acme.test');
    for (let i = 0; i < 300; i += 1) {
      const answer = await send('POST', `/projects/${PROJECT}/builder/session`, {
        token: accessToken,
        body: {},
      });
      expect(answer.status).toBe(201);
    }
    // Pruning runs every 50 new records: the cap is overshot by fewer than 50.
    const kept = limited.db.sessions.findMany((q) => q.where({ projectId: PROJECT })).length;
    expect(kept).toBeGreaterThanOrEqual(10);
    expect(kept).toBeLessThan(60);
    // The seeded demo session outlives the caps: examples and guides name it.
    expect(limited.db.sessions.findFirst((q) => q.where({ id: 'ses_acme_demo' }))).toBeDefined();
  }, 30_000);
});
