/**
 * A tiny seeded PRNG (mulberry32) for the bulk of the conversation numbers.
 *
 * Why not faker for everything: faker's generators cost microseconds per call, and a world of
 * 100k conversations needs ~2M random numbers; mulberry32 is a few nanoseconds each. Faker still
 * names the entities and seeds this generator, so one `--seed` drives both
 * (docs/product/demo-data.md: same seed and now give byte-identical data). Never Math.random.
 */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** Log-normal sample with the given median; `sigma` is the spread of its logarithm. */
  logNormal(median: number, sigma: number): number;
}

/**
 * Creates a deterministic random source from a 32-bit seed.
 *
 * @example
 * const random = createSeededRandom(42);
 * random.int(1, 6); // the same die roll for seed 42, every time
 */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    logNormal: (median, sigma) => {
      // Box-Muller; 1 - next() keeps the logarithm finite.
      const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
      return median * Math.exp(sigma * normal);
    },
  };
}

/**
 * Builds a picker that returns `items[i]` with probability proportional to `weights[i]`
 * (binary search over the cumulative weights, so picking stays cheap for long lists).
 *
 * @example
 * const pickChannel = createWeightedPicker(['web', 'email'], [3, 1]);
 * pickChannel(createSeededRandom(1)); // 'web' three times as often as 'email'
 */
export function createWeightedPicker<T>(
  items: readonly T[],
  weights: readonly number[],
): (random: SeededRandom) => T {
  if (items.length === 0 || items.length !== weights.length) {
    throw new RangeError(
      `createWeightedPicker needs one weight per item (got ${items.length} items and ${weights.length} weights)`,
    );
  }
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    cumulative.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}
