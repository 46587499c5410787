import { describe, expect, it } from 'vitest';
import { rewriteClause } from './rewrite-clause.js';

// Indirect requests the skill reader understands from its word lists ("we don't need X", "X should
// go to Y", "go live", testers) are tested in read-skills.test.ts.
describe('rewriteClause', () => {
  it.each([
    [
      'Can you tell the Orders agent to always ask for the order number first?',
      ['instruct the Orders agent to always ask for the order number first'],
    ],
    [
      'Make the Billing agent more polite and always apologise',
      ['instruct the Billing agent to be more polite and always apologise'],
    ],
    [
      'send anything about passwords to a new Account Help agent',
      [
        'add a sub-agent called Account Help that handles passwords',
        'route anything about passwords to Account Help',
      ],
    ],
    ["Let's test things first: turn on test mode", ['turn on test mode']],
    ['take the Order lookup tool away from Orders', ['remove the Order lookup tool from Orders']],
  ])('"%s" → %j', (clause, want) => {
    expect(rewriteClause(clause)).toEqual(want);
  });

  it.each([
    "don't delete the FAQ agent",
    'never route refunds to Orders',
    'make a copy of the FAQ agent',
  ])('reads nothing in "%s": a negation or an ask no skill can do', (clause) => {
    expect(rewriteClause(clause)).toEqual([]);
  });

  it.each([
    'Should I delete the FAQ agent?',
    'what happens if I turn off LINE?',
    'can the FAQ agent look up orders?',
    'Why did the bot send my refund question to FAQ?',
  ])('leaves "%s" alone: a question or a negation is not a request', (clause) => {
    expect(rewriteClause(clause)).toEqual([clause]);
  });

  it('leaves a clause longer than it reads alone', () => {
    const long = `tell ${'x '.repeat(300)}to be brief`;
    expect(rewriteClause(long)).toEqual([long]);
  });
});
