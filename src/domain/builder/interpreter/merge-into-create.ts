/**
 * A change to an item that this same instruction creates is folded into the create suggestion:
 * the item has no id yet, so an update could not name it (openapi.yaml *UpdateInput all need an
 * id). "create a router called Main and route refund questions to Billing" → one router.create
 * holding the rule. Two updates that are one change join the same way (`JOINS`).
 */
import type { Board, DraftSuggestion, SkillInputs } from '../types.js';
import { PLANNED_ID_PREFIX } from './project-drafts.js';

/**
 * The create draft with `update` folded in, or null when the update cannot be expressed as part
 * of the create (removing rules, deleting, LINE or test-mode changes).
 *
 * @example
 * mergeIntoCreate(createBilling, renameToPayments, 0)?.payload; // { name: 'Payments', … }
 */
export function mergeIntoCreate(
  create: DraftSuggestion,
  update: DraftSuggestion,
  createIndex: number,
): DraftSuggestion | null {
  const merged = mergePayloads(create, update);
  if (!merged) return null;
  return {
    ...create,
    title: merged.title,
    payload: merged.payload,
    rationale: `${create.rationale} ${update.rationale.replace(/^You asked:/, 'Then you asked:')}`,
    dependsOn: [...new Set([...create.dependsOn, ...update.dependsOn])]
      .filter((index) => index !== createIndex)
      .sort((a, b) => a - b),
  };
}

function mergePayloads(
  create: DraftSuggestion,
  update: DraftSuggestion,
): Pick<DraftSuggestion, 'title' | 'payload'> | null {
  if (create.skillId === 'router.create' && update.skillId === 'router.update') {
    const base = create.payload as SkillInputs['router.create'];
    const { addRules, removeRuleIds, ...fields } = omit(
      update.payload as SkillInputs['router.update'],
      'routerId',
    );
    if (removeRuleIds) return null;
    const rules = [...(base.rules ?? []), ...(addRules ?? [])];
    const payload: SkillInputs['router.create'] = {
      ...base,
      ...fields,
      ...(rules.length > 0 ? { rules } : {}),
    };
    return { title: `Create router "${payload.name}"`, payload };
  }
  if (create.skillId === 'sub_agent.create' && update.skillId === 'sub_agent.update') {
    const fields = omit(update.payload as SkillInputs['sub_agent.update'], 'subAgentId');
    const base = create.payload as SkillInputs['sub_agent.create'];
    const toolNames = [...(base.toolNames ?? []), ...(fields.toolNames ?? [])];
    const payload = {
      ...base,
      ...fields,
      ...(toolNames.length > 0 ? { toolNames: [...new Set(toolNames)] } : {}),
    };
    return { title: `Create sub-agent "${payload.name}"`, payload };
  }
  if (create.skillId === 'tool.create' && update.skillId === 'tool.update') {
    const fields = omit(update.payload as SkillInputs['tool.update'], 'toolId');
    const base = create.payload as SkillInputs['tool.create'];
    const payload = { ...base, ...fields };
    // A description made from the old endpoint ("Calls GET https://…") follows the new one.
    if (
      fields.http &&
      base.http &&
      base.description === `Calls ${base.http.method} ${base.http.url}`
    )
      payload.description = `Calls ${fields.http.method} ${fields.http.url}`;
    const kind = payload.kind === 'http' ? 'HTTP' : 'builtin';
    return { title: `Create ${kind} tool "${payload.name}"`, payload };
  }
  return null;
}

/** The update's fields without its target id, which the create does not have. */
function omit<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)) as Omit<T, K>;
}

/**
 * Two drafts one message asks for that are one change: `joins` says whether the later one joins
 * the earlier, `join` makes the one draft. Read in order by the plan, first match wins.
 */
export interface Join {
  readonly joins: (earlier: DraftSuggestion, later: DraftSuggestion) => boolean;
  readonly join: (
    earlier: DraftSuggestion,
    later: DraftSuggestion,
    board: Board,
  ) => DraftSuggestion;
}

/** An update of a tool's endpoint (URL or method), not a rename. */
const endpoint = (draft: DraftSuggestion): boolean =>
  draft.skillId === 'tool.update' && 'http' in draft.payload && !('name' in draft.payload);

/** The one field besides the sub-agent's id that a sub-agent update sets, if only one. */
function onlyField(draft: DraftSuggestion): string | undefined {
  const keys = Object.keys(draft.payload).filter((key) => key !== 'subAgentId');
  return draft.skillId === 'sub_agent.update' && keys.length === 1 ? keys[0] : undefined;
}

/** Both drafts' fields, the later winning, under `title`, with both quotes. */
function joined(earlier: DraftSuggestion, later: DraftSuggestion, title: string): DraftSuggestion {
  return {
    ...earlier,
    payload: { ...earlier.payload, ...later.payload },
    title,
    rationale: `${earlier.rationale} ${later.rationale.replace(/^You asked:/, 'Then you asked:')}`,
  };
}

/** The name quoted in a draft's title ("Update tool \"Order lookup\""), else its target id. */
const quotedName = (draft: DraftSuggestion): string | null =>
  /"([^"]+)"/.exec(draft.title)?.[1] ?? draft.target.id;

/** A draft's list under `key` (e-mails, tool ids or tool names), or none. */
function list(draft: DraftSuggestion, key: string): string[] {
  const value = (draft.payload as Record<string, unknown>)[key];
  return Array.isArray(value) ? value.map(String) : [];
}

/** A change of a sub-agent's tools and nothing else. */
const toolsOnly = (draft: DraftSuggestion): boolean =>
  draft.skillId === 'sub_agent.update' &&
  Object.keys(draft.payload).every((key) => ['subAgentId', 'toolIds', 'toolNames'].includes(key));

/** A change of the testers that only adds some. */
const addsTesters = (draft: DraftSuggestion): boolean =>
  draft.skillId === 'test_mode.update' && Object.keys(draft.payload).join() === 'addTesters';

/**
 * The testers two changes add and remove, the later winning for an e-mail said in both.
 *
 * @example
 * testerLists(removeOwner, addQa); // { addTesters: ['qa@acme.test'], removeTesters: ['owner@acme.test'] }
 */
function testerLists(earlier: DraftSuggestion, later: DraftSuggestion) {
  const [laterAdds, laterRemoves] = [list(later, 'addTesters'), list(later, 'removeTesters')];
  const addTesters = [
    ...new Set([
      ...list(earlier, 'addTesters').filter((email) => !laterRemoves.includes(email)),
      ...laterAdds,
    ]),
  ];
  const removeTesters = [
    ...new Set([
      ...list(earlier, 'removeTesters').filter((email) => !laterAdds.includes(email)),
      ...laterRemoves,
    ]),
  ];
  return { addTesters, removeTesters };
}

export const JOINS: readonly Join[] = [
  {
    // "change order lookup to POST https://…": the URL and the method of one tool, one change.
    joins: (earlier, later) =>
      endpoint(earlier) && endpoint(later) && earlier.target.id === later.target.id,
    join: (earlier, later) => joined(earlier, later, `Update tool "${quotedName(earlier)}"`),
  },
  {
    // "take owner@… off the testers and add qa@…", "… put qa@… instead": one change of the
    // testers, as an operator sees the list.
    joins: (earlier, later) =>
      later.skillId === 'test_mode.update' && earlier.skillId === 'test_mode.update',
    join: (earlier, later) => {
      const { addTesters, removeTesters } = testerLists(earlier, later);
      const parts = [
        ...(addTesters.length > 0 ? [`add ${addTesters.join(', ')}`] : []),
        ...(removeTesters.length > 0 ? [`remove ${removeTesters.join(', ')}`] : []),
      ];
      return {
        ...joined(earlier, later, `Testers: ${parts.join('; ')}`),
        payload: {
          ...(addTesters.length > 0 ? { addTesters } : {}),
          ...(removeTesters.length > 0 ? { removeTesters } : {}),
        },
      };
    },
  },
  {
    // "説明は「…」、指示は「…」": a sub-agent's description and instructions, one change of its texts.
    joins: (earlier, later) => {
      const [first, second] = [onlyField(earlier), onlyField(later)];
      return (
        earlier.target.id === later.target.id &&
        first !== second &&
        [first, second].every((key) => key === 'description' || key === 'instructions')
      );
    },
    join: (earlier, later) =>
      joined(
        earlier,
        later,
        `Update the description and instructions of sub-agent "${quotedName(earlier)}"`,
      ),
  },
  {
    // "add kim@… as a tester and turn on test mode": test mode turned on for them, one change
    // (the testers the board already has keep access).
    joins: (earlier, later) =>
      (addsTesters(earlier) && later.skillId === 'test_mode.enable') ||
      (earlier.skillId === 'test_mode.enable' && addsTesters(later)),
    join: (earlier, later, board) => {
      const [adds, enable] = addsTesters(earlier) ? [earlier, later] : [later, earlier];
      const testers = [
        ...new Set([
          ...board.testMode.testers,
          ...list(enable, 'testers'),
          ...list(adds, 'addTesters'),
        ]),
      ];
      return {
        ...joined(earlier, later, `Turn on test mode for ${testers.join(', ')}`),
        skillId: 'test_mode.enable',
        payload: { testers },
      };
    },
  },
  {
    // "assign the new Tracker tool to Orders … remove the old Order lookup from Orders": one change
    // of the sub-agent's tools (an id this message only plans is given by its name).
    joins: (earlier, later) =>
      toolsOnly(earlier) &&
      toolsOnly(later) &&
      earlier.target.id === later.target.id &&
      JSON.stringify(earlier.payload) !== JSON.stringify(later.payload),
    join: (earlier, later) => {
      const names = [...new Set([...list(earlier, 'toolNames'), ...list(later, 'toolNames')])];
      const withIds =
        'toolIds' in later.payload ? later : 'toolIds' in earlier.payload ? earlier : null;
      const ids = withIds
        ? list(withIds, 'toolIds').filter((id) => !id.startsWith(PLANNED_ID_PREFIX))
        : null;
      return {
        ...joined(earlier, later, `Change the tools of sub-agent "${quotedName(earlier)}"`),
        payload: {
          subAgentId: earlier.target.id ?? '',
          ...(ids ? { toolIds: ids } : {}),
          ...(names.length > 0 ? { toolNames: names } : {}),
        },
      };
    },
  },
  {
    // "turn on the test mode only for kenji@…": test mode turned on once, for whom it names.
    joins: (earlier, later) =>
      earlier.skillId === 'test_mode.enable' && later.skillId === 'test_mode.enable',
    join: (earlier, later) =>
      Object.keys(later.payload).length > Object.keys(earlier.payload).length ? later : earlier,
  },
];
