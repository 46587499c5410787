/**
 * What reconcile changes beyond schemas: where a renamed member comes from, the rules the
 * contract reads from the document (the WWW-Authenticate pattern, lenient query parameters), an
 * operation served under another method, and examples left unfit by the changes.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { reconcileRecorded, type RecordedGiven } from '../../test/support/reconcile-recorded.js';
import { applyOverlayToText } from './apply-overlay.js';
import { valueAt } from './document-view.js';
import type { RecordedEntry } from './read-har.js';
import { reconcile } from './reconcile.js';
import { foldKeysTo, repairExample } from './repair-example.js';
import { createValueCheck } from './value-check.js';

const SPEC = `openapi: 3.1.0
info: { title: t, version: '1' }
security: [{ bearer: [] }]
paths:
  /report:
    get:
      operationId: getReport
      summary: A report
      x-standin-source: assumed
      parameters:
        - name: groupBy
          in: query
          schema: { type: string, enum: [day, week] }
          x-standin-rejects-invalid: true
          x-standin-source: assumed
        - { name: startDate, in: query, schema: { type: string, format: date } }
        - name: endDate
          in: query
          schema: { type: string, format: date }
          x-standin-max-span-days: 31
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Report' }
              examples:
                demo: { $ref: '#/components/examples/Report' }
        '401':
          description: no
          headers:
            WWW-Authenticate: { $ref: '#/components/headers/WWW-Authenticate' }
          content:
            application/json:
              schema: { type: object, properties: { message: { type: string } } }
              example: { message: no }
  /things/{id}/apply:
    post:
      operationId: applyThing
      summary: Apply
      x-standin-source: assumed
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Range' }
              example: { startDate: '2026-01-01', endDate: '2026-01-02' }
components:
  securitySchemes:
    bearer: { type: http, scheme: bearer }
  headers:
    WWW-Authenticate:
      schema: { type: string, pattern: '^Bearer( |$)' }
      x-standin-when-token-sent: { type: string, pattern: 'error="?invalid_token"?' }
      x-standin-source: assumed
  examples:
    Report:
      value:
        range: { startDate: '2026-01-01', endDate: '2026-01-07' }
        total: 3
  schemas:
    Range:
      type: object
      required: [startDate, endDate]
      properties:
        startDate: { type: string, format: date }
        endDate: { type: string, format: date }
      example: { startDate: '2026-01-01', endDate: '2026-01-07' }
      x-standin-source: assumed
    Report:
      type: object
      required: [range, total]
      properties:
        range: { $ref: '#/components/schemas/Range' }
        total: { type: integer }
      x-standin-source: assumed
`;

type Given = RecordedGiven;

async function run(given: Given[]) {
  const result = await reconcileRecorded(SPEC, given);
  const text = applyOverlayToText(
    SPEC,
    result.proposals.flatMap((item) => item.actions),
  );
  return { result, text, document: parse(text) as unknown };
}

const report = (query: Record<string, string> = {}): Given => ({
  method: 'GET',
  path: '/report',
  status: 200,
  query,
  body: { period: { start_date: '2026-01-01', end_date: '2026-01-07' }, total: 3 },
});
const unauthorized = (challenge: string, sentToken: boolean): Given => ({
  method: 'GET',
  path: '/report',
  status: 401,
  sentToken,
  headers: { 'www-authenticate': challenge },
  body: { message: 'no' },
});

describe('reconcile, beyond schemas', () => {
  it('renames a member in another case convention and says where it comes from', async () => {
    const { document, text } = await run([report(), report()]);
    const from = (...at: string[]) =>
      valueAt(document, ['components', 'schemas', ...at, 'x-standin-from']);
    expect(from('Report', 'properties', 'period')).toBe('/range');
    expect(from('Range', 'properties', 'start_date')).toBe('/startDate');
    expect(valueAt(document, ['components', 'schemas', 'Range', 'properties', 'startDate'])).toBe(
      undefined,
    );
    // The shared example and the schema-level one follow the renames, with their values.
    expect(text).toMatch(/period:\s*\n\s*start_date: ['"]?2026-01-01/);
    expect(valueAt(document, ['components', 'schemas', 'Range', 'example'])).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-01-07',
    });
  });

  it('a new member always equal to a documented one comes from it', async () => {
    const twin = (total: number): Given => ({
      ...report(),
      body: { period: { start_date: '2026-01-01', end_date: '2026-01-07' }, total, count: total },
    });
    const { document } = await run([twin(3), twin(5)]);
    expect(
      valueAt(document, [
        'components',
        'schemas',
        'Report',
        'properties',
        'count',
        'x-standin-from',
      ]),
    ).toBe('/total');
  });

  it('widens the WWW-Authenticate pattern a 401 breaks, only where it breaks', async () => {
    const { result, document } = await run([
      unauthorized('Bearer', false),
      unauthorized('Bearer', true),
    ]);
    const header = ['components', 'headers', 'WWW-Authenticate'];
    expect(valueAt(document, [...header, 'schema', 'pattern'])).toBe('^Bearer( |$)');
    const pattern = valueAt(document, [...header, 'x-standin-when-token-sent', 'pattern']);
    const widened = new RegExp(String(pattern), 'u');
    expect([widened.test('Bearer'), widened.test('Bearer error="invalid_token"')]).toEqual([
      true,
      true,
    ]);
    expect(widened.test('Basic')).toBe(false);
    expect(result.proposals.map((item) => item.text).join('\n')).toMatch(
      /when a token was sent, the pattern .* does not hold: the backend sends "Bearer"/,
    );
  });

  it('leaves the header alone when the backend sends what it says', async () => {
    const { result } = await run([unauthorized('Bearer error="invalid_token"', true)]);
    expect(result.proposals.filter((item) => item.kind === 'header')).toEqual([]);
  });

  it('marks a query parameter lenient when a value outside its schema was answered 2xx', async () => {
    const { document } = await run([report({ groupBy: 'fortnight' }), report()]);
    expect(
      valueAt(document, ['paths', '/report', 'get', 'parameters', 0, 'x-standin-rejects-invalid']),
    ).toBe(false);
  });

  it('keeps a parameter strict when the out-of-schema value was refused', async () => {
    const { result } = await run([{ ...report({ groupBy: 'fortnight' }), status: 400 }]);
    expect(result.proposals.filter((item) => item.kind === 'parameter')).toEqual([]);
  });

  it('removes a span limit the backend does not hold, and keeps one it holds', async () => {
    const long = report({ startDate: '2026-01-01', endDate: '2026-03-01' });
    const { document, result } = await run([long]);
    expect(
      valueAt(document, ['paths', '/report', 'get', 'parameters', 2, 'x-standin-max-span-days']),
    ).toBeUndefined();
    expect(result.proposals.map((item) => item.text).join('\n')).toMatch(
      /a range of 60 days \(over x-standin-max-span-days 31\) was answered 2xx/,
    );
    const refused = await run([{ ...long, status: 400, body: { message: 'too long' } }]);
    expect(refused.result.proposals.filter((item) => item.kind === 'parameter')).toEqual([]);
  });

  it('marks a request body lenient when a body that is not JSON was answered 2xx', async () => {
    const spec = SPEC.replace(
      '      operationId: applyThing\n',
      '      operationId: applyThing\n      requestBody:\n        content:\n          application/json:\n            schema: { type: object }\n            example: {}\n',
    );
    const dereferenced = (await SwaggerParser.dereference(parse(spec) as never)) as Record<
      string,
      unknown
    >;
    const entry = (status: number): RecordedEntry => ({
      method: 'POST',
      path: '/things/t1/apply',
      status,
      headers: {},
      contentType: 'application/json',
      body: { startDate: '2026-01-01', endDate: '2026-01-02' },
      query: {},
      sentToken: true,
      requestType: 'text/plain',
    });
    const lenient = await reconcile({ specText: spec, dereferenced, entries: [entry(200)] });
    expect(lenient.proposals.map((item) => item.text).join('\n')).toMatch(
      /a body of type text\/plain was answered 2xx: .*x-standin-rejects-invalid: false/,
    );
    const strict = await reconcile({ specText: spec, dereferenced, entries: [entry(415)] });
    expect(strict.proposals.filter((item) => item.kind === 'parameter')).toEqual([]);
  });

  it('moves an operation to the one method a 405 Allow names', async () => {
    const refused = (): Given => ({
      method: 'POST',
      path: '/things/t1/apply',
      status: 405,
      headers: { allow: 'PUT' },
      body: { detail: 'Method Not Allowed' },
    });
    const { document } = await run([refused(), refused()]);
    const item = valueAt(document, ['paths', '/things/{id}/apply']);
    expect(Object.keys(item as object)).toEqual(['put']);
    expect(valueAt(item, ['put', 'operationId'])).toBe('applyThing');
  });
});

describe('repairExample', () => {
  const fits = createValueCheck();
  const schema = {
    type: 'object',
    required: ['items', 'created_at'],
    properties: {
      items: { type: 'array', minItems: 1, items: { type: 'integer', minimum: 1 } },
      created_at: { type: 'string', format: 'date-time' },
      owner: { type: 'string', 'x-standin-from': '/user/name' },
      plan: { type: 'string', enum: ['free', 'pro'] },
    },
  };

  it('keeps values under the other case convention or at x-standin-from, drops the rest', () => {
    expect(
      repairExample(fits, schema, {
        items: [3],
        createdAt: '2026-01-01T00:00:00Z',
        user: { name: 'Ann' },
        plan: 'gold',
        gone: true,
      }),
    ).toEqual({ items: [3], created_at: '2026-01-01T00:00:00Z', owner: 'Ann', plan: 'free' });
  });

  it('makes what is missing from the schema, and leaves a fitting example as it is', () => {
    const made = repairExample(fits, schema, undefined);
    expect(made).toEqual({ items: [1], created_at: '2026-01-08T09:00:00.000Z' });
    expect(fits(schema, made)).toBe(true);
    const fine = { items: [2], created_at: '2026-01-01T00:00:00Z' };
    expect(repairExample(fits, schema, fine)).toBe(fine);
  });

  it('takes a bare array into its envelope', () => {
    expect(repairExample(fits, schema, [5, 6])).toMatchObject({ items: [5, 6] });
  });
});

describe('foldKeysTo', () => {
  it('renames members to the schema’s own case convention, all the way down', () => {
    const schema = {
      type: 'array',
      items: { properties: { startDate: {}, nested: { properties: { endDate: {} } } } },
    };
    expect(foldKeysTo(schema, [{ start_date: 1, nested: { end_date: 2 }, other: 3 }])).toEqual([
      { startDate: 1, nested: { endDate: 2 }, other: 3 },
    ]);
  });
});
