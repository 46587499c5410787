import { describe, expect, it } from 'vitest';
import { closestSkill } from './closest-skill.js';

describe('closestSkill', () => {
  it.each([
    ['test mode', 'test_mode.enable'],
    ['get test mode off somehow', 'test_mode.disable'],
    ['the LINE thing', 'line.connect'],
    ['unlink that LINE', 'line.disconnect'],
    ['the tool is broken, delete', 'tool.delete'],
    ['テストモードをなんとかして', 'test_mode.enable'],
    ['โหมดทดสอบ ปิด', 'test_mode.disable'],
  ])('"%s" is closest to %s', (text, want) => {
    expect(closestSkill(text)).toBe(want);
  });

  it('names no skill for text about nothing on the board', () => {
    expect(closestSkill('what is the weather like in Osaka')).toBeNull();
  });
});
