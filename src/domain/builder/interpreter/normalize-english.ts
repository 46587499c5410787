/**
 * Brings an English instruction closer to the plain imperative the clause readers understand:
 * chat shorthand ("pls", "u"), typos of the builder's own words and of board names ("delte",
 * "agnet", "Ordres"), and synonyms ("sandbox mode" for test mode, "QA people" for testers,
 * "shut off" for turn off). Only words are changed, never quoted text, e-mail addresses or URLs,
 * so what the user typed as a value stays as typed. See
 * docs/decisions/0010-understanding-natural-instructions.md.
 */
import type { Board } from '../types.js';
import { closestWord } from './fuzzy.js';
import { KIND_WORDS } from './skill-words.js';
import { boardNames, entitiesOf, ALL_REF_TYPES } from './resolve-reference.js';
import { escapeRegExp, listNames, sameName } from './phrase.js';
import { CLAUSE_START_WORDS } from './verbs.js';

/**
 * Words that end a chat message or sentence and say nothing: "… to Front door lah", "… lol". Read
 * away at a message's end (SIGN_OFF_WORDS) and before a sentence's end (SYNONYMS).
 */
export const CHAT_PARTICLES: readonly string[] = [
  'lah',
  'leh',
  'lor',
  'meh',
  'hor',
  'lol',
  'haha',
  'hehe',
];

/** Chat shorthand and typos too short for a distance to tell apart. */
const SHORTHAND: Readonly<Record<string, string>> = {
  pls: 'please',
  plz: 'please',
  u: 'you',
  ur: 'your',
  teh: 'the',
  thx: 'thanks',
  shud: 'should',
  shld: 'should',
  n: 'and',
  abt: 'about',
  qs: 'questions',
  rn: 'now',
  tm: 'test mode',
  rm: 'remove',
  del: 'delete',
  mk: 'make',
  instr: 'instructions',
  instrs: 'instructions',
  agnt: 'agent',
  subagent: 'sub-agent',
  'sub-agnet': 'sub-agent',
};

/** The builder's verbs: a typo becomes one only where a verb can stand. */
const VERBS: readonly string[] = [
  'add',
  'create',
  'make',
  'build',
  'delete',
  'remove',
  'drop',
  'rename',
  'route',
  'send',
  'forward',
  'redirect',
  'enable',
  'disable',
  'activate',
  'deactivate',
  'connect',
  'disconnect',
  'unlink',
  'unplug',
  'change',
  'update',
  'modify',
  'give',
  'attach',
  'turn',
  'switch',
  'pause',
  'resume',
];

const VERB_SET: ReadonlySet<string> = new Set(VERBS);

/** The builder's other words: what a typo anywhere is corrected to. */
const NOUNS: readonly string[] = [
  'preview',
  'endpoint',
  'humans',
  'agent',
  'agents',
  'sub-agent',
  'sub-agents',
  'router',
  'routers',
  'tool',
  'tools',
  'channel',
  'tester',
  'testers',
  'test',
  'mode',
  'instructions',
  'description',
  'fallback',
  'called',
  'named',
  'please',
  'questions',
  'human',
  'assistant',
  'specialist',
  'builtin',
  'lookup',
  'everything',
];

/** Real words that sit one letter away from a vocabulary word; never "corrected". */
const KEEP = new Set([
  // ("in their own lane": never the LINE channel.)
  'lane',
  'lanes',
  'move',
  'cancel',
  'cancelled',
  'canceled',
  'text',
  'tent',
  'best',
  'rest',
  'west',
  'mood',
  'more',
  'made',
  'mine',
  'code',
  'node',
  'note',
  'nope',
  'told',
  'toll',
  'took',
  'cool',
  'pool',
  'tools',
  'sand',
  'said',
  'sent',
  'send',
  'change',
  'charge',
  'chance',
  'agents',
  'urgent',
  'adds',
  'odd',
  'aid',
  'and',
  'had',
  'gave',
  'give',
  'live',
  'line',
  'link',
  'like',
  'mile',
  'mode',
  'made',
  'make',
  'take',
  'tale',
  'late',
  'date',
  'data',
  'dave',
  'save',
  'have',
  'humane',
  'rooter',
  'routes',
  'routed',
  'routing',
  'renamed',
  'removed',
  'deleted',
  'created',
  'added',
  'tested',
  'testing',
  'tests',
  'question',
  'enabled',
  'disabled',
  'connected',
  'builds',
  'turns',
  'then',
  'them',
  'they',
  'these',
  'there',
  'their',
  'those',
  'when',
  'where',
  'what',
  'with',
  'will',
  'would',
  'want',
  'some',
  'same',
  'came',
  'come',
  'name',
  'names',
  'game',
  'email',
  'emails',
  'answer',
  'answers',
  'agency',
  'again',
  'aging',
  'tooling',
  'routine',
  'remote',
  'remind',
  'reminder',
  'delta',
  'delay',
  'delays',
  'deletion',
  'please',
  'pleased',
  'place',
  'modes',
  'models',
  'model',
]);

const MAX_WORD_LENGTH = 30;

/**
 * @example
 * fixTypos('pls delte the faq agnet', board); // 'please delete the faq agent'
 * fixTypos('remvoe the Order lookp tool', board); // 'remove the Order lookup tool'
 */
export function fixTypos(typed: string, board: Board): string {
  const { vocabulary, nouns, names, capitals, split } = vocabularyOf(board);
  let inQuote = false;
  let inName = false;
  // (The pattern runs only when a split form is there, found with plain string searches.)
  const spaced = split ? typed.toLowerCase().replace(/-/g, ' ') : '';
  const text = split?.forms.some((form) => spaced.includes(form))
    ? typed.replace(split.pattern, (form) => {
        const at = split.at.get(form.toLowerCase().replace(/-/g, ' ')) ?? -1;
        return at < 0 ? form : form.slice(0, at) + form.slice(at + 1);
      })
    : typed;
  const words = text.split(' ');
  // Without any quote mark (most instructions) no word is inside or next to quotes.
  const quotes = /["“”]/.test(text);
  return words
    .map((word, index) => {
      const wasInQuote = inQuote;
      if (quotes && (word.match(/["“”]/g) ?? []).length % 2 === 1) inQuote = !inQuote;
      const lower = word.toLowerCase().replace(/[.,!?;:]+$/, '');
      const previous = (words[index - 1] ?? '').toLowerCase();
      // A name after "called", or after a dash that follows a kind word ("New router – Priority
      // lane"), is kept as typed ("Label maker" is not "Label make").
      const keepName = inName && !NAME_ENDS.has(lower);
      inName =
        keepName || NAME_STARTS.has(lower) || (/^[–—-]$/.test(lower) && KIND_WORD.test(previous));
      if (wasInQuote || keepName || (quotes && /["“”]/.test(word))) return word;
      const verbPosition = index === 0 || /[,.;:!?]$/.test(previous) || CLAUSE_JOINS.has(previous);
      // "… and Cancel order (POST …)": a capital inside a sentence starts a name, which may only be
      // a misspelt name on the board ("Ordres") or, after "and", a verb; never "Channel".
      const capital = index > 0 && /^\(?[A-Z]/.test(word);
      const known = verbPosition ? (capital ? capitals : vocabulary) : capital ? names : nouns;
      return fixWordKnown(word, known, previous);
    })
    .join(' ');
}

let lastNames = '';
let lastVocabulary: Vocabularies = {
  vocabulary: new Set(),
  nouns: new Set(),
  names: new Set(),
  capitals: new Set(),
  split: null,
};

/** The builder's words and the words of the board's names; kept while the names stay the same. */
function vocabularyOf(board: Board): Vocabularies {
  const known = VOCABULARIES.get(board);
  if (known) return known;
  const vocabularies = namesVocabulary(board);
  VOCABULARIES.set(board, vocabularies);
  return vocabularies;
}

/** Per board object (a board is never changed in place). */
const VOCABULARIES = new WeakMap<Board, Vocabularies>();

interface Vocabularies {
  readonly vocabulary: Set<string>;
  readonly nouns: Set<string>;
  /** The words of the board's names only: what a capitalised word inside a clause may become. */
  readonly names: Set<string>;
  /** Verbs and the words of the board's names: what a capitalised word after "and" may become. */
  readonly capitals: Set<string>;
  /** A word of a name typed in two ("order look up" for "Order lookup"), next to its neighbour. */
  readonly split: {
    readonly pattern: RegExp;
    readonly forms: readonly string[];
    readonly at: Map<string, number>;
  } | null;
}

function namesVocabulary(board: Board): Vocabularies {
  const names = entitiesOf(board, ALL_REF_TYPES)
    .map((ref) => ref.name.toLowerCase())
    .join('\n');
  if (names === lastNames && lastVocabulary.vocabulary.size > 0) return lastVocabulary;
  const vocabulary = new Set([...VERBS, ...NOUNS]);
  const nouns = new Set(NOUNS);
  const nameWords = new Set<string>();
  for (const word of names.split(/\s+/)) {
    // (Three-letter names are known too, for a swapped "FQA"; no other typo is that short.)
    if (/^[a-z][a-z-]{2,}$/.test(word)) {
      vocabulary.add(word);
      nouns.add(word);
      nameWords.add(word);
    }
  }
  lastNames = names;
  lastVocabulary = {
    vocabulary,
    nouns,
    names: nameWords,
    capitals: new Set([...VERBS, ...nameWords]),
    split: splitNames(names.split('\n')),
  };
  return lastVocabulary;
}

/**
 * Every way a long word of a two-word name may be typed in two, with the name's other word next to
 * it, and where the extra space or hyphen is in it.
 *
 * @example
 * splitNames(['order lookup']).at.get('order look up'); // 10
 */
function splitNames(names: readonly string[]): Vocabularies['split'] {
  const at = new Map<string, number>();
  for (const name of names) {
    const words = name.split(' ');
    for (let index = 0; index + 1 < words.length; index += 1) {
      const [first = '', second = ''] = [words[index], words[index + 1]];
      for (let cut = 2; cut <= second.length - 2; cut += 1)
        at.set(`${first} ${second.slice(0, cut)} ${second.slice(cut)}`, first.length + 1 + cut);
      for (let cut = 2; cut <= first.length - 2; cut += 1)
        at.set(`${first.slice(0, cut)} ${first.slice(cut)} ${second}`, cut);
    }
  }
  if (at.size === 0) return null;
  const forms = [...at.keys()].map(escapeRegExp);
  return {
    pattern: new RegExp(`\\b(?:${forms.join('|').replace(/ /g, '[ -]')})\\b`, 'gi'),
    forms: [...at.keys()],
    at,
  };
}

/** Words after which a name follows, and words that end that name. */
const NAME_STARTS = new Set(['called', 'named', 'as']);
const KIND_WORD = /^(?:(?:sub-?)?agent|router|tool|specialist)$/;
const NAME_ENDS = new Set([
  'a',
  'an',
  'that',
  'which',
  'who',
  'at',
  'for',
  'with',
  'to',
  'and',
  'on',
  'using',
  'via',
]);
/** Words after which a verb may come: only there is a typo read as a verb ("delte" → "delete"). */
const CLAUSE_JOINS = new Set([
  'and',
  'then',
  'please',
  'pls',
  'plz',
  'you',
  'u',
  'can',
  'could',
  'also',
  'now',
  'just',
  'to',
]);

/** fixWord's answers per vocabulary (never changed once built), bounded in size. */
const FIXED = new WeakMap<ReadonlySet<string>, Map<string, string>>();
const MAX_REMEMBERED = 4096;

function fixWordKnown(word: string, vocabulary: ReadonlySet<string>, previous: string): string {
  let known = FIXED.get(vocabulary);
  if (!known) FIXED.set(vocabulary, (known = new Map()));
  const remembered = known.get(word);
  if (remembered !== undefined) return remembered;
  const fixed = fixWord(word, vocabulary, previous);
  // "of" after "turn" is "off": the only answer that depends on the word before. Longer words
  // than any typo are never changed and not remembered.
  if (word.length <= MAX_WORD_LENGTH && !/^\(?of[.,!?;:)]*$/i.test(word)) {
    if (known.size >= MAX_REMEMBERED) known.clear();
    known.set(word, fixed);
  }
  return fixed;
}

function fixWord(word: string, vocabulary: ReadonlySet<string>, previous: string): string {
  // ("Ordres' instructions": a possessive's ending is kept.)
  const match = /^([(]?)([A-Za-z][A-Za-z-]*)((?:['’]s?)?[.,!?;:)]*)$/.exec(word);
  if (!match || word.length > MAX_WORD_LENGTH) return word;
  const [, open = '', core = '', close = ''] = match;
  const lower = core.toLowerCase();
  if (lower === 'of' && /^(?:turn|switch)$/i.test(previous)) return `${open}off${close}`;
  const short = SHORTHAND[lower];
  if (short) return `${open}${short}${close}`;
  // A builder verb spelled right stays a verb wherever it stands ("afterwards route …").
  if (vocabulary.has(lower) || KEEP.has(lower) || VERB_SET.has(lower)) return word;
  // "changes", "sending", "linked": an ending on a word that needs no fixing is no typo.
  const stem = lower.replace(/(?:es|s|ed|d|ing)$/, '');
  if (stem !== lower && (KEEP.has(stem) || VERB_SET.has(stem) || KEEP.has(`${stem}e`))) return word;
  const fixed = closestWord(lower, vocabulary) ?? swappedAcronym(core, vocabulary);
  if (!fixed) return word;
  // Keep a capital the user typed, so a corrected name still reads as a name.
  const cased =
    core[0] === core[0]?.toUpperCase() ? fixed[0]?.toUpperCase() + fixed.slice(1) : fixed;
  return `${open}${cased}${close}`;
}

/**
 * "FQA": a three-letter name typed in capitals with two letters swapped (too short for a typo
 * of any other kind).
 *
 * @example
 * swappedAcronym('FQA', new Set(['faq', 'orders'])); // 'faq'
 */
function swappedAcronym(core: string, vocabulary: ReadonlySet<string>): string | null {
  if (!/^[A-Z]{3}$/.test(core)) return null;
  const lower = core.toLowerCase();
  for (const known of vocabulary) {
    if (
      known.length === 3 &&
      known[0] === lower[0] &&
      known === `${lower[0]}${lower[2]}${lower[1]}`
    )
      return known;
  }
  return null;
}

/** "add a new agent": a sub-agent being made, up to its kind word. */
const MAKES_AGENT =
  '(?:add|create|set up|make (?:a|an|one)|make(?= (?:new )?(?:sub-)?agent))\\b[^.\\n(]{0,60}?\\b(?:agent|sub-agent|specialist)\\b';
/** "add a new agent Tuition": the same, up to where its name may end. */
const NEW_AGENT = `\\b(${MAKES_AGENT}[^.\\n(]{0,40}?)`;

/** Verbs of a request, as one alternation of a pattern. */
const ASKED_VERBS =
  'add|create|make|delete|remove|drop|rename|route|send|forward|give|connect|disconnect|enable|disable|turn|switch|change|update|set|put|move|pause|resume';

/** A verb's "-ing" form without its final "e": "removing", "creating". */
const E_STEMS = /^(?:remov|delet|renam|rout|giv|enabl|disabl|chang|updat|mov|tak|creat|mak)$/i;

/** "its": the item just named, as "it". */
const ownerSaid = (owner: string): string => (/^its$/i.test(owner) ? 'it' : owner);

/** What a rewrite puts in place of its match: a pattern string, or a function of the groups. */
type Rewrite = string | ((all: string, ...groups: string[]) => string);

/**
 * Whole-instruction rewrites, applied in order: [pattern, replacement, the lower-cased words it
 * needs]; each runs only where one of its words is.
 */
const SYNONYMS: ReadonlyArray<readonly [RegExp, Rewrite, readonly string[]]> = [
  // "the main router — can it be called 'Front Desk' instead?": its new name, asked.
  [
    /\b(?:can|could) (?:it|we|you) (?:please )?(?:be called|be named|be renamed(?: to)?|call it|called|name it|rename it(?: to)?) (['"“]?)([A-Z][^'"”?\n]{0,40}?|\uE000\d+\uE001)(?:\1|”)(?: instead)?\s*\?/g,
    'rename it to $1$2$1.',
    [' be called', ' be named', ' be renamed', ' call it', ' called', ' name it', ' rename it'],
  ],
  // "could the lookup tool be renamed to Order finder please", "can it be renamed to …?": the
  // item, then its new name.
  [
    /\b(?:can|could|should|request that|ask that) (the [^,.;?\n]{1,40}?|it|[A-Z][\w-]*(?: [A-Z][\w-]*)?) (?:please )?be (?:renamed|called|named)(?: to| as)? (?=\S)/g,
    'rename $1 to ',
    [' be renamed', ' be called', ' be named'],
  ],
  // Arrows: "rename FAQ → Help and Orders → Deliveries" (each new name), "method GET->POST" (the
  // new method), "tool Cancel -> POST https://…" (its endpoint).
  [/(?<=\brename\b(?:(?! to )[^.!?\n])*?)\s*(?:→|->|=>)\s*/gi, ' to ', ['→', '->', '=>']],
  [
    /\b(?:GET|POST|PUT|PATCH|DELETE)\s*(?:→|->|=>)\s*(GET|POST|PUT|PATCH|DELETE)\b/gi,
    (_all, method: string) => `to ${method.toUpperCase()}`,
    ['→', '->', '=>'],
  ],
  [/\s*(?:→|->|=>)\s*(?=(?:GET|POST|PUT|PATCH|DELETE)\s+https?:)/g, ': ', ['→', '->', '=>']],
  // "Add a Repairs agent that books repairs, and it should have the lookup tool": what it should
  // have or do is a sentence of its own.
  [
    /,\s*and\s+(?=(?:it|they)\s+(?:should|will|must|needs? to|has to|can)\b)/gi,
    '. ',
    ['and it', 'and they'],
  ],
  // "change name of FAQ agent become Customer Care": the new name.
  [
    /\b((?:rename|name of)\b[^.!?\n]{1,40}?) (?:become|becomes|into)\b/gi,
    '$1 to',
    ['become', 'into'],
  ],
  // "make FAQ's instructions say: …", "update Orders instruction: …": the field's new text.
  [
    /\b(?:make|have|update|set) ((?:the )?[A-Z][\w-]*(?: agent| sub-agent)?)(?:'s|’s)? (instructions?|description|prompt)(?: say| read)?\s*(?::|[–—]|\s-)\s*/g,
    (_all, owner: string, field: string) =>
      `change ${owner}'s ${field.replace(/^instruction$/, 'instructions')} to `,
    [' say', ':', ' –', ' —', ' -'],
  ],
  // "For the Orders agent pls add this line in instructions - …", "FAQ agent: add to its
  // instructions '…'": words added to its instructions.
  [
    /\b[Ff]or (?:the )?([A-Z][\w-]*)(?: agent| sub-agent)?,? (?:pls |please )?add (?:this|the following)(?: line| sentence)? (?:in|to) (?:the |its )?instructions?\s*[-–—:]\s*/g,
    'tell $1 to ',
    ['add this', 'add the following'],
  ],
  [
    /\b([A-Z][\w-]*)(?: agent| sub-agent)?\s*:\s*add to its instructions\s+/g,
    'tell $1 to ',
    ['add to its instructions'],
  ],
  // "Mia asked: can we route refunds to Orders? Go ahead.": a colleague's request, passed on
  // with the go-ahead (what is passed on without one is read as asked).
  [
    /(?<=^|[.;!?\n]\s*)[A-Z][a-z]+(?: [A-Z][a-z]+)?(?: from [a-z]+)? (?:asked|asks|requested|wants)(?: us| me)?\s*:\s*/gm,
    '',
    ['asked:', 'asked me:', 'asked us:', 'asks:', 'requested:', 'wants:'],
  ],
  // "might be worth renaming Orders to …? yeah let's do that", "I was thinking maybe we could give
  // FAQ … Let's try it.": a hedged idea the message then goes ahead with is a request.
  [
    /(?:\b(?:it )?(?:might|could|would) be (?:worth|nice|good|better|an idea) |(?:\bi was thinking,? )?\bmaybe (?:we|you) could )(?:(remov|delet|renam|rout|giv|enabl|disabl|chang|updat|mov|tak|creat|mak|add|send|connect|disconnect|turn|switch|forward|point|put|set)(?:t|d)?ing\b)?(?=[^]*\b(?:let'?s (?:do|try) (?:that|it|this)|go ahead|happy to try(?: it)?|worth a try)\b)/gi,
    (_all: string, stem?: string) => (stem ? (E_STEMS.test(stem) ? `${stem}e` : stem) : ''),
    ['worth', 'nice', 'good', 'better', 'an idea', 'maybe'],
  ],
  [
    /(?<=[.?!,]\s*)(?:(?:yeah|ok|so),? )?(?:go ahead|let'?s (?:do|try) (?:it|that|this|both)|do (?:it|both)|please do|approved|sounds good,? do it|happy to try(?: it)?|worth a try)[.!]*\s*$/i,
    '',
    [
      'go ahead',
      'do it',
      'do both',
      'do that',
      'please do',
      'approved',
      "let's",
      'lets',
      'happy to try',
      'worth a try',
    ],
  ],
  // "Tier 2 wants … eventually, but for now just add a rule …": what is asked now starts anew.
  [/,?\s+but for now,?\s+(?:just\s+)?(?=[a-z])/gi, '. ', ['for now']],
  // "refunds → the Billing agent": the arrow points at the item, "the" or not.
  [/(→|->)\s*the (?=[A-Z])/g, '$1 ', ['→ the', '-> the']],
  // "the faq agents instructions": an agent's field, the apostrophe left out.
  [
    /\b(agent|specialist|bot)s (description|instructions|name)\b/gi,
    "$1's $2",
    ['agents ', 'specialists ', 'bots '],
  ],
  [
    /\b(?!(?:also|and|then|please|plus|so|now)\b)((?:[A-Za-z][\w-]* ){0,2}[A-Za-z][\w-]*?)(?:'s|’s)? (instructions|description|name|prompt) (?:should )?change to\b/gi,
    "change $1's $2 to",
    [' change to'],
  ],
  // ("is possible to rename …", "the agent of Orders", "the tool of lookup": as a speaker of a
  // Romance language words it.)
  [/(?<=^|[.;!?\n]\s*)is possible to\b/gim, 'is it possible to', ['is possible']],
  [
    /\bthe (agent|sub-agent|tool|router|bot|specialist) of (?:the )?([A-Z][\w-]*|lookup)\b/g,
    'the $2 $1',
    ['agent of', 'tool of', 'router of', 'bot of', 'specialist of'],
  ],
  // "is it possible to hook the lookup tool up to FAQ?": a request, asked politely.
  [
    /(?<=^|[.;!?\n]\s*)(?:(?:hi|hello|hey|so|and)[, ]+)?(?:is it|would it be) possible(?: for you)? (?:to (?=(?:add|create|make|delete|remove|rename|route|send|give|hook|attach|connect|disconnect|enable|disable|turn|switch|change|update|set|move|put)\b)|that (?=[^?.\n]* (?:go|goes|get|gets|be) (?:to|sent|routed)\b))/gim,
    '',
    ['possible'],
  ],
  // A developer's note: "+tester ana@…", "-tester bob@…", "rm lookup tool + rm orders".
  [/(?<![\w@.+-])\+ ?(testers?)\b:?/gi, 'add $1', ['tester']],
  [/(?<![\w@.+-])- ?(testers?)\b:?/gi, 'remove $1', ['tester']],
  // "new sub-agent: name Billing, description Handles …, instructions Always …": the same fields
  // with neither "=" nor ":", one comma between them.
  [
    /\b((?:new|add|create|make)(?: an?| new| one)* (?:sub-?agent|agent|specialist))\s*[:–—-]?\s*name\s+([^,;:=\n]+?),\s*(description|instructions|prompt)\s+([^,;:=\n]+?)(?:,\s*(?:and\s+)?(description|instructions|prompt)\s+([^;:=\n]+?))?\s*$/gim,
    (
      _all,
      kind: string,
      name: string,
      label: string,
      value: string,
      label2?: string,
      value2?: string,
    ) =>
      `${kind}: name = ${name}; ${label} = ${value}${label2 ? `; ${label2} = ${value2 ?? ''}` : ''}`,
    ['name '],
  ],
  // "create a Weekend router: returns go to FAQ, …": a router called Weekend.
  [
    /\b(create|add|make|set up|build) (?:a |an )?(?:new )?([A-Z][\w&-]*(?: [A-Z][\w&-]*){0,2}) router\b(?=\s*:| that\b| which\b)/g,
    '$1 a router called $2',
    [' router:', ' router that', ' router which'],
  ],
  // "new sub-agent: name = Warranty; description = handles …": a new item's fields as key = value
  // (or key: value) lines; the name is what it is called, the rest the labels the readers know.
  [
    /\b((?:new|add|create|make)(?: an?| new| one)*(?: http)? (?:sub-?agent|agent|specialist|router|tool))\s*[:–—-]?\s*(?:[-*•]\s*)?name\s*[=:]\s*["“']?([^;,\n"”']+?)["”']?\s*(?:[;,]|(?=\n)|$)/gi,
    '$1 called "$2".',
    ['name =', 'name=', 'name:'],
  ],
  [
    /(?<=(?:^|[.;,\n])[ \t]*(?:[-*•][ \t]*)?)(description|instructions|prompt|url|endpoint)[ \t]*=[ \t]*/gim,
    (all, label: string) => `${label[0]?.toUpperCase()}${label.slice(1)}: `,
    ['='],
  ],
  [
    /(?<=(?:^|[.;,\n])[ \t]*(?:[-*•][ \t]*)?)method[ \t]*[=:][ \t]*(?=(?:GET|POST|PUT|PATCH|DELETE)\b)/gim,
    'it should use ',
    ['method'],
  ],
  // "hey builder add a new agent …", "… rewards thanks": a greeting before a request and thanks
  // after it, with no stop between them.
  [
    /^(?:hey|hi|hello|yo|brother|bro|sir|madam|dear|boss)(?: there)?(?: builder| bot| team| all)?[,!]*\s+(?=(?:please |pls |can you |could you )?(?:add|create|make|delete|remove|rename|route|send|give|connect|disconnect|enable|disable|turn|switch|change|update|set|put|move)\b)/i,
    '',
    ['hey', 'hi ', 'hello', 'yo ', 'brother', 'bro ', 'sir', 'madam', 'dear', 'boss'],
  ],
  [
    /,?\s+(?:thanks|thank you|thx|ty|cheers|please|pls|plz)[!.]*\s*$/i,
    '',
    ['thank', 'thx', ' ty', 'cheers', 'please', 'pls', 'plz'],
  ],
  // "rename the Main router to Front door lah. also …": a particle that ends a sentence says
  // nothing (at the end of the message, see SIGN_OFF_WORDS).
  [
    new RegExp(
      `,?\\s+(?:${[...CHAT_PARTICLES, 'ah', 'ya', 'yah'].join('|')})[a!.]*(?=\\s*[.!?\\n])`,
      'gi',
    ),
    '',
    [...CHAT_PARTICLES, 'ah', 'ya', 'yah'].map((particle) => ` ${particle}`),
  ],
  // A note's line "Billing agent – refunds, invoices", "Cancellations agent: handles …": a new one.
  [
    /^[ \t]*([A-Z][\w]*(?: [A-Z][\w]*){0,3}) (?:sub-agent|agent|specialist)\s*(?:[:–—]|\s-)\s*(?=(?:handles|answers|deals with|covers|takes care of)\b)/gm,
    'add a sub-agent called "$1" that ',
    ['agent:', 'agent –', 'agent —', 'agent -', 'specialist'],
  ],
  [
    /^[ \t]*([A-Z][\w]*(?: [A-Z][\w]*){0,3}) (?:sub-agent|agent|specialist)\s*(?:[:–—]|\s-)\s*(?=[a-z])(?!(?:change|set|update|updated|new|description|desc|instructions|prompt|name|rename|delete|remove|give|add|make|turn|never|always|don'?t|do not|should|must|please|be|is|its|the|it)\b)/gm,
    'add a sub-agent called "$1" for ',
    ['agent:', 'agent –', 'agent —', 'agent -', 'specialist'],
  ],
  // "the FAQ agent - please rename it to Help Centre": the request after a dash is one of its own.
  // (Not after an address: "… moved to https://… — please update it" is one request.)
  [
    /(?<!\/\/\S+)\s[-–—]\s+(?=(?:please|pls|kindly|can you|could you)\b)/gi,
    '. ',
    [' - ', ' – ', ' — '],
  ],
  // "… . Oh and Billing should be deleted": a sentence's opening "oh and" only joins it on.
  [
    /(?:(?<=^|[.;!?\n]['’"”]?\s*)(?:[Oo]h,?\s+)?|(?<=\uE001['’"”]\s+)[Oo]h,?\s+)(?:[Aa]nd|[Aa]lso|[Pp]lus),?\s+(?=(?:the |our )?[A-Z])/gm,
    '\n',
    ['oh', 'and ', 'also ', 'plus '],
  ],
  // "Sorry if this is a silly idea, but I think we should maybe give …, if that's okay": the
  // hedges around a request.
  [
    /(?<=^|[.;!?\n]\s*)(?:sorry if this is a (?:silly|stupid|dumb|weird) (?:idea|question|request),?\s*(?:but\s+)?)?i (?:think|guess|suppose|reckon)(?: that)?,?\s+(?:(?:maybe|probably|perhaps),?\s+)?(?=[a-z])/gim,
    '',
    ['i think', 'i guess', 'i suppose', 'i reckon'],
  ],
  [
    /\b(?:should|could|might|can) (?:maybe|probably|perhaps|possibly) (?=be\b)|(?<=\b(?:we|you) (?:should|could|might) )(?:maybe|probably|perhaps|possibly) /gi,
    'should ',
    ['maybe', 'probably', 'perhaps', 'possibly'],
  ],
  [
    /,?\s*if (?:that|this|it)(?:'s| is) (?:ok|okay|alright|all right|fine)(?: with you)?\b(?! with)|\bif you don'?t mind,?\s*/gi,
    '',
    ['if that', 'if this', 'if it', 'if you don'],
  ],
  // "the one that handles orders", "the one for opening hours": a sub-agent by what it does.
  [
    /\bthe one (that|which|who) (?=(?:\w+ ){0,2}?(?:answers|handles|deals with|takes care of|looks after|covers|explains|gets|receives|picks up)\b)/gi,
    'the agent $1 ',
    ['the one '],
  ],
  [
    /\bthe one for (?!(?:the|a|an|it|them|now|me|us|you|that|this)\b)(?=[a-z])/g,
    'the agent that handles ',
    ['the one for'],
  ],
  // "The refund rule, remove it", "the second rule on the router, the general questions one, get
  // rid of it": the rule said first is what "it" is (a rule is never an "it" of its own).
  [
    /(?<=^|[.!?\n]\s*)((?:the|that|this|our) [^,.!?\n]{0,50}?\brule\b[^,.!?\n]{0,40}?)(?:,\s*the ([^,.!?\n]{1,40}?) one)?\s*(?:,|\s[-–—])\s*((?:please |pls |can you |just )?(?:get rid of|delete|remove|drop|kill|scrap|ditch|bin|lose)) (?:it|that)\b/gim,
    (_all, rule: string, intent: string | undefined, verb: string) =>
      `${verb} ${intent ? `the ${intent} rule` : rule}`,
    ['rule'],
  ],
  // "add one rule so that …", "create one sub-agent named …": "one" as an article; "I request
  // you to …": a request asked as in Indian English.
  [
    /\b(add|create|make|set up|need) one (?=(?:new )?(?:rule|sub-?agent|agent|specialist|tool|router|tester)\b)/gi,
    '$1 a ',
    [' one '],
  ],
  [/\b(?:i (?:would |will )?)?(?:kindly )?request (?:you|u) to\s+/gi, '', ['request']],
  // "Might as well disconnect it": a request, said as a shrug; "… to the same": to what was
  // just named.
  [/\b(?:(?:we|i) )?might as well\s+/gi, '', ['might as well']],
  [
    /\b(to|for) the same\b(?! (?:agent|sub-agent|tool|router|rule|one|time|way|thing)\b)/gi,
    '$1 it',
    ['the same'],
  ],
  // "add the routing rule for cancellation queries to …": a rule, however it is introduced.
  [/\badd (?:a|the|an|one)? ?(?:new )?routing rule\b/gi, 'add a rule', ['routing rule']],
  [/\badd the (?:new )?rule (?=for\b)/gi, 'add a rule ', ['add the']],
  // "a sub-agent named Cancellations which will handle …": what it handles, said in the future.
  [
    /\b(that|which|who) will (handle|answer|cover|help|deal|take care|look after)\b/gi,
    (_all: string, who: string, verb: string) =>
      `${who} ${verb.replace(/^(\w+)/, (word) => (word.endsWith('h') ? `${word}es` : `${word}s`))}`,
    [
      'will handle',
      'will answer',
      'will cover',
      'will help',
      'will deal',
      'will take care',
      'will look after',
    ],
  ],
  // "the look up tool", "the look-up tool": the lookup tool.
  [/\blook[ -]up (?=tools?\b)/gi, 'lookup ', ['look up', 'look-up']],
  // "delete it. and the lookup tool too.", "Delete FAQ. Also the lookup tool.": one more item for
  // the verb before.
  [
    /[.!]\s+(?:(and|plus),?\s+(?=(?:the |our )?(?:[\w-]+ ){0,4}?(?:too|as well)\s*(?:[.!]|$))|also,?\s+(?=(?:the |our )?(?:[\w-]+ ){0,3}?(?:tool|agent|sub-agent|router)(?: too| as well)?\s*(?:[.!]|$)))/gim,
    ', and ',
    [' too', 'as well', 'also'],
  ],
  [
    /\b(delete|remove|drop|disable|enable|pause|resume|disconnect) (it|them),? and (?!(?:turn|switch|add|create|make|send|route|give|rename|set|change|update|connect|enable|disable|delete|remove|put|move|let|keep|tell|ask|please|then|also)\b)((?:the |our )?[^.,;!?\n]{1,40}?)(?: too| as well)?(?=\s*(?:[.!?\n]|$))/gi,
    '$1 $2. $1 $3',
    [' it, and', ' it and', ' them, and', ' them and'],
  ],
  // "Anyway, could you add …": a word that only moves the talk on.
  [
    /(?<=^|[.;!?\n]\s*)(?:anyway|anyhow|alright|all right|okay|ok)[,!]?\s+(?=(?:could|can|would|will) you\b|please\b|pls\b)/gim,
    '',
    ['anyway', 'anyhow', 'alright', 'all right', 'okay', 'ok'],
  ],
  // "By tonight the board should have a Billing agent": a deadline asks for it now, and the
  // board's end state is what to make.
  [
    /\b(?:by|before) (?:tonight|today|the end of (?:the )?day|end of day|eod)\b,?\s*/gi,
    '',
    ['tonight', 'today', 'end of', 'eod'],
  ],
  [
    /\bthe board should (?:now )?have (a|an|one more|another) /gi,
    'add $1 ',
    ['should have', 'should now have'],
  ],
  // "Add a Billing agent, and is test mode on?": a yes-or-no question asks for nothing.
  [
    /,\s*(?:and|also|btw|oh and)\s+(?:is|are|does|do|has|have|was|were|did) (?:the |our |it |there )?[^.;!?\n,]{1,60}\?/gi,
    '.',
    ['?'],
  ],
  // "FAQ's description is a bit outdated": a remark on a field, not its new text.
  [
    /(?<=^|[.;!?\n]\s*)[^.;!?\n]{1,40}?(?:'s|’s|') (?:description|instructions|prompt) (?:is|are|looks?|seems?) (?:a (?:bit|little)|too|quite|very|kind of|rather|pretty|so|really)? ?(?:outdated|old|wrong|long|short|confusing|unclear|fine|ok|okay|good|bad|weird|off|vague|generic|boring)(?: (?:imo|tbh|now|honestly|to be honest))?(?=\s*(?:[.!?\n]|$))/gim,
    '',
    ["'s description", "'s instructions", "' description", "' instructions"],
  ],
  // "Right now refund questions go to FAQ. They should go to Orders": where things go now is no
  // request (but "Right now, send refunds to Orders" is one).
  [
    /(?<=^|[.;!?\n]\s*)(?![^.;!?\n]*\b(?:please|pls|should|must|need|needs|want|wants|can you|could you|let'?s)\b)(?!(?:right now|currently|at the moment)[,:]?\s+(?:please\s+)?(?:route|send|add|create|delete|remove|rename|give|turn|switch|set|make|connect|disconnect|enable|disable|move)\b)(?=[^.;!?\n]*\b(?:goes to|go to|end up|ends up|lands? (?:in|with)|sends?|routes?|forwards?)\b)[^.;!?\n]*\b(?:currently|right now|at the moment|at present|as of now|these days)\b[^.;!?\n]*/gim,
    '',
    ['currently', 'right now', 'at the moment', 'at present', 'as of now', 'these days'],
  ],
  // "A customer wrote: delete your useless bot": what a customer said is no request.
  [
    /(?<=^|[.;!?\n]\s*)(?:a |the |one |our )?(?:customer|user|caller|guest|shopper)s? (?:said|says|wrote|writes|asked|complained|told us)(?::[^\n]*?(?=[.!?](?:\s|$)|\n|$)|,?\s*["“'][^"”'\n]*["”'])/gim,
    '',
    ['said', 'says', 'wrote', 'writes', 'asked', 'complained', 'told us'],
  ],
  // Formal British: "Would you be so kind as to …", "I should be grateful if … could be directed
  // to Orders", "could we get a builtin tool …".
  [
    /\b(?:(?:would|could) you (?:be so kind as to|kindly|possibly)|i (?:should|would|'d) (?:also )?be (?:most |very |really |so )?(?:grateful|obliged|thankful)(?: if you (?:would|could)(?: possibly)?)?)\s+/gi,
    '',
    ['so kind', 'kindly', 'possibly', 'grateful', 'obliged', 'thankful'],
  ],
  [
    /(?<=^|[.;!?\n]\s*)if ([^.;!?\n]{3,120}?) could be (directed|sent|routed|forwarded|passed|handed|moved|renamed|deleted|removed|paused|disabled|enabled|turned|switched|added|given|connected|disconnected)\b/gim,
    '$1 should be $2',
    ['could be'],
  ],
  [
    /(?<=^|[.;!?\n]\s*)(?:(?:can|could) (?:we|i|you) (?:please )?(?:get|have)|(?:we|i)(?:'d| would) like) (?=(?:a|an|one|another) (?:new )?(?:[\w-]+ )?(?:tool|sub-agent|agent|specialist|router)\b)/gim,
    'add ',
    [
      'can we',
      'could we',
      'can i',
      'could i',
      'can you',
      'could you',
      'like a',
      'like an',
      'like one',
      'like another',
    ],
  ],
  // "Can we route refund questions to Orders?": a request, asked as a question.
  [
    /(?<=^|[.;!?\n]\s*)(?:can|could) we (?=(?:route|send|add|create|delete|remove|rename|give|connect|disconnect|enable|disable|turn|switch|set|move|put|make)\b)/gim,
    '',
    ['can we', 'could we'],
  ],
  // "When nothing is match, …", "LINE pause please": as a native speaker says them.
  [/\bnothing is match(?:ed|ing)?\b/gi, 'nothing matches', ['is match']],
  [/\b(LINE|the LINE channel) (pause|stop)\b/g, '$2 $1', [' pause', ' stop']],
  // "Tracking questions go to Orders, right?": the tag is no part of the topic.
  [/,\s*(?:right|correct|yes|no|isn'?t it|don'?t they|doesn'?t it|yeah)\s*\?/gi, '?', [', ']],
  // "Delete FAQ agent, and for the fallback please use Orders": a request of its own.
  [/,\s*(?:and\s+)?(?=(?:for|as) (?:the )?fallback\b)/gi, '. ', ['fallback']],
  // "we need that Orders has the lookup tool": the tool given.
  [
    /\b(?:we need|i need|i want|we want|i'd like|i would like) that ((?:the )?[A-Z][\w-]*(?: agent| sub-agent)?) (?:has|have|gets|get|can use) (the [^.;!?\n]{1,40}? tool)\b/gi,
    'give $1 $2',
    ['need that', 'want that', 'like that'],
  ],
  // "Hello, I need that the Orders agent has new instructions: …": what it should have.
  [
    /(?<=^|[.;!?\n]\s*)(?:(?:[Hh]i|[Hh]ello|[Hh]ey)[,!]?\s+)?(?:I|[Ww]e) (?:need|want|would like|should like|'d like) that (?=the (?!bot\b|router\b)|[A-Z])/gm,
    '',
    ['need that', 'want that', 'like that'],
  ],
  // "if LINE is disabled, turn it back on": whether it is on now says nothing the change does not.
  [
    /\bif ((?:the |our )?[^,;.!?\n]{1,40}?) is (?:currently |now |still )?(?:off|on|disabled|enabled|paused|live)(?:,\s*|\s+(?=then |please |pls ))(?:then |please |pls )*(\w+(?: \w+)?) it\b/gi,
    '$2 $1',
    [
      'is off',
      'is on',
      'is disabled',
      'is enabled',
      'is paused',
      'is live',
      'is currently',
      'is now',
      'is still',
    ],
  ],
  // "if the lookup tool is still GET, switch it to POST": a condition on how the board is now,
  // then the change; "it" is what the condition names.
  [
    /\bif ((?:the |our )?[^,;.!?\n]{1,40}?) (?:is still|still is|still uses|still has|has no|doesn't have|does not have|isn't|is not|hasn't got)\b[^,;.!?\n]{0,40},?\s+(?:then |please |pls )*(?=\w+ (?:it|them)\b)/gi,
    '$1. ',
    ['if '],
  ],
  // "the questions about invoices are going to FAQ": where they should go.
  [
    /\b(?:are|is) going to (?=(?:the )?[A-Z][\w-]*(?: (?:agent|sub-agent|department|team|bot))?\s*(?:[.,;!?\n]|$))/g,
    'go to ',
    [' going to'],
  ],
  // "I want that the bot sends gift card questions to FAQ": what the bot should do.
  [
    /\b(?:i|we) (?:want|would like|'d like) that (?:the bot|it|the router) (\w+?)(?<=[^s])s\b/gi,
    '$1',
    ['want that', 'like that'],
  ],
  // "Instead of handing unmatched chats to a human, send them to Orders": what matches nothing.
  [
    /\binstead of (?:handing|sending|passing|routing|giving) ((?:unmatched|other|unknown) [\w ]{2,30}?|everything else|anything else) to (?:a |the )?(?:human|person|people|staff)s?,\s*(send|route|hand|give|pass) (?:them|those|it) to\b/gi,
    '$2 $1 to',
    ['instead of'],
  ],
  // "give both Orders and FAQ the lookup tool": the tool to each.
  [
    /\bgive (?:both )?([A-Z][\w-]*) and ([A-Z][\w-]*) (the [^,.;\n]{1,40}? tool)\b/g,
    'give $1 $3 and give $2 $3',
    ['give '],
  ],
  // "Add a sub-agent Subscriptions (…) and one more called Wholesale": another of the same kind.
  [
    /\b(sub-agent|agent|specialist|tool|router)\b([^.;\n]*?)\band (?:one more|another one|a second one)(?= (?:called|named)\b)/gi,
    '$1$2and another $1',
    ['one more called', 'one more named', 'another one called', 'another one named', 'second one'],
  ],
  // "Create two routers, one called Sales and one called Escalations": one of each.
  [
    /\b(?:two|2) (sub-agents|agents|specialists|routers|tools)[,:]? one (called|named) ([^,.;!?\n]{1,40}?),? and (?:one|the other|another)(?: one)? (?=(?:called|named)\b)/gi,
    (_all: string, kinds: string, called: string, name: string) => {
      const kind = kinds.replace(/s$/i, '');
      return `a ${kind} ${called} ${name} and another ${kind} `;
    },
    ['one called', 'one named'],
  ],
  // "I want the bot to send warranty questions to Orders": the request itself.
  [
    /\b(?:i|we) (?:want|need|would like|'d like) (?:the bot|it|our bot|the router) to (?=(?:send|route|forward|pass|hand)\b)/gi,
    '',
    ['the bot to', 'our bot to', 'the router to'],
  ],
  // "send warranty questions to Orders and, when nothing matches, to FAQ": two requests.
  [
    /,? and,? ((?:when|if) (?:nothing|no rule|none of the rules) (?:else )?match(?:es)?),? to (?=[A-Z"“]|the |a )/gi,
    '. $1, send it to ',
    ['nothing match', 'no rule match', 'none of the rules'],
  ],
  // "Orders should get the lookup tool removed": taken away from it.
  [
    /\b((?:the )?[A-Za-z][\w' -]{0,40}?) (?:should|must|needs? to|has to) (?:get|have) (the [^,.;!?\n]{1,40}? tool) (?:removed|taken away|taken off)\b/gi,
    'take $2 away from $1',
    [' removed', ' taken away', ' taken off'],
  ],
  // "Update the instructions of FAQ so they also say: …": added to them.
  [
    /\b(?:update|change|edit|tweak|amend) (?:the )?instructions (?:of|for) ((?:the )?[^.;:!?\n]{1,40}?) so (?:that )?(?:they|it) (?:also )?(?:says?|includes?)\s*:?\s*/gi,
    (_all: string, item: string) => `add to ${possessive(item)} instructions: `,
    [' so they', ' so it', ' so that'],
  ],
  // "Orders should get a new tool Refund check at https://…": the tool, then who gets it.
  [
    /\b((?:the )?[A-Za-z][\w' -]{0,40}?) (?:should|must|needs? to|will|could) (?:get|have|receive|be given) (?:a |an )?new (?:http |HTTP )?tool,? (?:called |named )?["“]?([A-Z][\w -]{0,40}?)["”]?,? (?:at |with url |url |→ |: )?((?:(?:GET|POST|PUT|PATCH|DELETE) )?https?:\/\/\S+?)(?=[,.;]?(?:\s|$))/g,
    'add an HTTP tool called "$2" $3 and give it to $1',
    [' new tool'],
  ],
  [
    /\badd (?:a|an) (?:new )?([A-Z][\w-]*(?: [A-Za-z][\w-]*){0,2}) tool (?:to|for) ((?:the )?[A-Z][\w-]*(?: agent| sub-agent)?)(?=[,.;!]|\s*$)/g,
    'add a new tool called "$1", and give it to $2',
    [' tool to', ' tool for'],
  ],
  // "add a rule: cancellations → Orders", "Add a branch: …", "new intent: …": the arrow says the
  // rule.
  [
    /\b(?:(?:add|new) (?:a |one more |another )?(?:rule|branch|route|intent)(?: (?:to|on|in) (?:the )?[\w ]{1,30}?)?|(?:and )?another(?: one)?)\s*:\s*(?=([^\n]*?)(?:→|->))/gi,
    // (Said so, one topic in lower case is routed too: "add rule to main router: warranty q's ->
    // Orders"; a list of words before the arrow is the readers'.)
    (_all: string, topic: string) => (topic.includes(',') || topic.includes('=') ? '' : 'route '),
    ['rule:', 'rule :', 'router:', 'branch:', 'route:', 'intent:', 'another one:', 'another:'],
  ],
  // "Change Orders description to '…' and the lookup tool URL to https://…": the quote ends the
  // value, and the verb goes on to the next field.
  [
    /\b(change|set|update)\b([^.;\n]{1,80}?\bto\s+["“']\uE000\d+\uE001["”'])\s+and\s+(?!(?:change|set|update|rename|make|give|add|delete|remove)\b)(?=(?:the |its |their )?[\w' -]{0,40}?\b(?:url|description|instructions|name|method|endpoint|address)\b[^.;\n]{0,30}?\bto\b)/gi,
    '$1$2. $1 ',
    ["' and ", '" and ', '” and '],
  ],
  // "rename the router to Front counter; also the lookup tool to Order finder": the verb before.
  [
    /\b(rename)\b([^;.\n]{1,80}?[;,.]\s*(?:and\s+)?also)\s+(?!(?:rename|change|set|route|send|give|add|delete|remove|turn|make)\b)(?=[^;,.\n]{1,40}?\bto\b)/gi,
    '$1$2 $1 ',
    ['; also', ', also', '. also', 'and also'],
  ],
  // "make a router named Weekend with a rule sending returns to FAQ": what the router sends.
  [
    /\b(router\b[^.;\n]{0,40}?) with (?:a|one) rule (?:sending|that sends|routing|that routes|for) /gi,
    '$1 that sends ',
    ['with a rule', 'with one rule'],
  ],
  // "Handoff to a human when nothing matches": the verb of other platforms.
  [/(?<=^|[.;!?\n]\s*|\band\s+)hand-?off (?=to\b)/gim, 'send it ', ['handoff', 'hand-off']],
  // "… and hook it up to Orders and FAQ": given to each.
  [
    /\b(?:hook|wire|plug|link) (it|them|this|that)(?: tool)? (?:up )?(?:to|with|into)\b/gi,
    'give $1 to',
    ['hook', 'wire', 'plug', 'link'],
  ],
  // "add an intent for cancellations that goes to Orders": a rule for them.
  [
    /\badd (?:an? |one more |another )?(?:new )?(?:intent|rule|route|routing rule) for ([^.;\n]{1,60}?) (?:that|which) (?:goes|go|sends? (?:it|them)|routes? (?:it|them)) to\b/gi,
    'route $1 to',
    ['intent for', 'rule for', 'route for'],
  ],
  // "make sure tracking questions go to Orders": where they should go, which may be so already.
  [
    /\b(?:make sure|ensure)(?: that)? (?=[^.;!?\n]{1,60}?\b(?:go|goes|get|gets|are sent|is sent|end up|ends up|land|lands) (?:to|with|in)\b)/gi,
    '',
    ['make sure', 'ensure'],
  ],
  // "Routing: refunds -> Orders (done), coupons -> FAQ (done)": what is done asks for nothing.
  [
    /[^,;:\n]*\((?:done|already done|completed|finished|✓|✔)\)/gi,
    '',
    ['(done)', '(already done)', '(completed)', '(finished)', '(✓)', '(✔)'],
  ],
  // "the lookup tool should be a post request now": the method it calls with.
  [
    /\b(?:be|make) (?:it )?an? (get|post|put|patch|delete) (?:request|call|endpoint)\b/gi,
    (all, method: string) => `use ${method.toUpperCase()}`,
    ['a get ', 'a post ', 'a put ', 'a patch ', 'a delete '],
  ],
  // "open the bot for all customers", "please off it": non-native ways to say them.
  [
    /(?<!\b(?:before|once|after|when|until|till|if) (?:we |you |i |they )?(?:can )?)\bopen (?:up )?the bot (?:up )?(?:for|to) (?:all|every|everyone|everybody|all (?:the )?customers?|every customer|the public)\b(?: customers?)?/gi,
    'let everyone talk to the bot',
    ['open the bot', 'open up the bot'],
  ],
  [
    /\b(please|pls|plz) (off|on) (it|them|that)\b/gi,
    '$1 turn $3 $2',
    [' off it', ' on it', ' off them', ' on them', ' off that', ' on that'],
  ],
  // "Please help add …", "can you help me create …": the request itself.
  [
    /\bhelp (?:me |us )?(?:to )?(?=(?:add|create|make|delete|remove|rename|route|send|give|connect|disconnect|enable|disable|turn|switch|change|update|set)\b)/gi,
    '',
    ['help '],
  ],
  // "Marketing asked if we can …", "Priya was wondering whether we could …": a request passed on.
  [
    /(?<=^|[.;!?\n]\s*)(?![^?]*\?)(?!(?:i|we)\b)(?:[A-Z][\w-]*|(?:the|our|my) [\w -]{1,30}?)(?: from [\w -]{1,30}?)? (?:asked|is asking|was asking|wants to know|wondered|was wondering) (?:if|whether) (?:we|you) (?:can|could) (?=(?:add|create|make|delete|remove|rename|change|update|set|turn|switch|swap|give|route|send|connect|disconnect|enable|disable|put|move|pause)\b)/gm,
    'please ',
    [' if we can', ' if we could', ' if you can', ' if you could', ' whether we', ' whether you'],
  ],
  // "Replace the Main router with a new one called Concierge …": the old one goes, a new one comes.
  [
    /\breplace ((?:the )?[^.;!?\n]{1,40}? (router|sub-agent|agent|specialist|tool)) with (?:a )?new (?:one|\2)\b/gi,
    'delete $1, then add a new $2',
    ['replace '],
  ],
  // "…test mode, only owner@… should be able to talk to it": who tests it.
  [
    /,\s*only ([\w.+-]+@[\w-]+(?:\.[\w-]+)+(?:(?:,\s*|\s+and\s+|\s+)[\w.+-]+@[\w-]+(?:\.[\w-]+)+)*)\s+(?:should|can|may|will|is allowed to|are allowed to)\s+(?:be able to\s+)?(?:talk to|use|see|try|test|access|chat with|reach)\s+(?:it|the bot|the preview)\b/gi,
    ' for $1',
    ['only '],
  ],
  // "add a sub-agent … for toothache, with instructions to always give the phone number": what it
  // is told, after what it is for.
  [
    /,?\s+(?:with|w\/) (?:the )?instructions? (?:to|that say|saying)\s+(?=\S)/gi,
    '. tell it to ',
    [' with instruction', ' with the instruction', ' w/ instruction', ' w/ the instruction'],
  ],
  // "add refunds to FAQ's description": what it handles, said after the description it has.
  [
    /\badd ([^,.;:\n]{1,60}?) to (?:(?:the )?description of ([^,.;\n]{1,40}?)|([^,.;\n]{1,40}?)(?:'s|’s) description|its description)\b/gi,
    (_all: string, what: string, of?: string, owner?: string) =>
      `change the description of ${of ?? owner ?? 'it'} to mention it also handles ${what}`,
    [' description'],
  ],
  // "Orders instructions to: …", "FAQ's description to …": the field's new value, with no verb.
  [
    /(?<=^|\n|[.;!?]\s+)((?:the )?[A-Za-z][\w'-]*(?: [\w'-]+){0,3}?)(?:'s?|’s?)? (instructions|description|prompt) to\s*:?\s*(?=\S)/gim,
    (all: string, item: string, field: string) =>
      item.split(' ').some((word) => CLAUSE_START_WORDS.has(word.toLowerCase()) || ASKING.has(word))
        ? all
        : `change ${possessive(item)} ${field} to `,
    [' instructions to', ' description to', ' prompt to'],
  ],
  // "put the lookup tool on FAQ": given to it.
  [/\bput (the [^,.;\n]{1,40}? tool) on\b/gi, 'give $1 to', [' tool on']],
  // "Put this in FAQ's instructions: '…'": added to them.
  [
    /\bput (this|that|the following|these lines|this line) (?:in|into) (?=[^.;!?\n]{1,40}?(?:'s?|’s?) (?:instructions|prompt)\b)/gi,
    'add $1 to ',
    ['put this', 'put that', 'put the following', 'put these'],
  ],
  // "make sure Orders has the lookup tool": given to it (what it already has, the reply says).
  [
    /\b(?:make sure|ensure) ((?:the )?[^,.;\n]{1,30}?) (?:has|gets|can use|keeps|still has) (the [^,.;\n]{1,40}? tool)\b/gi,
    'give $1 $2',
    ['make sure', 'ensure'],
  ],
  // "… to Order finder while you're at it", "… so they stop landing in the human queue": what is
  // said after a request about when or why adds nothing to it.
  [
    /,?\s+(?:while you(?:'re| are) at it|when you (?:get|have) a (?:chance|sec|second|minute)|if (?:you can|possible))(?=\s*(?:[.;!?\n]|$))/gi,
    '',
    ['at it', 'a chance', 'a sec', 'a minute', 'if you can', 'if possible'],
  ],
  [
    /\s+so (?:that )?(?:they|customers|people|we|users|this) (?:stop|stops|don'?t|doesn'?t|can|can'?t|won'?t|get|aren'?t|isn'?t|no longer|finally|always|never|happens)\b[^.;!?\n]*(?=\s*(?:[.;!?\n]|$))/gi,
    '',
    ['so they', 'so customers', 'so people', 'so we', 'so users', 'so this'],
  ],
  // "FAQ can take order questions from now on, so route order status questions to FAQ": what is
  // said before ", so" and a request is its reason (unless the request says "it" of it, or is
  // itself one: "turn off LINE tomorrow, so …").
  [
    new RegExp(
      `(?<=^|[.;!?\\n]\\s*)(?=\\S)(?!(?:please |pls |just |also |and )?(?:${ASKED_VERBS}|take|let'?s|let)\\b)[^.;!?\\n,]{3,120},\\s*so\\s+(?=(?:please |just |let'?s |we should |can you |could you )?(?:${ASKED_VERBS})\\b(?![^.;!?\\n]*\\b(?:it|its|them|their|that one|this one|her|him|there)\\b))`,
      'gim',
    ),
    '',
    [', so '],
  ],
  // "Describe the order lookup tool as '…'": its description.
  [
    /\bdescribe ((?:the )?[^,.;:\n'"]{1,40}?) as\b/gi,
    'change the description of $1 to',
    ['describe '],
  ],
  // "rename Orders to Order desk, oh and the lookup tool to Order finder": the verb said once.
  [
    /\b(rename [^,.;\n]{1,60}? to [^,.;\n]{1,40}?),? (?:oh )?and (?!(?:give|send|route|add|move|hand|forward|pass|point|assign|attach|connect|it|them|then|also|delete|remove|make|set|turn|change|update|edit|switch|tell|instruct|its)\b)((?:the )?[^,.;\n]{1,40}?) to /gi,
    '$1, and rename $2 to ',
    ['rename '],
  ],
  // "remove FAQ from the router": the rules that send to it go; FAQ stays.
  [
    // ("… take it off the router until I've checked it": for a while, and "it" too.)
    /\b(?:[Rr]emove|[Tt]ake|[Dd]rop) ([A-Z][\w-]*(?: [A-Z][\w-]*)?|it) (?:from|off|out of) (?:the |our )?(?:main )?(?:router|routing)\b(?: for now| for the moment| until [^.,;!?\n]*)?/g,
    'stop routing to $1',
    ['router', 'routing'],
  ],
  // "take her off the testers": removed from them.
  [
    /\btake (her|him|them|[\w.+-]+@[\w.-]+|[A-Z][a-z]{2,}) off (?:the )?(?:testers?|tester list|testers list|test list)\b/gi,
    'remove $1 from the testers',
    [' off the test', ' off test'],
  ],
  // "LINE is OK now, enable it again": what was named before, on again.
  [
    /\b(enable|disable|turn on|turn off|switch on|switch off|activate|reactivate|resume|reconnect)(?: it)? again\b/gi,
    '$1 it',
    [' again'],
  ],
  // "the main routing": the router.
  [/\bmain routing\b/gi, 'main router', ['main routing']],
  // "move the lookup tool from Orders to FAQ": taken from one, given to the other.
  [
    /\bmove ((?:the )?[^,.;\n]{1,30}? tool) from ([^,.;\n]{1,30}?) to ([^,.;\n]{1,30})/gi,
    'take $1 away from $2. give $1 to $3',
    ['move '],
  ],
  // "FAQ's brain: '…'": the sub-agent's instructions.
  [
    /(?<=(?:'s|’s|') )(?:brain|system prompt|persona)\b|\b(?:brain|system prompt|persona)(?=\s*:)/gi,
    'instructions',
    ['brain', 'system prompt', 'persona'],
  ],
  [/\b(?:sandbox|preview|testing|trial|staging|test) ?mode\b/gi, 'test mode', ['mode']],
  // Other platforms' words: "the catch-all", "escalation path" (the fallback), "human handoff"
  // (a human), "when no intent matches" (when nothing matches).
  [/\b(?:catch[- ]?all|escalation path)\b/gi, 'fallback', ['catch', 'escalation path']],
  [/\bno intent (match(?:es)?)\b/gi, 'nothing $1', ['no intent']],
  // "Make Claims the fallback when nothing matches": the fallback says it already.
  [
    /\b(the fallback),? (?:when|if|for when) (?:nothing|no rule) (?:else )?match(?:es)?\b/gi,
    '$1',
    ['fallback when', 'fallback if', 'fallback, when', 'fallback, if', 'fallback for when'],
  ],
  // "When nothing matches we want a human again": where those conversations should go.
  [
    /\b((?:when|if) nothing matches),? (?:we|i) (?:want|need|'d like|would like) (?=(?:a human|the |[A-Z]))/gi,
    '$1, send it to ',
    ['nothing matches'],
  ],
  // "remove the dispatcher": another word for a router, after "the" ("new router: Sales triage"
  // keeps its name).
  [
    /(?<=\b(?:the|our|this|that) )(?:dispatcher|triage)\b(?! router)/g,
    'router',
    ['dispatcher', 'triage'],
  ],
  [
    /\b(turn|switch) (?:the )?(?:sandbox|preview) (on|off)\b/gi,
    '$1 $2 test mode',
    ['sandbox', 'preview'],
  ],
  // "turn the bot off on LINE", "switch it back on there": the particle said after the object.
  [
    /\b(?:turn|switch|shut) ((?:the |our |this )?(?!(?:on|off|back)\b)[\w-]+(?: (?!(?:on|off|back)\b)[\w-]+){0,2}) (?:back )?(on|off)\b/gi,
    'turn $2 $1',
    ['turn ', 'switch ', 'shut '],
  ],
  // "turn it off now", "enable the bot there": when, and "the bot" said of where, name nothing.
  [
    /(?<!\b(?:from|until|till|for|by|as of|right|is|are|it's|now)) (?:right now|now|asap|right away|immediately|straight away)(?=\s*(?:[.!,;\n]|$))/gi,
    '',
    [' now', ' asap', ' right away', ' immediately', ' straight away'],
  ],
  [/\bthe bot (?=there\b)/gi, '', ['bot there']],
  [
    /\b(?:take|get|bring) (?:the bot |the project |it |us )?out of test mode\b/gi,
    'turn off test mode',
    ['out of test mode'],
  ],
  // "FAQ is a confusing name. Let's call it Help Center": a rename of what was just named.
  [
    /(?<=^|[.;!?\n]\s*)(?:let'?s|let us|we(?:'ll| will| should)|can we|could we) (?:call|name) (it|them) ([^.;!?\n]+?)(?: from now on| going forward| moving forward)?(?=[.;!?\n]|$)/gim,
    'rename $1 to $2',
    ['call it', 'name it', 'call them', 'name them'],
  ],
  // "add the built-in human handover tool, name it Transfer to agent": the whole name.
  [
    /(\btool\b[^.,;:\n]{0,40}),\s*(?:name|call) it ([A-Z][^.,;\n]{1,40}?)\s*$/g,
    '$1 called "$2"',
    ['name it', 'call it'],
  ],
  [/,? (?:and )?(?:call|name) (?:it|them) /gi, ' called ', ['call ', 'name ']],
  // "anything about invoices should go to Billing", "holiday opening times → FAQ": a route said
  // from the topic's side, at the start of a sentence.
  [
    /(?<=^|[.;!?\n]\s*)(?!(?:please )?(?:rename|call|name|change|set|update)\b|(?:since|because|as|given that|now that|seeing as|don't|do not|never) )(\S[^.;!?\n→]{2,79}?) (?:(?:should|must|needs? to|has to|have to|ought to|can|will|is to|are to) (?:go|be (?:sent|routed|forwarded|directed|passed|handed))|(?:are|is|get|gets) (?:sent|routed|forwarded|directed|passed|handed)) to /gim,
    'route $1 to ',
    [
      ' go to',
      ' be ',
      'routed to',
      'sent to',
      'forwarded to',
      'directed to',
      'passed to',
      'handed to',
    ],
  ],
  // "Please set up the following:\n- a Stock check tool: GET …\n- an Inventory agent that …": a
  // line that is only a new item asks for it.
  [
    /^(an?) (?=(?:[A-Z][\w-]*)(?: [A-Za-z][\w-]*){0,3} (?:tool|agent|sub-agent|router|specialist)\b)/gm,
    'add $1 ',
    [' tool', ' agent', ' sub-agent', ' router', ' specialist'],
  ],
  // "Add 'Returns cost 5 EUR.' to FAQ's instructions": the quoted text added to them.
  [
    /\b(?:add|append) ("[^"\n]+"|“[^”\n]+”|\uE000\d+\uE001|'[^'\n]+') to (?:the )?([^,.;:!?'"\n]{1,40}?)(?:'s|’s|'|’)? (?:instructions|prompt)\b/gi,
    (_all, text: string, owner: string) => `instruct ${ownerSaid(owner)} to ${text}`,
    ['instructions', 'prompt'],
  ],
  // "Add this to the Orders instructions: '…'": added to them, not replacing them.
  [
    /\b(?:add|append)(?: this| the following| that| a line)? to (?:the )?([^,.;:!?'"\n]{1,40}?)(?:'s|’s|'|’)? (?:instructions|prompt)\s*:?\s*/gi,
    (_all, owner: string) => `instruct ${ownerSaid(owner)} to `,
    ['instructions', 'prompt'],
  ],
  // "Orders gets new instructions ("Always share the tracking link")": the quoted value, not its
  // brackets.
  [
    /\b(instructions|description|prompt)\s*\(\s*(["“']\uE000\d+\uE001["”'])\s*\)/gi,
    '$1 $2',
    ['instructions (', 'description (', 'prompt ('],
  ],
  // "the FAQ agent gets the description '…'", "Orders has new instructions: …": its new field.
  [
    / (?:gets|receives|should get|will get|has|should have) (?:the |a )?(?:new )?(description|instructions)\b:?/gi,
    "'s new $1:",
    [' gets ', ' receives ', ' get ', ' has ', ' have '],
  ],
  // "FAQ's instructions → 'Be brief'", "orders instructions: Check …", "FAQ description should
  // be '…'": an item's field and its new value, without a verb.
  [
    /(?<=^|[.;!?\n]['’"”]?\s*|\uE001['’"”]\s+|\b(?:and|also)\s+|,\s+(?=[A-Z][\w-]*(?:'s|’s|'|’) (?:new )?(?:instructions|description)\b))(?=[^\s,.;:!?'’→—–-])(?!(?:its|their|his|her|new|updated|the new|with)\b)((?:(?!\b(?:please|pls|update|change|set|edit|modify|replace|rewrite|tweak|give|make|new|updated)\b)[^,.;:!?\n→—–]){1,39}?)(?:'s|’s|'|’)? (?:new |updated )?(instructions|description|desc|prompt) ?(?::|→|->|=|-(?= )|(?:should (?:now )?be|(?:is|are) now|will be):?)\s+(?!(?:shorter|longer|friendlier|simpler|clearer|more|less|better|warmer|nicer|politer|faster|stricter)\b)/gim,
    "change $1's $2 to ",
    ['instructions', 'description', 'desc', 'prompt'],
  ],
  // "Don't touch the Orders description, only its instructions: …": the other field.
  [
    /\b(?:don'?t|do not) (?:touch|change|edit|update|modify) (?:the )?([^,.;!?\n]{1,40}?)(?:'s|’s)? (description|instructions|prompt)\b,?\s*(?:just |only |but )(?:change |update |set )?(?:its|their|the) (description|instructions|prompt)\b/gi,
    "change $1's $3",
    ["don't", 'do not'],
  ],
  // "stop the router sending general questions to FAQ": stop sending them there.
  [
    /\bstop (?:the |our )?(?:main )?router (?:from )?(sending|routing|forwarding)\b/gi,
    'stop $1',
    ['router'],
  ],
  // "POST, not GET": the method asked for, without the one it replaces.
  [
    /\b(GET|POST|PUT|PATCH|DELETE),? (?:and )?(?:not|instead of|rather than) (?:GET|POST|PUT|PATCH|DELETE)\b/g,
    '$1',
    ['not ', 'instead of', 'rather than'],
  ],
  // "Can we have only owner@… talk to the bot while we test?", "let only qa@… use the bot": test
  // mode, for them.
  [
    /\b(?:(?:can we |could we |please )?(?:have|let|allow) )?only ([\w.+-]+@[\w-]+(?:\.[\w-]+)+(?:(?:,| and| or) [\w.+-]+@[\w-]+(?:\.[\w-]+)+)*) (?:to )?(?:(?:should|can|could) (?:be able to )?)?(?:talk|chat|speak|use|access|reach|see)(?: to| with)? (?:the |our )?bot\b[^.?!\n]*[.?!]?/gi,
    'turn on test mode for $1.',
    ['only '],
  ],
  // "the test mode should be on, only for owner@…": test mode turned on for them.
  [
    /\b(?:the )?test mode (?:should|must|needs to|has to) (?:be )?(?:on|enabled|switched on|turned on),?\s+(?:but )?(?:only )?for (?=[\w.+-]+@)/gi,
    'turn on test mode for ',
    ['test mode should', 'test mode must', 'test mode needs', 'test mode has'],
  ],
  // "rename the router into Front Desk", "change the name of the FAQ for Doubts": to.
  [
    /\b(rename|change the name of) ([^.,;!?\n]{1,60}?) (?:into|for) (?=["“']?[A-Z])(?![^.;!?\n]* to\b)/g,
    '$1 $2 to ',
    [' into ', ' for '],
  ],
  // "connect LINE account 1688420913 (Acme Shop LINE)", "Channel ID: 1688420913. Name: Acme Shop
  // LINE": the name the new channel is given.
  [/\b(\d{10})\s*\(([^()\n]{2,40})\)/g, '$1 as "$2"', ['(']],
  [
    /\b(\d{10})[.\n]\s*name\s*[:=]\s*["“]?([^".,\n”]{2,40}?)["”]?(?=\s*(?:[.\n]|$))/gi,
    '$1 as "$2"',
    ['name'],
  ],
  // "Orders agent should not be used anymore, delete pls": no longer needed, never an instruction;
  // a delete with nothing after it deletes what was just named.
  [
    /\b((?:the )?[^,.;!?\n]{1,40}?) (?:should not|shouldn't|won't|will not|is not|isn't|are not|aren't) (?:be )?used any ?more\b/gi,
    "we don't need $1 anymore",
    [' used any'],
  ],
  [
    /(?<=[,.;]\s*)(delete|remove)(?: (?:it )?(?:pls|please|plz))?(?=\s*[.!]|\s*$)/gi,
    '$1 it',
    ['delete', 'remove'],
  ],
  // "send everything to FAQ by default": what no rule matches.
  [
    /\b(send|route) everything to ([^.,;!?\n]{1,40}?) by default\b/gi,
    '$1 everything else to $2',
    ['by default'],
  ],
  // "We don't need the order lookup tool on the Orders agent anymore": taken from it.
  [
    /\b(?:we|i|they) (?:don't|do not|no longer) need (the [^,.;!?\n]{1,40}? tool) (?:on|in|for) (?:the )?([A-Z][\w-]*)(?: agent| sub-agent)?(?: any ?more)?\b(?![^.!?\n]*\?)/g,
    'take $1 away from $2',
    [' need the'],
  ],
  // "Orders don't need the order lookup tool anymore, take it off": the tool taken from them.
  [
    /\b([A-Z][\w-]*)(?: agent| sub-agent)? (?:doesn't|don't|does not|do not) need (the [^,.;!?\n]{1,40}? tool) any ?more,?\s+(?:so )?(?:please )?(?:take|remove) it (?:off|away)\b/g,
    'take $2 away from $1',
    [' need the'],
  ],
  // "change FAQ name into Help Desk": renamed.
  [
    /\bchange ([A-Z][\w-]*)(?:'s)? name (?:into|for|as|to) /g,
    'rename $1 to ',
    [' name into', ' name for', ' name as', ' name to'],
  ],
  // "The Order lookup API moved, new address: https://…": its new URL.
  [
    /\b(?:the )?([A-Z][\w ]{1,40}?) (?:api|API|endpoint|URL|url) (?:has )?moved,?\s+(?:the )?new (?:address|url|URL|endpoint)(?: is)?\s*:?\s*(?=https?:)/g,
    'change the URL of the $1 tool to ',
    [' moved'],
  ],
  // "Our LINE OA id is 1688420913, please hook it up. Call it Acme Shop LINE.": connected, as named.
  [
    /\b(?:our )?LINE(?: OA| official account| channel)? (?:id|ID) is (\d{10}),?\s+(?:please |pls )?(?:hook it up|connect it|link it|add it)[.!]?(?:\s+(?:call|name) it\s+["“]?([^".\n”]{2,40}?)["”]?(?=\s*(?:[.\n]|$)))?/g,
    (_all, id: string, name?: string) => `connect LINE channel ${id}${name ? ` as "${name}"` : ''}`,
    [' is '],
  ],
  // "We need a new agent for warranty claims. Call it Warranty, …": the new one's name.
  [
    /\b(?:we need|i need|i want|we want|add|create|make) an? (?:new )?(sub-?agent|agent|specialist) for ([^.,;\n]{2,60}?)[.,;]\s*(?:please )?(?:(?:call|name) it|called) ["“']?([A-Z][\w -]{0,40}?)["”']?(?=[,.;]|\s+(?:and|it)\b|$)/g,
    'add a $1 called "$3" that handles $2.',
    ['call it', 'name it', 'called'],
  ],
  // "new agent -> 'Complaints', handles …": the quoted name after the arrow.
  [
    /\bnew (sub-?agent|agent|specialist|tool|router)\s*(?:->|→|:)\s*["“']([^"”'\n]+)["”']/gi,
    'new $1 called "$2"',
    ['->', '→', 'new '],
  ],
  // "new router 'Classes' — route … to Orders, everything else to a human": its rules after a dash.
  [
    /\b((?:new|add|create|make)(?: an?)?(?: new)? router (?:called |named )?(?:["“'][^"”'\n]+["”']|[A-Z][\w-]*(?: [A-Z][\w-]*){0,2}))\s+[—–-]\s+(?=(?:route|send|forward)\b)/g,
    '$1: ',
    [' router '],
  ],
  // "create a router 'After hours' with one rule: …": a router called so, and its rules.
  [
    /\b(create|add|make) an? (?:new )?router (["“'][^"”'\n]+["”']) with (?:one |a |two |these )?rules?\s*:\s*/gi,
    '$1 a router called $2: ',
    [' rule:', ' rules:'],
  ],
  // "connect a new LINE channel called Promo LINE with channel id 1677788899", "channel 1699988877
  // …, label it Store LINE", "Channel ID: 1688420913. Display name: Acme Shop LINE": its name.
  [
    /\bchannel called ([^,.\n]{2,40}?) with (?:the )?channel id (\d{10})/gi,
    'channel $2 as "$1"',
    ['channel id'],
  ],
  [
    /\b(\d{10})\b([^.\n]{0,40}?)[,.]?\s*(?:label it|(?:display )?name\s*[:=])\s*["“]?([^".,\n”]{2,40}?)["”]?(?=\s*(?:[.\n]|$))/gi,
    '$1$2 as "$3"',
    ['label it', 'name:', 'name ='],
  ],
  // "set up test mode and add the whole QA team: qa1@…, qa2@…": test mode on, and those testers.
  [/\bset up test mode\b/gi, 'turn on test mode', ['set up test']],
  [
    /\badd (?:the |our )?(?:whole |entire )?(?:[\w-]+ ){0,3}?(?:team|people|folks|group)\s*[:—–-]\s*(?=[\w.+-]+@)/gi,
    'add testers: ',
    ['team', 'people', 'folks', 'group'],
  ],
  // "swap the tools around: Orders loses the lookup, FAQ gets it": taken from one, given to the other.
  [
    /\b([A-Z][\w-]*) loses (the [\w -]{1,30}?)(?=\s*[,.;]|\s*$)/g,
    'take $2 away from $1',
    [' loses '],
  ],
  [/\b([A-Z][\w-]*) gets (it|them)\b/g, 'give $2 to $1', [' gets ']],
  // "… and put it in the FAQ and in the Orders also": given to each.
  [
    /\b(?:put|add) (it|them) (?:in|into|on) (?:the )?([A-Z][\w-]*)(?:,? and (?:in |into |on )?(?:the )?([A-Z][\w-]*))?(?: also| too| as well)?\b/g,
    (_all, what: string, first: string, second?: string) =>
      second ? `give ${what} to ${first} and ${second}` : `give ${what} to ${first}`,
    ['put it', 'put them', 'add it', 'add them'],
  ],
  // Other words for the same requests: "add test mode", "make the bot public", "revoke tester
  // access for …", "Decommission …", "I'd like the … tool gone", "… out of the testers", "the …
  // route", "http method for …: POST", "the … blurb".
  [/\badd test mode\b/gi, 'turn on test mode', ['add test mode']],
  [/\bmake the bot (?:public|live)\b/gi, 'turn off test mode', ['the bot public', 'the bot live']],
  [
    /\b(?:revoke|remove) (?:the )?tester access (?:for|from) /gi,
    'remove from the testers ',
    ['tester access'],
  ],
  [/(?<![\w./-])decommission(?![\w./-])/gi, 'delete', ['decommission']],
  [/\b(?:i'?d|we'?d) like (the [^,.;!?\n]{1,40}?) gone\b/gi, 'delete $1', [' gone']],
  [
    /\bneed ([\w.+-]+@[\w-]+(?:\.[\w-]+)+) out of the testers\b/gi,
    'remove $1 from the testers',
    ['out of the testers'],
  ],
  [/\b(the [\w -]{1,30}?) route(?=\s*(?:[.,;!?\n]|$|from\b))/gi, '$1 rule', [' route']],
  [
    /\b(?:http )?method (?:for|of) ((?:the )?[^:,.;\n]{1,40}?)\s*:\s*(GET|POST|PUT|PATCH|DELETE)\b/gi,
    'change the method of $1 to $2',
    ['method for', 'method of'],
  ],
  [
    /\b(\w+)'s blurb\b|\bblurb (?:of|for) /gi,
    (all, owner?: string) => (owner ? `${owner}'s description` : 'description of '),
    ['blurb'],
  ],
  // "can the FAQ agent be renamed 'General Help'?", "Order lookup needs a better name — 'Get order
  // details'": a rename, asked or hinted.
  [
    /\b(?:can|could) ((?:the )?[^?\n]{1,40}?) be renamed (?:to )?(["“'][^"”'\n]+["”'])\s*\??/gi,
    'rename $1 to $2.',
    ['be renamed'],
  ],
  [
    /\b((?:the )?[A-Z][\w -]{0,40}?) needs a (?:better|new|clearer|nicer|shorter) name\s*[—–:-]\s*(["“'][^"”'\n]+["”'])/g,
    'rename $1 to $2',
    ['needs a'],
  ],
  // "the LINE channel id is 1688420913, connect it please": connected.
  [/\bthe (connect LINE channel \d{10})\b/g, '$1', ['the connect']],
  // "please enable it back": on again.
  [/\b(enable|activate|switch on|turn on) (it|LINE|test mode) back\b/gi, '$1 $2', [' back']],
  // "… but leave test mode on": kept as it is, never left.
  [
    /\bleave (test mode|preview mode|LINE|the LINE channel) (on|off|alone|as (?:it )?is|enabled|disabled|running|connected)\b/gi,
    'keep $1 $2',
    ['leave '],
  ],
  // "take LINE off": turned off, still connected.
  [/\btake (LINE|the LINE(?: channel)?|test mode) off\b/gi, 'turn $1 off', ['take ']],
  // "lookup tool method → POST", "Order lookup method: PUT", "set its method to DELETE": a tool's
  // method (never a request to delete it).
  [
    /(?<=^|[,;!?\n]\s*|\.\s+|\b(?:and|also)\s+)(?:set )?(?=\S)(?!(?:set|change|update|make|switch|its?|and|also|then|please)\b|the (?:http )?method\b)((?:the )?[^,.;:!?\n→]{1,40}?)(?:'s|’s)? (?:http )?method ?(?::|→|->|=|-| to) ?(?=(?:GET|POST|PUT|PATCH|DELETE)\b)/gim,
    'change the method of $1 to ',
    ['method'],
  ],
  [
    /(?<=^|[.;!?\n]\s*|\b(?:and|also)\s+)((?:the )?[^,.;:!?\n'’"“”]{1,40}?) should (?:now )?be described as /gim,
    'change the description of $1 to ',
    ['described as'],
  ],
  [/\bdesc\b/gi, 'description', ['desc']],
  [
    // Only a topic in lower case: "Orders → Order Help" renames (the clause readers do that).
    // ("Questions about exchanges → FAQ": a topic's first word may be capitalised; the full stop
    // of an e-mail's "acme.test" ends no sentence.)
    /(?<=^|[;!?\n]\s*|\.\s+)(?!(?:please )?(?:rename|call|name|change|set|update)\b)((?:[a-z]|(?:Questions|Complaints|Requests) )[^.;!?\n→:A-Z]{2,79}?)(?<!\b(?:name|description|instructions) ?) ?(?:→|->) ?(?=[A-Z])(?![^\n?]*\?)/gm,
    'route $1 to ',
    ['→', '->'],
  ],
  // "… called Warranty. Description: handles warranty claims. Instructions: always ask …", "…
  // with the instructions: …": fields of the item just named.
  // (In a spec, under "Name: …", a field's value runs to the end of its line, sentences and all.)
  [
    /(?<=^(?:(?:sub-?)?agent )?name\s*:[\s\S]*\n)(description|instructions|prompt)\s*:\s*(?=[^\n"“”]*$)([^\n]+?)\s*$/gim,
    'set its $1 to "$2"',
    ['description', 'instructions', 'prompt'],
  ],
  [
    /(?<=^|[.;!?\n]\s*)(description|instructions|prompt)\s*:\s*/gim,
    'set its $1 to ',

    ['description', 'instructions', 'prompt'],
  ],
  [
    /,? with (?:the |these )?(description|instructions|prompt)\s*:\s*/gi,
    '. set its $1 to ',
    ['description', 'instructions', 'prompt'],
  ],
  // "Sub-agent Payments (card payments, …) + route …": a new item said by its kind and name;
  // not "router Main router: …", whose name ends in a kind word, as the board's names do.
  [
    /(?<=^|[.;!?\n]\s*)(sub-agent|specialist|assistant|router|(?:http )?tool) (?=[A-Z][\w-]*(?: [A-Z][\w-]*)* ?[(,:—–])(?![^(,:—–\n]*\b(?:router|tool|agent|sub-agent|specialist) ?[(,:—–])/gim,
    'add a $1 ',
    ['sub-agent ', 'specialist ', 'assistant ', 'router ', 'tool '],
  ],
  // "complaint go to Orders, other go to human": what is left goes to the fallback.
  [
    /,? (?:and )?(?:others?|all others|the rest|everything else|anything else|all else)(?: questions| chats)? (?:should )?go(?:es)? to /gi,
    ', send everything else to ',
    ['other', 'rest', 'else'],
  ],
  [
    /,\s+(?!(?:it|they|this|that|which|who|we|i|you)\b)([a-z][\w ]{1,30}?) go(?:es)? to (?=[A-Z][^.;\n]*, send everything else to )/g,
    ', send $1 to ',
    [' go to ', ' goes to '],
  ],
  // "a new instruction set: …", "a new set of instructions: …".
  [
    /\b(?:a )?new (?:instructions? set|set of instructions)\b/gi,
    'new instructions',
    ['instruction set', 'instructions set', 'set of instructions'],
  ],
  // "Give Orders new instructions: '…'".
  [
    /\bgive ([^,.;:'"]{1,40}?) (?:a |some )?new (instructions|description)\s*[:：]?\s*/gi,
    "change $1's $2 to ",
    ['new instructions', 'new description'],
  ],
  // "FAQ's description is out of date. Make it: …", "give the orders specialist a friendlier name?
  // Let's go with "Parcel Pal"": the field is named in one sentence and its value in the next.
  [
    /\b([^,.;:!?\n]{1,40}?)(?:'s|’s|'|’) (description|instructions|name) (?:is|are|looks?|seems?) [^,.?!\n]{1,40}[.?!,]\s+(?:just |please |so )?(?:make (?:it|them)|change (?:it|them) to|set (?:it|them) to|it should (?:now )?(?:be|say|read)|let'?s go with|use|how about)\s*:?\s*/gi,
    "change $1's $2 to ",
    [
      "'s description",
      "'s instructions",
      "'s name",
      "' description",
      "' instructions",
      "' name",
      '’s description',
      '’s instructions',
      '’s name',
    ],
  ],
  // "the faq agent's name → Help": a name and its new value, with no verb.
  [
    /(?<=^|[.;!?\n,]\s*)(?!\s|(?:please )?(?:rename|call|change|set|update)\b)([^,.;:!?\n→]{1,40}?)(?:'s|’s|'|’) name\s*(?:→|->|:)\s*/gim,
    'rename $1 to ',
    ["'s name", "' name", '’s name'],
  ],
  // "the description on the orders agent is out of date, it should say …": the same, field first.
  [
    /\b(?:the )?(description|instructions) (?:on|of|for) (?:the )?([^,.;:!?\n]{1,40}?) (?:is|are|looks?|seems?) [^,.?!\n]{1,40}[,.?!]\s+(?:please |so )?(?:make it|change it to|set it to|it should (?:now )?(?:be|say|read)|let'?s go with|use|how about)\s*:?\s*(?:it (?=[a-z]+s\b))?/gi,
    'change the $1 of $2 to ',
    [
      'description on',
      'description of',
      'description for',
      'instructions on',
      'instructions of',
      'instructions for',
    ],
  ],
  [
    /\bgive ([^,.;:!?\n]{1,40}?) an? (?:new|better|friendlier|nicer|shorter|clearer) name[^.?!\n]{0,30}[.?!]\s+(?:please |so )?(?:let'?s go with|let'?s use|use|how about|call it|maybe)\s*:?\s*/gi,
    'rename $1 to ',
    ['name?', 'name.', 'name!'],
  ],
  // "give it to both Orders and FAQ": a list of two.
  [/\b(to|for|from) both (?=[^,.;]{1,40} (?:and|&) )/gi, '$1 ', ['both ']],
  // "Billing sub-agent pls, it looks after invoices": a new item asked for by its name alone.
  [
    /(?<=^|[.;!?\n]\s*)([A-Z][\w-]*(?: [A-Z][\w-]*)*) (sub-agent|agent|specialist|tool|router),? (?:please|pls|plz)\b,?/gm,
    'add a $2 called $1,',
    [' please', ' pls', ' plz'],
  ],
  // "sub agent", and "Ken asked me to add …" (a request passed on is a request).
  [/\bsub agent(s?)\b/gi, 'sub-agent$1', ['sub agent']],
  [
    /(?<=^|[.;!?\n]\s*)(?:[A-Z]\w+|my (?:boss|manager|colleague)|the team) (?:(?:asked|wants|would like) (?:me |us )?|needs (?:me|us) )to /gm,
    '',
    [' asked ', ' wants ', ' would like ', ' needs '],
  ],
  // "For the FAQ specialist, new instructions: …".
  [
    /(?<=^|[.;!?\n]\s*)for (?:the )?([^,.;]{1,40}), (?:new |updated )?(instructions|description)\s*:/gim,
    'new $2 for $1:',
    ['instructions:', 'description:'],
  ],
  // "When someone asks about changing their address, hand it to the Orders specialist."
  [
    /(?<=^|[.;!?\n]\s*)(?:when|if|whenever|once|as soon as) (?:someone|somebody|a customer|customers|people|users?|they) (?:asks?|writes?|messages?|talks?|complains?|mentions?|has a question|have questions) (?:about |for |regarding )?(?:an? |the )?([^,.;]{2,60}), (?:please )?(?:hand|send|route|pass|forward|give|transfer) (?:it|them|that|those|the (?:chat|conversation|message)s?) (?:over )?to /gim,
    'route $1 to ',
    [' ask', ' write', ' message', ' talk', ' complain', ' question', ' mention'],
  ],
  // "When people ask about refunds FAQ should answer them", "whenever someone mentions a damaged
  // item, Orders takes it", "When they ask about store locations, FAQ.": who answers a topic.
  [
    /(?<=^|[.;:!?\n]\s*)(?:[Ww]hen|[Ii]f|[Ww]henever) (?:someone|somebody|a customer|customers|people|users?|they) (?:asks?|mentions?|writes?|talks?|brings? up|has a question|have questions) (?:about |regarding )?(?:an? |the )?([^,.;]{2,60}?),? ([A-Z][\w&'-]*(?: [A-Z][\w&'-]*)*|the [\w -]{2,30}? (?:agent|specialist|bot|team))(?: (?:should|can|will|must) (?:answer|handle|take|deal with|get|pick up)| (?:takes|handles|answers|gets|picks up)| takes? over)?(?: (?:it|them|those|that|these)(?: questions)?)?(?=\s*(?:[.;!?\n]|$))/gm,
    'route $1 to $2',
    ['when ', 'whenever ', 'if '],
  ],
  // "Add GET https://… as a tool named Customer lookup".
  [
    /\badd (?:(GET|POST|PUT|PATCH|DELETE) )?(https?:\/\/\S+) as (an? (?:[\w-]+ )?(?:tool|integration|endpoint) (?:named|called) [^,.;]+)/gi,
    'add $3 at $1 $2',
    ['add get', 'add post', 'add put', 'add patch', 'add delete', 'add http'],
  ],
  // "an agent for b2b orders, name B2B": the name said last.
  [
    /,\s*(?:name is|name|named|call it|called)\s+(?=[A-Z0-9"“']|(?!(?:it|them|the|a|an|to|of)\b)[a-z])/g,
    ' called ',
    [', name', ', call'],
  ],
  // "make new sub agent name coupons", "an agent with name returns": the name after "name".
  [
    /\b((?:new|a|an|another|one more|add|create|make)(?: [\w-]+)? (?:agent|sub-agent|sub agent|specialist|assistant|tool|router)),? (?:with (?:the )?name|by the name(?: of)?|name(?: is| of)?)\s+(?!(?:it|them|the|a|an|to)\b)(?=[\w"“'])/gi,
    '$1 called ',
    [' name'],
  ],
  // "a router called Night shift whose fallback is Orders", "…, its fallback is FAQ": what the new
  // router falls back to.
  [
    /\b(router(?: (?:called|named))? [^,.;\n]{1,40}?)(?:,\s*|\s+)(?:whose|its|with (?:a |the )?) ?(?:fallback|default)(?: is| being| should be| set to| to| of| =|:)?\s+(?=\S)/gi,
    '$1 that falls back to ',
    ['fallback', 'whose default', 'its default', 'a default', 'the default'],
  ],
  // "Call the router Reception": the item, then its new name.
  [
    /(?<=^|[.;!?\n]\s*|\b(?:and|then|also|please|pls)\s+)[Cc]all (the (?:[\w-]+ )?(?:router|tool|agent|sub-agent|bot|specialist)) (?=[A-Z])/gm,
    'rename $1 to ',
    ['call the'],
  ],
  // "the fallback of the main router should be Claims": what the fallback is set to.
  [
    /\b(the fallback(?: of (?:the )?[^,.;\n]{1,30}?)?) (?:should be|should now be|must be|will be|becomes?|needs to be) (?=\S)/gi,
    'set $1 to ',
    ['fallback'],
  ],
  // "Connect LINE channel 1657011111 as Japan LINE and LINE channel 1657022222 as Thai LINE".
  [
    /\b(connect (?:our |a |the )?(?:new )?LINE (?:channel |account )?\d{5,}[^,.;\n]*?),? and (LINE (?:channel |account )?\d{5,})/gi,
    '$1 and connect $2',
    ['and line'],
  ],
  // "remove the faq rule and the order status rule from the main router": one removal each.
  [
    /\b(remove|delete|drop) (the [^,.;\n]{1,40}? rule),? and (the [^,.;\n]{1,40}? rule)( from [^,.;\n]{1,40})?/gi,
    '$1 $2$4 and $1 $3$4',
    [' rule and', ' rule, and'],
  ],
  // "… the lookup tool should use POST now and the FAQ agent needs it too": give what was named.
  [
    /(?<=^|[.;!?\n]\s*|,\s*|\band\s+(?:uh\s+|um\s+)?)(?!\s|and\b)((?:the )?[^,.;!?\n]{1,40}?) (?:needs|should have|should get|wants|could use) (it|that one|that tool)(?: too| as well)\b/gim,
    'give $2 to $1',
    [' it too', ' it as well', ' one too', ' tool too'],
  ],
  // "rename orders→Shipping, faq→Support": each arrow is a rename of its own.
  [/,\s*(?:and\s+)?(?=[^,.;→]{1,40}?\s*(?:→|->))/g, '. ', ['→', '->']],
  // "First, create …. Second, make …": the order of the steps is the order they are read in.
  [
    /(?<=^|[.;!?\n]\s*)(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth|lastly|finally),\s*/gim,
    '',
    [
      'first,',
      'firstly,',
      'second,',
      'secondly,',
      'third,',
      'thirdly,',
      'fourth,',
      'lastly,',
      'finally,',
    ],
  ],
  // "faq desc is outdated, set it to '…'": what is wrong with a field, then its new value.
  [
    /(?<=^|[.!?\n])(\s*)((?:the )?[\w'’ -]{1,40}? (?:description|instructions|prompt|url|method|name)) (?:is|are) (?:(?:way |a bit |kind of |totally )?(?:outdated|out of date|old|wrong|incorrect|too long|too short|confusing|unclear|off|not right|broken)),?\s+(?:so |please |pls )*(?:set|change|update|make) (?:it|them) to\b/gim,
    '$1change $2 to',
    [' is ', ' are '],
  ],
  // "Please I want to make two changes on the bot.": a sentence that only counts what follows.
  [
    /(?<=^|[.!?\n]\s*)[^.!?\n:]*?\b(?:make|do|have|need|request)\s+(?:two|three|four|five|[2-9]|a few|a couple of|couple of|some|several)\s+(?:small |quick |little )?(?:changes|things|updates|edits|tweaks|requests|modifications)\b(?![^.!?\n:]*\bto (?:the )?[A-Z])[^.!?\n:]*[.!:]?/gim,
    '',
    [' changes', ' things', ' updates', ' edits', ' tweaks', ' requests', ' modifications'],
  ],
  // "…changes: first the Orders agent gets …, second the FAQ agent gets …": counted steps.
  [
    /(?<=[:,;]\s*)(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth|lastly|finally) (?=the |[A-Z])/gm,
    '\n',
    [
      'first ',
      'firstly ',
      'second ',
      'secondly ',
      'third ',
      'thirdly ',
      'fourth ',
      'lastly ',
      'finally ',
    ],
  ],
  // "the Orders agent gets the new name 'Bestellungen'", "FAQ gets the description '…'".
  [
    /(?<=^|[.;!?\n]\s*)((?:the )?[^\s.;!?\n][^.;!?\n]{0,40}?) (?:gets|receives|should get|will get) (?:the |a )?new name\b:?/gim,
    'rename $1 to',
    ['new name'],
  ],
  // "Please add it as an HTTP tool called …", "The endpoint is https://…" after naming a tool.
  [/\badd (?:it|this|that) as (an?) /gi, 'add $1 ', ['add it', 'add this', 'add that']],
  [
    /(?<=^|[.;!?\n]\s*)(?:the )?(?:endpoint|url)(?: (?:is|will be|should be|=)|\s*:) (?=https?:)/gim,
    'change the URL of it to ',
    ['endpoint', 'url'],
  ],
  // "Endpoint: POST https://…" after naming a tool: the method and URL say it.
  [
    /(?<=^|[.;!?\n]\s*)(?:the )?(?:endpoint|url)\s*:\s*(?=(?:GET|POST|PUT|PATCH|DELETE) )/gim,
    '',
    ['endpoint', 'url'],
  ],
  // "… a tool for booking callbacks? POST to https://…": the endpoint of the tool just named.
  [
    /(?<=^|[.;!?\n]\s*)(GET|POST|PUT|PATCH|DELETE) (?:to |at |on )?(https?:\/\/\S+)/g,
    'change the URL of it to $2. change the method of it to $1',
    [
      'get http',
      'post http',
      'put http',
      'patch http',
      'delete http',
      'to http',
      'at http',
      'on http',
    ],
  ],
  // "… and change its method to POST": the method of what was just named.
  [
    /\b(?:change|set|switch|update|make) its (?:http )?method (?:to|into) (GET|POST|PUT|PATCH|DELETE)\b/gi,
    'switch it to $1',
    [' its method', ' its http method'],
  ],
  // "Please set the testers to kim@… and lee@…": the whole list.
  [
    /\bset (?:the )?testers?(?: list)? to\b/gi,
    'testers should be exactly',
    ['set the tester', 'set tester'],
  ],
  // "Route anything with the word 'warranty' to Orders": what it says is the topic.
  [
    /\b(?:anything|messages|questions|chats|conversations) (?:with|containing|that contains?|that mentions?|mentioning) (?:the )?(?:words?|keywords?|phrases?|terms?) ["“']?(\uE000\d+\uE001|[\w -]{2,30}?)["”']?(?= to\b)/gi,
    'questions about $1',
    [' word', ' keyword', ' phrase', ' term'],
  ],
  // "Change the Orders description — it should say it handles …": the new text.
  [
    /\b(change|update|edit) ((?:the )?[A-Z][\w-]*(?:'s)? (?:description|instructions))\s*(?:[—–:]|\s-)\s*it should (?:say|read)(?: that)?\s+/g,
    '$1 $2 to ',
    [' should say', ' should read'],
  ],
  // "update its instructions to say: …": the words to say are the new text.
  [
    /\b(instructions|description|prompt) to (?:say|read)\s*:\s*/gi,
    '$1 to ',
    [' to say', ' to read'],
  ],
  // "its instructions should be: …" of what was just named.
  [
    // ("change its instructions: …", "Rewrite its instructions: …": the verb goes with it.)
    /\b(?:(?:change|update|rewrite|edit|replace|redo|set) )?its (description|instructions|prompt|url)(?: (?:should be|is|are|will be))?\s*:\s*|\bits (description|instructions|prompt|url) (?:should be|is|are|will be)\s*/gi,
    'set its $1$2 to ',
    ['its '],
  ],
  // "add a rule sending X to Y", "add a rule so that X go to Y".
  [
    /\b(?:add|(?:i'd|i would|we'd|we would) like|(?:i|we) (?:want|need)|(?:can|could) (?:we|you) (?:have|get|add)|let's have|create|make) (?:a |one more |another )?(?:new )?rule(?: (?:on|to|in) (?:the )?[A-Z][\w -]{0,40}?(?: router)?)? (?:sending|that sends|to send|routing|that routes|so that|so|for) (.+?) (?:goes |go |get |gets |are sent |is sent )?to /gi,
    'route $1 to ',
    ['rule '],
  ],
  // "add a builtin tool Escalate, then a router called Priority": the verb is said once.
  [
    /,? (?:and then|then|and|plus) (an?|another) (?=(?:\w+ ){0,2}(?:sub-agent|agent|tool|router|specialist|bot|assistant)\b)/gi,
    ' and add $1 ',
    ['then a', 'and a', 'plus a', 'another'],
  ],
  // "make VIP the fallback": where conversations no rule matches go.
  [
    /\b(?:make|let) ([^,.;]{1,40}?) (?:be )?(?:the|our) (?:fallback|default)(?: agent)?\b/gi,
    'set the fallback to $1',
    ['fallback', 'default'],
  ],
  // "move order status questions from Orders to FAQ": stop sending them to one, send them to the
  // other; "stop sending X to Orders and send it to FAQ" says the same.
  [
    /\bmove ([^,.;]{2,60}?) from (?:the )?([^,.;]{1,40}?) (?:over )?to /gi,
    'stop sending $1 to $2 and send $1 to ',
    ['move '],
  ],
  [
    /\bstop (sending|routing) ([^,.;]{2,60}?) to ([^,.;]{1,40}?),? and (send|route) (?:it|them|those|that) to /gi,
    'stop $1 $2 to $3 and $4 $2 to ',
    ['stop '],
  ],
  // "make Tier 2 the fallback instead of a human": setting a sub-agent already says so.
  [
    /\s+(?:instead of|rather than) (?:a |an |the )?(?:human|person|people|staff|operator)s?(?: (?:queue|team|inbox|desk|agents?))?\b/gi,
    '',
    ['instead of', 'rather than'],
  ],
  // "… send it to FAQ instead": a trailing "instead" says nothing more.
  // (After an e-mail it says who takes a tester's place: "…, put qa@acme.test instead".)
  [/(?<!@[\w.-]+),? instead(?=\s*(?:[.,;!?\n]|$))/gim, '', ['instead']],
  // "have the router send subscription questions there": the router is what routes anyway.
  [
    /\b(?:have|get|let|tell|make) (?:the |our )?(?:main )?router (?:to )?(send|route|forward|pass|direct)\b/gi,
    '$1',
    ['router '],
  ],
  // "pause line + preview mode on": "+" joins two requests.
  [/ \+ (?=(?:the )?(?:test mode|line|testers?)\b)/gi, ' and turn ', [' + ']],
  // "Two changes to the router: …", "A few things:": an intro that asks for nothing itself, but
  // may name what "it" means next.
  [
    /(?<=^|[.;!?\n]\s*)(?:(?:ok(?:ay)?|so|hey|hi)[, ]+)*(?:two|three|four|a few|a couple of|some|several|\d|quick|small)(?: more| quick| small)? (?:changes?|things?|updates?|requests?|tweaks?|edits?)\b(?: (?:for|to|on|about) ([^:\n]{1,40})|[^:\n]{0,40}):\s*/gim,
    '$1\n',
    ['changes', 'things', 'updates', 'requests', 'tweaks', 'edits', 'thing:', 'change:'],
  ],
  // "cancellations to Orders, loyalty points questions to FAQ", "…: invoices go to FAQ": topics
  // sent to a name in a sentence with no verb of its own route them.
  [
    /(?<=^|[.;!?\n:]\s*|,\s*(?:and\s+)?)(?![^.;!?\n]*\b(?:route|routing|send|sends|sending|forward|add|create|make|delete|remove|drop|kill|rename|call|give|connect|disconnect|enable|disable|turn|set|change|update|move|stop|take|get|put|let|have|want|need|tell|instruct|ask|keep|use|uses|point|switch|attach|assign|hook|link|plug)\b)(?!(?:thanks|thank|welcome|hello|hi|hey|next|back|up|due|according|close|similar|sorry|changes?|don't|do not|never|not|no)\b)((?:[a-z]|(?:Questions|Complaints|Requests) )[a-z' -]{2,60}?)(?<!\b(?:name|description|instructions)) (?:goes to|go to|to|→) (?=[A-Z]|a human\b|a person\b)/gm,
    'route $1 to ',
    [' to '],
  ],
  // "…, and while you're at it add …": a next step, said at length.
  [
    /,? (?:and )?(?:while you(?:'re| are) at it|on top of that|after that|after this|once (?:that's|that is) done|when (?:that's|that is) done|once done|afterwards),? /gi,
    ' then ',
    ['at it', 'top of', 'after', 'done'],
  ],
  // "Since we ship through carriers now, could you rename …": the reason before a request.
  // (Kept when the request points back at it: "Now that we have Billing, send … there".)
  [
    /(?<=^|[.;!?\n]\s*)(?:since|because|as|given that|now that|seeing as)\b[^,.;!?\n]{3,120},\s*(?![^.;!?\n]*\b(?:there|its?|them|their)\b)/gim,
    '',
    ['since ', 'because ', 'as ', 'given that', 'now that', 'seeing as'],
  ],
  // Simple grammar: "tester is ken@…", "please off test mode".
  [/,\s*(?:the )?tester (?:is|will be) (?=[\w.+-]+@)/gi, ' with testers ', ['tester']],
  [
    /(?<=^|[.;!?\n]\s*)(?:please |pls )?(on|off) (test mode|LINE)\b/gim,
    'turn $1 $2',
    ['on ', 'off '],
  ],
  // "LINE is a disaster right now Disable it": a capitalised request after a word in lower case
  // starts a sentence whose full stop was never typed (never after "called", "to", "the", …).
  [
    / (?=(?:Please |Pls |Can you |Could you )?(?:Add|Create|Make|Delete|Remove|Route|Send|Rename|Disable|Enable|Turn|Switch|Connect|Disconnect|Give|Set|Put|Change|Update|Let|Pause|Stop|Move|Take|Drop)\b)/g,
    // (Found from the capital; the word before it decides.)
    // (With no group, a replacement gets the match, where it is and the whole text.)
    (space: string, ...where: (string | number)[]) => {
      const [at, text] = [Number(where[0]), String(where[1])];
      return /[a-z0-9)'"”]$/.test(text.slice(Math.max(0, at - 1), at)) &&
        !/\b(?:called|named|name|as|to|the|a|an|is|and|or|new|our|my)$/.test(
          text.slice(Math.max(0, at - 7), at),
        )
        ? '. '
        : space;
    },
    [
      ' add',
      ' create',
      ' make',
      ' delete',
      ' remove',
      ' route',
      ' send',
      ' rename',
      ' disable',
      ' enable',
      ' turn',
      ' switch',
      ' connect',
      ' disconnect',
      ' give',
      ' set',
      ' put',
      ' change',
      ' update',
      ' let',
      ' pause',
      ' stop',
      ' move',
      ' take',
      ' drop',
      ' please',
      ' pls',
      ' can you',
      ' could you',
    ],
  ],
  // Dictation's fillers, "please to add", and "a new agent name Returns".
  [/\b(?:uh+|um+|umm|erm|uhm)\b,?\s*/gi, '', ['uh', 'um', 'erm']],
  [/\bplease to\b/gi, 'please', ['please to']],
  // ("I want that you add …": a request worded as Spanish, French or German have it; so are
  // "can you to create …" and "I want please to …".)
  [/\bI (?:want|would like|'d like|wish) that you (?=[a-z])/gi, 'please ', [' that you ']],
  [/\b(can|could|would) (you|u) to (?=[a-z])/gi, '$1 $2 ', [' you to ', ' u to ']],
  [
    /\b(?:I|we) (?:want|would like|'d like) please (?:to )?/gi,
    'please ',
    ['want please', 'like please'],
  ],
  // "rename Orders in Deliveries": the new name, as "in" says it in French or Spanish.
  [/(\brename [^.;!?\n]{1,40}?) in (?=[A-Z"“'])/g, '$1 to ', ['rename ']],
  [
    /\b(agent|sub-agent|tool|router|specialist|bot) (?:with (?:the )?)?name (?:is )?(?=[A-Z"“'])/g,
    '$1 called ',
    [' name '],
  ],
  // "Add agent Tuition (answers about fees), instructions: '…'": what it does, said in brackets,
  // and its fields after the name, each a sentence of its own.
  [
    new RegExp(
      `${NEW_AGENT}\\s*\\((?=(?:answers|handles|deals with|covers|takes care of)\\b)([^()\\n]{1,80})\\)`,
      'gi',
    ),
    '$1 that $2',
    ['(answers', '(handles', '(deals', '(covers', '(takes'],
  ],
  [new RegExp(`${NEW_AGENT}\\s*\\(for ([^()\\n]{1,80})\\)`, 'gi'), '$1 that handles $2', ['(for']],
  // "new agent Billing (invoices and refunds)", "mk agent Loyalty (points & rewards q's)": the
  // topics it handles, after its name.
  [
    new RegExp(
      `\\b(${MAKES_AGENT}\\s+(?![(])[^.\\n(]{1,40}?)\\s*\\((?!(?:e\\.g|i\\.e|see|not|no|like|called|named|optional|tbd|the|a|an)\\b)([a-z][^()\\n:]{1,60})\\)`,
      'gi',
    ),
    '$1 that handles $2',
    [' ('],
  ],
  [
    new RegExp(
      `(?<=\\b${MAKES_AGENT}(?!['’])[^.\\n]{0,120}?)(?:,\\s*|\\s+)(?:with (?:the )?)?(instructions|description|prompt)\\s*:?\\s*(?=['"“])`,
      'gi',
    ),
    '. Set its $1 to ',
    ['instructions', 'description', 'prompt'],
  ],
  // "Add a router – VIP": the name after a dash.
  [
    /\b((?:add|create|make|set up) (?:a |an |one )(?:new )?(?:agent|sub-agent|tool|router|specialist))\s*[—–-]\s+(?=[A-Z"“'])/gi,
    '$1 called ',
    ['–', '—', '-'],
  ],
  // "give it a new HTTP tool Stock check (https://…)", "give Orders a new tool called Stock check
  // at https://…": the new tool, then who gets it.
  [
    /\bgive (it|them|the [\w -]{1,30}?|[A-Z][\w-]*(?: [A-Z][\w-]*)*?) (?:a |an )?new (?:http |web |api )?tool (?:called |named )?["'“]?([A-Za-z][\w -]{0,40}?)["'”]?\s*(?:\(\s*|at |on |—\s*|–\s*|-\s+|:\s*)((?:GET|POST|PUT|PATCH|DELETE) )?(https?:\/\/[^\s)]+)\)?/gi,
    'add an HTTP tool called $2 at $3$4, give $2 to $1',
    ['new '],
  ],
  // "create a Stock agent that … using a new HTTP tool called Stock check (GET https://…)": the
  // tool is made first, then the agent that uses it.
  [
    /\b((?:create|add|make|set up)\b[^.\n]{0,120}?\b(?:agent|sub-agent|specialist)\b[^.\n]{0,120}?) (using|with|that uses) an? new (?:http )?tool (?:called|named) ([a-z][\w-]*(?: [\w-]+){0,3}?) ?[(—–-]?\s*((?:GET|POST|PUT|PATCH|DELETE) )?(https?:\/\/[^\s)]+)\)?/gi,
    'add an HTTP tool called $3 at $4$5. $1 $2 the $3 tool',
    ['new tool', 'new http tool'],
  ],
  // "add http tool Stock check — POST https://…": the endpoint of the tool being added.
  [
    /(\b(?:add|create|new)\b[^.\n]{0,60}?\btool\b[^.\n—–:(]{1,40}?)\s*(?:—|–| - |:)?\s+(?=(?:(?:GET|POST|PUT|PATCH|DELETE)\s+)?https?:)/g,
    '$1 at ',
    ['http'],
  ],
  // "replace FAQ's instructions with: …": a field's new value.
  [
    /\breplace ((?:the |its |their )?[^,.;:!?\n]{0,40}?)(instructions|description|prompt|url|endpoint) with\b/gi,
    'change $1$2 to',
    ['replace '],
  ],
  // "the Main router is now 'Switchboard' and the lookup tool is 'Order check'": a new name in quotes.
  [
    /(?<=^|[.;:!?\n]\s*|\band\s+)(?!(?:its|their|the )?(?:description|instructions|url|name|method|prompt)\b)((?:the |our )?[^,.;:!?\n'"“]{1,40}?)(?<!\b(?:description|instructions|url|name|method|prompt|endpoint|address|id|intent|keywords?|motto|slogan)) (?:is|are)(?: now)?(?: called| named)? (?=['"“][^'"”]+['"”])/gim,
    'rename $1 to ',
    [
      " is '",
      ' is "',
      ' is “',
      " now '",
      ' now "',
      ' now “',
      " called '",
      ' called "',
      ' called “',
    ],
  ],
  // "change order lookup's method to POST and FAQ's instructions to: …", "set Orders'
  // description to '…' and FAQ's to '…'": one verb, and one field, for both items.
  [
    /\b(description|instructions|method|url|name)( to (?:'[^']*'|"[^"]*"|“[^”]*”|[^,;'"“]+?)) and (?!(?:change|set|update|edit|make|give|replace)\b)([^\s,.;'"]+(?: [^\s,.;'"]+)?(?:'s|’s|'|’)) to\b/gi,
    '$1$2 and change $3 $1 to',
    [' and '],
  ],
  [
    /\band (?!(?:change|set|update|edit|make|give|replace|tweak|modify|adjust|alter|rewrite)\b)(?=[^\s,.;'"]+(?: [^\s,.;'"]+)?(?:'s|’s|'|’) (?:method|url|description|instructions|name|prompt) to\b)/gi,
    'and change ',
    [' and '],
  ],
  // "FAQ should be called Help Centre and the lookup tool Order finder".
  [
    /\b(should be called|should be renamed(?: to)?|is now called) ([^,.;]+?) and (the [a-z ]+?(?:tool|agent|sub-agent|router|channel|bot)) (?=[A-Z'"“])/g,
    '$1 $2 and rename $3 to ',
    [' and the '],
  ],
  // "call Orders 'Shipping' and the Main router 'Reception'": one verb for both.
  [
    /\b(?:call|rename) ([^'"“,.;]{1,40}?) (['"“][^'"”]+['"”]) and ((?:the )?[^'"“,.;]{1,40}?) (?=['"“][^'"”]+['"”])/gi,
    'rename $1 to $2 and rename $3 to ',
    ['call ', 'rename '],
  ],
  // "… should be renamed Store info": the new name, with or without "to".
  [
    /(?<=^|[.;!?\n:]\s*|,\s*(?:so|and)\s+|\sand\s+)((?:the |our )?[^,.;:!?\n]{1,60}?) (?:should|must|needs to|has to|can|will|could|is to|are to) (?:now |also |just )?be renamed (?:to |as |into )?/gim,
    'rename $1 to ',
    [' be renamed'],
  ],
  // "The FAQ agent, could it tell people to ring us …?": the item, then what it is asked.
  [
    /(?<=^|[.!?\n]\s*)(?=\S)((?:the |our )?[^,.;:!?\n]{1,50}?),\s*(could|can|would) it (?=(?:tell|ask|remind|offer|invite|say|mention|be)\b)/gim,
    '$2 $1 ',
    [', could it', ', can it', ', would it'],
  ],
  // "could the FAQ agent tell people to ring us?": what it is to tell them, as its instructions.
  [
    /\b(?:could|would) ((?:the |our )[^,.;:!?\n]{1,40}?|[A-Z][\w-]*(?: (?:agent|sub-agent|bot))?) ((?:tell|ask|remind|offer|invite) (?:people|customers|guests|users|clients|callers|patients|them)\b)/g,
    'instruct $1 to $2',
    [' tell ', ' ask ', ' remind ', ' offer ', ' invite '],
  ],
  // "Set up a Returns agent (…) plus a rule for return questions": the rule sends them to it.
  [
    /((?:agent|sub-agent|specialist)\b[^.;!?\n]*?)\s+(?:plus|and|with) a (?:new )?(?:routing )?rule for ([^.;!?\n]+?)(?=\s*[.;!?\n]|$)/g,
    '$1. route $2 to it',
    [' rule for'],
  ],
  // "…, and claim questions routed to it": a route asked for as a thing wanted.
  [
    /,? and ((?:[a-z][\w'-]* ){0,4}(?:questions|requests|queries|enquiries|inquiries|chats|conversations|messages)) (?:routed|sent|forwarded|directed) to /g,
    ', and route $1 to ',
    [' routed to', ' sent to', ' forwarded to', ' directed to'],
  ],
  // "make the Orders agent be called Deliveries, and the FAQ agent be called …": each a new name.
  [
    /\bmake ((?:the |our )?[^,.;:!?\n]{1,60}?) be (?:called|named) /gi,
    'rename $1 to ',
    [' be called', ' be named'],
  ],
  [
    /(?<=\brename [^.;!?\n]{1,80}?,? and )((?:the |our )[^,.;:!?\n]{1,60}?) be (?:called|named) /gi,
    'rename $1 to ',
    [' be called', ' be named'],
  ],
  // "the router should be called Reception": a new name in capitals.
  [
    /(?<=^|[.;!?\n:]\s*|,\s*(?:so|and)\s+|\sand\s+)(?=\S)((?:[Tt]he |[Oo]ur )?[^,.;:!?\n]{1,60}?) (?:should|must|needs to|has to|can|will|could|is to|are to) (?:now |also |just )?be called (?=[A-Z"“'])/gm,
    'rename $1 to ',
    [' be called'],
  ],
  // "the order lookup tool should be deleted": a change asked for in the passive.
  // ("Ken to be added as a tester", "LINE may be disabled": an action item's, a request's.)
  [
    /(?<=^|[.;!?\n:]\s*|,\s*(?:so|and)\s+|\band (?=(?:the|our) ))(?=\S)((?:the |our )?(?:(?!\b(?:want|wants|like|need|needs|asked|expect|expects)\b)[^,.;:!?\n]){1,40}?) (should|must|needs to|has to|can|(?<!\b(?:it|this|that|they|which) )may(?: please| kindly)?|will|could|is to|are to|to) (?:now |also |just )?be (?:(delete|remove|disable|enable|rename|pause)d|(add)ed)\b/gim,
    (_all, item: string, _modal: string, verb: string | undefined, add: string | undefined) =>
      `${verb ?? add ?? ''} ${item}`,
    [
      ' be deleted',
      ' be removed',
      ' be disabled',
      ' be enabled',
      ' be renamed',
      ' be paused',
      ' be added',
    ],
  ],
  [
    /(?<=^|[.;!?\n:]\s*|,\s*(?:so|and)\s+)(?=\S)((?:the |our )?[^,.;:!?\n]{1,40}?) (?:should|must|needs to|has to|can|will|could|is to|are to) (?:now |also |just )?be (disconnect|connect)ed\b/gim,
    '$2 $1',
    [' be disconnected', ' be connected'],
  ],
  // "the FAQ agent is to be given the Order lookup tool", "Test mode is to be switched on".
  [
    /(?<=^|[.;!?\n:]\s*|,\s*(?:so|and)\s+|\sand\s+)((?:the |our )?[^,.;:!?\n]{1,40}?) (?:should|must|is to|are to|will) (?:now |also |just )?be given /gim,
    'give $1 ',
    [' be given'],
  ],
  [
    /(?<=^|[.;!?\n:]\s*|,\s*(?:so|and)\s+|\sand\s+)((?:the |our )?[^,.;:!?\n]{1,40}?) (?:should|must|is to|are to|will) (?:now |also |just )?be (?:switched|turned) (on|off)\b/gim,
    'turn $2 $1',
    [' be switched', ' be turned'],
  ],
  [
    /(?<=^|[.;!?\n:]\s*|,\s*(?:so|and)\s+|\sand\s+)((?:the |our )?[^,.;:!?\n]{1,60}?) (?:should|must|is to|are to|needs to) (?:now |also |just )?be (?:told|instructed|asked) to /gim,
    'tell $1 to ',
    [' be told', ' be instructed', ' be asked'],
  ],
  // "Could you hook up our second LINE account? Channel ID is 2001234567, …": the id of the
  // account just asked for, said in the next sentence.
  [
    /[.?!]\s+(?:the |its |our )?(?:line )?channel id(?: is|:|=)\s*(?=\d{5,})/gi,
    ', channel ',
    ['channel id'],
  ],
  // British: "chuck marta@… on the testers", "pop a new agent on the board", "bin the FAQ agent",
  // "get shot of …".
  [
    /\b(?:chuck|pop|stick|bung)(?= (?:a|an|another|one more) )/gi,
    'add',
    ['chuck', 'pop ', 'stick ', 'bung '],
  ],
  [
    /\b(?:chuck|pop|bung)\b(?!-)(?=(?:[^.;!?\n]|\.(?=\S))* (?:on|in|into|onto) )/gi,
    'put',
    ['chuck', 'pop ', 'bung '],
  ],
  // "Chuck the lookup tool", "chuck it out": thrown away.
  [
    /\bchuck\b(?!-)( (?:[^.;!?\n]|\.(?=\S))*?)(?: out| away)?(?=[.;!?\n]|$)/gim,
    'delete$1',
    ['chuck'],
  ],
  [/\bget shot of\b/gi, 'get rid of', ['shot of']],
  [/(?<=^|[.;!?\n]\s*|\b(?:please|pls|just|and|then|also) )bin\b/gim, 'delete', ['bin']],
  // "Would you mind removing the Orders agent?", "… adding … and then deleting the Main router?":
  // each step it asks, asked politely.
  [
    /(?:\bwould you mind (?:terribly |awfully |very much |at all )?|(?<=\bwould you mind\b[^?\n]*\b(?:and|then),? (?:then |also )?))(remov|delet|renam|rout|giv|enabl|disabl|chang|updat|mov|tak|creat|mak|add|send|connect|disconnect|turn|switch|forward|point|put|set)(?:t|d)?ing\b/gi,
    (_all: string, stem: string) => (E_STEMS.test(stem) ? `${stem}e` : stem),
    ['would you mind'],
  ],
  // "Not sure if this is possible, but could the lookup tool …": a hedge before a request.
  [
    /\bnot sure if (?:this|it|that)(?:'s| is)? (?:possible|doable|allowed|supported|a thing)[,.]?\s*(?:but\s+)?/gi,
    '',
    ['not sure'],
  ],
  // "The router doesn't need the order status rule anymore": a rule no longer needed goes.
  [
    /(?<=^|[.;!?\n]\s*)(?!\s)(?:[^,.;!?\n]{1,40} )?(?:doesn't|does not|don't|do not|no longer) needs? (the [^,.;!?\n]{1,40}? rule)(?: any ?more)?\b/gim,
    'remove $1',
    [' need the', ' needs the'],
  ],
  // A spec: "Name: Billing" over "Description: …" and "Instructions: …" lines names a new
  // sub-agent; "Routing: …" says where its questions go.
  [
    /^(?:(?:sub-?)?agent )?name\s*:\s*([^\n]+?)\s*$(?=[\s\S]*^(?:set its )?(?:description|instructions)\s*(?::|to\b))/gim,
    'add a sub-agent called "$1"',
    ['name:', 'name :'],
  ],
  // "We need a tool to check the stock. Name: Inventory check, GET …": the name of what was just
  // asked for.
  [
    /\b(tool|agent|sub-agent|router)\b([^.\n:"]{0,60})[.\n]\s*name\s*:\s*([^,.\n]+?)\s*(?=[,.\n]|$)/gi,
    '$1 called "$3"$2',
    ['name:', 'name :'],
  ],
  // "name for Orders = 'Order Care'", "description of FAQ = …": a field set as in code.
  [
    /(?<=^|[.;!?\n]\s*)(?:the )?name (?:for|of) ([^=\n]{1,40}?)\s*=\s*(?=\S)/gim,
    'rename $1 to ',
    ['='],
  ],
  [
    /(?<=^|[.;!?\n]\s*)(?:the )?(description|instructions) (?:for|of) ([^=\n]{1,40}?)\s*=\s*(?=\S)/gim,
    'change the $1 of $2 to ',
    ['='],
  ],
  // "a builtin tool called Escalate to staff and give it to Orders": a name that is a verb and
  // where it hands over to, quoted so its "to" ends nothing.
  [
    /\b(called|named) ((?:Escalate|Transfer|Hand ?off|Handover|Pass|Forward|Talk|Switch) to (?:an? |the )?[a-z]+)(?=\s+and\b|\s*[,.;!?]|\s*$)/g,
    '$1 "$2"',
    [
      'escalate to',
      'transfer to',
      'hand off to',
      'handoff to',
      'handover to',
      'pass to',
      'forward to',
      'talk to',
      'switch to',
    ],
  ],
  // "could you put the testing on?": test mode turned on.
  [/\bput (?:the )?(?:test mode|testing|preview)(?: mode)? on\b/gi, 'turn on test mode', ['put ']],
  // "test mode → on, testers: …": an arrow to on or off turns it so.
  [/\b(test mode|testing|preview)\s*(?:→|->|=>)\s*(on|off)\b/gi, '$1 $2', ['→', '->', '=>']],
  // "Routing: refund questions → Billing", "rule: warranty q's → Orders": the arrow says where
  // they go.
  [
    /^(?:routing|route|routes|(?:new )?rule)\s*:\s*([^\n→>]+?)\s*(?:→|->)\s*([^\n→>]+?)\s*$/gim,
    'route $1 to $2',
    ['routing:', 'route:', 'routes:', 'rule:'],
  ],
  [/^(?:routing|route|routes)\s*:\s*/gim, '', ['routing:', 'route:', 'routes:']],
  // "Please add a rule: anything about parking goes to FAQ": the rule itself follows.
  [
    /\badd (?:a |one |another )?(?:new )?(?:routing )?rule(?: (?:to|in|on|for) (?:the )?[\w ]{1,30}?)?\s*[:：]\s*(?=[^\n]*\bto\b)/gi,
    '',
    [' rule', ' rule :'],
  ],
  // "rewrite FAQ's instructions: …": a field written anew is changed.
  [
    /\brewrite ((?:the |[\w-]+(?:'s|’s) )?(?:description|instructions|prompt))\b/gi,
    'change $1',
    ['rewrite '],
  ],
  // "the bot that does tracking should never share …, add that to its instructions": what was
  // just said is the instruction; the request to add it says it again.
  [
    /[,.;]?\s*(?:(?:could|can|would) (?:you|u) (?:please |pls )?|please |pls )?(?:add|put) (?:that|this) (?:to|in|into) (?:its|their|the) instructions(?: (?:too|as well|please|pls))?\s*\??(?=\s*$)/gim,
    '',
    [' instructions'],
  ],
  // "change its instructions so it talks more casually": what it should do.
  [
    /\b(?:change|update|edit|tweak) ([\w-]+(?:'s|’s)|its) instructions so (?:that )?(?:it|they) ((?:always |never |also |only )?)(\w+)/gi,
    (_all: string, owner: string, adverb: string, verb: string) =>
      `tell ${/^its$/i.test(owner) ? 'it' : owner.replace(/['’]s$/, '')} to ${adverb}${verb.replace(/(?<=(?:sh|ch|x|ss))es$|(?<=[^s])s$/, '')}`,
    [' instructions so'],
  ],
  // "take the FAQ route out for now", "remove the FAQ routing": the rules that send to FAQ.
  [
    /\b(?:take|remove|delete|drop|kill) (?:the )?([A-Z][\w-]*) (?:route|routing)(?: (?:out|off|away))?\b(?: for now| for the moment)?/g,
    'stop routing to $1',
    [' route', ' routing'],
  ],
  // "a tool called Handoff (the builtin kind)": what kind, said after the name.
  [
    /\b(an?|the) (?:new )?tool (called|named) ([^()\n]{1,40}?)\s*\((?:the |a )?built-?in(?: kind| one| type| tool)?\)/gi,
    '$1 builtin tool $2 $3',
    ['builtin', 'built-in'],
  ],
  // "give Orders a builtin Handoff tool": a new tool, made and given.
  [
    /\bgive ([A-Z][\w-]*) an? (?:new )?(builtin|built-in|http) ([A-Z][\w -]{0,30}?) tool\b/gi,
    'add a $2 tool called $3 and give it to $1',
    ['builtin', 'built-in', 'http'],
  ],
  // "put the Handoff tool on Orders and FAQ", "put it on both agents": on each.
  [
    /\b(?:put|give) (the [^,.;\n]{1,40}? tool|it) (?:on|to) ([A-Z][\w-]*) and ([A-Z][\w-]*)\b/g,
    'give $1 to $2 and give $1 to $3',
    ['put ', 'give '],
  ],
  // "I write on behalf of the Directorate to request that …": a letter's lead-in to its request.
  [
    /\bI(?:'m| am)? (?:write|writing) (?:on behalf of [^,.;\n]{1,60}? )?to (?=\S)/g,
    '',
    ['write ', 'writing '],
  ],
  // A letter's "the sub-agent presently named "FAQ"" is FAQ; "the assistant is to cease responding
  // via the Support LINE channel" stops it answering there.
  [
    /\bthe (?:sub-?agent|agent|tool|router|channel) (?:presently|currently|now) (?:named|called) (?=["“'\uE000A-Z])/gi,
    '',
    ['presently', 'currently', 'now named', 'now called'],
  ],
  [
    /\b(?:the (?:assistant|bot|chatbot) )?(?:is to |shall |should |must )?(?:cease|stop) (?:responding|replying|answering) (?:via|through|on|in) (?:the )?/gi,
    'stop answering on ',
    ['cease ', 'stop responding', 'stop replying', 'stop answering'],
  ],
  // "… called Refunds it handles refund requests": dictation's missing comma after a new name.
  [
    /\b(called|named) ([A-Z][\w-]*(?: [A-Z][\w-]*)?) (it|they) (handles|answers|helps|will|should|must|can|is|does|takes|deals|covers|looks|gets)\b/g,
    '$1 $2, $3 $4',
    [' called ', ' named '],
  ],
  // "the FAQ sub-agent should be named Store Info": as "should be called".
  [/\b(should|must|will|needs to) (now )?be named\b/gi, '$1 $2be called', [' be named']],
  // "the main router thing", "the switchboard thing": the item, never a name "thing"; a
  // switchboard is the router.
  [
    /\b(router|agent|sub-agent|tool|bot|specialist|switchboard) thing(?:y|ie)?\b/gi,
    '$1',
    [' thing'],
  ],
  [/(?<=\b(?:the|main|our|your|a|new) )switchboard\b/g, 'router', ['switchboard']],
  // "the Orders card", "Add two cards: …": on the board's picture, a card is a sub-agent (a gift
  // card or a card payment is a topic).
  [/\b(router|tool|agent|sub-agent|specialist) (?:card|node)s?\b/gi, '$1', [' card', ' node']],
  [
    // (Only after a name or a word that counts or points: "lost or stolen cards" are a topic, and
    // "Cards" in capitals a name.)
    /(?<=(?:\b[A-Z][\w-]*|\b(?:[Tt]he|[Aa]n?|[Nn]ew|[Aa]nother|[Tt]wo|[Tt]hree|[Ff]our|[Bb]oth|[Ee]ach|[Ee]very|[Tt]his|[Tt]hat|[Tt]hese|[Tt]hose|[Oo]ne|[Mm]ore|\d+)) )(?<!\b(?:[Gg]ift|[Cc]redit|[Dd]ebit|[Ll]oyalty|[Bb]usiness|[Ss]tore|[Mm]embership|SIM|[Ss]im|ID|[Ii]d|[Rr]ewards?|[Bb]ank|[Kk]ey|SD) )\b(?:card|node)(s?)\b(?! (?:payments?|numbers?|details|declined|balance|fees?|and|or|issues?|problems?|questions?)\b)/g,
    'agent$1',
    ['card', 'node'],
  ],
  // "the FAQ branch", "a branch for complaints": on the board's picture, a branch is a rule
  // ("a router named Branch Router": in capitals, a name).
  [/\bbranch(es)?\b/g, 'rule$1', ['branch']],
  // "FAQ → delete": an item, then what to do with it.
  [
    /(?<=^|[.;!?\n,]\s*)([^→\n,.;]{1,40}?)\s*(?:→|->)\s*(delete|remove|drop|disable|enable|disconnect)\b/gim,
    '$2 $1',
    ['→', '->'],
  ],
  // "LINE → paused", "test mode: on": a switch and the state it goes to.
  [
    /\b(LINE|test mode)\s*(?:→|->|:|=)\s*(?:paused|off|disabled|stopped)\b/gi,
    'turn off $1',
    ['→', '->', 'line:', 'line :', 'line=', 'line =', 'mode:', 'mode :', 'mode=', 'mode ='],
  ],
  // "Questions about gift wrapping, route to FAQ please": the topic said first, then the route.
  [
    /(?<=^|[.;!?\n]\s*)(?!\s)(?!(?:please |pls )?(?:add|create|make|delete|remove|rename|turn|switch|disable|enable|connect|disconnect|give|set|change|update|let|have|if|when|whenever|don'?t|do not|stop)\b)(?![^,.;:!?\n]*\b(?:to|route|send)\b)([^,.;:!?\n]{3,60}),\s*(?:please\s+|pls\s+)?(?:route|send|forward|pass)(?: (?:it|them|those|these))? to /gim,
    'route $1 to ',
    [', route', ', send', ', forward', ', pass', 'please route', 'please send', 'pls route'],
  ],
  // "Add a router called Escalations with Orders as fallback": the new router's own fallback,
  // said as its description says one.
  [
    /(?<=\brouter\b[^.;!?\n]{0,60}?),? with ((?:the )?[\w -]{1,40}?) as (?:the |its |a )?(?:fallback|default)(?=[,.;!?\n]|$| and\b)/gim,
    ' that falls back to $1',
    [
      'as fallback',
      'as the fallback',
      'as its fallback',
      'as a fallback',
      'as default',
      'as the default',
    ],
  ],
  // "Fallback of main router, please set to FAQ agent": where what matches no rule goes.
  [
    /\b(?:the )?fallback(?: (?:of|for|on) (?:the )?[\w ]{1,30}?)?,?\s*(?:please\s+)?(?:set|change|switch|point|make)(?: it)? to /gi,
    'send everything else to ',
    ['fallback'],
  ],
  // "tool: Inventory check / GET https://…": a new tool, its name and its endpoint.
  [
    /(?<=^|[.;!?\n]\s*)(?:new )?(?:http )?tool\s*:\s*([A-Za-z][^/\n:]{0,39}?)\s*[/—–-]\s*((?:GET|POST|PUT|PATCH|DELETE)\s+)?(?=https?:\/\/)/gim,
    'add an HTTP tool called "$1" at $2',
    ['tool:', 'tool :'],
  ],
  // "Orders: instructions → '…' / lookup tool: method → POST": an item, a field and its value.
  [
    /(?<=^|[.;!?\n]\s*|\s\/\s)(?:(?:add an? )?(?:sub-agent|agent|tool|router) )?([A-Za-z][^:/\n→]{0,39}?)\s*(?::|→|->)\s*(method|url|endpoint|instructions|description)\s*(?:→|->|=|:)\s*/gim,
    'change the $2 of $1 to ',
    ['→', '->', ': method', ': url', ': endpoint', ': instructions', ': description'],
  ],
  // " / " between two requests, and "+ route …", start a new one.
  [
    /\s+[/+]\s+(?=(?:route|add|create|delete|remove|give|send|turn|rename|set|change|connect|disconnect|enable|disable|new)\b|[A-Za-z][^:/\n]{0,39}:\s)/gi,
    '. ',
    [' / ', ' + '],
  ],
  // "route refunds → Refunds", "plug it into Orders".
  [/\b(route|send|forward) ([^→\n]{1,60}?)\s*(?:→|->)\s*/gi, '$1 $2 to ', ['→', '->']],
  // "kill test mode", "end test mode": turned off, not deleted.
  [
    /\b(?:kill|end|stop|exit|leave|quit) (?:the )?(test mode|preview mode)\b/gi,
    'turn off $1',
    ['test mode', 'preview mode'],
  ],
  // "make the lookup tool a POST", "switch it to POST": its method.
  [
    /\b(?:[Mm]ake|[Ss]witch|[Ss]et|[Cc]hange|[Mm]ove) (it|the (?:[^,.;\n]{1,30}? )?tool|[A-Z][\w ]{1,30}?) (?:(?:to|into) )?(?:a |an )?(GET|POST|PUT|PATCH|DELETE)\b(?! https?:)/g,
    'change the method of $1 to $2',
    ['make ', 'switch ', 'set ', 'change ', 'move '],
  ],
  // "anything to do with returns should land with FAQ": a route said from the topic's side.
  [
    /\bshould (?:land|end up|sit) with\b/gi,
    'should go to',
    ['land with', 'end up with', 'sit with'],
  ],
  // "don't route complaints to FAQ anymore": the rule goes.
  [
    /\b(?:don'?t|do not|no longer) (?:route|send|forward) ([^,.;\n]{1,40}?) to ([^,.;\n]{1,30}?)(?: any ?more)?(?=[,.;\n]|$)/gi,
    'stop routing $1 to $2',
    [
      "don't route",
      'dont route',
      "don't send",
      'do not route',
      'do not send',
      'no longer route',
      'no longer send',
    ],
  ],
  // "LINE should stay connected but stop replying": disabled, not disconnected.
  [
    /\b(LINE|the LINE channel)\b[^.;\n]{0,40}?\b(?:stay|remain|keep)\b[^.;\n]{0,20}?connected,? but (?:stop|pause|quit) (?:replying|answering|responding)\b/gi,
    'disable $1',
    ['connected, but', 'connected but'],
  ],
  // "My wish list: LINE paused, Main router renamed to 'Concierge'": states as requests.
  [
    /(?<=^|[,:;.\n]\s*|\band\s+)(LINE|test mode) (?:paused|disabled|stopped|switched off)\b/gim,
    'turn off $1',
    ['paused', 'disabled', 'stopped', 'switched off'],
  ],
  [
    /(?<=^|[,:;.\n]\s*|\band\s+)(?=\S)(?!(?:please )?(?:rename|call|name|change|set|update)\b)([^,:;.\n]{1,40}?) renamed to /gim,
    'rename $1 to ',
    ['renamed to'],
  ],
  // "testers = qa@…, bob@…": the list as it should end up ("Add testers: …" adds them).
  [
    /(?<!\b(?:add|remove|delete|drop|new|more|extra)(?: the| two| three| some)? )\btesters\s*(?:=|:)\s*(?=[\w.+-]+@)/gi,
    'testers should be exactly ',
    ['testers =', 'testers=', 'testers:', 'testers :'],
  ],
  // "feat: Warranty agent …" adds it; "chore(line): …": a commit message's type asks for nothing.
  [
    /^feat(?:\([\w-]+\))?!?:\s*(?=(?:an? |new )?[A-Z][\w-]*(?: [A-Z][\w-]*)* (?:agent|sub-agent|tool|router)\b)/gm,
    'add ',
    ['feat'],
  ],
  // "fallback -> Warranty", "default: FAQ": where what matches no rule goes.
  [
    /(?<=^|[.;!?\n,]\s*)(?:the )?(?:fallback|default route|unmatched(?: stuff| chats| conversations| messages)?|everything else|the rest|leftovers)\s*(?:->|→|:|=)\s*(?=[A-Z]|a human\b|human\b)/gim,
    'send everything else to ',
    ['fallback', 'default route', 'unmatched', 'everything else', 'the rest', 'leftovers'],
  ],
  // "endpoint is https://…, method GET": the method of the tool just named.
  [
    /,?\s*(?:and )?(?:the )?method(?: is| should be|:|=)?\s+(GET|POST|PUT|PATCH|DELETE)\b/g,
    '. change the method of it to $1',
    ['method'],
  ],
  // "Order lookup: POST https://…/search": an item's name, then the endpoint it should call.
  [
    /(?<=^|[.;!?\n]\s*)(?!(?:endpoint|url|api|method|new|tool|http|the|add|create|make|set|build|we|i|please|pls)\b)([A-Za-z][\w'-]*(?: [\w'-]+){0,2}):\s*((?:GET|POST|PUT|PATCH|DELETE) )?(?=https?:\/\/)/gim,
    'change $1 to $2',
    [': get http', ': post http', ': put http', ': patch http', ': delete http', ': http'],
  ],
  // "Add HTTP tool Stock check, GET https://…, and give to Orders agent": what was just named.
  [/\b(and (?:then )?(?:give|hand))(?= to (?:the )?[A-Z])/g, '$1 it', ['give to', 'hand to']],
  // "Test mode is finish, turn off": a switch named, then turned without naming it again.
  [
    /(?<=^|[.;!?\n]\s*)(LINE|test mode)\b[^.;!?\n,]{0,40},\s*(?:please |so |now )?(?:turn|switch) (?:it )?(on|off)\b/gi,
    'turn $2 $1',
    [', turn', ', switch', ', please turn', ', so turn', ', now turn'],
  ],
  // "LINE off, test mode on for qa@…": a switch said by its name and the state it goes to.
  [
    /(?<=^|[,;:.!\n]\s*|\b(?:and|then|\+)\s+)(LINE|test mode)\s+(?:turn\s+)?(on|off)\b/gi,
    'turn $2 $1',
    ['line on', 'line off', 'test mode on', 'test mode off', 'line turn', 'mode turn'],
  ],
  // "New router 'VIP desk': complaints go to Orders": the rule belongs to the router named.
  [
    /\b(?:new |(?:create|add|set up|make) (?:a |an )?(?:new )?)router(?: called| named)? (['"“]?)([^'"”:,.;]{1,40})\1\s*:\s*(?:route )?([^,.;:]{2,60}?) (?:go(?:es)? to|to|→|->) /gi,
    'add a router called $2 that sends $3 to ',
    ['router'],
  ],
];

/** Every word a rewrite needs, once, filed under its first two characters. */
const NEED_WORDS: readonly string[] = [...new Set(SYNONYMS.flatMap(([, , needs]) => needs))];
const SHORT_NEEDS = NEED_WORDS.filter((word) => word.length < 2);
const NEEDS_BY_PAIR = new Map<number, string[]>();
for (const word of NEED_WORDS) {
  if (word.length < 2) continue;
  const key = word.charCodeAt(0) * 65536 + word.charCodeAt(1);
  NEEDS_BY_PAIR.set(key, [...(NEEDS_BY_PAIR.get(key) ?? []), word]);
}

/** The rewrites each needed word lets run, by index into SYNONYMS. */
const RULES_BY_WORD = new Map<string, number[]>();
for (const [index, [, , needs]] of SYNONYMS.entries())
  for (const word of needs) RULES_BY_WORD.set(word, [...(RULES_BY_WORD.get(word) ?? []), index]);

/** 1 for each rewrite a word of `present` lets run, 0 for the others. */
function rulesFor(present: ReadonlySet<string>): Uint8Array {
  const wanted = new Uint8Array(SYNONYMS.length);
  for (const word of present) for (const index of RULES_BY_WORD.get(word) ?? []) wanted[index] = 1;
  return wanted;
}

/** The needed words in `lower`, in one pass over it. */
function neededWords(lower: string): Set<string> {
  const present = new Set<string>(SHORT_NEEDS.filter((word) => lower.includes(word)));
  for (let at = 0; at < lower.length - 1; at += 1) {
    const words = NEEDS_BY_PAIR.get(lower.charCodeAt(at) * 65536 + lower.charCodeAt(at + 1));
    if (words) for (const word of words) if (lower.startsWith(word, at)) present.add(word);
  }
  return present;
}

/**
 * Words that open a sentence and are never a name on their own ("Give both Orders and FAQ …",
 * "Anything about cancellations → Orders"): read as if typed in lower case, as most rules are.
 */
const OPENERS: ReadonlySet<string> = new Set([
  ...CLAUSE_START_WORDS,
  'anything',
  'everything',
  'all',
  'any',
  'every',
  'both',
  'each',
  'the',
  'a',
  'an',
  'please',
  'pls',
  'also',
  'and',
  'then',
  'so',
  'now',
  'just',
  'we',
  'our',
  'my',
  'can',
  'could',
  'would',
  'will',
  'hey',
  'hi',
  'hello',
  'ok',
  'okay',
  "let's",
  'if',
  'when',
  'once',
  'since',
  'because',
  'only',
  'nobody',
  'customers',
  'questions',
]);

/**
 * A sentence's first word, lower-cased when it is one of OPENERS and names nothing on the board;
 * never inside a value ("instructions: Be brief. Keep it short." keeps its capitals).
 */
function openersLowered(text: string, board: Board): string {
  return text.replace(
    /(^|[.!?]\s+|\n\s*)([A-Z][a-z']+)\b/g,
    (all, before: string, word: string, at: number) => {
      const lower = word.toLowerCase();
      // ("Price match requests → FAQ": a topic of more than one word before an arrow, read as
      // most topics are typed.)
      const arrowTopic = (): boolean => {
        const end = text.indexOf('\n', at);
        return ARROW_TOPIC.test(text.slice(at + before.length, end < 0 ? undefined : end));
      };
      if (!(OPENERS.has(lower) || arrowTopic()) || boardNames(board).has(lower)) return all;
      const line = text.slice(text.lastIndexOf('\n', at) + 1, at);
      return IN_VALUE.test(line) ? all : `${before}${lower}`;
    },
  );
}

/**
 * "delete orders and faq", "invoice questions → billing": a board name typed in lower case is the
 * name, unless it is what a question is about ("questions about orders", "orders status").
 */
function casedNames(text: string, board: Board): string {
  if (!/[a-z]/.test(text)) return text;
  let result = text;
  for (const [name, typed, said] of namePatterns(board)) {
    if (result.includes(typed)) result = result.replace(said, name);
  }
  return result;
}

/** Each board name that has capitals, in lower case, and where that lower case is the name. */
function namePatterns(board: Board): readonly (readonly [string, string, RegExp])[] {
  const cached = NAME_PATTERNS.get(board);
  if (cached) return cached;
  const patterns = entitiesOf(board, ALL_REF_TYPES)
    .map((ref) => ref.name)
    .filter((name) => name.length >= 3 && name !== name.toLowerCase())
    .sort((a, b) => b.length - a.length)
    .map((name) => {
      const typed = name.toLowerCase();
      const word = escapeRegExp(typed);
      // ("faq", "order lookup": never a word of a topic. "orders" often is: only as the object at
      // the end of a request, "delete orders and faq", "refunds → orders", or the subject that
      // opens a sentence, "orders shouldn't have the lookup tool".)
      const said =
        /^[A-Z]+$/.test(name) || name.includes(' ')
          ? new RegExp(`(?<![\\w/.'"“«-])${word}(?![\\w/'"”»-])`, 'g')
          : new RegExp(
              `(?<=(?:\\b(?:delete|remove|rename|disable|enable|give|call|use|make|let|to|from|and|for)|→|->)\\s+)${word}(?=\\s*(?:[,.;!?\\n]|$|\\s+(?:and|too|also|please|pls|instead|now|from now|over|the fallback|take|agent|sub-agent|bot)\\b))|(?<=(?:^|[.;!?\\n]\\s*|,\\s+))${word}(?=:|\\s+(?:should|shouldn't|should not|gets|loses|needs|is|was|handles|can|has|agent|sub-agent|bot|box|card|fallback)\\b)`,
              'g',
            );
      return [name, typed, said] as const;
    });
  NAME_PATTERNS.set(board, patterns);
  return patterns;
}
const NAME_PATTERNS = new WeakMap<Board, readonly (readonly [string, string, RegExp])[]>();

/**
 * "get https://…", "switch the lookup tool to post": an HTTP method typed in lower case, before an
 * address or where a method is asked for, is the method.
 */
function methodsUpper(text: string): string {
  if (!/get|post|put|patch|delete/.test(text)) return text;
  return text
    .replace(/\b(get|post|put|patch|delete)(?= +https?:\/\/)/g, (method: string) =>
      method.toUpperCase(),
    )
    .replace(
      /\b(to|use|using|via|method(?: is| to| should be)?|as an?|be an?|be|should|does an?) (get|post|put|patch)\b(?= *(?:[,.;!?)]|$| and\b| instead\b| now\b| please\b| pls\b| requests?\b| on\b| to\b|->))/gm,
      (_all, before: string, method: string) => `${before} ${method.toUpperCase()}`,
    );
}

/**
 * "Add Billing for refunds", "… and add Claims to handle insurance claims": a name the board does
 * not have, added for what it handles, is a new sub-agent.
 *
 * @example
 * addedByName('Add Billing for refunds', board); // 'add a sub-agent called Billing for refunds'
 */
function addedByName(text: string, board: Board): string {
  if (!/\b[Aa]dd [A-Z]/.test(text)) return text;
  const names = boardNames(board);
  return text.replace(ADDED_BY_NAME, (all: string, name: string) =>
    names.has(name.toLowerCase()) || NOT_A_NEW_NAME.test(name)
      ? all
      : `add a sub-agent called ${name} `,
  );
}

const ADDED_BY_NAME =
  /(?<=^|[.;!?\n]\s*|\b(?:and|also|please|pls)\s+)[Aa]dd ([A-Z][\w-]*(?: [A-Z][\w-]*){0,2}) (?=(?:for|to handle|to deal with|to answer|that handles|that answers|who handles)\b)/g;
const NOT_A_NEW_NAME =
  /^(?:LINE|HTTP|GET|POST|PUT|PATCH|DELETE|A|An|The|New|One|Another|Tester|Testers)\b/;

/**
 * "New sub-agents:" over lines "Exchanges: swaps items for another size", "Returns → handles
 * returns": one new item per line, each said as its own request.
 */
function listedNew(text: string): string {
  if (!text.includes('\n') || !/new [a-z-]+s\b/i.test(text)) return text;
  return text.replace(LISTED_NEW, (_all, kinds: string, items: string) => {
    const kind = /tool/i.test(kinds) ? 'tool' : /router/i.test(kinds) ? 'router' : 'sub-agent';
    return items
      .split('\n')
      .filter((line) => line.trim().length > 0)
      .map((line) => {
        const [, name = '', said = ''] = LISTED_ITEM.exec(line.trim()) ?? [];
        const link = /https?:\/\//.test(said) ? 'at' : DOES.test(said) ? 'that' : 'for';
        return `add ${kind === 'tool' && link === 'at' ? 'an HTTP tool' : `a ${kind}`} called "${name.trim()}" ${link} ${said.trim()}`;
      })
      .join('\n');
  });
}

const LISTED_ITEM = /^["“]?([A-Z][\w&'’ -]{0,40}?)["”]?\s*(?::|→|->|—|–|\s-\s|\()\s*(.+?)\)?$/;
const LISTED_NEW = new RegExp(
  `^[ \\t]*(?:(?:please |pls )?(?:add|create|make|set up) )?(?:(?:two|three|four|\\d|some|a few|the) )?new (sub-agents|agents|specialists|assistants|bots|tools|routers)(?: please| pls)?[ \\t]*:?[ \\t]*\\n((?:[ \\t]*${LISTED_ITEM.source.slice(1, -1)}[ \\t]*(?:\\n|$))+)`,
  'gim',
);
/** A description that says what the item does ("handles returns"), not what it is for. */
const DOES =
  /^(?:handles|answers|helps|deals|takes|covers|looks|checks|swaps|manages|calls|sends|books|tracks|gives|finds|explains|processes|supports|collects|is|does)\b/i;

/**
 * "give it the same tool as Orders": the one tool that sub-agent has, by name.
 */
function sameToolAs(text: string, board: Board): string {
  if (!/same tools? as/i.test(text)) return text;
  return text.replace(SAME_TOOL_AS, (all, said: string) => {
    const agent = board.subAgents.find((candidate) => sameName(candidate.name, said.trim()));
    const [only, ...more] = agent?.toolIds ?? [];
    const tool =
      more.length === 0 ? board.tools.find((candidate) => candidate.id === only) : undefined;
    return tool ? `the ${tool.name} tool` : all;
  });
}

/** "faq desc …, set it to '…'. Same for Orders: '…'": the same field of another item. */
function sameFieldFor(text: string): string {
  if (!/same (?:for|with)/i.test(text)) return text;
  return text.replace(SAME_FOR, (all, item: string, at: number) => {
    const field = [...text.slice(0, at).matchAll(FIELD_NAMED)].at(-1)?.[1];
    return field ? `change the ${field} of ${item} to ` : all;
  });
}

const SAME_FOR = /\bsame (?:for|with) ([^:.;!?\n]{1,40}?)\s*:\s*(?=["“'])/gi;
const FIELD_NAMED = /\b(instructions|description|desc|prompt)\b/gi;

const SAME_TOOL_AS =
  /\bthe same tools? as ([A-Za-z][\w -]{0,40}?)(?= (?:has|uses|does)\b|(?=[\s,.;!?]|$))/gi;

/**
 * "FAQs description", "the lookup tools URL", "the routers fallback": an item's field, typed
 * without the apostrophe (never "Orders description", where the s is the name's own).
 */
function possessives(text: string, board: Board): string {
  if (!/s (?:desc|instr|prompt|url|endpoint|method|fallback|rules|keywords|name)/i.test(text))
    return text;
  const names = boardNames(board);
  return text.replace(BARE_POSSESSIVE, (all, word: string) => {
    const lower = word.toLowerCase();
    const owner =
      !names.has(`${lower}s`) &&
      (lower === 'router' ||
        lower === 'tool' ||
        [...names].some((name) => name === lower || name.endsWith(` ${lower}`)));
    return owner ? `${word}'s` : all;
  });
}

const BARE_POSSESSIVE =
  /\b([A-Za-z][\w-]*?)s(?= (?:description|desc|instructions|prompt|url|endpoint|method|fallback|rules|keywords|name)\b)/gi;

const ARROW_TOPIC = /^[A-Z][a-z']+ [^\s→-][^→\n]*?(?:→|->)/;
const IN_VALUE = /\b(?:instructions?|description|desc|prompt)\b|["“'「:→]/i;

/**
 * Typos first, then synonyms.
 *
 * @example
 * normalizeEnglish('put the bot in sandbox mode', board); // 'turn on test mode'
 */
/**
 * "RENAME THE ROUTER TO TRIAGE": a message typed in capitals, read as typed in lower case, with
 * the board's names as the board writes them and a new name after "called", "to", "as" or "name
 * is" capitalised. Quotes, links, addresses, LINE and HTTP methods stay as typed.
 *
 * @example
 * unshouted('RENAME THE ROUTER TO TRIAGE AND DELETE FAQ', board);
 * // 'rename the router to Triage and delete FAQ'
 */
export function unshouted(text: string, board: Board): string {
  // (Most messages are not shouted: a run of capital words is looked for first.)
  if (!/[A-Z]{2,}[^a-z\n]{1,3}[A-Z]{2,}/.test(text)) return text;
  const capitals = text.replace(/[^A-Z]/g, '').length;
  if (capitals < 12 || /[\u0E00-\u0E7F\u3040-\u30FF\u4E00-\u9FFF]/.test(text)) return text;
  const small = text.replace(QUOTED_OR_LINKED, ' ').replace(/[^a-z]/g, '').length;
  if (small > capitals / 4) return text;
  const names = entitiesOf(board, ALL_REF_TYPES).map(
    (ref) =>
      [new RegExp(`(?<![\\w@.])${escapeRegExp(ref.name)}(?![\\w@])`, 'gi'), ref.name] as const,
  );
  // (Quotes, links and addresses as typed; each stretch between them lowered.)
  return text.replace(SHOUTED_PARTS, (part: string) => {
    if (KEPT_AS_TYPED.test(part)) return part;
    let lowered = part.replace(/\b[A-Za-z][\w'-]*/g, (word) =>
      /^(?:LINE|GET|POST|PUT|PATCH|DELETE)$/.test(word) ? word : word.toLowerCase(),
    );
    for (const [pattern, name] of names) lowered = lowered.replace(pattern, name);
    // ("to Triage", never "to delete": a verb after "to" is no name.)
    return lowered.replace(NEW_NAME_AFTER, (all: string, word: string) =>
      CLAUSE_START_WORDS.has(word)
        ? all
        : `${all.slice(0, -word.length)}${word[0]?.toUpperCase()}${word.slice(1)}`,
    );
  });
}

/**
 * "Route refunds to the 'FAQ' agent": a board item's name in single quotes is the name (all
 * inside double quotes stays as typed: a value).
 *
 * @example
 * boardNamesUnquoted("give 'Billing' the 'Order lookup' tool", board);
 * // 'give Billing the Order lookup tool'
 */
export function boardNamesUnquoted(text: string, board: Board): string {
  // (Code keeps its quotes: "router.addRule('damaged', 'Orders')".)
  if (!/(?:^|[\s(,:])['‘]\w/.test(text) || /\w\(|[{}=]/.test(text)) return text;
  const names = boardNames(board);
  return text.replace(DOUBLE_QUOTED_OR_SINGLE, (all: string, inner?: string) =>
    inner !== undefined && names.has(inner.toLowerCase()) ? inner : all,
  );
}

/** A double-quoted value (kept whole), or a name in single quotes not given as a new name. */
const DOUBLE_QUOTED_OR_SINGLE = /"[^"\n]*"|“[^”\n]*”|(?<![\w'‘])['‘]([^'’‘\n]{1,60})['’](?!\w)/gi;

/** What keeps its case in a shouted message. */
const QUOTED_OR_LINKED =
  /"[^"\n]*"|“[^”\n]*”|'[^'\n]*'(?!\w)|「[^」\n]*」|https?:\/\/\S+|(?<![\w.+-])[\w.+-]+@[\w.-]+/g;
/** A shouted message cut into what keeps its case and each stretch between. */
const SHOUTED_PARTS = new RegExp(
  `${QUOTED_OR_LINKED.source}|[^"“'「]+?(?=${QUOTED_OR_LINKED.source}|$)`,
  'gs',
);
const KEPT_AS_TYPED = new RegExp(`^(?:${QUOTED_OR_LINKED.source})$`);
const NEW_NAME_AFTER =
  /\b(?:called|named|name is|name it|call it|as|to)\s+(?!(?:a|an|the|be|it|them|us|me|you|our|my|all|any|every|human|person|people|staff|one|on|off|do|say|always|never|go)\b)([a-z][\w'-]*)/g;

/**
 * "People keep asking about parking and … . Can those go to FAQ?": "those" in a request that
 * sends something somewhere is what the sentence before said people ask about.
 *
 * @example
 * thoseBack('Patients keep asking about parking. Can those go to FAQ?');
 * // 'Patients keep asking about parking. Can questions about parking go to FAQ?'
 */
function thoseBack(text: string): string {
  if (!/\b(?:those|these|them)\b/i.test(text)) return text;
  return text.replace(
    THOSE_BACK,
    (all: string, topic: string, between: string, pronoun: string) =>
      `${all.slice(0, all.length - between.length - pronoun.length)}${between}questions about ${topic}`,
  );
}

const THOSE_BACK =
  /\b(?:asking|asks|ask|questions|enquiries|queries) about ([a-z][a-z' -]{1,40}?)(?= and\b| end\b| get\b| keep\b| go\b| are\b|,|\.|\?|!)([^.!?\n]*[.!?\n]\s*(?:(?:can|could) (?:we |you )?)?(?:point|send|route|move|forward|put|direct)? ?)(those|these|them)(?= (?:go|at|to|over)\b)/gi;

export function normalizeEnglish(text: string, board: Board): string {
  // What the user quotes is a value: the rewrites below never change it.
  const quoted: string[] = [];
  const typed = quoteFieldValue(
    fixTypos(
      written(
        placed(
          unquotedNames(
            methodsUpper(
              casedNames(
                openersLowered(
                  possessives(
                    sameToolAs(
                      sameFieldFor(
                        listedNew(
                          addedByName(runOn(thoseBack(text.replace(/[ \t]+/g, ' ')), board), board),
                        ),
                      ),
                      board,
                    ),
                    board,
                  ),
                  board,
                ),
                board,
              ),
            ),
            board,
          ),
          board,
        ),
      ),
      board,
    ),
    board,
  );
  // ("… to 'Reply politely.' Unmatched questions …": a sentence that ends in the quote ends there.)
  let result = /["“']/.test(typed)
    ? typed.replace(QUOTED_VALUE, (all: string, at: number) =>
        all.length > 2
          ? `${all[0]}\uE000${quoted.push(all.slice(1, -1)) - 1}\uE001${all.at(-1)}${
              /[.!?]$/.test(all.slice(0, -1)) && /^\s+[A-Z]/.test(typed.slice(at + all.length))
                ? '.'
                : ''
            }`
          : all,
      )
    : typed;
  // "Delete the Main router. Create a new one called …": the kind said before, for the rewrites.
  if (ONE.test(result)) result = sameKindAsBefore(result);
  let lower = result.toLowerCase();
  // A rewrite runs only when a word it needs is there: all of them are found in one pass.
  let wanted = rulesFor(neededWords(lower));
  for (const [index, [pattern, replacement]] of SYNONYMS.entries()) {
    if (wanted[index] === 0) continue;
    const rewritten =
      typeof replacement === 'string'
        ? result.replace(pattern, replacement)
        : result.replace(pattern, replacement);
    if (rewritten === result) continue;
    result = rewritten;
    lower = rewritten.toLowerCase();
    wanted = rulesFor(neededWords(lower));
  }
  if (ONE.test(lower)) result = sameKindAsBefore(result);
  // "clear the tester list": every tester on the board, by e-mail.
  const testers = board.testMode.testers;
  if (testers.length > 0 && CLEAR_TESTERS.test(result))
    result = result.replace(CLEAR_TESTERS, `remove ${testers.join(', ')} from the testers`);
  // "both agents should …", "give it to all the sub-agents": every sub-agent on the board, by name.
  // (Never to delete them all: "delete all the agents" is asked one by one.)
  const count = board.subAgents.length;
  if (
    count >= 2 &&
    count <= MAX_LISTED &&
    /agent|specialist|card/.test(lower) &&
    result.search(EVERY_AGENT) >= 0
  ) {
    const names = listNames(board.subAgents.map((agent) => agent.name)).replace(/"/g, '');
    // ("all agents: instructions should include …", "both agents' instructions …": one sentence
    // per agent, each changing its own field.)
    const each = (sentence: string): string =>
      board.subAgents
        .map(({ name }) =>
          sentence.replace(EVERY_AGENT_OWNS, (_all, owns?: string) =>
            owns ? possessive(name) : name,
          ),
        )
        .join('. ');
    // ("give both agents the lookup tool": the tool, to each.)
    result = result.replace(
      new RegExp(`\\bgive (?:${EVERY_AGENT.source}) (the [^,.;\\n]{1,40}? tool)\\b`, 'gi'),
      `give $1 to ${names}`,
    );
    result = result.replace(EVERY_SENTENCE, (sentence) =>
      DELETES.test(sentence)
        ? sentence
        : FIELD_WORDS.test(sentence)
          ? each(sentence)
          : sentence.replace(EVERY_AGENT, names),
    );
  }
  const tidy = result.replace(/ {2,}/g, ' ').replace(/ ([,.!?])/g, '$1');
  return quoted.length > 0
    ? tidy.replace(/\uE000(\d+)\uE001/g, (_, i: string) => quoted[Number(i)] ?? '')
    : tidy;
}

/**
 * "remove the FAQ agent Nobody reads it", "turn off LINE delete the lookup tool": a capitalised
 * word that opens a remark, right after a lower-case word that asks for no value, or a verb and
 * its object right after a name, begins a new sentence that dictation or a hurried thumb did not
 * mark.
 *
 * @example
 * runOn('remove the FAQ agent Nobody reads it', board);
 * // 'remove the FAQ agent. Nobody reads it'
 */
function runOn(text: string, board: Board): string {
  const named = (word: string): boolean => boardNames(board).has(word.toLowerCase());
  const marked = /[a-z0-9)] [A-Z]/.test(text)
    ? text.replace(REMARK_ON, (all: string, word: string) => (named(word) ? all : `. ${word}`))
    : text;
  // ("turn off LINE delete the lookup tool": a verb right after a name or a kind, and its
  // object, begin the next request.)
  return VERB_FIRST.test(marked)
    ? marked.replace(
        NAME_THEN_VERB,
        (all: string, before: string, name: string, verb: string, after: string) =>
          (named(name) || /^(?:line|router|tool|agent)$/i.test(name)) &&
          CLAUSE_START_WORDS.has(verb) &&
          verb !== 'have'
            ? `${before}${name}. ${verb}${after}`
            : all,
      )
    : marked;
}

const VERB_FIRST =
  /\b(?:turn off|turn on|disable|enable|delete|remove|rename|disconnect|connect|pause)\b/;
const NAME_THEN_VERB = new RegExp(
  `(${VERB_FIRST.source}[^.,;!?\\n]{0,30}?)\\b([A-Z]\\w*) ([a-z]+)( (?:the|a|an|it|them|all)\\b)`,
  'g',
);

/** Words after which a capitalised word is a value or a name: "to The Help Desk". */
const VALUE_BEFORE = 'to called named as is be say says read reads';
const capitalized = (words: readonly string[]): string =>
  words
    .filter((word) => /^[a-z]+$/.test(word))
    .map((word) => `${word[0]?.toUpperCase()}${word.slice(1)}`)
    .join('|');
const eitherCase = (words: string): string =>
  words
    .split(' ')
    .map((word) => `[${word[0]}${word[0]?.toUpperCase()}]${word.slice(1)}`)
    .join('|');
/** A remark's first word or a joining word ("Also", "Then"), capitalised after a word that asks for no value. */
const REMARK_ON = new RegExp(
  `(?<=[a-z0-9)])(?<!\\b(?:${eitherCase(VALUE_BEFORE)})) (${capitalized(['nobody', 'it', 'its', 'we', 'the', 'this', 'that', 'our', 'my', 'also', 'oh', 'plus', 'then', 'could', 'can', 'please'])})\\b`,
  'g',
);

/** An item by its place, said as on the board's picture ("card", "on the board"). */
const PLACED =
  /\b(?:the )?(first|second|third|last|1st|2nd|3rd) (sub-?agent|agent|specialist|tool|router)(?: (?:card|node)(?: on the board)?| on the board)\b(?:\s*\((?:the|a) [^()\n]{1,40} one\))?/gi;
const PLACES: Readonly<Record<string, number>> = {
  fir: 0,
  '1st': 0,
  sec: 1,
  '2nd': 1,
  thi: 2,
  '3rd': 2,
  las: -1,
};

/**
 * "the second agent on the board", "First agent card": the item in that place on the board.
 *
 * @example
 * placed('The second agent on the board: rename it to Help', board); // 'the FAQ sub-agent: rename it to Help'
 */
function placed(text: string, board: Board): string {
  if (!/\b(?:first|second|third|last|1st|2nd|3rd)\b/i.test(text)) return text;
  const at = (said: string, place: string, kind: string): string => {
    const items = /tool/i.test(kind)
      ? board.tools
      : /router/i.test(kind)
        ? board.routers
        : board.subAgents;
    const index = PLACES[place.toLowerCase().slice(0, 3)];
    const item = index === undefined ? undefined : items.at(index);
    return item ? `the ${item.name} ${/tool|router/i.test(kind) ? kind : 'sub-agent'}` : said;
  };
  const rule = (said: string, place: string): string => {
    const rules = board.routers.length === 1 ? (board.routers[0]?.rules ?? []) : [];
    const index = PLACES[place.toLowerCase().slice(0, 3)];
    const item = index === undefined ? undefined : rules.at(index);
    return item ? `the ${item.intent} rule` : said;
  };
  return text.replace(PLACED, at).replace(THE_PLACED, at).replace(PLACED_RULE, rule);
}

/** "the second rule on the router": a rule by its place, when the board has one router. */
const PLACED_RULE =
  /\bthe (first|second|third|last|1st|2nd|3rd) rule(?: (?:on|in|of) (?:the |our )?(?:main )?router)?\b/gi;

/** "the second agent should be called …": "the" and a place name one too, unless one is made. */
const THE_PLACED =
  /(?<!\b(?:add|create|make|build|set up|need|want|get)\b[^.,;!?\n]{0,12})\bthe (first|second|third|last|1st|2nd|3rd) (sub-?agent|agent|specialist|tool|router)\b/gi;

const EVERY_AGENT =
  /\b(?:both(?: of the| the)?|the two|all(?: of)?(?: the| our)?|every|each(?: of the)?) (?:sub-?agents?|agents?|specialists?|cards?)\b/gi;
/**
 * "Orders'", "FAQ's": what a name says when it owns something.
 *
 * @example
 * possessive('Orders'); // "Orders'"
 */
function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

/** Words that ask, before a field said with no verb ("kindly tweak …"): the verb is there. */
const ASKING = new Set(['kindly', 'please', 'pls', 'can', 'could', 'would', 'and', 'also', 'then']);

/** An every-agent phrase and the apostrophe that makes it their owner ("both agents' …"). */
const EVERY_AGENT_OWNS = new RegExp(`(?:${EVERY_AGENT.source})(['’]s?|’s)?`, 'gi');
const FIELD_WORDS = /\b(?:instructions|description|prompt)\b/i;
const MAX_LISTED = 5;
const CLEAR_TESTERS =
  /\b(?:clear|empty|wipe)(?: out)? (?:the |all (?:the )?)?testers?(?: list)?\b|\b(?:remove|delete|drop) (?:all (?:the )?|both (?:the )?)testers\b|\b(?:take|get) (?:all (?:the )?|both (?:the )?)testers (?:off|out)\b/i;
const EVERY_SENTENCE = /[^.!?\n]+/g;
const DELETES = /\b(?:delete|remove|drop|wipe|kill|get rid of|nuke|clear)\b/i;

/** A field's label and its colon, with the value after it not quoted: "Orders' instructions to: …". */
const FIELD_COLON = /\b(?:instructions|description|prompt)\b[^:\n"“'.]{0,40}:[ \t]*(?=[^\s"“'])/i;
/**
 * A sentence after a field's value that is not part of it: one that starts with a request ("… .
 * Also delete the lookup tool.", "… . Give it the lookup tool."), another field's label ("… .
 * Instructions: …"), names another sub-agent ("… . Same for Orders.") or is the writer's own
 * remark ("… . I think that's better").
 */
const NEXT_REQUEST =
  /;\s*(?=(?:instructions|description|prompt)\s*:)|[.!?]\s+(?=i(?:'m|'d|'ve)?\b|(?:thanks?|thank you|cheers|regards)\b|(?:(?:also|and|then|plus|btw),? )?(?:please )?(?:add|create|delete|remove|rename|route|enable|disable|connect|disconnect|turn|switch|change|update|set up)\b|(?:(?:also|and|then|plus|btw),? )?(?:give|send|put|move|make|let)\b[^.!?]*\b(?:it|them|tool|agent|sub-agent|router|line|test mode|testers?)\b|(?:(?:also|and|then|plus|btw),? )?(?:please )?take (?:it|them|the [\w-]+|[\w-]+) (?:off|out|away)\b|[\w' ]{1,30}:)/i;

/**
 * After a field's colon the text is a value, to the end of its line, even over several sentences
 * ("Orders' instructions to: Look the order up first. Never give a date, even if they insist."):
 * it is quoted, so no rewrite reads it and no sentence of it is split off. It stops before a
 * sentence that is not part of it (NEXT_REQUEST), and a last full stop stays outside the quotes.
 *
 * @example
 * quoteFieldValue("FAQ's instructions: Be brief. Link the article.", board);
 * // 'FAQ\'s instructions: "Be brief. Link the article".'
 */
function quoteFieldValue(text: string, board: Board): string {
  const label = FIELD_COLON.exec(text);
  if (!label) return text;
  const from = label.index + label[0].length;
  const line = text.slice(from).search(/\n/);
  const value = line < 0 ? text.slice(from) : text.slice(from, from + line);
  // A value with no comma and one sentence needs no quotes: nothing would be split off it.
  if (/["“”]/.test(value) || !/,|[.!?]\s+\S/.test(value)) return text;
  // "(description: …)": the value ends with the brackets.
  const bracket = /\([^)]*$/.test(text.slice(0, from)) ? value.indexOf(')') : -1;
  let end = NEXT_REQUEST.exec(value)?.index ?? (bracket >= 0 ? bracket : value.length);
  if (bracket >= 0 && bracket < end) end = bracket;
  // The sentence where another sub-agent is first named, and the stop before it.
  const kept = value.slice(0, end);
  const named = Math.min(
    ...board.subAgents.map(({ name }) => {
      const at = kept.search(
        new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'u'),
      );
      return at < 0 ? Infinity : at;
    }),
  );
  if (named < end) {
    const stops = [...kept.slice(0, named).matchAll(/[.!?]\s+/g)];
    const last = stops.at(-1);
    if (last) end = last.index;
  }
  const said = value.slice(0, end).replace(/[\s.]+$/, '');
  // ("Description: …. Instructions: …, then …": each label's value on the line, in turn.)
  const rest = text.slice(from + said.length);
  const lineEnd = rest.indexOf('\n') < 0 ? rest.length : rest.indexOf('\n');
  const next =
    said.length > 0 ? quoteFieldValue(rest.slice(0, lineEnd), board) : rest.slice(0, lineEnd);
  return `${text.slice(0, from)}"${said}"${next}${rest.slice(lineEnd)}`;
}

/** A name in quotes or guillemets, and the word before it. */
const QUOTED_NAME = /(\b\w+\s+)?(?:“([^”\n]{1,40})”|«\s?([^»\n]{1,40}?)\s?»|"([^"\n]{1,40})")/g;

/**
 * “Orders”, «FAQ»: an item of the board named in quotes is that item, not a value; a new name
 * ("called “Orders”") stays quoted.
 *
 * @example
 * unquotedNames('send complaints to “Orders”', board); // 'send complaints to Orders'
 */
function unquotedNames(text: string, board: Board): string {
  if (!/[“«"]/.test(text)) return text;
  const names = boardNames(board);
  return text.replace(QUOTED_NAME, (all, before = '', ...said: (string | undefined)[]) => {
    const name = said.find((value) => typeof value === 'string') ?? '';
    return names.has(name.trim().toLowerCase()) && !/^(?:called|named|as)\s/i.test(before)
      ? `${before}${name.trim()}`
      : all;
  });
}

/** "…", “…” and '…' around words (an apostrophe inside a word is no quote), and what is inside. */
const QUOTED_VALUE = /"[^"\n]*"|“[^”\n]*”|(?<!\w)'(?:[^'\n]|'(?=\w))*'(?!\w)/g;

const DIGITS: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const DIGIT = Object.keys(DIGITS).join('|');
/** Five or more digits said one by one: a LINE channel id read aloud. */
const SPOKEN_NUMBER = new RegExp(`\\b(?:(?:${DIGIT})[ -]){4,}(?:${DIGIT})\\b`, 'gi');
/** Three or more letters said one by one: "the f a q agent". */
const SPELLED = /\b(?:[a-z] ){2,}[a-z]\b/g;
/** "bob at acme dot test", "h t t p s colon slash slash api dot acme dot test slash stock". */
const SPOKEN_EMAIL = /\b((?:[a-z0-9_-]+ dot )*[a-z0-9._-]+) at ((?:[a-z0-9-]+ dot )+[a-z]{2,})\b/gi;
/** Punctuation said aloud ("… from orders period"), only in a message typed with none. */
const SPOKEN_STOPS = / (?:period|full stop|comma)\b/gi;
const SPOKEN_URL =
  /\b(https?) colon slash slash ((?:[\w-]+|dot|slash|open (?:curly )?brace|close (?:curly )?brace)(?: (?:[\w-]+|dot|slash|open (?:curly )?brace|close (?:curly )?brace))*)/gi;
const SPOKEN_SIGNS: readonly [RegExp, string][] = [
  [/ ?\bdot\b ?/gi, '.'],
  [/ ?\bslash\b ?/gi, '/'],
  [/ ?\bopen (?:curly )?brace\b ?/gi, '{'],
  [/ ?\bclose (?:curly )?brace\b ?/gi, '}'],
];

/**
 * What dictation writes out as words, as typed: spelled letters and digits, e-mails and URLs.
 *
 * @example
 * written('add dana at acme dot test as a tester'); // 'add dana@acme.test as a tester'
 * written('connect channel one six five seven zero one two three four five'); // '… 1657012345'
 */
function written(text: string): string {
  if (
    !/ (?:at|dot|colon|period|comma|[a-z]|zero|oh|one|two|three|four|five|six|seven|eight|nine) /i.test(
      text,
    )
  )
    return text;
  return (
    /[.,;!?]/.test(text)
      ? text
      : text.replace(SPOKEN_STOPS, (said) => (/m/i.test(said) ? ',' : '.'))
  )
    .replace(SPELLED, (letters) => letters.replace(/ /g, ''))
    .replace(SPOKEN_NUMBER, (digits) =>
      digits
        .split(/[ -]/)
        .map((word) => DIGITS[word.toLowerCase()] ?? '')
        .join(''),
    )
    .replace(SPOKEN_EMAIL, (_, user: string, domain: string) =>
      `${user}@${domain}`.replace(/ dot /gi, '.'),
    )
    .replace(SPOKEN_URL, (_, scheme: string, rest: string) =>
      SPOKEN_SIGNS.reduce(
        (url, [sign, char]) => url.replace(sign, char),
        `${scheme}://${rest}`,
      ).replace(/ (?=[{}/.])|(?<=[{/.]) /g, ''),
    );
}

/** "a new one" or "another" before a name: one more of the kind last named. */
const ONE = /\b(?:a new one|another one|another)\s+(?:called|named)\b/i;
const EVERY_ONE = new RegExp(ONE.source, 'gi');
const KINDS: readonly [RegExp, string][] = (['sub_agent', 'tool', 'router'] as const).map(
  (type) => [
    new RegExp(`\\b(?:${(KIND_WORDS[type].en ?? []).join('|')})\\b`, 'gi'),
    type === 'sub_agent' ? 'sub-agent' : type,
  ],
);

/**
 * "Delete Main router. Create a new one called Triage" → "… Create a new router called Triage";
 * "a sub-agent called Shipping … and another called Accounts" → "… and add a new sub-agent called
 * Accounts". Left as typed when no kind was named before it.
 */
function sameKindAsBefore(text: string): string {
  return text.replace(EVERY_ONE, (match, offset: number) => {
    let kind: string | undefined;
    let at = -1;
    for (const [pattern, label] of KINDS) {
      for (const m of text.slice(0, offset).matchAll(pattern)) {
        if (m.index > at) [at, kind] = [m.index, label];
      }
    }
    if (!kind) return match;
    const called = match.slice(match.search(/called|named/i));
    // "… and another called X" has no verb of its own: it asks for one more.
    const verb =
      /^another/i.test(match) &&
      !/\b(?:add|create|make|set up|build)\s*$/i.test(text.slice(0, offset))
        ? 'add '
        : '';
    return `${verb}a new ${kind} ${called}`;
  });
}
