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
import { closestWord, typoDistance } from './fuzzy.js';
import { EMAIL, capitalize, escapeRegExp, halfWidth, readsAsSentence, sameName } from './phrase.js';
import { parseClause } from './parse-clause.js';
import { CLAUSE_START_WORDS } from './verbs.js';
import { entitiesOf, findByName, itemsOf, ALL_REF_TYPES } from './resolve-reference.js';
import {
  CLAUSE_OPENERS,
  CLAUSE_SPLITS,
  HOLD_STARTS,
  HOLD_WORDS,
  KIND_WORDS,
  NAME_MARKERS,
  REMARK_CONJUNCTIONS,
  REMARK_OPENERS,
  REMARK_SUBJECT,
  CALLED_MARKERS,
  CREATE_SAYS,
  GAPPED,
  ALSO_ITEM,
  JAPANESE_WORDS,
  KEPT_ASIDE,
  SPOKEN_FORMS,
  THAI_WORDS,
  DESCRIBED_BY,
  LIST_KINDS,
  NOT_TOPICS,
  POLITE_ASKS,
  SKILL_READINGS,
  TEXT_ENDS,
  TEXT_MARKERS,
  TOPIC_FILLER,
  TOPIC_PATTERNS,
  UNSAID_TOOL,
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
  /** False for a Latin name in a Japanese or Thai clause that is not on the board (yet). */
  readonly known: boolean;
  /** False when nothing next to an unknown name says its kind. */
  readonly typed: boolean;
}

/** A run of Latin script inside Japanese or Thai: a name, unless it is one of these words. */
// A long number after a name ("LINE 1657012345") is a channel id, not part of the name.
const LATIN_RUN = /[A-Za-z][A-Za-z0-9._'-]*(?: (?![0-9]{5,}\b)[A-Za-z0-9][A-Za-z0-9._'-]*)*/g;
const UNTYPED = '?';
const LATIN_KINDS: Readonly<Record<string, RefType>> = {
  agent: 'sub_agent',
  'sub-agent': 'sub_agent',
  bot: 'sub_agent',
  tool: 'tool',
  api: 'tool',
  webhook: 'tool',
  router: 'router',
  line: 'line',
};
/** A name's own marker just before it: what follows is the whole name. */
const NAMED_BEFORE = /(?:ชื่อ|名前は|名前を|名前：|名前:|\bcalled|\bnamed)\s*$/;
const NOT_NAMES = new Set([
  'line',
  'line oa',
  'oa',
  'http',
  'https',
  'url',
  'api',
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'builtin',
  'built-in',
  'webhook',
  'fallback',
]);

/** English words that open a Latin run in Japanese or Thai and are not part of a name. */
const ENGLISH_WORDS_FIRST =
  /^(?:(?:add|create|new|delete|remove|rename|change|update|set|enable|disable|turn on|turn off|test mode|preview mode|testers?|instructions|description|router|tool|agent|sub-agent|http|builtin|built-in|rules?|fallback|prompt|keywords?|endpoint|url|channel)(?: |$))+/i;

/** A compiled word list: where its words are in a lower-cased clause. */
type Matcher = ((lower: string) => Span[]) & {
  /** Which list it is in scanEnglish's or scanLocal's answer; none for an empty list. */
  readonly list?: number;
};

/**
 * English phrases by their first word, for every word list at once: a clause is split into words
 * once, and each word looks up the phrases that start with it. Japanese and Thai have no spaces,
 * so their lists are patterns that match anywhere.
 */
const ENGLISH = new Map<string, { readonly words: readonly string[]; readonly list: number }[]>();
let englishLists = 0;
// A possessive "'s" is its own word, so "the lookup tool's URL" still has the kind word "tool".
const WORD = /[\p{L}\p{N}]+(?:['’-](?!s\b)[\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;
let lastText = '';
let lastHits = new Map<number, Span[]>();

/** Where every English list's phrases are in `lower`; the last clause's answer is kept. */
function scanEnglish(lower: string): Map<number, Span[]> {
  if (lower === lastText) return lastHits;
  const words: string[] = [];
  const starts: number[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(lower); m; m = WORD.exec(lower)) {
    words.push(m[0]);
    starts.push(m.index);
  }
  const hits = new Map<number, Span[]>();
  for (let index = 0; index < words.length; index += 1) {
    for (const phrase of ENGLISH.get(words[index] ?? '') ?? []) {
      const last = index + phrase.words.length - 1;
      if (last >= words.length || !phrase.words.every((w, k) => words[index + k] === w)) continue;
      const spans = hits.get(phrase.list) ?? [];
      spans.push({
        start: starts[index] ?? 0,
        end: (starts[last] ?? 0) + (words[last] ?? '').length,
      });
      hits.set(phrase.list, spans);
    }
  }
  lastText = lower;
  lastHits = hits;
  return hits;
}

function compile(words: Words, language: Language): Matcher {
  const list = [...(words[language] ?? [])].sort((a, b) => b.length - a.length);
  if (list.length === 0) return () => [];
  if (language === 'en') {
    const id = (englishLists += 1);
    for (const phrase of list) {
      const split = [...phrase.toLowerCase().matchAll(WORD)].map((m) => m[0]);
      const first = split[0] ?? '';
      ENGLISH.set(first, [...(ENGLISH.get(first) ?? []), { words: split, list: id }]);
    }
    return Object.assign((lower: string) => scanEnglish(lower).get(id) ?? [], { list: id });
  }
  const id = (localLists += 1);
  const index = LOCAL[language];
  for (const word of list) {
    const lower = word.toLowerCase();
    const first = String.fromCodePoint(lower.codePointAt(0) ?? 0);
    index.set(first, [...(index.get(first) ?? []), { word: lower, list: id }]);
    index.get(first)?.sort((a, b) => b.word.length - a.word.length);
  }
  return Object.assign((lower: string) => scanLocal(lower, language).get(id) ?? [], { list: id });
}

/**
 * Japanese and Thai words by their first character, longest first, for every word list at once.
 * One pass over the clause finds, per list, what a pattern of the list's words (longest first)
 * would: at each place not yet inside one of the list's matches, the list's longest word there.
 */
const LOCAL: Readonly<Record<Language, Map<string, { word: string; list: number }[]>>> = {
  en: new Map(),
  ja: new Map(),
  th: new Map(),
};
let localLists = 0;
/** A Thai vowel written before its consonant belongs to it: "ปิด" (off) is not inside "เปิด" (on). */
const THAI_LEADING_VOWELS = new Set(['เ', 'แ', 'โ', 'ใ', 'ไ']);
let lastLocal = '';
let lastLocalLanguage: Language = 'en';
let lastLocalHits = new Map<number, Span[]>();

function scanLocal(lower: string, language: Language): Map<number, Span[]> {
  if (lower === lastLocal && language === lastLocalLanguage) return lastLocalHits;
  const index = LOCAL[language];
  const hits = new Map<number, Span[]>();
  const free = new Map<number, number>();
  for (let at = 0; at < lower.length;) {
    const first = String.fromCodePoint(lower.codePointAt(at) ?? 0);
    const entries = index.get(first);
    const bound = language === 'th' && THAI_LEADING_VOWELS.has(lower[at - 1] ?? '');
    if (entries && !bound) {
      for (const { word, list } of entries) {
        if ((free.get(list) ?? 0) > at || !lower.startsWith(word, at)) continue;
        const spans = hits.get(list) ?? [];
        spans.push({ start: at, end: at + word.length });
        hits.set(list, spans);
        free.set(list, at + word.length);
      }
    }
    at += first.length;
  }
  lastLocal = lower;
  lastLocalLanguage = language;
  lastLocalHits = hits;
  return hits;
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

// A URL ends where Japanese or Thai (or full-width punctuation) starts: "…/{orderId}に変更".
const URL =
  /https?:\/\/[^\s"'\u0E00-\u0E7F\u3000-\u9FFF\uFF00-\uFFEF]+[^\s"'.,!?)\u0E00-\u0E7F\u3000-\u9FFF\uFF00-\uFFEF]/g;
const CHANNEL_ID = /(?<![0-9])[0-9]{10}(?![0-9])/g;
const METHOD = /\b(GET|POST|PUT|PATCH|DELETE)\b/g;
const REMARK = new RegExp(
  `(?:,|\\s[—–-])\\s+(?:${REMARK_OPENERS.map(escapeRegExp).join('|')})\\b|\\s(?:${REMARK_CONJUNCTIONS.join('|')})(?![\\w'])`,
  'i',
);

const HOLD_START = new RegExp(
  `^(?:(?:please|ok|okay|so|and|but|then|hmm|hey|hi)[, ]+)*(?:${HOLD_STARTS.join('|')})(?![\\w'])`,
);

const NOT_NEW_NAMES = new Set([
  'fallback',
  'default',
  'human',
  'a human',
  'test mode',
  'preview',
  'testers',
  'router',
  'tool',
  'agent',
  'sub-agent',
  'line',
  'pause',
  'off',
  'on',
]);

// ("แก้ instructions ของ Orders เป็น: …": in Thai or Japanese, the item may come between.)
const FIELD_LABEL =
  /\b(?:instructions|description|prompt)(?: for [^:]{1,40}|(?=[^:\n]*[^ -~])[^:：\n]{1,40})?\s*[:：]/;

/** "…", “…”, 「…」 and '…' around words (an apostrophe inside a word is no quote). */
const DOUBLE_QUOTED = /「[^」]*」|"[^"]*"|“[^”]*”/g;
const QUOTED_SPANS = new RegExp(`${DOUBLE_QUOTED.source}|(?<!\\w)'(?:[^']|'(?=\\w))*'(?!\\w)`, 'g');

const ENDPOINT_ONLY = /^(GET|POST|PUT|PATCH|DELETE)\s+(https?:\/\/\S+?)[。.]?$/;

/** A Japanese or Thai clause this short that names nothing may mean what came before. */
const UNSAID_LENGTH = 24;

/** Clauses longer than this are left to the clause readers (which bound them too). */
const MAX_CLAUSE_LENGTH = 400;
const INSTEAD_OF: Readonly<Record<Language, RegExp>> = {
  en: /\b(?:instead of|rather than)\b[^,.;]*|,\s*(?:but )?not\b[^,.;]*/gi,
  ja: /(?:[A-Za-z][\w .'-]*?|人間|有人|オペレーター|スタッフ|担当者|人)\s*(?:ではなく|じゃなくて|じゃなく|の代わりに)/g,
  th: /แทน\s*[A-Za-z][\w .'-]*/g,
};

const LABELS: Readonly<Record<RefType, string>> = {
  sub_agent: 'sub-agent',
  tool: 'tool',
  router: 'router',
  line: 'LINE channel',
};

/**
 * A Japanese or Thai instruction as the English clauses the clause readers understand: each clause
 * read by the skill reader, or kept as typed (the readers then say it was not understood).
 *
 * @example
 * readLocalized('Billing エージェントを追加して、返金の質問をそこに回して', board, 'ja');
 * // ['add a sub-agent called "Billing"', 'route "返金の質問" to it']
 */
export function readLocalized(text: string, board: Board, language: 'ja' | 'th'): string[] {
  // Quoted text 「…。…」 is one value: its sentence ends split nothing.
  const quoted: string[] = [];
  const spoken = (SPOKEN_FORMS[language] ?? []).reduce(
    (said, [form, written]) => said.replace(form, written),
    swappedNames(
      ascii(text, WIDE_LETTERS).replace(KEPT_ASIDE[language] ?? /$^/, ''),
      namesOf(board, language),
    ),
  );
  // "แก้ instructions ของ Orders เป็น: …": after a field's label and colon, the line is its value.
  const label = FIELD_LABEL.exec(spoken);
  const from = label ? label.index + label[0].length : -1;
  const to = spoken.indexOf('\n', from) < 0 ? spoken.length : spoken.indexOf('\n', from);
  const value = from < 0 ? '' : spoken.slice(from, to).trim();
  const valued =
    value && !/["“「]/.test(spoken.slice(from))
      ? `${spoken.slice(0, from)} "${value}"${spoken.slice(to)}`
      : spoken;
  const held = exceptFor(arrowRoutes(valued, board, language), board, language).replace(
    DOUBLE_QUOTED,
    (q) => `\uE000${quoted.push(q) - 1}\uE001`,
  );
  const restore = (part: string): string =>
    part.replace(/\uE000(\d+)\uE001/g, (_, i: string) => quoted[Number(i)] ?? '');
  const parts = held
    .split(CLAUSE_SPLITS[language] ?? /\n/)
    .map((part) =>
      restore(part)
        .trim()
        .replace(CLAUSE_OPENERS[language] ?? /^/, ''),
    )
    .filter((part) => part.length > 0 && !COURTESY[language].test(part))
    .flatMap((part) => eachField(part, language))
    .flatMap((part) => eachAgent(part, board, language))
    .flatMap((part) => verbForEach(part, language))
    // "以下のメールアドレスをテスターに追加…\ntanaka@…\nkato@…": e-mails on lines of their own
    // belong to the request before them.
    .reduce<string[]>((joined, part) => {
      // (Said before it, so the request's ending stays its end.)
      if (EMAIL_LINE.test(part) && joined.length > 0) {
        const request = joined.pop() ?? '';
        const emails = request.match(/^(?:\S+@\S+ )+/)?.[0] ?? '';
        joined.push(`${emails}${part} ${request.slice(emails.length)}`);
      } else joined.push(part);
      return joined;
    }, []);
  // Each part is read once, however many times the joins below ask, on the board with the
  // sub-agents the message has made so far ("…ชื่อ Appointments … ให้คำถามเรื่องนัดหมายส่งไปที่
  // Appointments").
  const readings = new Map<string, string[] | null>();
  let known = board;
  const read = (clause: string): string[] | null => {
    const on = known.subAgents.some((item) => clause.includes(item.name)) ? known : board;
    const key = `${on === board ? '' : '+'}${clause}`;
    if (!readings.has(key))
      readings.set(key, readSkills(ascii(boardNamesInScript(clause, on, language)), on, language));
    return readings.get(key) ?? null;
  };
  // "เปลี่ยนชื่อ Orders เป็น "ออเดอร์" แล้วก็ Main router เป็น "หน้าร้าน"": the item after the
  // split has the verb of the one before it.
  const gapped = GAPPED[language];
  const borrowVerb = (before: string | undefined, part: string): string[] | null => {
    const verb = before && gapped && !gapped.last ? gapped.verb.exec(before)?.[1] : undefined;
    return verb && gapped?.item.test(part) ? read(`${verb} ${part}`) : null;
  };
  // "…削除してください。あと Order lookup ツールも。": the item takes the verb before it.
  const also = ALSO_ITEM[language];
  const alsoItem = (before: string | undefined, part: string): string[] | null => {
    const item = also?.item.exec(part)?.[1];
    const verb = item && before ? also.verb.exec(before)?.[1] : undefined;
    if (!item || !verb) return null;
    return read(also.last ? `${item}を${verb}` : `${verb} ${item}`);
  };
  const clauses: string[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index] ?? '';
    const next = parts[index + 1];
    // "alice@… は今月で退職なので、テスターから外してください": the reason names what the request
    // after it, which names nothing, is about.
    // ("ポイント還元の質問が…大変なので、FAQ に回して": or the questions it speaks of.)
    const reason =
      next !== undefined && REASON_END[language]?.test(part) && !read(part) && !read(next);
    const topic = reason ? REASON_TOPIC[language]?.exec(part)?.[1] : undefined;
    // "Orders の instructions を update したく。内容：「…」": the value said after the request.
    const valued =
      next !== undefined && VALUE_ONLY[language]?.test(next) && !read(part)
        ? read(`${part} ${next}`)
        : null;
    const joined = reason
      ? (read(`${part} ${next}`) ?? (topic ? read(`${topic}は ${next}`) : null))
      : valued;
    if (joined) index += 1;
    clauses.push(
      ...(joined ??
        read(part) ??
        borrowVerb(parts[index - 1], part) ??
        alsoItem(parts[index - 1], part) ??
        saidOfNew(clauses, part, board, language) ??
        fieldOfIt(clauses, part, language) ?? [part]),
    );
    const made = /^add a sub-agent called "([^"]+)"/.exec(clauses.at(-1) ?? '')?.[1];
    const model = board.subAgents[0];
    if (made && model && findByName(known, made, ['sub_agent']).length === 0) {
      known = {
        ...known,
        subAgents: [...known.subAgents, { ...model, id: `new_${made}`, name: made }],
      };
    }
  }
  return clauses;
}

/** What a new sub-agent does, said after the request that makes it ("…担当させたいです"). */
const HANDLES: Readonly<Record<'ja' | 'th', RegExp>> = {
  ja: /^(?!.*[A-Za-z])(.*(?:担当|答え|対応|受け持|扱)(?:します|ます|する)?)(?:させたい(?:です)?|させて(?:ください)?|です)?[。.！!]*$/,
  // ("ให้คอยตอบคำถามเรื่อง…": have it keep answering.)
  th: /^(?!.*[A-Za-z])(?:ให้)?(?:คอย)?((?:ดูแล|ตอบ|รับผิดชอบ)\S*?)(?:ครับ|ค่ะ|คะ|นะ|จ้า)*$/,
};

/**
 * What the sentence after a new item says of it: "Billing というサブエージェントを追加して。返金の
 * 問い合わせを担当させたいです" is the new sub-agent's description; "ツール「Handoff」を追加して。
 * 組み込みツールで…" makes the new tool, which calls no address, a builtin one.
 */
function saidOfNew(
  clauses: string[],
  part: string,
  board: Board,
  language: 'ja' | 'th',
): string[] | null {
  const before = clauses.at(-1) ?? '';
  if (/^add an HTTP tool called "[^"]*"$/.test(before) && BUILTIN.test(part)) {
    clauses.pop();
    return [before.replace('an HTTP', 'a builtin')];
  }
  // ("Parts というエージェントを追加して、Order lookup ツールを使えるようにして": its tool;
  // "สร้างเอเจนต์ชื่อ Tracking … แล้วให้ใช้เครื่องมือ Order lookup ได้ด้วย": the agent is unsaid.)
  const tool =
    UNSAID_TOOL[language]?.test(part) || USES[language]?.test(part)
      ? mentionedIn(part, board).refs.find((ref) => ref.type === 'tool')
      : undefined;
  // (Also after the clauses that already speak of it: "…を追加して、…を担当させて。Order lookup
  // ツールも使えるようにして".)
  let made = clauses.length - 1;
  while (tool && made >= 0 && /\b(?:of|to) it\b/.test(clauses[made] ?? '')) made -= 1;
  if (!(clauses[made] ?? '').startsWith('add a sub-agent called ')) return null;
  if (tool) return [`give the ${tool.name} tool to it`];
  const does = HANDLES[language].exec(part);
  return does?.[1] ? [`change the description of it to "${does[1]}"`] : null;
}

/**
 * "…の名前を「注文窓口」に変えて、説明も「…」にして": a field and its quoted value with no item, after
 * a clause about one: that item's field.
 */
function fieldOfIt(
  clauses: readonly string[],
  part: string,
  language: 'ja' | 'th',
): string[] | null {
  if (clauses.length === 0) return null;
  // ("テスターから alice@… を削除して、yamada@… を追加して": the testers still.)
  const emails = part.match(EMAIL);
  if (emails && /tester|test mode/.test(clauses.at(-1) ?? '') && ADDS[language].test(part))
    return [`add ${emails.join(', ')} as a tester`];
  // ("ขอเพิ่ม jane@… เป็นผู้ทดสอบ แล้วเอา owner@… ออกด้วย": and that one off them.)
  if (emails && /tester|test mode/.test(clauses.at(-1) ?? '') && REMOVES[language].test(part))
    return [`remove ${emails.join(', ')} from the testers`];
  const [, field, value] = FIELD_OF_IT[language].exec(part) ?? [];
  if (!field || value === undefined) return null;
  const english = /説明|คำอธิบาย/.test(field) ? 'description' : 'instructions';
  return [`change the ${english} of it to "${value}"`];
}

const ADDS: Readonly<Record<'ja' | 'th', RegExp>> = { ja: /追加|入れ|加え/, th: /เพิ่ม|ใส่|เทส/ };
const REMOVES: Readonly<Record<'ja' | 'th', RegExp>> = { ja: /外|削除|消/, th: /เอา.*ออก|ลบ/ };

const FIELD_OF_IT: Readonly<Record<'ja' | 'th', RegExp>> = {
  ja: /^(?:あと|それと|それで|また)?[、\s]*(説明|指示|プロンプト)(?:文)?\s*(?:も|を|は|だけ(?:を|は)?)\s*「([^」]*)」/,
  th: /^(?:แล้ว(?:ก็)?)?\s*(คำอธิบาย|คำสั่ง)\s*(?:ก็)?\s*(?:เป็น|:)?\s*"([^"]*)"/,
};

const BUILTIN = /built-?in|ビルトイン|組み込み|ในตัว/i;
/** A part that only gives a quoted value: "内容：「…」", "文面は「…」です", "ข้อความ: "…"". */
const VALUE_ONLY: Readonly<Partial<Record<'ja' | 'th', RegExp>>> = {
  ja: /^(?:内容|文面|中身|新しい(?:指示|説明)|指示|説明)\s*(?:[:：]|は)\s*「[^」]+」\s*(?:です|でお願いします|で)?[。！!]?$/,
  th: /^(?:เนื้อหา|ข้อความ|คำสั่งใหม่)\s*(?:[:：]|คือ)\s*"[^"]+"\s*(?:ครับ|ค่ะ|นะคะ|นะครับ)?$/,
};
/** "ให้ใช้ …": may use, with no agent said. */
const USES: Readonly<Partial<Record<'ja' | 'th', RegExp>>> = { th: /ให้\s*ใช้/ };

/**
 * "FQA", "Ordres": a word of a board name typed with two letters swapped, in Japanese or Thai (the
 * English normalizer corrects typos of its own). Only a swap: "Mail" is never "Main".
 */
function swappedNames(text: string, names: readonly BoardName[]): string {
  if (!/[A-Z][A-Za-z]{2}/.test(text)) return text;
  const words = new Map(
    names
      .flatMap(({ ref }) => ref.name.split(' '))
      .filter((word) => word.length >= 3)
      .map((word) => [word.toLowerCase(), word] as const),
  );
  return text.replace(/(?<![\w@./-])[A-Z][A-Za-z]{2,}(?![\w.-]*[@/])/g, (typed) => {
    const lower = typed.toLowerCase();
    if (words.has(lower)) return typed;
    for (const [word, written] of words) {
      if (word.length !== lower.length) continue;
      const at = [...word].findIndex((letter, i) => letter !== lower[i]);
      const swapped = `${lower.slice(0, at)}${lower[at + 1] ?? ''}${lower[at] ?? ''}${lower.slice(at + 2)}`;
      if (at >= 0 && swapped === word) return written;
    }
    return typed;
  });
}

/**
 * A greeting or sign-off line alone ("お疲れ様です。", "何卒よろしくお願い申し上げます"), and a letter's
 * wrapping: who it is to ("… ご担当者様", "เรียน ทีมงาน"), the company or department that writes
 * ("株式会社…", "ฝ่ายบริการลูกค้า บจก. …"), the lead-in to its list ("…ดำเนินการดังนี้") and its
 * close: no request.
 */
const COURTESY: Readonly<Record<'ja' | 'th', RegExp>> = {
  ja: /^(?:(?:いつも|平素より|平素は)?(?:大変)?お(?:疲れ様|疲れさま|つかれさま|世話に)(?:です|でございます|なっております|なります)|(?:(?:お忙しいところ|お手数(?:をおかけします|です)が|恐縮(?:です)?が|恐れ入りますが)[、,\s]*)*(?:何卒|引き続き|今日も|本日も)?よろしく(?:お願い(?:いたします|致します|します|申し上げます))?|いつも(?:大変)?助かって(?:い)?ます|(?:株式会社|有限会社)\S{1,30}|\S{1,30}(?:株式会社|御中)|[^。\n、をにが]{0,40}(?:様|各位)|(?:ご不明な点(?:など)?がございましたら|(?:わからない|分からない|不明な)(?:点|こと)(?:が)?あれば)[^。\n]*)[。！!]*$/,
  th: /^(?:(?:สวัสดี|ขอบคุณ)(?:ครับ|ค่ะ|คะ|นะ|จ้า|มาก|ล่วงหน้า|\s)*|เรียน\s*(?:คุณ|ทีม|ฝ่าย|ผู้)\S{0,30}|ขอแสดงความนับถือ|จึงเรียนมาเพื่อ[^\n]*|(?:ฝ่าย|แผนก)\S{1,30}(?:\s+(?:บจก\.?|บริษัท)\s*\S[^\n]{0,40})?|[^\n]{0,40}(?:ดำเนินการ(?:ตาม)?ดังนี้|ตั้งค่าตามนี้)\s*[:：]?(?:ครับ|ค่ะ|คะ|นะ)*)$/,
};

const EMAIL_LINE = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/;

/** A clause that gives the reason for the one after it. */
const REASON_END: Readonly<Partial<Record<'ja' | 'th', RegExp>>> = {
  ja: /(?:ので|から|ため)$/,
  // ("alice@… ย้ายทีมแล้ว เอาออกจาก tester ด้วยนะ": Thai splits after แล้ว, which ends the reason.)
  th: /[A-Za-z@]/,
};

/** The questions a Japanese reason speaks of: "ポイント還元の質問が全部…ので". */
const REASON_TOPIC: Readonly<Partial<Record<'ja' | 'th', RegExp>>> = {
  ja: /^([^、。\s]{1,30}?(?:質問|問い合わせ|相談|連絡))(?:が|も)/,
};

/**
 * "Orders 以外のエージェント", "agent อื่นที่ไม่ใช่ Orders", "ทุกเอเจนต์ยกเว้น Orders": the board's one
 * other sub-agent, by name.
 */
function exceptFor(text: string, board: Board, language: 'ja' | 'th'): string {
  const except = EXCEPT_AGENT[language];
  return except
    ? text.replace(except, (all, name: string) => {
        const others = board.subAgents.filter((agent) => !sameName(agent.name, name));
        return others.length === 1 && others.length < board.subAgents.length
          ? ` ${others[0]?.name ?? ''} `
          : all;
      })
    : text;
}

/**
 * Several fields of one item in one clause, each with its quoted value: "FAQ の説明を「…」に、指示を
 * 「…」に変更して", "เปลี่ยนคำอธิบายของ FAQ เป็น "…" คำสั่งเป็น "…"". Never for an item the clause
 * makes, whose fields are its own.
 */
const FIELDS_SAID: Readonly<
  Record<
    'ja' | 'th',
    { field: RegExp; makes: RegExp; say: (head: string, field: string, value: string) => string }
  >
> = {
  ja: {
    field:
      /(説明|指示|プロンプト|名前|URL|エンドポイント|メソッド)(?:文)?\s*(?:を|は|[:：])\s*(「[^」]*」|https?:\/\/[^\s、。]+?(?=\s*に)|GET|POST|PUT|PATCH|DELETE)/g,
    makes: /追加|作成|作って|作る|新規|新しく/,
    say: (head, field, value) => `${head}の${field}を${value}に変更して`,
  },
  th: {
    field: /(คำอธิบาย|คำสั่ง|ชื่อ)(?:\s*ของ\s*[A-Za-z][\w .-]*?)?\s*(?:เป็น|:)?\s*("[^"]*")/g,
    makes: /สร้าง|เพิ่ม/,
    say: (head, field, value) => `เปลี่ยน${field}ของ ${head} เป็น ${value}`,
  },
};

function eachField(part: string, language: 'ja' | 'th'): string[] {
  const { field, makes, say } = FIELDS_SAID[language];
  // (Most parts hold at most one quoted value: nothing to look for.)
  if (part.split(language === 'ja' ? '「' : '"').length < 3 && !/https?:|GET|POST/.test(part))
    return [part];
  const fields = [...part.matchAll(field)];
  const first = fields[0];
  if (fields.length < 2 || !first || makes.test(part)) return [part];
  // (Each a different field, with no other item named between them: "FAQ の名前を「A」に、Orders
  // の名前を「B」に" is two items, each read with its own.)
  const names = new Set(fields.map((said) => said[1]));
  const between = fields.slice(1).map((said, i) => {
    const before = fields[i] as RegExpExecArray;
    return part.slice(before.index + before[0].length, said.index);
  });
  if (names.size < fields.length || between.some((gap) => /[A-Za-z\u30A0-\u30FF]/.test(gap)))
    return [part];
  // (The item is what comes before the first field: "FAQ の", "ของ FAQ".)
  const head = (
    language === 'ja'
      ? part.slice(0, first.index).replace(/\s*の\s*$/, '')
      : (/ของ\s*([A-Za-z][\w .-]*?)\s*(?:เป็น|$)/.exec(part)?.[1] ?? '')
  ).trim();
  // (Only a name: "FAQ", "オーダーズ"; never a sentence before the fields.)
  if (!/^[A-Za-z\u30A0-\u30FF][\w \u30A0-\u30FF・ー.-]{0,40}$/.test(head)) return [part];
  return fields.map((said) => say(head, said[1] ?? '', said[2] ?? ''));
}

/**
 * Several sub-agents named at once, by a word for all of them or as a list: "両方のエージェント",
 * "Orders と FAQ", "ทุกเอเจนต์", "Orders กับ FAQ". Looked for only where a field or a tool is
 * changed (never a route, which has one sub-agent).
 */
const EVERY_AGENT_SAID: Readonly<
  Record<'ja' | 'th', { every: RegExp; list: RegExp; asks: RegExp }>
> = {
  ja: {
    every:
      /(?:両方|全て|すべて|全部|各|それぞれ)の(?:サブ)?エージェント|(?:サブ)?エージェント(?:全部|全員|両方|すべて|それぞれ)/,
    list: /([A-Za-z][\w .-]*?)\s*(?:と|、|や)\s*([A-Za-z][\w .-]*?)(?:\s*(?:の)?\s*(?:両方|どちらも))?(?=\s*(?:の|に|を|は|、))/,
    asks: /指示|説明|プロンプト|ツール|tool|instructions|description|使わせ|使える|持たせ/i,
  },
  th: {
    every:
      /ทุก\s*(?:ซับ)?(?:เอเจนต์|agent)|(?:ซับ)?(?:เอเจนต์|agent)\s*(?:ทุกตัว|ทั้งหมด|ทั้งสอง(?:ตัว)?)|ทั้งสอง\s*(?:ซับ)?(?:เอเจนต์|agent)/,
    list: /([A-Za-z][\w .-]*?)\s*(?:และ|กับ|,)\s*([A-Za-z][\w.-]*(?: [A-Za-z][\w.-]*)*)/,
    asks: /คำสั่ง|คำอธิบาย|พรอมต์|ทูล|tool|instructions|description/i,
  },
};
const MAX_AGENTS_AT_ONCE = 5;

/**
 * "両方のエージェントの指示を「…」にして": the clause once per sub-agent it names.
 *
 * @example
 * eachAgent('Orders と FAQ の指示を「敬語で」にして', board, 'ja');
 * // ['Orders の指示を「敬語で」にして', 'FAQ の指示を「敬語で」にして']
 */
function eachAgent(part: string, board: Board, language: 'ja' | 'th'): string[] {
  const { every, list, asks } = EVERY_AGENT_SAID[language];
  const outside = part.replace(/「[^」]*」|"[^"]*"/g, ' ');
  if (!asks.test(outside)) return [part];
  // ("FAQ 以外のエージェント全部", "ทุกเอเจนต์ยกเว้น Orders": every agent but the one named.)
  const except = new RegExp(EXCEPT_AGENT[language].source).exec(outside);
  const others = except
    ? board.subAgents.filter((agent) => !sameName(agent.name, except[1]?.trim() ?? ''))
    : [];
  if (except && others.length >= 1 && others.length < board.subAgents.length)
    return others.map(({ name }) => part.replace(except[0], ` ${name} `));
  const all = board.subAgents.map((agent) => agent.name);
  const everyOne = every.exec(outside);
  if (everyOne && all.length >= 2 && all.length <= MAX_AGENTS_AT_ONCE)
    return all.map((name) => part.replace(everyOne[0], ` ${name} `));
  const listed = list.exec(outside);
  const names = listed
    ?.slice(1, 3)
    .map((said) => board.subAgents.find((agent) => sameName(agent.name, said.trim()))?.name);
  if (!listed || !names?.every((name) => name !== undefined)) return [part];
  return names.map((name) => part.replace(listed[0], ` ${name ?? ''} `));
}

/** A line "topic → sub-agent" ("返金の問い合わせ → Billing"), or any other line with an arrow. */
const ARROW_LINE =
  /^((?:[^\n→>]*(?:[.!?][ \t]+|[。！？][ \t]*))?)((?:[^\n→>.!?。！？]|[.!?](?![ \t]))*?)\s*(?:→|->|⇒)\s*([^\n→>(]+?)\s*(\([^)\n]*\))?\s*$/gm;
/** A comma between two arrows' items on one line. */
const ARROWS_IN_A_ROW =
  /(?<=(?:→|->|⇒)[^\n,;、→>]{1,40})\s*[,;、]\s*(?=[^\n,;、→>]{1,40}(?:→|->|⇒))/g;
/** "(already there, leave it)": a line that says it asks for nothing. */
const AS_IT_IS = /already|leave|keep|as is|no change|そのまま|済み|อยู่แล้ว/i;
/** A new name in Japanese script after an arrow, unless it says what to do ("FAQ → 削除"). */
const JAPANESE_NAME =
  /^(?!.*(?:削除|追加|変更|無効|有効|オフ|オン|停止|解除))[\p{sc=Han}\p{sc=Katakana}ー・]+$/u;

/**
 * Lines of a note with an arrow. "・クーポンの質問 → ＦＡＱ", "Invoice questions → Billing": a topic
 * that names nothing on the board, sent to a sub-agent on it (in English also one the note makes:
 * "Billing agent – refunds" over "Refunds → Billing"). "fallback → FAQ": what matches nothing.
 * "Main router → 受付ルーター": an item on the board, renamed (the new name quoted as one value).
 */
export function arrowRoutes(text: string, board: Board, language: Language): string {
  if (!/→|->|⇒/.test(text)) return text;
  const names = namesOf(board, language);
  // ("faq→Help Desk, orders→Shipping": one line each.)
  return text
    .replace(ARROWS_IN_A_ROW, '\n')
    .replace(ARROW_LINE, (line, lead: string, from: string, pointed: string, aside?: string) => {
      // ("We just launched gift cards. Invoice questions → Billing": what comes before the
      // arrow's own sentence stays as it is.)
      const says = arrowSays(from, pointed, aside);
      return says === null ? line : `${lead}${says}`;
    });
  function arrowSays(from: string, pointed: string, aside?: string): string | null {
    if (aside) return AS_IT_IS.test(aside) ? '' : null;
    // ("返金の問い合わせ → Orders でお願いします": the name, without the courtesy after it.)
    const to = pointed.replace(ASKING_TAIL, '').replace(/[。．！!]+$/, '');
    // ("Refunds → Orders?", "currently refunds → FAQ": asked or said of how it is, not asked for.)
    if (/[?？]/.test(to) || NOT_ASKED.test(from) || !/\S/.test(from)) return null;
    // ("faq → Help Desk": an item by its whole name, then a new name in capitals.)
    // ("router → Dispatcher": the kind word of the board's only router or tool names it.)
    const whole = from.trim().toLowerCase();
    const only = (
      items: readonly { readonly id: string; readonly name: string }[],
      type: RefType,
    ) =>
      items.length === 1 && items[0]
        ? { name: whole, ref: { type, id: items[0].id, name: items[0].name } }
        : undefined;
    const item =
      language === 'en'
        ? (names.find(({ name }) => name === whole) ??
          (whole === 'router'
            ? only(board.routers, 'router')
            : whole === 'tool'
              ? only(board.tools, 'tool')
              : undefined))
        : undefined;
    if (item && NEW_NAME.test(to) && !names.some(({ name }) => name === to.toLowerCase()))
      return `rename ${item.ref.name} to "${to}"`;
    const fallback = language === 'en' && FALLBACK_WORD.test(from);
    // (English routes only a topic said as one, "Invoice questions → Billing"; a topic in lower
    // case is the normalizer's, as it always was; "Anything the router can't match → Orders" is
    // the readers'. Routing every line of an English note had a wrong action on a corpus half
    // never read, so it is not done.)
    if (language === 'en' && !fallback && !TOPIC_END.test(from)) return null;
    if (
      language === 'en' &&
      !fallback &&
      (/^\s*[a-z]/.test(from) || ARROW_VERB.test(from) || NO_MATCH.test(from))
    )
      return null;
    const said = ascii(from).toLowerCase();
    // ("the lookup tool → FAQ" names the Order lookup tool too.)
    const named =
      names.some(({ name }) => said.includes(name)) || mentionedIn(from, board).refs.length > 0;
    if (named) return language === 'ja' && JAPANESE_NAME.test(to) ? `${from} → 「${to}」` : null;
    const agent =
      board.subAgents.find((a) => sameName(a.name, ascii(to)))?.name ??
      (language === 'en' && newAgentIn(text, to) ? to : undefined);
    if (!agent) return null;
    if (language === 'en')
      return fallback ? `set the fallback to ${agent}` : `route ${from} to ${agent}`;
    return language === 'ja' ? `${from}は ${agent} に回して` : `ส่ง${from}ไปที่ ${agent}`;
  }
}

/** "でお願いします", "にしてください", "ด้วยนะครับ", " please" after what an arrow points at. */
const ASKING_TAIL =
  /(?<=[A-Za-z0-9\p{sc=Katakana}\p{sc=Han}ー])\s*(?:(?:で|に)(?:お願い(?:します|いたします|致します)?|して(?:ください|下さい)?)|ด้วย|(?:นะ)?(?:ครับ|ค่ะ|คะ|จ้า)|,?\s+(?:please|pls|plz|thanks|thank you)\b)+[。！!.]*$/iu;
/** A new name after an arrow: a name-like run with no word of what to do ("FAQ → Delete"). */
const NEW_NAME =
  /^(?!(?:delete|remove|drop|disable|enable|disconnect|connect|on|off|paused?|rename|none|nothing|fallback|default|everything|human|staff|please|pls|a |the )\b)[A-Z][\w&'. -]{0,40}$/i;
/** A line that already says what to do ("route X → Y", "FAQ → delete") is left to the readers. */
const ARROW_VERB =
  /\b(?:route|send|forward|rename|call|delete|remove|move|give|add|create|set)\b|:/i;
const NOT_ASKED =
  /\b(?:if|currently|now|today|before|was|were|used to|still|already|at the moment|right now|should we|do we|does|is|are)\b|今|現在|ตอนนี้/i;
const TOPIC_END =
  /\b(?:questions|requests|issues|complaints|queries|claims|stuff|enquiries|inquiries|messages|chats)\s*$/i;
const NO_MATCH = /\b(?:match|matches|else|rest|fallback|unmatched|everything|anything)\b/i;
const FALLBACK_WORD =
  /^\s*(?:the )?(?:fallback|everything else|anything else|the rest|rest|unmatched|no match)\s*$/i;

/** "Billing agent – refunds", "agent called Billing": a sub-agent the message makes. */
function newAgentIn(text: string, name: string): boolean {
  if (!/^[A-Z][\w -]{0,40}$/.test(name)) return false;
  const escaped = escapeRegExp(name);
  return new RegExp(
    `(?:^|\\n)\\s*${escaped} (?:sub-agent|agent|specialist)\\b|\\b(?:called|named|agent|sub-agent) ["“]?${escaped}\\b`,
  ).test(text);
}

const EXCEPT_AGENT: Readonly<Record<'ja' | 'th', RegExp>> = {
  // ("エージェントは FAQ 以外全部", "ทุกเอเจนต์ยกเว้น Orders": every agent but one, too.)
  ja: /(?:(?:サブ)?エージェントは\s*)?([A-Za-z][\w .-]*?)\s*以外(?:の(?:全|すべての|全ての)?(?:サブ)?エージェント(?:全部|全員|すべて|全て)?|は?(?:全部|すべて|全て))/g,
  th: /(?:(?:เอเจนต์|agent)\s*(?:อื่น|ตัวอื่น)\s*(?:ที่ไม่ใช่|นอกจาก)|(?:ทุก\s*(?:เอเจนต์|agent)|(?:เอเจนต์|agent)\s*(?:ทุกตัว|ทั้งหมด))\s*(?:ยกเว้น|นอกจาก))\s*([A-Za-z][\w .-]*)/g,
};

/** The board's words as each language writes them, and a run of that script. */
const SCRIPTS: Readonly<
  Record<
    'ja' | 'th',
    {
      words: Readonly<Record<string, string>>;
      run: RegExp;
      any: RegExp;
      word: RegExp;
      kind: RegExp;
      tool: RegExp;
    }
  >
> = {
  ja: script(
    JAPANESE_WORDS,
    /[\u30A1-\u30FA\u30FC\u4E00-\u9FFF]+/g,
    /^(?:サブ)?エージェント|^係/,
    /^ツール/,
  ),
  // ("เปลี่ยนชื่อออเดอร์เป็น …": right after a verb that takes an item, the word is its name;
  // "…ส่งไปที่ออเดอร์": so is where something is sent.)
  th: script(
    THAI_WORDS,
    /[\u0E00-\u0E7F]+/g,
    /(?:เอเจนต์|ตัว|(?:^|ช่วย|รบกวน|ขอ)(?:เปลี่ยนชื่อ|ลบ))$/,
    /(?:ทูล|เครื่องมือ)$/,
  ),
};

function script(words: Readonly<Record<string, string>>, run: RegExp, kind: RegExp, tool: RegExp) {
  const word = new RegExp(
    Object.keys(words)
      .sort((a, b) => b.length - a.length)
      .join('|'),
    'g',
  );
  return { words, run, any: new RegExp(word.source), word, kind, tool };
}

const JAPANESE_ANY = SCRIPTS.ja.any;
/** "…ส่งไปที่ออเดอร์": where something is sent, said just before the name. */
const SENT_TO: Readonly<Partial<Record<'ja' | 'th', RegExp>>> = { th: /(?:ไปที่|ไปหา)$/ };

/**
 * "メインルーターを Front desk に" → " Main router を Front desk に", "注文検索ツール" →
 * " Order lookup ツール", "เปลี่ยนชื่อเอเจนต์ออเดอร์เป็น …" → "… Orders …": a board name written in
 * katakana, Thai letters or Japanese words, found when the longest run of adjacent known words,
 * read as English, is the whole name (or its plural, next to a kind word: "เอเจนต์ออเดอร์"). The
 * rest of the run (a kind word such as ツール) stays.
 */
function boardNamesInScript(clause: string, board: Board, language: 'ja' | 'th'): string {
  const { words: table, run: runs, any, word, kind, tool } = SCRIPTS[language];
  if (!any.test(clause)) return clause;
  // A quoted value ("名前を「注文検索」に") is never a name on the board.
  const parts = clause.split(/(「[^」]*」|"[^"]*")/);
  if (parts.length > 1)
    return parts
      .map((part, i) => (i % 2 === 1 ? part : boardNamesInScript(part, board, language)))
      .join('');
  const names = namesOf(board, language);
  const lower = clause.toLowerCase();
  return clause.replace(runs, (run) => {
    const words = [...run.matchAll(word)];
    for (let length = words.length; length > 0; length -= 1) {
      for (let start = 0; start + length <= words.length; start += 1) {
        const said = words.slice(start, start + length);
        const from = said[0]?.index ?? 0;
        const last = said.at(-1) as RegExpExecArray;
        const to = last.index + last[0].length;
        if (said.map((w) => w[0]).join('') !== run.slice(from, to)) continue;
        // ("เราเตอร์หลัก", router main: in Thai the word that tells which comes after.)
        const inOrder = said.map((w) => table[w[0]]);
        const reversed =
          language === 'th' && said.length === 2 ? `${inOrder[1]} ${inOrder[0]}` : '';
        const english =
          reversed && names.some((n) => n.name === reversed) ? reversed : inOrder.join(' ');
        const kindNext =
          kind.test(run.slice(0, from)) ||
          kind.test(run.slice(to)) ||
          SENT_TO[language]?.test(run.slice(0, from)) === true;
        // ("ルックアップツール", "ทูลลุคอัพ": one word of a tool's name, next to the word for tool.)
        const toolNext = tool.test(run.slice(to)) || tool.test(run.slice(0, from));
        const tools = toolNext
          ? names.filter((n) => n.ref.type === 'tool' && n.name.split(' ').includes(english))
          : [];
        const name =
          names.find((n) => n.name === english || (kindNext && n.name === `${english}s`))?.ref
            .name ?? (english.length >= 4 && tools.length === 1 ? tools[0]?.ref.name : undefined);
        // "注文照会のツール（Order lookup）": a name said in English too is found there.
        if (name && !lower.includes(english))
          return `${run.slice(0, from)} ${name} ${run.slice(to)}`;
      }
    }
    return run;
  });
}

/**
 * "FAQ を Help に、Orders を Shipping に名前変更して" → one clause per item, each with the verb.
 *
 * @example
 * verbForEach('เปลี่ยนชื่อ Orders เป็น Delivery และ FAQ เป็น Help', 'th');
 * // ['เปลี่ยนชื่อ Orders เป็น Delivery', 'เปลี่ยนชื่อ FAQ เป็น Help']
 */
function verbForEach(clause: string, language: 'ja' | 'th'): string[] {
  const gapped = GAPPED[language];
  const parts = gapped ? clause.split(gapped.joins).map((part) => part.trim()) : [];
  if (!gapped || parts.length < 2) return [clause];
  const withVerb = (gapped.last ? parts.at(-1) : parts[0]) ?? '';
  const said = gapped.verb.exec(withVerb);
  const verb = said?.[1] ?? said?.[2];
  const others = gapped.last ? parts.slice(0, -1) : parts.slice(1);
  if (!verb || !others.every((part) => gapped.item.test(part))) return [clause];
  // ("営業時間の質問は FAQ、配送の質問は Orders に回して": each item takes the particle too.)
  const particle = said?.[2] && /[にへ]\s*[^にへを、。]+$/.exec(withVerb) ? ' に' : ' ';
  const each = others.map((part) =>
    gapped.last ? `${part}${/[にへ]$/.test(part) ? ' ' : particle}${verb}` : `${verb} ${part}`,
  );
  return gapped.last ? [...each, withVerb] : [withVerb, ...each];
}

/** Full-width letters, digits, signs and spaces ("ＦＡＱ", U+3000) as their ASCII forms. */
function ascii(text: string, signs = /[\uFF01-\uFF5E]/g): string {
  // A quoted value keeps the characters it was typed with ("「よくある質問（営業時間）」").
  return text.replace(/「[^」]*」|([^「]+)/g, (all, outside?: string) =>
    outside === undefined ? all : outside.replace(signs, halfWidth).replace(/\u3000/g, ' '),
  );
}

/** Full-width letters and digits only: what names and values are typed in ("ＦＡＱ、…"). */
const WIDE_LETTERS = /[０-９Ａ-Ｚａ-ｚ]/g;

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
  if (language !== 'en')
    return readClause(raw.replace(POLITE_ASKS[language] ?? /$^/, ''), board, language);
  // "alice@… left, she shouldn't be a tester anymore": when nothing before a "remark" can be
  // read, the remark is the request.
  const cut = withoutRemark(raw);
  return (
    readClause(cut, board, language) ?? (cut === raw ? null : readClause(raw, board, language))
  );
}

function readClause(text: string, board: Board, language: Language): string[] | null {
  const compiled = COMPILED[language];
  // Each value pattern runs only when its telltale character is there: most clauses have none.
  const urls = text.includes('://') ? [...text.matchAll(URL)].map((m) => m[0]) : [];
  const emails = text.includes('@') ? [...text.matchAll(EMAIL)].map((m) => m[0].toLowerCase()) : [];
  // Values are blanked (same length) so their words are never read as names or verbs.
  let masked = urls.length > 0 ? text.replace(URL, blank) : text;
  if (emails.length > 0) masked = masked.replace(EMAIL, blank);
  // "let FAQ answer instead of a human", "แทน FAQ", "FAQ ではなく": what is not wanted names nothing.
  const notWanted = INSTEAD_OF[language];
  if (notWanted && /instead|rather|, (?:but )?not|แทน|ではなく|じゃなく|代わり/i.test(masked))
    masked = masked.replace(notWanted, blank);
  const channelIds = /[0-9]{10}/.test(masked)
    ? [...masked.matchAll(CHANNEL_ID)].map((m) => m[0])
    : [];
  const methods = /[A-Z]{3}/.test(masked)
    ? [...new Set([...masked.matchAll(METHOD)].map((m) => m[1] ?? ''))]
    : [];
  // "— DELETE https://…": a method next to a URL is a value, not the verb "delete".
  if (methods.length > 0 && urls.length > 0) masked = masked.replace(METHOD, blank);
  const lower = masked.toLowerCase();
  // Quoted text is a value: its words ask for nothing ("instructions 'use the first name'").
  // So is what follows "instructions:" ("new instructions for FAQ: use the first name").
  const quotedOut = /["“'「]/.test(lower) ? lower.replace(QUOTED_SPANS, blank) : lower;
  const label = FIELD_LABEL.exec(quotedOut);
  const asked = label
    ? quotedOut.slice(0, label.index + label[0].length) +
      blank(quotedOut.slice(label.index + label[0].length))
    : quotedOut;
  if (compiled.hold(asked).length > 0 || /[?？]\s*$/.test(text) || HOLD_START.test(asked))
    return null;
  // "…ツールを作成。GET https://…。": a method and an address alone are the endpoint of what
  // was just named.
  const endpoint = urls.length === 1 ? ENDPOINT_ONLY.exec(text.trim()) : null;
  if (endpoint && language !== 'en')
    return [`change the URL of it to ${endpoint[2]}`, `it should use ${endpoint[1]}`];
  // "（Orders の）説明は「…」、指示は「…」でお願いします": the labelled fields of the sub-agent named,
  // or of the one named before.
  const fields =
    language === 'en' || CREATES[language]?.test(text) ? [] : labelledFields(text, language, true);
  if (fields.length > 0) {
    const items = findItems(masked, lower, board, compiled.kinds, language).filter((f) => f.known);
    const [agent, more] = items;
    if (!more && (!agent || agent.ref.type === 'sub_agent'))
      return fields.map((field) =>
        agent ? field.replace(' of it ', ` of the ${agent.ref.name} sub-agent `) : field,
      );
  }
  // Most clauses hold no reading's word: the board's names are looked for only when one does.
  const lists = language === 'en' ? scanEnglish(asked) : scanLocal(asked, language);
  const candidates = compiled.readings.filter(
    ({ words, unless }) => lists.has(words.list ?? 0) && !lists.has(unless.list ?? 0),
  );
  if (candidates.length === 0) return null;
  const found = findItems(masked, lower, board, compiled.kinds, language);
  let unknownNames: number[] | undefined;
  const has = (kind: KindWord): boolean => outside(compiled.kinds[kind](lower), found).length > 0;
  const clause: ClauseValues = {
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
    strangers: () => (unknownNames ??= language === 'en' ? strangers(masked, found) : []),
  };
  for (const { reading, words } of candidates) {
    const verbs = words(asked);
    const values = fill(reading, verbs, clause);
    if (
      !values ||
      !reading.needs.every((need) => !need.startsWith('kind:') || has(need.slice(5) as KindWord))
    )
      continue;
    return say(reading, values);
  }
  return null;
}

/**
 * The board's items and the e-mails a clause names, whatever it asks: what a later "it" or "her"
 * can point at when the clause itself asks for nothing ("LINE can go back to the bot now, enable
 * it").
 *
 * @example
 * mentionedIn('The Orders assistant keeps promising dates', board);
 * // { refs: [{ type: 'sub_agent', id: 'sag_orders', name: 'Orders' }], emails: [] }
 */
export function mentionedIn(said: string, board: Board): { refs: EntityRef[]; emails: string[] } {
  // ("注文検索ツールは…なので": the board's names as Japanese writes them, too.)
  const raw = JAPANESE_ANY.test(said) ? boardNamesInScript(said, board, 'ja') : said;
  // "Create Orders EU (sub-agent) …" that nobody could read: its "it" is the new item, not Orders.
  if (raw.length > MAX_CLAUSE_LENGTH || parseClause(raw)?.verb === 'create')
    return { refs: [], emails: [] };
  const emails = raw.includes('@') ? [...raw.matchAll(EMAIL)].map((m) => m[0].toLowerCase()) : [];
  const masked = raw.replace(URL, blank).replace(EMAIL, blank);
  const lower = masked.toLowerCase();
  const { kinds } = COMPILED.en;
  const refs = findItems(masked, lower, board, kinds, 'en')
    // "Orders EU": a board name that only begins a longer one names nothing on the board.
    .filter((f) => !/^ [A-Z0-9]/.test(masked.slice(f.end)))
    .map((f) => f.ref);
  // "LINE can go back to the bot now": a kind word of which the board has one item names it.
  if (refs.length > 0) return { refs, emails };
  for (const type of ALL_REF_TYPES) {
    const items = entitiesOf(board, [type]);
    if (items.length === 1 && kinds[type](lower).length > 0) refs.push(...items);
  }
  return { refs, emails };
}

function blank(match: string): string {
  return ' '.repeat(match.length);
}

/**
 * "Delete the Main router, we're redesigning the flow" → "Delete the Main router".
 *
 * @example
 * withoutRemark("Set up a router named After hours, it's for the night shift");
 * // 'Set up a router named After hours'
 */
export function withoutRemark(text: string): string {
  // Asked twice for a clause the skill reader cannot read: the last answer is kept.
  if (text !== lastRemarkText) {
    const said = REMARK.exec(text);
    const subject = /,|\s[—–-]/.test(text) ? REMARK_SUBJECT.exec(text) : null;
    const match =
      said && subject ? (said.index < subject.index ? said : subject) : (said ?? subject);
    lastRemarkText = text;
    lastWithoutRemark = match ? text.slice(0, match.index) : text;
  }
  return lastWithoutRemark;
}

let lastRemarkText = '';
let lastWithoutRemark = '';

/** Capitalised words after the first that are not part of a found item, a kind word or a value. */
function strangers(masked: string, found: readonly Found[]): number[] {
  const starts: number[] = [];
  for (const m of masked.matchAll(/(?<=\s)[A-Z][a-z][\w'-]*/g)) {
    if (COMMON_CAPITALS.has(m[0].toLowerCase())) continue;
    if (!found.some((f) => m.index >= f.start && m.index < f.end)) starts.push(m.index);
  }
  return starts;
}

const LONGER_NEW_NAME = /\b(?:called|named)\s+$/;

/** Capitalised words that are not names: the bot's own words and products. */
const COMMON_CAPITALS = new Set(['line', 'http', 'url', 'api', 'thanks', 'please', 'ok']);

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
  // "「Support LINE JP」として接続": a quoted new name that only begins with a board name is new.
  const quoted = /["“「]/.test(masked) ? [...masked.matchAll(DOUBLE_QUOTED)] : [];
  const quotes = quoted.map((q) => ({
    start: q.index + 1,
    end: q.index + q[0].length - 1,
    text: q[0].slice(1, -1).trim().toLowerCase(),
  }));
  const partOfQuote = (at: number, end: number, form: string): boolean =>
    quotes.some((q) => at >= q.start && end <= q.end && q.text !== form);
  const candidates: Found[] = [];
  for (const { ref, name, forms } of namesOf(board, language)) {
    for (const form of forms) {
      const needsKind = form !== name;
      for (let at = lower.indexOf(form); at >= 0; at = lower.indexOf(form, at + 1)) {
        const end = at + form.length;
        if (!wordEdge(lower, at - 1) || !wordEdge(lower, end)) continue;
        if (quotes.length > 0 && partOfQuote(at, end, form)) continue;
        // "a new tool called Order lookup v2": a longer name after "called" is a new one.
        if (
          language === 'en' &&
          LONGER_NEW_NAME.test(lower.slice(0, at)) &&
          /^ (?!(?:at|that|to|for|with|and|which|who|from|in|on|as)\b)[\w]/.test(lower.slice(end))
        )
          continue;
        const kindEnd = kindAfter(end, ref.type);
        if (needsKind && kindEnd === null) continue;
        // "orders" may be a common word; "faq" is still the board's FAQ (a name in capitals).
        const common =
          !needsKind &&
          !name.includes(' ') &&
          ref.name !== ref.name.toUpperCase() &&
          /^[a-z]/.test(masked[at] ?? '');
        // "rename orders→Shipping": before an arrow or after "rename", it is the board's item.
        // "billing needs to look up orders": the subject a clause starts with is the item too.
        const renamed =
          /^\s*(?:→|->)/.test(lower.slice(end)) ||
          /rename\s+$/.test(lower.slice(0, at)) ||
          // "remove the lookup tool from orders": what a clause ends on after "from", "off" or "to".
          (/\b(?:from|off|to)\s+$/.test(lower.slice(0, at)) &&
            /^(?:[\s.!?]*$|\s*,|\s+and\b)/.test(lower.slice(end))) ||
          (/^(?:(?:and|but|so|then|also) )*$/.test(lower.slice(0, at)) &&
            /^ (?:needs|should|must|has|is|keeps|can't|doesn't|isn't)\b/.test(lower.slice(end)));
        if (common && kindEnd === null && language === 'en' && !renamed) continue;
        candidates.push({ ref, start: at, end: kindEnd ?? end, known: true, typed: true });
      }
    }
  }
  // Longest first, then no overlaps; kept in the order they are written.
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const found: Found[] = [];
  for (const c of candidates) {
    if (!found.some((f) => c.start < f.end && f.start < c.end)) found.push(c);
  }
  if (language === 'en' && / (?:that|which|who) /.test(lower)) {
    const described = describedItem(lower, board, kindAt);
    if (described && !found.some((f) => described.start < f.end && f.start < described.end))
      found.push(described);
  }
  if (language !== 'en') {
    const described = localDescribedItem(lower, board, language);
    if (described && !found.some((f) => described.start < f.end && f.start < described.end))
      found.push(described);
    const kindBefore = (start: number): RefType | null => {
      const before = lower.slice(0, start).trimEnd();
      for (const [at, kind] of kindAt)
        if (kind.end === before.length && at < start) return kind.type;
      return null;
    };
    for (const m of masked.matchAll(LATIN_RUN)) {
      // "ช่วย add tool ชื่อ …", "แก้ instructions ของ FAQ": English product words name nothing.
      const lead = ENGLISH_WORDS_FIRST.exec(m[0])?.[0].length ?? 0;
      const run = m[0].slice(lead).trim();
      // ("agent 2 ตัว": a count is no name, nor "เรื่อง refund" a topic.)
      if (run.length === 0 || /^\d+$/.test(run)) continue;
      if (/(?:เรื่อง|เกี่ยวกับ|คำถาม)\s*$/.test(masked.slice(0, m.index)) && /^[a-z ]+$/.test(run))
        continue;
      const start = m.index + lead;
      const end = start + run.length;
      if (NOT_NAMES.has(run.toLowerCase()) || found.some((f) => start < f.end && f.start < end))
        continue;
      // 「返金は Orders に任せること」: a name inside a quoted value is part of the value.
      if (quotes.length > 0 && partOfQuote(start, end, run.toLowerCase())) continue;
      // "ลบเอเจนต์ Oders ออก": a one-word name with a typo is the board's item.
      const typo = run.includes(' ') ? null : closestWord(run.toLowerCase(), oneWordNames(board));
      const meant = typo ? namesOf(board, language).find((n) => n.name === typo) : undefined;
      if (meant) {
        found.push({ ref: meant.ref, start, end, known: true, typed: true });
        continue;
      }
      // "Inventory API", "VIP router": an English kind word ends the name and says its kind
      // (but "ชื่อ VIP Router", named so, keeps it).
      const tail = / (\S+)$/.exec(run)?.[1] ?? '';
      const said = LATIN_KINDS[tail.toLowerCase()];
      const named = said && NAMED_BEFORE.test(masked.slice(0, start));
      const name = said && said !== 'line' && !named ? run.slice(0, -tail.length).trim() : run;
      const after = kindAt.get(skipSpaces(lower, end));
      const type = said ?? after?.type ?? kindBefore(start);
      found.push({
        ref: { type: type ?? 'sub_agent', id: type ? '' : UNTYPED, name },
        start,
        end: after?.end ?? end,
        known: false,
        typed: type !== null,
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

interface BoardName {
  readonly ref: EntityRef;
  /** The name, lower-cased. */
  readonly name: string;
  /** The name, then the words that may stand for it before a kind word. */
  readonly forms: readonly string[];
}

/** The board's one-word names, lower-cased: what a typo in Japanese or Thai is checked against. */
function oneWordNames(board: Board): string[] {
  return namesOf(board, 'en')
    .map((n) => n.name)
    .filter((name) => !name.includes(' '));
}

/** The board's names as findItems looks for them, per board object and language. */
const NAMES = new WeakMap<Board, Map<Language, readonly BoardName[]>>();

function namesOf(board: Board, language: Language): readonly BoardName[] {
  let byLanguage = NAMES.get(board);
  if (!byLanguage) NAMES.set(board, (byLanguage = new Map()));
  let names = byLanguage.get(language);
  if (!names) {
    names = entitiesOf(board, ALL_REF_TYPES).map((ref) => {
      const name = ref.name.toLowerCase();
      // "orderlookup": a name of several words typed as one.
      const squashed = name.includes(' ') && language === 'en' ? [name.replace(/\s+/g, '')] : [];
      return {
        ref,
        name,
        forms: [name, ...squashed, ...distinctiveWords(name, ref.type, language)],
      };
    });
    byLanguage.set(language, names);
  }
  return names;
}

/** "the agent that answers questions about opening hours": after a kind word, what it does. */
const RELATIVE =
  / (?:that|which|who) (?:\w+ ){0,2}?(?:answers|handles|deals with|takes care of|looks up|looks after|covers|books|explains|sends|does|gets|receives|takes|picks up|checks|tracks|finds|fetches)\b(.*)$/;

/**
 * The one item of the kind named whose description shares at least two words with what the
 * clause says it does, and more than any other item of that kind does.
 */
function describedItem(
  lower: string,
  board: Board,
  kindAt: ReadonlyMap<number, { type: RefType; end: number }>,
): Found | null {
  for (const [start, { type, end }] of kindAt) {
    const said = RELATIVE.exec(lower.slice(end));
    if (!said?.[1]) continue;
    // ("a sub-agent called Promotions that answers questions …": a new item, named; not FAQ.)
    if (/^ (?:called|named) /.test(lower.slice(end, end + said.index + 1))) continue;
    // "… that answers opening hours questions should be called Store Info": the description ends
    // where the clause goes on to say what to do with the item.
    const stop = DESCRIPTION_END.exec(said[1]);
    const described = stop ? said[1].slice(0, stop.index) : said[1];
    const best = bestDescribed(describable(board, type), contentWords(described), 1);
    if (!best) continue;
    const the = lower.lastIndexOf('the ', start);
    return {
      ref: { type, id: best.id, name: best.name },
      start: the >= 0 && the >= start - 4 ? the : start,
      end: end + said.index + said[0].length - said[1].length + described.length,
      known: true,
      typed: true,
    };
  }
  return null;
}

/**
 * "営業時間とか送料の質問に答えてるエージェント", "เอเจนต์ที่ดูแลเรื่องออเดอร์": the one sub-agent whose
 * description speaks of the most of what is said, read through the language's word table.
 */
function localDescribedItem(lower: string, board: Board, language: Language): Found | null {
  const said = DESCRIBED_BY[language]?.exec(lower);
  const words = language === 'ja' ? JAPANESE_WORDS : THAI_WORDS;
  if (!said?.[1]) return null;
  const described = said[1];
  const english = Object.keys(words)
    .filter((word) => described.includes(word))
    .map((word) => (words[word] ?? '').replace(/(?:es|s)$/, ''));
  // ("注文を調べるAPI", "注文を調べるツール": a tool, by what it does.)
  const type = /(?:ツール|api|やつ)$/i.test(said[0]) ? 'tool' : 'sub_agent';
  const items = type === 'tool' ? board.tools : board.subAgents;
  const best = english.length > 0 ? bestDescribed(items, english, 1) : null;
  if (!best) return null;
  return {
    ref: { type, id: best.id, name: best.name },
    start: said.index,
    end: said.index + said[0].length,
    known: true,
    typed: true,
  };
}

type Describable = { readonly id: string; readonly name: string; readonly description?: string };

/**
 * The one item whose description shares at least `minimum` of `words` and more than any other
 * item does; null for none or a tie.
 */
function bestDescribed(
  items: readonly Describable[],
  words: readonly string[],
  minimum: number,
): Describable | null {
  const scored = items
    .map((item) => ({
      item,
      shared: contentWords((item.description ?? '').toLowerCase()).filter((w) => words.includes(w))
        .length,
    }))
    .sort((a, b) => b.shared - a.shared);
  const [best, next] = scored;
  if (!best || best.shared < minimum || (next && next.shared === best.shared)) return null;
  return best.item;
}

const DESCRIPTION_END =
  / (?:should|must|needs? to|has to|will|is|be|to|as|into|now|so)\b|\s*[,—–:;(]| - /;

/**
 * "the agent that answers opening hours", "the one that gets order status questions" (said as
 * "the agent that …" by then): the item's name, when one item of that kind fits what is said of
 * it better than any other; the rest of the sentence stays as it was.
 *
 * @example
 * namedByRole('update the instructions of the agent that answers opening hours to: …', board);
 * // 'update the instructions of the FAQ sub-agent to: …'
 */
export function namedByRole(said: string, board: Board): string {
  // ("FAQ should be able to look up orders too": the tool that does it, given; unless the
  // message names the tool itself.)
  const lower = said.toLowerCase();
  const text =
    / able to |^let /im.test(said) &&
    !board.tools.some((tool) => lower.includes(tool.name.toLowerCase()))
      ? said.replace(ABLE_TO, ableToTool)
      : said;
  const roled = /(?:^| )(?:whatever|one|bot|agent|tool|thing) /i.test(text)
    ? roleSaidOtherwise(text, board)
    : text;
  if (!/ (?:that|which|who) /.test(roled)) return roled;
  return roled.replace(ROLE, (all, kind: string, relative: string) => {
    const said = RELATIVE.exec(` ${relative.toLowerCase()}`);
    if (!said?.[1]) return all;
    // (It ends where the clause goes on, or where "and" starts another request.)
    // ("the one that handles opening hours the lookup tool": nor does it take the next item.)
    // ("the one that answers the general questions": its own "the" starts no other item.)
    const what = said[1].replace(/^ (?:the|a|an|our) /, ' ');
    const stops = [DESCRIPTION_END, NEXT_REQUEST, NEXT_ITEM].map((stop) => stop.exec(what)?.index);
    const described = what.slice(0, Math.min(...stops.map((at) => at ?? what.length)));
    const type =
      /tool/i.test(kind) || (/one|thing|part|bit/i.test(kind) && TOOL_DOES.test(relative))
        ? 'tool'
        : 'sub_agent';
    const best = bestDescribed(describable(board, type), contentWords(described), 1);
    if (!best) return all;
    const skipped = said[1].length - what.length;
    const rest = relative.slice(said[0].length - said[1].length - 1 + skipped + described.length);
    return `the ${best.name} ${type === 'tool' ? 'tool' : 'sub-agent'}${rest}`;
  });
}

/**
 * "whatever handles returns", "the one doing opening hours", "the one with the API": what an item
 * does said without "that", as "the one that handles returns" (and the board's only HTTP tool for
 * the one with the API).
 */
function roleSaidOtherwise(text: string, board: Board): string {
  const http = board.tools.filter((tool) => tool.kind === 'http');
  return text
    .replace(/\s+(?:right now|at the moment|currently|these days)(?=\s*(?:[—–,]|-\s))/gi, '')
    .replace(/\bwhatever (handles|answers|does|takes|covers|deals with)\b/gi, 'the one that $1')
    .replace(
      /\bthe (one|bot|agent|thing) (doing|handling|answering|covering|taking)\b/gi,
      (_all, kind: string, verb: string) =>
        `the ${kind} that ${VERB_OF[verb.toLowerCase()] ?? verb}`,
    )
    .replace(/\bthe (?:one|tool|thing) with the (?:api|endpoint|url|http call)\b/gi, (all) =>
      http.length === 1 && http[0] ? `the ${http[0].name} tool` : all,
    );
}

const VERB_OF: Readonly<Record<string, string>> = {
  doing: 'does',
  handling: 'handles',
  answering: 'answers',
  covering: 'covers',
  taking: 'takes',
};

/** "FAQ should be able to look up orders", "let Billing check orders": a tool asked for by its use. */
const ABLE_TO =
  /\b(?:let ((?:the )?[A-Z][\w-]*(?: (?:agent|sub-agent|bot))?)|((?:the )?[A-Z][\w-]*(?: (?:agent|sub-agent|bot))?) (?:should|needs? to|must|has to) be able to) (look up|check|track|find|fetch) (orders?|order status(?:es)?|deliver(?:y|ies)|parcels?|shipments?)\b/g;

function ableToTool(_all: string, letting = '', able = '', verb: string, what: string): string {
  const does = verb === 'look up' ? 'looks up' : verb === 'fetch' ? 'fetches' : `${verb}s`;
  return `give ${letting || able} the tool that ${does} ${what}`;
}

/** What an item said by what it does is called: "the agent that …", "the part that …". */
const ROLE_KINDS = 'sub-agent|agent|specialist|assistant|bot|tool|one|thing|part|bit';
const ROLE = new RegExp(
  `\\bthe (${ROLE_KINDS}) ((?:that|which|who) [^.;!?\\n]+?)(?=,? and the (?:${ROLE_KINDS}) (?:that|which|who) |[.;!?\\n]|$)`,
  'gi',
);
/** " the lookup tool": another item, after what is said of the first. */
const NEXT_ITEM = / (?:the|a|an|our) /;
/** "the one that looks up orders": a tool, by what it does. */
const TOOL_DOES = /^(?:that|which) (?:looks up|checks|fetches|calls)\b/i;
/** " and rename …": another request after what is said of an item. */
const NEXT_REQUEST = new RegExp(
  ` (?:and|then|but) (?=(?:${[...CLAUSE_START_WORDS].join('|')})\\b)`,
);

/**
 * The items of a kind with what they are described by: a sub-agent by its description and the
 * intents of every rule that sends conversations to it ("the one that gets order status
 * questions"), any other item by its description.
 */
function describable(board: Board, type: RefType): Describable[] {
  if (type !== 'sub_agent') return itemsOf(board, type);
  return board.subAgents.map((agent) => {
    // (A rule's keywords say what it gets too: "the bot that does tracking".)
    const intents = board.routers.flatMap((router) =>
      router.rules
        .filter((rule) => rule.subAgentId === agent.id)
        .flatMap((rule) => [rule.intent, ...rule.keywords]),
    );
    return { ...agent, description: [agent.description, ...intents].join(' ') };
  });
}

/** Words that say nothing of what an item does ("the part that answers about parcels"). */
const NOT_CONTENT = new Set([
  'about',
  'with',
  'from',
  'their',
  'them',
  'they',
  'what',
  'when',
  // ("the agent that answers delivery questions": every agent answers questions.)
  'questions',
  'question',
  'queries',
  'requests',
]);
/** The same thing in other words: a parcel or a package is a delivery. */
const SAME_CONTENT: Readonly<Record<string, string>> = { parcel: 'deliveri', package: 'deliveri' };

function contentWords(text: string): string[] {
  return (text.match(/[a-z]{4,}/g) ?? [])
    .filter((w) => !NOT_CONTENT.has(w))
    .map((w) => w.replace(/(?:es|s)$/, ''))
    .map((w) => SAME_CONTENT[w] ?? w);
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
const kindWordSet = (type: RefType): ReadonlySet<string> =>
  new Set((KIND_WORDS[type].en ?? []).flatMap((w) => w.split(' ')));
const KIND_WORD_SETS: Readonly<Record<RefType, ReadonlySet<string>>> = {
  sub_agent: kindWordSet('sub_agent'),
  tool: kindWordSet('tool'),
  router: kindWordSet('router'),
  line: kindWordSet('line'),
};

function distinctiveWords(name: string, type: RefType, language: Language): string[] {
  if (language !== 'en' || !name.includes(' ')) return [];
  const words = name.split(/\s+/);
  const kindWords = KIND_WORD_SETS[type];
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
  /** Where capitalised English words that name nothing on the board start: unknown names. */
  readonly strangers: () => readonly number[];
}

type Filled = Record<string, string | readonly EntityRef[]>;

/** Between two items of one list, in any language: "and", ",", "と", "、", "และ", "กับ" and kind words only. */
const LIST_JOIN = /^(?:\s|、|,|・|と|や|及び|および|และ|กับ|&|\+|and|the|also|as well as|plus)*$/;

/**
 * Whether the items found are one list ("FAQ と Orders を削除して"), not items of different
 * requests ("FAQ は残して Orders を削除", "FAQ を削除して Orders を Shipping に改名して").
 */
function listed({ found, lower, language }: ClauseValues): boolean {
  const kinds = ALL_REF_TYPES.flatMap((type) => COMPILED[language].kinds[type](lower));
  return found.every((item, index) => {
    const before = found[index - 1];
    if (!before) return true;
    let between = '';
    for (let at = before.end; at < item.start; at += 1) {
      if (!kinds.some((k) => at >= k.start && at < k.end)) between += lower[at] ?? '';
    }
    return LIST_JOIN.test(between);
  });
}

/**
 * The board's only item of the one kind the clause names by its kind word alone. In English, a
 * word before the kind word that is not in the item's name names another item ("delete the
 * refund tool" is not the Order lookup tool).
 */
/** Adding a tool to an agent: "…ツールを追加", "เพิ่มทูล …". */
const ADDS_TOOL: Readonly<Partial<Record<Language, RegExp>>> = {
  ja: /ツールを(?:追加|足)/,
  th: /เพิ่ม\s*(?:ทูล|tool|เครื่องมือ)/i,
};

/** A tool said to be new, in Japanese ("新しく追加", "新規"). */
const NEW_TOOL = /新しく|新規/;

/** A new tool, or a question of which: never the board's only one. */
// ("ให้ FAQ ใช้ทูล ส่งต่อทีมซัพพอร์ต ได้": a Thai name after the kind word is another tool.)
const NOT_THE_ONLY_TOOL =
  /新し|新規|\bnew\b|ใหม่|อะไร|何|どの|どれ|ไหน|[?？]|(?:ทูล|เครื่องมือ)(?:ชื่อ)?\s+(?!(?:ให้|ด้วย|ได้|หน่อย|นี้|นั้น|ตัวนี้|ตัวนั้น|ของ|ที่|กับ|ไป|มา|ค่ะ|ครับ|คะ|นะ|จ้า)(?:\s|$))[\u0E01-\u0E2E]/i;

function onlyOfKind(clause: ClauseValues): EntityRef | null {
  const kinds = ALL_REF_TYPES.filter((type) => clause.hasKind(type));
  const [kind] = kinds;
  if (kinds.length !== 1 || !kind) return null;
  const items = entitiesOf(clause.board, [kind]);
  const only = items.length === 1 ? (items[0] as EntityRef) : null;
  return only && saysNoOtherName(clause, kind, only.name) ? only : null;
}

/**
 * Whether the words between a determiner and each of the clause's kind words ("the refund tool",
 * "our sales LINE channel") are words of `name` or name nothing.
 */
function saysNoOtherName(clause: ClauseValues, kind: RefType, name: string): boolean {
  if (clause.language !== 'en') return true;
  const words = name.toLowerCase().split(/\s+/);
  return COMPILED.en.kinds[kind](clause.lower).every((span) => {
    const said = MODIFIER.exec(clause.lower.slice(Math.max(0, span.start - 60), span.start))?.[1];
    return (said ?? '')
      .split(' ')
      .every(
        (word) =>
          !word || NOT_A_NAME.has(word) || CLAUSE_START_WORDS.has(word) || words.includes(word),
      );
  });
}

const MODIFIER =
  /\b(?:the|our|my|your|this|that)((?: (?!(?:on|for|in|into|via|over|from|to|at|with|of|by|bot|bots)\b)[a-z][\w-]*){1,2}) $/;

/** Words before a kind word that name no item ("the tool", "our current router"); verbs neither. */
const NOT_A_NAME = new Set([
  'the',
  'a',
  'an',
  'this',
  'that',
  'our',
  'my',
  'your',
  'its',
  'their',
  'current',
  'existing',
  'old',
  'only',
  'one',
  'same',
  'whole',
  'entire',
  'http',
  'api',
  'builtin',
  'built-in',
  'new',
  'main',
  'default',
  'first',
  'single',
  'and',
]);

/** The values a reading needs, or null when one is missing or more than one thing could fit. */
function fill(reading: SkillReading, verbs: readonly Span[], clause: ClauseValues): Filled | null {
  const { found, language } = clause;
  const compiled = COMPILED[language];
  const ofType = (type: RefType): Found[] => found.filter((f) => f.ref.type === type);
  const values: Filled = {};
  const used = new Set<Found>();
  let pronounEnd = -1;
  let pronounUsed = false;
  let targetEnd = -1;
  for (const need of reading.needs) {
    switch (need) {
      case 'agent':
      case 'tool':
      case 'line': {
        const type: RefType = need === 'agent' ? 'sub_agent' : need;
        // Items on the board first; then a name the board does not have (yet) said as this kind.
        const known = ofType(type).filter((f) => f.known);
        const items =
          known.length > 0
            ? known
            : found.filter((f) => !f.known && (!f.typed || f.ref.type === type));
        // "Disable LINE for a bit": the board's only LINE channel.
        const only = clause.board.lineChannels;
        // "the Sales LINE channel" names another channel: not the only one.
        const only1 =
          need === 'line' && items.length === 0 && only.length === 1 && clause.hasKind('line');
        if (
          only1 &&
          clause.strangers().length === 0 &&
          saysNoOtherName(clause, 'line', only[0]?.name ?? '')
        ) {
          const channel = only[0] as (typeof only)[number];
          values.line = [{ type: 'line', id: channel.id, name: channel.name }];
          break;
        }
        // "add tool ให้ FAQ หน่อย": in Japanese or Thai, the board's only tool, named by its kind.
        const tools = clause.board.tools;
        if (
          need === 'tool' &&
          language !== 'en' &&
          items.length === 0 &&
          tools.length === 1 &&
          clause.hasKind('tool') &&
          !clause.pronoun.length &&
          !NOT_THE_ONLY_TOOL.test(clause.text)
        ) {
          const tool = tools[0] as (typeof tools)[number];
          values.tool = [{ type: 'tool', id: tool.id, name: tool.name }];
          break;
        }
        // "send questions about points there", "FAQ should be able to use it": what this
        // instruction just made or named.
        // Japanese and Thai leave "it" unsaid: "Orders に使わせて" gives Orders the tool just made.
        const unsaid =
          need === 'tool' && found.length > 0 && !!UNSAID_TOOL[language]?.test(clause.text);
        if (
          need !== 'line' &&
          items.length === 0 &&
          (clause.pronoun.length > 0 || unsaid) &&
          !pronounUsed
        ) {
          values[need] = 'it';
          pronounUsed = true;
          pronounEnd = (clause.pronoun[0] as Span | undefined)?.end ?? -1;
          break;
        }
        if (items.length !== 1 || clause.strangers().some((at) => at < (items[0] as Found).end))
          return null;
        used.add(items[0] as Found);
        values[need] = [(items[0] as Found).ref];
        // "注文担当のエージェントに「Inventory check」ツールを新しく追加して": a new tool, made and given.
        const named = items[0] as Found;
        // ("Orders に「Inventory check」ツールを追加して", "เพิ่มทูล Stock check ให้ Orders": a tool the
        // board does not have, added to an agent, is made too, unless it is a board tool misspelt.)
        // (Checked in this order: most clauses give a tool the board has, and stop at the first test.)
        if (
          need === 'tool' &&
          !named.known &&
          ((language === 'ja' && NEW_TOOL.test(clause.text)) ||
            ADDS_TOOL[language]?.test(clause.text)) &&
          !clause.board.tools.some(
            (tool) => typoDistance(tool.name.toLowerCase(), named.ref.name.toLowerCase(), 2) <= 2,
          )
        )
          values.newTool = named.ref.name;
        break;
      }
      case 'target': {
        // The same item named twice is one item.
        const known = found.filter(
          (f, i) => f.known && found.findIndex((g) => g.ref.id === f.ref.id) === i,
        );
        const items = known.length > 0 ? known : found;
        // "メインルーターの名前を…": the board's only item of the kind named, named by its kind.
        // ("เปลี่ยนชื่อ router เป็น Front Door": in Japanese or Thai, the one Latin name is the new one.)
        const renamed =
          language !== 'en' && known.length === 0 && reading.needs.includes('newName');
        // ("add new HTTP tool Refund status, …, description: …" names a tool that is not there.)
        const only =
          (items.length === 0 && clause.strangers().length === 0) || renamed
            ? onlyOfKind(clause)
            : null;
        if (only) {
          values.target = [only];
          break;
        }
        // "…いや、名前を Delivery に変えるだけにして": the item said before, left unsaid.
        if (renamed && items.every((f) => !f.typed) && clause.text.length <= UNSAID_LENGTH * 2) {
          values.target = 'it';
          break;
        }
        if (items.length !== 1 || clause.strangers().some((at) => at < (items[0] as Found).end))
          return null;
        used.add(items[0] as Found);
        values.target = [(items[0] as Found).ref];
        targetEnd = (items[0] as Found).end;
        break;
      }
      case 'targets': {
        // "Delete Billing and merge it into Orders": Billing is not on the board; not read.
        if (clause.strangers().length > 0) return null;
        // "We don't need a router anymore": the board's only router.
        if (found.length === 0) {
          const only = onlyOfKind(clause);
          // "ไม่ใช้ Main router แล้ว ลบทิ้งได้เลย": Japanese and Thai leave "it" unsaid.
          if (!only && language !== 'en' && clause.text.length <= UNSAID_LENGTH) {
            values.targets = 'it';
            break;
          }
          if (!only) return null;
          values.targets = [only];
          break;
        }
        if (!listed(clause)) return null;
        // "remove refund questions from Orders": what is taken from an item is not the item.
        const from = (f: Found): boolean =>
          /(?:\b(?:from|off|out of)\s+(?:the\s+)?|จาก\s*)$/.test(clause.lower.slice(0, f.start)) ||
          /^\s*から/.test(clause.lower.slice(f.end));
        if (found.some(from)) return null;
        for (const f of found) used.add(f);
        values.targets = [...new Set(found.map((f) => f.ref))];
        break;
      }
      case 'url':
        if (clause.urls.length !== 1) return null;
        values.url = clause.urls[0] as string;
        break;
      case 'method': {
        // "from GET to POST", "GET から POST に", "จาก GET เป็น POST": the new one comes last.
        const change = clause.methods.length === 2 && /\bfrom\b|から|จาก/.test(clause.lower);
        if (clause.methods.length !== 1 && !change) return null;
        values.method = clause.methods.at(-1) as string;
        break;
      }
      case 'emails':
        if (clause.emails.length === 0) return null;
        values.emails = clause.emails.join(', ');
        break;
      case 'channelId':
        if (clause.channelIds.length !== 1) return null;
        values.channelId = clause.channelIds[0] as string;
        break;
      case 'newName': {
        // A quoted new name after the item is the name, whatever is said around it.
        // ("rename 'Order lookup' to 'Order search'": the quote that closes the item's name is not
        // the new name's.)
        // (A quote that closes the item's name is not part of what follows it.)
        const from = /^['’"”」](?![a-z])/i.test(clause.text.slice(targetEnd))
          ? targetEnd + 1
          : targetEnd;
        const after = clause.text.slice(Math.max(from, 0));
        const quoted =
          /[「"“](.+?)[」"”]/.exec(after)?.[1] ??
          /^\s*(?:[\w-]+\s+){0,4}(?:to|as|into|→|->|:)\s*'(.+?)'(?!\w)/.exec(after)?.[1];
        // "Orders is a confusing name, let's call it Deliveries": the name follows "call it".
        const callIt = compiled
          .calledMarkers(clause.lower)
          .filter((m) => m.start > targetEnd && m.end - m.start > 4)
          .at(-1);
        // (normalize-english.ts has made "…, let's call it" "…, let's called").
        const between = clause.lower.slice(targetEnd, callIt?.start).trim();
        const marked = compiled.nameMarkers.some((m) => between.startsWith(`${m} `));
        // "the faq thing should be called …", "… should really be called Triage": a few words
        // before "called" say nothing of the name.
        const afterComma =
          callIt && !marked && (between.includes(',') || /^(?:[\w']+ ){0,3}[\w']+$/.test(between));
        // "order lookup って名前わかりにくいから Order finder に変えといて": in Japanese or Thai the
        // one Latin name after the item that is not on the board is the new name.
        const strange = found.filter((f) => !f.known && f.start > targetEnd);
        const latin = language !== 'en' && strange.length === 1 ? strange[0]?.ref.name : undefined;
        const typed = reading.needs.includes('target')
          ? (quoted ??
            latin ??
            (afterComma ? valueAfter(clause.masked, callIt.end, [], compiled.valueEnds) : null) ??
            valueAfter(clause.text, from, compiled.nameMarkers, compiled.valueEnds))
          : calledName(clause, compiled.calledMarkers, compiled.valueEnds);
        // "Help Center (rename pls)": a bracket after a new name says something about it (but
        // one inside the quotes is part of it: 'Order search (v2)').
        const name =
          typed !== undefined && typed === quoted ? typed : typed?.replace(/\s*[(（].*$/, '');
        // "Order lookup should now call https://…": an address is never a name, nor is a
        // sentence the user did not quote.
        if (!name || name.length > 80 || name.split(' ').length > 6 || name.includes('://'))
          return null;
        if (!quoted && readsAsSentence(name)) return null;
        // "FAQ → fallback" names no new name: a word of the builder is never one, and "FAQ is a
        // confusing name" says something about the old one.
        if (NOT_NEW_NAMES.has(name.toLowerCase()) || /^(?:is|are|was|were)\b/i.test(name))
          return null;
        // "FAQ の名前は …", "FAQ をリネームして Help に": a particle never starts a new name,
        // and the reading's own verb is never inside one.
        const said = name.toLowerCase();
        if (
          language !== 'en' &&
          (/^[のが]/.test(name) ||
            verbs.some((v) => said.includes(clause.lower.slice(v.start, v.end))))
        )
          return null;
        values.newName = name;
        break;
      }
      case 'text': {
        const quoted = clause.text.match(QUOTED_SPANS)?.[0]?.slice(1, -1);
        const agentEnd = found.find(
          (f) => values.agent && f.ref === (values.agent as EntityRef[])[0],
        )?.end;
        const item = Math.max(agentEnd ?? targetEnd, pronounEnd);
        const from =
          reading.textAfter === 'word' ? Math.max(item, ...verbs.map((v) => v.end)) : item;
        const said =
          quoted ?? valueAfter(clause.text, from, compiled.textMarkers, compiled.textEnds);
        // ("Orders の説明と指示を両方変えたい": a field's name is not its new text, nor is a remark
        // on it, unquoted: "FAQ の説明、ちょっと古いですね".)
        // Nor is what is said of the text it has now: "the FAQ description is a bit outdated".
        if (!said || FIELD_WORD.test(said)) return null;
        if (!quoted && (REMARK_END.test(said) || JUDGEMENT.test(said))) return null;
        // ("instructions ของ Orders อ่านแล้วงงๆ": one Thai verb unquoted is no text.)
        if (!quoted && language === 'th' && !/\s/.test(said.trim()) && said.trim().length <= 4)
          return null;
        // ("FAQ は絵文字を使って答えるように": the particle after the name is not the text's.)
        values.text = said
          .replace(/[.。!！?？]+$/, '')
          .replace(/^(?:には|は|に|が|へ|も)[、，,]?\s*/, '');
        break;
      }
      case 'items': {
        // "สร้างเราเตอร์ชื่อ VIP ส่งเรื่องร้องเรียนไปที่ Orders": a new router's rule names one sub-agent.
        // "…ส่งลูกค้า VIP ไปที่ Orders ที่เหลือส่งไป FAQ": the sub-agent after "the rest" is the new
        // router's fallback.
        const rest = language === 'en' ? undefined : compiled.kinds.fallback(clause.lower)[0];
        const agents = found.filter((f) => f.known && f.ref.type === 'sub_agent');
        const last = agents[1];
        const fallbackTo =
          rest && agents.length === 2 && last && last.start > rest.start ? last : null;
        const known = found.filter((f) => f.known && f !== fallbackTo);
        const ruleFor = known.length === 1 && known[0]?.ref.type === 'sub_agent' ? known[0] : null;
        // "เพิ่มเอเจนต์ Returns desk … ให้ใช้ tool Order lookup ได้ด้วย": a new agent with a tool.
        const tool =
          language !== 'en' && known.length === 1 && known[0]?.ref.type === 'tool'
            ? known[0]
            : null;
        // "Coupons という HTTP ツールを追加して Orders に持たせて": a new tool given to a sub-agent.
        const holder =
          ruleFor && clause.hasKind('tool') && !!UNSAID_TOOL[language]?.test(clause.text)
            ? ruleFor
            : null;
        if (known.length > (ruleFor || tool ? 1 : 0)) return null;
        const items = newItems(clause, holder ? undefined : ruleFor?.ref, !!tool);
        if (!items) return null;
        if (ruleFor) used.add(ruleFor);
        if (tool) used.add(tool);
        const given = tool ? [`give the ${tool.ref.name} tool to it`] : [];
        if (holder) given.push(`give it to ${refText(holder.ref)}`);
        if (fallbackTo && ruleFor) {
          used.add(fallbackTo);
          given.push(`send everything else to ${fallbackTo.ref.name}`);
        }
        values.items = [...items, ...given].join('\n');
        break;
      }
      case 'topic': {
        const topic = topicOf(clause, verbs, compiled.topicFiller);
        const words = topic?.toLowerCase().split(' ') ?? [];
        if (!topic || words.length > 8 || words.every((w) => NOT_TOPICS.has(w))) return null;
        // "The FAQ description is old, we don't handle returns …" speaks of a field and denies.
        if (words.some((w) => DENIED_OR_FIELD.has(w))) return null;
        values.topic = topic;
        break;
      }
      default:
        break;
    }
  }
  if (clause.emails.length > 0) values.emails ??= clause.emails.join(', ');
  // Every item named must be one the reading uses: "Delete Billing … into Orders" is not read.
  // A router named in a routing clause is the one it changes ("make the Main router send …").
  const routes = reading.skill === 'router.update';
  // Naming the same item twice ("the FAQ sub-agent … the word FAQ") names one item.
  const usedIds = new Set([...used].map((f) => f.ref.id));
  if (found.some((f) => f.known && !usedIds.has(f.ref.id) && !(routes && f.ref.type === 'router')))
    return null;
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
  // "(name it Acme Promo), give …": a bracket the value did not open ends it.
  const close = rest.search(/[)）]/);
  if (close > 0 && close < end && !/[(（]/.test(rest.slice(0, close))) end = close;
  const value = rest
    .slice(0, end)
    .trim()
    .replace(/^["“「]|["”」]$/g, '')
    .replace(/[.。!！]+$/, '');
  // ", otherwise a human" after a name is a remark, never a value.
  return /^[\p{L}\p{N}'(]/u.test(value) ? value : null;
}

/** The name after "called", "as", "ชื่อ", or the Latin name before "として". */
function calledName(
  clause: ClauseValues,
  markers: Matcher,
  ends: readonly string[],
): string | null {
  if (clause.language === 'ja') {
    // "「大阪店LINE」という名前で": a quoted name, in any script.
    const quoted = /[「『"“]([^」』"”]+)[」』"”]/.exec(clause.text)?.[1]?.trim();
    if (quoted) return quoted;
    // "… を Osaka LINE として", "Osaka LINE という名前で", "名前は Osaka LINE で".
    const m =
      /名前[はを:：]\s*([A-Za-z][\w .'-]*[\w.'-])/.exec(clause.masked) ??
      /([A-Za-z][A-Za-z0-9 ._'-]*?)\s*(?:として|という)/.exec(clause.masked);
    return m?.[1]?.trim() ?? null;
  }
  // The marker that ends last: "name it" rather than the "name" inside it.
  const last = markers(clause.lower).reduce<Span | null>(
    (a, b) => (a && a.end >= b.end ? a : b),
    null,
  );
  return last ? valueAfter(clause.masked, last.end, [], ends) : null;
}

/** A field's label and its value, quoted or to the next comma or full stop, per language. */
const FIELD_VALUES: Readonly<Partial<Record<Language, readonly [string, RegExp][]>>> = {
  ja: [
    ['description', /説明(?:文)?\s*[はを:：]\s*(?:「([^」]+)」|([^、。「」\n]+))/],
    ['instructions', /指示(?:文)?\s*[はを:：]\s*(?:「([^」]+)」|([^、。「」\n]+))/],
  ],
  th: [
    ['description', /(?:คำอธิบาย|description)(?:ว่า|คือ)?\s*:?\s*(?:"([^"]+)"|“([^”]+)”)/],
    ['instructions', /(?:คำสั่ง|คำแนะนำ|instructions?)(?:ว่า|คือ)?\s*:?\s*(?:"([^"]+)"|“([^”]+)”)/],
  ],
};

/** Words that make a new item: labelled fields there are the new item's (read with it). */
const CREATES: Readonly<Partial<Record<Language, RegExp>>> = {
  ja: /追加|作成|作[っりる]|新しく|新規/,
  th: /เพิ่ม|สร้าง|ใหม่/,
};

/** Quoted words side by side, or with "と", "、" or "or" between them. */
const QUOTED_LIST =
  /(?:「[^」]+」|"[^"]+"|“[^”]+”)(?:\s*(?:と|、|,|や|或いは|หรือ|และ|กับ|or|and)?\s*(?:「[^」]+」|"[^"]+"|“[^”]+”))*/;

/** Words a routing topic never has: a denial, or the name of a field. */
const DENIED_OR_FIELD = new Set([
  "don't",
  "doesn't",
  'never',
  'description',
  'instructions',
  'prompt',
]);

/** A Japanese or Thai sentence that says something of what it follows, not a new value. */
const REMARK_END = /(?:ですね|ですよ|だね|だよね|かな|よね|เนอะ)[。.!！]*$/;
const JUDGEMENT =
  /^(?:is|are|looks?|seems?|feels?|sounds?|reads?)\s+(?:(?:totally|really|pretty|quite|very|perfectly)\s+)?(?:fine|good|great|ok|okay|correct|right|perfect|accurate|alright)\b|^(?:(?:is|are|looks?|seems?|feels?|sounds?|reads?|kind of|kinda|a bit|a little|so|too|really|very|quite|way|pretty|still|getting)\s+)*(?:outdated|out of date|old|wrong|stale|incorrect|inaccurate|confusing|vague|unclear|bad|off|weird|not (?:right|correct|accurate|clear|good|great)|too (?:long|short|vague|generic))\b|^(?:が|は|も)?(?:ちょっと|少し|もう|なんか)?(?:古|違う|間違|おかし|分かりにく|わかりにく|長すぎ|短すぎ|微妙|イマイチ)|^(?:มัน)?(?:ดู)?(?:เก่า|ผิด|ไม่ถูก|ไม่ตรง|ยาวไป|สั้นไป|แปลก|ไม่ชัด|ล้าสมัย)/i;
const FIELD_WORD =
  /^(?:(?:と|や)\s*)?(?:説明|指示|名前|説明文|指示文|คำอธิบาย|คำสั่ง|คำแนะนำ|ชื่อ|instructions|description|prompt)\s*(?:と|や|、|を|が|は|\s|$)/i;

/** The clauses that give a new item the fields the text labels ("説明は「…」"). */
function labelledFields(text: string, language: Language, quoted = false): string[] {
  return (FIELD_VALUES[language] ?? []).flatMap(([field, pattern]) => {
    // (Quoted only, for an item already there: "説明は「…」", never "説明を「…」に", whose verb
    // after it says what to do.)
    const m = quoted
      ? [...text.matchAll(new RegExp(pattern.source, 'g'))].find(
          (each) => each[1] && !/を/.test(each[0].split('「')[0] ?? ''),
        )
      : pattern.exec(text);
    const value = (m?.[1] ?? (quoted ? undefined : m?.[2]))
      ?.replace(/(?:でお願いします|にしてください|で)$/, '')
      .trim();
    return value ? [`change the ${field} of it to "${value}"`] : [];
  });
}

/**
 * New items named in a list ("two sub-agents: Billing for invoices and Returns for returns", "a
 * Billing agent for invoices and a Returns agent for returns") or, in Japanese, one new item
 * ("返金対応の Billing エージェント"), as the clauses that create them; null for anything else.
 */
function newItems(clause: ClauseValues, ruleFor?: EntityRef, withTool = false): string[] | null {
  const { text } = clause;
  if (ruleFor && (clause.language !== 'th' || !clause.hasKind('router'))) return null;
  if (clause.language !== 'en') {
    // (A new name said twice, "ชื่อ VIP ส่งลูกค้า VIP" or "ชื่อ VIP Router ส่งลูกค้า VIP", is one.)
    const strange = clause.found.filter(
      (f, i, all) =>
        !f.known &&
        all.findIndex((g) => !g.known && `${g.ref.name} `.startsWith(`${f.ref.name} `)) === i,
    );
    // "Returns と Exchanges という2つのエージェント", "เอเจนต์สองตัว: Returns กับ Exchanges".
    // (Only names joined as a list are: in "ชื่อ Booking ให้ตอบเรื่อง check-in" the second is
    // what the first answers about.)
    // (The list starts at the name said after "ชื่อ" or "called": "sub agent ชื่อ Billing".)
    const marked = strange.findIndex((f) => NAME_SAID.test(text.slice(0, f.start)));
    if (marked > 0) strange.splice(0, marked);
    const listed = COUNTED.test(text)
      ? strange
      : strange.filter(
          (_f, i) =>
            i === 0 ||
            strange
              .slice(1, i + 1)
              .every((g, j) => LIST_GAP.test(text.slice(strange[j]?.end, g.start))),
        );
    if (listed.length >= 2) return newList(clause, listed);
    const fresh = strange[0];
    const said = fresh?.typed ? fresh.ref.type : undefined;
    // (A new agent given a tool on the board is no new tool; a new item that calls an address
    // with no kind said is one: "…แล้วก็สร้างใหม่ชื่อ Order tracker ใช้ GET https://…".)
    const kind =
      (['tool', 'router', 'sub_agent'] as const).find(
        (k) => (k === said || clause.hasKind(k)) && !(withTool && k === 'tool'),
      ) ?? (clause.urls.length === 1 && !withTool ? 'tool' : undefined);
    const unknown = fresh?.ref.name;
    const [name, about] =
      clause.language === 'ja'
        ? [
            unknown ??
              /「([^」]+)」\s*という/.exec(text)?.[1] ??
              /(?:ツール|エージェント|ルーター)\s*「([^」]+)」/.exec(text)?.[1] ??
              /([^\s、。をはの]+?)\s*という/.exec(text)?.[1] ??
              // "在庫確認ツールを追加して": a Japanese name before the kind word.
              /^(?:[^\s、。]*?[をはに、]\s*)?([^\s、。をはのA-Za-z]{2,20}?)(?:ツール|サブエージェント|エージェント|ルーター)を(?:追加|作)/.exec(
                text,
              )?.[1],
            /([^\sA-Za-z、。]+?)(?:対応|を担当する|担当の|に答える|を扱う|用の)/.exec(text)?.[1] ??
              // "予約の変更を受け付ける「予約受付」という…": what it does, said before its name.
              /([^\s「」、。]{2,40}?)[をに][^\s「」、。をに]{1,8}[るうくすつむぐ]\s*「[^」]+」\s*という/.exec(
                text,
              )?.[1],
          ]
        : [
            unknown ?? /ชื่อ\s*(\S+)/.exec(text)?.[1],
            /(?:ดูแลเรื่อง|สำหรับเรื่อง|เรื่อง|ดูแล|สำหรับ)\s*(\S+?)(?:ค่ะ|ครับ|คะ|นะ)?(?:\s|$)/.exec(
              text,
            )?.[1],
          ];
    if (!kind || (!name && !about)) return null;
    const builtin = kind === 'tool' && BUILTIN.test(text);
    const url =
      clause.urls[0] && clause.methods.length === 1
        ? `${clause.methods[0]} ${clause.urls[0]}`
        : clause.urls[0];
    // "…ที่ส่งต่อให้พนักงานเมื่อไม่ตรงกับกฎใดเลย": a new router that hands what matches nothing to a human.
    const toHuman = kind === 'router' && clause.hasKind('human') && clause.hasKind('fallback');
    const rule = ruleFor && /ส่ง\s*(.+?)\s*(?:ไปที่|ไปหา|ไปให้|ไป|ให้)\s*[A-Za-z]/.exec(text)?.[1];
    const created = toHuman
      ? `${createSay('router', name, undefined, undefined)} that falls back to a human`
      : rule && ruleFor
        ? `${createSay('router', name, undefined, undefined)} that sends ${rule} to ${ruleFor.name}`
        : createSay(builtin ? 'builtin' : kind, name, about, url);
    if (ruleFor && !rule) return null;
    // "名前は Booking、説明は「診療予約の受付」、指示は「…」", "คำอธิบาย "…"": the new item's fields.
    // ("…というツールを追加して、説明は「…」": a tool's description; a tool has no instructions.)
    const fields = labelledFields(text, clause.language).filter(
      (field) => kind === 'sub_agent' || (kind === 'tool' && field.includes(' description ')),
    );
    if (fields.length > 0) return [created, ...fields];
    // "パスワードの問い合わせは新しい Account Help エージェントに回して": create it, then route to it.
    const topic = TOPIC_PATTERNS[clause.language]?.[0]?.exec(text)?.[1];
    const routed = clause.language === 'ja' && /新しい/.test(text) && /回|送|任せ/.test(text);
    return routed && topic ? [created, `route "${topic}" to it`] : [created];
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
    LIST_HEAD.exec(text) ??
    /\b(sub-agents|agents|specialists|routers|tools)\b[:,]?\s*(?:called |named )?/i.exec(text);
  const kind = head ? LIST_KINDS[(head[1] ?? '').toLowerCase().replace(/s?$/, 's')] : undefined;
  if (!head || !kind) return null;
  const rest = text.slice(head.index + head[0].length);
  // "Create agents for billing and returns called Billing and Returns": the names follow "called".
  const called = /\b(?:called|named)\s+/.exec(rest);
  // "two specialists — Billing and Returns — and …": the list ends at its closing dash.
  const list = (called ? rest.slice(called.index + called[0].length) : rest)
    .replace(/\s[—–-].*$/, '')
    .trim();
  // "Loyalty balance, HTTP GET https://…": a method or address after a comma is the item's.
  // ("Billing (card and PayPal issues), Returns (…)": what a bracket says is one item's.)
  const capitalised = splitOutsideBrackets(
    list,
    /\s*(?:,\s*and\s+|,\s*|\s+and\s+)(?=[A-Z])(?!HTTP\b|[A-Z]{3,6} https?:)/g,
  );
  // One new item only after a colon or a dash ("new router: Escalations", "New router – VIP");
  // the clause readers do the rest.
  const minimum = /:|\s[—–-]\s*$/.test(head[0]) ? 1 : 2;
  const parts =
    capitalised.length >= minimum && capitalised.every((part) => /^[A-Z]/.test(part))
      ? capitalised
      : counted(list, head[0]);
  if (!parts) return null;
  return parts.map((part) => {
    const cut = /,|\s+for\s|\s*\(|\s+at\s|\s+that\s|\s+to\s/.exec(part);
    const typed = (cut ? part.slice(0, cut.index) : part).trim();
    const name = capitalize(typed);
    const rest = cut ? part.slice(cut.index) : '';
    // "new tool: Store hours — GET https://…": the one item's URL may follow a dash.
    const url =
      /https?:\/\/\S+/.exec(rest)?.[0] ?? (parts.length === 1 ? clause.urls[0] : undefined);
    const said =
      METHOD_IN.exec(rest)?.[1] ?? (clause.methods.length === 1 ? clause.methods[0] : '');
    const method = url && said ? `${said} ` : '';
    const about = rest
      .replace(/^[,\s]*(?:for\s+|\()?/, '')
      .replace(/\)\s*$/, '')
      .trim();
    return createSay(kind, name, url ? undefined : about || undefined, url && method + url);
  });
}

/**
 * "add two sub-agents: warranty for warranty claims and loyalty for points and rewards": a list
 * typed in lower case, split where the next item's name starts (a word followed by "for", a
 * bracket, "at", "that", a dash or the end), and read only when it has as many items as counted.
 */
function counted(list: string, head: string): string[] | null {
  const count = COUNTS[/\b(two|three|four|five|2|3|4|5)\b/i.exec(head)?.[1]?.toLowerCase() ?? ''];
  if (!count) return null;
  for (const separator of COUNTED_SEPARATORS) {
    const parts = splitOutsideBrackets(list, separator).map((part) => part.trim());
    if (parts.length === count && parts.every((part) => /^[a-z]/i.test(part))) return parts;
  }
  return null;
}

/**
 * Where the next item of a counted list starts, most telling first: a name followed by what it
 * does ("for", a bracket, "at", "that", a dash), a bare list of names ("billing, returns and
 * warranty"), a name at the end.
 */
const COUNTED_SEPARATORS = ((): RegExp[] => {
  const between = '(?:,\\s*and\\s+|,\\s*|\\s+and\\s+)';
  const name = '[a-z][\\w-]*(?: [a-z][\\w-]*)?';
  const does = '\\s+(?:for|at|that)\\s|\\s*\\(|\\s+[—–-]\\s';
  const noMethod = '(?!(?:get|post|put|patch|delete|http)\\b)';
  return [
    `${between}(?=${name}(?:${does}))${noMethod}`,
    `${between}(?=[a-z][\\w-]*(?:\\s*,|\\s+and\\s|\\s*$))`,
    `${between}(?=${name}(?:${does}|\\s*$))${noMethod}`,
  ].map((source) => new RegExp(source, 'gi'));
})();

const COUNTS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
};

/**
 * `text` split where `separator` (global) matches outside round brackets.
 *
 * @example
 * splitOutsideBrackets('A (b and C), D', /,\s*|\s+and\s+/g); // ['A (b and C)', 'D']
 */
function splitOutsideBrackets(text: string, separator: RegExp): string[] {
  const masked = text.replace(/\([^()]*\)/g, (inside) => `(${'_'.repeat(inside.length - 2)})`);
  const parts: string[] = [];
  let from = 0;
  for (const m of masked.matchAll(separator)) {
    parts.push(text.slice(from, m.index));
    from = m.index + m[0].length;
  }
  return [...parts, text.slice(from)];
}

/**
 * What ends the words between two names of a list: a comma, "และ", "と", a slash ("Warranty
 * ดูแลเรื่องประกัน และ Loyalty"), or only a space or brackets; and a count of new items.
 */
const LIST_GAP =
  /^[\s「」『』"]*$|(?:[,、/・&]|และ|กับ|หรือ|と|や|および|\band\b)\s*(?:ชื่อ(?:ว่า)?)?[\s「『"]*$/;
const NAME_SAID = /(?:ชื่อ(?:ว่า)?|\bcalled|\bnamed)\s*[「『"]?$/;
const COUNTED =
  /สอง|สาม|[2-5２-５๒-๕]\s*(?:ตัว|つ|個|件)|二つ|三つ|ふたつ|みっつ|\b(?:two|three)\b/i;

/** New items of one kind named in a Japanese or Thai list, each with what it handles (Thai). */
function newList(clause: ClauseValues, items: readonly Found[]): string[] | null {
  const kind = (['tool', 'router', 'sub_agent'] as const).find((k) => clause.hasKind(k));
  if (!kind || !clause.found.every((f) => !f.known)) return null;
  return items.map((item, index) => {
    const after = clause.text.slice(item.end, items[index + 1]?.start ?? clause.text.length);
    const about = /^\s*(?:สำหรับเรื่อง|สำหรับ|ดูแลเรื่อง|ดูแล)\s*(\S+?)(?:\s|และ|กับ|$)/.exec(after)?.[1];
    return createSay(kind, item.ref.name, about, undefined);
  });
}

const METHOD_IN = new RegExp(METHOD.source);
/** "two sub-agents:", "new tool:", "one more specialist": a counted or new kind word from LIST_KINDS. */
const LIST_HEAD = new RegExp(
  `\\b(?:two|three|four|five|2|3|4|5|new|one more|another)\\s+(${Object.keys(LIST_KINDS)
    .map((plural) => `${plural.slice(0, -1)}s?`)
    .join('|')})\\b(?:,? please)?\\s*[:,—–-]?\\s*(?:called |named )?`,
  'i',
);
const DOES =
  /^(?:answers|handles|takes care|deals|looks after|helps|covers|manages|supports|knows)\b/i;

function createSay(
  kind: keyof typeof CREATE_SAYS,
  name: string | undefined,
  about: string | undefined,
  url: string | undefined,
): string {
  const named = name ? CREATE_SAYS[kind] : CREATE_SAYS[kind].replace(' called "{name}"', '');
  return (
    named
      .replace('{name}', name ?? '')
      // "Loyalty, answers questions about points": what it does, said with its own verb.
      .replace(
        '{ that handles about}',
        about ? ` that ${DOES.test(about) ? '' : 'handles '}${about}` : '',
      )
      .replace('{ at url}', url ? ` at ${url}` : '')
  );
}

/** What a route is about: English takes out the item, the verb and filler words. */
function topicOf(clause: ClauseValues, verbs: readonly Span[], filler: Matcher): string | null {
  // A quoted phrase is the topic as typed: "「general questions」のルールを削除して".
  // ("「返金」「払い戻し」は Billing に": quoted words side by side are one topic's keywords.)
  const quoted =
    clause.language !== 'en'
      ? (QUOTED_LIST.exec(clause.text)?.[0] ?? '')
          .match(QUOTED_SPANS)
          ?.map((q) => q.slice(1, -1).trim())
          .join('、')
      : null;
  if (quoted) return quoted;
  const patterns = TOPIC_PATTERNS[clause.language];
  if (patterns) {
    for (const pattern of patterns) {
      // "注文状況のルール" is the rule of 注文状況; "ลบกฎที่ส่งไป FAQ", a rule said by where it
      // sends, has no topic.
      const topic = pattern
        .exec(clause.masked)?.[1]
        ?.trim()
        .replace(/の?ルール$/, '');
      if (topic) return /กฎ|rule|ルール|^(?:ที่|ซึ่ง)/i.test(topic) ? null : topic;
    }
    return null;
  }
  const cutAt = new Uint8Array(clause.masked.length);
  for (const s of [...clause.found, ...verbs, ...clause.pronoun]) cutAt.fill(1, s.start, s.end);
  let kept = '';
  for (let i = 0; i < clause.masked.length; i += 1) {
    kept += cutAt[i] === 1 ? ' ' : clause.masked[i];
  }
  const lower = kept.toLowerCase();
  // "send a test message to FAQ" sends one message; a route is about a kind of conversation.
  if (/^\s*(?:a|an|this|my|our)\s/.test(lower)) return null;
  let result = '';
  let last = 0;
  // (Spans may overlap, "can you" and "can": each part of the text is dropped once.)
  for (const span of [...filler(lower)].sort((a, b) => a.start - b.start)) {
    if (span.end <= last) continue;
    result += `${kept.slice(last, Math.max(last, span.start))} `;
    last = span.end;
  }
  result += kept.slice(last);
  // "point invoice questions at it": the preposition belonged to the pronoun.
  const topic = result
    .replace(/[,.!?:;]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ (?:at|to|towards)$/i, '');
  return topic.length > 0 ? topic : null;
}

function say(reading: SkillReading, values: Filled): string[] | null {
  if (reading.skill === 'delete') {
    const targets = values.targets as string | readonly EntityRef[];
    return typeof targets === 'string'
      ? [`delete ${targets}`]
      : targets.map((ref) => `delete ${refText(ref)}`);
  }
  if (reading.skill === 'create') return (values.items as string).split('\n');
  if (typeof values.newTool === 'string' && Array.isArray(values.agent))
    return [
      `add an HTTP tool called "${values.newTool}"`,
      `give it to ${refText(values.agent[0] as EntityRef)}`,
    ];
  const { keys, parts } = templateOf(reading.say);
  if (!keys.every((key) => key in values)) return null;
  const emails = typeof values.emails === 'string' ? ` for ${values.emails}` : '';
  // parts alternate: text as written (where "{ for emails}" may be), then a key.
  const said = parts
    .map((part, index) => {
      if (index % 2 === 0) return part.replace('{ for emails}', emails);
      const value = values[part] as string | readonly EntityRef[];
      return typeof value === 'string' ? value : refText(value[0] as EntityRef);
    })
    .join('');
  // A reading may say two clauses, one per line.
  return said.includes('\n') ? said.split('\n') : [said];
}

/** A reading's `say` split once at its `{key}` placeholders. */
const TEMPLATES = new Map<string, { readonly keys: string[]; readonly parts: string[] }>();

function templateOf(say: string): { readonly keys: string[]; readonly parts: string[] } {
  let template = TEMPLATES.get(say);
  if (!template) {
    const parts = say.split(/\{(\w+)\}/);
    template = { keys: parts.filter((_, index) => index % 2 === 1), parts };
    TEMPLATES.set(say, template);
  }
  return template;
}

/** "the Order lookup tool", "the Main router", "the Support LINE channel"; an unknown name as typed. */
function refText(ref: EntityRef): string {
  if (ref.id === UNTYPED) return ref.name;
  const label = LABELS[ref.type as RefType];
  const [first = '', ...rest] = label.split(' ');
  const named = ref.name.toLowerCase().endsWith(` ${first.toLowerCase()}`);
  return `the ${ref.name} ${named ? rest.join(' ') : label}`.trimEnd();
}
