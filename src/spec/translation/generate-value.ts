/**
 * Values for members of a team's document that the mock has no source for. A generator is
 * compiled once per member from its schema (const, enum, examples, format, pattern, bounds, the
 * member's name) and run with a seed, so the same record and member always give the same value:
 * login and the profile agree on a user's `firstName`, and the same mock seed gives the same
 * answers. Faker is the English-only instance (see src/domain/reports/generate-world.ts), seeded
 * right before each synchronous use.
 */
import { faker } from '@faker-js/faker/locale/en';
import type { SchemaObject } from '../openapi-document.js';

/** A compiled generator: data, read by `generateValue`. */
export type Generator =
  | { kind: 'pool'; values: readonly unknown[] }
  | { kind: 'string'; format?: string; pattern?: RegExp; hint: NameHint; min: number; max: number }
  | { kind: 'number'; integer: boolean; min: number; max: number }
  | { kind: 'boolean' }
  | { kind: 'null' }
  | { kind: 'array'; items: Generator; count: number }
  | { kind: 'object'; members: ReadonlyArray<{ name: string; generator: Generator }> };

/** What a string member's name suggests, so a generated `lastName` reads like one. */
type NameHint =
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'url'
  | 'city'
  | 'country'
  | 'sentence'
  | 'id'
  | 'word';

/** Member-name patterns and the kind of string they suggest, tried in order. */
const NAME_HINTS: ReadonlyArray<readonly [RegExp, NameHint]> = [
  [/^first_?name$|^given_?name$/i, 'firstName'],
  [/^last_?name$|^family_?name$|^surname$/i, 'lastName'],
  [/^(full_?|display_?)?name$/i, 'fullName'],
  [/e_?mail/i, 'email'],
  [/phone|mobile/i, 'phone'],
  [/url$|uri$|avatar|image|link/i, 'url'],
  [/city/i, 'city'],
  [/country/i, 'country'],
  [/title|summary|description|reason|message|detail|reply|text|msg/i, 'sentence'],
  [/(^|_)id$|Id$/, 'id'],
];

function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * The JSON types a schema admits: its `type` (one or a list), else `object` when it lists
 * properties, `array` when it has items, none when it says nothing.
 *
 * @example
 * typesOf({ type: ['string', 'null'] }); // ['string', 'null']
 * typesOf({ properties: { id: {} } }); // ['object']
 */
export function typesOf(schema: SchemaObject): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type.map(String);
  if (typeof type === 'string') return [type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/**
 * An object schema's members: its `properties`, and the names `required` lists without a
 * property of their own (any value fits those, so they get a string rather than being left out).
 *
 * @example
 * declaredMembers({ properties: { id: { type: 'string' } }, required: ['id', 'displayName'] });
 * // [['id', { type: 'string' }], ['displayName', {}]]
 */
export function declaredMembers(schema: SchemaObject): Array<[string, SchemaObject]> {
  const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
  const members = Object.entries(properties);
  for (const name of (schema.required ?? []) as string[]) {
    if (!Object.hasOwn(properties, name)) members.push([name, {}]);
  }
  return members;
}

/**
 * Compiles the generator for one member. `resolve` follows `$ref`s of the team's document;
 * `examples` are the values the document's examples show at this place.
 *
 * @example
 * const generator = compileGenerator({ type: 'string', minLength: 1 }, 'lastName', (s) => s, []);
 * generateValue(generator, 'usr_1#lastName'); // e.g. 'Lopez', every time
 */
export function compileGenerator(
  schema: SchemaObject,
  name: string,
  resolve: (schema: SchemaObject) => SchemaObject,
  examples: readonly unknown[],
  depth = 0,
): Generator {
  const node = resolve(schema);
  if ('const' in node) return { kind: 'pool', values: [node.const] };
  if (Array.isArray(node.enum) && node.enum.length > 0) return { kind: 'pool', values: node.enum };
  const alternatives = (node.oneOf ?? node.anyOf) as SchemaObject[] | undefined;
  if (Array.isArray(alternatives) && alternatives[0] && depth < 8) {
    // The alternative the examples show, else the first that is not null.
    const shownType = examples.length > 0 ? jsonTypeOf(examples[0]) : undefined;
    const first =
      alternatives.find(
        (alt) => shownType !== undefined && typesOf(resolve(alt)).includes(shownType),
      ) ?? alternatives.find((alt) => !typesOf(resolve(alt)).includes('null'));
    return compileGenerator(first ?? alternatives[0], name, resolve, examples, depth + 1);
  }
  const types = typesOf(node);
  const scalar = (value: unknown) => value !== null && typeof value !== 'object';
  const declared = [
    ...(node.example !== undefined ? [node.example] : []),
    ...(Array.isArray(node.examples) ? node.examples : []),
  ].filter(scalar);
  if (declared.length > 0 && !types.includes('object') && !types.includes('array')) {
    return { kind: 'pool', values: [...new Set(declared)] };
  }
  const hint = NAME_HINTS.find(([pattern]) => pattern.test(name))?.[1] ?? 'word';
  const shown = examples.filter(scalar);
  // An answer's examples are the backend's values: they tell a string's format, and give
  // values for a member nothing else describes (not for a name, a number or an id, which
  // differ per record).
  const format = typeof node.format === 'string' ? node.format : formatOf(shown);
  if (
    shown.length > 0 &&
    format === undefined &&
    hint === 'word' &&
    types.every((type) => type === 'string' || type === 'boolean' || type === 'null')
  ) {
    return { kind: 'pool', values: [...new Set(shown)] };
  }
  const type = types.find((t) => t !== 'null') ?? (types.includes('null') ? 'null' : 'string');
  if (type === 'object' && depth < 8) {
    const required = new Set((node.required ?? []) as string[]);
    const shownMembers = new Set(
      examples.flatMap((example) =>
        example !== null && typeof example === 'object' ? Object.keys(example) : [],
      ),
    );
    return {
      kind: 'object',
      members: declaredMembers(node)
        .filter(([member]) => required.has(member) || shownMembers.has(member))
        .map(([member, sub]) => ({
          name: member,
          generator: compileGenerator(
            sub,
            member,
            resolve,
            examples.flatMap((example) =>
              example !== null && typeof example === 'object' && member in example
                ? [(example as Record<string, unknown>)[member]]
                : [],
            ),
            depth + 1,
          ),
        })),
    };
  }
  if (type === 'array' && depth < 8) {
    const items = (node.items ?? {}) as SchemaObject;
    const min = typeof node.minItems === 'number' ? node.minItems : 1;
    return {
      kind: 'array',
      items: compileGenerator(
        items,
        name,
        resolve,
        examples.flatMap((example) => (Array.isArray(example) ? example : [])),
        depth + 1,
      ),
      count: Math.max(min, 1),
    };
  }
  if (type === 'integer' || type === 'number') {
    const min = numberOr(node.minimum, numberOr(node.exclusiveMinimum, -1) + 1, 0);
    const max = numberOr(node.maximum, numberOr(node.exclusiveMaximum, min + 1001) - 1, min + 1000);
    return { kind: 'number', integer: type === 'integer', min, max: Math.max(min, max) };
  }
  if (type === 'boolean') return { kind: 'boolean' };
  if (type === 'null') return { kind: 'null' };
  return {
    kind: 'string',
    ...(format !== undefined ? { format } : {}),
    ...(typeof node.pattern === 'string' ? { pattern: new RegExp(node.pattern, 'u') } : {}),
    hint,
    min: typeof node.minLength === 'number' ? node.minLength : 1,
    max: typeof node.maxLength === 'number' ? node.maxLength : 200,
  };
}

/** The format every example string has, when they agree on one. */
function formatOf(values: readonly unknown[]): string | undefined {
  if (values.length === 0 || !values.every((value) => typeof value === 'string')) return undefined;
  const texts = values as string[];
  const formats: Array<[string, RegExp]> = [
    ['date', /^\d{4}-\d{2}-\d{2}$/],
    ['date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/],
    ['email', /^[^@\s]+@[^@\s]+$/],
    ['uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i],
    ['uri', /^https?:\/\//],
  ];
  return formats.find(([, pattern]) => texts.every((text) => pattern.test(text)))?.[0];
}

function numberOr(value: unknown, ...fallbacks: number[]): number {
  if (typeof value === 'number') return value;
  return fallbacks.find((n) => Number.isFinite(n)) ?? 0;
}

/** FNV-1a over a string: a stable 32-bit seed for faker. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// A fixed span, so generated dates do not move with the wall clock.
const DATE_FROM = Date.UTC(2024, 0, 1);
const DATE_SPAN = 2 * 365 * 86_400_000;

/** mulberry32: a small, fast seeded generator (seeding faker costs ~70 µs; this, nothing). */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One generation: a fast random source, and faker seeded from it only when text needs it. */
interface Draw {
  random: () => number;
  faker: () => typeof faker;
}

function createDraw(seed: number): Draw {
  const random = createRandom(seed);
  let seeded = false;
  return {
    random,
    faker: () => {
      if (!seeded) {
        faker.seed(seed);
        seeded = true;
      }
      return faker;
    },
  };
}

const int = (draw: Draw, min: number, max: number) =>
  min + Math.floor(draw.random() * (max - min + 1));

function hinted(hint: NameHint, draw: Draw): string {
  switch (hint) {
    case 'firstName':
      return draw.faker().person.firstName();
    case 'lastName':
      return draw.faker().person.lastName();
    case 'fullName':
      return draw.faker().person.fullName();
    case 'email':
      return draw.faker().internet.email().toLowerCase();
    case 'phone':
      return draw.faker().phone.number({ style: 'international' });
    case 'url':
      return draw.faker().internet.url();
    case 'city':
      return draw.faker().location.city();
    case 'country':
      return draw.faker().location.country();
    case 'sentence':
      return draw.faker().lorem.sentence();
    case 'id':
      return draw.random().toString(36).slice(2, 14).padEnd(12, '0');
    default:
      return draw.faker().lorem.word();
  }
}

const hex = (draw: Draw, length: number) =>
  Array.from({ length }, () => int(draw, 0, 15).toString(16)).join('');

function formatted(format: string | undefined, hint: NameHint, draw: Draw): string | undefined {
  const date = () => new Date(DATE_FROM + Math.floor(draw.random() * DATE_SPAN));
  switch (format) {
    case 'email':
      return draw.faker().internet.email().toLowerCase();
    case 'uuid':
      return `${hex(draw, 8)}-${hex(draw, 4)}-4${hex(draw, 3)}-${['8', '9', 'a', 'b'][int(draw, 0, 3)]}${hex(draw, 3)}-${hex(draw, 12)}`;
    case 'date-time':
      return date().toISOString();
    case 'date':
      return date().toISOString().slice(0, 10);
    case 'time':
      return date().toISOString().slice(11, 19) + 'Z';
    case 'uri':
    case 'url':
    case 'uri-reference':
      return draw.faker().internet.url();
    case 'hostname':
      return draw.faker().internet.domainName();
    case 'ipv4':
      return `${int(draw, 1, 223)}.${int(draw, 0, 255)}.${int(draw, 0, 255)}.${int(draw, 1, 254)}`;
    default:
      return format === undefined ? hinted(hint, draw) : undefined;
  }
}

function fit(text: string, min: number, max: number, draw: Draw): string {
  let out = text;
  while (out.length < min) out += draw.faker().lorem.word();
  return out.slice(0, Math.max(max, 0));
}

/**
 * faker's `fromRegExp` knows literals, classes, groups and quantifiers, not anchors or the
 * shorthand classes: a schema pattern written with them is rewritten into that subset.
 */
function forFaker(pattern: RegExp): string {
  return pattern.source
    .replace(/^\^/, '')
    .replace(/(?<!\\)\$$/, '')
    .replace(/\\d/g, '[0-9]')
    .replace(/\\w/g, '[a-zA-Z0-9_]')
    .replace(/\\s/g, ' ');
}

function run(generator: Generator, draw: Draw): unknown {
  switch (generator.kind) {
    case 'pool':
      return generator.values[int(draw, 0, generator.values.length - 1)];
    case 'number':
      return generator.integer
        ? int(draw, Math.ceil(generator.min), Math.floor(generator.max))
        : Math.round((generator.min + draw.random() * (generator.max - generator.min)) * 100) / 100;
    case 'boolean':
      return draw.random() < 0.5;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: generator.count }, () => run(generator.items, draw));
    case 'object':
      return Object.fromEntries(generator.members.map((m) => [m.name, run(m.generator, draw)]));
    case 'string': {
      if (generator.pattern) return draw.faker().helpers.fromRegExp(forFaker(generator.pattern));
      const text =
        formatted(generator.format, generator.hint, draw) ?? hinted(generator.hint, draw);
      return generator.format ? text : fit(text, generator.min, generator.max, draw);
    }
  }
}

// Generated values by generator and seed: the same record asks again on every request.
const remembered = new WeakMap<Generator, Map<string, unknown>>();
const REMEMBERED_PER_GENERATOR = 10_000;

/**
 * Runs a compiled generator with a seed: the same seed always gives the same value (kept, so a
 * record asked for again costs a lookup). Treat the value as read-only.
 *
 * @example
 * generateValue({ kind: 'number', integer: true, min: 0, max: 10 }, 'org_acme#teamSize'); // e.g. 7
 */
export function generateValue(generator: Generator, seed: string): unknown {
  let values = remembered.get(generator);
  if (!values) {
    values = new Map();
    remembered.set(generator, values);
  }
  if (values.has(seed)) return values.get(seed);
  const value = run(generator, createDraw(seedOf(seed)));
  if (values.size >= REMEMBERED_PER_GENERATOR) values.clear();
  values.set(seed, value);
  return value;
}

/**
 * Whether a generator can satisfy its schema: a pattern faker cannot produce a match for is
 * named at start-up rather than failing a request.
 *
 * @example
 * generatorProblem(compileGenerator({ type: 'string', pattern: '^[A-Z]+$' }, 'code', (s) => s, [])); // undefined
 */
export function generatorProblem(generator: Generator): string | undefined {
  if (generator.kind === 'object') {
    for (const member of generator.members) {
      const problem = generatorProblem(member.generator);
      if (problem) return `${member.name}: ${problem}`;
    }
  }
  if (generator.kind === 'array') return generatorProblem(generator.items);
  if (generator.kind !== 'string' || !generator.pattern) return undefined;
  try {
    const sample = generateValue(generator, 'check');
    return typeof sample === 'string' && generator.pattern.test(sample)
      ? undefined
      : `no value can be generated for the pattern ${generator.pattern.source}`;
  } catch {
    return `no value can be generated for the pattern ${generator.pattern.source}`;
  }
}
