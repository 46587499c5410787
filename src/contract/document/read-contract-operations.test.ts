import { beforeAll, describe, expect, it } from 'vitest';
import type { JsonObject } from './json-values.js';
import { loadContractDocument } from './load-contract-document.js';
import {
  findResponse,
  isDocumentedClientError,
  readContractOperations,
  type ContractOperation,
} from './read-contract-operations.js';

describe('readContractOperations (openapi.yaml)', () => {
  let operations: ContractOperation[];
  const byId = (id: string) => {
    const operation = operations.find((candidate) => candidate.operationId === id);
    if (!operation) throw new Error(`${id} missing`);
    return operation;
  };
  beforeAll(async () => {
    operations = readContractOperations(await loadContractDocument());
  });

  it('lists the contract and leaves out mock-only admin operations', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(ids).toEqual(
      expect.arrayContaining([
        'login',
        'getProfile',
        'getCurrentUser',
        'getOverviewReport',
        'createBuilderSession',
        'applyBuilderSuggestion',
      ]),
    );
    expect(ids.some((id) => id.startsWith('admin'))).toBe(false);
    expect(operations.every((operation) => !operation.path.startsWith('/__standin'))).toBe(true);
  });

  it('knows which operations need a token', () => {
    expect(byId('login').secured).toBe(false);
    expect(byId('getProfile').secured).toBe(true);
  });

  it('tells seed from assumed, for operations and responses', () => {
    expect(byId('login').source).toBe('seed');
    expect(byId('listProjects').source).toBe('assumed');
    expect(findResponse(byId('getProfile'), 200)?.source).toBe('seed');
    expect(findResponse(byId('getProfile'), 401)?.source).toBe('seed');
    expect(findResponse(byId('login'), 400)?.source).toBe('assumed');
    expect(findResponse(byId('listProjects'), 401)?.source).toBe('assumed');
  });

  it('finds documented responses, headers and parameters', () => {
    const overview = byId('getOverviewReport');
    expect(findResponse(overview, 418)).toBeUndefined();
    expect(isDocumentedClientError(overview, 400)).toBe(true);
    expect(isDocumentedClientError(overview, 404)).toBe(false);
    expect(findResponse(overview, 401)?.headers['www-authenticate']).toBeDefined();
    expect(overview.parameters.map((parameter) => parameter.name)).toEqual([
      'startDate',
      'endDate',
      'timezone',
      'groupBy',
    ]);
    expect(
      byId('sendBuilderMessage').requestBody?.content['application/json']?.example,
    ).toMatchObject({ sessionId: expect.any(String) });
  });

  it('reads ranges and default responses', () => {
    const document: JsonObject = {
      paths: {
        '/x': {
          get: {
            operationId: 'x',
            responses: { '2XX': { description: '' }, default: { description: '' } },
          },
        },
      },
    };
    const [operation] = readContractOperations(document);
    expect(operation && findResponse(operation, 204)?.status).toBe('2XX');
    expect(operation && findResponse(operation, 503)?.status).toBe('default');
    expect(operation?.secured).toBe(false);
  });
});
