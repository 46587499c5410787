import { describe, expect, it } from 'vitest';
import { createSchemaValidator } from './create-schema-validator.js';

const user = {
  type: 'object',
  required: ['id', 'email', 'name'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string', format: 'email' },
    name: { type: 'string' },
  },
  'x-standin-source': 'assumed',
};
const organization = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string' } },
  'x-standin-source': 'assumed',
};
const nested = {
  type: 'object',
  required: ['user', 'organization'],
  properties: { user, organization },
  'x-standin-source': 'assumed',
};
const flat = {
  allOf: [user, { type: 'object', required: ['organization'], properties: { organization } }],
  'x-standin-source': 'assumed',
};
const profile = { anyOf: [nested, flat], 'x-standin-source': 'seed' };
const login = {
  type: 'object',
  required: ['accessToken', 'user', 'expiresIn'],
  properties: {
    accessToken: { type: 'string', minLength: 1 },
    user,
    expiresIn: { type: 'integer', 'x-standin-source': 'assumed' },
  },
  'x-standin-source': 'seed',
};
const namedSchemas = new Set<object>([user, organization, nested, flat, profile, login]);

describe('createSchemaValidator', () => {
  const tolerant = createSchemaValidator({ strict: false, namedSchemas });

  it('finds nothing wrong with a conforming value', () => {
    expect(
      tolerant.validate(login, {
        accessToken: 't',
        user: { id: 'u', email: 'a@b.test', name: 'A' },
        expiresIn: 3600,
      }),
    ).toEqual([]);
  });

  it('marks issues the core view also rejects as seed, the rest as assumed', () => {
    const issues = tolerant.validate(login, { user: { id: 'u' } });
    const byPointer = Object.fromEntries(issues.map((issue) => [issue.pointer, issue.source]));
    expect(byPointer).toEqual({
      '/accessToken': 'seed',
      '/expiresIn': 'assumed',
      '/user/email': 'assumed',
      '/user/name': 'assumed',
    });
  });

  it('names the missing property in the pointer with a readable expectation', () => {
    const [issue] = tolerant.validate(login, { user: {}, expiresIn: 1, accessToken: '' });
    expect(issue).toMatchObject({ pointer: '/accessToken', keyword: 'minLength', source: 'seed' });
  });

  it('reports the closest anyOf alternative only', () => {
    const issues = tolerant.validate(profile, { user: { id: 'u', email: 'a@b.test', name: 'A' } });
    expect(issues.map((issue) => issue.pointer)).toEqual(['/organization']);
  });

  it('in strict mode names every undocumented field, through allOf', () => {
    const strict = createSchemaValidator({ strict: true, namedSchemas });
    const issues = strict.validate(profile, {
      id: 'u',
      email: 'a@b.test',
      name: 'A',
      organization: { id: 'o', plan: 'x' },
      debug: true,
    });
    expect(issues.map((issue) => [issue.pointer, issue.keyword])).toEqual(
      expect.arrayContaining([
        ['/debug', 'unevaluatedProperties'],
        ['/organization/plan', 'unevaluatedProperties'],
      ]),
    );
    expect(issues).toHaveLength(2);
  });

  it('caps the list of issues and says how many more there were', () => {
    const capped = createSchemaValidator({ strict: false, namedSchemas, maxIssues: 2 });
    const list = { type: 'array', items: { type: 'object', required: ['id'] } };
    const issues = capped.validate(list, [{}, {}, {}, {}]);
    expect(issues).toHaveLength(3);
    expect(issues[2]).toMatchObject({ keyword: 'truncated', received: '2 more' });
  });

  it('compiles each schema once per validator', () => {
    const validator = createSchemaValidator({ strict: false, namedSchemas });
    const started = performance.now();
    validator.validate(profile, {});
    const first = performance.now() - started;
    const again = performance.now();
    for (let index = 0; index < 50; index += 1) validator.validate(profile, {});
    expect((performance.now() - again) / 50).toBeLessThan(first);
  });
});
