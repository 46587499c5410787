import { describe, expect, it } from 'vitest';
import type { components } from '../src/generated/openapi.js';
import { createDb } from '../src/db/create-db.js';
import { seedBase } from '../src/db/seed-base.js';
import { seedDb } from '../src/db/seed-db.js';
import { createMock, type Mock } from '../src/mock/create-mock.js';
import { inProcess, signIn } from './support/in-process.js';

type Schemas = components['schemas'];
const NOW = '2026-01-15T00:00:00Z';
const PROJECT = '/api/v1/projects/prj_acme_support';

/** Applies the seeded pending suggestion that adds a sub-agent; returns the board after it. */
async function changeBoard(mock: Mock) {
  const send = inProcess(mock);
  const token = await signIn(send, 'owner@acme.test');
  const session = await send<Schemas['BuilderSession']>('POST', `${PROJECT}/builder/session`, {
    token,
    body: {},
  });
  const message = await send<Schemas['BuilderMessageResponse']>(
    'POST',
    `${PROJECT}/builder/message`,
    { token, body: { sessionId: session.body.id, instruction: 'add a sub-agent called Billing' } },
  );
  const [suggestion] = message.body.suggestions;
  expect(suggestion?.skillId).toBe('sub_agent.create');
  const applied = await send('POST', `${PROJECT}/builder/suggestions/${suggestion?.id}/apply`, {
    token,
    body: {},
  });
  expect(applied.status).toBe(200);
  return (await send<Schemas['Board']>('GET', `${PROJECT}/board`, { token })).body;
}

async function board(mock: Mock) {
  const send = inProcess(mock);
  const token = await signIn(send, 'owner@acme.test');
  return (await send<Schemas['Board']>('GET', `${PROJECT}/board`, { token })).body;
}

describe('one seeded world per process, a store per mock', () => {
  it('never shares records between two mocks of the same seed', async () => {
    const [a, b] = [
      await createMock({ seed: 1, now: NOW }),
      await createMock({ seed: 1, now: NOW }),
    ];
    const seeded = await board(b);
    const changed = await changeBoard(a);
    expect(changed.subAgents.length).toBe(seeded.subAgents.length + 1);
    expect(await board(b)).toEqual(seeded);
    expect(a.db.boards.all()[0]).not.toBe(b.db.boards.all()[0]);
  });

  it('resets to the seeded data, refilling only what changed, and keeps the report data', async () => {
    const mock = await createMock({ seed: 1, now: NOW });
    const seeded = await board(mock);
    const users = mock.db.users.all()[0];
    const reportData = mock.db.reporting.get('org_acme');
    await changeBoard(mock);
    await mock.reset();
    expect(await board(mock)).toEqual(seeded);
    expect(mock.db.suggestions.all().map((s) => s.id)).toEqual([
      'sug_acme_billing',
      'sug_acme_test_mode',
    ]);
    // Users were not touched: the same records; the report data was not rebuilt.
    expect(mock.db.users.all()[0]).toBe(users);
    expect(mock.db.reporting.get('org_acme')).toBe(reportData);
    // Another mock of the same seed reads the same (read-only) report data.
    expect((await createMock({ seed: 1, now: NOW })).db.reporting.get('org_acme')).toBe(reportData);
  });

  it('swaps the whole world on a reset to another seed, and back', async () => {
    const mock = await createMock({ seed: 1, now: NOW });
    const first = mock.db.reporting.get('org_acme');
    await mock.reset({ seed: 2 });
    expect(mock.db.reporting.get('org_acme')).not.toBe(first);
    await mock.reset({ seed: 1 });
    expect(mock.db.reporting.get('org_acme')).toBe(first);
  });

  it('keeps the shared world frozen, so no store can change what the next one starts from', async () => {
    const base = await seedBase({ seed: 1, now: new Date(NOW) });
    const [user] = base.records.users as Array<{ name: string }>;
    expect(() => {
      (user as { name: string }).name = 'changed';
    }).toThrow(TypeError);
    const db = createDb();
    await seedDb(db, { seed: 1, now: new Date(NOW) });
    expect(db.users.all()[0]?.name).not.toBe('changed');
    expect(Object.isFrozen(db.users.all()[0])).toBe(false);
  });
});

describe('where the store would hand out copies of its records', () => {
  it('removeWhere falls back to deleteMany, and a reset refills the collection', async () => {
    const { removeWhere } = await import('../src/db/remove-where.js');
    const mock = await createMock({ seed: 1, now: NOW });
    const seededIds = mock.db.suggestions.all().map((s) => s.id);
    const all = mock.db.suggestions.all.bind(mock.db.suggestions);
    // A collection whose all() is a copy: neither path may rely on changing it in place.
    mock.db.suggestions.all = () => [...all()];
    expect(removeWhere(mock.db.suggestions, (s) => s.id === 'sug_acme_billing')).toBe(1);
    expect(mock.db.suggestions.all().map((s) => s.id)).toEqual(['sug_acme_test_mode']);
    await mock.reset();
    expect(mock.db.suggestions.all().map((s) => s.id)).toEqual(seededIds);
  });
});
