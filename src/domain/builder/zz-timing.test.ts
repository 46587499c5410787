import { it } from 'vitest';
import { interpretInstruction, seedBoard } from './index.js';
const support = seedBoard('prj_t', 'support', new Date('2026-01-15T00:00:00Z'));
it('t', () => {
  const adversarial = [
      'a'.repeat(4000),
      ' '.repeat(4000),
      'route '.padEnd(4000, 'to '),
      'give '.padEnd(4000, 'x '),
      'rename '.padEnd(4000, 'to as '),
      'add '.padEnd(4000, 'and add '),
      'add a sub-agent called '.padEnd(4000, 'that '),
      'add an HTTP tool at https://'.padEnd(4000, '{a}'),
      'turn on test mode for '.padEnd(4000, 'a.'),
      `${'a@'.repeat(1000)}b.cd`.padEnd(4000, '.'),
      'change '.padEnd(4000, "x's "),
      'please '.repeat(571).slice(0, 4000),
      '"'.padEnd(4000, 'and add a tool '),
      'route refunds to '.padEnd(4000, '-'),
      'the description of '.padEnd(4000, 'x to '),
      'delete '.padEnd(4000, 'x from '),
      'remove the rule '.padEnd(4000, 'rule '),
      'give '.padEnd(4000, 'Orders '),
      'route x to '.padEnd(4000, 'Orders to '),
      'add an http tool that '.padEnd(4000, 'GET with '),
      Array.from({length: 20}, () => 'give ' + 'Orders '.repeat(25)).join('; '),
      Array.from({length: 20}, () => 'route a' + ' to b'.repeat(40)).join('; '),
  ];
  interpretInstruction(adversarial[0]!, support);
  for (const i of adversarial) { interpretInstruction(i, support); const t = performance.now(); const r = interpretInstruction(i, support); console.log((performance.now()-t).toFixed(2), i.length, JSON.stringify(i.slice(0,30)), r.suggestions.length, r.reply.slice(0,100)); }
});
