import { isJsonObject, readPointer, type JsonObject } from '../contract/document/json-values.js';
import { jsonType } from './json-type.js';
import type { ValueCheck } from './value-check.js';

/**
 * Whether an example passes the document's lint: it fits its (dereferenced) schema, and no
 * object in it has a member its schema does not name (redocly.yaml lints examples with
 * `allowAdditionalProperties: false`).
 *
 * @example
 * exampleFits(fits, { type: 'object', properties: { a: {} } }, { a: 1, b: 2 }); // false
 */
export function exampleFits(fits: ValueCheck, schema: unknown, value: unknown): boolean {
  if (!isJsonObject(schema)) return true;
  return fits(schema, value) && !hasUndocumentedMembers(fits, schema, value, 0);
}

function hasUndocumentedMembers(
  fits: ValueCheck,
  schema: JsonObject,
  value: unknown,
  depth: number,
): boolean {
  if (depth > 24) return false;
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray);
  if (branches) {
    const fitting = branches.filter(
      (branch): branch is JsonObject => isJsonObject(branch) && fits(branch, value),
    );
    if (
      fitting.length > 0 &&
      fitting.every((b) => hasUndocumentedMembers(fits, b, value, depth + 1))
    )
      return true;
  }
  if (Array.isArray(value)) {
    const items = schema.items;
    return (
      isJsonObject(items) &&
      value.some((item) => hasUndocumentedMembers(fits, items, item, depth + 1))
    );
  }
  if (!isJsonObject(value)) return false;
  const properties = collectProperties(schema);
  if (properties === undefined) return false;
  return Object.entries(value).some(([key, member]) => {
    const memberSchema = properties[key];
    if (memberSchema === undefined) return !allowsMore(schema);
    return (
      isJsonObject(memberSchema) && hasUndocumentedMembers(fits, memberSchema, member, depth + 1)
    );
  });
}

/**
 * A value for `schema` made from `old` wherever `old` still says something: members kept under
 * their name, under the other case convention (`createdAt` ↔ `created_at`) or at their
 * `x-standin-from` pointer; an array taken out of its envelope (`{ items: [...] }`) or put into
 * one; members the schema no longer names dropped; anything else made from the schema itself
 * (`const`, the first `enum` value, `default`, `examples`, a value of its `format` within its
 * bounds). Deterministic: the same schema and example give the same value.
 *
 * @example
 * repairExample(fits, { type: 'object', required: ['created_at'], properties: { created_at: { type: 'string' } } }, { createdAt: '2026-01-01' });
 * // { created_at: '2026-01-01' }
 */
export function repairExample(fits: ValueCheck, schema: unknown, old: unknown): unknown {
  return repair(fits, schema, old, 0);
}

function repair(fits: ValueCheck, schema: unknown, old: unknown, depth: number): unknown {
  if (!isJsonObject(schema) || depth > 24) return old ?? null;
  if (old !== undefined && exampleFits(fits, schema, old)) return old;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.includes(old) ? old : schema.enum[0];
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray);
  if (branches) {
    const options = branches
      .filter(isJsonObject)
      .map((branch) => ({ ...withoutKeys(schema, ['anyOf', 'oneOf']), ...branch }));
    const ranked = [...options].sort((a, b) => overlap(b, old) - overlap(a, old));
    for (const option of ranked) {
      const value = repair(fits, option, old, depth + 1);
      if (exampleFits(fits, schema, value)) return value;
    }
    return repair(fits, ranked[0], old, depth + 1);
  }
  const types = typesOf(schema);
  const wanted =
    old === null && types.includes('null')
      ? 'null'
      : (types.find(
          (type) => type === jsonType(old) || (type === 'number' && jsonType(old) === 'integer'),
        ) ??
        types.find((type) => type !== 'null') ??
        types[0]);
  switch (wanted) {
    case 'null':
      return null;
    case 'object':
      return repairObject(fits, schema, old, depth);
    case 'array':
      return repairArray(fits, schema, old, depth);
    case 'string':
      return makeString(fits, schema, old);
    case 'integer':
    case 'number':
      return makeNumber(schema, old, wanted);
    case 'boolean':
      return typeof old === 'boolean'
        ? old
        : typeof schema.default === 'boolean'
          ? schema.default
          : false;
    default:
      return old ?? null;
  }
}

function repairObject(
  fits: ValueCheck,
  schema: JsonObject,
  old: unknown,
  depth: number,
): JsonObject {
  const named = collectProperties(schema);
  if (named === undefined) return isJsonObject(old) ? old : {};
  const properties = named;
  const required = new Set(collectRequired(schema));
  const source = isJsonObject(old) ? old : envelopeOf(properties, old);
  const result: JsonObject = {};
  for (const [name, member] of Object.entries(properties)) {
    const previous = find(source, name, member);
    if (previous === undefined && !required.has(name)) continue;
    result[name] = repair(fits, member, previous, depth + 1);
  }
  if (allowsMore(schema) && isJsonObject(old))
    for (const [name, value] of Object.entries(old))
      if (properties[name] === undefined) result[name] = value;
  return result;
}

function repairArray(fits: ValueCheck, schema: JsonObject, old: unknown, depth: number): unknown[] {
  const list = Array.isArray(old)
    ? old
    : isJsonObject(old)
      ? (Object.values(old).find(Array.isArray) ?? [])
      : [];
  const items = list.map((item) => repair(fits, schema.items, item, depth + 1));
  const least = typeof schema.minItems === 'number' ? schema.minItems : 0;
  while (items.length < least) items.push(repair(fits, schema.items, undefined, depth + 1));
  return typeof schema.maxItems === 'number' ? items.slice(0, schema.maxItems) : items;
}

/** A bare array where the schema wants `{ items: [...] }`: the array goes to the one array member. */
function envelopeOf(properties: JsonObject, old: unknown): JsonObject {
  if (!Array.isArray(old)) return {};
  const arrays = Object.entries(properties).filter(
    ([, member]) => isJsonObject(member) && typesOf(member).includes('array'),
  );
  return arrays.length === 1 && arrays[0] ? { [arrays[0][0]]: old } : {};
}

/** The old value of a member: by name, by the other case convention, or at `x-standin-from`. */
function find(source: JsonObject, name: string, member: unknown): unknown {
  if (source[name] !== undefined) return source[name];
  const from = isJsonObject(member) ? member['x-standin-from'] : undefined;
  if (typeof from === 'string' && from.startsWith('/')) {
    const value = readPointer(source, from);
    if (value !== undefined) return value;
  }
  const key = foldCase(name);
  const match = Object.keys(source).find((candidate) => foldCase(candidate) === key);
  return match === undefined ? undefined : source[match];
}

/** `createdAt`, `created_at` and `CreatedAt` fold to the same key. */
export function foldCase(name: string): string {
  return name.replace(/[_-]/g, '').toLowerCase();
}

function makeString(fits: ValueCheck, schema: JsonObject, old: unknown): string {
  const candidates = [
    old,
    typeof old === 'number' ? String(old) : undefined,
    schema.default,
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    schema.example,
    FORMAT_SAMPLES[String(schema.format)],
    'a'.repeat(Math.max(1, typeof schema.minLength === 'number' ? schema.minLength : 1)),
  ];
  const string = { ...withoutKeys(schema, ['type']), type: 'string' };
  const found = candidates.find(
    (value): value is string => typeof value === 'string' && fits(string, value),
  );
  return found ?? FORMAT_SAMPLES[String(schema.format)] ?? 'example';
}

const FORMAT_SAMPLES: Record<string, string> = {
  date: '2026-01-08',
  'date-time': '2026-01-08T09:00:00.000Z',
  email: 'user@example.test',
  uri: 'https://example.test/',
  'uri-template': 'https://example.test/{id}',
  uuid: '00000000-0000-4000-8000-000000000000',
};

function makeNumber(schema: JsonObject, old: unknown, type: 'integer' | 'number'): number {
  const numeric =
    typeof old === 'number'
      ? old
      : typeof old === 'string' && old.trim() !== '' && Number.isFinite(Number(old))
        ? Number(old)
        : typeof schema.default === 'number'
          ? schema.default
          : undefined;
  const low = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const high = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let value = numeric ?? low ?? (high !== undefined ? Math.min(high, 1) : 1);
  if (low !== undefined) value = Math.max(low, value);
  if (high !== undefined) value = Math.min(high, value);
  return type === 'integer' ? Math.round(value) : value;
}

function typesOf(schema: JsonObject): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type))
    return schema.type.filter((t): t is string => typeof t === 'string');
  if (schema.properties !== undefined || schema.allOf !== undefined) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return [];
}

/** `properties` of the schema and of every `allOf` member; undefined when it names none. */
function collectProperties(schema: JsonObject): JsonObject | undefined {
  const own = isJsonObject(schema.properties) ? schema.properties : undefined;
  const parts = (Array.isArray(schema.allOf) ? schema.allOf : [])
    .filter(isJsonObject)
    .map(collectProperties)
    .filter((part): part is JsonObject => part !== undefined);
  if (own === undefined && parts.length === 0) return undefined;
  return Object.assign({}, ...parts, own) as JsonObject;
}

function collectRequired(schema: JsonObject): string[] {
  const own = Array.isArray(schema.required)
    ? schema.required.filter((name): name is string => typeof name === 'string')
    : [];
  const parts = (Array.isArray(schema.allOf) ? schema.allOf : [])
    .filter(isJsonObject)
    .flatMap(collectRequired);
  return [...own, ...parts];
}

function allowsMore(schema: JsonObject): boolean {
  const more = schema.additionalProperties;
  return more === true || isJsonObject(more);
}

function overlap(schema: JsonObject, old: unknown): number {
  if (!isJsonObject(old)) return typesOf(schema).includes(jsonType(old)) ? 1 : 0;
  const names = Object.keys(collectProperties(schema) ?? {}).map(foldCase);
  return Object.keys(old).filter((key) => names.includes(foldCase(key))).length;
}

function withoutKeys(schema: JsonObject, keys: readonly string[]): JsonObject {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
}

/**
 * A value with its members renamed to the names `schema` gives them under another case
 * convention (`start_date` → `startDate`), all the way down: lets reconcile see that a member
 * the backend renamed carries what the documented one did, in its own convention.
 *
 * @example
 * foldKeysTo({ properties: { startDate: {} } }, { start_date: '2026-01-01' }); // { startDate: '2026-01-01' }
 */
export function foldKeysTo(schema: unknown, value: unknown, depth = 0): unknown {
  if (!isJsonObject(schema) || depth > 24) return value;
  if (Array.isArray(value)) return value.map((item) => foldKeysTo(schema.items, item, depth + 1));
  if (!isJsonObject(value)) return value;
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray)?.filter(isJsonObject);
  if (branches && branches.length > 0) {
    const best = [...branches].sort((a, b) => overlap(b, value) - overlap(a, value))[0];
    return foldKeysTo({ ...withoutKeys(schema, ['anyOf', 'oneOf']), ...best }, value, depth + 1);
  }
  const properties = collectProperties(schema);
  if (properties === undefined) return value;
  const names = new Map(Object.keys(properties).map((name) => [foldCase(name), name]));
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => {
      const name = properties[key] !== undefined ? key : (names.get(foldCase(key)) ?? key);
      return [name, foldKeysTo(properties[name], member, depth + 1)];
    }),
  );
}
