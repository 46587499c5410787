import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPrefixIndex, countInterval, sumInterval } from './prefix-index.js';

describe('prefix index', () => {
  it('sums exactly what a scan of the interval sums', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ time: fc.integer({ min: 0, max: 100 }), value: fc.nat(50) })),
        fc.integer({ min: -10, max: 110 }),
        fc.integer({ min: -10, max: 110 }),
        (rows, from, to) => {
          const sorted = [...rows].sort((a, b) => a.time - b.time);
          const index = buildPrefixIndex(
            {
              times: Float64Array.from(sorted, (r) => r.time),
              values: { value: Float64Array.from(sorted, (r) => r.value) },
            },
            Int32Array.from(sorted, (_, i) => i),
          );
          const inside = sorted.filter((r) => r.time >= from && r.time < to);
          const got = sumInterval(index, { from, to });
          expect(got.count).toBe(inside.length);
          expect(got.sums.value).toBe(inside.reduce((sum, r) => sum + r.value, 0));
          expect(countInterval(index, { from, to })).toBe(inside.length);
        },
      ),
    );
  });

  it('indexes only the rows it is given, and refuses them out of time order', () => {
    const columns = {
      times: Float64Array.of(10, 20, 30),
      values: { messages: Float64Array.of(1, 2, 3) },
    };
    expect(
      sumInterval(buildPrefixIndex(columns, Int32Array.of(0, 2)), { from: 0, to: 100 }),
    ).toEqual({ count: 2, sums: { messages: 4 } });
    expect(() => buildPrefixIndex(columns, Int32Array.of(2, 0))).toThrow(/ascending time order/);
  });
});
