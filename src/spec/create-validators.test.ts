import { describe, expect, it } from 'vitest';
import { createValidators } from './create-validators.js';
import { getOpenApiDocument } from './openapi-document.js';
import { createOperationMatcher, exampleFor, listOperations } from './operations.js';

const doc = getOpenApiDocument();
const operations = listOperations(doc);
const validators = createValidators(doc, operations);
const match = createOperationMatcher(operations);
const op = (id: string) => {
  const found = operations.find((o) => o.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

describe('createOperationMatcher', () => {
  it.each([
    ['POST', '/auth/login', 'login', {}],
    ['GET', '/projects/prj_acme_support/board', 'getBoard', { id: 'prj_acme_support' }],
    [
      'POST',
      '/projects/p1/builder/suggestions/s%2F1/apply',
      'applyBuilderSuggestion',
      { id: 'p1', suggestionId: 's/1' },
    ],
    ['GET', '/__standin/health', 'adminHealth', {}],
  ])('%s %s → %s', (method, path, operationId, pathParams) => {
    const found = match(method, path);
    expect(found?.operation.operationId).toBe(operationId);
    expect(found?.pathParams).toEqual(pathParams);
  });

  it.each([
    ['GET', '/auth/login'],
    ['GET', '/projects//board'],
    ['GET', '/nope'],
  ])('%s %s matches nothing', (method, path) => {
    expect(match(method, path)).toBeUndefined();
  });
});

describe('validateRequest', () => {
  const parts = (body: unknown, query = '') => ({
    pathParams: {},
    query: new URLSearchParams(query),
    contentType: 'application/json',
    body,
  });

  it('lists every problem of a login body, naming the field', () => {
    const problems = validators.validateRequest(
      op('login'),
      parts({ email: 'not-an-email', password: 7 }),
    );
    expect(problems.map((p) => p.pointer).sort()).toEqual(['body/email', 'body/password']);
  });

  it('requires the login body', () => {
    expect(validators.validateRequest(op('login'), parts(undefined))).toEqual([
      { pointer: 'body', message: 'A JSON request body is required' },
    ]);
  });

  it('rejects impossible dates, repeated parameters and an unknown groupBy', () => {
    const problems = validators.validateRequest(
      op('getOverviewReport'),
      parts(undefined, 'startDate=2026-02-30&endDate=2026-01-01&endDate=2026-01-02&groupBy=year'),
    );
    expect(problems.map((p) => p.pointer).sort()).toEqual([
      'query/endDate',
      'query/groupBy',
      'query/startDate',
    ]);
    expect(problems.find((p) => p.pointer === 'query/startDate')?.message).toContain('2026-02-30');
  });

  it('accepts a valid request', () => {
    expect(
      validators.validateRequest(op('login'), parts({ email: 'owner@acme.test', password: 'x' })),
    ).toEqual([]);
  });
});

describe('validateResponse', () => {
  it('accepts every documented example and names the pointer of a drift', () => {
    const login = op('login');
    const example = exampleFor(doc, login, '200');
    expect(validators.validateResponse(login, 200, 'application/json', example?.value)).toEqual([]);
    const drifted = structuredClone(example?.value) as { user: { email: unknown } };
    drifted.user.email = 42;
    expect(validators.validateResponse(login, 200, 'application/json', drifted)[0]?.pointer).toBe(
      '/user/email',
    );
  });

  it('reports an undocumented status', () => {
    expect(
      validators.validateResponse(op('getProfile'), 418, 'application/json', {})[0]?.message,
    ).toMatch(/418 is not documented/);
  });
});
