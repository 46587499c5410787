/** Characters of an id's random-looking part: lower-case, so ids read like the seeded ones. */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 10;

/** mulberry32: a small, fast PRNG whose whole state is one 32-bit number. */
function nextState(state: number): [number, number] {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [next, (t ^ (t >>> 14)) >>> 0];
}

export interface IdSequence {
  /** The next id with this prefix, e.g. `ses_k3v9x0q2ma`. */
  next(prefix: string): string;
  /** Starts over from a seed; `taken` ids (from an imported snapshot) are never handed out. */
  reset(seed: number, taken?: Iterable<string>): void;
}

/**
 * Ids for records made at run time (sessions, messages, suggestions, board entities): one
 * sequence per store that follows the seed, so the same seed, `now` and requests give the same
 * ids (docs/decisions/0016-one-request-path.md).
 *
 * @example
 * const ids = createIdSequence(1);
 * ids.next('ses'); // the same id on every run with seed 1
 */
export function createIdSequence(seed: number): IdSequence {
  let state = 0;
  let taken = new Set<string>();
  const sequence: IdSequence = {
    next(prefix) {
      for (;;) {
        let id = `${prefix}_`;
        for (let i = 0; i < ID_LENGTH; i += 1) {
          const [next, value] = nextState(state);
          state = next;
          id += ALPHABET[value % ALPHABET.length];
        }
        if (!taken.has(id)) return id;
      }
    },
    reset(nextSeed, ids = []) {
      // Mixed with a constant, so seed 0 does not start the generator at 0.
      state = (nextSeed ^ 0x5eed1d5) | 0;
      taken = new Set(ids);
    },
  };
  sequence.reset(seed);
  return sequence;
}

/**
 * Every string in a value (the ids of an imported snapshot among them).
 *
 * @example
 * [...stringsIn({ a: ['x', { b: 'y' }] })]; // ['x', 'y']
 */
export function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value !== null && typeof value === 'object')
    for (const item of Object.values(value)) yield* stringsIn(item);
}
