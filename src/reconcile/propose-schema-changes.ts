import { isJsonObject, type JsonObject } from '../contract/document/json-values.js';
import type { Observation, Observations, Sample } from './collect-observations.js';
import { describeLocation } from './describe-location.js';
import { asObject, resolveLocation, sourceAt, valueAt, type Location } from './document-view.js';
import { inferSchema } from './infer-schema.js';
import { formatJsonPath } from './json-path.js';
import { allowsType, documentedTypes, jsonType } from './json-type.js';
import type { OverlayAction, Proposal, ProposalKind } from './proposal.js';
import { foldKeysTo } from './repair-example.js';
import type { ValueCheck } from './value-check.js';

/** Keywords that a value can break on its own, and that reconcile drops when the backend does. */
const CONSTRAINTS = [
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
] as const;

export interface SchemaChangeInput {
  /** The document as written (with `$ref`s): where changes are made. */
  document: unknown;
  /** The same document dereferenced: what values are checked against. */
  dereferenced: unknown;
  observations: Observations;
  fits: ValueCheck;
}

/**
 * Compare what the backend sent with each schema node it reached, and propose the changes that
 * make the node describe it: members added, renamed or no longer required, types, nullability,
 * enum values and constraints. Conservative on purpose: a member becomes required only when
 * every sample has it, and each proposal says how many samples it rests on.
 *
 * @example
 * proposeSchemaChanges({ document, dereferenced, observations, fits }).map((proposal) => proposal.text);
 */
export function proposeSchemaChanges(input: SchemaChangeInput): Proposal[] {
  const proposals: Proposal[] = [];
  const replaced: string[] = [];
  const ordered = [...input.observations.values()].sort(
    (a, b) => a.location.length - b.location.length,
  );
  for (const observation of ordered) {
    const path = formatJsonPath(observation.location);
    if (replaced.some((prefix) => path.startsWith(prefix))) continue;
    const node = valueAt(input.document, observation.location);
    if (!isJsonObject(node) || observation.samples.length === 0) continue;
    const typeChange = proposeType(input, observation, node);
    if (typeChange) {
      proposals.push(typeChange);
      if (typeChange.kind === 'type') {
        replaced.push(path);
        continue;
      }
    }
    proposals.push(
      ...proposeMembers(input, observation, node),
      ...proposeEnum(input, observation, node),
      ...proposeConstraints(input, observation, node),
    );
  }
  return proposals;
}

function proposal(
  input: SchemaChangeInput,
  kind: ProposalKind,
  guard: Location,
  samples: readonly Sample[],
  text: string,
  actions: OverlayAction[],
): Proposal {
  const operations = [...new Set(samples.map((sample) => sample.operationId))].sort();
  return {
    kind,
    where: describeLocation(guard),
    operations,
    samples: samples.length,
    text: `${text} (${plural(samples.length, 'sample')})`,
    actions: actions.map((action) => ({
      ...action,
      description: `${describeLocation(guard)}: ${text}`,
    })),
    source: sourceAt(input.document, guard),
  };
}

function proposeType(
  input: SchemaChangeInput,
  { location, samples }: Observation,
  node: JsonObject,
): Proposal | undefined {
  const types = documentedTypes(node);
  if (!types) return undefined;
  const observed = [...new Set(samples.map((sample) => jsonType(sample.value)))];
  const unexpected = observed.filter((type) => !allowsType(types, type));
  if (unexpected.length === 0) return undefined;
  const nulls = samples.filter((sample) => sample.value === null);
  if (unexpected.length === 1 && unexpected[0] === 'null' && node.type !== undefined) {
    return proposal(
      input,
      'nullable',
      location,
      samples,
      `may be null (null in ${nulls.length} of ${samples.length})`,
      [{ target: formatJsonPath(location), update: { type: [...types, 'null'] } }],
    );
  }
  const key = location.at(-1);
  if (typeof key !== 'string') return undefined;
  const inferred = inferSchema(samples.map((sample) => sample.value));
  const kept = Object.fromEntries(
    ['description', 'x-standin-source'].flatMap((name) =>
      node[name] !== undefined ? [[name, node[name]]] : [],
    ),
  );
  return proposal(
    input,
    'type',
    location,
    samples,
    `documented as ${types.join(' or ')}, the backend sends ${observed.join(' or ')}: schema replaced by the one inferred from the samples`,
    [
      { target: formatJsonPath(location), remove: true },
      {
        target: formatJsonPath(location.slice(0, -1)),
        update: { [key]: { ...inferred, ...kept } },
      },
    ],
  );
}

function proposeMembers(
  input: SchemaChangeInput,
  { location, samples }: Observation,
  node: JsonObject,
): Proposal[] {
  const objects = samples.filter((sample) => isJsonObject(sample.value));
  if (objects.length === 0 || !(isJsonObject(node.properties) || node.type === 'object')) return [];
  const properties = asObject(node.properties);
  const documented = Object.keys(properties);
  const required = Array.isArray(node.required)
    ? node.required.filter((name): name is string => typeof name === 'string')
    : [];
  const having = (name: string) =>
    objects.filter((sample) => Object.hasOwn(sample.value as JsonObject, name));
  const eligible = (name: string) => objects.filter((sample) => !sample.ignore?.has(name));
  // A free-form object (no `properties`) or one open by design (`additionalProperties` true or a
  // schema) already describes members it does not name.
  const open =
    !isJsonObject(node.properties) ||
    (node.additionalProperties !== undefined && node.additionalProperties !== false);
  const extras = open
    ? []
    : [
        ...new Set(
          objects
            .filter((sample) => sample.extras)
            .flatMap((sample) => Object.keys(sample.value as JsonObject))
            .filter((name) => !Object.hasOwn(properties, name)),
        ),
      ].filter((name) => objects.some((sample) => sample.extras && !sample.ignore?.has(name)));
  const at = formatJsonPath(location);
  const sourceOfObject = sourceAt(input.document, location);
  const proposals: Proposal[] = [];
  const newRequired: string[] = [];
  // With a `required` array, each new name is appended to it (an Overlay update on an array);
  // without one, the first proposal that needs it creates it with every such name.
  const appendRequired = (name: string): OverlayAction[] => {
    if (!Array.isArray(node.required)) {
      newRequired.push(name);
      return [];
    }
    return [{ target: formatJsonPath([...location, 'required']), update: name }];
  };
  const requiredActions = (name: string): OverlayAction[] =>
    required.includes(name)
      ? [{ target: formatJsonPath([...location, 'required', { equals: name }]), remove: true }]
      : [];

  const missing = documented.filter(
    (name) => having(name).length === 0 && eligible(name).length > 0,
  );
  const renames = matchRenames(input, location, missing, extras, having);
  for (const [from, to] of renames) {
    const values = having(to);
    const always = values.length === eligible(to).length;
    proposals.push(
      proposal(
        input,
        'renamed',
        [...location, 'properties', from],
        values,
        `renamed ${from} → ${to}: ${from} is absent from every sample, ${to} has the same type and its values fit ${from}'s schema${renames.folded?.has(to) ? ' in their own case convention' : ''}${always ? '' : `; ${to} is in ${values.length} of ${eligible(to).length}, so optional`}`,
        [
          { target: at, update: { properties: { [to]: withSource(properties[from], from) } } },
          { target: formatJsonPath([...location, 'properties', from]), remove: true },
          ...requiredActions(from),
          ...(always ? appendRequired(to) : []),
        ],
      ),
    );
  }
  for (const name of documented) {
    if (!required.includes(name) || renames.has(name)) continue;
    const count = having(name).length;
    const total = eligible(name).length;
    if (total === 0 || count === total) continue;
    proposals.push(
      proposal(
        input,
        'optional',
        [...location, 'properties', name],
        eligible(name),
        count === 0
          ? `${name} is documented as required and absent from every sample: optional`
          : `${name} is in ${count} of ${total} samples: optional`,
        requiredActions(name),
      ),
    );
  }
  const renamedTo = new Set(renames.values());
  for (const name of extras) {
    if (renamedTo.has(name)) continue;
    const values = having(name);
    const always = values.length === eligible(name).length;
    const inferred = inferSchema(values.map((sample) => (sample.value as JsonObject)[name]));
    // A copy of a documented member (`access_token` beside `accessToken`) comes from there.
    const twin = twinOf(name, values, documented);
    const schema =
      twin === undefined
        ? inferred
        : { ...inferred, 'x-standin-from': withSource(properties[twin], twin)['x-standin-from'] };
    // A member the seed never named is an assumption, even inside a seed schema.
    const marked =
      sourceOfObject === 'seed' ? { ...schema, 'x-standin-source': 'assumed' } : schema;
    const added = proposal(
      input,
      'added',
      [...location, 'properties', name],
      values,
      `added ${name} (${describeSchema(schema)}), in ${values.length} of ${eligible(name).length}${always ? ', required' : ', optional'}${twin !== undefined ? `, always equal to ${twin}` : ''}`,
      [
        { target: at, update: { properties: { [name]: marked } } },
        ...(always ? appendRequired(name) : []),
      ],
    );
    // Marked `assumed`, the new member adds no seed fact; the seed-fact guard still checks.
    proposals.push({ ...added, source: 'assumed' });
  }
  const first = proposals.find((item) => item.kind === 'added' || item.kind === 'renamed');
  if (newRequired.length > 0 && first) {
    first.actions.push({
      target: at,
      update: { required: newRequired },
      description: `${describeLocation(location)}: required, in every sample: ${newRequired.join(', ')}`,
    });
  }
  return proposals;
}

/** Old name → new name; `folded` names the new members whose values fit in another case convention. */
type Renames = Map<string, string> & { folded?: Set<string> };

/**
 * Pair each documented member that never came with a new member that did: same type, values that
 * fit the documented member's schema, and a related name (or the only such candidate).
 */
function matchRenames(
  input: SchemaChangeInput,
  location: Location,
  missing: readonly string[],
  extras: readonly string[],
  having: (name: string) => Sample[],
): Renames {
  const folded = new Set<string>();
  const candidates = new Map<string, { name: string; score: number }[]>();
  for (const from of missing) {
    const schema = valueAt(input.dereferenced, [...location, 'properties', from]);
    if (!isJsonObject(schema)) continue;
    // Values in another case convention (`start_date` for `startDate`) fit too: the rename
    // brings the member's schema along, and the next round renames what is inside it.
    const fitting = extras.filter((to) =>
      having(to).every((sample) => {
        const value = (sample.value as JsonObject)[to];
        return input.fits(schema, value) || input.fits(schema, foldKeysTo(schema, value));
      }),
    );
    for (const to of fitting)
      if (having(to).some((sample) => !input.fits(schema, (sample.value as JsonObject)[to])))
        folded.add(to);
    candidates.set(
      from,
      fitting.map((to) => ({ name: to, score: nameSimilarity(from, to) })),
    );
  }
  const taken = new Set<string>();
  const renames: Renames = new Map();
  const claims = (to: string) =>
    [...candidates.values()].filter((list) => list.some((item) => item.name === to)).length;
  for (const [from, list] of candidates) {
    const best = list.filter((item) => !taken.has(item.name)).sort((a, b) => b.score - a.score)[0];
    if (!best) continue;
    // Without a related name, only a schema that says more than a type can vouch for a pairing.
    const onlyOne =
      list.length === 1 &&
      claims(best.name) === 1 &&
      isDistinctive(input.document, [...location, 'properties', from]);
    if (best.score > 0 || onlyOne) {
      renames.set(from, best.name);
      taken.add(best.name);
    }
  }
  renames.folded = folded;
  return renames;
}

/**
 * The documented member a new one always equals (a string or a number, in every sample that has
 * the new one, and more than one distinct value or a long one), or undefined.
 */
function twinOf(
  name: string,
  values: readonly Sample[],
  documented: readonly string[],
): string | undefined {
  const seen = values.map((sample) => (sample.value as JsonObject)[name]);
  if (!seen.every((value) => typeof value === 'string' || typeof value === 'number'))
    return undefined;
  const telling = new Set(seen).size > 1 || seen.some((value) => String(value).length >= 16);
  if (!telling) return undefined;
  return documented.find(
    (other) =>
      other !== name &&
      values.every(
        (sample) => (sample.value as JsonObject)[other] === (sample.value as JsonObject)[name],
      ),
  );
}

/**
 * The renamed member's schema with `x-standin-from`: where its value comes from in the mock's
 * own answer (an RFC 6901 pointer relative to the object that holds it). A member that already
 * says where it comes from keeps that source: renamed twice, it still comes from the same place.
 *
 * @example
 * withSource({ type: 'string' }, 'createdAt'); // { type: 'string', 'x-standin-from': '/createdAt' }
 */
export function withSource(schema: unknown, from: string): JsonObject {
  const node = isJsonObject(schema) ? schema : {};
  if (typeof node['x-standin-from'] === 'string') return node;
  return { ...node, 'x-standin-from': `/${from.replaceAll('~', '~0').replaceAll('/', '~1')}` };
}

function isDistinctive(document: unknown, location: Location): boolean {
  const node = valueAt(document, resolveLocation(document, location));
  if (!isJsonObject(node)) return false;
  return [
    'enum',
    'const',
    'format',
    'pattern',
    'properties',
    'items',
    'oneOf',
    'anyOf',
    'allOf',
  ].some((keyword) => node[keyword] !== undefined);
}

/** 2 for the same words (`created_at`, `createdAt`), 1 for a shared word (`name`, `fullName`). */
function nameSimilarity(a: string, b: string): number {
  const words = (name: string) =>
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      // `id` and `at` end half the names of a schema: sharing them says nothing.
      .filter((word) => word.length > 1 && word !== 'id' && word !== 'at');
  const left = words(a);
  const right = words(b);
  if (left.join(' ') === right.join(' ')) return 2;
  return left.some((word) => right.includes(word)) ? 1 : 0;
}

function proposeEnum(
  input: SchemaChangeInput,
  { location, samples }: Observation,
  node: JsonObject,
): Proposal[] {
  if (Array.isArray(node.enum)) {
    const known = node.enum;
    const fresh = [
      ...new Set(
        samples
          .map((sample) => sample.value)
          .filter((value) => value !== null && typeof value !== 'object' && !known.includes(value)),
      ),
    ];
    if (fresh.length === 0) return [];
    return [
      proposal(
        input,
        'enum',
        location,
        samples,
        `enum gains ${fresh.map((value) => JSON.stringify(value)).join(', ')}`,
        fresh.map((value) => ({ target: formatJsonPath([...location, 'enum']), update: value })),
      ),
    ];
  }
  if (node.const === undefined) return [];
  const others = [...new Set(samples.map((sample) => JSON.stringify(sample.value)))].filter(
    (value) => value !== JSON.stringify(node.const) && value !== 'null',
  );
  if (others.length === 0) return [];
  return [
    proposal(
      input,
      'enum',
      location,
      samples,
      `const ${JSON.stringify(node.const)} does not hold: the backend sends ${others.join(', ')}`,
      [{ target: formatJsonPath([...location, 'const']), remove: true }],
    ),
  ];
}

function proposeConstraints(
  input: SchemaChangeInput,
  { location, samples }: Observation,
  node: JsonObject,
): Proposal[] {
  const proposals: Proposal[] = [];
  for (const keyword of CONSTRAINTS) {
    if (node[keyword] === undefined) continue;
    const failing = samples.filter(
      (sample) => !input.fits({ [keyword]: node[keyword] }, sample.value),
    );
    if (failing.length === 0) continue;
    const example = JSON.stringify(failing[0]?.value).slice(0, 60);
    proposals.push(
      proposal(
        input,
        'constraint',
        location,
        samples,
        `${keyword} ${JSON.stringify(node[keyword])} dropped: ${failing.length} of ${samples.length} values break it (e.g. ${example})`,
        [{ target: formatJsonPath([...location, keyword]), remove: true }],
      ),
    );
  }
  return proposals;
}

function describeSchema(schema: JsonObject): string {
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : String(schema.type ?? 'any');
  if (type === 'array' && isJsonObject(schema.items) && schema.items.type !== undefined)
    return `array of ${String(schema.items.type)}`;
  return type;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
