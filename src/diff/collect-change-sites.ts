import { isJsonObject, type JsonObject } from '../contract/document/json-values.js';
import type {
  ChangeSite,
  Direction,
  OpenApiDocument,
  OperationRef,
  SiteContext,
  SiteKind,
} from './diff-types.js';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** What the nearest `x-standin-source` on the way down says, with the seed's sentence. */
interface Source {
  seed: boolean;
  sentence?: string;
}

/** One side's operation, with what the walk needs beside it. */
interface SideOperation {
  ref: OperationRef;
  node: JsonObject;
  source: Source;
  security: string[][];
}

/**
 * Pair every node of two dereferenced OpenAPI documents that a client meets — operations,
 * security, parameters, request bodies, statuses, media types, headers, schemas and their members
 * — into change sites, each knowing its operation, direction, place and whether it is a seed fact.
 * Nothing is judged here: the checks in `diff-checks.ts` read the sites. Operations are matched by
 * method and path with parameter names ignored (`/projects/{id}` = `/projects/{projectId}`);
 * operations marked `x-standin-mock-only` are not part of the contract and are left out.
 *
 * @example
 * const sites = collectChangeSites(base, head);
 * sites.filter((site) => site.kind === 'member').length;
 */
export function collectChangeSites(base: OpenApiDocument, head: OpenApiDocument): ChangeSite[] {
  const sites: ChangeSite[] = [];
  const baseOperations = readOperations(base);
  const headOperations = readOperations(head);
  const headById = new Map(
    [...headOperations.values()].flatMap((item) =>
      item.ref.operationId === undefined ? [] : [[item.ref.operationId, item] as const],
    ),
  );
  const movedTargets = new Set<string>();
  for (const [key, before] of baseOperations) {
    const after = headOperations.get(key);
    const moved =
      after === undefined && before.ref.operationId !== undefined
        ? headById.get(before.ref.operationId)
        : undefined;
    const movedTo =
      moved !== undefined && !baseOperations.has(keyOf(moved.ref)) ? moved : undefined;
    if (movedTo !== undefined) movedTargets.add(keyOf(movedTo.ref));
    sites.push(
      site(
        'operation',
        before.ref,
        'request',
        '',
        before.node,
        after?.node,
        either(before, after),
        {
          ...(movedTo ? { movedTo: movedTo.ref } : {}),
        },
      ),
    );
    if (after !== undefined) compareOperation(sites, before, after);
  }
  for (const [key, after] of headOperations) {
    // A moved operation is reported once, where it left.
    if (baseOperations.has(key) || movedTargets.has(key)) continue;
    sites.push(site('operation', after.ref, 'request', '', undefined, after.node, after.source));
  }
  return sites;
}

function compareOperation(sites: ChangeSite[], before: SideOperation, after: SideOperation) {
  const operation = after.ref;
  const source = either(before, after);
  sites.push(
    site('security', operation, 'request', 'security', before.security, after.security, source, {
      securityBase: before.security,
      securityHead: after.security,
    }),
  );
  compareParameters(sites, operation, before, after);
  compareRequestBody(sites, operation, before, after);
  compareResponses(sites, operation, before, after);
}

function compareParameters(
  sites: ChangeSite[],
  operation: OperationRef,
  before: SideOperation,
  after: SideOperation,
) {
  const baseParameters = readParameters(before);
  const headParameters = readParameters(after);
  for (const key of union(baseParameters.keys(), headParameters.keys())) {
    const b = baseParameters.get(key);
    const h = headParameters.get(key);
    const source = pairSource(
      b ? step(before.source, b) : undefined,
      h ? step(after.source, h) : undefined,
    );
    const name = String((h ?? b)?.name ?? key);
    const place = `${String((h ?? b)?.in)} ${name}`;
    sites.push(site('parameter', operation, 'request', place, b, h, source));
    if (b !== undefined && h !== undefined)
      compareSchema(sites, { operation, direction: 'request', place }, b.schema, h.schema, '', {
        base: step(before.source, b),
        head: step(after.source, h),
      });
  }
}

function compareRequestBody(
  sites: ChangeSite[],
  operation: OperationRef,
  before: SideOperation,
  after: SideOperation,
) {
  const b = objectOrUndefined(before.node.requestBody);
  const h = objectOrUndefined(after.node.requestBody);
  if (b === undefined && h === undefined) return;
  const sources = {
    base: b ? step(before.source, b) : before.source,
    head: h ? step(after.source, h) : after.source,
  };
  sites.push(
    site(
      'request-body',
      operation,
      'request',
      'body',
      b,
      h,
      pairSource(sources.base, sources.head),
    ),
  );
  if (b !== undefined && h !== undefined)
    compareContent(sites, operation, 'request', 'body', undefined, b, h, sources);
}

function compareResponses(
  sites: ChangeSite[],
  operation: OperationRef,
  before: SideOperation,
  after: SideOperation,
) {
  const b = objectOrUndefined(before.node.responses) ?? {};
  const h = objectOrUndefined(after.node.responses) ?? {};
  const statusesBase = Object.keys(b);
  const statusesHead = Object.keys(h);
  const isSuccess = (status: string) => /^2/.test(status);
  // The seed states that an operation answers, and 401s: never which success status
  // (docs/product/seed-facts-and-assumptions.md). Losing every success, or a seed 401, is a seed change.
  const lostEverySuccess = statusesBase.some(isSuccess) && !statusesHead.some(isSuccess);
  const lost401 = statusesBase.includes('401') && !statusesHead.includes('401');
  const operationSource = either(before, after);
  const seedStatuses =
    operationSource.seed && (lostEverySuccess || lost401) ? operationSource : { seed: false };
  sites.push(
    site('response-statuses', operation, 'response', 'statuses', b, h, seedStatuses, {
      statusesBase,
      statusesHead,
    }),
  );
  // One success status renamed (200 → 201): its body is still compared, under the new status.
  const goneSuccess = statusesBase.filter((status) => isSuccess(status) && !(status in h));
  const newSuccess = statusesHead.filter((status) => isSuccess(status) && !(status in b));
  const pairs: [string, string][] = statusesBase
    .filter((status) => status in h)
    .map((status) => [status, status]);
  if (goneSuccess.length === 1 && newSuccess.length === 1)
    pairs.push([goneSuccess[0]!, newSuccess[0]!]);
  for (const [baseStatus, headStatus] of pairs) {
    const br = objectOrUndefined(b[baseStatus]);
    const hr = objectOrUndefined(h[headStatus]);
    if (br === undefined || hr === undefined) continue;
    const sources = {
      base: step(responseSource(before.source, baseStatus), br),
      head: step(responseSource(after.source, headStatus), hr),
    };
    compareContent(sites, operation, 'response', headStatus, headStatus, br, hr, sources);
    compareHeaders(sites, operation, headStatus, br, hr, sources);
  }
}

/** Responses other than 2xx and 401 are assumptions unless they say otherwise. */
function responseSource(source: Source, status: string): Source {
  return /^2|^401$/.test(status) ? source : { seed: false };
}

function compareContent(
  sites: ChangeSite[],
  operation: OperationRef,
  direction: Direction,
  prefix: string,
  status: string | undefined,
  b: JsonObject,
  h: JsonObject,
  sources: { base: Source; head: Source },
) {
  const bc = objectOrUndefined(b.content) ?? {};
  const hc = objectOrUndefined(h.content) ?? {};
  for (const type of union(Object.keys(bc), Object.keys(hc))) {
    const bm = objectOrUndefined(bc[type]);
    const hm = objectOrUndefined(hc[type]);
    const place = `${prefix} ${type}`;
    const mediaSources = {
      base: bm ? step(sources.base, bm) : sources.base,
      head: hm ? step(sources.head, hm) : sources.head,
    };
    sites.push({
      ...site(
        'media-type',
        operation,
        direction,
        place,
        bm,
        hm,
        present(bm, mediaSources.base, hm, mediaSources.head),
      ),
      ...(status !== undefined ? { status } : {}),
    });
    if (bm !== undefined && hm !== undefined)
      compareSchema(
        sites,
        { operation, direction, place, ...(status !== undefined ? { status } : {}) },
        bm.schema,
        hm.schema,
        '',
        mediaSources,
      );
  }
}

function compareHeaders(
  sites: ChangeSite[],
  operation: OperationRef,
  status: string,
  b: JsonObject,
  h: JsonObject,
  sources: { base: Source; head: Source },
) {
  const bh = lowerKeys(objectOrUndefined(b.headers) ?? {});
  const hh = lowerKeys(objectOrUndefined(h.headers) ?? {});
  for (const name of union(Object.keys(bh), Object.keys(hh))) {
    const bn = objectOrUndefined(bh[name]);
    const hn = objectOrUndefined(hh[name]);
    const headerSources = {
      base: bn ? step(sources.base, bn) : sources.base,
      head: hn ? step(sources.head, hn) : sources.head,
    };
    const place = `${status} header ${name}`;
    sites.push(
      site(
        'header',
        operation,
        'response',
        place,
        bn,
        hn,
        present(bn, headerSources.base, hn, headerSources.head),
      ),
    );
    if (bn !== undefined && hn !== undefined)
      compareSchema(
        sites,
        { operation, direction: 'response', place },
        bn.schema,
        hn.schema,
        '',
        headerSources,
      );
  }
}

interface SchemaPlace {
  operation: OperationRef;
  direction: Direction;
  place: string;
  status?: string;
}

function compareSchema(
  sites: ChangeSite[],
  at: SchemaPlace,
  base: unknown,
  head: unknown,
  pointer: string,
  sources: { base: Source; head: Source },
  stack: Set<unknown> = new Set(),
) {
  const b = flattenAllOf(base);
  const h = flattenAllOf(head);
  const here = {
    base: isJsonObject(b) ? step(sources.base, b) : sources.base,
    head: isJsonObject(h) ? step(sources.head, h) : sources.head,
  };
  sites.push(schemaSite('schema', at, pointer, b, h, pairSource(here.base, here.head)));
  if (!isJsonObject(b) || !isJsonObject(h)) return;
  // swagger-parser makes a recursive schema a cycle of objects: stop where one repeats.
  if (stack.has(base) || stack.has(head) || stack.size > 128) return;
  // One plain side against one composed side (an object that became "one of two objects"):
  // compare the plain side with the branch most like it, so its members are still paired.
  const lifted = liftComposed(b, h);
  if (lifted !== undefined) {
    compareSchema(sites, at, lifted[0], lifted[1], pointer, sources, stack);
    return;
  }
  const inner = new Set(stack).add(base).add(head);
  const bp = objectOrUndefined(b.properties) ?? {};
  const hp = objectOrUndefined(h.properties) ?? {};
  const requiredBase = new Set(stringList(b.required));
  const requiredHead = new Set(stringList(h.required));
  const hidden = at.direction === 'request' ? 'readOnly' : 'writeOnly';
  for (const name of union(Object.keys(bp), Object.keys(hp))) {
    const bm = bp[name];
    const hm = hp[name];
    // A readOnly member never travels in a request, a writeOnly one never in a response.
    if ((isJsonObject(bm) && bm[hidden] === true) || (isJsonObject(hm) && hm[hidden] === true))
      continue;
    const memberPointer = `${pointer}/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    const memberSources = {
      base: isJsonObject(bm) ? step(here.base, bm) : here.base,
      head: isJsonObject(hm) ? step(here.head, hm) : here.head,
    };
    sites.push(
      schemaSite(
        'member',
        at,
        memberPointer,
        bm,
        hm,
        present(bm, memberSources.base, hm, memberSources.head),
        {
          requiredBase: requiredBase.has(name),
          requiredHead: requiredHead.has(name),
          closedHead: h.additionalProperties === false || h.unevaluatedProperties === false,
        },
      ),
    );
    if (bm !== undefined && hm !== undefined)
      compareSchema(sites, at, bm, hm, memberPointer, memberSources, inner);
  }
  if (isJsonObject(b.items) && isJsonObject(h.items))
    compareSchema(sites, at, b.items, h.items, `${pointer}/*`, here, inner);
  if (isJsonObject(b.additionalProperties) && isJsonObject(h.additionalProperties))
    compareSchema(
      sites,
      at,
      b.additionalProperties,
      h.additionalProperties,
      `${pointer}/*`,
      here,
      inner,
    );
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const bl = Array.isArray(b[keyword]) ? (b[keyword] as unknown[]) : [];
    const hl = Array.isArray(h[keyword]) ? (h[keyword] as unknown[]) : [];
    // Branches are compared in order only when their number is unchanged; a changed number is
    // judged as a whole by the composition check.
    if (bl.length === hl.length)
      bl.forEach((branch, index) =>
        compareSchema(sites, at, branch, hl[index], pointer, here, inner),
      );
  }
}

/**
 * When exactly one side is a oneOf/anyOf with no members of its own, the pair to compare
 * instead: the plain side and the branch sharing most member names with it (and its type).
 */
function liftComposed(b: JsonObject, h: JsonObject): [unknown, unknown] | undefined {
  const branches = (schema: JsonObject) =>
    schema.properties === undefined
      ? [schema.oneOf, schema.anyOf].flatMap((list) => (Array.isArray(list) ? list : []))
      : [];
  const fromBase = branches(b);
  const fromHead = branches(h);
  if (fromBase.length > 0 === fromHead.length > 0) return undefined;
  const plain = fromBase.length > 0 ? h : b;
  const names = new Set(Object.keys(objectOrUndefined(plain.properties) ?? {}));
  const score = (branch: unknown) => {
    const flat = flattenAllOf(branch);
    if (!isJsonObject(flat)) return -1;
    const shared = Object.keys(objectOrUndefined(flat.properties) ?? {}).filter((name) =>
      names.has(name),
    ).length;
    return shared * 2 + (flat.type !== undefined && flat.type === plain.type ? 1 : 0);
  };
  const candidates = fromBase.length > 0 ? fromBase : fromHead;
  const best = candidates.reduce((top, branch) => (score(branch) > score(top) ? branch : top));
  return fromBase.length > 0 ? [best, h] : [b, best];
}

/**
 * `allOf` of objects read as one object: properties and `required` merged, other keywords from
 * the schema itself first, then the parts in order. Keeps a composed body comparable member by
 * member; the parts themselves are not compared one by one. A part's `x-standin-source` goes
 * with its members (a seed `allOf` of an assumed User keeps User's members assumed), as the
 * seed-fact projection reads it.
 */
function flattenAllOf(schema: unknown): unknown {
  if (!isJsonObject(schema) || !Array.isArray(schema.allOf)) return schema;
  const parts = [schema, ...schema.allOf.map(flattenAllOf)].filter(isJsonObject);
  const merged: JsonObject = {};
  const properties: JsonObject = {};
  const required = new Set<string>();
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'allOf' || key === 'properties' || key === 'required') continue;
      if (!(key in merged)) merged[key] = value;
    }
    for (const [name, member] of Object.entries(objectOrUndefined(part.properties) ?? {}))
      properties[name] = part === schema ? member : marked(member, part);
    for (const name of stringList(part.required)) required.add(name);
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

/** Members carrying their part's marker, made once per member and part (cycles stay cycles). */
const markedMembers = new WeakMap<object, WeakMap<object, JsonObject>>();

function marked(member: unknown, part: JsonObject): unknown {
  const marker = part['x-standin-source'];
  if (!isJsonObject(member) || member['x-standin-source'] !== undefined) return member;
  if (marker !== 'seed' && marker !== 'assumed') return member;
  let byPart = markedMembers.get(member);
  if (byPart === undefined) markedMembers.set(member, (byPart = new WeakMap()));
  let copy = byPart.get(part);
  if (copy === undefined) {
    copy = { ...member, 'x-standin-source': marker };
    if (typeof part['x-standin-seed'] === 'string') copy['x-standin-seed'] = part['x-standin-seed'];
    byPart.set(part, copy);
  }
  return copy;
}

function readOperations(document: OpenApiDocument): Map<string, SideOperation> {
  const operations = new Map<string, SideOperation>();
  const mockOnlyTags = new Set(
    (Array.isArray(document.tags) ? document.tags : []).flatMap((tag) =>
      isJsonObject(tag) && tag['x-standin-mock-only'] === true && typeof tag.name === 'string'
        ? [tag.name]
        : [],
    ),
  );
  const rootSecurity = readSecurity(document.security) ?? [[]];
  const root = step({ seed: false }, document);
  for (const [path, pathItem] of Object.entries(objectOrUndefined(document.paths) ?? {})) {
    if (!isJsonObject(pathItem) || pathItem['x-standin-mock-only'] === true) continue;
    const shared = Array.isArray(pathItem.parameters) ? pathItem.parameters : [];
    for (const method of METHODS) {
      const node = objectOrUndefined(pathItem[method]);
      if (node === undefined || node['x-standin-mock-only'] === true) continue;
      const tags = Array.isArray(node.tags) ? node.tags : [];
      if (tags.some((tag) => typeof tag === 'string' && mockOnlyTags.has(tag))) continue;
      const own = Array.isArray(node.parameters) ? node.parameters : [];
      const ref: OperationRef = {
        method,
        path,
        ...(typeof node.operationId === 'string' ? { operationId: node.operationId } : {}),
      };
      operations.set(keyOf(ref), {
        ref,
        // Path-level parameters first, so an operation's own parameter of the same name wins.
        node: { ...node, parameters: [...shared, ...own] },
        source: step(step(root, pathItem), node),
        security: readSecurity(node.security) ?? rootSecurity,
      });
    }
  }
  return operations;
}

/** Parameters by place: path parameters by their position in the path, others by in + name. */
function readParameters(operation: SideOperation): Map<string, JsonObject> {
  const slots = [...operation.ref.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const parameters = new Map<string, JsonObject>();
  for (const parameter of operation.node.parameters as unknown[]) {
    if (!isJsonObject(parameter) || typeof parameter.name !== 'string') continue;
    const where = String(parameter.in);
    const key =
      where === 'path'
        ? `path #${slots.indexOf(parameter.name)}`
        : `${where} ${where === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
    parameters.set(key, parameter);
  }
  return parameters;
}

/** Security requirements as sorted `name` / `name[scope scope]` lists; `[]` allows anonymous. */
function readSecurity(security: unknown): string[][] | undefined {
  if (!Array.isArray(security)) return undefined;
  // `security: []` requires nothing: the same as one requirement that is empty.
  if (security.length === 0) return [[]];
  return security.filter(isJsonObject).map((requirement) =>
    Object.entries(requirement)
      .map(([name, scopes]) =>
        Array.isArray(scopes) && scopes.length > 0
          ? `${name}[${[...scopes].sort().join(' ')}]`
          : name,
      )
      .sort(),
  );
}

function keyOf(ref: OperationRef): string {
  return `${ref.method} ${ref.path.replace(/\{[^}]*\}/g, '{}')}`;
}

function step(source: Source, node: unknown): Source {
  if (!isJsonObject(node)) return source;
  const marker = node['x-standin-source'];
  const sentence = typeof node['x-standin-seed'] === 'string' ? node['x-standin-seed'] : undefined;
  if (marker === 'seed')
    return {
      seed: true,
      ...((sentence ?? source.sentence) ? { sentence: sentence ?? source.sentence } : {}),
    };
  if (marker === 'assumed') return { seed: false };
  return sentence !== undefined && source.seed ? { seed: true, sentence } : source;
}

function either(before: SideOperation, after: SideOperation | undefined): Source {
  return pairSource(before.source, after?.source);
}

/** A change touches a seed fact when either side states one: losing the mark is a change too. */
function pairSource(base: Source | undefined, head: Source | undefined): Source {
  if (base?.seed) return base;
  if (head?.seed) return head;
  return { seed: false };
}

/** The source of a pair, from the sides that exist: an added node says only what it says. */
function present(base: unknown, baseSource: Source, head: unknown, headSource: Source): Source {
  return pairSource(
    base === undefined ? undefined : baseSource,
    head === undefined ? undefined : headSource,
  );
}

function site(
  kind: SiteKind,
  operation: OperationRef,
  direction: Direction,
  place: string,
  base: unknown,
  head: unknown,
  source: Source,
  context: SiteContext = {},
): ChangeSite {
  return {
    kind,
    operation,
    direction,
    place,
    base,
    head,
    ...(source.seed ? { seed: source.sentence ?? 'x-standin-source: seed' } : {}),
    context,
  };
}

function schemaSite(
  kind: SiteKind,
  at: SchemaPlace,
  pointer: string,
  base: unknown,
  head: unknown,
  source: Source,
  context: SiteContext = {},
): ChangeSite {
  return {
    ...site(kind, at.operation, at.direction, at.place, base, head, source, context),
    pointer,
    ...(at.status !== undefined ? { status: at.status } : {}),
  };
}

function objectOrUndefined(value: unknown): JsonObject | undefined {
  return isJsonObject(value) ? value : undefined;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function lowerKeys(object: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key.toLowerCase(), value]),
  );
}

function union<T>(a: Iterable<T>, b: Iterable<T>): T[] {
  return [...new Set([...a, ...b])];
}
