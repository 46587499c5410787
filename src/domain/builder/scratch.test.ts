import { it } from 'vitest';
import { interpretInstruction } from './interpret-instruction.js';
import { seedBoard } from './seed-board.js';
const b = seedBoard('prj_acme_support', 'support', new Date('2026-01-15T00:00:00Z'));
it('x', () => {
  for (const i of process.env.SCRATCH!.split('|')) {
    const r = interpretInstruction(i, b);
    process.stdout.write(
      `${i}\n  → ${r.suggestions.map((s) => `${s.skillId} ${JSON.stringify(s.payload)}`).join(' ; ')}\n  « ${r.reply}\n`,
    );
  }
});
