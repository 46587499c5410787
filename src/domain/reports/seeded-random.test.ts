import { describe, expect, it } from 'vitest';
import { createSeededRandom, createWeightedPicker } from './seeded-random.js';

describe('createSeededRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const random = createSeededRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps int() inside its inclusive bounds and reaches both ends', () => {
    const random = createSeededRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('centres logNormal() on its median', () => {
    const random = createSeededRandom(7);
    const samples = Array.from({ length: 2001 }, () => random.logNormal(100, 1)).sort(
      (a, b) => a - b,
    );
    expect(samples[1000]).toBeGreaterThan(80);
    expect(samples[1000]).toBeLessThan(125);
    expect(samples.every((x) => x > 0 && Number.isFinite(x))).toBe(true);
  });
});

describe('createWeightedPicker', () => {
  it('picks in proportion to the weights and never picks a zero weight', () => {
    const pick = createWeightedPicker(['a', 'b', 'c'], [3, 1, 0]);
    const random = createSeededRandom(3);
    const counts = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 4000; i += 1) counts[pick(random) as 'a' | 'b' | 'c'] += 1;
    expect(counts.c).toBe(0);
    expect(counts.a / counts.b).toBeGreaterThan(2.5);
    expect(counts.a / counts.b).toBeLessThan(3.5);
  });

  it('refuses mismatched items and weights', () => {
    expect(() => createWeightedPicker(['a'], [1, 2])).toThrow(/one weight per item/);
  });
});
