/**
 * The skill reader: one engine, compiled once from the word lists of skill-words.ts, that reads a
 * clause in any of the builder's languages. It finds the board's items inside the clause by their
 * names (and a distinctive word of a name followed by its kind word: "the lookup tool"), so what
 * is said around a name — a reason, a remark, "from now on" — never becomes part of it. The rest
 * of the clause is free text from which the reading takes only the values it needs (a new name, a
 * URL, e-mails, a topic). What it reads comes back as plain English clauses for the clause readers;
 * a clause it cannot read with certainty comes back as null and goes to them as typed.
 */
import type { Board } from '../types.js';
import type { EntityRef, RefType } from './clause-context.js';
import type { Language } from './localized/language.js';
import { entitiesOf, ALL_REF_TYPES } from './resolve-reference.js';
import {
  HOLD_WORDS,
  KIND_WORDS,
  NAME_MARKERS,
  REMARK_OPENERS,
  CALLED_MARKERS,
  CREATE_SAYS,
  LIST_KINDS,
  SKILL_READINGS,
  TEXT_ENDS,
  TEXT_MARKERS,
  TOPIC_FILLER,
  TOPIC_PATTERNS,
  VALUE_ENDS,
  type KindWord,
  type SkillReading,
  type Words,
} from './skill-words.js';

interface Span {
  readonly start: number;
  readonly end: number;
}

interface Found extends Span {
  readonly ref: EntityRef;
}

/** A compiled word list: where its words are in a lower-cased clause. */
type Matcher = (lower: string) => Span[];

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/** English words match whole; Japanese and Thai have no spaces, so their words match anywhere. */
function compile(words: Words, language: Language): Matcher {
  const list = [...(words[language] ?? [])].sort((a, b) => b.length - a.length);
  if (list.length === 0) return () => [];
  const body = list.map((word) => word.toLowerCase().replace(ESCAPE, '\\$&')).join('|');
  // A Thai vowel written before its consonant belongs to it: "ปิด" (off) is not inside "เปิด" (on).
  const pattern =
    language === 'en'
      ? new RegExp(`(?<![\\p{L}\\p{N}'-])(?:${body})(?![\\p{L}\\p{N}-])`, 'gu')
      : language === 'th'
        ? new RegExp(`(?<![เแโใไ])(?:${body})`, 'gu')
        : new RegExp(`(?:${body})`, 'gu');
  return (lower) =>
    [...lower.matchAll(pattern)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

interface CompiledReading {
  readonly reading: SkillReading;
  readonly words: Matcher;
  readonly unless: Matcher;
}

interface CompiledLanguage {
  readonly readings: readonly CompiledReading[];
  readonly kinds: Record<KindWord, Matcher>;
  readonly hold: Matcher;
  readonly nameMarkers: readonly string[];
  readonly calledMarkers: Matcher;
  readonly textMarkers: readonly string[];
  readonly textEnds: readonly string[];
  readonly valueEnds: readonly string[];
  readonly topicFiller: Matcher;
}

function compileLanguage(language: Language): CompiledLanguage {
  const kinds = {} as Record<KindWord, Matcher>;
  for (const [kind, words] of Object.entries(KIND_WORDS)) {
    kinds[kind as KindWord] = compile(words, language);
  }
  return {
    readings: SKILL_READINGS.map((reading) => ({
      reading,
      words: compile(reading.words, language),
      unless: compile(reading.unless ?? {}, language),
    })),
    kinds,
    hold: compile(HOLD_WORDS, language),
    nameMarkers: longestFirst(NAME_MARKERS[language]),
    calledMarkers: compile(CALLED_MARKERS, language),
    textMarkers: longestFirst(TEXT_MARKERS[language]),
    textEnds: TEXT_ENDS[language] ?? [],
    valueEnds: VALUE_ENDS[language] ?? [],
    topicFiller: compile(TOPIC_FILLER, language),
  };
}

/** Everything compiled once, per language, when the module loads. */
const COMPILED: Readonly<Record<Language, CompiledLanguage>> = {
  en: compileLanguage('en'),
  ja: compileLanguage('ja'),
  th: compileLanguage('th'),
};

function longestFirst(words: readonly string[] | undefined): string[] {
  return [...(words ?? [])].sort((a, b) => b.length - a.length);
}

const URL = /https?:\/\/[^\s"'「」、。]+[^\s"'「」、。.,!?)]/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const CHANNEL_ID = /(?<![0-9])[0-9]{10}(?![0-9])/g;
const METHOD = /\b(GET|POST|PUT|PATCH|DELETE)\b/g;
const REMARK = new RegExp(
  `(?:,|\\s[—–-])\\s+(?:${REMARK_OPENERS.map((w) => w.replace(ESCAPE, '\\$&')).join('|')})\\b`,
  'i',
);

/** Clauses longer than this are left to the clause readers (which bound them too). */
const MAX_CLAUSE_LENGTH = 400;

const LABELS: Readonly<Record<RefType, string>> = {
  sub_agent: 'sub-agent',
  tool: 'tool',
  router: 'router',
  line: 'LINE channel',
};

/**
 * Reads one clause; null when no reading fits it with certainty.
 *
 * @example
 * readSkills("Delete the order lookup tool, we're not using it anymore", board, 'en');
 * // ['delete the Order lookup tool']
 * readSkills('Order lookup のエンドポイントが https://orders.acme.test/{id} に移りました', board, 'ja');
 * // ['change the URL of the Order lookup tool to https://orders.acme.test/{id}']
 */
export function readSkills(raw: string, board: Board, language: Language): string[] | null {
  if (raw.length > MAX_CLAUSE_LENGTH) return null;
  const compiled = COMPILED[language];
  const text = language === 'en' ? withoutRemark(raw) : raw;
  const urls = [...text.matchAll(URL)].map((m) => m[0]);
  const emails = [...text.matchAll(EMAIL)].map((m) => m[0].toLowerCase());
  // Values are blanked (same length) so their words are never read as names or verbs.
  const masked = text.replace(URL, blank).replace(EMAIL, blank);
  const channelIds = [...masked.matchAll(CHANNEL_ID)].map((m) => m[0]);
  const methods = [...masked.matchAll(METHOD)].map((m) => m[1] ?? '');
  const lower = masked.toLowerCase();
  if (compiled.hold(lower).length > 0 || /[?？]\s*$/.test(text)) return null;
  const found = findItems(masked, lower, board, compiled.kinds, language);
  const has = (kind: KindWord): boolean => outside(compiled.kinds[kind](lower), found).length > 0;
  for (const { reading, words, unless } of compiled.readings) {
    if (words(lower).length === 0 || unless(lower).length > 0) continue;
    const values = fill(reading, words(lower), {
      text,
      masked,
      lower,
      found,
      urls,
      emails,
      channelIds,
      methods,
      language,
      pronoun: compiled.kinds.pronoun(lower),
      hasKind: has,
      board,
    });
    if (
      !values ||
      !reading.needs.every((need) => !need.startsWith('kind:') || has(need.slice(5) as KindWord))
    )
      continue;
    return say(reading, values);
  }
  return null;
}

function blank(match: string): string {
  return ' '.repeat(match.length);
}

/** "Delete the Main router, we're redesigning the flow" → "Delete the Main router". */
function withoutRemark(text: string): string {
  const match = REMARK.exec(text);
  return match ? text.slice(0, match.index) : text;
}

/** Spans of `spans` that no found item covers. */
function outside(spans: readonly Span[], found: readonly Found[]): Span[] {
  return spans.filter((s) => !found.some((f) => s.start < f.end && f.start < s.end));
}

/**
 * The board's items named in the clause, in order: a whole name, or a word of a longer name
 * followed by a kind word ("the lookup tool"). A one-word name also used as a common word
 * ("orders") counts when typed with a capital or followed by its kind word.
 */
function findItems(
  masked: string,
  lower: string,
  board: Board,
  kinds: Record<KindWord, Matcher>,
  language: Language,
): Found[] {
  const kindAt = new Map<number, { type: RefType; end: number }>();
  for (const type of ALL_REF_TYPES) {
    for (const span of kinds[type](lower)) {
      const start = language === 'en' ? span.start : skipSpaces(lower, span.start);
      if (!kindAt.has(start)) kindAt.set(start, { type, end: span.end });
    }
  }
  const kindAfter = (end: number, type: RefType): number | null => {
    const at = kindAt.get(skipSpaces(lower, end));
    return at && at.type === type ? at.end : null;
  };
  const candidates: Found[] = [];
  for (const ref of entitiesOf(board, ALL_REF_TYPES)) {
    const name = ref.name.toLowerCase();
    for (const form of [name, ...distinctiveWords(name, ref.type, language)]) {
      const needsKind = form !== name;
      for (let at = lower.indexOf(form); at >= 0; at = lower.indexOf(form, at + 1)) {
        const end = at + form.length;
        if (!wordEdge(lower, at - 1) || !wordEdge(lower, end)) continue;
        const kindEnd = kindAfter(end, ref.type);
        if (needsKind && kindEnd === null) continue;
        const common = !needsKind && !name.includes(' ') && /^[a-z]/.test(masked[at] ?? '');
        if (common && kindEnd === null && language === 'en') continue;
        candidates.push({ ref, start: at, end: kindEnd ?? end });
      }
    }
  }
  // Longest first, then no overlaps; kept in the order they are written.
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const found: Found[] = [];
  for (const c of candidates) {
    if (!found.some((f) => c.start < f.end && f.start < c.end)) found.push(c);
  }
  return found.sort((a, b) => a.start - b.start);
}

function skipSpaces(text: string, from: number): number {
  let at = from;
  while (text[at] === ' ') at += 1;
  return at;
}

function wordEdge(text: string, index: number): boolean {
  const char = text[index];
  return char === undefined || !/[a-z0-9]/.test(char);
}

/** "order lookup" → ["lookup", "order"]: words of a longer name that may stand for it before a kind word. */
function distinctiveWords(name: string, type: RefType, language: Language): string[] {
  const words = name.split(/\s+/);
  if (words.length < 2 || language !== 'en') return [];
  const kindWords = new Set((KIND_WORDS[type].en ?? []).flatMap((w) => w.split(' ')));
  return words.filter((word) => word.length >= 4 && !kindWords.has(word));
}

interface ClauseValues {
  readonly text: string;
  readonly masked: string;
  readonly lower: string;
  readonly found: readonly Found[];
  readonly urls: readonly string[];
  readonly emails: readonly string[];
  readonly channelIds: readonly string[];
  readonly methods: readonly string[];
  readonly language: Language;
  readonly pronoun: readonly Span[];
  readonly hasKind: (kind: KindWord) => boolean;
  readonly board: Board;
}

type Filled = Record<string, string | readonly EntityRef[]>;

/** The values a reading needs, or null when one is missing or more than one thing could fit. */
function fill(reading: SkillReading, verbs: readonly Span[], clause: ClauseValues): Filled | null {
  const { found, language } = clause;
  const compiled = COMPILED[language];
  const ofType = (type: RefType): Found[] => found.filter((f) => f.ref.type === type);
  const values: Filled = {};
  const used = new Set<Found>();
  let pronounEnd = -1;
  for (const need of reading.needs) {
    switch (need) {
      case 'agent':
      case 'tool':
      case 'line': {
        const type: RefType = need === 'agent' ? 'sub_agent' : need;
        const items = ofType(type);
        // "send questions about points there": the item this instruction just made or named.
        // "Disable LINE for a bit": the board's only LINE channel.
        const only = clause.board.lineChannels;
        if (need === 'line' && items.length === 0 && only.length === 1 && clause.hasKind('line')) {
          const channel = only[0] as (typeof only)[number];
          values.line = [{ type: 'line', id: channel.id, name: channel.name }];
          break;
        }
        if (need === 'agent' && items.length === 0 && clause.pronoun.length > 0) {
          values.agent = 'it';
          pronounEnd = (clause.pronoun[0] as Span).end;
          break;
        }
        if (items.length !== 1) return null;
        used.add(items[0] as Found);
        values[need] = [(items[0] as Found).ref];
        break;
      }
      case 'target': {
        if (found.length !== 1) return null;
        used.add(found[0] as Found);
        values.target = [(found[0] as Found).ref];
        break;
      }
      case 'targets': {
        if (found.length === 0) return null;
        for (const f of found) used.add(f);
        values.targets = [...new Set(found.map((f) => f.ref))];
        break;
      }
      case 'url':
        if (clause.urls.length !== 1) return null;
        values.url = clause.urls[0] as string;
        break;
      case 'method':
        if (clause.methods.length !== 1) return null;
        values.method = clause.methods[0] as string;
        break;
      case 'emails':
        if (clause.emails.length === 0) return null;
        values.emails = clause.emails.join(', ');
        break;
      case 'channelId':
        if (clause.channelIds.length !== 1) return null;
        values.channelId = clause.channelIds[0] as string;
        break;
      case 'newName': {
        const name = reading.needs.includes('target')
          ? valueAfter(clause.text, found[0]?.end ?? -1, compiled.nameMarkers, compiled.valueEnds)
          : calledName(clause, compiled.calledMarkers, compiled.valueEnds);
        if (!name || name.length > 80 || name.split(' ').length > 6) return null;
        values.newName = name;
        break;
      }
      case 'text': {
        const quoted = /[「"“](.+?)[」"”]/.exec(clause.text)?.[1];
        const item = Math.max(found[0]?.end ?? -1, pronounEnd);
        const from =
          reading.textAfter === 'word' ? Math.max(item, ...verbs.map((v) => v.end)) : item;
        const said =
          quoted ?? valueAfter(clause.text, from, compiled.textMarkers, compiled.textEnds);
        if (!said) return null;
        values.text = said.replace(/[.。!！?？]+$/, '');
        break;
      }
      case 'items': {
        if (found.length > 0) return null;
        const items = newItems(clause);
        if (!items) return null;
        values.items = items.join('\n');
        break;
      }
      case 'topic': {
        const topic = topicOf(clause, verbs, compiled.topicFiller);
        if (!topic || topic.split(' ').length > 8) return null;
        values.topic = topic;
        break;
      }
      default:
        break;
    }
  }
  if (clause.emails.length > 0) values.emails ??= clause.emails.join(', ');
  // Every item named must be one the reading uses: "Delete Billing … into Orders" is not read.
  if (found.some((f) => !used.has(f))) return null;
  const tool = values.tool;
  if (tool && typeof tool !== 'string') values.toolName = (tool[0] as EntityRef).name;
  const agent = values.agent;
  if (agent && typeof agent !== 'string') values.agentName = (agent[0] as EntityRef).name;
  return values;
}

/** The words after `from`, past any marker, up to where a remark starts. */
function valueAfter(
  text: string,
  from: number,
  markers: readonly string[],
  ends: readonly string[],
): string | null {
  if (from < 0) return null;
  let rest = text.slice(from).trim();
  for (let again = true; again;) {
    again = false;
    for (const marker of markers) {
      const lower = rest.toLowerCase();
      const edge = rest[marker.length];
      if (lower.startsWith(marker) && (!/[a-z]/i.test(marker) || !edge || !/[a-z]/i.test(edge))) {
        rest = rest.slice(marker.length).trim();
        again = true;
        break;
      }
    }
  }
  let end = rest.length;
  for (const stop of ends) {
    const at = rest.indexOf(stop);
    if (at > 0 && at < end) end = at;
  }
  const value = rest
    .slice(0, end)
    .trim()
    .replace(/^["“「]|["”」]$/g, '')
    .replace(/[.。!！]+$/, '');
  return value.length > 0 ? value : null;
}

/** The name after "called", "as", "ชื่อ", or the Latin name before "として". */
function calledName(
  clause: ClauseValues,
  markers: Matcher,
  ends: readonly string[],
): string | null {
  if (clause.language === 'ja') {
    return (
      /([A-Za-z][A-Za-z0-9 ._'-]*?)\s*(?:として|という)/.exec(clause.masked)?.[1]?.trim() ?? null
    );
  }
  const last = markers(clause.lower).at(-1);
  return last ? valueAfter(clause.masked, last.end, [], ends) : null;
}

/**
 * New items named in a list ("two sub-agents: Billing for invoices and Returns for returns", "a
 * Billing agent for invoices and a Returns agent for returns") or, in Japanese, one new item
 * ("返金対応の Billing エージェント"), as the clauses that create them; null for anything else.
 */
function newItems(clause: ClauseValues): string[] | null {
  const { text } = clause;
  if (clause.language === 'ja') {
    const kind = (['tool', 'router', 'sub_agent'] as const).find((k) => clause.hasKind(k));
    const about = /([^\sA-Za-z、]+?)(?:対応|を担当する)/.exec(text)?.[1];
    const name =
      /([A-Za-z][A-Za-z0-9 ._'-]*?)\s*(?:という|(?:サブ)?エージェント|ツール|ルーター)/.exec(
        text,
      )?.[1];
    if (!kind || (!about && !name)) return null;
    return [createSay(kind, name, about, clause.urls[0])];
  }
  if (clause.language !== 'en') return null;
  const repeated = [
    ...text.matchAll(
      /\b(?:a|an) ([A-Z][\w-]*(?: [A-Z][\w-]*)*) (?:sub-agent|agent|specialist)(?: for ([^,]+?))?(?=,| and |$)/g,
    ),
  ];
  if (repeated.length >= 2) {
    return repeated.map((m) => createSay('sub_agent', m[1], m[2]?.trim(), undefined));
  }
  // A plural kind word, or any kind word after a number ("two sub-agent" once typos are fixed).
  const head =
    /\b(?:two|three|four|five|2|3|4|5|new)\s+(sub-agents?|agents?|specialists?|routers?|tools?)\b[:,]?\s*(?:called |named )?/i.exec(
      text,
    ) ?? /\b(sub-agents|agents|specialists|routers|tools)\b[:,]?\s*(?:called |named )?/i.exec(text);
  const kind = head ? LIST_KINDS[(head[1] ?? '').toLowerCase().replace(/s?$/, 's')] : undefined;
  if (!head || !kind) return null;
  const list = text.slice(head.index + head[0].length).trim();
  const parts = list.split(/\s*(?:,\s*and\s+|,\s*|\s+and\s+)(?=[A-Z])/);
  // One new item only after a colon ("new router: Escalations"); the clause readers do the rest.
  const minimum = head[0].includes(':') ? 1 : 2;
  if (parts.length < minimum || !parts.every((part) => /^[A-Z]/.test(part))) return null;
  return parts.map((part) => {
    const cut = /,|\s+for\s|\s*\(|\s+at\s|\s+that\s|\s+to\s/.exec(part);
    const name = (cut ? part.slice(0, cut.index) : part).trim();
    const rest = cut ? part.slice(cut.index) : '';
    const url = /https?:\/\/\S+/.exec(rest)?.[0];
    const about = rest
      .replace(/^[,\s]*(?:for\s+|\()?/, '')
      .replace(/\)\s*$/, '')
      .trim();
    return createSay(kind, name, url ? undefined : about || undefined, url);
  });
}

function createSay(
  kind: keyof typeof CREATE_SAYS,
  name: string | undefined,
  about: string | undefined,
  url: string | undefined,
): string {
  const named = name ? CREATE_SAYS[kind] : CREATE_SAYS[kind].replace(' called "{name}"', '');
  return named
    .replace('{name}', name ?? '')
    .replace('{ that handles about}', about ? ` that handles ${about}` : '')
    .replace('{ at url}', url ? ` at ${url}` : '');
}

/** What a route is about: English takes out the item, the verb and filler words. */
function topicOf(clause: ClauseValues, verbs: readonly Span[], filler: Matcher): string | null {
  const patterns = TOPIC_PATTERNS[clause.language];
  if (patterns) {
    for (const pattern of patterns) {
      const topic = pattern.exec(clause.masked)?.[1]?.trim();
      if (topic) return topic;
    }
    return null;
  }
  const cut = [...clause.found, ...verbs, ...clause.pronoun];
  let kept = '';
  for (let i = 0; i < clause.masked.length; i += 1) {
    kept += cut.some((s) => i >= s.start && i < s.end) ? ' ' : clause.masked[i];
  }
  const lower = kept.toLowerCase();
  // "send a test message to FAQ" sends one message; a route is about a kind of conversation.
  if (/^\s*(?:a|an|this|my|our)\s/.test(lower)) return null;
  let result = '';
  let last = 0;
  for (const span of filler(lower)) {
    result += `${kept.slice(last, span.start)} `;
    last = span.end;
  }
  result += kept.slice(last);
  const topic = result
    .replace(/[,.!?:;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return topic.length > 0 ? topic : null;
}

function say(reading: SkillReading, values: Filled): string[] | null {
  if (reading.skill === 'delete') {
    const targets = values.targets as readonly EntityRef[];
    return targets.map((ref) => `delete ${refText(ref)}`);
  }
  const template = reading.say.replace(
    '{ for emails}',
    typeof values.emails === 'string' ? ` for ${values.emails}` : '',
  );
  if (reading.skill === 'create') return (values.items as string).split('\n');
  const keys = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  if (!keys.every((key) => key in values)) return null;
  return [
    template.replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = values[key] as string | readonly EntityRef[];
      return typeof value === 'string' ? value : refText(value[0] as EntityRef);
    }),
  ];
}

/** "the Order lookup tool", "the Main router", "the Support LINE channel". */
function refText(ref: EntityRef): string {
  const label = LABELS[ref.type as RefType];
  const named = ref.name.toLowerCase().endsWith(label.split(' ')[0]?.toLowerCase() ?? '');
  return `the ${ref.name}${named && ref.type === 'router' ? '' : ` ${label}`}`;
}
