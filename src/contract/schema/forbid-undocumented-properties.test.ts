import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { forbidUndocumentedProperties } from './forbid-undocumented-properties.js';

const user = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } };
const flatProfile = {
  allOf: [
    user,
    {
      type: 'object',
      properties: { organization: { type: 'object', properties: { id: { type: 'string' } } } },
    },
  ],
};

function accepts(schema: unknown, value: unknown): boolean {
  return new Ajv2020({ strict: false }).validate(schema as object, value);
}

describe('forbidUndocumentedProperties', () => {
  const cases = [
    { given: 'a documented object', schema: user, value: { id: 'u1' }, want: true },
    { given: 'an undocumented field', schema: user, value: { id: 'u1', secret: 1 }, want: false },
    {
      given: 'fields spread over allOf members',
      schema: flatProfile,
      value: { id: 'u1', organization: { id: 'o1' } },
      want: true,
    },
    {
      given: 'an undocumented field next to allOf members',
      schema: flatProfile,
      value: { id: 'u1', organization: { id: 'o1' }, x: 1 },
      want: false,
    },
    {
      given: 'an undocumented field deep inside an allOf member',
      schema: flatProfile,
      value: { id: 'u1', organization: { id: 'o1', x: 1 } },
      want: false,
    },
    {
      given: '"any object" (no properties)',
      schema: { type: 'object', additionalProperties: { type: 'object' } },
      value: { a: { b: 1 } },
      want: true,
    },
    {
      given: 'an explicit additionalProperties: true',
      schema: { type: 'object', properties: { a: {} }, additionalProperties: true },
      value: { a: 1, b: 2 },
      want: true,
    },
    {
      given: 'array items',
      schema: { type: 'array', items: user },
      value: [{ id: 'u1', x: 1 }],
      want: false,
    },
  ];
  it.each(cases)('given $given, accepts: $want', ({ schema, value, want }) => {
    expect(accepts(forbidUndocumentedProperties(schema), value)).toBe(want);
  });

  it('leaves the tolerant schema alone', () => {
    forbidUndocumentedProperties(user);
    expect(user).not.toHaveProperty('unevaluatedProperties');
  });
});
