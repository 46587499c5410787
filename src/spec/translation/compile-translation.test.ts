import { describe, expect, it } from 'vitest';
import type { OpenApiDocument, SchemaObject } from '../openapi-document.js';
import { compileTranslation, translateReply, translateRequestBody } from './compile-translation.js';

/** A one-operation document: `responses` by status, each a JSON schema (or null for no body). */
function doc(
  responses: Record<string, SchemaObject | null>,
  options: {
    path?: string;
    method?: string;
    request?: SchemaObject;
    schemas?: Record<string, SchemaObject>;
    operationId?: string;
    examples?: Record<string, unknown>;
  } = {},
): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      [options.path ?? '/things']: {
        [options.method ?? 'post']: {
          operationId: options.operationId ?? 'makeThing',
          ...(options.request
            ? { requestBody: { content: { 'application/json': { schema: options.request } } } }
            : {}),
          responses: Object.fromEntries(
            Object.entries(responses).map(([status, schema]) => [
              status,
              {
                description: status,
                ...(schema
                  ? {
                      content: {
                        'application/json': {
                          schema,
                          ...(options.examples?.[status] !== undefined
                            ? { example: options.examples[status] }
                            : {}),
                        },
                      },
                    }
                  : {}),
              },
            ]),
          ),
        },
      },
    },
    components: { schemas: options.schemas ?? {} },
  } as OpenApiDocument;
}

const object = (properties: Record<string, SchemaObject>, required = Object.keys(properties)) => ({
  type: 'object',
  required,
  properties,
});
const str = { type: 'string', minLength: 1 };
const int = { type: 'integer', minimum: 0 };

interface Case {
  name: string;
  own: OpenApiDocument;
  team: OpenApiDocument;
  reply: { status: number; body: unknown };
  want: { status: number; body: unknown };
}

const cases: Case[] = [
  {
    name: 'members matching by name pass; a member the team dropped is dropped',
    own: doc({ '200': object({ id: str, name: str, internal: int }) }),
    team: doc({ '200': object({ id: str, name: str }) }),
    reply: { status: 200, body: { id: 'a', name: 'A', internal: 3 } },
    want: { status: 200, body: { id: 'a', name: 'A' } },
  },
  {
    name: 'case conventions match (camelCase → snake_case)',
    own: doc({ '200': object({ conversationsCount: int, firstReplySeconds: int }) }),
    team: doc({ '200': object({ conversations_count: int, first_reply_seconds: int }) }),
    reply: { status: 200, body: { conversationsCount: 4, firstReplySeconds: 9 } },
    want: { status: 200, body: { conversations_count: 4, first_reply_seconds: 9 } },
  },
  {
    name: 'x-standin-from takes a member from a pointer into the same object',
    own: doc({ '200': object({ range: object({ from: str, to: str }), total: int }) }),
    team: doc({
      '200': object({
        period: { ...object({ from: str, to: str }), 'x-standin-from': '/range' },
        start: { ...str, 'x-standin-from': '/range/from' },
        total: int,
      }),
    }),
    reply: { status: 200, body: { range: { from: 'x', to: 'y' }, total: 2 } },
    want: { status: 200, body: { period: { from: 'x', to: 'y' }, start: 'x', total: 2 } },
  },
  {
    name: "the team's success status (201 where the mock says 200)",
    own: doc({ '200': object({ id: str }) }),
    team: doc({ '201': object({ id: str }) }),
    reply: { status: 200, body: { id: 'a' } },
    want: { status: 201, body: { id: 'a' } },
  },
  {
    name: 'a bare array where the mock answers { items: [...] }',
    own: doc({ '200': object({ items: { type: 'array', items: object({ id: str }) } }) }),
    team: doc({ '200': { type: 'array', items: object({ id: str }) } }),
    reply: { status: 200, body: { items: [{ id: 'a' }, { id: 'b' }] } },
    want: { status: 200, body: [{ id: 'a' }, { id: 'b' }] },
  },
  {
    name: '{ data: [...] } where the mock answers a bare array',
    own: doc({ '200': { type: 'array', items: int } }),
    team: doc({ '200': object({ data: { type: 'array', items: int } }) }),
    reply: { status: 200, body: [1, 2] },
    want: { status: 200, body: { data: [1, 2] } },
  },
  {
    name: "FastAPI's { detail } filled from the mock's error, 422 where the mock says 400",
    own: doc({
      '400': object({
        statusCode: int,
        message: { oneOf: [str, { type: 'array', items: str }] },
        error: str,
        code: str,
      }),
    }),
    team: doc({ '422': object({ detail: str }) }),
    reply: {
      status: 400,
      body: {
        statusCode: 400,
        message: ['a is required', 'b is required'],
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
      },
    },
    want: { status: 422, body: { detail: 'a is required; b is required' } },
  },
  {
    name: 'a NestJS error body without code',
    own: doc({ '401': object({ statusCode: int, message: str, error: str, code: str }) }),
    team: doc({ '401': object({ statusCode: int, message: str, error: str }) }),
    reply: {
      status: 401,
      body: { statusCode: 401, message: 'No token', error: 'Unauthorized', code: 'TOKEN_MISSING' },
    },
    want: { status: 401, body: { statusCode: 401, message: 'No token', error: 'Unauthorized' } },
  },
  {
    name: 'a member the team made optional, which its examples never show, is left out',
    own: doc({ '200': object({ id: str, avatarUrl: str }) }),
    team: doc(
      { '200': object({ id: str, avatarUrl: str }, ['id']) },
      { examples: { '200': { id: 'u1' } } },
    ),
    reply: { status: 200, body: { id: 'a', avatarUrl: 'https://x.test/a.png' } },
    want: { status: 200, body: { id: 'a' } },
  },
  {
    name: 'no body where the team documents none (204)',
    own: doc({ '200': object({ ok: { type: 'boolean' } }) }),
    team: doc({ '204': null }),
    reply: { status: 200, body: { ok: true } },
    want: { status: 204, body: undefined },
  },
];

describe('translateReply', () => {
  it.each(cases)('$name', ({ own, team, reply, want }) => {
    const translation = compileTranslation(own, team);
    expect(translation.identity).toBe(false);
    const out = translateReply(translation.operations.get('makeThing'), reply);
    expect({ status: out.status, body: out.body }).toEqual(want);
  });

  it('is the identity for the same document: nothing is compiled, the reply is the same object', () => {
    const own = doc({ '200': object({ id: str }) });
    const translation = compileTranslation(own, structuredClone(own));
    expect(translation.identity).toBe(true);
    expect(translation.operations.size).toBe(0);
    const reply = { status: 200, body: { id: 'a' } };
    expect(translateReply(translation.operations.get('makeThing'), reply)).toBe(reply);
  });

  it('generates a member with no source from its schema, the same for the same record, another for another', () => {
    const own = doc({ '200': object({ id: str, name: str }) });
    const team = doc({
      '200': object({
        id: str,
        lastName: str,
        email: { type: 'string', format: 'email' },
        plan: { type: 'string', enum: ['free', 'pro'] },
        code: { type: 'string', pattern: '^[A-Z]{3}-\\d{4}$' },
        seats: { type: 'integer', minimum: 1, maximum: 5 },
      }),
    });
    const translate = (id: string) =>
      translateReply(compileTranslation(own, team).operations.get('makeThing'), {
        status: 200,
        body: { id, name: 'n' },
      }).body as Record<string, unknown>;
    expect(compileTranslation(own, team).problems).toEqual([]);
    const first = translate('usr_1');
    expect(translate('usr_1')).toEqual(first);
    expect(first.email).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(['free', 'pro']).toContain(first.plan);
    expect(first.code).toMatch(/^[A-Z]{3}-\d{4}$/);
    expect(first.seats).toBeGreaterThanOrEqual(1);
    expect(first.seats).toBeLessThanOrEqual(5);
    expect(typeof first.lastName).toBe('string');
    const others = ['usr_2', 'usr_3', 'usr_4'].map((id) => translate(id).lastName);
    expect(new Set([first.lastName, ...others]).size).toBeGreaterThan(1);
  });

  it('fills a required member that has no property schema, at any depth, instead of drifting', () => {
    const own = doc({ '200': object({ id: str, user: object({ name: str }) }) });
    const nested = { ...object({ name: str }), required: ['name', 'displayName'] };
    const team = doc({
      '200': { ...object({ id: str, user: nested }), required: ['id', 'user', 'tier'] },
    });
    const { problems, operations } = compileTranslation(own, team);
    expect(problems).toEqual([]);
    const body = translateReply(operations.get('makeThing'), {
      status: 200,
      body: { id: 'usr_1', user: { name: 'Olivia' } },
    }).body as { id: string; tier: unknown; user: Record<string, unknown> };
    expect(body.user.name).toBe('Olivia');
    expect(typeof body.user.displayName).toBe('string');
    expect(typeof body.tier).toBe('string');
  });

  it('keeps a value that fits a stricter format, pattern or bound, and replaces one that does not', () => {
    const own = doc({ '200': object({ id: str, email: str, code: str, count: int }) });
    const team = doc({
      '200': object({
        id: str,
        email: { type: 'string', format: 'uri' },
        code: { type: 'string', pattern: '^[A-Z]+$' },
        count: { type: 'integer', minimum: 0, maximum: 10 },
      }),
    });
    const { problems, operations } = compileTranslation(own, team);
    expect(problems).toEqual([]);
    const answer = (body: Record<string, unknown>) =>
      translateReply(operations.get('makeThing'), { status: 200, body }).body as Record<
        string,
        unknown
      >;
    expect(answer({ id: 'a', email: 'https://x.test/a', code: 'ABC', count: 7 })).toEqual({
      id: 'a',
      email: 'https://x.test/a',
      code: 'ABC',
      count: 7,
    });
    const replaced = answer({ id: 'a', email: 'owner@acme.test', code: 'abc', count: 70 });
    expect(replaced.email).not.toBe('owner@acme.test');
    expect(replaced.email).toMatch(/^[a-z][a-z0-9+.-]*:/);
    expect(replaced.code).toMatch(/^[A-Z]+$/);
    expect(replaced.count).toBeGreaterThanOrEqual(0);
    expect(replaced.count).toBeLessThanOrEqual(10);
    expect(answer({ id: 'a', email: 'owner@acme.test', code: 'abc', count: 70 })).toEqual(replaced);
  });

  it('names at start-up, one line per operation, what it cannot serve', () => {
    const own = doc({ '200': object({ id: str }) });
    const team = doc({ '200': object({ id: str }) }, { operationId: 'somethingElse' });
    const { problems } = compileTranslation(own, team);
    expect(problems).toEqual([
      'somethingElse (POST /things): no operation of the mock has this operationId; it answers 404',
    ]);
  });

  it('names a member it cannot generate at start-up instead of failing a request', () => {
    const own = doc({ '200': object({ id: str }) });
    const team = doc({
      '200': object({ id: str, key: { type: 'string', pattern: '^(?!a)b(?<=a)$' } }),
    });
    const { problems, flagged } = compileTranslation(own, team);
    expect(problems).toEqual([
      expect.stringMatching(/^makeThing 200\.key: no value can be generated for the pattern/),
    ]);
    expect(flagged.has('makeThing 200')).toBe(true);
  });
});

describe('translateRequestBody', () => {
  it("reads a member the team renamed back under the mock's name", () => {
    const own = doc({ '200': object({ id: str }) }, { request: object({ reason: str }) });
    const team = doc(
      { '200': object({ id: str }) },
      { request: object({ rejection_note: { ...str, 'x-standin-from': '/reason' } }) },
    );
    const operation = compileTranslation(own, team).operations.get('makeThing');
    expect(translateRequestBody(operation, { rejection_note: 'dup' })).toEqual({ reason: 'dup' });
  });

  it('matches snake_case request members to camelCase ones by themselves', () => {
    const own = doc({ '200': object({ id: str }) }, { request: object({ projectId: str }) });
    const team = doc({ '200': object({ id: str }) }, { request: object({ project_id: str }) });
    const operation = compileTranslation(own, team).operations.get('makeThing');
    expect(translateRequestBody(operation, { project_id: 'p' })).toEqual({ projectId: 'p' });
  });
});
