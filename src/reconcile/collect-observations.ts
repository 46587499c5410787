import { isJsonObject } from '../contract/document/json-values.js';
import {
  asObject,
  documentedProperties,
  resolveLocation,
  valueAt,
  type Location,
} from './document-view.js';
import { allowsType, documentedTypes, jsonType } from './json-type.js';

/** One value the backend sent where a schema applies. */
export interface Sample {
  value: unknown;
  operationId: string;
  /** False when another `allOf` member documents this object's other members. */
  extras: boolean;
  /** Members documented by sibling `allOf` members: neither extra nor missing here. */
  ignore?: ReadonlySet<string>;
}

/** Every value seen at one schema node (after `$ref`s), from every operation that reaches it. */
export interface Observation {
  location: Location;
  samples: Sample[];
}

/** Observations by location (`JSON.stringify(location)`). */
export type Observations = Map<string, Observation>;

/**
 * Walk recorded values down a schema and pool them at every node they reach, following `$ref`s,
 * so a component used by several operations (User, ErrorBody) is judged once on all its samples.
 * `anyOf`/`oneOf` values go to the alternative they fit best; `allOf` members each see the
 * object, knowing what their siblings document.
 *
 * @example
 * const observations: Observations = new Map();
 * observeSchema(document, ['components', 'schemas', 'Profile'], samples, observations);
 */
export function observeSchema(
  document: unknown,
  location: Location,
  samples: readonly Sample[],
  into: Observations,
  depth = 0,
): void {
  if (samples.length === 0 || depth > 64) return;
  const at = resolveLocation(document, location);
  const node = valueAt(document, at);
  if (!isJsonObject(node)) return;
  const keyword = Array.isArray(node.anyOf) ? 'anyOf' : Array.isArray(node.oneOf) ? 'oneOf' : '';
  if (keyword !== '') {
    const alternatives = node[keyword] as unknown[];
    const groups: Sample[][] = alternatives.map(() => []);
    for (const sample of samples) {
      const scores = alternatives.map((_item, index) =>
        fitScore(document, [...at, keyword, index], sample.value),
      );
      groups[scores.indexOf(Math.max(...scores))]?.push(sample);
    }
    groups.forEach((group, index) =>
      observeSchema(document, [...at, keyword, index], group, into, depth + 1),
    );
    if (node.type === undefined) return;
  }
  if (Array.isArray(node.allOf)) {
    const members = node.allOf.map((_item, index): Location => [...at, 'allOf', index]);
    const names = members.map((member) => documentedProperties(document, member));
    members.forEach((member, index) => {
      const others = new Set(names.flatMap((set, other) => (other === index ? [] : [...set])));
      const shared = samples.map((sample) => ({
        ...sample,
        extras: sample.extras && index === members.length - 1,
        ignore: new Set([...(sample.ignore ?? []), ...others]),
      }));
      observeSchema(document, member, shared, into, depth + 1);
    });
    return;
  }
  const key = JSON.stringify(at);
  const observation = into.get(key) ?? { location: at, samples: [] };
  observation.samples.push(...samples);
  into.set(key, observation);

  const properties = asObject(node.properties);
  for (const name of Object.keys(properties)) {
    const values = samples.flatMap((sample) =>
      isJsonObject(sample.value) && Object.hasOwn(sample.value, name)
        ? [child(sample, sample.value[name])]
        : [],
    );
    observeSchema(document, [...at, 'properties', name], values, into, depth + 1);
  }
  if (isJsonObject(node.additionalProperties)) {
    const values = samples.flatMap((sample) =>
      isJsonObject(sample.value)
        ? Object.entries(sample.value)
            .filter(([name]) => !Object.hasOwn(properties, name) && !sample.ignore?.has(name))
            .map(([, value]) => child(sample, value))
        : [],
    );
    observeSchema(document, [...at, 'additionalProperties'], values, into, depth + 1);
  }
  if (isJsonObject(node.items)) {
    const values = samples.flatMap((sample) =>
      Array.isArray(sample.value) ? sample.value.map((value) => child(sample, value)) : [],
    );
    observeSchema(document, [...at, 'items'], values, into, depth + 1);
  }
}

function child(parent: Sample, value: unknown): Sample {
  return { value, operationId: parent.operationId, extras: true };
}

/**
 * How well a value fits a schema node: a wrong type is far below anything else; an object
 * scores the overlap of its members with the documented ones (through `allOf`), from 0 to 1.
 */
function fitScore(document: unknown, location: Location, value: unknown): number {
  const at = resolveLocation(document, location);
  const node = valueAt(document, at);
  if (!isJsonObject(node)) return 0;
  const keyword = Array.isArray(node.anyOf) ? 'anyOf' : Array.isArray(node.oneOf) ? 'oneOf' : '';
  if (keyword !== '')
    return Math.max(
      ...(node[keyword] as unknown[]).map((_item, index) =>
        fitScore(document, [...at, keyword, index], value),
      ),
    );
  const members = Array.isArray(node.allOf)
    ? node.allOf.map((_item, index) =>
        valueAt(document, resolveLocation(document, [...at, 'allOf', index])),
      )
    : [node];
  for (const member of members) {
    const types = isJsonObject(member) ? documentedTypes(member) : undefined;
    if (types && !allowsType(types, jsonType(value))) return -1000;
  }
  if (!isJsonObject(value)) return 0;
  const documented = documentedProperties(document, at);
  const names = Object.keys(value);
  const shared = names.filter((name) => documented.has(name)).length;
  const union = new Set([...names, ...documented]).size;
  return union === 0 ? 1 : shared / union;
}
