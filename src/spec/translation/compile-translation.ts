/**
 * The translation from the mock's own answers (typed by the package's openapi.yaml) to a team's
 * openapi.yaml, compiled once at start-up per operation and status into plans (apply-plan.ts)
 * that one small engine runs per request. Nothing here branches on an operation by name: what
 * varies is the two documents.
 */
import {
  resolveDeep,
  resolveRef,
  type OpenApiDocument,
  type SchemaObject,
} from '../openapi-document.js';
import { createSpecAjv } from '../create-validators.js';
import { listOperations, type Operation } from '../operations.js';
import type { Reply } from '../reply.js';
import { applyPlan, type MemberPlan, type Plan } from './apply-plan.js';
import {
  compileGenerator,
  declaredMembers,
  generatorProblem,
  typesOf,
  type Generator,
} from './generate-value.js';

/** One status the mock answers, as the team's document has it. */
export interface StatusTranslation {
  /** The team's status for it (201 where the mock says 200, 422 where it says 400, …). */
  status: number;
  /** How the body becomes the team's; undefined when it is the same. */
  plan: Plan | undefined;
  /** The team documents no body for this status. */
  dropBody: boolean;
}

/** Everything that varies for one operation between the two documents. */
export interface OperationTranslation {
  operationId: string;
  /** By the status the mock's operation answers. */
  statuses: ReadonlyMap<number, StatusTranslation>;
  /** The team's request body → the mock's; undefined when it is the same. */
  request: Plan | undefined;
  /** Query parameters the team names differently: [team's name, mock's name]. */
  query: ReadonlyArray<readonly [string, string]>;
}

/** The compiled translation between the package's document and a team's. */
export interface Translation {
  /** By operationId; an operation absent here is served as it is. */
  operations: ReadonlyMap<string, OperationTranslation>;
  /** What the translation cannot satisfy, one line per operation, for the start-up banner. */
  problems: readonly string[];
  /** `operationId status` pairs named in `problems`: their answers are sent unguarded. */
  flagged: ReadonlySet<string>;
  /** True when the team's document is the package's own: nothing to translate. */
  identity: boolean;
  /** The mock's error body as the team's, for answers outside any operation (an unknown route). */
  error: Plan | undefined;
}

const PASS: Plan = { kind: 'pass' };
const MAX_DEPTH = 16;

/**
 * Names a team may use for a member the mock names otherwise, beyond case conventions
 * (snake_case, camelCase, kebab-case match by themselves): error bodies of other frameworks
 * mostly. Keys and values are normalized names (lower case, no `_` or `-`).
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  detail: ['message'],
  detailmessage: ['message'],
  msg: ['message'],
  errors: ['message'],
  message: ['detail', 'msg'],
  title: ['name', 'error'],
  errorcode: ['code'],
  code: ['errorcode'],
  status: ['statuscode'],
  statuscode: ['status'],
};

/** Members that hold a message's text, for a string the team wraps in an object. */
const TEXT_MEMBERS = new Set(['msg', 'message', 'detail', 'description', 'text', 'reason']);

const normalize = (name: string): string => name.toLowerCase().replace(/[_-]/g, '');

const IGNORED_KEYS = new Set([
  'description',
  'summary',
  'example',
  'examples',
  'x-standin-source',
  'x-standin-seed',
]);

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A schema with `$ref` followed and `allOf` merged (members and required lists). */
function resolver(doc: OpenApiDocument): (schema: SchemaObject) => SchemaObject {
  const resolve = (schema: SchemaObject): SchemaObject => {
    const node = resolveRef<SchemaObject>(doc, schema);
    if (!Array.isArray(node.allOf)) return node;
    const parts = (node.allOf as SchemaObject[]).map(resolve);
    const merged: SchemaObject = { ...node, allOf: undefined };
    for (const part of parts) {
      merged.type ??= part.type;
      merged.properties = { ...(part.properties as object), ...(merged.properties as object) };
      merged.required = [
        ...((merged.required as string[] | undefined) ?? []),
        ...((part.required as string[] | undefined) ?? []),
      ];
    }
    delete merged.allOf;
    return merged;
  };
  return resolve;
}

function alternativesOf(schema: SchemaObject): SchemaObject[] | undefined {
  const list = (schema.oneOf ?? schema.anyOf) as SchemaObject[] | undefined;
  return Array.isArray(list) && list.length > 0 ? list : undefined;
}

/** Values at a member of every example object. */
function membersOf(examples: readonly unknown[], name: string): unknown[] {
  const out: unknown[] = [];
  for (const example of examples) {
    if (isObject(example) && example[name] !== undefined) out.push(example[name]);
  }
  return out;
}

function itemsOf(examples: readonly unknown[]): unknown[] {
  return examples.flatMap((example) => (Array.isArray(example) ? example : []));
}

/** Which way a schema pair is read: an answer (mock → team) or a request (team → mock). */
type Direction = 'response' | 'request';

interface CompileContext {
  direction: Direction;
  /** The schema the value comes from, and where it goes. */
  source: { doc: OpenApiDocument; resolve: (schema: SchemaObject) => SchemaObject };
  target: { doc: OpenApiDocument; resolve: (schema: SchemaObject) => SchemaObject };
  problems: string[];
  same: (source: unknown, target: unknown) => boolean;
  /** `x-standin-from` pointers of the team's document by member name, wherever they are written. */
  borrowed: ReadonlyMap<string, ReadonlyArray<readonly string[]>>;
  /** The case the team's document names its own members in, where it is clear. */
  convention: 'snake' | 'camel' | undefined;
  /** A check that a value meets a scalar schema of the target document, compiled once. */
  fits: (schema: SchemaObject) => (value: unknown) => boolean;
}

/** Compiles scalar checks against `doc` with one ajv, made on first use (most documents need none). */
function createFits(doc: OpenApiDocument): CompileContext['fits'] {
  let ajv: ReturnType<typeof createSpecAjv> | undefined;
  return (schema) => {
    ajv ??= createSpecAjv(doc);
    const validate = ajv.compile(schema);
    return (value) => validate(value) === true;
  };
}

function parsePointer(from: string): string[] {
  return from
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function memberNames(doc: OpenApiDocument): Set<string> {
  const names = new Set<string>();
  const visit = (node: unknown, depth: number) => {
    if (depth > 24 || node === null || typeof node !== 'object') return;
    const properties = (node as SchemaObject).properties;
    if (isObject(properties)) for (const name of Object.keys(properties)) names.add(name);
    for (const value of Object.values(node)) visit(value, depth + 1);
  };
  visit(doc.components.schemas, 0);
  return names;
}

/**
 * The case of the member names a team's document adds to the package's: snake_case when most
 * are, camelCase when most are; undefined when mixed. Values the document does not describe
 * (an array without `items`) are answered in it.
 */
function conventionOf(own: OpenApiDocument, team: OpenApiDocument): 'snake' | 'camel' | undefined {
  const ownNames = memberNames(own);
  let snake = 0;
  let camel = 0;
  for (const name of memberNames(team)) {
    if (ownNames.has(name)) continue;
    if (/_[a-z0-9]/.test(name)) snake += 1;
    else if (/[a-z0-9][A-Z]/.test(name)) camel += 1;
  }
  if (snake > 2 * camel && snake >= 3) return 'snake';
  if (camel > 2 * snake && camel >= 3 && ![...ownNames].some((name) => /[a-z0-9][A-Z]/.test(name)))
    return 'camel';
  return undefined;
}

/** Every `x-standin-from` of the team's component schemas, by the member name it sits on. */
function fromPointers(doc: OpenApiDocument): Map<string, string[][]> {
  const found = new Map<string, string[][]>();
  const visit = (node: unknown, depth: number) => {
    if (depth > 24 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const properties = (node as SchemaObject).properties;
    if (isObject(properties)) {
      for (const [name, member] of Object.entries(properties)) {
        const from = isObject(member) ? member['x-standin-from'] : undefined;
        if (typeof from === 'string' && from.startsWith('/')) {
          found.set(name, [...(found.get(name) ?? []), parsePointer(from)]);
        }
      }
    }
    for (const value of Object.values(node)) visit(value, depth + 1);
  };
  visit(doc.components.schemas, 0);
  return found;
}

/** Two schemas of the two documents that describe the same values (their prose aside). */
function createSameSchema(sourceDoc: OpenApiDocument, targetDoc: OpenApiDocument) {
  const memo = new Map<string, boolean>();
  const same = (a: unknown, b: unknown): boolean => {
    if (a === b) return true;
    if (!isObject(a) || !isObject(b)) {
      if (Array.isArray(a) && Array.isArray(b))
        return a.length === b.length && a.every((item, i) => same(item, b[i]));
      return false;
    }
    const keysA = Object.keys(a).filter((key) => !IGNORED_KEYS.has(key));
    const keysB = Object.keys(b).filter((key) => !IGNORED_KEYS.has(key));
    if (keysA.length !== keysB.length) return false;
    for (const key of keysA) {
      if (!(key in b)) return false;
      if (key === '$ref') {
        if (a.$ref !== b.$ref || typeof a.$ref !== 'string') return false;
        const known = memo.get(a.$ref);
        if (known === false) return false;
        if (known === true) continue;
        memo.set(a.$ref, true); // assumed while in progress, so a cycle ends
        const result = same(resolveRef(sourceDoc, a), resolveRef(targetDoc, b));
        memo.set(a.$ref, result);
        if (!result) return false;
        continue;
      }
      if (!same(a[key], b[key])) return false;
    }
    return true;
  };
  return same;
}

function generatorFor(
  ctx: CompileContext,
  schema: SchemaObject,
  name: string,
  examples: readonly unknown[],
  where: string,
): Generator {
  const generator = compileGenerator(schema, name, ctx.target.resolve, examples);
  const problem = generatorProblem(generator);
  if (problem) ctx.problems.push(`${where}: ${problem}`);
  return generator;
}

/** Where a target member's value comes from in the source object, or undefined. */
function sourceOf(
  ctx: CompileContext,
  name: string,
  targetMember: SchemaObject,
  source: SchemaObject,
): string[] | undefined {
  const sourceMembers = (source.properties ?? {}) as Record<string, SchemaObject>;
  if (ctx.direction === 'response') {
    const from = targetMember['x-standin-from'];
    if (typeof from === 'string' && from.startsWith('/')) {
      const pointer = parsePointer(from);
      const inside = oneLevelDown(ctx, source, pointer);
      return inside ?? pointer;
    }
  } else {
    // A request: the team's member that says it comes from this one of the mock's.
    for (const [teamName, teamSchema] of Object.entries(sourceMembers)) {
      const from = ctx.source.resolve(teamSchema)['x-standin-from'] ?? teamSchema['x-standin-from'];
      if (from === `/${name}`) return [teamName];
    }
  }
  if (name in sourceMembers) return [name];
  const wanted = normalize(name);
  const names = Object.keys(sourceMembers);
  const byCase = names.find((member) => normalize(member) === wanted);
  if (byCase) return [byCase];
  for (const alias of ALIASES[wanted] ?? []) {
    const found = names.find((member) => normalize(member) === alias);
    if (found) return [found];
  }
  // Where the team's document sources the same member elsewhere (`firstName` of a flat
  // profile, renamed on User): that pointer, here or in a member one level down.
  if (ctx.direction === 'response') {
    for (const pointer of ctx.borrowed.get(name) ?? []) {
      const found = oneLevelDown(ctx, source, pointer);
      if (found) return found;
    }
  }
  // One level down, in a required object member: a flat shape read from a nested one
  // (`id` of a profile from its `user`).
  const required = (source.required ?? []) as string[];
  for (const outer of required) {
    const inner = sourceMembers[outer];
    if (!inner) continue;
    const innerMembers = Object.keys((ctx.source.resolve(inner).properties ?? {}) as object);
    const found = innerMembers.find((member) => normalize(member) === wanted);
    if (found) return [outer, found];
  }
  return undefined;
}

/**
 * A pointer that starts at the source object, or else inside one of its required object
 * members (the object a team flattened): the pointer as found, or undefined.
 */
function oneLevelDown(
  ctx: CompileContext,
  source: SchemaObject,
  pointer: readonly string[],
): string[] | undefined {
  const [first] = pointer;
  if (first === undefined) return undefined;
  const members = (source.properties ?? {}) as Record<string, SchemaObject>;
  if (first in members) return [...pointer];
  for (const outer of (source.required ?? []) as string[]) {
    const inner = members[outer];
    if (inner && first in ((ctx.source.resolve(inner).properties ?? {}) as object))
      return [outer, ...pointer];
  }
  return undefined;
}

/** The source schema at a pointer of member names, or undefined. */
function schemaAt(
  ctx: CompileContext,
  schema: SchemaObject,
  pointer: readonly string[],
): SchemaObject | undefined {
  let node: SchemaObject | undefined = schema;
  for (const key of pointer) {
    if (!node) return undefined;
    const resolved = ctx.source.resolve(node);
    const members = (resolved.properties ?? {}) as Record<string, SchemaObject>;
    node = members[key];
  }
  return node;
}

function compileObject(
  ctx: CompileContext,
  source: SchemaObject | undefined,
  target: SchemaObject,
  examples: readonly unknown[],
  where: string,
  depth: number,
): Plan {
  const targetMembers = (target.properties ?? {}) as Record<string, SchemaObject>;
  const required = new Set((target.required ?? []) as string[]);
  const sourceRequired = new Set((source?.required ?? []) as string[]);
  const exampleObjects = examples.filter(isObject);
  const members: MemberPlan[] = [];
  let identity = source !== undefined;
  for (const [name, memberSchema] of declaredMembers(target)) {
    const from = source ? sourceOf(ctx, name, memberSchema, source) : undefined;
    const shown = membersOf(exampleObjects, name);
    const fromSchema = source && from ? schemaAt(ctx, source, from) : undefined;
    if (!required.has(name) && ctx.direction === 'response') {
      // Optional here, and no example of this answer shows it, or (without examples of the
      // team's own) required by the package: a member the team made optional because its
      // backend does not send it is left out, so the frontend meets the lean case.
      const demoted =
        exampleObjects.length === 0 && from?.length === 1 && sourceRequired.has(from[0] as string);
      if ((exampleObjects.length > 0 && shown.length === 0) || demoted) {
        identity = false;
        continue;
      }
    }
    const mustHave = required.has(name) || shown.length > 0;
    const generator =
      mustHave && !(from && sourceRequired.has(from[0] as string) && from.length === 1)
        ? generatorFor(ctx, memberSchema, name, shown, `${where}.${name}`)
        : undefined;
    if (!from || !fromSchema) {
      identity = false;
      if (generator) members.push({ name, from: undefined, plan: PASS, generator });
      continue;
    }
    const plan = compilePlan(ctx, fromSchema, memberSchema, shown, `${where}.${name}`, depth + 1);
    if (plan.kind !== 'pass' || from.length !== 1 || from[0] !== name || generator) {
      identity = false;
    }
    members.push({ name, from, plan, generator });
  }
  if (source) {
    const sourceMembers = Object.keys((source.properties ?? {}) as object);
    if (sourceMembers.some((name) => !(name in targetMembers))) identity = false;
  }
  return identity ? PASS : { kind: 'object', members };
}

function firstArrayMember(
  ctx: { resolve: (s: SchemaObject) => SchemaObject },
  schema: SchemaObject,
): string | undefined {
  const members = Object.entries((schema.properties ?? {}) as Record<string, SchemaObject>);
  const required = new Set((schema.required ?? []) as string[]);
  const arrays = members.filter(([, member]) => typesOf(ctx.resolve(member)).includes('array'));
  return (arrays.find(([name]) => required.has(name)) ?? arrays[0])?.[0];
}

/**
 * Compiles how a value described by `sourceRaw` becomes one described by `targetRaw`.
 * `examples` are the target document's example values at this place.
 */
function compilePlan(
  ctx: CompileContext,
  sourceRaw: SchemaObject | undefined,
  targetRaw: SchemaObject,
  examples: readonly unknown[],
  where: string,
  depth: number,
): Plan {
  if (sourceRaw && ctx.same(sourceRaw, targetRaw)) return PASS;
  if (depth > MAX_DEPTH) return PASS;
  const target = ctx.target.resolve(targetRaw);
  if (ctx.convention && undescribed(target)) return { kind: 'rekey', style: ctx.convention };
  if (!sourceRaw) {
    return { kind: 'generate', generator: generatorFor(ctx, target, '', examples, where) };
  }
  const source = ctx.source.resolve(sourceRaw);
  const sourceAlternatives = alternativesOf(source);
  const targetAlternatives = alternativesOf(target);
  const targetTypes = typesOf(target);

  if (sourceAlternatives) {
    // The team's examples show one of its alternatives only: the backend's shape, whichever
    // the mock computes.
    const shownAlternatives = targetAlternatives?.filter((alt) => {
      const required = (ctx.target.resolve(alt).required ?? []) as string[];
      return examples.some(
        (example) => isObject(example) && required.every((name) => name in example),
      );
    });
    const only = shownAlternatives?.length === 1 ? shownAlternatives[0] : undefined;
    const stringy = sourceAlternatives.map((alt) => typesOf(ctx.source.resolve(alt)));
    if (!targetAlternatives && targetTypes.includes('string') && !targetTypes.includes('array')) {
      // `message: string | string[]` where the team has one string.
      if (stringy.some((types) => types.includes('array'))) return { kind: 'join' };
      return PASS;
    }
    return {
      kind: 'choose',
      alternatives: sourceAlternatives.map((alt, index) => {
        const resolved = ctx.source.resolve(alt);
        const counterpart = only
          ? only
          : targetAlternatives?.length === sourceAlternatives.length
            ? targetAlternatives[index]
            : targetAlternatives
              ? bestAlternative(ctx, resolved, targetAlternatives)
              : targetRaw;
        const types = typesOf(resolved);
        return {
          types: types.includes('number') ? [...types, 'integer'] : types,
          required: ((resolved.required ?? []) as string[]).slice(),
          plan: counterpart ? compilePlan(ctx, alt, counterpart, examples, where, depth + 1) : PASS,
        };
      }),
    };
  }
  if (targetAlternatives) {
    const counterpart = bestAlternative(ctx, source, targetAlternatives);
    return counterpart
      ? compilePlan(ctx, sourceRaw, counterpart, examples, where, depth + 1)
      : PASS;
  }

  const sourceTypes = typesOf(source);
  const targetIs = (type: string) => targetTypes.includes(type);
  const sourceIs = (type: string) => sourceTypes.includes(type);

  if (targetIs('object') && !targetIs('array')) {
    if (sourceIs('array')) {
      const member = firstArrayMember(ctx.target, target);
      if (!member) return generateOrProblem(ctx, target, examples, where);
      const memberSchema = (target.properties as Record<string, SchemaObject>)[member];
      const rest = compileObject(
        ctx,
        undefined,
        { ...target, properties: withoutKey(target.properties, member) },
        examples,
        where,
        depth,
      );
      return {
        kind: 'wrap',
        member,
        plan: compilePlan(
          ctx,
          sourceRaw,
          memberSchema as SchemaObject,
          itemsOf(membersOf(examples, member)),
          `${where}.${member}`,
          depth + 1,
        ),
        rest: rest.kind === 'object' ? rest.members : [],
      };
    }
    if (sourceIs('object') || sourceTypes.length === 0) {
      return compileObject(ctx, source, target, examples, where, depth);
    }
    if (sourceIs('string')) {
      // A message where the team has an object (FastAPI's `{ loc, msg, type }`): the text goes
      // to its text member, the rest is generated.
      const plan = compileObject(ctx, undefined, target, examples, where, depth);
      const members = plan.kind === 'object' ? plan.members : [];
      const text = members.find((member) => TEXT_MEMBERS.has(normalize(member.name)));
      return {
        kind: 'object',
        members: members.map((member) =>
          member === text ? { ...member, from: [], plan: PASS } : member,
        ),
      };
    }
    return generateOrProblem(ctx, target, examples, where);
  }
  if (targetIs('array')) {
    const targetItems = (target.items ?? {}) as SchemaObject;
    if (sourceIs('array')) {
      const items = compilePlan(
        ctx,
        (source.items ?? {}) as SchemaObject,
        targetItems,
        itemsOf(examples),
        `${where}[]`,
        depth + 1,
      );
      return items.kind === 'pass' ? PASS : { kind: 'array', items };
    }
    if (sourceIs('object')) {
      const member = firstArrayMember(ctx.source, source);
      const memberSchema = member
        ? (source.properties as Record<string, SchemaObject>)[member]
        : undefined;
      if (!member || !memberSchema) return generateOrProblem(ctx, target, examples, where);
      return {
        kind: 'unwrap',
        member,
        plan: compilePlan(ctx, memberSchema, target, examples, where, depth + 1),
      };
    }
    return {
      kind: 'list',
      items: compilePlan(ctx, sourceRaw, targetItems, itemsOf(examples), `${where}[]`, depth + 1),
    };
  }
  if (targetIs('string') && sourceIs('array')) return { kind: 'join' };
  const compatible =
    targetTypes.length === 0 ||
    sourceTypes.length === 0 ||
    sourceTypes.every((type) => targetIs(type) || (type === 'integer' && targetIs('number')));
  if (compatible && sameValues(source, target) && !narrower(source, target)) return PASS;
  const plan = generateOrProblem(ctx, target, examples, where);
  if (!compatible || plan.kind !== 'generate') return plan;
  // Same type, stricter values: most of the mock's values may still fit, and keep their meaning.
  return { kind: 'fit', fits: ctx.fits(target), generator: plan.generator };
}

const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'] as const;
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'] as const;

/**
 * The team's scalar schema admits fewer values than the mock's: another format or pattern, a
 * const, or a tighter bound. The mock's values then pass only where they fit.
 */
function narrower(source: SchemaObject, target: SchemaObject): boolean {
  if ('const' in target && !('const' in source && source.const === target.const)) return true;
  if (typeof target.format === 'string' && target.format !== source.format) return true;
  if (typeof target.pattern === 'string' && target.pattern !== source.pattern) return true;
  const bound = (schema: SchemaObject, key: string) =>
    typeof schema[key] === 'number' ? (schema[key] as number) : undefined;
  for (const key of LOWER_BOUNDS) {
    const wanted = bound(target, key);
    const had = bound(source, key);
    if (wanted !== undefined && (had === undefined || had < wanted)) return true;
  }
  for (const key of UPPER_BOUNDS) {
    const wanted = bound(target, key);
    const had = bound(source, key);
    if (wanted !== undefined && (had === undefined || had > wanted)) return true;
  }
  return false;
}

/** A schema that says nothing of a value's members: `{}`, or an object without properties. */
function undescribed(schema: SchemaObject): boolean {
  const keys = Object.keys(schema).filter((key) => !IGNORED_KEYS.has(key) && !key.startsWith('x-'));
  if (keys.length === 0) return true;
  return keys.length === 1 && schema.type === 'object';
}

/** Scalars whose enum or const lists differ are not the same values. */
function sameValues(source: SchemaObject, target: SchemaObject): boolean {
  if (!Array.isArray(target.enum)) return true;
  if (!Array.isArray(source.enum)) return false;
  const allowed = new Set(target.enum);
  return source.enum.every((value) => allowed.has(value));
}

function withoutKey(properties: unknown, key: string): Record<string, unknown> {
  const out = { ...(properties as Record<string, unknown>) };
  delete out[key];
  return out;
}

function generateOrProblem(
  ctx: CompileContext,
  target: SchemaObject,
  examples: readonly unknown[],
  where: string,
): Plan {
  return {
    kind: 'generate',
    generator: generatorFor(ctx, target, where.split('.').pop() ?? '', examples, where),
  };
}

/** The target alternative with the most members in common with the source schema. */
function bestAlternative(
  ctx: CompileContext,
  source: SchemaObject,
  alternatives: SchemaObject[],
): SchemaObject | undefined {
  const names = new Set(Object.keys((source.properties ?? {}) as object).map(normalize));
  const sourceTypes = typesOf(source);
  let best: SchemaObject | undefined;
  let bestScore = -1;
  for (const alternative of alternatives) {
    const resolved = ctx.target.resolve(alternative);
    const types = typesOf(resolved);
    const typeScore = types.some((type) => sourceTypes.includes(type)) ? 1000 : 0;
    const shared = Object.keys((resolved.properties ?? {}) as object).filter((name) =>
      names.has(normalize(name)),
    ).length;
    if (typeScore + shared > bestScore) {
      best = alternative;
      bestScore = typeScore + shared;
    }
  }
  return best;
}

function jsonSchemaOf(content: Record<string, { schema?: SchemaObject }> | undefined) {
  if (!content) return undefined;
  const json = Object.entries(content).find(([type]) => /json/i.test(type));
  return json?.[1].schema;
}

function examplesOf(doc: OpenApiDocument, operation: Operation, status: string): unknown[] {
  const content = operation.responses[status]?.content ?? {};
  const out: unknown[] = [];
  for (const [type, media] of Object.entries(content)) {
    if (!/json/i.test(type)) continue;
    if (media.example !== undefined) out.push(resolveDeep(doc, media.example));
    for (const example of Object.values(media.examples ?? {})) {
      out.push(resolveDeep(doc, resolveRef<{ value: unknown }>(doc, example).value));
    }
  }
  return out;
}

/** The team's status for one the mock answers: the same, the team's success status, 422 ↔ 400. */
function mapStatus(status: number, documented: readonly string[]): number | undefined {
  if (documented.includes(String(status))) return status;
  if (status >= 200 && status < 300) {
    const success = documented.find((code) => /^2\d\d$/.test(code));
    return success ? Number(success) : undefined;
  }
  if (status === 400 && documented.includes('422')) return 422;
  if (status === 422 && documented.includes('400')) return 400;
  if (documented.includes(`${String(status)[0]}XX`) || documented.includes('default'))
    return status;
  return undefined;
}

/** True when `example` holds every member of `guess` with the same value (a guess, extended). */
function extends_(example: unknown, guess: unknown): boolean {
  if (!isObject(example) || !isObject(guess))
    return JSON.stringify(example) === JSON.stringify(guess);
  return Object.entries(guess).every(
    ([key, value]) => JSON.stringify(example[key]) === JSON.stringify(value),
  );
}

/**
 * The team's examples of an answer that tell what its backend sends. One kept from the
 * package's document, or that document's example with members added (a repaired one), is
 * Standin's guess, not evidence.
 */
function evidenceOf(
  ctx: CompileContext,
  own: Operation,
  ownStatus: string,
  team: Operation,
  teamStatus: string,
): unknown[] {
  const guesses = examplesOf(ctx.source.doc, own, ownStatus);
  return examplesOf(ctx.target.doc, team, teamStatus).filter(
    (example) => !guesses.some((guess) => extends_(example, guess)),
  );
}

function compileOperation(
  own: Operation,
  team: Operation,
  response: CompileContext,
  request: CompileContext,
  flagged: Set<string>,
): { translation: OperationTranslation; problems: string[] } {
  const problems: string[] = [];
  const documented = Object.keys(team.responses);
  const statuses = new Map<number, StatusTranslation>();
  const undocumented: string[] = [];
  for (const [code, ownResponse] of Object.entries(own.responses)) {
    const status = Number(code);
    if (!Number.isInteger(status)) continue;
    let mapped = mapStatus(status, documented);
    // Invalid input is 400 or 422: the one the team's examples show its backend answering.
    if (
      status === 400 &&
      documented.includes('422') &&
      evidenceOf(response, own, code, team, '422').length > 0 &&
      evidenceOf(response, own, code, team, '400').length === 0
    ) {
      mapped = 422;
    }
    if (mapped === undefined) {
      undocumented.push(code);
      flagged.add(`${own.operationId} ${status}`);
      continue;
    }
    const teamKey = documented.includes(String(mapped))
      ? String(mapped)
      : (documented.find((key) => key === `${String(mapped)[0]}XX`) ?? 'default');
    const teamResponse = team.responses[teamKey];
    const teamSchema = jsonSchemaOf(teamResponse?.content);
    const ownSchema = jsonSchemaOf(ownResponse.content);
    if (!ownSchema) {
      statuses.set(status, { status: mapped, plan: undefined, dropBody: false });
      continue;
    }
    if (!teamSchema) {
      statuses.set(status, { status: mapped, plan: undefined, dropBody: !teamResponse?.content });
      continue;
    }
    response.problems = [];
    const plan = compilePlan(
      response,
      ownSchema,
      teamSchema,
      evidenceOf(response, own, code, team, teamKey),
      `${team.operationId} ${mapped}`,
      0,
    );
    if (response.problems.length > 0) {
      problems.push(...response.problems);
      flagged.add(`${own.operationId} ${mapped}`);
    }
    statuses.set(status, {
      status: mapped,
      plan: plan.kind === 'pass' ? undefined : plan,
      dropBody: false,
    });
  }
  if (undocumented.length > 0) {
    problems.push(
      `${team.operationId}: the mock answers ${undocumented.join(', ')}, which openapi.yaml does not document; those answers are sent as the mock has them`,
    );
  }
  const teamBody = jsonSchemaOf(team.requestBody?.content);
  const ownBody = jsonSchemaOf(own.requestBody?.content);
  let requestPlan: Plan | undefined;
  if (teamBody && ownBody) {
    request.problems = [];
    const plan = compilePlan(request, teamBody, ownBody, [], `${team.operationId} request`, 0);
    problems.push(...request.problems);
    requestPlan = plan.kind === 'pass' ? undefined : plan;
  }
  const ownQuery = own.parameters.filter((p) => p.in === 'query').map((p) => p.name);
  const query: Array<readonly [string, string]> = [];
  for (const parameter of team.parameters.filter((p) => p.in === 'query')) {
    if (ownQuery.includes(parameter.name)) continue;
    const from = (parameter as unknown as Record<string, unknown>)['x-standin-from'];
    const ownName =
      typeof from === 'string'
        ? from.replace(/^\//, '')
        : ownQuery.find((name) => normalize(name) === normalize(parameter.name));
    if (ownName) query.push([parameter.name, ownName]);
  }
  return {
    translation: { operationId: own.operationId, statuses, request: requestPlan, query },
    problems,
  };
}

/**
 * Compiles the translation from the package's own document to a team's, once at start-up.
 * Operations pair by operationId, so one the team moved to another path or method is the same
 * operation; statuses pair by code, the team's success status, or 400 ↔ 422.
 *
 * @example
 * const translation = compileTranslation(getOpenApiDocument(), teamDocument);
 * translation.problems; // ['getBoard 200: …', …] — shown by `standin serve` at start-up
 */
export function compileTranslation(own: OpenApiDocument, team: OpenApiDocument): Translation {
  const ownOperations = listOperations(own).filter((op) => !op.mockOnly);
  const teamOperations = new Map(
    listOperations(team)
      .filter((op) => !op.mockOnly)
      .map((op) => [op.operationId, op]),
  );
  const ownSide = { doc: own, resolve: resolver(own) };
  const teamSide = { doc: team, resolve: resolver(team) };
  const response: CompileContext = {
    direction: 'response',
    source: ownSide,
    target: teamSide,
    problems: [],
    same: createSameSchema(own, team),
    borrowed: fromPointers(team),
    convention: conventionOf(own, team),
    fits: createFits(team),
  };
  const request: CompileContext = {
    direction: 'request',
    source: teamSide,
    target: ownSide,
    problems: [],
    same: createSameSchema(team, own),
    borrowed: new Map(),
    convention: undefined,
    fits: createFits(own),
  };
  const operations = new Map<string, OperationTranslation>();
  const problems: string[] = [];
  const flagged = new Set<string>();
  let identity = JSON.stringify(own.paths) === JSON.stringify(team.paths);
  const ownIds = new Set(ownOperations.map((op) => op.operationId));
  for (const [operationId, op] of teamOperations) {
    if (!ownIds.has(operationId)) {
      problems.push(
        `${operationId} (${op.method.toUpperCase()} ${op.path}): no operation of the mock has this operationId; it answers 404`,
      );
      identity = false;
    }
  }
  for (const ownOperation of ownOperations) {
    const teamOperation = teamOperations.get(ownOperation.operationId);
    if (!teamOperation) {
      identity = false;
      continue;
    }
    const compiled = compileOperation(ownOperation, teamOperation, response, request, flagged);
    problems.push(...compiled.problems);
    const { statuses, request: requestPlan, query } = compiled.translation;
    const same =
      !requestPlan &&
      query.length === 0 &&
      [...statuses].every(
        ([status, entry]) => !entry.plan && !entry.dropBody && entry.status === status,
      );
    if (!same) {
      identity = false;
      operations.set(ownOperation.operationId, compiled.translation);
    }
  }
  return {
    operations,
    problems,
    flagged,
    identity,
    error: compileErrorPlan(response, teamOperations),
  };
}

/** The team's error body, as its operations document their 404s (or 401s). */
function compileErrorPlan(
  ctx: CompileContext,
  teamOperations: ReadonlyMap<string, Operation>,
): Plan | undefined {
  if (!ctx.source.doc.components.schemas.ErrorBody) return undefined;
  for (const status of ['404', '401']) {
    for (const operation of teamOperations.values()) {
      const schema = jsonSchemaOf(operation.responses[status]?.content);
      if (!schema) continue;
      ctx.problems = [];
      const plan = compilePlan(
        ctx,
        { $ref: '#/components/schemas/ErrorBody' },
        schema,
        [],
        `${operation.operationId} ${status}`,
        0,
      );
      return plan.kind === 'pass' ? undefined : plan;
    }
  }
  return undefined;
}

/**
 * An error the mock answers outside any operation (an unknown route) in the team's error body.
 *
 * @example
 * translateError(translation, routeNotFound('GET', '/nowhere', ['']));
 */
export function translateError(translation: Translation | undefined, reply: Reply): Reply {
  if (!translation?.error || reply.body === undefined) return reply;
  return { ...reply, body: applyPlan(translation.error, reply.body, `error/${reply.status}`) };
}

/**
 * The mock's reply as the team's document has it: status, body and envelope.
 *
 * @example
 * translateReply(translation.operations.get('login'), { status: 200, body }); // { status: 201, body: … }
 */
export function translateReply(operation: OperationTranslation | undefined, reply: Reply): Reply {
  if (!operation) return reply;
  const entry = operation.statuses.get(reply.status);
  if (!entry) return reply;
  if (entry.dropBody) return { ...reply, status: entry.status, body: undefined };
  if (!entry.plan || reply.body === undefined) return { ...reply, status: entry.status };
  return {
    ...reply,
    status: entry.status,
    body: applyPlan(entry.plan, reply.body, `${operation.operationId}/${entry.status}`),
  };
}

/**
 * A request body as the team's document has it, back in the mock's own shape.
 *
 * @example
 * translateRequestBody(translation.operations.get('rejectBuilderSuggestion'), { rejection_reason: 'x' });
 */
export function translateRequestBody(
  operation: OperationTranslation | undefined,
  body: unknown,
): unknown {
  if (!operation?.request || body === undefined) return body;
  return applyPlan(operation.request, body, `${operation.operationId}/request`);
}
