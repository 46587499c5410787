/**
 * Reading a "create" clause: what kind of item ("a sub-agent", "an HTTP tool", "a router"), its
 * name ("called Billing", "a Billing sub-agent", "named \"Order lookup\"") and what it does
 * ("that handles refunds", "for refunds", "to look up orders").
 */
import { KIND_WORDS as SKILL_KIND_WORDS } from './skill-words.js';
import { lowerAligned, capitalize, cleanName, cutAtFirst, thirdPerson, wordsOf } from './phrase.js';

/** Words before a verb that take no -s themselves: "to always give" → "always gives". */
const ADVERBS = new Set([
  'always',
  'never',
  'also',
  'only',
  'first',
  'just',
  'politely',
  'quickly',
]);

export type CreateKind = 'sub_agent' | 'tool' | 'router';

/** Words that end the object's head: "a sub-agent | called Billing | that handles refunds". */
const HEAD_STOPS = [
  'called',
  'named',
  'that',
  'which',
  'who',
  'to',
  'for',
  'at',
  'with',
  'using',
  'via',
  'whose',
  'as',
];

/** Words that end a name given after "called": "called Billing | that handles …". */
export const NAME_STOPS = [
  'that',
  'which',
  'who',
  'whose',
  'to',
  'for',
  'with',
  'using',
  'via',
  'at',
  'and',
];

/** The skill reader's kind words (skill-words.ts), one word each, plus spellings only a head has. */
const KIND_WORDS: Readonly<Record<string, CreateKind>> = Object.fromEntries([
  ...(['sub_agent', 'tool', 'router'] as const).flatMap((kind) =>
    (SKILL_KIND_WORDS[kind].en ?? []).filter((w) => !w.includes(' ')).map((w) => [w, kind]),
  ),
  ['subagent', 'sub_agent'],
  ['subagents', 'sub_agent'],
  ['assistant', 'sub_agent'],
  ['assistants', 'sub_agent'],
  ['expert', 'sub_agent'],
]);

/** Adjectives in a head that are not part of a name: "a new HTTP tool". */
const HEAD_ADJECTIVES = new Set([
  'a',
  'an',
  'the',
  'new',
  'another',
  'second',
  'additional',
  'extra',
  'simple',
  'small',
  'separate',
  'dedicated',
  'http',
  'https',
  'api',
  'rest',
  'webhook',
  'builtin',
  'built-in',
  'sub',
]);

export interface CreateHead {
  readonly kind: CreateKind;
  /** The head's words before the kind word, adjectives removed: "a Billing sub-agent" → Billing. */
  readonly nameWords: readonly string[];
  /** The head as written, e.g. "an HTTP tool". */
  readonly text: string;
}

/**
 * @example
 * readCreateHead('a builtin tool called Handoff'); // { kind: 'tool', nameWords: [], text: 'a builtin tool' }
 */
export function readCreateHead(rest: string): CreateHead | null {
  const text = cutAtFirst(rest, HEAD_STOPS);
  const words = wordsOf(text);
  const lower = words.map(lowerAligned);
  for (let index = 0; index < lower.length; index += 1) {
    const isSubAgent =
      lower[index] === 'sub' && (lower[index + 1] === 'agent' || lower[index + 1] === 'agents');
    // "a new sub-agent, Complaints, which …": the kind word may end with a comma or colon.
    const kind = isSubAgent ? 'sub_agent' : KIND_WORDS[(lower[index] ?? '').replace(/[,:]$/, '')];
    if (kind) {
      const before = words
        .slice(0, index)
        .filter((word) => !HEAD_ADJECTIVES.has(lowerAligned(word)));
      return { kind, nameWords: before, text };
    }
  }
  return null;
}

/**
 * "an HTTP tool Stock check (GET …)", "a sub-agent Returns for returns": capitalised words right
 * after the kind word, up to a bracket, comma, colon or dash (the head already ends at "for",
 * "that" …).
 *
 * @example
 * nameAfterKind('a sub-agent Returns'); // 'Returns'
 */
export function nameAfterKind(head: string): string | null {
  const name = NAME_AFTER_KIND.exec(head)?.[1]?.trim();
  if (!name || wordsOf(name).length > 4) return null;
  // ("add sub-agent billing for invoices": typed in lower case, it is still the name.)
  return /^[a-z]/.test(name) ? capitalize(name) : name;
}

const NAME_AFTER_KIND =
  /\b(?:tool|integration|endpoint|sub-agent|sub agent|subagent|agent|specialist|assistant|router)[,:]? ((?:[A-Z]|(?!(?:a|an|the|and|or|please|pls|now|too|also|is|are|should|will|can|it|them|me|us|here|there|again|instead|first|then|asap|please|quickly|today)\b)[a-z])[^(,:]*?)(?=\s[-—–](?:\s|$)|[(,:]|$)/;

const NAME_ENDS =
  / \(|:\s|\s[—–-]\s|,\s+(?=(?:it|they|we|this|which|who|that|so|because|since|as|not)\b)/i;

/**
 * The name after "called"/"named", or a quoted name right after the kind word.
 *
 * @example
 * calledName('a sub-agent called Billing that handles refunds'); // 'Billing'
 * calledName('a tool named "Order lookup" at https://…'); // 'Order lookup'
 */
export function calledName(rest: string, stops: readonly string[] = NAME_STOPS): string | null {
  const words = wordsOf(rest);
  const at = words.findIndex((word) => ['called', 'named'].includes(lowerAligned(word)));
  if (at < 0) return quotedName(rest);
  const after = words.slice(at + 1).join(' ');
  const quoted = leadingQuoted(after);
  // "called Stock check (GET …)", "called Loyalty: GET …", "called Returns, it answers …": a
  // bracket, a colon or a remark says more about the item, it is not its name.
  const name = quoted ?? cleanName(cutAtFirst(after.split(NAME_ENDS)[0] ?? after, stops));
  return name.length > 0 ? name : null;
}

/**
 * "…what it does": after that/which/who, "to <verb> …" (made 3rd person) or "for <topic>".
 *
 * @example
 * describedAs('a sub-agent called Billing that handles refunds'); // { text: 'handles refunds', topic: 'refunds' }
 * describedAs('an HTTP tool to look up orders'); // { text: 'looks up orders', topic: null }
 */
export function describedAs(
  rest: string,
): { readonly text: string; readonly topic: string | null } | null {
  const words = wordsOf(rest);
  const lower = words.map(lowerAligned);
  // "…, description: helps customers pick a size": what it does, after its label.
  // ("(desc: warranty claims and repairs)": in brackets too.)
  const label = lower.findIndex((word) => /^\(?(?:description|desc):$/.test(word));
  if (label >= 0 && label < words.length - 1) {
    const text = cleanName(
      words
        .slice(label + 1)
        .join(' ')
        .replace(/\).*$/, ''),
    );
    return { text, topic: topicOf(text) };
  }
  // "…, it looks after invoices" says what it does as well as "that looks after invoices".
  const that = lower.findIndex(
    (word, index) =>
      word === 'that' ||
      word === 'which' ||
      word === 'who' ||
      (word === 'it' &&
        (words[index - 1] ?? '').endsWith(',') &&
        /^(?:[a-z]+s|handle|answer|take|deal|look|help|cover|manage|reply)$/.test(
          lower[index + 1] ?? '',
        )),
  );
  if (that >= 0 && that < words.length - 1) {
    // "that looks up orders called Order lookup": the name is not part of what it does.
    const text = cleanName(cutAtFirst(words.slice(that + 1).join(' '), ['called', 'named']));
    return { text, topic: topicOf(text) };
  }
  // "'Loyalty' - answers questions about points": what it does, after a dash.
  const dash = lower.findIndex(
    (word, index) => /^[-—–]$/.test(word) && /^[a-z]+s$/.test(lower[index + 1] ?? ''),
  );
  if (dash >= 0) {
    const text = cleanName(words.slice(dash + 1).join(' '));
    return { text, topic: topicOf(text) };
  }
  const to = lower.findIndex(
    (word, index) => word === 'to' && index > 0 && /^[a-z]+$/.test(lower[index + 1] ?? ''),
  );
  if (to >= 0 && lower[to + 1] !== 'a' && lower[to + 1] !== 'the') {
    // ("to always give …": the adverb stays, the verb after it takes the -s.)
    const said = words.slice(to + 1);
    const adverbs = ADVERBS.has(lowerAligned(said[0] ?? '')) ? said.slice(0, 1) : [];
    const [verb = '', ...object] = said.slice(adverbs.length);
    // "a tool to cancel orders, it should POST …": what it is for ends at the comma.
    const text = cleanName(
      [...adverbs, thirdPerson(verb), ...object].join(' ').replace(/,\s.*$/, ''),
    );
    return { text, topic: topicOf(text) };
  }
  const forAt = lower.findIndex((word) => word === 'for');
  if (forAt >= 0 && forAt < words.length - 1) {
    const topic = cleanName(cutAtFirst(words.slice(forAt + 1).join(' '), ['called', 'named']));
    return { text: `Handles ${topic}`, topic };
  }
  return null;
}

const TOPIC_VERBS: readonly string[] = [
  'answers questions about',
  'answers questions on',
  'helps customers with',
  'takes care of',
  'is responsible for',
  'deals with',
  'helps with',
  'knows about',
  'looks after',
  'handles',
  'covers',
  'manages',
  'answers',
  'supports',
];

/**
 * "handles refunds" → "refunds"; null when the verb says more than "deals with".
 *
 * @example
 * topicOf('answers questions about returns'); // 'returns'
 * topicOf('books demos'); // null
 */
export function topicOf(description: string): string | null {
  const lower = lowerAligned(description);
  for (const verb of TOPIC_VERBS) {
    if (lower.startsWith(`${verb} `)) return description.slice(verb.length + 1).trim() || null;
  }
  return null;
}

/**
 * A name from the head's own words: "an Order lookup tool" → "Order lookup".
 *
 * @example
 * headName(readCreateHead('an Order lookup tool')!); // 'Order lookup'
 */
export function headName(head: CreateHead): string | null {
  const name = cleanName(head.nameWords.join(' '));
  return name.length > 0 ? capitalize(name) : null;
}

function quotedName(rest: string): string | null {
  const open = rest.search(/["“]/);
  if (open >= 0) return leadingQuoted(rest.slice(open));
  return SINGLE_QUOTED.exec(rest)?.[1]?.trim() || null;
}

/** 'After hours' / ‘Track parcel’: single quotes only where they stand apart from words. */
const SINGLE_QUOTED = /(?:^|\s)['‘]([^'’"]+?)['’](?=$|[\s,.!?;:)])/;

function leadingQuoted(text: string): string | null {
  if (text[0] === "'" || text[0] === '‘') return quotedName(text);
  const open = text[0];
  const close = open === '"' ? '"' : open === '“' ? '”' : null;
  if (!close) return null;
  const end = text.indexOf(close, 1);
  if (end < 0) return null;
  const name = text.slice(1, end).trim();
  return name.length > 0 ? name : null;
}
