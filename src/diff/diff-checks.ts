import { isJsonObject, type JsonObject } from '../contract/document/json-values.js';
import type { ChangeSite, Level, OperationRef, SiteKind } from './diff-types.js';

/** What a check says about one site: how much it matters and, in a sentence, what changed. */
export interface Judgement {
  level: Level;
  message: string;
}

/**
 * A named breaking-change check: a small function over one kind of change site. The engine
 * (`diffDocuments`) runs every check on every site of its kinds; a check returns nothing when the
 * site did not change in its way. Direction decides the level the way it decides it for clients:
 * narrowing what a request may carry, or widening what a response may carry, breaks them.
 */
export interface DiffCheck {
  id: string;
  on: readonly SiteKind[];
  /** One line for people choosing checks. */
  summary: string;
  judge(site: ChangeSite): Judgement | Judgement[] | undefined;
}

const breaking = (message: string): Judgement => ({ level: 'breaking', message });
const safe = (message: string): Judgement => ({ level: 'non-breaking', message });
/** Breaking on one side of the wire, not on the other. */
const breakingIn = (site: ChangeSite, direction: 'request' | 'response', message: string) =>
  site.direction === direction ? breaking(message) : safe(message);

const ALL_KINDS: readonly SiteKind[] = [
  'operation',
  'security',
  'parameter',
  'request-body',
  'response-statuses',
  'media-type',
  'header',
  'schema',
  'member',
];

/**
 * Every check `standin diff` runs, by name (docs/decisions/0032-standin-diff-checks.md compares
 * them with oasdiff's). Order is the order findings are listed in for one site.
 *
 * @example
 * DIFF_CHECKS.map((check) => check.id); // ['operation-removed', 'operation-moved', ...]
 */
export const DIFF_CHECKS: readonly DiffCheck[] = [
  {
    id: 'operation-removed',
    on: ['operation'],
    summary: 'an operation is gone (and its operationId is nowhere else)',
    judge: ({ base, head, context }) =>
      base !== undefined && head === undefined && context.movedTo === undefined
        ? breaking('the operation is removed')
        : undefined,
  },
  {
    id: 'operation-moved',
    on: ['operation'],
    summary: 'an operationId now names another method or path: clients still call the old one',
    judge: ({ head, context }) =>
      head === undefined && context.movedTo !== undefined
        ? breaking(`the operation moved to ${describeOperation(context.movedTo)}`)
        : undefined,
  },
  {
    id: 'operation-added',
    on: ['operation'],
    summary: 'a new operation',
    judge: ({ base, head }) =>
      base === undefined && head !== undefined ? safe('a new operation') : undefined,
  },
  {
    id: 'operation-id-changed',
    on: ['operation'],
    summary: 'the operationId of the same method and path changed (generated names follow it)',
    judge: ({ base, head }) => {
      const before = field(base, 'operationId');
      const after = field(head, 'operationId');
      return base !== undefined && head !== undefined && before !== after
        ? safe(`operationId ${show(before)} → ${show(after)}`)
        : undefined;
    },
  },
  {
    id: 'security-changed',
    on: ['security'],
    summary: 'a way of authenticating that worked no longer does (or a new one is offered)',
    judge: ({ context }) => {
      const before = (context.securityBase ?? []).map((item) => item.join(' + '));
      const after = (context.securityHead ?? []).map((item) => item.join(' + '));
      if (sameList(before, after)) return undefined;
      const anonymous = after.includes('');
      const lost = before.filter((item) => !after.includes(item));
      const text = `security ${showSecurity(before)} → ${showSecurity(after)}`;
      return lost.length > 0 && !anonymous ? breaking(text) : safe(text);
    },
  },
  {
    id: 'parameter-removed',
    on: ['parameter'],
    summary: 'a parameter is no longer read: what clients send with it is ignored or refused',
    judge: ({ base, head }) =>
      base !== undefined && head === undefined ? breaking('the parameter is removed') : undefined,
  },
  {
    id: 'parameter-added',
    on: ['parameter'],
    summary: 'a new parameter: breaking when required',
    judge: ({ base, head }) => {
      if (base !== undefined || head === undefined) return undefined;
      return field(head, 'required') === true
        ? breaking('a new required parameter')
        : safe('a new optional parameter');
    },
  },
  {
    id: 'parameter-requiredness-changed',
    on: ['parameter'],
    summary: 'a parameter became required (breaking) or optional',
    judge: ({ base, head }) => requiredness(base, head, 'request', 'the parameter'),
  },
  {
    id: 'request-body-changed',
    on: ['request-body'],
    summary: 'a request body added as required, removed, or made required',
    judge: ({ base, head }) => {
      if (base === undefined && head !== undefined)
        return field(head, 'required') === true
          ? breaking('a new required request body')
          : safe('a new optional request body');
      if (base !== undefined && head === undefined) return breaking('the request body is removed');
      return requiredness(base, head, 'request', 'the request body');
    },
  },
  {
    id: 'success-status-changed',
    on: ['response-statuses'],
    summary: 'a success status clients get is gone (200 → 201 included)',
    judge: ({ context }) => {
      const before = (context.statusesBase ?? []).filter(isSuccess);
      const after = (context.statusesHead ?? []).filter(isSuccess);
      const lost = before.filter((status) => !after.includes(status));
      if (lost.length === 0) return undefined;
      const added = after.filter((status) => !before.includes(status));
      return breaking(
        added.length > 0
          ? `success status ${lost.join(', ')} → ${added.join(', ')}`
          : `success status ${lost.join(', ')} removed`,
      );
    },
  },
  {
    id: 'success-status-added',
    on: ['response-statuses'],
    summary: 'a new success status beside the old ones',
    judge: ({ context }) => {
      const before = (context.statusesBase ?? []).filter(isSuccess);
      const after = (context.statusesHead ?? []).filter(isSuccess);
      const added = after.filter((status) => !before.includes(status));
      const lost = before.filter((status) => !after.includes(status));
      return added.length > 0 && lost.length === 0
        ? safe(`new success status ${added.join(', ')}`)
        : undefined;
    },
  },
  {
    id: 'error-status-changed',
    on: ['response-statuses'],
    summary: 'an error status documented or no longer documented',
    judge: ({ context }) => {
      const before = (context.statusesBase ?? []).filter((status) => !isSuccess(status));
      const after = (context.statusesHead ?? []).filter((status) => !isSuccess(status));
      const lost = before.filter((status) => !after.includes(status));
      const added = after.filter((status) => !before.includes(status));
      const parts = [
        ...(lost.length > 0 ? [`${lost.join(', ')} no longer documented`] : []),
        ...(added.length > 0 ? [`new error status ${added.join(', ')}`] : []),
      ];
      return parts.length > 0 ? safe(parts.join('; ')) : undefined;
    },
  },
  {
    id: 'media-type-changed',
    on: ['media-type'],
    summary: 'a content type removed (breaking) or added',
    judge: ({ base, head }) => {
      if (base !== undefined && head === undefined) return breaking('the content type is removed');
      if (base === undefined && head !== undefined) return safe('a new content type');
      return undefined;
    },
  },
  {
    id: 'response-header-changed',
    on: ['header'],
    summary: 'a response header removed or made optional (breaking when it was required)',
    judge: ({ base, head }) => {
      if (base !== undefined && head === undefined)
        return field(base, 'required') === true
          ? breaking('a required response header is removed')
          : safe('an optional response header is removed');
      if (base === undefined && head !== undefined) return safe('a new response header');
      return requiredness(base, head, 'response', 'the header');
    },
  },
  {
    id: 'member-removed',
    on: ['member'],
    summary: 'a body member is gone: clients reading it get nothing; one a closed request refuses',
    judge: (site) => {
      if (site.base === undefined || site.head !== undefined) return undefined;
      if (site.direction === 'response')
        return breaking(
          site.context.requiredBase ? 'a required member is removed' : 'a member is removed',
        );
      return site.context.closedHead
        ? breaking('the member is removed and the body refuses unknown members')
        : safe('the member is removed (the backend ignores it)');
    },
  },
  {
    id: 'member-added',
    on: ['member'],
    summary: 'a new body member: breaking when a request must now send it',
    judge: (site) => {
      if (site.base !== undefined || site.head === undefined) return undefined;
      if (site.direction === 'request' && site.context.requiredHead)
        return breaking('a new required member');
      return safe(site.context.requiredHead ? 'a new required member' : 'a new optional member');
    },
  },
  {
    id: 'member-requiredness-changed',
    on: ['member'],
    summary: 'required → optional in a response, optional → required in a request',
    judge: (site) => {
      if (site.base === undefined || site.head === undefined) return undefined;
      const { requiredBase, requiredHead } = site.context;
      if (requiredBase === requiredHead) return undefined;
      if (requiredHead) return breakingIn(site, 'request', 'the member became required');
      return breakingIn(site, 'response', 'the member became optional');
    },
  },
  {
    id: 'type-changed',
    on: ['schema'],
    summary: 'a type a request could send is refused, or a response may carry a new type',
    judge: (site) => {
      if (!isJsonObject(site.base) || !isJsonObject(site.head)) return undefined;
      const before = typesOf(site.base);
      const after = typesOf(site.head);
      if (before === undefined && after === undefined) return undefined;
      if (before !== undefined && after !== undefined && sameList(before, after)) return undefined;
      const text = `type ${showTypes(before)} → ${showTypes(after)}`;
      // A request must still be able to send whatever it could (the new side covers the old); a
      // response must carry nothing the old side did not allow (the old side covers the new).
      if (site.direction === 'request')
        return after !== undefined && (before === undefined || !covers(after, before))
          ? breaking(text)
          : safe(text);
      return before !== undefined && (after === undefined || !covers(before, after))
        ? breaking(text)
        : safe(text);
    },
  },
  {
    id: 'nullable-changed',
    on: ['schema'],
    summary: 'null refused in a request, or null now possible in a response',
    judge: (site) => {
      if (!isJsonObject(site.base) || !isJsonObject(site.head)) return undefined;
      const before = allowsNull(site.base);
      const after = allowsNull(site.head);
      if (before === after) return undefined;
      return after
        ? breakingIn(site, 'response', 'now nullable')
        : breakingIn(site, 'request', 'no longer nullable');
    },
  },
  {
    id: 'format-changed',
    on: ['schema'],
    summary: 'a format added or changed on a request value, removed or changed on a response one',
    judge: (site) => {
      const before = field(site.base, 'format');
      const after = field(site.head, 'format');
      if (!isJsonObject(site.base) || !isJsonObject(site.head) || before === after)
        return undefined;
      const text = `format ${show(before)} → ${show(after)}`;
      if (before !== undefined && after !== undefined) return breaking(text);
      return after !== undefined
        ? breakingIn(site, 'request', text)
        : breakingIn(site, 'response', text);
    },
  },
  {
    id: 'enum-changed',
    on: ['schema'],
    summary: 'a value a request could send is refused, or a response may carry a new value',
    judge: (site) => {
      if (!isJsonObject(site.base) || !isJsonObject(site.head)) return undefined;
      const before = enumOf(site.base);
      const after = enumOf(site.head);
      if (before === undefined && after === undefined) return undefined;
      if (before === undefined)
        return breakingIn(site, 'request', `now limited to ${showValues(after!)}`);
      if (after === undefined)
        return breakingIn(site, 'response', `no longer limited to ${showValues(before)}`);
      const removed = before.filter((value) => !after.includes(value));
      const added = after.filter((value) => !before.includes(value));
      if (removed.length === 0 && added.length === 0) return undefined;
      const text = [
        ...(removed.length > 0 ? [`${showValues(removed)} removed`] : []),
        ...(added.length > 0 ? [`${showValues(added)} added`] : []),
      ].join(', ');
      const breaks = site.direction === 'request' ? removed.length > 0 : added.length > 0;
      return breaks ? breaking(`enum: ${text}`) : safe(`enum: ${text}`);
    },
  },
  {
    id: 'constraint-changed',
    on: ['schema'],
    summary: 'a bound or pattern tightened on a request value, loosened on a response one',
    judge: (site) => {
      if (!isJsonObject(site.base) || !isJsonObject(site.head)) return undefined;
      const judgements: Judgement[] = [];
      for (const [keyword, tighter] of CONSTRAINTS) {
        const before = site.base[keyword];
        const after = site.head[keyword];
        if (JSON.stringify(before) === JSON.stringify(after)) continue;
        const text = `${keyword} ${show(before)} → ${show(after)}`;
        const way = tighter(before, after);
        if (way === 'changed') judgements.push(breaking(text));
        else if (way === 'tightened') judgements.push(breakingIn(site, 'request', text));
        else judgements.push(breakingIn(site, 'response', text));
      }
      return judgements;
    },
  },
  {
    id: 'composition-changed',
    on: ['schema'],
    summary: 'oneOf/anyOf branches removed from a request, or added to a response',
    judge: (site) => {
      if (!isJsonObject(site.base) || !isJsonObject(site.head)) return undefined;
      const judgements: Judgement[] = [];
      for (const keyword of ['oneOf', 'anyOf']) {
        const before = Array.isArray(site.base[keyword])
          ? (site.base[keyword] as unknown[]).length
          : 0;
        const after = Array.isArray(site.head[keyword])
          ? (site.head[keyword] as unknown[]).length
          : 0;
        if (before === after) continue;
        const text = `${keyword}: ${before} → ${after} branches`;
        judgements.push(
          after < before ? breakingIn(site, 'request', text) : breakingIn(site, 'response', text),
        );
      }
      return judgements;
    },
  },
  {
    id: 'seed-fact-unmarked',
    // A member's node is also its schema site's: judged there once.
    on: ALL_KINDS.filter((kind) => kind !== 'member'),
    summary: 'a node marked x-standin-source: seed is no longer marked so',
    judge: ({ base, head }) => {
      const before = isJsonObject(base) ? base['x-standin-source'] : undefined;
      const after = isJsonObject(head) ? head['x-standin-source'] : undefined;
      return before === 'seed' && head !== undefined && after !== 'seed'
        ? breaking(`x-standin-source seed → ${show(after)}`)
        : undefined;
    },
  },
];

type Tightness = 'tightened' | 'loosened' | 'changed';

/** A lower bound: raising it (or adding one) tightens. */
const lower = (before: unknown, after: unknown): Tightness =>
  after === undefined
    ? 'loosened'
    : before === undefined
      ? 'tightened'
      : Number(after) > Number(before)
        ? 'tightened'
        : 'loosened';
/** An upper bound: lowering it (or adding one) tightens. */
const upper = (before: unknown, after: unknown): Tightness =>
  after === undefined
    ? 'loosened'
    : before === undefined
      ? 'tightened'
      : Number(after) < Number(before)
        ? 'tightened'
        : 'loosened';
/** A rule that cannot be ordered (pattern, multipleOf): adding tightens, removing loosens, changing is both. */
const rule = (before: unknown, after: unknown): Tightness =>
  after === undefined ? 'loosened' : before === undefined ? 'tightened' : 'changed';
/** A flag that tightens when true (uniqueItems). */
const flag = (before: unknown, after: unknown): Tightness =>
  after === true && before !== true ? 'tightened' : 'loosened';

const CONSTRAINTS: readonly [string, (before: unknown, after: unknown) => Tightness][] = [
  ['minimum', lower],
  ['exclusiveMinimum', lower],
  ['minLength', lower],
  ['minItems', lower],
  ['minProperties', lower],
  ['maximum', upper],
  ['exclusiveMaximum', upper],
  ['maxLength', upper],
  ['maxItems', upper],
  ['maxProperties', upper],
  ['pattern', rule],
  ['multipleOf', rule],
  ['uniqueItems', flag],
];

function requiredness(
  base: unknown,
  head: unknown,
  breaksWhen: 'request' | 'response',
  what: string,
): Judgement | undefined {
  if (base === undefined || head === undefined) return undefined;
  const before = field(base, 'required') === true;
  const after = field(head, 'required') === true;
  if (before === after) return undefined;
  if (after)
    return breaksWhen === 'request'
      ? breaking(`${what} became required`)
      : safe(`${what} became required`);
  return breaksWhen === 'response'
    ? breaking(`${what} became optional`)
    : safe(`${what} became optional`);
}

/**
 * The non-null JSON types a schema allows, `undefined` for "any". A schema with no `type` of its
 * own allows what its oneOf/anyOf branches allow, when every branch says.
 */
function typesOf(schema: unknown): string[] | undefined {
  if (!isJsonObject(schema)) return undefined;
  const type = schema.type;
  const list =
    typeof type === 'string'
      ? [type]
      : Array.isArray(type)
        ? type.map(String)
        : branchTypes(schema);
  return list === undefined
    ? undefined
    : [...new Set(list.filter((item) => item !== 'null'))].sort();
}

function branchTypes(schema: JsonObject): string[] | undefined {
  const branches = [schema.oneOf, schema.anyOf].flatMap((list) =>
    Array.isArray(list) ? list : [],
  );
  if (branches.length === 0) return undefined;
  const types = branches.map(typesOf);
  return types.every((item) => item !== undefined) ? types.flat() : undefined;
}

/** Every type in `inner` is one `outer` accepts (an integer is a number). */
function covers(outer: string[], inner: string[]): boolean {
  return inner.every(
    (type) => outer.includes(type) || (type === 'integer' && outer.includes('number')),
  );
}

function allowsNull(schema: JsonObject): boolean {
  const type = schema.type;
  return (
    schema.nullable === true || type === 'null' || (Array.isArray(type) && type.includes('null'))
  );
}

/** The allowed values as JSON texts (`const` counts as a one-value enum), null excluded. */
function enumOf(schema: JsonObject): string[] | undefined {
  const values = Array.isArray(schema.enum)
    ? schema.enum
    : 'const' in schema
      ? [schema.const]
      : undefined;
  return values?.filter((value) => value !== null).map((value) => JSON.stringify(value));
}

function field(node: unknown, name: string): unknown {
  return isJsonObject(node) ? node[name] : undefined;
}

function isSuccess(status: string): boolean {
  return /^2/.test(status);
}

function sameList(a: string[], b: string[]): boolean {
  return (
    a.length === b.length && [...a].sort().every((item, index) => item === [...b].sort()[index])
  );
}

function show(value: unknown): string {
  return value === undefined ? 'none' : typeof value === 'string' ? value : JSON.stringify(value);
}

function showTypes(types: string[] | undefined): string {
  return types === undefined ? 'any' : types.length === 0 ? 'null' : types.join('|');
}

function showValues(values: string[]): string {
  const shown = values.slice(0, 6).join(', ');
  return values.length > 6 ? `${shown}, … (${values.length})` : shown;
}

function showSecurity(list: string[]): string {
  return list.length === 0
    ? 'none'
    : list.map((item) => (item === '' ? 'anonymous' : item)).join(' or ');
}

/**
 * An operation for people: `GET /users/me (getCurrentUser)`.
 *
 * @example
 * describeOperation({ method: 'get', path: '/users/me' }); // 'GET /users/me'
 */
export function describeOperation(operation: OperationRef): string {
  const id = operation.operationId === undefined ? '' : ` (${operation.operationId})`;
  return `${operation.method.toUpperCase()} ${operation.path}${id}`;
}
