import { describe, expect, it } from 'vitest';
import { closestWord, typoDistance } from './fuzzy.js';

describe('typoDistance', () => {
  it.each([
    ['agnet', 'agent', 1],
    ['delte', 'delete', 1],
    ['remvoe', 'remove', 1],
    ['router', 'router', 0],
    ['rotuer', 'router', 1],
    ['abc', 'xyz', 3],
  ])('%s → %s is %i', (a, b, want) => {
    expect(typoDistance(a, b, 3)).toBe(want);
  });

  it('stops at max + 1', () => {
    expect(typoDistance('aaaaaaaa', 'bbbbbbbb', 2)).toBe(3);
  });
});

describe('closestWord', () => {
  const vocabulary = [
    'test',
    'tester',
    'route',
    'router',
    'remove',
    'rename',
    'delete',
    'agent',
    'agents',
  ];
  it.each([
    ['testr', 'tester'],
    ['routr', 'router'],
    ['remvoe', 'remove'],
    ['delte', 'delete'],
    ['agnet', 'agent'],
  ])('%s is a typo of %s', (word, want) => {
    expect(closestWord(word, vocabulary)).toBe(want);
  });

  it.each([
    ['tst', 'too short to tell'],
    ['gaent', 'a different first letter'],
    ['banana', 'nothing close'],
    // Six or seven letters allow one typo, not two: "alerts" is not "agents".
    ['alerts', 'two letters off a seven-letter word'],
  ])('%s is not corrected (%s)', (word) => {
    expect(closestWord(word, vocabulary)).toBeNull();
  });
});
