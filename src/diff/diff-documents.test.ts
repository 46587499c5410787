import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { DIFF_CHECKS } from './diff-checks.js';
import { diffDocuments } from './diff-documents.js';
import type { DiffReport } from './diff-types.js';
import { parseDiffDocument } from './parse-diff-document.js';
import { readUsage, type UsageFile } from '../usage/read-usage.js';

/**
 * The corpus: a small API (test/fixtures/diff/base.yaml) and, per case, one edit of a copy with
 * the changes it must give — each kind of change, breaking and not. Cases compare the whole set
 * of findings (level, check, operation, place, pointer), so an extra or a missing finding fails.
 */
const BASE_TEXT = readFileSync(
  fileURLToPath(new URL('../../test/fixtures/diff/base.yaml', import.meta.url)),
  'utf8',
);
const base = await parseDiffDocument(BASE_TEXT, 'base.yaml');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits reach anywhere in a YAML tree
type Doc = any;

async function diff(edit: (doc: Doc) => void, usage?: UsageFile): Promise<DiffReport> {
  const head: Doc = parse(BASE_TEXT);
  edit(head);
  return diffDocuments(base, await parseDiffDocument(stringify(head), 'head.yaml'), {
    baseLabel: 'base.yaml',
    headLabel: 'head.yaml',
    ...(usage !== undefined ? { usage: { file: usage, label: 'usage.json' } } : {}),
  });
}

/** Each finding as one comparable line: `breaking member-removed GET /items/{itemId} 200 application/json /note`. */
function lines(report: DiffReport): string[] {
  return report.changes.map((finding) =>
    [
      finding.level,
      finding.check,
      finding.operation.method.toUpperCase(),
      finding.operation.path,
      finding.place,
      finding.pointer ?? '',
    ]
      .filter((part) => part !== '')
      .join(' '),
  );
}

const item = (doc: Doc) => doc.components.schemas.Item;
const newItem = (doc: Doc) => doc.components.schemas.NewItem;
const listItems = (doc: Doc) => doc.paths['/items'].get;
const createItem = (doc: Doc) => doc.paths['/items'].post;
const session = (doc: Doc) => doc.paths['/session'].get;
const owner = (doc: Doc) =>
  doc.paths['/items/{itemId}/owner'].get.responses['200'].content['application/json'].schema;
const sessionBody = (doc: Doc) => session(doc).responses['200'].content['application/json'].schema;

/** Item is answered by three operations: getItem, listItems (as items/*) and createItem (201). */
const IN_ITEM = (level: string, check: string, pointer: string) => [
  `${level} ${check} GET /items 200 application/json /items/*${pointer}`,
  `${level} ${check} POST /items 201 application/json ${pointer}`,
  `${level} ${check} GET /items/{itemId} 200 application/json ${pointer}`,
];

interface Case {
  name: string;
  edit: (doc: Doc) => void;
  want: string[];
}

const cases: Case[] = [
  { name: 'the same document', edit: () => {}, want: [] },
  {
    name: 'a renamed path parameter is the same operation',
    edit: (doc) => {
      doc.paths['/items/{id}'] = doc.paths['/items/{itemId}'];
      delete doc.paths['/items/{itemId}'];
      doc.paths['/items/{id}'].parameters[0].name = 'id';
    },
    want: [],
  },
  // Operations
  {
    name: 'an operation removed',
    edit: (doc) => delete doc.paths['/items/{itemId}'].delete,
    want: ['breaking operation-removed DELETE /items/{itemId}'],
  },
  {
    name: 'an operation moved: its operationId now on another path',
    edit: (doc) => {
      doc.paths['/item-by-id/{itemId}'] = { get: doc.paths['/items/{itemId}'].get };
      doc.paths['/item-by-id/{itemId}'].parameters = doc.paths['/items/{itemId}'].parameters;
      delete doc.paths['/items/{itemId}'].get;
    },
    want: ['breaking operation-moved GET /items/{itemId}'],
  },
  {
    name: 'an operation added',
    edit: (doc) => (doc.paths['/tags'] = { get: { responses: { '200': { description: 'ok' } } } }),
    want: ['non-breaking operation-added GET /tags'],
  },
  {
    name: 'an operationId renamed on the same method and path',
    edit: (doc) => (listItems(doc).operationId = 'searchItems'),
    want: ['non-breaking operation-id-changed GET /items'],
  },
  // Security
  {
    name: 'a public operation now needs a token',
    edit: (doc) => delete doc.paths['/health'].get.security,
    want: ['breaking security-changed GET /health security'],
  },
  {
    name: 'an operation becomes public',
    edit: (doc) => (listItems(doc).security = [{}]),
    want: ['non-breaking security-changed GET /items security'],
  },
  {
    name: 'another scheme replaces the bearer token',
    edit: (doc) => {
      doc.components.securitySchemes.apiKey = { type: 'apiKey', in: 'header', name: 'X-Key' };
      listItems(doc).security = [{ apiKey: [] }];
    },
    want: ['breaking security-changed GET /items security'],
  },
  // Parameters
  {
    name: 'a new required query parameter',
    edit: (doc) =>
      listItems(doc).parameters.push({
        name: 'org',
        in: 'query',
        required: true,
        schema: { type: 'string' },
      }),
    want: ['breaking parameter-added GET /items query org'],
  },
  {
    name: 'a new optional query parameter',
    edit: (doc) =>
      listItems(doc).parameters.push({ name: 'sort', in: 'query', schema: { type: 'string' } }),
    want: ['non-breaking parameter-added GET /items query sort'],
  },
  {
    name: 'a parameter made required',
    edit: (doc) => (listItems(doc).parameters[1].required = true),
    want: ['breaking parameter-requiredness-changed GET /items query q'],
  },
  {
    name: 'a parameter removed',
    edit: (doc) => listItems(doc).parameters.splice(1, 1),
    want: ['breaking parameter-removed GET /items query q'],
  },
  {
    name: "a parameter's maximum lowered (a request narrowed)",
    edit: (doc) => (listItems(doc).parameters[0].schema.maximum = 50),
    want: ['breaking constraint-changed GET /items query limit'],
  },
  {
    name: "a parameter's maximum raised (a request widened)",
    edit: (doc) => (listItems(doc).parameters[0].schema.maximum = 500),
    want: ['non-breaking constraint-changed GET /items query limit'],
  },
  {
    name: "a parameter's type widened from integer to number",
    edit: (doc) => (listItems(doc).parameters[0].schema.type = 'number'),
    want: ['non-breaking type-changed GET /items query limit'],
  },
  // Request bodies
  {
    name: 'a new required request member',
    edit: (doc) => {
      newItem(doc).properties.owner = { type: 'string' };
      newItem(doc).required.push('owner');
    },
    want: ['breaking member-added POST /items body application/json /owner'],
  },
  {
    name: 'a new optional request member',
    edit: (doc) => (newItem(doc).properties.owner = { type: 'string' }),
    want: ['non-breaking member-added POST /items body application/json /owner'],
  },
  {
    name: 'a request member made required',
    edit: (doc) => newItem(doc).required.push('status'),
    want: ['breaking member-requiredness-changed POST /items body application/json /status'],
  },
  {
    name: 'a request member removed from a body that refuses unknown members',
    edit: (doc) => delete newItem(doc).properties.note,
    want: ['breaking member-removed POST /items body application/json /note'],
  },
  {
    name: 'a request member removed from an open body',
    edit: (doc) => {
      delete newItem(doc).properties.note;
      delete newItem(doc).additionalProperties;
    },
    want: ['non-breaking member-removed POST /items body application/json /note'],
  },
  {
    name: 'a request enum loses a value',
    edit: (doc) => (newItem(doc).properties.status.enum = ['open']),
    want: ['breaking enum-changed POST /items body application/json /status'],
  },
  {
    name: 'a request enum gains a value',
    edit: (doc) => newItem(doc).properties.status.enum.push('draft'),
    want: ['non-breaking enum-changed POST /items body application/json /status'],
  },
  {
    name: 'a request type narrowed (number → integer)',
    edit: (doc) => (newItem(doc).properties.price.type = 'integer'),
    want: ['breaking type-changed POST /items body application/json /price'],
  },
  {
    name: 'a request type widened (number → number or string)',
    edit: (doc) => (newItem(doc).properties.price.type = ['number', 'string']),
    want: ['non-breaking type-changed POST /items body application/json /price'],
  },
  {
    name: 'a request maxLength tightened',
    edit: (doc) => (newItem(doc).properties.name.maxLength = 50),
    want: ['breaking constraint-changed POST /items body application/json /name'],
  },
  {
    name: 'a request maxLength loosened',
    edit: (doc) => (newItem(doc).properties.name.maxLength = 200),
    want: ['non-breaking constraint-changed POST /items body application/json /name'],
  },
  {
    name: 'a pattern added to a request member',
    edit: (doc) => (newItem(doc).properties.name.pattern = '^[a-z]+$'),
    want: ['breaking constraint-changed POST /items body application/json /name'],
  },
  {
    name: 'a request member may now be null',
    edit: (doc) => (newItem(doc).properties.note.type = ['string', 'null']),
    want: ['non-breaking nullable-changed POST /items body application/json /note'],
  },
  {
    name: 'the request body made optional',
    edit: (doc) => (createItem(doc).requestBody.required = false),
    want: ['non-breaking request-body-changed POST /items body'],
  },
  {
    name: 'the request body removed',
    edit: (doc) => delete createItem(doc).requestBody,
    want: ['breaking request-body-changed POST /items body'],
  },
  {
    name: 'a request content type removed',
    edit: (doc) => {
      const content = createItem(doc).requestBody.content;
      content['application/x-www-form-urlencoded'] = content['application/json'];
      delete content['application/json'];
    },
    want: [
      'breaking media-type-changed POST /items body application/json',
      'non-breaking media-type-changed POST /items body application/x-www-form-urlencoded',
    ],
  },
  // Response bodies
  {
    name: 'an optional response member removed',
    edit: (doc) => delete item(doc).properties.note,
    want: IN_ITEM('breaking', 'member-removed', '/note'),
  },
  {
    name: 'a required response member made optional',
    edit: (doc) => (item(doc).required = ['id', 'status']),
    want: IN_ITEM('breaking', 'member-requiredness-changed', '/name'),
  },
  {
    name: 'an optional response member made required',
    edit: (doc) => item(doc).required.push('price'),
    want: IN_ITEM('non-breaking', 'member-requiredness-changed', '/price'),
  },
  {
    name: 'a response member added',
    edit: (doc) => (item(doc).properties.color = { type: 'string' }),
    want: IN_ITEM('non-breaking', 'member-added', '/color'),
  },
  {
    name: 'a response type changed (number → string)',
    edit: (doc) => (item(doc).properties.price.type = 'string'),
    want: IN_ITEM('breaking', 'type-changed', '/price'),
  },
  {
    name: 'a response type narrowed (number → integer)',
    edit: (doc) => (item(doc).properties.price.type = 'integer'),
    want: IN_ITEM('non-breaking', 'type-changed', '/price'),
  },
  {
    name: 'a response enum gains a value',
    edit: (doc) => item(doc).properties.status.enum.push('archived'),
    want: IN_ITEM('breaking', 'enum-changed', '/status'),
  },
  {
    name: 'a response enum loses a value',
    edit: (doc) => (item(doc).properties.status.enum = ['open']),
    want: IN_ITEM('non-breaking', 'enum-changed', '/status'),
  },
  {
    name: 'a response member may now be null',
    edit: (doc) => (item(doc).properties.note.type = ['string', 'null']),
    want: IN_ITEM('breaking', 'nullable-changed', '/note'),
  },
  {
    name: 'a response format changed',
    edit: (doc) => (item(doc).properties.createdAt.format = 'date'),
    want: IN_ITEM('breaking', 'format-changed', '/createdAt'),
  },
  {
    name: 'a response format added',
    edit: (doc) => (item(doc).properties.note.format = 'uri'),
    want: IN_ITEM('non-breaking', 'format-changed', '/note'),
  },
  {
    name: 'a response bound loosened (maxLength raised)',
    edit: (doc) => (item(doc).properties.name.maxLength = 500),
    want: IN_ITEM('breaking', 'constraint-changed', '/name'),
  },
  {
    name: 'a response bound tightened (minimum raised)',
    edit: (doc) => (item(doc).properties.price.minimum = 1),
    want: IN_ITEM('non-breaking', 'constraint-changed', '/price'),
  },
  {
    name: 'an array element member removed',
    edit: (doc) => (item(doc).properties.tags.items = { type: 'integer' }),
    want: IN_ITEM('breaking', 'type-changed', '/tags/*'),
  },
  {
    name: 'a response gains a oneOf branch',
    edit: (doc) =>
      owner(doc).oneOf.push({ type: 'object', properties: { bot: { type: 'string' } } }),
    want: ['breaking composition-changed GET /items/{itemId}/owner 200 application/json'],
  },
  {
    name: 'a response loses a oneOf branch',
    edit: (doc) => owner(doc).oneOf.pop(),
    want: ['non-breaking composition-changed GET /items/{itemId}/owner 200 application/json'],
  },
  {
    name: 'an object answer becomes one of two objects: the type is unchanged',
    edit: (doc) => {
      const content = doc.paths['/items/{itemId}'].get.responses['200'].content['application/json'];
      content.schema = { oneOf: [content.schema, { type: 'object', properties: {} }] };
    },
    want: ['breaking composition-changed GET /items/{itemId} 200 application/json'],
  },
  {
    name: 'a member removed inside a oneOf branch',
    edit: (doc) => delete owner(doc).oneOf[1].properties.team,
    want: ['breaking member-removed GET /items/{itemId}/owner 200 application/json /team'],
  },
  // Statuses, content types, headers
  {
    name: 'the success status changed (201 → 200); the body is compared under the new one',
    edit: (doc) => {
      createItem(doc).responses['200'] = createItem(doc).responses['201'];
      delete createItem(doc).responses['201'];
      item(doc).properties.status.enum.push('archived');
    },
    want: [
      ...IN_ITEM('breaking', 'enum-changed', '/status').map((line) =>
        line.replace('POST /items 201', 'POST /items 200'),
      ),
      'breaking success-status-changed POST /items statuses',
    ].sort((a, b) => (a.includes('/items/{') ? 1 : b.includes('/items/{') ? -1 : 0)),
  },
  {
    name: 'a success status added beside the old one',
    edit: (doc) => (createItem(doc).responses['202'] = { description: 'Queued.' }),
    want: ['non-breaking success-status-added POST /items statuses'],
  },
  {
    name: 'an error status no longer documented',
    edit: (doc) => delete createItem(doc).responses['400'],
    want: ['non-breaking error-status-changed POST /items statuses'],
  },
  {
    name: 'a response content type removed and another added',
    edit: (doc) => {
      const content = doc.paths['/items/{itemId}'].get.responses['200'].content;
      content['application/xml'] = content['application/json'];
      delete content['application/json'];
    },
    want: [
      'breaking media-type-changed GET /items/{itemId} 200 application/json',
      'non-breaking media-type-changed GET /items/{itemId} 200 application/xml',
    ],
  },
  {
    name: 'a required response header removed',
    edit: (doc) => delete createItem(doc).responses['201'].headers.Location,
    want: ['breaking response-header-changed POST /items 201 header location'],
  },
  {
    name: 'a response header made optional',
    edit: (doc) => (createItem(doc).responses['201'].headers.Location.required = false),
    want: ['breaking response-header-changed POST /items 201 header location'],
  },
  // Seed facts
  {
    name: 'a seed response tightened: harmless for clients, but a seed fact changed',
    edit: (doc) => (sessionBody(doc).properties.token.minLength = 2),
    want: ['breaking constraint-changed GET /session 200 application/json /token'],
  },
  {
    name: 'an assumed member inside a seed body: judged like any other',
    edit: (doc) => (sessionBody(doc).properties.theme.enum = ['light']),
    want: ['non-breaking enum-changed GET /session 200 application/json /theme'],
  },
  {
    name: 'a new member in a seed body, unmarked, is a seed change',
    edit: (doc) => (sessionBody(doc).properties.expiresAt = { type: 'string' }),
    want: ['breaking member-added GET /session 200 application/json /expiresAt'],
  },
  {
    name: 'a new member in a seed body marked assumed is not',
    edit: (doc) =>
      (sessionBody(doc).properties.expiresAt = { type: 'string', 'x-standin-source': 'assumed' }),
    want: ['non-breaking member-added GET /session 200 application/json /expiresAt'],
  },
  {
    name: 'a seed success status 200 → 201: the seed never says which success',
    edit: (doc) => {
      session(doc).responses['201'] = session(doc).responses['200'];
      delete session(doc).responses['200'];
    },
    want: ['breaking success-status-changed GET /session statuses'],
  },
  {
    name: "a seed operation's 404 removed: an assumption",
    edit: (doc) => delete session(doc).responses['404'],
    want: ['non-breaking error-status-changed GET /session statuses'],
  },
  {
    name: "a seed operation's 401 removed: the seed states it",
    edit: (doc) => delete session(doc).responses['401'],
    want: ['breaking error-status-changed GET /session statuses'],
  },
  {
    name: 'a seed operation re-marked as assumed',
    edit: (doc) => (session(doc)['x-standin-source'] = 'assumed'),
    want: ['breaking seed-fact-unmarked GET /session'],
  },
];

describe('diffDocuments on the corpus', () => {
  it.each(cases)('$name', async ({ edit, want }) => {
    const report = await diff(edit);
    expect(lines(report).sort()).toEqual([...want].sort());
    expect(report.summary.breaking).toBe(want.filter((line) => line.startsWith('breaking')).length);
  });

  it('quotes the seed sentence on a seed change, and only there', async () => {
    const report = await diff((doc) => {
      sessionBody(doc).properties.token.minLength = 2;
      sessionBody(doc).properties.theme.enum.push('sepia');
    });
    const [theme, token] = report.changes;
    expect(token?.seed).toBe(
      '| GET | /session | no body; Authorization header | the session payload |',
    );
    expect(theme?.pointer).toBe('/theme');
    expect(theme?.seed).toBeUndefined();
    expect(theme?.level).toBe('breaking');
  });

  it('stops at a recursive schema (Item.parent is an Item) instead of walking forever', async () => {
    const report = await diff((doc) => delete item(doc).properties.note);
    expect(report.changes.some((finding) => finding.pointer?.includes('/parent/'))).toBe(false);
  });

  it('names every check once, each with a summary', () => {
    const ids = DIFF_CHECKS.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const check of DIFF_CHECKS) expect(check.summary.length).toBeGreaterThan(10);
  });

  it('runs only the checks it is given', async () => {
    const head: Doc = parse(BASE_TEXT);
    delete item(head).properties.note;
    item(head).properties.status.enum.push('archived');
    const report = diffDocuments(base, await parseDiffDocument(stringify(head), 'head'), {
      baseLabel: 'a',
      headLabel: 'b',
      checks: DIFF_CHECKS.filter((check) => check.id === 'enum-changed'),
    });
    expect(new Set(report.changes.map((finding) => finding.check))).toEqual(
      new Set(['enum-changed']),
    );
  });
});

describe('diffDocuments --usage: breaking only where the frontend uses it', () => {
  const usage = readUsage(
    JSON.stringify({
      standinUsage: 1,
      operations: [
        {
          operationId: 'getItem',
          method: 'get',
          path: '/items/{id}',
          sources: ['code'],
          calls: [{ file: 'src/api.ts', line: 3 }],
          statuses: [],
          members: [
            { status: '2xx', pointer: '/name', reads: [{ file: 'src/Item.tsx', line: 14 }] },
            { status: '2xx', pointer: '/tags', reads: [{ file: 'src/Tags.tsx', line: 5 }] },
          ],
        },
        {
          operationId: 'listItems',
          method: 'get',
          path: '/items',
          sources: ['observed'],
          calls: [],
          statuses: ['200'],
          members: [],
        },
      ],
    }),
    'usage.json',
  );

  it('a member the code reads stays breaking, naming the line; one it never reads does not', async () => {
    const report = await diff((doc) => {
      item(doc).properties.name.maxLength = 500;
      item(doc).properties.status.enum.push('archived');
    }, usage);
    const on = (path: string, pointer: string) =>
      report.changes.find(
        (finding) => finding.operation.path === path && finding.pointer === pointer,
      );
    expect(on('/items/{itemId}', '/name')).toMatchObject({
      level: 'breaking',
      usage: { used: true, reads: [{ file: 'src/Item.tsx', line: 14 }] },
    });
    expect(on('/items/{itemId}', '/status')).toMatchObject({
      level: 'non-breaking',
      usage: { used: false, reason: 'no frontend code reads /status' },
    });
    // Known only from a test run: which members it reads is unknown, so every change counts.
    expect(on('/items', '/items/*/status')?.level).toBe('breaking');
    // Never called by the frontend.
    expect(on('/items', '/items/*/status')?.operation.method).toBe('get');
    expect(
      report.changes.find(
        (finding) => finding.operation.method === 'post' && finding.pointer === '/status',
      ),
    ).toMatchObject({
      level: 'non-breaking',
      usage: { used: false, reason: 'the frontend never calls this operation' },
    });
  });

  it('a change inside a member the code takes whole counts as used', async () => {
    const report = await diff((doc) => (item(doc).properties.tags.items.type = 'integer'), usage);
    const tags = report.changes.find(
      (finding) => finding.operation.operationId === 'getItem' && finding.pointer === '/tags/*',
    );
    expect(tags).toMatchObject({ level: 'breaking', usage: { used: true } });
  });

  it('seed changes stay breaking whatever the frontend uses', async () => {
    const report = await diff((doc) => (sessionBody(doc).properties.token.minLength = 2), usage);
    expect(report.changes).toEqual([
      expect.objectContaining({ level: 'breaking', seed: expect.any(String) }),
    ]);
    expect(report.changes[0]?.usage).toBeUndefined();
  });
});

describe("diffDocuments on the package's openapi.yaml", () => {
  const SPEC_TEXT = readFileSync(
    fileURLToPath(new URL('../../openapi.yaml', import.meta.url)),
    'utf8',
  );

  it('finds nothing between the document and itself', async () => {
    const spec = await parseDiffDocument(SPEC_TEXT, 'openapi.yaml');
    const again = await parseDiffDocument(SPEC_TEXT, 'openapi.yaml');
    expect(diffDocuments(spec, again, { baseLabel: 'a', headLabel: 'b' }).changes).toEqual([]);
  });

  it("quotes the seed's sentence when accessToken's type changes", async () => {
    const edited = SPEC_TEXT.replace(
      'accessToken: { type: string, minLength: 1 }',
      'accessToken: { type: object }',
    );
    expect(edited).not.toBe(SPEC_TEXT);
    const report = diffDocuments(
      await parseDiffDocument(SPEC_TEXT, 'a'),
      await parseDiffDocument(edited, 'b'),
      { baseLabel: 'a', headLabel: 'b' },
    );
    expect(report.changes.map((finding) => [finding.check, finding.level, finding.seed])).toEqual([
      [
        'constraint-changed',
        'breaking',
        'A token is obtained with POST /auth/login, which returns it as accessToken.',
      ],
      [
        'type-changed',
        'breaking',
        'A token is obtained with POST /auth/login, which returns it as accessToken.',
      ],
    ]);
  });
});
