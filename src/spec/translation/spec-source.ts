import { parse } from 'yaml';
import type { OpenApiDocument } from '../openapi-document.js';

/**
 * A team's openapi.yaml as `createMock({ spec })`, `startWorker({ spec })` and
 * `standin serve --spec` take it: the parsed document, its YAML (or JSON) text, or, in Node
 * only, a path to the file.
 */
export type SpecSource = string | Record<string, unknown>;

/**
 * True for a string that names a file rather than holding a document: one line ending in
 * `.yaml`, `.yml` or `.json`.
 *
 * @example
 * isSpecPath('./openapi.yaml'); // true
 * isSpecPath('openapi: 3.1.0\npaths: {}'); // false
 */
export function isSpecPath(source: SpecSource): source is string {
  return typeof source === 'string' && !source.includes('\n') && /\.(ya?ml|json)$/i.test(source);
}

/**
 * Parses a team's document (an object, or YAML or JSON text) and checks it is OpenAPI 3 with
 * paths; the error says what to do.
 *
 * @example
 * const doc = parseSpec('openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths: {}');
 */
export function parseSpec(source: SpecSource, name = 'the spec'): OpenApiDocument {
  let value: unknown = source;
  if (typeof source === 'string') {
    try {
      value = parse(source, { maxAliasCount: -1 });
    } catch (error) {
      throw new Error(
        `${name} is not YAML or JSON (${(error as Error).message.split('\n')[0]}). Pass an OpenAPI 3 document, e.g. the one \`standin init\` writes.`,
        { cause: error },
      );
    }
  }
  const doc = value as Partial<OpenApiDocument> | null;
  if (
    doc === null ||
    typeof doc !== 'object' ||
    typeof doc.openapi !== 'string' ||
    !doc.openapi.startsWith('3.') ||
    doc.paths === null ||
    typeof doc.paths !== 'object'
  ) {
    throw new Error(
      `${name} is not an OpenAPI 3 document (it needs "openapi: 3.x" and "paths"). Pass the team's openapi.yaml, e.g. the one \`standin init\` writes.`,
    );
  }
  return {
    ...doc,
    components: { schemas: {}, ...doc.components },
  } as OpenApiDocument;
}
