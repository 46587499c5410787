import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import {
  BaseResolver,
  createConfig,
  lint,
  lintDocument,
  makeDocumentFromString,
} from '@redocly/openapi-core';
import { parse, stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSpecAjv } from '../src/spec/create-validators.js';
import {
  getOpenApiDocument,
  resolveRef,
  type OpenApiDocument,
} from '../src/spec/openapi-document.js';
import { listOperations } from '../src/spec/operations.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const yamlPath = `${root}openapi.yaml`;
const raw = parse(readFileSync(yamlPath, 'utf8')) as OpenApiDocument;

describe('openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    const api = await SwaggerParser.validate(yamlPath);
    expect((api as { openapi?: string }).openapi).toBe('3.1.0');
  });

  it('passes the lint rules in redocly.yaml with no errors', async () => {
    const config = await createConfig(readFileSync(`${root}redocly.yaml`, 'utf8'), {
      configPath: `${root}redocly.yaml`,
    });
    const problems = await lint({ ref: yamlPath, config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  });

  it('the lint catches an undeclared path parameter, an unknown type, a missing example and a missing x-standin-source', async () => {
    const broken = structuredClone(raw) as unknown as Record<
      string,
      Record<string, Record<string, Record<string, unknown>>>
    >;
    const board = broken.paths?.['/projects/{id}/board']?.get as Record<string, unknown>;
    board.parameters = [];
    delete board['x-standin-source'];
    const login = broken.paths?.['/auth/login']?.post as {
      responses: Record<string, { content?: Record<string, Record<string, unknown>> }>;
    };
    delete login.responses['200']?.content?.['application/json']?.example;
    delete login.responses['200']?.content?.['application/json']?.examples;
    (broken.components?.schemas?.Count as Record<string, unknown>).type = 'integr';
    const config = await createConfig(readFileSync(`${root}redocly.yaml`, 'utf8'), {
      configPath: `${root}redocly.yaml`,
    });
    const problems = await lintDocument({
      document: makeDocumentFromString(stringify(broken), yamlPath),
      config: config.forAlias?.() ?? config,
      externalRefResolver: new BaseResolver(),
    } as Parameters<typeof lintDocument>[0]);
    const rules = new Set(problems.filter((p) => p.severity === 'error').map((p) => p.ruleId));
    expect(rules).toContain('path-parameters-defined');
    expect(rules).toContain('struct');
    expect(rules).toContain('rule/media-type-example');
    expect(rules).toContain('rule/operation-source');
  });

  it('marks every operation, component schema and parameter with x-standin-source seed|assumed', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(raw.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const source = (op as { 'x-standin-source'?: string })['x-standin-source'];
        if (source !== 'seed' && source !== 'assumed')
          missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    for (const [name, schema] of Object.entries(raw.components.schemas)) {
      if (!['seed', 'assumed'].includes(String(schema['x-standin-source'])))
        missing.push(`#/components/schemas/${name}`);
    }
    for (const [name, parameter] of Object.entries(raw.components.parameters ?? {})) {
      if (!['seed', 'assumed'].includes(String(parameter['x-standin-source'])))
        missing.push(`#/components/parameters/${name}`);
    }
    expect(missing).toEqual([]);
  });

  it('spells every path, method and field the seed names exactly as the seed does', () => {
    const operations = listOperations(getOpenApiDocument());
    const byKey = new Map(operations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op]));
    const seedPaths = [
      'POST /auth/login',
      'GET /auth/profile',
      'GET /users/me',
      ...['overview', 'conversations', 'agents', 'labels', 'inboxes', 'teams', 'bot'].map(
        (r) => `GET /reports/${r}`,
      ),
      'POST /projects/{id}/builder/session',
      'POST /projects/{id}/builder/message',
      'GET /projects/{id}/builder/skills',
    ];
    for (const key of seedPaths) {
      expect(byKey.get(key)?.source, key).toBe('seed');
    }
    const schemas = raw.components.schemas;
    expect(Object.keys((schemas.LoginRequest as { properties: object }).properties)).toEqual([
      'email',
      'password',
    ]);
    expect((schemas.LoginResponse as { required: string[] }).required).toEqual(
      expect.arrayContaining(['accessToken', 'user']),
    );
    for (const report of operations.filter((op) => op.path.startsWith('/reports/'))) {
      expect(report.parameters.map((p) => p.name)).toEqual(
        expect.arrayContaining(['startDate', 'endDate', 'timezone']),
      );
    }
    for (const op of operations.filter((o) => o.secured)) {
      expect(op.responses['401'], op.operationId).toBeDefined();
    }
  });

  it('validates every example against its own schema (ajv 2020-12 + formats)', () => {
    const doc = getOpenApiDocument();
    const ajv = createSpecAjv(doc);
    const failures: string[] = [];
    let checked = 0;
    const check = (where: string, schema: unknown, value: unknown) => {
      const anchored = JSON.parse(
        JSON.stringify(schema).replace(
          /"\$ref":"#\//g,
          '"$ref":"https://standin.local/openapi.json#/',
        ),
      );
      const validate = ajv.compile(anchored);
      checked += 1;
      if (!validate(resolveDeepExample(doc, value)))
        failures.push(`${where}: ${ajv.errorsText(validate.errors)}`);
    };
    for (const op of listOperations(doc)) {
      for (const [status, response] of Object.entries(op.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          if (media.example !== undefined)
            check(`${op.operationId} ${status} ${type}`, media.schema, media.example);
          for (const [name, example] of Object.entries(media.examples ?? {})) {
            check(
              `${op.operationId} ${status} ${type} (${name})`,
              media.schema,
              resolveRef(doc, example).value,
            );
          }
        }
      }
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        if (media.example !== undefined)
          check(`${op.operationId} request ${type}`, media.schema, media.example);
        for (const [name, example] of Object.entries(media.examples ?? {})) {
          check(
            `${op.operationId} request ${type} (${name})`,
            media.schema,
            resolveRef(doc, example).value,
          );
        }
      }
      for (const parameter of op.parameters) {
        const example = (parameter as { example?: unknown }).example;
        if (example !== undefined)
          check(`${op.operationId} parameter ${parameter.name}`, parameter.schema, example);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });
});

function resolveDeepExample(doc: OpenApiDocument, value: unknown): unknown {
  const resolved = resolveRef(doc, value);
  if (Array.isArray(resolved)) return resolved.map((item) => resolveDeepExample(doc, item));
  if (resolved !== null && typeof resolved === 'object') {
    return Object.fromEntries(
      Object.entries(resolved).map(([k, v]) => [k, resolveDeepExample(doc, v)]),
    );
  }
  return resolved;
}

describe('generated code', () => {
  let generated: Record<string, string>;
  beforeAll(async () => {
    const { renderGenerated } = (await import(`${root}scripts/generate.mjs`)) as {
      renderGenerated: () => Record<string, string>;
    };
    generated = renderGenerated();
  }, 30_000);

  it('src/generated/openapi.ts is what `npx openapi-typescript openapi.yaml` prints, byte for byte', () => {
    expect(readFileSync(`${root}src/generated/openapi.ts`, 'utf8')).toBe(
      generated['src/generated/openapi.ts'],
    );
  });

  it('src/generated/openapi-document.ts is fresh (run `npm run generate` after editing openapi.yaml)', () => {
    expect(readFileSync(`${root}src/generated/openapi-document.ts`, 'utf8')).toBe(
      generated['src/generated/openapi-document.ts'],
    );
  });

  it('the stamp names the openapi.yaml it came from', () => {
    const sha = createHash('sha256').update(readFileSync(yamlPath, 'utf8')).digest('hex');
    expect(readFileSync(`${root}src/generated/openapi-document.ts`, 'utf8')).toContain(sha);
  });
});
