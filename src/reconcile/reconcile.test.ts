import { describe, expect, it } from 'vitest';
import { reconcileRecorded, type RecordedGiven } from '../../test/support/reconcile-recorded.js';
import { parse } from 'yaml';
import { applyOverlayToText } from './apply-overlay.js';
import { formatJsonPath, parseJsonPath } from './json-path.js';
import { readHar } from './read-har.js';
import { seedFacts } from './seed-facts.js';

/** A small contract: a seed login, an assumed profile, a shared error body. */
const SPEC = `openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /auth/login:
    post:
      operationId: login
      x-standin-source: seed
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/LoginResponse' }
        '400':
          description: bad
          content:
            application/json:
              schema: { $ref: '#/components/schemas/ErrorBody' }
  /me:
    get:
      operationId: getMe
      x-standin-source: assumed
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/User' }
        '401':
          description: no
          content:
            application/json:
              schema: { $ref: '#/components/schemas/ErrorBody' }
components:
  schemas:
    ErrorBody:
      type: object
      required: [statusCode, code]
      properties:
        statusCode: { type: integer }
        code: { type: string }
      x-standin-source: assumed
    LoginResponse:
      type: object
      required: [accessToken, user]
      properties:
        accessToken: { type: string }
        user: { $ref: '#/components/schemas/User' }
      x-standin-source: seed
    User:
      type: object
      # the user as the mock sends it
      required: [id, name, role]
      properties:
        id: { type: string }
        name: { type: string, minLength: 1 }
        role: { type: string, enum: [owner, agent] }
        avatarUrl: { type: string }
        tags: { type: object }
      x-standin-source: assumed
`;

type Given = RecordedGiven;

const run = (given: Given[]) => reconcileRecorded(SPEC, given);

const user = { id: 'u1', name: 'Ann', role: 'owner' };
const me = (body: unknown, status = 200): Given => ({ method: 'GET', path: '/me', status, body });

const CASES: Array<{ name: string; given: Given[]; want: RegExp[]; refused?: RegExp[] }> = [
  {
    name: 'a member in every sample is added as required, saying how many samples',
    given: [me({ ...user, team: 't1' }), me({ ...user, team: 't2' })],
    want: [/User\.team: added team \(string\), in 2 of 2, required \(2 samples\)/],
  },
  {
    name: 'a member in some samples only is added as optional',
    given: [me({ ...user, team: 't1' }), me(user)],
    want: [/added team \(string\), in 1 of 2, optional/],
  },
  {
    name: 'a required member missing from some samples becomes optional',
    given: [me(user), me({ id: 'u2', name: 'Bo' })],
    want: [/User\.role: role is in 1 of 2 samples: optional/],
  },
  {
    name: 'a missing member and a new one with a related name and fitting values is a rename',
    given: [me({ id: 'u1', fullName: 'Ann Lee', role: 'agent' })],
    want: [/renamed name → fullName/],
  },
  {
    name: 'an unrelated new member of the same type is not taken for a rename',
    given: [me({ id: 'u1', role: 'agent', city: 'Oslo' })],
    want: [/name is documented as required and absent from every sample: optional/, /added city/],
  },
  {
    name: 'an array where an object is documented replaces the schema',
    given: [me({ ...user, tags: ['a', 'b'] })],
    want: [/User\.tags: documented as object, the backend sends array/],
  },
  {
    name: 'a null value makes the member nullable',
    given: [me({ ...user, avatarUrl: null }), me({ ...user, avatarUrl: 'https://x.test/a.png' })],
    want: [/User\.avatarUrl: may be null \(null in 1 of 2\)/],
  },
  {
    name: 'unknown enum values are added',
    given: [me({ ...user, role: 'admin' })],
    want: [/User\.role: enum gains "admin"/],
  },
  {
    name: 'a constraint the backend breaks is dropped',
    given: [me({ ...user, name: '' })],
    want: [/User\.name: minLength 1 dropped: 1 of 1 values break it/],
  },
  {
    name: 'a success answered 201 where 200 is documented moves the status, even on a seed operation',
    given: [{ method: 'POST', path: '/auth/login', status: 201, body: { accessToken: 't', user } }],
    want: [/success status 200 → 201/],
  },
  {
    name: 'an undocumented 4xx is added with the error body, whose differences are pooled',
    given: [{ method: 'GET', path: '/me', status: 403, body: { statusCode: 403, message: 'no' } }],
    want: [/status 403 added/, /ErrorBody\.code: code is documented as required and absent/],
  },
  {
    name: 'a seed fact the backend breaks is refused, never proposed, even as a rename',
    given: [{ method: 'POST', path: '/auth/login', status: 200, body: { token: 't', user } }],
    want: [],
    refused: [/LoginResponse\.accessToken: renamed accessToken → token/],
  },
  {
    name: 'a recording from another tool matches its operation under any prefix',
    given: [{ ...me({ ...user, team: 't' }), path: '/gateway/api/v2/me' }],
    want: [/added team/],
  },
];

describe('reconcile', () => {
  it.each(CASES)('$name', async ({ given, want, refused = [] }) => {
    const result = await run(given);
    const texts = result.proposals.map((item) => `${item.where}: ${item.text}`);
    for (const pattern of want)
      expect(
        texts.some((text) => pattern.test(text)),
        texts.join('\n'),
      ).toBe(true);
    const refusedTexts = result.refused.map((item) => `${item.where}: ${item.text}`);
    expect(refusedTexts.length).toBe(refused.length);
    for (const pattern of refused)
      expect(refusedTexts.some((text) => pattern.test(text))).toBe(true);
  });

  it('proposes nothing when the document already describes the recording', async () => {
    const result = await run([me(user), me({ ...user, avatarUrl: 'a' })]);
    expect(result.proposals).toEqual([]);
    expect(result.notes).toEqual([]);
  });

  it('never documents a server error or a non-401 answer to a bad token', async () => {
    const result = await run([
      me({ statusCode: 500, message: 'boom' }, 500),
      {
        ...me(user),
        label: { operationId: 'getMe', pathTemplate: '/me', check: 'auth_missing_token' },
      },
    ]);
    expect(result.proposals).toEqual([]);
    expect(result.notes.map((note) => note.text)).toEqual([
      expect.stringMatching(/^200 to a missing, expired or invalid token .*the seed says 401/),
      expect.stringMatching(/^500 .*a server error is a defect/),
    ]);
  });

  it('applied, the proposals keep comments and seed facts, and describe the recording', async () => {
    const result = await run([
      me({ id: 'u1', fullName: 'Ann', role: 'agent', team: 't' }),
      {
        method: 'POST',
        path: '/auth/login',
        status: 201,
        body: { accessToken: 't', user: { id: 'u1', fullName: 'Ann', role: 'agent', team: 't' } },
      },
    ]);
    const text = applyOverlayToText(
      SPEC,
      result.proposals.flatMap((item) => item.actions),
    );
    expect(text).toContain('# the user as the mock sends it');
    const document = parse(text) as {
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
      components: {
        schemas: { User: { required: string[]; properties: Record<string, unknown> } };
      };
    };
    expect(Object.keys(document.paths['/auth/login']?.post?.responses ?? {})).toEqual([
      '201',
      '400',
    ]);
    expect(Object.keys(document.components.schemas.User.properties)).toEqual([
      'id',
      'fullName',
      'role',
      'avatarUrl',
      'tags',
      'team',
    ]);
    expect(document.components.schemas.User.required).toEqual(['id', 'role', 'fullName', 'team']);
    expect(seedFacts(document)).toEqual(seedFacts(parse(SPEC)));
  });
});

describe('applyOverlayToText', () => {
  it('keeps an anchor that a removed node held for an alias elsewhere', () => {
    const text = `a:\n  b: &shared { x: 1 }\nc:\n  d: *shared\n`;
    const out = applyOverlayToText(text, [{ target: '$.a.b', remove: true }]);
    expect(parse(out)).toEqual({ a: {}, c: { d: { x: 1 } } });
  });
});

describe('JSONPath targets', () => {
  it.each([
    [
      ['paths', '/auth/login', 'post', 'responses', '200'],
      "$.paths['/auth/login'].post.responses['200']",
    ],
    [
      ['components', 'schemas', 'User', 'required', { equals: "o'k" }],
      "$.components.schemas.User.required[?@ == 'o\\'k']",
    ],
    [['tags', 0, 'name'], '$.tags[0].name'],
  ] as const)('%j ⇄ %s', (segments, path) => {
    expect(formatJsonPath(segments)).toBe(path);
    expect(parseJsonPath(path)).toEqual(segments);
  });
});

describe('readHar', () => {
  it('reads labelled and unlabelled entries and skips answers that never came', () => {
    const har = {
      log: {
        version: '1.2',
        entries: [
          {
            request: {
              method: 'get',
              url: 'https://x.test/api/me?x=1',
              headers: [{ name: 'Authorization', value: '<redacted>' }],
            },
            response: {
              status: 200,
              headers: [{ name: 'Content-Type', value: 'application/json' }],
              content: { mimeType: 'application/json', text: '{"id":"u1"}' },
            },
            _standin: { operationId: 'getMe', pathTemplate: '/me', valid: true },
          },
          {
            request: { method: 'GET', url: 'https://x.test/me' },
            response: { status: 0, content: {} },
          },
        ],
      },
    };
    expect(readHar(JSON.stringify(har))).toEqual([
      {
        method: 'GET',
        path: '/api/me',
        status: 200,
        headers: { 'content-type': 'application/json' },
        contentType: 'application/json',
        body: { id: 'u1' },
        query: { x: '1' },
        sentToken: true,
        label: { operationId: 'getMe', pathTemplate: '/me', valid: true },
      },
    ]);
    expect(() => readHar('{"log":{}}')).toThrow(/not a HAR document/);
  });
});
