/**
 * Small, linear-time string helpers for the rule-based interpreter (docs/product/ai-builder.md:
 * deterministic, no model). Every regex here is anchored or has no nested quantifiers, so an
 * adversarial 4000-character instruction cannot make it backtrack for long.
 */

/**
 * A full-width sign, letter or digit (U+FF01–FF5E) as its ASCII self.
 *
 * @example
 * 'ＦＡＱ'.replace(/[Ａ-Ｚ]/g, halfWidth); // 'FAQ'
 */
export function halfWidth(wide: string): string {
  return String.fromCharCode(wide.charCodeAt(0) - 0xfee0);
}

/** An e-mail address anywhere in a text. */
export const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/**
 * Collapses every run of whitespace to one space, so patterns can use a literal ' '.
 *
 * @example
 * collapseWhitespace('  turn\ton   LINE '); // 'turn on LINE'
 */
export function collapseWhitespace(text: string): string {
  // Already collapsed (the common case): no run of spaces, no other white space, nothing to trim.
  if (!NOT_COLLAPSED.test(text)) return text;
  return text.replace(/\s+/g, ' ').trim();
}

const NOT_COLLAPSED = /^\s|\s$|[^\S ]| {2}/;

const QUOTE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ['“', '”'],
  ["'", "'"],
  ['‘', '’'],
  ['`', '`'],
  ['«', '»'],
];

/**
 * `"Billing"` → `Billing`; text that is not wrapped in one pair of quotes comes back trimmed.
 *
 * @example
 * stripQuotes('"Billing"'); // 'Billing'
 */
export function stripQuotes(text: string): string {
  const trimmed = text.trim();
  for (const [open, close] of QUOTE_PAIRS) {
    if (trimmed.length >= 2 && trimmed.startsWith(open) && trimmed.endsWith(close)) {
      return trimmed.slice(open.length, trimmed.length - close.length).trim();
    }
  }
  return trimmed;
}

const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'our',
  'my',
  'your',
  'this',
  'that',
  'its',
  'their',
  'existing',
  'current',
]);

/**
 * `the Billing sub-agent` → `Billing sub-agent`: leading determiners carry no name. Looks only at
 * the leading words, so it costs nothing on a long phrase; a lone determiner is kept.
 *
 * @example
 * stripDeterminers('the Billing sub-agent'); // 'Billing sub-agent'
 */
export function stripDeterminers(text: string): string {
  let rest = text.trim();
  for (;;) {
    const space = rest.indexOf(' ');
    if (space < 0 || !DETERMINERS.has(lowerAligned(rest.slice(0, space)))) return rest;
    rest = rest.slice(space + 1).trimStart();
  }
}

/**
 * Trailing `.`, `!`, `?`, `,`, `;` and `:` end a sentence, not a name or a value.
 *
 * @example
 * stripTrailingPunctuation('enable LINE!'); // 'enable LINE'
 */
export function stripTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && '.!?,;:'.includes(text[end - 1] ?? '')) end -= 1;
  return text.slice(0, end).trim();
}

/**
 * A name as the user wrote it, without quotes, determiners or trailing punctuation.
 *
 * @example
 * cleanName('"Order lookup".'); // 'Order lookup'
 */
export function cleanName(text: string): string {
  return stripQuotes(stripTrailingPunctuation(stripQuotes(text)));
}

/**
 * Case-insensitive name equality: names are unique per kind regardless of case.
 *
 * @example
 * sameName('billing ', 'Billing'); // true
 */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Upper-cases the first character.
 *
 * @example
 * capitalize('handles refunds'); // 'Handles refunds'
 */
export function capitalize(text: string): string {
  return text.length === 0 ? text : (text[0] ?? '').toUpperCase() + text.slice(1);
}

/**
 * Lower-cases the first character.
 *
 * @example
 * lowerFirst('Create sub-agent "Billing"'); // 'create sub-agent "Billing"'
 */
export function lowerFirst(text: string): string {
  // "VIP care" keeps its acronym.
  if (text.length === 0 || /^[A-Z]{2}/.test(text)) return text;
  return (text[0] ?? '').toLowerCase() + text.slice(1);
}

/**
 * English plural → singular for the common regular forms ("refunds" → "refund").
 *
 * @example
 * singularize('deliveries'); // 'delivery'
 * singularize('status'); // 'status'
 */
export function singularize(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length <= 3) return word;
  if (lower.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes)$/.test(lower)) return word.slice(0, -2);
  if (lower.endsWith('s') && !/(?:ss|us|is)$/.test(lower)) return word.slice(0, -1);
  return word;
}

/**
 * Base verb → third person ("look" → "looks", "fetch" → "fetches").
 *
 * @example
 * thirdPerson('look'); // 'looks'
 */
export function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  return `${verb}s`;
}

/**
 * The words of a collapsed clause.
 *
 * @example
 * wordsOf('turn on LINE'); // ['turn', 'on', 'LINE']
 */
export function wordsOf(text: string): readonly string[] {
  // Every clause reader splits the same clause: the last answer is kept (read-only, so shared).
  if (text !== lastWordsText) {
    lastWordsText = text;
    lastWords = text.length === 0 ? [] : text.split(' ');
  }
  return lastWords;
}

let lastWordsText = '';
let lastWords: readonly string[] = [];

/**
 * Joins names for a reply: `"A"`, `"A" and "B"`, `"A", "B" and "C"` (or "or").
 *
 * @example
 * listNames(['Orders', 'FAQ']); // '"Orders" and "FAQ"'
 */
export function listNames(names: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  const quoted = names.map((name) => `"${name}"`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted.at(-1) ?? ''}`;
}

/**
 * Start indexes of every ` marker ` in `text` (case-insensitive), left to right, at most `limit`
 * of them. Used to try each split of "X to Y" instead of trusting a lazy regex.
 *
 * @example
 * indexesOf('a to b to c', ' to '); // [1, 6]
 */
export function indexesOf(text: string, marker: string, limit = 50): number[] {
  const lower = lowerAligned(text);
  const needle = lowerAligned(marker);
  const found: number[] = [];
  let from = 0;
  while (found.length < limit) {
    const index = lower.indexOf(needle, from);
    if (index < 0) break;
    found.push(index);
    from = index + 1;
  }
  return found;
}

/**
 * `text` cut before the first of `markers` (case-insensitive, whole words), trimmed.
 *
 * @example
 * cutAtFirst('Billing that handles refunds', ['that', 'for']); // 'Billing'
 */
export function cutAtFirst(text: string, markers: readonly string[]): string {
  // The padding shifts indexes by one, so `index` lands on the space before the marker.
  const lower = ` ${lowerAligned(text)} `;
  let cut = text.length;
  for (const marker of markers) {
    const index = lower.indexOf(` ${lowerAligned(marker)} `);
    if (index >= 0 && index < cut) cut = index;
  }
  return text.slice(0, cut).trim();
}

/**
 * Lower-cases without moving indexes, so a position found in the result can cut the original.
 * `toLowerCase` only ever lengthens a string (e.g. "İ" → "i̇"); when it did, fall back to A–Z
 * only (every marker we search for is ASCII).
 *
 * @example
 * lowerAligned('Route TO Billing'); // 'route to billing'
 */
export function lowerAligned(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length
    ? lower
    : text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/**
 * "and everything else to a human", "thing should be called help desk": words a reading took for
 * a new name that say something instead.
 *
 * @example
 * readsAsSentence('and everything else to a human'); // true
 * readsAsSentence('Orders & Deliveries'); // false
 */
export function readsAsSentence(name: string): boolean {
  const words = name.split(/\s+/);
  // ("node → delete": an arrow says what to do, never what to call it.)
  if (/→|->/.test(name)) return true;
  return (
    /^(?:and|or|but|to|it|that|which|who|used|'s|’s)$/i.test(words[0] ?? '') ||
    (words.length >= 3 &&
      words.some((word) =>
        /^(?:should|must|would|could|is|are|was|were|can't|don't|doesn't|isn't|needs|have|has|had)$/i.test(
          word,
        ),
      ))
  );
}

/** Whether the user put `name` in quotes: then it is the name, whatever it says. */
export function quotedIn(text: string, name: string): boolean {
  return [`"${name}"`, `“${name}”`, `「${name}」`, `'${name}'`].some((q) => text.includes(q));
}

/**
 * `text` with the characters a regular expression reads specially escaped, to match as typed.
 *
 * @example
 * new RegExp(escapeRegExp('Help (v2)')).test('Help (v2)'); // true
 */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
