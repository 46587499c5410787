/**
 * A change to an item that this same instruction creates is folded into the create suggestion:
 * the item has no id yet, so an update could not name it (openapi.yaml *UpdateInput all need an
 * id). "create a router called Main and route refund questions to Billing" → one router.create
 * holding the rule.
 */
import type { DraftSuggestion, SkillInputs } from '../types.js';

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
 * The index of an earlier update of the same tool's endpoint (URL or method, no rename), which
 * `update` joins; -1 when there is none.
 *
 * @example
 * sameEndpointUpdate([changeUrl], changeMethod); // 0
 */
export function sameEndpointUpdate(
  drafts: readonly DraftSuggestion[],
  update: DraftSuggestion,
): number {
  const endpoint = (draft: DraftSuggestion): boolean =>
    draft.skillId === 'tool.update' && 'http' in draft.payload && !('name' in draft.payload);
  if (!endpoint(update)) return -1;
  return drafts.findIndex((draft) => endpoint(draft) && draft.target.id === update.target.id);
}

/** Two endpoint updates of one tool as one: the later fields win. */
export function mergeEndpointUpdates(
  first: DraftSuggestion,
  update: DraftSuggestion,
): DraftSuggestion {
  const name = /"([^"]+)"/.exec(first.title)?.[1] ?? first.target.id;
  return {
    ...first,
    payload: { ...first.payload, ...update.payload },
    title: `Update tool "${name}"`,
    rationale: `${first.rationale} ${update.rationale.replace(/^You asked:/, 'Then you asked:')}`,
  };
}

/**
 * Two changes of the testers as one: who joins and who leaves, the later change winning for an
 * e-mail said in both ("remove owner@… from the testers, put qa@… instead").
 *
 * @example
 * mergeTesterUpdates(removeOwner, addQa).payload;
 * // { addTesters: ['qa@acme.test'], removeTesters: ['owner@acme.test'] }
 */
export function mergeTesterUpdates(
  first: DraftSuggestion,
  update: DraftSuggestion,
): DraftSuggestion {
  const list = (draft: DraftSuggestion, key: string): string[] => {
    const value = (draft.payload as Record<string, unknown>)[key];
    return Array.isArray(value) ? value.map(String) : [];
  };
  const laterAdds = list(update, 'addTesters');
  const laterRemoves = list(update, 'removeTesters');
  const addTesters = [
    ...list(first, 'addTesters').filter((email) => !laterRemoves.includes(email)),
    ...laterAdds,
  ];
  const removeTesters = [
    ...list(first, 'removeTesters').filter((email) => !laterAdds.includes(email)),
    ...laterRemoves,
  ];
  const parts = [
    ...(addTesters.length > 0 ? [`add ${[...new Set(addTesters)].join(', ')}`] : []),
    ...(removeTesters.length > 0 ? [`remove ${[...new Set(removeTesters)].join(', ')}`] : []),
  ];
  return {
    ...first,
    payload: {
      ...(addTesters.length > 0 ? { addTesters: [...new Set(addTesters)] } : {}),
      ...(removeTesters.length > 0 ? { removeTesters: [...new Set(removeTesters)] } : {}),
    },
    title: `Testers: ${parts.join('; ')}`,
    rationale: `${first.rationale} ${update.rationale.replace(/^You asked:/, 'Then you asked:')}`,
  };
}

/**
 * A sub-agent's new description and new instructions, asked for apart, as one update.
 *
 * @example
 * mergeTextUpdates(newDescription, newInstructions).payload;
 * // { subAgentId: 'sag_orders', description: '…', instructions: '…' }
 */
export function mergeTextUpdates(first: DraftSuggestion, update: DraftSuggestion): DraftSuggestion {
  const name = /"([^"]+)"/.exec(first.title)?.[1] ?? first.target.id;
  return {
    ...first,
    payload: { ...first.payload, ...update.payload },
    title: `Update the description and instructions of sub-agent "${name}"`,
    rationale: `${first.rationale} ${update.rationale.replace(/^You asked:/, 'Then you asked:')}`,
  };
}
