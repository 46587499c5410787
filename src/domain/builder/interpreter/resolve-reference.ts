/**
 * Finds the board item a phrase names: "Billing", "the Billing sub-agent", "tool Order lookup",
 * "the Main router", "Acme LINE", "1657012345" or "it". Names are matched case-insensitively
 * (names are unique per kind regardless of case, see apply-result.ts).
 */
import type { Board } from '../types.js';
import type { ClauseContext, EntityRef, RefType } from './clause-context.js';
import { allowedTypos, typoDistance } from './fuzzy.js';
import {
  cleanName,
  singularize,
  listNames,
  lowerAligned,
  sameName,
  stripDeterminers,
  stripTrailingPunctuation,
  wordsOf,
} from './phrase.js';

export type Resolution =
  | { readonly kind: 'found'; readonly ref: EntityRef }
  | { readonly kind: 'ambiguous'; readonly refs: readonly EntityRef[] }
  | { readonly kind: 'missing'; readonly name: string };

export const ALL_REF_TYPES: readonly RefType[] = ['sub_agent', 'tool', 'router', 'line'];

/** Names are at most 80 characters (openapi.yaml); longer phrases are rejected without work. */
const MAX_PHRASE_LENGTH = 160;

const PRONOUNS = new Set(['it', 'them', 'this', 'that', 'this one', 'that one', 'there']);

/** Words that say what kind of item a phrase names, longest first. */
const TYPE_WORDS: ReadonlyArray<readonly [words: readonly string[], type: RefType]> = [
  [['line', 'official', 'account'], 'line'],
  [['line', 'channel'], 'line'],
  [['line', 'account'], 'line'],
  [['http', 'tool'], 'tool'],
  [['builtin', 'tool'], 'tool'],
  [['built-in', 'tool'], 'tool'],
  [['sub', 'agent'], 'sub_agent'],
  [['sub-agent'], 'sub_agent'],
  [['subagent'], 'sub_agent'],
  [['agent'], 'sub_agent'],
  [['assistant'], 'sub_agent'],
  [['specialist'], 'sub_agent'],
  [['expert'], 'sub_agent'],
  // "the FAQ bot": a named bot is one of the project's sub-agents (the bot itself has no name).
  [['bot'], 'sub_agent'],
  [['tool'], 'tool'],
  [['router'], 'router'],
  [['channel'], 'line'],
  [['line'], 'line'],
];

const TYPE_LABELS: Readonly<Record<RefType, string>> = {
  sub_agent: 'sub-agent',
  tool: 'tool',
  router: 'router',
  line: 'LINE channel',
};

/**
 * "sub-agent", "tool", "router" or "LINE channel".
 *
 * @example
 * typeLabel('line'); // 'LINE channel'
 */
export function typeLabel(type: RefType): string {
  return TYPE_LABELS[type];
}

/**
 * @example
 * resolveReference('the Billing sub-agent', ctx, ['sub_agent']);
 * // { kind: 'found', ref: { type: 'sub_agent', id: 'sag_billing', name: 'Billing' } }
 */
export function resolveReference(
  phrase: string,
  ctx: ClauseContext,
  types: readonly RefType[] = ALL_REF_TYPES,
): Resolution {
  if (phrase.length > MAX_PHRASE_LENGTH * 2) return { kind: 'missing', name: phrase.slice(0, 40) };
  const text = cleanName(stripDeterminers(cleanName(phrase)));
  if (text.length === 0 || text.length > MAX_PHRASE_LENGTH) return { kind: 'missing', name: text };
  if (PRONOUNS.has(lowerAligned(text))) {
    const ref = ctx.recent.find((candidate) => types.includes(candidate.type));
    return ref ? { kind: 'found', ref } : { kind: 'missing', name: text };
  }
  const onlyOfType = onlyItemOfType(text, ctx, types);
  if (onlyOfType) return onlyOfType;
  const candidates = nameCandidates(text, types);
  for (const candidate of candidates) {
    const refs = findByName(ctx.board, candidate.name, candidate.types);
    if (refs.length === 1 && refs[0]) return { kind: 'found', ref: refs[0] };
    if (refs.length > 1) return { kind: 'ambiguous', refs };
  }
  // "rename FAQ to Help desk, then give FAQ the lookup tool": the name it had before.
  if (ctx.origin !== ctx.board) {
    for (const candidate of candidates) {
      const [before, ...more] = findByName(ctx.origin, candidate.name, candidate.types);
      const now = before && more.length === 0 ? findById(ctx.board, before) : undefined;
      if (now) return { kind: 'found', ref: now };
    }
  }
  const loose = looseMatch(candidates, ctx.board);
  if (loose) return loose;
  // "the FAQ sub-agent, Zendesk Guide covers all of that now": a remark after the name.
  // (Not a list: "the router, both agents and the tool".)
  const remark = REMARK_AFTER.exec(text);
  if (remark && remark.index > 0 && !LISTED_KIND.test(text.slice(remark.index))) {
    const named = resolveReference(text.slice(0, remark.index), ctx, types);
    if (named.kind === 'found') return named;
  }
  // The least-stripped name reads best in a reply: "Acme LINE", not "Acme".
  return { kind: 'missing', name: candidates[1]?.name ?? text };
}

/** Where a remark after a name starts: a comma, a dash or a bracket. */
const REMARK_AFTER = /\s*(?:,|\s[-–—]\s|[–—(])/;
const LISTED_KIND = /\b(?:(?:sub-?)?agents?|tools?|routers?|channels?)\b/i;

/**
 * "the router" / "the tool" means the only one there is — unless an item is called that.
 * With several, it is ambiguous; with none, missing.
 */
function onlyItemOfType(
  text: string,
  ctx: ClauseContext,
  types: readonly RefType[],
): Resolution | null {
  const lower = wordsOf(lowerAligned(text));
  const typeWord = TYPE_WORDS.find(
    ([words, type]) =>
      types.includes(type) &&
      words.length === lower.length &&
      words.every((w, i) => w === lower[i]),
  );
  if (!typeWord || findByName(ctx.board, text, types).length > 0) return null;
  const items = entitiesOf(ctx.board, [typeWord[1]]);
  const [only] = items;
  if (items.length === 1 && only) return { kind: 'found', ref: only };
  return items.length > 1 ? { kind: 'ambiguous', refs: items } : { kind: 'missing', name: text };
}

/**
 * The items of the given kinds called `name` (a LINE channel also answers to its channel id).
 *
 * @example
 * findByName(board, 'orders', ['sub_agent', 'tool']); // [{ type: 'sub_agent', id: 'sag_orders', name: 'Orders' }]
 */
export function findByName(board: Board, name: string, types: readonly RefType[]): EntityRef[] {
  return entitiesOf(board, types).filter(
    (ref) =>
      sameName(ref.name, name) ||
      (ref.type === 'line' &&
        board.lineChannels.some((channel) => channel.id === ref.id && channel.channelId === name)),
  );
}

/**
 * Every item of the given kinds, as references.
 *
 * @example
 * entitiesOf(board, ['tool']); // [{ type: 'tool', id: 'tol_order_lookup', name: 'Order lookup' }]
 */
export function entitiesOf(board: Board, types: readonly RefType[]): EntityRef[] {
  const refs: EntityRef[] = [];
  for (const type of types) {
    for (const item of itemsOf(board, type)) refs.push({ type, id: item.id, name: item.name });
  }
  return refs;
}

/**
 * Every name on the board in lower case, computed once per board object.
 *
 * @example
 * boardNames(board).has('order lookup'); // true
 */
export function boardNames(board: Board): ReadonlySet<string> {
  let names = BOARD_NAMES.get(board);
  if (!names) {
    names = new Set(entitiesOf(board, ALL_REF_TYPES).map((ref) => ref.name.toLowerCase()));
    BOARD_NAMES.set(board, names);
  }
  return names;
}

const BOARD_NAMES = new WeakMap<Board, ReadonlySet<string>>();

/**
 * A board item's id said in place of its name ("rtr_main の fallback を…", "delete sag_faq"): the
 * name, so every language finds it as it finds a name.
 *
 * @example
 * idsAsNames('rtr_main の fallback を human に戻して', board); // 'Main router の fallback を…'
 */
export function idsAsNames(text: string, board: Board): string {
  if (!/\b(?:sag|tol|rtr|lin)_/.test(text)) return text;
  const named = new Map(entitiesOf(board, ALL_REF_TYPES).map((ref) => [ref.id, ref.name]));
  return text.replace(ID_SAID, (id) => named.get(id) ?? id);
}

const ID_SAID = /\b(?:sag|tol|rtr|lin)_[a-z0-9_]+\b/g;

/**
 * The tool a URL or a method with no owner, or with an "it" that points at nothing, belongs to:
 * the one the message named last, else, in a message of one clause, the board's only HTTP tool.
 * With several and none named, the resolution is ambiguous and the reply asks which.
 *
 * @example
 * httpToolOf('the', ctx); // { kind: 'found', ref: { type: 'tool', id: 'tol_order_lookup', … } }
 */
export function httpToolOf(owner: string, ctx: ClauseContext): Resolution | null {
  if (owner.trim() !== '' && !isPronoun(owner) && lowerAligned(owner.trim()) !== 'the') return null;
  const recent = ctx.recent.find((ref) => ref.type === 'tool');
  if (recent) return { kind: 'found', ref: recent };
  if (!ctx.alone) return null;
  const refs = ctx.board.tools
    .filter((tool) => tool.kind === 'http')
    .map((tool): EntityRef => ({ type: 'tool', id: tool.id, name: tool.name }));
  const [only, ...others] = refs;
  if (only === undefined) return null;
  return others.length > 0 ? { kind: 'ambiguous', refs } : { kind: 'found', ref: only };
}

/**
 * True when `phrase` is "it", "them", "that one" or another word that points back at an item.
 *
 * @example
 * isPronoun('it.'); // true
 */
export function isPronoun(phrase: string): boolean {
  return PRONOUNS.has(lowerAligned(cleanName(stripDeterminers(cleanName(phrase)))));
}

/**
 * The board's items of one kind.
 *
 * @example
 * itemsOf(board, 'router').map((r) => r.name); // ['Main router']
 */
export function itemsOf(board: Board, type: RefType) {
  return type === 'sub_agent'
    ? board.subAgents
    : type === 'tool'
      ? board.tools
      : type === 'router'
        ? board.routers
        : board.lineChannels;
}

/**
 * 'Existing sub-agents: "Orders" and "FAQ".' or 'There are no sub-agents yet.'
 *
 * @example
 * describeExisting(board, 'sub_agent'); // 'Existing sub-agents: "Orders" and "FAQ".'
 */
export function describeExisting(board: Board, type: RefType): string {
  const names = entitiesOf(board, [type]).map((ref) => ref.name);
  const label = typeLabel(type);
  if (names.length === 0) return `There are no ${label}s yet.`;
  return `Existing ${label}s: ${listNames(names)}.`;
}

/**
 * A cheap pre-check before trying many splits of one clause: a phrase can only name an item when
 * its last word ends an item's name, a type word ("tool") or a pronoun ("it").
 *
 * @example
 * mightName('refunds to the Billing sub-agent', ctx, ['sub_agent']); // true: ends with a type word
 * mightName('refunds to nobody', ctx, ['sub_agent']); // false
 */
export function mightName(phrase: string, ctx: ClauseContext, types: readonly RefType[]): boolean {
  const last = lowerAligned(
    stripTrailingPunctuation(phrase.slice(phrase.lastIndexOf(' ') + 1)),
  ).replace(/^["'“‘`«]+|["'”’`»]+$/g, '');
  if (PRONOUNS.has(last) || ['one', 'thing', 'thingy'].includes(last)) return true;
  if (TYPE_WORDS.some(([words, type]) => types.includes(type) && words.at(-1) === last))
    return true;
  // (A name an item had before it was renamed earlier in the instruction still names it.)
  return [ctx.board, ...(ctx.origin === ctx.board ? [] : [ctx.origin])].some((board) =>
    entitiesOf(board, types).some(
      (ref) =>
        lowerAligned(ref.name.slice(ref.name.lastIndexOf(' ') + 1)) === last ||
        board.lineChannels.some((channel) => channel.id === ref.id && channel.channelId === last),
    ),
  );
}

/**
 * The item a phrase names, or null when it names none or several.
 *
 * @example
 * findReference('the Order lookup tool', ctx, ['tool'])?.id; // 'tol_order_lookup'
 */
export function findReference(
  phrase: string,
  ctx: ClauseContext,
  types: readonly RefType[],
): EntityRef | null {
  const resolution = resolveReference(phrase, ctx, types);
  return resolution.kind === 'found' ? resolution.ref : null;
}

/**
 * "the Billing one"-style ambiguity: names the kinds so the user can say which.
 *
 * @example
 * describeAmbiguity('Orders', [subAgentRef, toolRef]);
 * // '"Orders" could be the sub-agent or the tool; say which, e.g. "the Orders sub-agent".'
 */
export function describeAmbiguity(name: string, refs: readonly EntityRef[]): string {
  if (refs.every((ref) => ref.type === refs[0]?.type)) {
    return `"${name}" could be ${listNames(
      refs.map((ref) => ref.name),
      'or',
    )}; say which one.`;
  }
  const kinds = refs.map((ref) => `the ${typeLabel(ref.type)}`).join(' or ');
  return `"${name}" could be ${kinds}; say which, e.g. "the ${name} ${typeLabel(refs[0]?.type ?? 'sub_agent')}".`;
}

const MAX_LOOSE_WORDS = 4;

/** Words that never pick an item on their own. */
const LOOSE_NOISE = new Set([
  'the',
  'a',
  'an',
  'our',
  'my',
  'one',
  'new',
  'old',
  'that',
  'this',
  // ("the lookup thing": a word for any item.)
  'thing',
  'thingy',
]);

/**
 * A name said loosely: "the lookup tool" for "Order lookup", "the order tool", or a typo
 * ("Ordres"). Every word must be in the item's name (plurals folded) or the whole name must be
 * one or two typos away, and exactly one item may fit; otherwise nothing is found, because a
 * guess at the wrong item is worse than asking.
 */
function looseMatch(candidates: readonly NameCandidate[], board: Board): Resolution | null {
  for (const candidate of candidates) {
    const words = wordsOf(lowerAligned(candidate.name))
      .map((word) => singularize(word))
      .filter((word) => !LOOSE_NOISE.has(word));
    // A loose name is a word or a few; a longer phrase is a sentence, not a name.
    if (words.length === 0 || words.length > MAX_LOOSE_WORDS || words.some((w) => w.length < 3)) {
      continue;
    }
    const fits = entitiesOf(board, candidate.types).filter((ref) => {
      const nameWords = wordsOf(lowerAligned(ref.name)).map((word) => singularize(word));
      if (words.every((word) => nameWords.includes(word))) return true;
      const whole = lowerAligned(ref.name);
      const typed = words.join(' ');
      return (
        typed[0] === whole[0] &&
        typoDistance(typed, whole, allowedTypos(whole.length)) <= allowedTypos(whole.length)
      );
    });
    const [only] = fits;
    if (fits.length === 1 && only) return { kind: 'found', ref: only };
    if (fits.length > 1) return { kind: 'ambiguous', refs: fits };
  }
  return null;
}

interface NameCandidate {
  readonly name: string;
  readonly types: readonly RefType[];
}

/**
 * The phrase as a whole first ("Main router" is a router's name), then without a type word
 * ("Billing sub-agent" → Billing, "tool Order lookup" → Order lookup, "the sub-agent called
 * Billing" → Billing), each restricted to the kind the type word names.
 */
function nameCandidates(text: string, types: readonly RefType[]): NameCandidate[] {
  const candidates: NameCandidate[] = [{ name: text, types }];
  const words = wordsOf(text);
  const lower = words.map(lowerAligned);
  const calledAt = lower.findIndex((word) => word === 'called' || word === 'named');
  if (calledAt > 0) {
    const kind = typeWordsAt(lower.slice(0, calledAt), 'end')[0];
    const allowed = kind ? types.filter((type) => type === kind.type) : types;
    candidates.push({ name: cleanName(words.slice(calledAt + 1).join(' ')), types: allowed });
    return candidates;
  }
  for (const suffix of typeWordsAt(lower, 'end')) {
    if (!types.includes(suffix.type) || suffix.length >= words.length) continue;
    const name = stripDeterminers(words.slice(0, words.length - suffix.length).join(' '));
    candidates.push({ name: cleanName(name), types: [suffix.type] });
  }
  for (const prefix of typeWordsAt(lower, 'start')) {
    if (!types.includes(prefix.type) || prefix.length >= words.length) continue;
    candidates.push({
      name: cleanName(words.slice(prefix.length).join(' ')),
      types: [prefix.type],
    });
  }
  return candidates;
}

/** Every type word at the start or end of the phrase, shortest first ("channel", then "line channel"). */
function typeWordsAt(
  lower: readonly string[],
  where: 'start' | 'end',
): Array<{ readonly type: RefType; readonly length: number }> {
  const matches: Array<{ readonly type: RefType; readonly length: number }> = [];
  for (const [typeWords, type] of TYPE_WORDS) {
    const offset = where === 'start' ? 0 : lower.length - typeWords.length;
    if (offset < 0) continue;
    if (typeWords.every((word, index) => lower[offset + index] === word)) {
      matches.push({ type, length: typeWords.length });
    }
  }
  return matches.sort((a, b) => a.length - b.length);
}

/**
 * The item with `ref`'s id as it is on `board` now, if it is still there.
 *
 * @example
 * findById(board, { type: 'sub_agent', id: 'sag_faq', name: 'Help' }); // { …, name: 'FAQ' }
 */
export function findById(board: Board, ref: EntityRef): EntityRef | undefined {
  return entitiesOf(board, [ref.type]).find((item) => item.id === ref.id);
}
