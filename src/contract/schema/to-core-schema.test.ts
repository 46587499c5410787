import { describe, expect, it } from 'vitest';
import { toCoreSchema } from './to-core-schema.js';

const user = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
  'x-standin-source': 'assumed',
};
const loginResponse = {
  type: 'object',
  required: ['accessToken', 'user', 'tokenType'],
  properties: {
    accessToken: { type: 'string', minLength: 1 },
    user,
    tokenType: { type: 'string', const: 'Bearer', 'x-standin-source': 'assumed' },
  },
  'x-standin-source': 'seed',
};

describe('toCoreSchema', () => {
  const named = new Set<object>([user, loginResponse]);

  it('turns an assumed schema into "accept anything"', () => {
    expect(toCoreSchema(user, named)).toBe(true);
  });

  it('drops properties marked assumed from required, and accepts anything there', () => {
    const core = toCoreSchema(loginResponse, named) as Record<string, unknown>;
    expect(core.required).toEqual(['accessToken', 'user']);
    expect((core.properties as Record<string, unknown>).tokenType).toBe(true);
  });

  it('keeps a property whose type is an assumed component required: the seed names it', () => {
    const core = toCoreSchema(loginResponse, named) as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(core.required).toContain('user');
    expect(core.properties.user).toBe(true);
    expect(core.properties.accessToken).toEqual({ type: 'string', minLength: 1 });
  });

  it('reaches into composition keywords', () => {
    const profile = {
      anyOf: [
        user,
        {
          type: 'object',
          properties: { extra: { type: 'string', 'x-standin-source': 'assumed' } },
          required: ['extra'],
        },
      ],
      'x-standin-source': 'seed',
    };
    expect(toCoreSchema(profile, named)).toEqual({
      anyOf: [true, { type: 'object', properties: { extra: true }, required: [] }],
      'x-standin-source': 'seed',
    });
  });

  it('does not change the schema it is given', () => {
    const before = JSON.stringify(loginResponse);
    toCoreSchema(loginResponse, named);
    expect(JSON.stringify(loginResponse)).toBe(before);
  });

  it('survives cycles in a dereferenced document', () => {
    const node: Record<string, unknown> = { type: 'object', properties: {} };
    (node.properties as Record<string, unknown>).child = node;
    const core = toCoreSchema(node, new Set()) as { properties: { child: unknown } };
    expect(core.properties.child).toBe(core);
  });
});
