/**
 * Turns one clause into a verb group and the rest of the words, after dropping politeness and
 * linking words ("please", "can you", "and then"). Clauses are plain imperative English
 * (docs/product/ai-builder.md examples), so the verb is the first thing left.
 */
import { VERB_PHRASES, type VerbGroup } from './verbs.js';
import { lowerAligned, collapseWhitespace, stripTrailingPunctuation, wordsOf } from './phrase.js';

export interface ParsedClause {
  readonly verb: VerbGroup;
  /** The words after the verb, as written. */
  readonly rest: string;
  /** The whole clause without filler, as written: what the rationale quotes. */
  readonly text: string;
}

/** Leading phrases that carry no instruction; removed repeatedly, longest first. */
const LEADING_FILLER: readonly string[] = [
  'i want the bot to',
  "i'd like the bot to",
  'we want the bot to',
  'i would like the bot to',
  'please go ahead and',
  'go ahead and',
  'i would like to',
  "i'd like to",
  'we would like to',
  "we'd like to",
  'i want to',
  'we want to',
  'i need to',
  'we need to',
  // "you should send refund stuff to FAQ": the builder told what to do.
  'you should',
  'you need to',
  'you must',
  'can you please',
  'could you please',
  'can you',
  'can u',
  'could you',
  'would you',
  'will you',
  'can we',
  "let's",
  'and then',
  'and also',
  'but just',
  'but',
  'just',
  'please',
  'also',
  'and',
  '&',
  '+',
  'plus',
  'oh and',
  'then',
  'now',
  'next',
  "once that's done",
  'once that is done',
  "when that's done",
  'when that is done',
  'once done',
  'when done',
  'after that',
  'afterwards',
  'afterward',
  'finally',
  'first',
  'firstly',
  'second',
  'secondly',
  'third',
  'thirdly',
  'lastly',
  'ok',
  'okay',
  'so',
  'just',
  'kindly',
  'hey',
  'hi',
  // "… + a new router called Escalations": "new" is the verb.
  'a',
  'an',
];

const TRAILING_FILLER: readonly string[] = ['please', 'thanks', 'thank you', 'as well', 'too'];

/**
 * @example
 * parseClause('Please turn test mode on.'); // { verb: 'enable', rest: 'test mode', text: 'turn test mode on' }
 * parseClause('what is the weather'); // null
 */
export function parseClause(raw: string): ParsedClause | null {
  const text = stripFiller(collapseWhitespace(raw));
  const words = wordsOf(text);
  // Only the first words (a verb phrase) and the last (a particle) are looked at.
  const lower = words.map((word, index) =>
    index < LONGEST_VERB_PHRASE || index === words.length - 1 ? lowerAligned(word) : '',
  );
  const toggled = parseTurnOnOff(words, lower);
  if (toggled) return { ...toggled, text };
  for (const [phraseWords, verb] of VERBS_BY_FIRST_WORD.get(lower[0] ?? '') ?? []) {
    if (phraseWords.every((word, index) => lower[index] === word)) {
      return { verb, rest: words.slice(phraseWords.length).join(' '), text };
    }
  }
  return null;
}

const LONGEST_VERB_PHRASE = Math.max(...VERB_PHRASES.map(([phrase]) => phrase.split(' ').length));

/** VERB_PHRASES split into words once and grouped by their first word, in their order. */
const VERBS_BY_FIRST_WORD = new Map<string, (readonly [readonly string[], VerbGroup])[]>();
for (const [phrase, verb] of VERB_PHRASES) {
  const phraseWords = phrase.split(' ');
  const first = phraseWords[0] ?? '';
  VERBS_BY_FIRST_WORD.set(first, [...(VERBS_BY_FIRST_WORD.get(first) ?? []), [phraseWords, verb]]);
}

/** "turn test mode on" / "switch LINE off": the particle comes last. */
function parseTurnOnOff(
  words: readonly string[],
  lower: readonly string[],
): Omit<ParsedClause, 'text'> | null {
  const first = lower[0];
  const last = lower.at(-1);
  if ((first !== 'turn' && first !== 'switch') || words.length < 3) return null;
  if (last !== 'on' && last !== 'off') return null;
  return { verb: last === 'on' ? 'enable' : 'disable', rest: words.slice(1, -1).join(' ') };
}

/** Word-wise, so stripping stays linear even for "please please please …". */
function stripFiller(clause: string): string {
  const words = wordsOf(stripTrailingPunctuation(clause));
  // Lower-cased as the loop reaches them: most clauses have a filler word or two at most.
  const lower: string[] = [];
  const lowerAt = (index: number): string =>
    (lower[index] ??= lowerAligned(stripTrailingPunctuation(words[index] ?? '')));
  let start = 0;
  let end = words.length;
  for (let changed = true; changed && start < end;) {
    changed = false;
    const leading = LEADING_BY_FIRST_WORD.get(lowerAt(start))?.find((filler) =>
      matchesAt(lowerAt, start, end, filler),
    );
    if (leading) {
      start += leading.length;
      changed = true;
    }
    const trailing = TRAILING_BY_LAST_WORD.get(lowerAt(end - 1))?.find((filler) =>
      matchesAt(lowerAt, end - filler.length, end, filler),
    );
    if (trailing && end - trailing.length > start) {
      end -= trailing.length;
      changed = true;
    }
  }
  return stripTrailingPunctuation(words.slice(start, end).join(' '));
}

const LEADING_FILLER_WORDS = LEADING_FILLER.map((filler) => filler.split(' '));
const TRAILING_FILLER_WORDS = TRAILING_FILLER.map((filler) => filler.split(' '));

/** `phrases` grouped by one of their words, each group in the order of `phrases`. */
function groupBy(
  phrases: readonly (readonly string[])[],
  key: (phrase: readonly string[]) => string,
): Map<string, (readonly string[])[]> {
  const groups = new Map<string, (readonly string[])[]>();
  for (const phrase of phrases)
    groups.set(key(phrase), [...(groups.get(key(phrase)) ?? []), phrase]);
  return groups;
}

/** A filler can only start at a word equal to its first word (end at its last). */
const LEADING_BY_FIRST_WORD = groupBy(LEADING_FILLER_WORDS, (filler) => filler[0] ?? '');
const TRAILING_BY_LAST_WORD = groupBy(TRAILING_FILLER_WORDS, (filler) => filler.at(-1) ?? '');

/** Whether `phrase` sits at `lower[from…]` and leaves at least one word before `end`. */
function matchesAt(
  lowerAt: (index: number) => string,
  from: number,
  end: number,
  phrase: readonly string[],
): boolean {
  if (from < 0 || from + phrase.length > end) return false;
  return phrase.every((word, offset) => lowerAt(from + offset) === word);
}
