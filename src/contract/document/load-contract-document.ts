import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { parse } from 'yaml';
import { isJsonObject, type JsonObject } from './json-values.js';

/**
 * The package's own contract: the `openapi.yaml` beside the nearest `package.json` named
 * `standin` above this module. Found by walking up rather than by a fixed `../../..`, because
 * this module runs from `src/contract/document`, `dist/contract/document` and, bundled, from
 * `dist/bundle` — three different depths below the package root.
 */
export const DEFAULT_SPEC_PATH = findPackageSpec(dirname(fileURLToPath(import.meta.url)));

/**
 * Dereferenced documents by the hash of their text. The file is read on every run, so an edit
 * always changes the checks; only identical text skips the parse, the dereference and — since
 * the same schema objects come back — the ajv compilation keyed on them. Never mutated.
 */
const parsedByContent = new Map<string, Promise<JsonObject>>();
const MAX_CACHED = 8;

/**
 * Read openapi.yaml and dereference every `$ref`, so each schema object carries its own
 * `x-standin-source`. Read at run time on purpose: editing the document changes the checks.
 * The result is shared between runs of the same text: treat it as read-only.
 *
 * @example
 * const document = await loadContractDocument();
 * Object.keys(document.paths as object); // ['/auth/login', ...]
 */
export async function loadContractDocument(
  specPath: string = DEFAULT_SPEC_PATH,
): Promise<JsonObject> {
  let text: string;
  try {
    text = await readFile(specPath, 'utf8');
  } catch (error) {
    throw new Error(
      `cannot read ${specPath} (${errorCode(error)}). Pass --spec with the path of an openapi.yaml.`,
      { cause: error },
    );
  }
  const key = createHash('sha256').update(text).digest('hex');
  let document = parsedByContent.get(key);
  if (document === undefined) {
    document = dereference(text, specPath);
    parsedByContent.set(key, document);
    // A failed parse is not worth keeping, and a long-lived process should not grow without end.
    document.catch(() => parsedByContent.delete(key));
    if (parsedByContent.size > MAX_CACHED)
      parsedByContent.delete(parsedByContent.keys().next().value ?? key);
  }
  return document;
}

async function dereference(text: string, specPath: string): Promise<JsonObject> {
  let parsed: unknown;
  try {
    parsed = parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${specPath} is not valid YAML: ${reason}`, { cause: error });
  }
  if (!isJsonObject(parsed) || !isJsonObject(parsed.paths)) {
    throw new Error(`${specPath} is not an OpenAPI document: it has no "paths" object.`);
  }
  // swagger-parser mutates what it is given; the parsed tree is ours alone, so no copy is needed.
  const dereferenced: unknown = await SwaggerParser.dereference(parsed as never);
  if (!isJsonObject(dereferenced)) throw new Error(`${specPath}: dereferencing gave no document.`);
  return dereferenced;
}

function findPackageSpec(start: string): string {
  for (let directory = start; ; directory = dirname(directory)) {
    const spec = join(directory, 'openapi.yaml');
    if (existsSync(spec) && isStandinPackage(join(directory, 'package.json'))) return spec;
    if (dirname(directory) === directory) break;
  }
  // Not inside the package (a copied bundle): say where it was looked for.
  return join(start, 'openapi.yaml');
}

function isStandinPackage(packageJson: string): boolean {
  try {
    const parsed: unknown = JSON.parse(readFileSync(packageJson, 'utf8'));
    return isJsonObject(parsed) && parsed.name === 'standin';
  } catch {
    return false;
  }
}

function errorCode(error: unknown): string {
  return isJsonObject(error) && typeof error.code === 'string' ? error.code : String(error);
}
