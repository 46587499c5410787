/**
 * Splits an instruction into clauses: sentences (newlines, `;`, and `.`, `!`, `?` before a space),
 * then "and"/"then"/", " when a new verb follows (docs/product/ai-builder.md: one instruction may
 * give several suggestions). Quoted text ("…") is never split, so a quoted value may hold full
 * sentences. One linear pass per level, no regex over the whole text.
 */
import { CLAUSE_START_WORDS } from './verbs.js';
import { lowerAligned, collapseWhitespace, wordsOf } from './phrase.js';

export interface SplitClauses {
  /** At most `maxClauses` clauses, in order, whitespace collapsed. */
  readonly clauses: string[];
  /** True when the instruction had more clauses than `maxClauses`. */
  readonly truncated: boolean;
}

/** Words that may sit between "and" and the verb: "and then add …", "and also route …". */
const LINKING_WORDS = new Set([
  'and',
  '&',
  '+',
  'then',
  'also',
  'please',
  'finally',
  'next',
  'now',
  'so',
  // "…, oh and rename …", "… plus add …".
  'oh',
  'plus',
  // "don't delete FAQ, just rename it …", "keep FAQ, but delete the tool".
  'but',
  'just',
]);

/**
 * @example
 * splitClauses('add a sub-agent called Billing and route refund questions to it', 20).clauses;
 * // ['add a sub-agent called Billing', 'and route refund questions to it']
 */
export function splitClauses(instruction: string, maxClauses: number): SplitClauses {
  const clauses: string[] = [];
  for (const sentence of splitSentences(instruction)) {
    for (const clause of splitSentence(collapseWhitespace(sentence))) {
      if (clauses.length === maxClauses) return { clauses, truncated: true };
      clauses.push(clause);
    }
  }
  return { clauses, truncated: false };
}

function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let closingQuote: string | null = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (closingQuote !== null) {
      if (char !== closingQuote) continue;
      closingQuote = null;
    } else if (char === '"') {
      closingQuote = '"';
      continue;
    } else if (char === '“') {
      closingQuote = '”';
      continue;
    } else if (char === "'" && /^(?:|[\s(:→>])$/.test(text[index - 1] ?? '')) {
      // 'Be brief. Link the article.': a single quote opens a value only where one closes it.
      const close = text.slice(index + 1).search(SINGLE_CLOSE);
      if (close > 0) index += close + 1;
    }
    // '… look the order up.' Also …: a quote that closes a sentence ends it too.
    const here = text[index] ?? '';
    const closes =
      (here === '"' || here === '”' || here === "'") && SENTENCE_ENDS.has(text[index - 1] ?? '');
    if (closes ? /\s/.test(text[index + 1] ?? '') : endsSentence(text, index)) {
      sentences.push(text.slice(start, closes ? index + 1 : index));
      start = index + 1;
    }
  }
  sentences.push(text.slice(start));
  return sentences.filter((sentence) => sentence.trim().length > 0);
}

const SENTENCE_ENDS = new Set(['.', '!', '?']);

/** A single quote that ends a value: not an apostrophe inside a word ("customer's"). */
const SINGLE_CLOSE = /'(?![\p{L}\p{N}])/u;

/** `.` inside "api.acme.test" or "alice@acme.test" is not followed by a space, so it stays. */
function endsSentence(text: string, index: number): boolean {
  const char = text[index] ?? '';
  if (char === '\n' || char === '\r' || char === ';') return true;
  if (char !== '.' && char !== '!' && char !== '?') return false;
  const next = text[index + 1];
  return next === undefined || /\s/.test(next);
}

function splitSentence(sentence: string): string[] {
  const words = wordsOf(sentence);
  const clauses: string[] = [];
  let current: string[] = [];
  // "and then add …" is one split, not an empty clause "and" followed by "then add …".
  let hasContent = false;
  let inQuote = false;
  let sawField = false;
  // "When nothing matches, let FAQ answer": a condition's comma leads to its main clause.
  // ("Also if nothing matches, …": after a linking word too.)
  // ("…, so when the router can't tell, send it to FAQ": after a comma and a linking word too.)
  let condition = conditionAt(words, 0);
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    if (condition && (words[index - 1] ?? '').endsWith(',')) {
      condition = false;
    } else if (!inQuote && hasContent && startsClause(words, index)) {
      clauses.push(withoutTrailingComma(current));
      current = [];
      hasContent = false;
      condition = conditionAt(words, index);
    } else if (!inQuote && CONDITIONS.has(bare(word)) && afterCommaAndLinks(words, index)) {
      condition = true;
    }
    current.push(word);
    hasContent ||= !LINKING_WORDS.has(bare(word));
    inQuote = updateQuoteState(inQuote, word);
    // "instructions: check the carrier first, then reply …", "new instructions for Orders: …":
    // after the field's colon the rest of the sentence is the text.
    sawField ||= VALUE_FIELD.test(word.replace(/:$/, ''));
    // (A value in quotes after the colon is one already.)
    if (sawField && word.endsWith(':') && !/^["“]/.test(words[index + 1] ?? '')) inQuote = true;
  }
  if (current.length > 0) clauses.push(withoutTrailingComma(current));
  return clauses.filter((clause) => clause.length > 0);
}

const PRONOUNS = new Set(['it', 'they', 'she', 'he']);
const GETS = new Set(['gets', 'loses', 'receives']);
const MODALS = new Set(['should', 'must', 'needs', 'has', 'will', 'shall']);
const CONDITIONS = new Set(['when', 'whenever', 'if', 'once', 'unless']);

function startsClause(words: readonly string[], index: number): boolean {
  const word = bare(words[index]);
  const afterComma = (words[index - 1] ?? '').endsWith(',');
  if (word === 'then') return true;
  // ", GET https://…" gives the method and URL of what the clause before it names.
  if (afterComma && /^(?:GET|POST|PUT|PATCH|DELETE)$/.test(words[index] ?? '')) return false;
  // ", it should always apologise first": a pronoun and a modal start what the item should do.
  // (A method or URL there is what the tool the clause creates calls: it stays with it.)
  if (afterComma && PRONOUNS.has(word) && MODALS.has(bare(words[index + 1])))
    return !words
      .slice(index + 2, index + 5)
      .some((w) => /^(?:GET|POST|PUT|PATCH|DELETE|https?:)/.test(w));
  // "delete FAQ & disable LINE"; "Orders & Returns" stays a name: no verb follows.
  const and = word === 'and' || word === '&' || word === '+' || word === 'but' || word === 'plus';
  // "…, and if nothing matches send it to FAQ": a condition after "and" starts a new request.
  if (and && afterCommaBefore(words, index) && CONDITIONS.has(bare(words[index + 1]))) return true;
  // "…, and the Main router should fall back to FAQ": a new subject with a modal after ", and".
  if (and && afterCommaBefore(words, index) && subjectWithModal(words, index)) return true;
  // "… handles refunds and it should always ask …": what the item should do, after "and".
  if (and && PRONOUNS.has(bare(words[index + 1])) && MODALS.has(bare(words[index + 2])))
    return true;
  // "…, and the FAQ agent is now called Help Desk": a new subject and its new name.
  if (and && afterCommaBefore(words, index) && nowCalled(words, index)) return true;
  // "…, and anything not matched send to Orders": what comes first, then its verb.
  if (and && afterCommaBefore(words, index) && frontedObject(words, index)) return true;
  // ("FAQ gets the lookup tool, Orders loses it", "…, Orders's new instructions: …": a new
  // subject and what it gets, loses or has.)
  if (afterComma && /^[A-Z]/.test(words[index] ?? '')) {
    const next = bare(words[index + 1]);
    const field = (at: number): boolean => /^(?:instructions|description)$/.test(bare(words[at]));
    const owns =
      /['’]s?$/.test(words[index] ?? '') &&
      (field(index + 1) || (next === 'new' && field(index + 2)));
    if (GETS.has(next) || owns) return true;
  }
  if (and || afterComma)
    return verbFollows(words, and ? index + 1 : index) || sameShape(words, index);
  return false;
}

/**
 * "FAQ should be called Help Desk, and Orders should be called Deliveries": a second subject with
 * a modal after "and", followed by "be" or where the clause before it had a modal too.
 */
function sameShape(words: readonly string[], index: number): boolean {
  const next = words.slice(index + 1, index + 5).findIndex((w) => MODALS.has(bare(w)));
  // ("…, and orders should lose it": a lower-case subject when a modal follows it at once.)
  const subject = /^(?:[A-Z"“]|the$)/.test(words[index + 1] ?? '') || next === 1;
  if (next <= 0 || !subject) return false;
  return (
    bare(words[index + next + 2]) === 'be' || words.slice(0, index).some((w) => MODALS.has(bare(w)))
  );
}

/** Whether the first word from `from` that is not a linking word is a condition. */
function conditionAt(words: readonly string[], from: number): boolean {
  const first = words.slice(from).find((word) => !LINKING_WORDS.has(bare(word)));
  return CONDITIONS.has(bare(first));
}

/** ", so when …": only linking words between a comma and `index`. */
function afterCommaAndLinks(words: readonly string[], index: number): boolean {
  for (let at = index - 1; at >= 0; at -= 1) {
    const word = words[at] ?? '';
    if (word.endsWith(',')) return true;
    if (!LINKING_WORDS.has(bare(word))) return false;
  }
  return false;
}

function frontedObject(words: readonly string[], index: number): boolean {
  const object = bare(words[index + 1]);
  return (
    FRONTED.has(object) &&
    words.slice(index + 2, index + 6).some((word) => CLAUSE_START_WORDS.has(bare(word)))
  );
}

/** Words that open what is sent somewhere before the verb that sends it. */
const FRONTED = new Set(['anything', 'everything', 'whatever', 'unmatched', 'all', 'questions']);

function subjectWithModal(words: readonly string[], index: number): boolean {
  const next = words.slice(index + 1, index + 5).findIndex((w) => MODALS.has(bare(w)));
  return next > 0 && /^(?:[A-Z"“]|the$)/.test(words[index + 1] ?? '');
}

/** "and the FAQ agent is now called …", "and Orders will be called …": a subject named anew. */
function nowCalled(words: readonly string[], index: number): boolean {
  const said = words
    .slice(index + 1, index + 8)
    .map((word) => bare(word))
    .join(' ');
  return /^(?:the )?\S+(?: \S+){0,3}? (?:is now|is|will be|should be|gets) (?:called|named|renamed)\b/.test(
    said,
  );
}

function afterCommaBefore(words: readonly string[], index: number): boolean {
  return (words[index - 1] ?? '').endsWith(',');
}

function verbFollows(words: readonly string[], from: number): boolean {
  for (let index = from; index < words.length; index += 1) {
    const word = bare(words[index]);
    if (CLAUSE_START_WORDS.has(word)) return true;
    // "… + a new router called Escalations": a new item is asked for as a verb would.
    if ((word === 'a' || word === 'an') && bare(words[index + 1]) === 'new') return true;
    // ("…, so can you change its instructions …": a request asked as a question.)
    if (ASKING.has(word) && YOU.has(bare(words[index + 1]))) {
      index += 1;
      continue;
    }
    if (!LINKING_WORDS.has(word)) return false;
  }
  return false;
}

const ASKING = new Set(['can', 'could', 'would', 'will']);
const YOU = new Set(['you', 'u']);

const VALUE_FIELD = /^(?:instructions|description|prompt)$/i;

function updateQuoteState(inQuote: boolean, word: string): boolean {
  let state = inQuote;
  for (const char of word) {
    if (char === '"') state = !state;
    else if (char === '“') state = true;
    else if (char === '”') state = false;
  }
  // 'Be warm and casual, use …': single quotes around words, not an apostrophe inside one.
  if (!state && /^'\S/.test(word) && !/^'\S*'[.,!?]*$/.test(word)) state = true;
  else if (state && !inQuote === false && /\S'[.,!?]*$/.test(word) && !/'s$/.test(word))
    state = false;
  return state;
}

function bare(word: string | undefined): string {
  const lower = lowerAligned(word ?? '');
  return lower.endsWith(',') || lower.endsWith(':') ? lower.slice(0, -1) : lower;
}

function withoutTrailingComma(words: readonly string[]): string {
  const text = words.join(' ');
  return text.endsWith(',') ? text.slice(0, -1).trim() : text;
}
