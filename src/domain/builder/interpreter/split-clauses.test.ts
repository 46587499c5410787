import { describe, expect, it } from 'vitest';
import { splitClauses } from './split-clauses.js';

describe('splitClauses', () => {
  it.each([
    ['one clause', 'add a sub-agent called Billing', ['add a sub-agent called Billing']],
    [
      '"and" before a verb',
      'add a sub-agent called Billing and route refund questions to it',
      ['add a sub-agent called Billing', 'and route refund questions to it'],
    ],
    [
      '"and" inside a phrase',
      'route refunds and returns to Billing',
      ['route refunds and returns to Billing'],
    ],
    [
      '"and then" is one split',
      'enable LINE and then turn off test mode',
      ['enable LINE', 'and then turn off test mode'],
    ],
    ['", then"', 'enable LINE, then disable test mode', ['enable LINE', 'then disable test mode']],
    [
      '";" and newlines',
      'enable LINE;disable LINE\n\nrename A to B',
      ['enable LINE', 'disable LINE', 'rename A to B'],
    ],
    [
      'a full stop before a space, not in a URL',
      'add a tool at https://api.acme.test/x. Enable LINE.',
      ['add a tool at https://api.acme.test/x', 'Enable LINE'],
    ],
    [
      'quoted text is never split',
      'set the instructions of A to "Be kind. Then add detail and remove typos."',
      ['set the instructions of A to "Be kind. Then add detail and remove typos."'],
    ],
    ['whitespace collapses', '  turn   on\ttest mode  ', ['turn on test mode']],
    ['blank input', ' \n ', []],
  ])('%s', (_name, instruction, clauses) => {
    expect(splitClauses(instruction, 20)).toEqual({ clauses, truncated: false });
  });

  it('stops at the limit and says so', () => {
    const result = splitClauses('enable LINE; '.repeat(5), 3);
    expect(result).toEqual({
      clauses: ['enable LINE', 'enable LINE', 'enable LINE'],
      truncated: true,
    });
  });
});
