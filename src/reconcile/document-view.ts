import type { FactSource } from '../contract/contract-types.js';
import { isJsonObject, type JsonObject } from '../contract/document/json-values.js';

/** A location in the raw (not dereferenced) openapi.yaml, as member names and indexes. */
export type Location = (string | number)[];

/**
 * The value at a location of a parsed document.
 *
 * @example
 * valueAt(document, ['components', 'schemas', 'User']); // { type: 'object', ... }
 */
export function valueAt(document: unknown, location: readonly (string | number)[]): unknown {
  let node = document;
  for (const segment of location) {
    if (Array.isArray(node) && typeof segment === 'number') node = node[segment];
    else if (isJsonObject(node) && typeof segment === 'string') node = node[segment];
    else return undefined;
  }
  return node;
}

/**
 * Follow `$ref`s (local ones, `#/...`) from a location to the node that holds the content, so a
 * change lands where the schema is written, once for every place that uses it.
 *
 * @example
 * resolveLocation(document, ['paths', '/users/me', 'get', 'responses', '200']);
 * // ['components', 'responses', 'Profile']
 */
export function resolveLocation(document: unknown, location: Location): Location {
  let current = location;
  for (let hops = 0; hops < 32; hops += 1) {
    const node = valueAt(document, current);
    if (!isJsonObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/'))
      return current;
    current = node.$ref
      .slice(2)
      .split('/')
      .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
  }
  throw new Error(`$ref cycle at ${location.join('/')}.`);
}

/**
 * Where the node at a location comes from: the nearest `x-standin-source` on the way down from
 * the root, `assumed` when none says. Responses other than 2xx and 401 of an operation are
 * assumptions unless they say otherwise: the seed states successes and 401s only
 * (docs/product/seed-facts-and-assumptions.md).
 *
 * @example
 * sourceAt(document, ['components', 'schemas', 'LoginResponse', 'properties', 'accessToken']); // 'seed'
 */
export function sourceAt(document: unknown, location: readonly (string | number)[]): FactSource {
  let source: FactSource = 'assumed';
  let node: unknown = document;
  for (const [index, segment] of location.entries()) {
    node = valueAt(node, [segment]);
    if (isResponseOfOperation(location, index) && !/^2|^401$/.test(String(segment)))
      source = 'assumed';
    // A `$ref` says what its target says: a seed response may point at an assumed header.
    const marked = referencedTarget(document, node) ?? node;
    const marker = isJsonObject(marked) ? marked['x-standin-source'] : undefined;
    if (marker === 'seed' || marker === 'assumed') source = marker;
  }
  return source;
}

/**
 * The target of a local `$ref` (`#/components/headers/WWW-Authenticate`), or undefined when the
 * node is not one.
 *
 * @example
 * referencedTarget(document, { $ref: '#/components/headers/WWW-Authenticate' }); // the header
 */
export function referencedTarget(document: unknown, node: unknown): unknown {
  const ref = isJsonObject(node) ? node.$ref : undefined;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  const segments = ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  return valueAt(document, segments);
}

/** `paths.<path>.<method>.responses.<status>`: the segment at `index` is the status. */
function isResponseOfOperation(location: readonly (string | number)[], index: number): boolean {
  return index === 4 && location[0] === 'paths' && location[3] === 'responses';
}

/**
 * The member names an object schema documents, through `allOf`.
 *
 * @example
 * documentedProperties(document, ['components', 'schemas', 'ProfileFlat']); // Set { 'id', ..., 'organization' }
 */
export function documentedProperties(document: unknown, location: Location): Set<string> {
  const names = new Set<string>();
  const node = valueAt(document, resolveLocation(document, location));
  if (!isJsonObject(node)) return names;
  for (const name of Object.keys(asObject(node.properties))) names.add(name);
  if (Array.isArray(node.allOf)) {
    node.allOf.forEach((_member, index) => {
      const at = [...resolveLocation(document, location), 'allOf', index];
      for (const name of documentedProperties(document, at)) names.add(name);
    });
  }
  return names;
}

export function asObject(value: unknown): JsonObject {
  return isJsonObject(value) ? value : {};
}
