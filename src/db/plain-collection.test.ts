import { OperationError } from '@msw/data';
import { describe, expect, it } from 'vitest';
import { PlainCollection } from './plain-collection.js';
import { suggestionSchema, type SuggestionRecord } from './schemas.js';

const suggestion = (id: string, createdAt = '2026-01-15T00:00:00.000Z'): SuggestionRecord => ({
  id,
  projectId: 'prj_acme_support',
  sessionId: 'ses_1',
  messageId: 'msg_1',
  skillId: 'test_mode.enable',
  status: 'pending',
  operation: 'enable',
  target: { type: 'test_mode', id: null },
  title: 'Turn on test mode',
  rationale: 'asked',
  payload: { testers: ['alice@acme.test'] },
  dependsOn: [],
  rejectionReason: null,
  createdAt,
  resolvedAt: null,
});

describe('PlainCollection', () => {
  it('stores a copy the caller cannot change, without members the schema does not know', async () => {
    const suggestions = new PlainCollection({ schema: suggestionSchema });
    const values = Object.freeze({ ...suggestion('sug_1'), extra: true });
    const stored = await suggestions.create(values);
    expect(stored).toEqual(suggestion('sug_1'));
    expect(stored.payload).not.toBe(values.payload);
    expect(stored.target).not.toBe(values.target);
    expect(Object.isFrozen(stored)).toBe(false);
    expect(suggestions.all()).toEqual([stored]);
  });

  it('refuses a record that does not match the schema', async () => {
    const suggestions = new PlainCollection({ schema: suggestionSchema });
    const error = await suggestions
      .create({ ...suggestion('sug_1'), createdAt: 'yesterday' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OperationError);
    expect(error).toMatchObject({ code: 'INVALID_INITIAL_VALUES' });
    expect(suggestions.count()).toBe(0);
  });

  it('answers @msw/data queries: objects, functions, order, paging, strict', async () => {
    const suggestions = new PlainCollection({ schema: suggestionSchema });
    await suggestions.create(suggestion('sug_b', '2026-01-15T00:00:02.000Z'));
    await suggestions.create(suggestion('sug_a', '2026-01-15T00:00:01.000Z'));
    await suggestions.create({ ...suggestion('sug_c'), status: 'applied' });
    expect(suggestions.findFirst((q) => q.where({ status: 'applied' }))?.id).toBe('sug_c');
    expect(suggestions.findFirst((q) => q.where((s) => s.id === 'sug_a'))?.id).toBe('sug_a');
    expect(suggestions.findFirst()?.id).toBe('sug_b');
    const ids = (records: SuggestionRecord[]) => records.map((s) => s.id);
    expect(ids(suggestions.findMany((q) => q.where({ status: 'pending' })))).toEqual([
      'sug_b',
      'sug_a',
    ]);
    expect(ids(suggestions.findMany(undefined, { orderBy: { createdAt: 'asc' } }))).toEqual([
      'sug_c',
      'sug_a',
      'sug_b',
    ]);
    expect(ids(suggestions.findMany(undefined, { skip: 1, take: 1 }))).toEqual(['sug_a']);
    expect(suggestions.findFirst((q) => q.where({ id: 'none' }))).toBeUndefined();
    expect(() => suggestions.findFirst((q) => q.where({ id: 'none' }), { strict: true })).toThrow(
      OperationError,
    );
  });

  it('updates by storing a new record, so a record handed out before stays as it was', async () => {
    const suggestions = new PlainCollection({ schema: suggestionSchema });
    const before = await suggestions.create(suggestion('sug_1'));
    const after = await suggestions.update((q) => q.where({ id: 'sug_1' }), {
      strict: true,
      data(draft) {
        draft.status = 'applied';
        draft.target.id = 'tm_1';
      },
    });
    expect(after).toMatchObject({ status: 'applied', target: { id: 'tm_1' } });
    expect(before).toMatchObject({ status: 'pending', target: { id: null } });
    expect(suggestions.all()).toEqual([after]);
    await expect(
      suggestions.update((q) => q.where({ id: 'sug_1' }), {
        data(draft) {
          draft.createdAt = 'later';
        },
      }),
    ).rejects.toThrow(OperationError);
    await expect(
      suggestions.update((q) => q.where({ id: 'none' }), { strict: true, data() {} }),
    ).rejects.toThrow(OperationError);
  });

  it('deletes by query or by record, and clears', async () => {
    const suggestions = new PlainCollection({ schema: suggestionSchema });
    const [a, b, c] = await suggestions.createMany(3, (i) => suggestion(`sug_${i}`));
    expect(suggestions.delete(b as SuggestionRecord)).toBe(b);
    expect(suggestions.deleteMany((q) => q.where({ id: 'sug_2' }))).toEqual([c]);
    expect(suggestions.all()).toEqual([a]);
    suggestions.clear();
    expect(suggestions.count()).toBe(0);
  });
});
