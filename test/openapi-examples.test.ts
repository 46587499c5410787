import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/mock/start-server.js';
import {
  getOpenApiDocument,
  resolveDeep,
  resolveRef,
  type MediaTypeObject,
  type OpenApiDocument,
} from '../src/spec/openapi-document.js';
import { exampleFor, listOperations, type Operation } from '../src/spec/operations.js';
import { call, login, NOW, startTestServer } from './support/http.js';

// Tools such as Specmatic, Portman and Prism replay openapi.yaml's request examples; they must get
// the documented answer from a freshly seeded mock (README "Demo data" has the ids they use).
const doc: OpenApiDocument = getOpenApiDocument();
const operations = listOperations(doc);

/** The first example of a media type or parameter: `example`, or the first of `examples`. */
function firstExample(holder: Pick<MediaTypeObject, 'example' | 'examples'>): unknown {
  if (holder.example !== undefined) return resolveDeep(doc, holder.example);
  const first = Object.values(holder.examples ?? {})[0];
  return first === undefined ? undefined : resolveDeep(doc, resolveRef(doc, first).value);
}

/** The request its examples describe: path and query parameters, and the JSON body. */
function exampleRequest(operation: Operation): { path: string; body: unknown } {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = firstExample(parameter as MediaTypeObject);
    if (value === undefined) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, String(value));
    if (parameter.in === 'query') query.set(parameter.name, String(value));
  }
  expect(path, `${operation.operationId}: a path parameter has no example`).not.toContain('{');
  const media = operation.requestBody?.content['application/json'];
  const search = query.size > 0 ? `?${query}` : '';
  return { path: `${path}${search}`, body: media ? firstExample(media) : undefined };
}

function documentedSuccess(operation: Operation): string {
  const status = Object.keys(operation.responses).find((code) => /^2\d\d$/.test(code));
  if (!status) throw new Error(`${operation.operationId} documents no 2xx response`);
  return status;
}

describe('every request example of openapi.yaml, replayed against a freshly seeded mock', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s gets its documented status and a body matching the schema',
    async (_name, operation) => {
      const reseeded = await call(server.url, 'POST', '/__standin/reset', {
        body: { seed: 1, now: NOW },
      });
      expect(reseeded.status).toBe(200);
      const token = operation.secured ? await login(server.url, 'owner@acme.test', '') : undefined;
      const { path, body } = exampleRequest(operation);
      const answer = await call(server.url, operation.method.toUpperCase(), path, { body, token });
      const status = documentedSuccess(operation);
      expect(answer.status, `${operation.method.toUpperCase()} ${path}: ${answer.text}`).toBe(
        Number(status),
      );
      const type = (answer.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
      expect(Object.keys(operation.responses[status]?.content ?? {})).toContain(type);
      if (type === 'application/json') {
        expect(
          server.mock.context.spec.validators.validateResponse(
            operation,
            answer.status,
            type,
            answer.body,
          ),
        ).toEqual([]);
      } else {
        expect(answer.text.length).toBeGreaterThan(0);
      }
    },
  );

  it('lists the seeded suggestions exactly as the listBuilderSuggestions example shows them', async () => {
    await call(server.url, 'POST', '/__standin/reset', { body: { seed: 1, now: NOW } });
    const operation = operations.find((op) => op.operationId === 'listBuilderSuggestions');
    const token = await login(server.url, 'owner@acme.test', '');
    const answer = await call(server.url, 'GET', '/projects/prj_acme_support/builder/suggestions', {
      token,
    });
    expect(answer.body).toEqual(exampleFor(doc, operation as Operation, '200')?.value);
  });

  it('shows the skills in the order the mock lists them (the example is the catalogue’s head)', async () => {
    const operation = operations.find((op) => op.operationId === 'listBuilderSkills');
    const token = await login(server.url, 'owner@acme.test', '');
    const answer = await call<{ items: unknown[] }>(
      server.url,
      'GET',
      '/projects/prj_acme_support/builder/skills',
      { token },
    );
    const example = exampleFor(doc, operation as Operation, '200')?.value as { items: unknown[] };
    expect(example.items.length).toBeGreaterThan(0);
    expect(answer.body.items.slice(0, example.items.length)).toEqual(example.items);
  });
});
