import SwaggerParser from '@apidevtools/swagger-parser';
import { parseDocument } from 'yaml';
import { isJsonObject } from '../contract/document/json-values.js';
import { applyOverlay } from './apply-overlay.js';
import { describeLocation } from './describe-location.js';
import { asObject, valueAt, type Location } from './document-view.js';
import { formatJsonPath } from './json-path.js';
import type { Proposal } from './proposal.js';
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
    for (const mediaAt of mediaLocations(after)) {
      const media = asObject(valueAt(after, mediaAt));
      const schema = valueAt(dereferenced, [...mediaAt, 'schema']);
      if (!isJsonObject(schema)) continue;
      const broken =
        media.example !== undefined
          ? !fits(schema, media.example)
          : Object.values(asObject(media.examples)).some(
              (example) => isJsonObject(example) && !fits(schema, example.value),
            );
      if (!broken) continue;
      const key = media.example !== undefined ? 'example' : 'examples';
      tidy.push(
        removal(
          [...mediaAt, key],
          'the example no longer fits the changed schema and no answer was recorded: removed, write one by hand',
        ),
      );
    }
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

/** Every media type object of a response, in operations and in `components.responses`. */
function mediaLocations(document: unknown): Location[] {
  const found: Location[] = [];
  const fromResponses = (responses: unknown, at: Location) => {
    for (const [status, response] of Object.entries(asObject(responses)))
      for (const media of Object.keys(asObject(asObject(response).content)))
        found.push([...at, status, 'content', media]);
  };
  for (const [path, item] of Object.entries(asObject(asObject(document).paths)))
    for (const [method, operation] of Object.entries(asObject(item)))
      fromResponses(asObject(operation).responses, ['paths', path, method, 'responses']);
  fromResponses(asObject(asObject(document).components).responses, ['components', 'responses']);
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
