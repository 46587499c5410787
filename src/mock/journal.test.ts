import { describe, expect, it } from 'vitest';
import { createJournal } from './journal.js';

const headers = { forEach() {} };
const entry = (path: string) => ({
  method: 'GET',
  url: new URL(`http://127.0.0.1${path}`),
  headers,
  status: 200,
  durationMs: 1,
  operationId: null,
  body: '',
});

describe('createJournal', () => {
  it('keeps the last `limit` requests, oldest first, however many came', () => {
    const journal = createJournal(3);
    for (let i = 1; i <= 8; i += 1) {
      journal.record(entry(`/${i}`));
      const ids = journal.list().map((item) => item.id);
      expect(ids).toEqual(
        Array.from({ length: Math.min(i, 3) }, (_, k) => i - Math.min(i, 3) + k + 1),
      );
    }
    expect(journal.list().map((item) => item.path)).toEqual(['/6', '/7', '/8']);
  });

  it('keeps nothing with a limit of 0', () => {
    const journal = createJournal(0);
    journal.record(entry('/1'));
    expect(journal.list()).toEqual([]);
  });
});
