/**
 * scripts/builder-robustness.mjs, run the way its users run it: a node process from the repo's
 * root. A greeting before a message and thanks after it change no answer of the tuning material.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('node scripts/builder-robustness.mjs', () => {
  it.each(['greeting', 'Thanks!'])(
    'counts no changed answer with the %s dressing',
    (dressing) => {
      const output = execFileSync('node', ['scripts/builder-robustness.mjs', dressing], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(output).toMatch(/^\d{4,} cases answered with the skills they want/);
      expect(output).toMatch(new RegExp(`^\\s+${dressing}\\s+en\\s+0 changed$`, 'm'));
    },
    60_000,
  );
});
