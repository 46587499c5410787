import SwaggerParser from '@apidevtools/swagger-parser';
import { parseDocument } from 'yaml';
import { isJsonObject } from '../contract/document/json-values.js';
import { applyOverlay } from './apply-overlay.js';
import { describeLocation } from './describe-location.js';
import { asObject, resolveLocation, valueAt, type Location } from './document-view.js';
import { formatJsonPath } from './json-path.js';
import type { Proposal } from './proposal.js';
import { exampleFits, repairExample } from './repair-example.js';
import type { ValueCheck } from './value-check.js';

/**
 * What the changes leave behind and the document's own lint would reject: examples that no
 * longer fit their changed schema, and components nothing refers to any more. Found by applying
 * the changes to a copy; each becomes a removal of its own.
 *
 * @example
 * proposals.push(...(await proposeTidy(specText, proposals, fits)));
 */
export async function proposeTidy(
  specText: string,
  proposals: readonly Proposal[],
  fits: ValueCheck,
): Promise<Proposal[]> {
  const before = parseDocument(specText).toJS() as unknown;
  const tidy: Proposal[] = [];
  const changed = () => {
    const document = parseDocument(specText);
    applyOverlay(
      document,
      [...proposals, ...tidy].flatMap((item) => item.actions),
    );
    return document.toJS() as unknown;
  };
  let after = changed();
  const dereferenced = await SwaggerParser.dereference(structuredClone(after) as never).catch(
    () => undefined,
  );
  if (dereferenced !== undefined) {
    tidy.push(...proposeExampleRepairs(after, dereferenced, fits));
    after = changed();
  }
  const usedBefore = references(before);
  for (let round = 0; round < 16; round += 1) {
    const usedAfter = references(after);
    const orphans = [...usedBefore].filter((ref) => !usedAfter.has(ref));
    const fresh = orphans.filter((ref) => valueAt(after, ref.slice(2).split('/')) !== undefined);
    if (fresh.length === 0) break;
    for (const ref of fresh)
      tidy.push(removal(ref.slice(2).split('/'), 'no longer used by any operation: removed'));
    after = changed();
  }
  return tidy;
}

/**
 * Every example the changes left unfit for its schema (media types, shared `components.examples`,
 * schema-level `example`/`examples`), rewritten from itself by {@link repairExample}; every
 * response or request body left without an example gets one made from its schema. So the
 * document passes its own lint (redocly.yaml) after `--apply`.
 */
function proposeExampleRepairs(
  after: unknown,
  dereferenced: unknown,
  fits: ValueCheck,
): Proposal[] {
  const proposals: Proposal[] = [];
  const done = new Set<string>();
  const rewrite = (at: Location, schema: unknown, value: unknown) => {
    const key = JSON.stringify(at);
    if (done.has(key)) return;
    done.add(key);
    if (exampleFits(fits, schema, value)) return;
    proposals.push(
      replacement(
        at,
        repairExample(fits, schema, value),
        'the example no longer fits the changed schema: rewritten from itself (renamed members moved, dropped ones left out, new ones made from the schema)',
      ),
    );
  };
  for (const mediaAt of mediaLocations(after)) {
    const media = asObject(valueAt(after, mediaAt));
    const schema = valueAt(dereferenced, [...mediaAt, 'schema']);
    if (!isJsonObject(schema)) continue;
    const examples = asObject(media.examples);
    if (media.example !== undefined) rewrite([...mediaAt, 'example'], schema, media.example);
    else if (Object.keys(examples).length > 0) {
      for (const name of Object.keys(examples)) {
        const at = resolveLocation(after, [...mediaAt, 'examples', name]);
        const entry = asObject(valueAt(after, at));
        if (entry.value !== undefined) rewrite([...at, 'value'], schema, entry.value);
      }
    } else {
      const text = 'no example: one made from the schema';
      proposals.push({
        ...removal(mediaAt, text),
        actions: [
          {
            target: formatJsonPath(mediaAt),
            update: { example: repairExample(fits, schema, undefined) },
            description: text,
          },
        ],
      });
    }
  }
  for (const schemaAt of schemaLocations(after)) {
    const node = asObject(valueAt(after, schemaAt));
    const schema = valueAt(dereferenced, schemaAt);
    if (node.example !== undefined) rewrite([...schemaAt, 'example'], schema, node.example);
    if (Array.isArray(node.examples))
      node.examples.forEach((example, index) =>
        rewrite([...schemaAt, 'examples', index], schema, example),
      );
  }
  return proposals;
}

/** Remove the value at `at` and write `value` in its place (an Overlay update merges objects). */
function replacement(at: Location, value: unknown, text: string): Proposal {
  const key = at.at(-1);
  const parent = at.slice(0, -1);
  if (typeof key === 'number') {
    // An entry of a schema's `examples` array: the whole array is written again.
    return {
      ...removal(parent, text),
      actions: [
        { target: formatJsonPath(parent), remove: true, description: text },
        {
          target: formatJsonPath(parent.slice(0, -1)),
          update: { examples: [value] },
          description: text,
        },
      ],
    };
  }
  return {
    ...removal(at, text),
    actions: [
      { target: formatJsonPath(at), remove: true, description: text },
      { target: formatJsonPath(parent), update: { [String(key)]: value }, description: text },
    ],
  };
}

/** Every schema node written in the document (not behind a `$ref`) that may carry examples. */
function schemaLocations(document: unknown): Location[] {
  const found: Location[] = [];
  const walk = (node: unknown, at: Location) => {
    if (!isJsonObject(node) || node.$ref !== undefined || found.length > 100_000) return;
    found.push(at);
    for (const keyword of ['items', 'additionalProperties', 'not', 'if', 'then', 'else'])
      walk(node[keyword], [...at, keyword]);
    for (const [name, member] of Object.entries(asObject(node.properties)))
      walk(member, [...at, 'properties', name]);
    for (const keyword of ['allOf', 'anyOf', 'oneOf', 'prefixItems'])
      if (Array.isArray(node[keyword]))
        (node[keyword] as unknown[]).forEach((member, index) =>
          walk(member, [...at, keyword, index]),
        );
  };
  for (const name of Object.keys(asObject(asObject(asObject(document).components).schemas)))
    walk(valueAt(document, ['components', 'schemas', name]), ['components', 'schemas', name]);
  for (const mediaAt of mediaLocations(document))
    walk(valueAt(document, [...mediaAt, 'schema']), [...mediaAt, 'schema']);
  return found;
}

function removal(location: Location, text: string): Proposal {
  return {
    kind: 'example',
    where: describeLocation(location),
    operations: [],
    samples: 0,
    text,
    actions: [{ target: formatJsonPath(location), remove: true, description: text }],
    source: 'assumed',
  };
}

/** Every media type object of a response or request body, in operations and in `components`. */
function mediaLocations(document: unknown): Location[] {
  const found: Location[] = [];
  const fromResponses = (responses: unknown, at: Location) => {
    for (const [status, response] of Object.entries(asObject(responses)))
      for (const media of Object.keys(asObject(asObject(response).content)))
        found.push([...at, status, 'content', media]);
  };
  const fromBody = (body: unknown, at: Location) => {
    for (const media of Object.keys(asObject(asObject(body).content)))
      found.push([...at, 'content', media]);
  };
  for (const [path, item] of Object.entries(asObject(asObject(document).paths)))
    for (const [method, operation] of Object.entries(asObject(item))) {
      fromResponses(asObject(operation).responses, ['paths', path, method, 'responses']);
      const body = asObject(operation).requestBody;
      if (isJsonObject(body) && body.$ref === undefined)
        fromBody(body, ['paths', path, method, 'requestBody']);
    }
  const components = asObject(asObject(document).components);
  fromResponses(components.responses, ['components', 'responses']);
  for (const name of Object.keys(asObject(components.requestBodies)))
    fromBody(asObject(components.requestBodies)[name], ['components', 'requestBodies', name]);
  return found;
}

/** The local `$ref`s of a document, each component counted once (`#/components/schemas/User`). */
function references(document: unknown): Set<string> {
  const refs = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isJsonObject(node)) {
      if (typeof node.$ref === 'string' && node.$ref.startsWith('#/components/'))
        refs.add(node.$ref.split('/').slice(0, 4).join('/'));
      Object.values(node).forEach(walk);
    }
  };
  walk(document);
  return refs;
}
