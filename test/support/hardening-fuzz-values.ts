import fc from 'fast-check';
import { getOpenApiDocument, resolveRef, type SchemaObject } from '../../src/spec/index.js';

/**
 * Values for the fuzz suite: strings that have broken servers before, dates at the edges of the
 * calendar, values of a wrong type, malformed JSON, and valid values generated from the schemas
 * of openapi.yaml.
 */

const doc = getOpenApiDocument();
export const TEN_KB = 10 * 1024;

/** Strings that have broken parsers, routers, loggers and templates before. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'line\nbreak',
  '\r\n\r\nHTTP/1.1 200 OK',
  '\u202eevil',
  '🙂'.repeat(20),
  'ｆｕｌｌｗｉｄｔｈ',
  '\ud800',
  'e\u0301',
  '../../etc/passwd',
  '%00',
  '%2F',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '1e309',
  ' padded ',
  '\t',
  'x'.repeat(TEN_KB),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 24 }) },
);

export const wrongTypeValue: fc.Arbitrary<unknown> = fc.constantFrom(
  null,
  0,
  -1,
  1.5,
  1e308,
  true,
  [],
  {},
  [1, 2],
  { nested: { deeper: [null] } },
  '',
);

/** Dates and date-times that exist, that cannot exist, and that sit at the ends of the calendar. */
const INTERESTING_DATES = [
  '2026-01-08',
  '2026-01-14',
  '2025-12-31',
  '2024-02-29',
  '2026-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '9999-12-25',
  '2026-1-5',
  '20260115',
  'yesterday',
  '2026-01-15T25:00:00Z',
  '2026-01-15T23:59:60Z',
  '9999-12-31T23:00:00Z',
  '0001-01-01T00:00:00-12:00',
  '2026-01-15T09:30:00+14:00',
  '2026-01-15T09:30:00 09:00',
  '2026-01-15T09:30:00+24:00',
  '2026-01-15T00:00:00.123456789Z',
  '1970-01-01T00:00:00Z',
  '275760-09-13T00:00:00Z',
];

const INTERESTING_TIMEZONES = [
  'UTC',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Etc/GMT+12',
  'America/St_Johns',
  'Mars/Olympus',
  '../../etc/localtime',
  'utc',
  'EST5EDT',
  '+09:00',
];

const INSTRUCTIONS = [
  'add a sub-agent called Billing that handles refunds',
  'add a sub-agent called Billing that handles refunds and route refund questions to it',
  'route order questions to Orders',
  'add an HTTP tool that looks up orders',
  'connect our LINE channel',
  'turn on test mode for alice@acme.test',
  'turn off test mode',
  'delete the sub-agent Orders',
  'rename the router to Front desk',
  'make me a sandwich',
];

function isoDate(from: string, to: string): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date(from), max: new Date(to), noInvalidDate: true })
    .map((date) => date.toISOString());
}

/**
 * Values for fields and parameters by name: real ids and realistic text, so that valid requests
 * reach the handlers' happy paths instead of stopping at 404. The e-mails leave out
 * owner@acme.test, whose sign-in must still work after the fuzz (the login throttle).
 */
export function namedValues(sessions: readonly string[]): Record<string, fc.Arbitrary<unknown>> {
  return {
    sessionId: fc.constantFrom(...sessions, 'ses_unknown'),
    instruction: fc.constantFrom(...INSTRUCTIONS),
    email: fc.constantFrom('agent@acme.test', 'nobody@acme.test', 'AGENT@ACME.TEST'),
    password: fc.constantFrom('Passw0rd!', 'wrong'),
    startDate: fc.oneof(
      isoDate('2025-10-01', '2026-01-20').map((d) => d.slice(0, 10)),
      fc.constantFrom(...INTERESTING_DATES),
    ),
    endDate: fc.oneof(
      isoDate('2025-10-01', '2026-01-20').map((d) => d.slice(0, 10)),
      fc.constantFrom(...INTERESTING_DATES),
    ),
    timezone: fc.constantFrom(...INTERESTING_TIMEZONES),
    now: fc.oneof(isoDate('2020-01-01', '2030-01-01'), fc.constantFrom(...INTERESTING_DATES)),
    seed: fc.oneof(
      fc.integer({ min: 0, max: 5 }),
      fc.constantFrom(4294967295, -1, 4294967296, 1.5),
    ),
  };
}

type Schema = SchemaObject & {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: SchemaObject;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
};

const MAX_DEPTH = 5;

/**
 * A value that matches a schema of openapi.yaml (or nearly: string lengths are capped so values
 * stay small). Enough JSON Schema for this document; a keyword it does not know only makes
 * values less valid, which the fuzz tolerates.
 */
export function validValue(
  schema: SchemaObject,
  named: Record<string, fc.Arbitrary<unknown>> = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolveRef<Schema>(doc, schema as Schema);
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.allOf) {
    const parts = s.allOf.map((part) => validValue(part, named, depth));
    return fc
      .tuple(...parts)
      .map(
        (values) => Object.assign({}, ...values.filter((v) => typeof v === 'object')) as unknown,
      );
  }
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const { anyOf: _a, oneOf: _o, ...base } = s;
    return fc.oneof(
      ...alternatives.map((alt) =>
        validValue({ ...base, ...resolveRef<Schema>(doc, alt as Schema) }, named, depth),
      ),
    );
  }
  const types = Array.isArray(s.type)
    ? s.type
    : s.type
      ? [s.type]
      : s.properties
        ? ['object']
        : ['string'];
  return fc.oneof(...types.map((type) => valueOfType(type, s, named, depth)));
}

function valueOfType(
  type: string,
  s: Schema,
  named: Record<string, fc.Arbitrary<unknown>>,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: Math.min(s.maximum ?? 100_000, 2 ** 31) });
    case 'number':
      return fc.double({
        min: s.minimum ?? -1000,
        max: s.maximum ?? 100_000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'array':
      return fc.array(validValue(s.items ?? {}, named, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength:
          depth >= MAX_DEPTH
            ? (s.minItems ?? 0)
            : Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 2, 2)),
      });
    case 'object': {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const keys = Object.keys(properties).filter((key) => required.has(key) || depth < MAX_DEPTH);
      const model = Object.fromEntries(
        keys.map((key) => [
          key,
          named[key] ?? validValue(properties[key] as SchemaObject, named, depth + 1),
        ]),
      );
      return fc.record(model, { requiredKeys: keys.filter((key) => required.has(key)) });
    }
    default:
      return stringFor(s);
  }
}

function stringFor(s: Schema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'date':
      return isoDate('2025-01-01', '2027-01-01').map((d) => d.slice(0, 10));
    case 'date-time':
      return isoDate('2025-01-01', '2027-01-01');
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
    default:
      break;
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 24, 24));
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    return fc
      .stringMatching(pattern)
      .filter((text) => text.length >= minLength && text.length <= (s.maxLength ?? Infinity));
  }
  return fc.string({ minLength, maxLength });
}

/** A valid value, then maybe one mutation: a required field dropped, one added, one of a wrong type, one hostile. */
export function mutatedObject(
  schema: SchemaObject,
  named: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<unknown> {
  const s = resolveRef<Schema>(doc, schema as Schema);
  const keys = Object.keys(s.properties ?? {});
  return fc
    .tuple(
      validValue(schema, named),
      fc.constantFrom('drop', 'extra', 'wrong-type', 'hostile'),
      fc.constantFrom(...(keys.length > 0 ? keys : ['field'])),
      wrongTypeValue,
      hostileString,
      fc.constantFrom('unexpected', '__proto__', 'constructor', 'prototype', ''),
    )
    .map(([value, how, key, wrong, hostile, extraKey]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      // JSON.parse creates an own "__proto__" key, as a client's JSON would; Object.defineProperty
      // does the same here without touching the prototype.
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      if (how === 'drop') delete copy[key];
      if (how === 'extra')
        Object.defineProperty(copy, extraKey, { value: hostile, enumerable: true });
      if (how === 'wrong-type') copy[key] = wrong;
      if (how === 'hostile') copy[key] = hostile;
      return copy;
    });
}

export const MALFORMED_JSON = [
  '{',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{"a":1}{"b":2}',
  'NaN',
  '\ufeff{}',
  'undefined',
  '{"a":"\\u12"}',
  '{"__proto__":{"polluted":true}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '['.repeat(400_000) + ']'.repeat(400_000),
  '{"a":' + '['.repeat(20000),
  '"' + 'x'.repeat(TEN_KB),
];

/** Percent-encodes UTF-8 bytes; unlike encodeURIComponent it accepts lone surrogates. */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
