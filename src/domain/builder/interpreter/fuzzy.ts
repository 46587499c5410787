/**
 * Typo distance for the interpreter: optimal string alignment (Levenshtein plus swapping two
 * neighbouring letters), because the typos people make in a chat box are mostly swaps ("agnet",
 * "remvoe", "tset") that plain Levenshtein counts as two edits. See
 * docs/decisions/0010-understanding-natural-instructions.md for why this is hand-written.
 */

/**
 * The edit distance between `a` and `b`, counting a swap of neighbours as one edit; stops early
 * and returns `max + 1` once the distance is known to exceed `max`.
 *
 * @example
 * typoDistance('agnet', 'agent', 2); // 1
 * typoDistance('delte', 'delete', 2); // 1
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How many typos a word of this length may hold and still be recognised. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The one vocabulary word `word` is a typo of: same first letter, within the allowed distance,
 * and strictly closer than any other candidate. Null when none or a tie.
 *
 * @example
 * closestWord('remvoe', ['remove', 'rename']); // 'remove'
 * closestWord('testr', ['test', 'tester']); // 'tester': a dropped letter wins a tie
 * closestWord('tast', ['test', 'task']); // null: any other tie is not a guess
 */
export function closestWord(word: string, vocabulary: Iterable<string>): string | null {
  const max = allowedTypos(word.length);
  if (max === 0) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  let tied: string[] = [];
  for (const candidate of vocabulary) {
    if (candidate[0] !== word[0]) continue;
    const limit = Math.min(max, allowedTypos(candidate.length));
    // Each typo changes the length by at most one, so a longer gap is no typo of this word.
    if (Math.abs(candidate.length - word.length) > limit) continue;
    const distance = typoDistance(word, candidate, limit);
    if (distance > limit) continue;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tied = [candidate];
    } else if (distance === bestDistance && !tied.includes(candidate)) {
      tied.push(candidate);
    }
  }
  if (best === null || bestDistance > max) return null;
  if (tied.length === 1) return best;
  // A dropped letter is the commonest typo: "routr" is "router" rather than "route".
  const dropped = tied.filter((candidate) => candidate.length === word.length + 1);
  return dropped.length === 1 ? (dropped[0] ?? null) : null;
}
