/**
 * "change Billing's instructions to …", "update the description of Billing to …", "set the URL
 * of the Order lookup tool to https://…", "change the method of Order lookup to POST",
 * "change the name of Billing to Payments" → the matching *.update suggestion.
 */
import type { ToolHttp } from '../types.js';
import {
  note,
  type ClauseContext,
  type ClauseInterpreter,
  type ClauseOutcome,
  type EntityRef,
} from './clause-context.js';
import { describeEntity, instructEntity, renameEntity, retargetTool } from './entity-updates.js';
import type { ParsedClause } from './parse-clause.js';
import {
  capitalize,
  lowerAligned,
  cleanName,
  indexesOf,
  stripQuotes,
  stripTrailingPunctuation,
  wordsOf,
} from './phrase.js';
import {
  ALL_REF_TYPES,
  describeAmbiguity,
  httpToolOf,
  mightName,
  resolveReference,
  type Resolution,
} from './resolve-reference.js';

type Field = 'name' | 'description' | 'instructions' | 'url' | 'method';

/** Field words, longest first. */
const FIELD_WORDS: ReadonlyArray<readonly [words: readonly string[], field: Field]> = [
  [['system', 'prompt'], 'instructions'],
  [['http', 'method'], 'method'],
  [['name'], 'name'],
  [['description'], 'description'],
  [['instructions'], 'instructions'],
  [['instruction'], 'instructions'],
  [['prompt'], 'instructions'],
  [['url'], 'url'],
  [['endpoint'], 'url'],
  [['method'], 'method'],
];
const VALUE_INTRODUCERS = new Set(['to', 'as', 'into']);
/** What separates "the description of X" from its new value. */
const VALUE_MARKERS = [' to: ', ' to ', ' as ', ': '];
/** Names are at most 80 characters, so an owner is never longer than this many words. */
const MAX_OWNER_WORDS = 20;
const METHODS: readonly ToolHttp['method'][] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface FieldChange {
  readonly ref: EntityRef;
  readonly field: Field;
  readonly value: string;
}

/**
 * @example
 * interpretFieldUpdateClause(parseClause("change Billing's instructions to Be brief")!, ctx);
 * // suggests sub_agent.update { subAgentId: 'sag_billing', instructions: 'Be brief' }
 */
export const interpretFieldUpdateClause: ClauseInterpreter = (clause, ctx) => {
  if (clause.verb !== 'update') return null;
  const parsed =
    possessiveForm(clause.rest, ctx) ??
    ofForm(clause.rest, ctx) ??
    bareForm(clause.rest, ctx) ??
    toolFieldAlone(clause.rest, ctx);
  if (parsed === null) return null;
  if ('kind' in parsed) return parsed;
  return applyField(clause, ctx, parsed);
};

function applyField(
  clause: ParsedClause,
  ctx: ClauseContext,
  { ref, field, value }: FieldChange,
): ClauseOutcome {
  switch (field) {
    case 'name':
      return renameEntity(clause, ctx, ref, value);
    case 'description':
      return describeEntity(clause, ctx, ref, withMention(value, ref, ctx));
    case 'instructions':
      return instructEntity(clause, ctx, ref, value);
    case 'url':
      return retargetTool(clause, ctx, ref, { url: stripTrailingPunctuation(value) });
    case 'method': {
      const method = METHODS.find((candidate) => candidate === value.toUpperCase());
      if (!method)
        return note(`An HTTP method is one of ${METHODS.join(', ')}; "${value}" is not.`, ref);
      return retargetTool(clause, ctx, ref, { method });
    }
  }
}

/**
 * "… description to mention it needs the order number": the description as it is, with that said
 * after it.
 */
function withMention(value: string, ref: EntityRef, ctx: ClauseContext): string {
  const said = MENTION.exec(value)?.[1];
  if (!said) return value;
  const { subAgents, tools, routers } = ctx.board;
  const current = [...subAgents, ...tools, ...routers].find((item) => item.id === ref.id);
  // (", it'll handle them from now on": a remark after what is mentioned is no part of it; "gift
  // cards as well", with no subject, is what it also covers.)
  const mentioned = stripTrailingPunctuation(said.replace(REMARK_AFTER, ''));
  const added = SUBJECT.test(mentioned)
    ? `${capitalize(mentioned)}.`
    : `Also covers ${mentioned.replace(/\s+(?:as well|too)$/i, '')}.`;
  const before = current?.description.trim().replace(/(?<=[^.!?。])$/, '.') ?? '';
  return before ? `${before} ${added}` : added;
}

const MENTION = /^(?:also )?(?:mention|include|add|say)(?: that)? (.+)$/i;
const SUBJECT = /^(?:it|they|this|that|the|we|you|customers|orders|people|users)\b/i;
const REMARK_AFTER = /,\s+(?:it'?ll|it will|it'?s|they|we|since|because|as)\b.*$/i;

/** "Billing's instructions to …" / "the Order lookup tool's URL: …". */
function possessiveForm(rest: string, ctx: ClauseContext): FieldChange | ClauseOutcome | null {
  const words = wordsOf(rest);
  const owner = words.findIndex((word) => /['’]s?$/.test(word) && !/^['’]/.test(word));
  if (owner < 0) return null;
  const ownerWord = words[owner] ?? '';
  const ownerWords = [...words.slice(0, owner), ownerWord.replace(/['’]s?$/, '')];
  const field = fieldAt(words, owner + 1);
  if (!field) return null;
  const value = valueAfter(words, owner + 1 + field.length);
  if (value === null) return null;
  return withRef(ownerWords.join(' '), ctx, field.field, value);
}

/** "the description of Billing to …": each " to " is tried until the owner resolves. */
function ofForm(rest: string, ctx: ClauseContext): FieldChange | ClauseOutcome | null {
  const words = wordsOf(rest);
  const start = lowerAligned(words[0] ?? '') === 'the' ? 1 : 0;
  const field = fieldAt(words, start);
  if (!field) return null;
  const preposition = lowerAligned(words[start + field.length] ?? '');
  if (preposition !== 'of' && preposition !== 'for') return null;
  const tail = words.slice(start + field.length + 1).join(' ');
  const splits = VALUE_MARKERS.flatMap((marker) =>
    indexesOf(tail, marker).map((index) => ({ index, skip: marker.length })),
  ).sort((a, b) => a.index - b.index);
  for (const { index, skip } of splits) {
    const owner = tail.slice(0, index);
    if (!mightName(owner, ctx, ALL_REF_TYPES)) continue;
    if (ownerOf(owner, ctx, field.field).kind === 'missing') continue;
    return withRef(owner, ctx, field.field, cleanValue(tail.slice(index + skip)));
  }
  const first = splits[0];
  if (first === undefined) return null;
  return note(
    `There is nothing called "${cleanName(tail.slice(0, first.index))}" on the board to change.`,
  );
}

/** "Orders instructions to …": the owner's words, then the field, then the value. */
function bareForm(rest: string, ctx: ClauseContext): FieldChange | ClauseOutcome | null {
  const words = wordsOf(rest);
  const last = Math.min(words.length - 1, MAX_OWNER_WORDS);
  for (let at = 1; at <= last; at += 1) {
    const field = fieldAt(words, at);
    const value = field ? valueAfter(words, at + field.length) : null;
    if (!field || value === null) continue;
    const owner = words.slice(0, at).join(' ');
    if (mightName(owner, ctx, ALL_REF_TYPES) && resolveReference(owner, ctx).kind !== 'missing') {
      return withRef(owner, ctx, field.field, value);
    }
  }
  return null;
}

/**
 * "the URL to …", "the method to POST": only an HTTP tool has these, so with no owner named they
 * are the tool the message named last, or the board's only HTTP tool.
 */
function toolFieldAlone(rest: string, ctx: ClauseContext): FieldChange | ClauseOutcome | null {
  const words = wordsOf(rest);
  const start = lowerAligned(words[0] ?? '') === 'the' ? 1 : 0;
  const field = fieldAt(words, start);
  if (field?.field !== 'url' && field?.field !== 'method') return null;
  const value = valueAfter(words, start + field.length);
  return value === null ? null : withRef('', ctx, field.field, value);
}

function withRef(
  owner: string,
  ctx: ClauseContext,
  field: Field,
  value: string,
): FieldChange | ClauseOutcome {
  const resolution = ownerOf(owner, ctx, field);
  if (resolution.kind === 'found') return { ref: resolution.ref, field, value };
  if (resolution.kind === 'ambiguous')
    return note(describeAmbiguity(cleanName(owner) || field.toUpperCase(), resolution.refs));
  return note(`There is nothing called "${resolution.name}" on the board to change.`);
}

/** ("change the URL of it to …" with nothing named before: the board's only HTTP tool.) */
function ownerOf(owner: string, ctx: ClauseContext, field: Field): Resolution {
  return (
    ((field === 'url' || field === 'method') && httpToolOf(owner, ctx)) ||
    resolveReference(owner, ctx)
  );
}

function fieldAt(
  words: readonly string[],
  at: number,
): { readonly field: Field; readonly length: number } | null {
  for (const [fieldWords, field] of FIELD_WORDS) {
    const matches = fieldWords.every(
      (word, offset) => lowerAligned(stripTrailingPunctuation(words[at + offset] ?? '')) === word,
    );
    if (matches) return { field, length: fieldWords.length };
  }
  return null;
}

/** The value after "to"/"as"/"into", or after a colon on the field word ("instructions: …"). */
function valueAfter(words: readonly string[], at: number): string | null {
  const previous = words[at - 1] ?? '';
  if (previous.endsWith(':')) return nonEmpty(cleanValue(words.slice(at).join(' ')));
  const introducer = lowerAligned(words[at] ?? '').replace(/:$/, '');
  if (!VALUE_INTRODUCERS.has(introducer)) return null;
  return nonEmpty(cleanValue(words.slice(at + 1).join(' ')));
}

/** A quoted value is taken exactly (it may end with a full stop); otherwise the sentence's end goes. */
function cleanValue(text: string): string {
  const trimmed = text.trim();
  const unquoted = stripQuotes(trimmed);
  return unquoted !== trimmed ? unquoted : stripTrailingPunctuation(trimmed);
}

function nonEmpty(text: string): string | null {
  return text.length > 0 ? text : null;
}
