import { generateValue, type Generator } from './generate-value.js';

/**
 * How one value of the mock's own answer becomes the value a team's document describes:
 * compiled once per operation and status (compile-translation.ts), read by `applyPlan`.
 */
export type Plan =
  /** The value as it is. */
  | { kind: 'pass' }
  /** An object member by member, in the team's order. */
  | { kind: 'object'; members: readonly MemberPlan[] }
  /** Every item of an array. */
  | { kind: 'array'; items: Plan }
  /** The mock's `{ items: [...] }` where the team has a bare array. */
  | { kind: 'unwrap'; member: string; plan: Plan }
  /** The mock's bare array where the team has `{ items: [...] }`. */
  | { kind: 'wrap'; member: string; plan: Plan; rest: readonly MemberPlan[] }
  /** The mock's value is one of alternatives: the first of its JSON type with its required members. */
  | {
      kind: 'choose';
      alternatives: ReadonlyArray<{
        types: readonly string[];
        required: readonly string[];
        plan: Plan;
      }>;
    }
  /** A string where the mock has an array of strings (joined), or the reverse (wrapped). */
  | { kind: 'join' }
  | { kind: 'list'; items: Plan }
  /** A value the team's document does not describe, its member names in the document's case. */
  | { kind: 'rekey'; style: 'snake' | 'camel' }
  /** A value generated from the team's schema (no source in the mock's answer). */
  | { kind: 'generate'; generator: Generator }
  /**
   * The mock's value where it fits the team's stricter schema (another format, pattern, enum or
   * bound), else one generated from that schema, seeded by the value.
   */
  | { kind: 'fit'; fits: (value: unknown) => boolean; generator: Generator };

/** One member of a team's object: where its value comes from, and what to do without one. */
export interface MemberPlan {
  name: string;
  /** JSON Pointer segments into the mock's object (`x-standin-from`, a name or case match). */
  from: readonly string[] | undefined;
  plan: Plan;
  /** Generated when the source is absent; undefined leaves the member out. */
  generator: Generator | undefined;
}

const toSnake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const toCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function rekey(value: unknown, style: 'snake' | 'camel'): unknown {
  if (Array.isArray(value)) return value.map((item) => rekey(item, style));
  if (value === null || typeof value !== 'object') return value;
  const rename = style === 'snake' ? toSnake : toCamel;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[rename(key)] = rekey(item, style);
  return out;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function at(value: unknown, pointer: readonly string[]): unknown {
  let node = value;
  for (const key of pointer) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The key generated members of an object are seeded with: its record id, or its place. */
function recordKey(own: unknown, out: Record<string, unknown>, place: string): string {
  if (own === null || typeof own !== 'object') return `${place}|${String(own)}`;
  const record = own as Record<string, unknown>;
  const id = out.id ?? record.id;
  if (typeof id === 'string' || typeof id === 'number') return String(id);
  // No id: the object's scalars (two levels), so another range or filter gives other values.
  let digest = place;
  for (const key in record) {
    const item = record[key];
    if (item === null || typeof item !== 'object') digest += `|${String(item)}`;
    else if (!Array.isArray(item)) {
      for (const inner in item) {
        const value = (item as Record<string, unknown>)[inner];
        if (value === null || typeof value !== 'object') digest += `|${String(value)}`;
      }
    }
  }
  return digest;
}

/**
 * Applies a compiled plan to one value of the mock's answer. `place` seeds generated values of
 * objects without an `id` (an operation and status at the top).
 *
 * @example
 * applyPlan({ kind: 'unwrap', member: 'items', plan: { kind: 'pass' } }, { items: [1, 2] }, 'listProjects'); // [1, 2]
 */
export function applyPlan(plan: Plan, value: unknown, place: string): unknown {
  switch (plan.kind) {
    case 'pass':
      return value;
    case 'fit':
    case 'generate':
      // A value the team's stricter schema accepts stays (`fit`); any other is replaced.
      if (plan.kind === 'fit' && plan.fits(value)) return value;
      // A value of another type (a string id where the team has an integer) is seeded by the
      // value itself, so the same record gets the same replacement in every answer.
      return generateValue(
        plan.generator,
        value !== null && value !== undefined && typeof value !== 'object'
          ? `=${String(value)}`
          : place,
      );
    case 'array':
      return Array.isArray(value)
        ? value.map((item, index) => applyPlan(plan.items, item, `${place}/${index}`))
        : value;
    case 'unwrap':
      return applyPlan(plan.plan, at(value, [plan.member]) ?? [], place);
    case 'wrap': {
      const wrapped: Record<string, unknown> = {
        [plan.member]: applyPlan(plan.plan, value, place),
      };
      return fillMembers(plan.rest, {}, wrapped, place);
    }
    case 'choose': {
      const type = jsonType(value);
      const own = value !== null && typeof value === 'object' ? value : {};
      const chosen =
        plan.alternatives.find(
          (alt) =>
            (alt.types.length === 0 || alt.types.includes(type)) &&
            alt.required.every((name) => name in own),
        ) ?? plan.alternatives[0];
      return chosen ? applyPlan(chosen.plan, value, place) : value;
    }
    case 'join':
      return Array.isArray(value) ? value.join('; ') : value;
    case 'rekey':
      return rekey(value, plan.style);
    case 'list':
      return (Array.isArray(value) ? value : [value]).map((item, index) =>
        applyPlan(plan.items, item, `${place}/${index}`),
      );
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        // A scalar lifted into an object (a message into `{ msg, … }`): members point at it.
        return plan.members.some((member) => member.from?.length === 0)
          ? fillMembers(plan.members, value, {}, place)
          : value;
      }
      return fillMembers(plan.members, value, {}, place);
    }
  }
}

function fillMembers(
  members: readonly MemberPlan[],
  own: unknown,
  out: Record<string, unknown>,
  place: string,
): Record<string, unknown> {
  let missing = false;
  for (const member of members) {
    const source = member.from ? at(own, member.from) : undefined;
    if (source !== undefined) {
      out[member.name] = applyPlan(member.plan, source, `${place}/${member.name}`);
    } else if (member.generator) {
      missing = true;
    }
  }
  if (!missing) return out;
  // Seeded by the record (its id, also when taken from a member such as `user`), so every
  // answer that shows this record shows the same generated value.
  const key = recordKey(own, out, place);
  const ordered: Record<string, unknown> = {};
  for (const member of members) {
    if (member.name in out) ordered[member.name] = out[member.name];
    else if (member.generator)
      ordered[member.name] = generateValue(member.generator, `${key}#${member.name}`);
  }
  return ordered;
}
