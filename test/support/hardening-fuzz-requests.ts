import fc from 'fast-check';
import { MAX_BODY_BYTES } from '../../src/mock/create-handlers.js';
import type { Operation, ParameterObject } from '../../src/spec/index.js';
import { describeRawRequest, type RawRequest } from './hardening-raw-http.js';
import {
  MALFORMED_JSON,
  TEN_KB,
  hostileString,
  mutatedObject,
  namedValues,
  percentEncode,
  validValue,
  wrongTypeValue,
} from './hardening-fuzz-values.js';
import { pathParameterNames } from './hardening-operations.js';

/**
 * fast-check arbitraries for requests generated from openapi.yaml: for each operation, valid
 * requests and every kind of bad one (wrong types, missing and extra fields, huge strings,
 * unicode and control characters, malformed JSON, wrong content types, impossible dates, odd ids,
 * duplicated query parameters, odd methods, odd Authorization headers).
 *
 * A generated case is data (`FuzzCase`); tokens are minted only when it is sent
 * (`toRawRequest`), so a case stays a plain value fast-check can shrink and print.
 */

/** How the case authenticates; valid tokens are minted at send time, so they are always fresh. */
export const AUTH_KINDS = [
  'acme',
  'globex',
  'lowercase-scheme',
  'none',
  'empty-header',
  'empty-bearer',
  'bare-scheme',
  'basic',
  'garbage',
  'double-space',
  'trailing-junk',
  'twice',
  'huge',
  'unicode',
  'alg-none',
  'wrong-secret',
] as const;
export type AuthKind = (typeof AUTH_KINDS)[number];

/** Kinds that carry a valid token of a member of an organization. */
export const VALID_AUTH: ReadonlySet<AuthKind> = new Set(['acme', 'globex', 'lowercase-scheme']);

/** A body as data: JSON text, raw bytes (invalid UTF-8), or `size` bytes of valid JSON. */
export type BodySpec =
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; bytes: number[] }
  | { kind: 'sized'; size: number };

export interface FuzzCase {
  /** The operation the case was generated from, or `unknown-route`. */
  intent: string;
  method: string;
  /** The request-target exactly as sent. */
  target: string;
  auth: AuthKind;
  headers: Array<[string, string]>;
  body: BodySpec | undefined;
  chunked: boolean;
}

/** The ids a valid request can name, gathered from the running server before fuzzing. */
export interface FuzzIds {
  projects: string[];
  sessions: string[];
  suggestions: string[];
}

/** Mints what `AuthKind`s need at send time. */
export interface TokenSource {
  valid(kind: 'acme' | 'globex'): Promise<string>;
  algNone: string;
  wrongSecret: string;
}

function bodyFor(
  operation: Operation,
  named: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<BodySpec | undefined> {
  const schema = operation.requestBody?.content['application/json']?.schema;
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((value): BodySpec => ({ kind: 'text', text: JSON.stringify(value) ?? 'null' }));
  if (!schema) {
    // Operations without a body still get one now and then: it must be ignored, or refused as a whole.
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: json(fc.jsonValue({ maxDepth: 2 })) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<BodySpec>({ kind: 'sized', size: MAX_BODY_BYTES + 1 }),
      },
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: json(validValue(schema, named)) },
    { weight: 4, arbitrary: json(mutatedObject(schema, named)) },
    { weight: 1, arbitrary: json(wrongTypeValue) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((text): BodySpec => ({ kind: 'text', text })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodySpec>({
        kind: 'bytes',
        bytes: [0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d],
      }),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodySpec>(
        { kind: 'sized', size: MAX_BODY_BYTES - 64 },
        { kind: 'sized', size: MAX_BODY_BYTES },
        { kind: 'sized', size: MAX_BODY_BYTES + 1 },
      ),
    },
  );
}

/** The body's bytes: `sized` is a JSON object whose one string field fills it to exactly `size`. */
export function bodyBytes(body: BodySpec | undefined): Uint8Array | string | undefined {
  if (!body) return undefined;
  if (body.kind === 'text') return body.text;
  if (body.kind === 'bytes') return Uint8Array.from(body.bytes);
  const frame = '{"instruction":""}';
  return `{"instruction":"${'x'.repeat(body.size - frame.length)}"}`;
}

export function bodyLength(body: BodySpec | undefined): number {
  const bytes = bodyBytes(body);
  return bytes === undefined
    ? 0
    : typeof bytes === 'string'
      ? Buffer.byteLength(bytes)
      : bytes.length;
}

// ---------------------------------------------------------------------------------------------
// Paths, queries and headers

/** Path segments sent as they are (not encoded): they attack the router, not the handler. */
const RAW_SEGMENTS = [
  '..',
  '.',
  '%',
  '%ZZ',
  '%00',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%C0%AF',
  '%FF',
  'a;b',
  '*',
  '~',
  "a'b",
  '',
];

function pathValue(name: string, ids: FuzzIds): fc.Arbitrary<string> {
  const known =
    name === 'suggestionId'
      ? ids.suggestions
      : name === 'id'
        ? ids.projects
        : [...ids.projects, ...ids.suggestions];
  // The first known id (Acme's demo project, a pending suggestion) most often, so that valid
  // requests reach the handlers and their answers meet the drift guard.
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(known[0] ?? 'unknown') },
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 2, arbitrary: hostileString.map(percentEncode) },
  );
}

function queryPart(
  parameter: ParameterObject,
  named: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<string[]> {
  const value = fc
    .oneof(
      { weight: 4, arbitrary: named[parameter.name] ?? validValue(parameter.schema) },
      { weight: 1, arbitrary: hostileString },
    )
    .map(
      (v) =>
        `${percentEncode(parameter.name)}=${percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
    );
  const once: fc.Arbitrary<string[]> = value.map((pair) => [pair]);
  const twice: fc.Arbitrary<string[]> = fc.tuple(value, value).map(([a, b]) => [a, b]);
  const bracketed: fc.Arbitrary<string[]> = fc.constant([`${percentEncode(parameter.name)}[]=x`]);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<string[]>([]) },
    { weight: 4, arbitrary: once },
    { weight: 1, arbitrary: twice },
    { weight: 1, arbitrary: bracketed },
  );
}

const ODD_QUERIES = [
  '',
  '&&&',
  '%',
  'a=%ZZ',
  '=x',
  'x',
  'a=1&a=2',
  `q=${'y'.repeat(2000)}`,
  '__proto__[polluted]=1',
];

const ODD_METHODS = [
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'PURGE',
  'SEARCH',
  'LOCK',
  'QUERY',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/merge-patch+json',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json, text/plain',
  '',
];

const PREFER_VALUES = [
  'code=200',
  'code=201',
  'code=400',
  'code=401',
  'code=404',
  'code=409',
  'code=429',
  'code=500',
  'code=999',
  'code=abc',
  'delay=1',
  'code=401, delay=2',
];

const EXTRA_HEADERS: Array<[string, string]> = [
  ['Accept', 'text/html'],
  ['Accept', '*/*;q=0'],
  ['Origin', 'http://evil.test'],
  ['X-Forwarded-For', '127.0.0.1, 10.0.0.1'],
  ['Cookie', 'session=abc'],
  ['X-Unicode', 'tökén'],
  ['Content-Encoding', 'identity'],
];

/**
 * Requests for one operation: mostly its own method, prefix and valid ids, so the handlers run;
 * the rest odd in one or several ways.
 */
export function requestsFor(operation: Operation, ids: FuzzIds): fc.Arbitrary<FuzzCase> {
  const named = namedValues(ids.sessions);
  const params = pathParameterNames(operation);
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const prefixes = operation.mockOnly ? [''] : ['/api/v1', ''];
  const hasBody = operation.requestBody !== undefined;
  return fc
    .record({
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(operation.method.toUpperCase()) },
        { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS) },
      ),
      prefix: fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(...prefixes) },
        { weight: 1, arbitrary: fc.constantFrom('/api/v2', '/api/v1/api/v1', '/API/V1') },
      ),
      pathValues: fc.tuple(...params.map((name) => pathValue(name, ids))),
      query: fc.tuple(...queryParameters.map((p) => queryPart(p, named))),
      oddQuery: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(...ODD_QUERIES) },
      ),
      auth: fc.oneof(
        { weight: 8, arbitrary: fc.constant<AuthKind>('acme') },
        { weight: 2, arbitrary: fc.constant<AuthKind>('globex') },
        { weight: 4, arbitrary: fc.constantFrom(...AUTH_KINDS) },
      ),
      body: bodyFor(operation, named),
      contentType: fc.oneof(
        { weight: 10, arbitrary: fc.constant('application/json') },
        { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
      encoding: hasBody
        ? fc.oneof(
            { weight: 12, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.constantFrom('gzip', 'br', 'bogus') },
          )
        : fc.constant(undefined),
      prefer: fc.oneof(
        { weight: 10, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom(...PREFER_VALUES) },
      ),
      extra: fc.subarray(EXTRA_HEADERS, { maxLength: 2 }),
      chunked: fc.oneof(
        { weight: 6, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    })
    .map((parts): FuzzCase => {
      const values = Object.fromEntries(
        params.map((name, i) => [name, parts.pathValues[i] as string]),
      );
      const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '');
      const pairs = [
        ...parts.query.flat(),
        ...(parts.oddQuery === undefined ? [] : [parts.oddQuery]),
      ];
      const headers: Array<[string, string]> = [];
      if (parts.body !== undefined && parts.contentType !== '')
        headers.push(['Content-Type', parts.contentType]);
      if (parts.encoding !== undefined && parts.body !== undefined)
        headers.push(['Content-Encoding', parts.encoding]);
      if (parts.prefer !== undefined) headers.push(['Prefer', parts.prefer]);
      headers.push(...parts.extra);
      return withDescription({
        intent: operation.operationId,
        method: parts.method,
        target: `${parts.prefix}${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`,
        auth: parts.auth,
        headers,
        body: parts.body,
        chunked: parts.chunked && parts.body !== undefined,
      });
    })
    .filter(fitsNodeHeaderLimit);
}

const ROUTE_WORDS = [
  'projects',
  'auth',
  'login',
  'profile',
  'users',
  'me',
  'reports',
  'overview',
  'builder',
  'session',
  'suggestions',
  'apply',
  '__standin',
  'health',
  'docs',
  'assets',
  'api',
  'v1',
  'prj_acme_support',
  '..',
  '%2e%2e',
  '%',
  '',
  'x',
];

/** Requests to paths openapi.yaml may or may not have, with any method. */
export function unknownRouteRequests(): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      method: fc.constantFrom(...ODD_METHODS),
      prefix: fc.constantFrom('', '/api/v1', '/api/v2', '/__standin', '//', '/%2Fapi'),
      segments: fc.array(fc.constantFrom(...ROUTE_WORDS), { minLength: 0, maxLength: 6 }),
      auth: fc.constantFrom<AuthKind>('acme', 'none', 'garbage'),
    })
    .map(({ method, prefix, segments, auth }) =>
      withDescription({
        intent: 'unknown-route',
        method,
        target: `${prefix}/${segments.join('/')}`,
        auth,
        headers: [],
        body: undefined,
        chunked: false,
      }),
    );
}

// Node's HTTP parser refuses a request line plus headers over 16 KiB with a bare 431 before any
// handler runs (a limit of its own, tested in limits.test.ts); keep fuzz cases under it.
const NODE_HEADER_LIMIT = 16 * 1024 - 1024;

function fitsNodeHeaderLimit(fuzzCase: FuzzCase): boolean {
  const auth = fuzzCase.auth === 'huge' ? TEN_KB + 1024 : 1024;
  const headers = fuzzCase.headers.reduce(
    (sum, [name, value]) => sum + name.length + Buffer.byteLength(value) + 4,
    0,
  );
  return Buffer.byteLength(fuzzCase.target) + auth + headers < NODE_HEADER_LIMIT;
}

/** fast-check prints a counterexample with this: the request as sent, the token named, not minted. */
function withDescription(fuzzCase: FuzzCase): FuzzCase {
  Object.defineProperty(fuzzCase, fc.toStringMethod, {
    value: () =>
      `${fuzzCase.intent} · auth ${fuzzCase.auth} · ${describeRawRequest(placeholderRequest(fuzzCase))}`,
    enumerable: false,
  });
  return fuzzCase;
}

function placeholderRequest(fuzzCase: FuzzCase): RawRequest {
  return {
    ...fuzzCase,
    headers: [...authHeaders(fuzzCase.auth, `<${fuzzCase.auth} token>`), ...fuzzCase.headers],
    body: bodyBytes(fuzzCase.body),
  };
}

function authHeaders(kind: AuthKind, token: string): Array<[string, string]> {
  switch (kind) {
    case 'acme':
    case 'globex':
    case 'alg-none':
    case 'wrong-secret':
      return [['Authorization', `Bearer ${token}`]];
    case 'lowercase-scheme':
      return [['Authorization', `bearer ${token}`]];
    case 'none':
      return [];
    case 'empty-header':
      return [['Authorization', '']];
    case 'empty-bearer':
      return [['Authorization', 'Bearer ']];
    case 'bare-scheme':
      return [['Authorization', 'Bearer']];
    case 'basic':
      return [['Authorization', 'Basic b3duZXJAYWNtZS50ZXN0OlBhc3N3MHJkIQ==']];
    case 'garbage':
      return [['Authorization', 'Bearer not-a-jwt']];
    case 'double-space':
      return [['Authorization', `Bearer  ${token}`]];
    case 'trailing-junk':
      return [['Authorization', `Bearer ${token} extra`]];
    case 'twice':
      return [
        ['Authorization', `Bearer ${token}`],
        ['Authorization', `Bearer ${token}`],
      ];
    case 'huge':
      return [['Authorization', `Bearer ${'A'.repeat(TEN_KB)}`]];
    case 'unicode':
      return [['Authorization', 'Bearer tökén.ünï.cödé']];
  }
}

const TOKEN_BEARING: ReadonlySet<AuthKind> = new Set([
  'acme',
  'globex',
  'lowercase-scheme',
  'double-space',
  'trailing-junk',
  'twice',
]);

/** The request to send: tokens minted now (a fresh valid one for `acme`, `globex` and friends). */
export async function toRawRequest(fuzzCase: FuzzCase, tokens: TokenSource): Promise<RawRequest> {
  const token =
    fuzzCase.auth === 'alg-none'
      ? tokens.algNone
      : fuzzCase.auth === 'wrong-secret'
        ? tokens.wrongSecret
        : TOKEN_BEARING.has(fuzzCase.auth)
          ? await tokens.valid(fuzzCase.auth === 'globex' ? 'globex' : 'acme')
          : '';
  return {
    method: fuzzCase.method,
    target: fuzzCase.target,
    headers: [...authHeaders(fuzzCase.auth, token), ...fuzzCase.headers],
    body: bodyBytes(fuzzCase.body),
    chunked: fuzzCase.chunked,
  };
}
