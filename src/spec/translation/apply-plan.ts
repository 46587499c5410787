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
  /** The mock's value is one of alternatives: the first whose required members it has. */
  | { kind: 'choose'; alternatives: ReadonlyArray<{ required: readonly string[]; plan: Plan }> }
  /** A string where the mock has an array of strings (joined), or the reverse (wrapped). */
  | { kind: 'join' }
  | { kind: 'list'; items: Plan }
  /** A value generated from the team's schema (no source in the mock's answer). */
  | { kind: 'generate'; generator: Generator };

/** One member of a team's object: where its value comes from, and what to do without one. */
export interface MemberPlan {
  name: string;
  /** JSON Pointer segments into the mock's object (`x-standin-from`, a name or case match). */
  from: readonly string[] | undefined;
  plan: Plan;
  /** Generated when the source is absent; undefined leaves the member out. */
  generator: Generator | undefined;
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
function recordKey(
  own: Record<string, unknown>,
  out: Record<string, unknown>,
  place: string,
): string {
  const id = out.id ?? own.id;
  if (typeof id === 'string' || typeof id === 'number') return String(id);
  // No id: the object's scalars (two levels), so another range or filter gives other values.
  let digest = place;
  for (const key in own) {
    const item = own[key];
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
    case 'generate':
      return generateValue(plan.generator, place);
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
      const own = value !== null && typeof value === 'object' ? value : {};
      const chosen =
        plan.alternatives.find((alt) => alt.required.every((name) => name in own)) ??
        plan.alternatives[0];
      return chosen ? applyPlan(chosen.plan, value, place) : value;
    }
    case 'join':
      return Array.isArray(value) ? value.join('; ') : value;
    case 'list':
      return (Array.isArray(value) ? value : [value]).map((item, index) =>
        applyPlan(plan.items, item, `${place}/${index}`),
      );
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      return fillMembers(plan.members, value as Record<string, unknown>, {}, place);
    }
  }
}

function fillMembers(
  members: readonly MemberPlan[],
  own: Record<string, unknown>,
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
