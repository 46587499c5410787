import SwaggerParser from '@apidevtools/swagger-parser';
import { parse } from 'yaml';
import { isJsonObject } from '../contract/document/json-values.js';
import type { OpenApiDocument } from './diff-types.js';

/**
 * Parse one side of a diff (the text of an openapi.yaml, from a file or from git) and resolve
 * every `$ref` with swagger-parser, so each operation carries its schemas inline and each schema
 * keeps its own `x-standin-source`. `location` is a file path when there is one (relative
 * external `$ref`s resolve beside it); a `git:` source resolves local references only.
 * Rejects with a message that names the source.
 *
 * @example
 * const base = await parseDiffDocument(await readFile('openapi.yaml', 'utf8'), 'openapi.yaml');
 */
export async function parseDiffDocument(
  text: string,
  label: string,
  location?: string,
): Promise<OpenApiDocument> {
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`${label} is not valid YAML: ${reason}`, { cause: error });
  }
  if (!isJsonObject(parsed) || !isJsonObject(parsed.paths))
    throw new Error(`${label} is not an OpenAPI document: it has no "paths" object.`);
  try {
    // swagger-parser mutates what it is given; the parsed tree is ours alone.
    const dereferenced: unknown =
      location === undefined
        ? await SwaggerParser.dereference(parsed as never)
        : await SwaggerParser.dereference(location, parsed as never, {});
    if (!isJsonObject(dereferenced)) throw new Error('dereferencing gave no document');
    return dereferenced;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(`cannot resolve the $refs of ${label}: ${reason}`, { cause: error });
  }
}
