import { isJsonObject, type JsonObject } from '../contract/document/json-values.js';
import { asObject, referencedTarget } from './document-view.js';
import { formatJsonPath } from './json-path.js';

/**
 * The seed facts a document states, by location: every node marked `x-standin-source: seed`,
 * with what is marked `assumed` inside it left out (and `required` names of such members), and
 * examples, `x-standin-rejects-invalid` and `x-standin-max-span-days` left out, an operation's success responses keyed by nothing more than "2xx": the seed states that its
 * endpoints answer, never with which success status, and states no status but 401
 * (docs/product/seed-facts-and-assumptions.md). Two documents state the same seed facts when
 * these maps are equal; reconcile refuses any change that alters one.
 *
 * @example
 * seedFacts(parse(text)).get('$.components.schemas.LoginResponse'); // '{"type":"object",...}'
 */
export function seedFacts(document: unknown): Map<string, string> {
  const facts = new Map<string, string>();
  const isAssumed = (node: unknown) => isMarkedAssumed(referencedTarget(document, node) ?? node);
  const project = (node: unknown, path: (string | number)[]) => projectFacts(node, path, isAssumed);
  const walk = (node: unknown, path: (string | number)[]) => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index]));
    if (!isJsonObject(node)) return;
    if (node['x-standin-source'] === 'seed')
      facts.set(formatJsonPath(path), JSON.stringify(project(node, path)));
    for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
  };
  walk(document, []);
  return facts;
}

type IsAssumed = (node: unknown) => boolean;

/** Keys that state no seed fact wherever they are written. */
const ASSUMED_KEYS = new Set([
  'example',
  'examples',
  'x-standin-rejects-invalid',
  'x-standin-max-span-days',
]);

function projectFacts(node: unknown, path: (string | number)[], isAssumed: IsAssumed): unknown {
  const project = (child: unknown, at: (string | number)[]) => projectFacts(child, at, isAssumed);
  if (Array.isArray(node))
    return node
      .map((item, index) => project(item, [...path, index]))
      .filter((item) => item !== undefined);
  if (!isJsonObject(node)) return node;
  if (isAssumed(node)) return undefined;
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    // An example illustrates; it states nothing the schema does not. Whether an invalid value
    // is refused is an assumption even on a seed parameter: the seed states no validation.
    if (ASSUMED_KEYS.has(key)) continue;
    const projected =
      key === 'responses' && path[0] === 'paths' && path.length === 3
        ? projectResponses(value, [...path, key], project)
        : key === 'required' && Array.isArray(value) && isJsonObject(node.properties)
          ? // `user: User` stays required though User is assumed: the seed names the member.
            value.filter((name) => !isMarkedAssumed(asObject(node.properties)[String(name)]))
          : project(value, [...path, key]);
    if (projected !== undefined) result[key] = projected;
  }
  return result;
}

function projectResponses(
  responses: unknown,
  path: (string | number)[],
  project: (node: unknown, path: (string | number)[]) => unknown,
): unknown {
  if (!isJsonObject(responses)) return responses;
  const successes: string[] = [];
  const result: JsonObject = {};
  for (const [status, response] of Object.entries(responses)) {
    const projected = project(response, [...path, status]);
    if (status.startsWith('2')) successes.push(JSON.stringify(projected));
    else if (
      status === '401' ||
      (isJsonObject(response) && response['x-standin-source'] === 'seed')
    )
      result[status] = projected;
  }
  result['2xx'] = successes.sort();
  return result;
}

function isMarkedAssumed(node: unknown): boolean {
  return isJsonObject(node) && node['x-standin-source'] === 'assumed';
}
