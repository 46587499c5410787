import { describe, expect, it } from 'vitest';
import type { DraftSuggestion } from '../types.js';
import { orderByDependencies } from './order-by-dependencies.js';

function draft(title: string, dependsOn: number[]): DraftSuggestion {
  return {
    skillId: 'test_mode.enable',
    operation: 'enable',
    target: { type: 'test_mode', id: null },
    title,
    rationale: 'You asked: "x".',
    payload: {},
    dependsOn,
  };
}

describe('orderByDependencies', () => {
  it('keeps the order when dependencies already come first', () => {
    const drafts = [draft('a', []), draft('b', [0]), draft('c', [])];
    expect(orderByDependencies(drafts)).toEqual(drafts);
  });

  it('moves a dependency before its dependant and renumbers dependsOn', () => {
    const ordered = orderByDependencies([
      draft('router', [2]),
      draft('other', []),
      draft('billing', []),
    ]);
    expect(ordered.map((d) => [d.title, d.dependsOn])).toEqual([
      ['other', []],
      ['billing', []],
      ['router', [1]],
    ]);
  });

  it('survives a cycle by keeping the rest in order', () => {
    const ordered = orderByDependencies([draft('a', [1]), draft('b', [0])]);
    expect(ordered.map((d) => d.title)).toEqual(['a', 'b']);
  });
});
