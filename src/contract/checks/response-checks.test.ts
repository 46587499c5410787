import { beforeAll, describe, expect, it } from 'vitest';
import { isJsonObject, type JsonObject } from '../document/json-values.js';
import { loadContractDocument } from '../document/load-contract-document.js';
import {
  readContractOperations,
  type ContractOperation,
} from '../document/read-contract-operations.js';
import type { ContractRun, Exchange } from '../run/contract-run.js';
import { createSchemaValidator } from '../schema/create-schema-validator.js';
import { contentTypeDocumented } from './content-type-documented.js';
import { errorBodyShape } from './error-body-shape.js';
import { responseSchemaConformance } from './response-schema-conformance.js';
import { statusCodeDocumented } from './status-code-documented.js';
import { validRequestSucceeds } from './valid-request-succeeds.js';
import { wwwAuthenticateHeader } from './www-authenticate-header.js';

const user = {
  id: 'usr_1',
  email: 'owner@acme.test',
  name: 'Olivia',
  role: 'owner',
  avatarUrl: null,
  availability: 'online',
  locale: 'en',
  timezone: 'UTC',
  createdAt: '2025-06-01T09:00:00.000Z',
};
const organization = {
  id: 'org_1',
  name: 'Acme',
  slug: 'acme',
  plan: 'business',
  locale: 'en',
  timezone: 'UTC',
  createdAt: '2025-01-10T00:00:00.000Z',
};
const errorBody = {
  statusCode: 401,
  message: 'The access token expired.',
  error: 'Unauthorized',
  code: 'TOKEN_EXPIRED',
};

let operations: ContractOperation[];
let tools: Pick<ContractRun, 'validator' | 'errorBodySchema'>;

beforeAll(async () => {
  const document = await loadContractDocument();
  operations = readContractOperations(document);
  const schemas = (document.components as JsonObject).schemas as JsonObject;
  tools = {
    validator: createSchemaValidator({
      strict: false,
      namedSchemas: new Set(Object.values(schemas).filter(isJsonObject)),
    }),
    errorBodySchema: schemas.ErrorBody as JsonObject,
  };
});

interface Given {
  operationId?: string;
  status?: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
  requestHeaders?: Record<string, string>;
  expectSuccess?: boolean;
}

function exchange(given: Given): Exchange {
  const operation = operations.find(
    (candidate) => candidate.operationId === (given.operationId ?? 'getProfile'),
  );
  const text = given.text ?? (given.body === undefined ? '' : JSON.stringify(given.body));
  return {
    operationId: operation?.operationId ?? '(unknown route)',
    method: operation?.method ?? 'GET',
    path: operation?.path ?? '/nowhere',
    ...(operation ? { operation } : {}),
    expectSuccess: given.expectSuccess ?? false,
    outcome: {
      request: { method: 'GET', url: 'http://backend.test/x', headers: given.requestHeaders ?? {} },
      ...(given.status === undefined
        ? { error: { code: 'ECONNREFUSED', message: 'refused' } }
        : {
            response: {
              status: given.status,
              headers: { 'content-type': 'application/json', ...given.headers },
              body: given.body,
              text,
            },
          }),
      durationMs: 1,
    },
  };
}

describe('valid_request_succeeds', () => {
  it.each([
    { given: 'a documented 200', input: { status: 200, expectSuccess: true }, want: [] },
    { given: 'a request not meant to succeed', input: { status: 500 }, want: undefined },
    {
      given: 'a 500 to a valid request on a seed operation',
      input: { status: 500, body: { message: 'boom' }, expectSuccess: true },
      want: [{ pointer: '/status', expected: '200', received: '500 "boom"', source: 'seed' }],
    },
    {
      given: 'no answer at all',
      input: { expectSuccess: true },
      want: [{ received: 'no answer (ECONNREFUSED: refused)' }],
    },
    {
      given: 'an undocumented 2xx',
      input: { operationId: 'listProjects', status: 204, expectSuccess: true },
      want: [{ expected: '200', source: 'assumed' }],
    },
    {
      // The seed states no success status: any 2xx meets it.
      given: 'a 201 where a seed operation documents 200',
      input: { operationId: 'sendBuilderMessage', status: 201, expectSuccess: true },
      want: [{ expected: '200', received: '201', source: 'assumed' }],
    },
  ])('$given', ({ input, want }) => {
    const drafts = validRequestSucceeds.inspect(exchange(input), tools);
    if (want === undefined) expect(drafts).toBeUndefined();
    else expect(drafts).toEqual(want.map((item) => expect.objectContaining(item)));
  });
});

describe('status_code_documented', () => {
  it.each([
    { given: 'a documented status', input: { status: 401 }, want: [] },
    {
      given: 'an undocumented 4xx (our assumption)',
      input: { status: 418 },
      want: [{ received: '418', expected: 'one of 200, 401', source: 'assumed' }],
    },
    {
      // The seed states no status but 401; a 5xx to a valid request is valid_request_succeeds'.
      given: 'an undocumented 5xx on a seed operation (still an assumption)',
      input: { status: 503 },
      want: [{ received: '503', source: 'assumed' }],
    },
    {
      given: 'a route outside the contract',
      input: { operationId: 'none', status: 404 },
      want: undefined,
    },
  ])('$given', ({ input, want }) => {
    const drafts = statusCodeDocumented.inspect(exchange(input), tools);
    if (want === undefined) expect(drafts).toBeUndefined();
    else expect(drafts).toEqual(want.map((item) => expect.objectContaining(item)));
  });
});

describe('content_type_documented', () => {
  it.each([
    {
      given: 'JSON with a charset',
      input: { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } },
      want: 0,
    },
    {
      given: 'an HTML page',
      input: { status: 200, headers: { 'content-type': 'text/html' } },
      want: 1,
    },
    { given: 'no content type', input: { status: 401, headers: { 'content-type': '' } }, want: 1 },
  ])('$given', ({ input, want }) => {
    const drafts = contentTypeDocumented.inspect(exchange(input), tools) ?? [];
    expect(drafts).toHaveLength(want);
    if (want > 0)
      expect(drafts[0]).toMatchObject({
        pointer: '/headers/content-type',
        expected: 'application/json',
      });
  });

  it.each([
    // "JSON with accessToken and user": the seed names login's body format.
    { given: 'login answering HTML', operationId: 'login', want: 'seed' },
    // "user plus organization payload"
    { given: 'the profile answering HTML', operationId: 'getProfile', want: 'seed' },
    // "The response body of each report endpoint: not shown."
    { given: 'a report answering HTML', operationId: 'getOverviewReport', want: 'assumed' },
  ])('$given is a $want finding', ({ operationId, want }) => {
    const drafts = contentTypeDocumented.inspect(
      exchange({ operationId, status: 200, headers: { 'content-type': 'text/html' } }),
      tools,
    );
    expect(drafts).toEqual([expect.objectContaining({ source: want })]);
  });
});

describe('response_schema_conformance', () => {
  it('accepts both profile shapes', () => {
    expect(
      responseSchemaConformance.inspect(
        exchange({ status: 200, body: { user, organization } }),
        tools,
      ),
    ).toEqual([]);
    expect(
      responseSchemaConformance.inspect(
        exchange({ status: 200, body: { ...user, organization } }),
        tools,
      ),
    ).toEqual([]);
  });

  it('names the JSON pointer of what is missing', () => {
    const { email: _email, ...withoutEmail } = user;
    const drafts = responseSchemaConformance.inspect(
      exchange({ status: 200, body: { user: withoutEmail, organization } }),
      tools,
    );
    expect(drafts).toEqual([
      expect.objectContaining({
        pointer: '/body/user/email',
        expected: 'present',
        received: '(missing)',
      }),
    ]);
  });

  it('says when a JSON body is not JSON', () => {
    const drafts = responseSchemaConformance.inspect(
      exchange({ status: 200, text: '<html>' }),
      tools,
    );
    expect(drafts).toEqual([
      expect.objectContaining({ pointer: '/body', expected: 'a JSON body', received: '"<html>"' }),
    ]);
  });

  it('calls a report body that is not JSON an assumption (the seed shows no report body)', () => {
    const drafts = responseSchemaConformance.inspect(
      exchange({ operationId: 'getOverviewReport', status: 200, text: '<html>' }),
      tools,
    );
    expect(drafts).toEqual([expect.objectContaining({ pointer: '/body', source: 'assumed' })]);
  });

  it('never fails an extra field without --strict, even where openapi.yaml closes the shape', () => {
    const drafts = responseSchemaConformance.inspect(
      exchange({ status: 200, body: { user: { ...user, _extra: 1 }, organization, _extra: 2 } }),
      tools,
    );
    expect(drafts).toEqual([]);
  });

  it('judges an undocumented 2xx by the documented success: a 201 login without accessToken breaks the seed', () => {
    const drafts =
      responseSchemaConformance.inspect(
        exchange({ operationId: 'login', status: 201, body: { user } }),
        tools,
      ) ?? [];
    expect(drafts).toContainEqual(
      expect.objectContaining({ pointer: '/body/accessToken', source: 'seed' }),
    );
  });

  it('leaves 4xx bodies to error_body_shape', () => {
    expect(
      responseSchemaConformance.inspect(exchange({ status: 401, body: {} }), tools),
    ).toBeUndefined();
  });

  it('marks a missing seed property as seed and a missing assumed one as assumed', () => {
    const drafts =
      responseSchemaConformance.inspect(
        exchange({ operationId: 'login', status: 200, body: { user } }),
        tools,
      ) ?? [];
    const sources = Object.fromEntries(drafts.map((draft) => [draft.pointer, draft.source]));
    expect(sources).toEqual({
      '/body/accessToken': 'seed',
      '/body/tokenType': 'assumed',
      '/body/expiresIn': 'assumed',
    });
  });
});

describe('error_body_shape', () => {
  it('accepts the NestJS-style body', () => {
    expect(errorBodyShape.inspect(exchange({ status: 401, body: errorBody }), tools)).toEqual([]);
  });

  it('names each missing field of another error format', () => {
    const drafts =
      errorBodyShape.inspect(exchange({ status: 401, body: { error: 'unauthorized' } }), tools) ??
      [];
    expect(drafts.map((draft) => draft.pointer).sort()).toEqual([
      '/body/code',
      '/body/message',
      '/body/statusCode',
    ]);
    expect(drafts.every((draft) => draft.source === 'assumed')).toBe(true);
  });

  it('holds routes outside the contract to ErrorBody too', () => {
    const drafts = errorBodyShape.inspect(
      exchange({
        operationId: 'none',
        status: 404,
        text: 'Not Found',
        headers: { 'content-type': 'text/plain' },
      }),
      tools,
    );
    expect(drafts).toEqual([
      expect.objectContaining({ pointer: '/body', expected: 'a JSON body' }),
    ]);
  });

  it('does not apply to successes or 5xx', () => {
    expect(errorBodyShape.inspect(exchange({ status: 200, body: {} }), tools)).toBeUndefined();
    expect(errorBodyShape.inspect(exchange({ status: 500, body: {} }), tools)).toBeUndefined();
  });
});

describe('www_authenticate_header', () => {
  it.each([
    { given: 'no header', input: { status: 401, body: errorBody }, want: ['(absent)'] },
    {
      given: 'a Bearer challenge without a token sent',
      input: { status: 401, headers: { 'www-authenticate': 'Bearer' } },
      want: [],
    },
    {
      given: 'a token sent but no invalid_token',
      input: {
        status: 401,
        headers: { 'www-authenticate': 'Bearer realm="api"' },
        requestHeaders: { authorization: 'Bearer x' },
      },
      want: ['Bearer realm="api"'],
    },
    {
      given: 'a token sent and invalid_token',
      input: {
        status: 401,
        headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
        requestHeaders: { authorization: 'Bearer x' },
      },
      want: [],
    },
    {
      given: 'a Basic challenge',
      input: { status: 401, headers: { 'www-authenticate': 'Basic realm="x"' } },
      want: ['Basic realm="x"'],
    },
  ])('$given', ({ input, want }) => {
    const drafts = wwwAuthenticateHeader.inspect(exchange(input), tools) ?? [];
    expect(drafts.map((draft) => draft.received)).toEqual(want);
  });

  it('applies only where openapi.yaml documents the header (not the login 401)', () => {
    expect(
      wwwAuthenticateHeader.inspect(
        exchange({ operationId: 'login', status: 401, body: errorBody }),
        tools,
      ),
    ).toBeUndefined();
  });
});
