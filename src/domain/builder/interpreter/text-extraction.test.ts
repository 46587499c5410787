import { describe, expect, it } from 'vitest';
import { extractEmails } from './extract-emails.js';
import { inferKeywords } from './infer-keywords.js';
import { parseClause } from './parse-clause.js';

describe('extractEmails', () => {
  it('finds addresses, lower-cased and de-duplicated, ignoring punctuation around them', () => {
    expect(extractEmails('for Alice@Acme.test, (bob@acme.test) and alice@acme.test.')).toEqual([
      'alice@acme.test',
      'bob@acme.test',
    ]);
  });

  it('ignores what is not an address', () => {
    expect(extractEmails('a@b a@b.c @acme.test x@-acme.test x..y@acme.test')).toEqual([]);
  });
});

describe('inferKeywords', () => {
  it.each([
    ['refund questions', ['refund']],
    ['questions about orders and deliveries', ['order', 'delivery']],
    ['Shipping status', ['shipping', 'status']],
    ['questions', ['questions']],
  ])('%s → %j', (intent, keywords) => {
    expect(inferKeywords(intent)).toEqual(keywords);
  });
});

describe('parseClause', () => {
  it.each([
    ['Please turn test mode on.', { verb: 'enable', rest: 'test mode', text: 'turn test mode on' }],
    [
      'and then could you add a router, please',
      { verb: 'create', rest: 'a router', text: 'add a router' },
    ],
    [
      'Set up a LINE channel',
      { verb: 'create', rest: 'a LINE channel', text: 'Set up a LINE channel' },
    ],
    ["let's get rid of Billing", { verb: 'delete', rest: 'Billing', text: 'get rid of Billing' }],
    ['fall back to FAQ', { verb: 'fallback', rest: 'to FAQ', text: 'fall back to FAQ' }],
  ])('%s', (raw, parsed) => {
    expect(parseClause(raw)).toEqual(parsed);
  });

  it('returns null when no verb starts the clause', () => {
    expect(parseClause('what is the weather')).toBeNull();
    expect(parseClause('please')).toBeNull();
  });
});
