import { describe, expect, it } from 'vitest';
import { seedFacts } from './seed-facts.js';

const document = {
  components: {
    headers: {
      'WWW-Authenticate': { schema: { type: 'string' }, 'x-standin-source': 'assumed' },
    },
    responses: {
      Unauthorized: {
        headers: { 'WWW-Authenticate': { $ref: '#/components/headers/WWW-Authenticate' } },
        'x-standin-source': 'seed',
      },
    },
    schemas: {
      User: { type: 'object', 'x-standin-source': 'assumed' },
      LoginResponse: {
        type: 'object',
        required: ['accessToken', 'user', 'expiresIn'],
        properties: {
          accessToken: { type: 'string' },
          user: { $ref: '#/components/schemas/User' },
          expiresIn: { type: 'integer', 'x-standin-source': 'assumed' },
        },
        'x-standin-source': 'seed',
      },
    },
  },
};

describe('seedFacts', () => {
  const facts = seedFacts(document);

  it('leaves out a header a seed response points at when the header is an assumption', () => {
    const unauthorized = JSON.parse(facts.get('$.components.responses.Unauthorized') ?? '{}');
    expect(unauthorized.headers).toEqual({});
  });

  it('keeps a member required when only its type is assumed, and drops one marked assumed', () => {
    const login = JSON.parse(facts.get('$.components.schemas.LoginResponse') ?? '{}');
    expect(login.required).toEqual(['accessToken', 'user']);
  });
});
