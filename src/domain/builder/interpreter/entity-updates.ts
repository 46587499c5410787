/**
 * Suggestions that change one field of a named item, shared by "rename X to Y" and
 * "change X's description to …": each checks for a no-op or a clash before suggesting, so the
 * reply can say why nothing was suggested (docs/product/ai-builder.md).
 */
import type { Tool, ToolHttp } from '../types.js';
import {
  note,
  suggest,
  type ClauseContext,
  type ClauseOutcome,
  type EntityRef,
} from './clause-context.js';
import type { ParsedClause } from './parse-clause.js';
import { quotedIn, readsAsSentence, sameName } from './phrase.js';
import { typeLabel } from './resolve-reference.js';
import { isHttpUrlTemplate, parametersFromTemplate } from './uri-template.js';

/** openapi.yaml limits of the update inputs. */
export const FIELD_LIMITS = { name: 80, description: 500, instructions: 4000 } as const;

/**
 * @example
 * renameEntity(clause, ctx, { type: 'sub_agent', id: 'sag_billing', name: 'Billing' }, 'Payments');
 * // suggests sub_agent.update { subAgentId: 'sag_billing', name: 'Payments' }
 */
export function renameEntity(
  clause: ParsedClause,
  ctx: ClauseContext,
  ref: EntityRef,
  name: string,
): ClauseOutcome {
  const label = typeLabel(ref.type);
  if (name.length === 0) return note(`Tell me the new name for ${label} "${ref.name}".`, ref);
  if (ref.type === 'line') {
    return note(
      `A LINE channel cannot be renamed; disconnect "${ref.name}" and connect it again as "${name}".`,
      ref,
    );
  }
  if (name === ref.name) return note(`The ${label} is already called "${name}".`, ref);
  if (readsAsSentence(name) && !quotedIn(clause.rest, name)) {
    return note(
      `"${name}" reads as a sentence, not a name, so I did not rename ${label} "${ref.name}". Put the new name in quotes, e.g. rename ${ref.name} to "Help Desk".`,
      ref,
    );
  }
  if (name.length > FIELD_LIMITS.name) {
    return note(`A ${label} name can have at most ${FIELD_LIMITS.name} characters.`, ref);
  }
  const clash = siblings(ctx, ref).find((item) => item.id !== ref.id && sameName(item.name, name));
  if (clash) return note(`There is already a ${label} called "${clash.name}".`, ref);
  const title = `Rename ${label} "${ref.name}" to "${name}"`;
  const options = { targetId: ref.id, title, ref: { ...ref, name } };
  switch (ref.type) {
    case 'sub_agent':
      return suggest('sub_agent.update', { subAgentId: ref.id, name }, clause, options);
    case 'tool':
      return suggest('tool.update', { toolId: ref.id, name }, clause, options);
    case 'router':
      return suggest('router.update', { routerId: ref.id, name }, clause, options);
  }
}

/**
 * Suggests a new description for a sub-agent, tool or router.
 *
 * @example
 * describeEntity(clause, ctx, billingRef, 'Handles refunds and invoices');
 * // suggests sub_agent.update { subAgentId: 'sag_billing', description: 'Handles refunds and invoices' }
 */
export function describeEntity(
  clause: ParsedClause,
  ctx: ClauseContext,
  ref: EntityRef,
  description: string,
): ClauseOutcome {
  const label = typeLabel(ref.type);
  if (ref.type === 'line') return note('A LINE channel has no description to change.', ref);
  if (description.length > FIELD_LIMITS.description) {
    return note(`A description can have at most ${FIELD_LIMITS.description} characters.`, ref);
  }
  const current = siblings(ctx, ref).find((item) => item.id === ref.id);
  if (current && 'description' in current && current.description === description) {
    return note(`The ${label} "${ref.name}" already has that description.`, ref);
  }
  const options = {
    targetId: ref.id,
    title: `Update the description of ${label} "${ref.name}"`,
    ref,
  };
  switch (ref.type) {
    case 'sub_agent':
      return suggest('sub_agent.update', { subAgentId: ref.id, description }, clause, options);
    case 'tool':
      return suggest('tool.update', { toolId: ref.id, description }, clause, options);
    case 'router':
      return suggest('router.update', { routerId: ref.id, description }, clause, options);
  }
}

/**
 * Suggests new instructions for a sub-agent.
 *
 * @example
 * instructEntity(clause, ctx, billingRef, 'Be brief');
 * // suggests sub_agent.update { subAgentId: 'sag_billing', instructions: 'Be brief' }
 */
export function instructEntity(
  clause: ParsedClause,
  ctx: ClauseContext,
  ref: EntityRef,
  instructions: string,
): ClauseOutcome {
  const subAgent = ctx.board.subAgents.find((item) => item.id === ref.id);
  if (ref.type !== 'sub_agent' || !subAgent) {
    return note(
      `Only sub-agents have instructions; "${ref.name}" is a ${typeLabel(ref.type)}.`,
      ref,
    );
  }
  if (instructions.length > FIELD_LIMITS.instructions) {
    return note(`Instructions can have at most ${FIELD_LIMITS.instructions} characters.`, ref);
  }
  if (subAgent.instructions === instructions) {
    return note(`Sub-agent "${subAgent.name}" already has those instructions.`, ref);
  }
  return suggest('sub_agent.update', { subAgentId: ref.id, instructions }, clause, {
    targetId: ref.id,
    title: `Update the instructions of sub-agent "${subAgent.name}"`,
    ref,
  });
}

/**
 * A new URL template; the parameters follow its `{placeholders}`.
 *
 * @example
 * retargetTool(clause, ctx, orderLookupRef, { url: 'https://api.acme.test/v2/orders/{orderId}' });
 * // suggests tool.update with the new http.url and parameters [orderId]
 */
export function retargetTool(
  clause: ParsedClause,
  ctx: ClauseContext,
  ref: EntityRef,
  change: { readonly url?: string; readonly method?: ToolHttp['method'] },
): ClauseOutcome {
  const tool = ctx.board.tools.find((item) => item.id === ref.id);
  if (ref.type !== 'tool' || !tool) {
    return note(
      `Only HTTP tools have a URL and method; "${ref.name}" is a ${typeLabel(ref.type)}.`,
      ref,
    );
  }
  const current = httpOf(tool);
  if (!current) return note(`Tool "${tool.name}" is builtin, so it has no URL or method.`, ref);
  if (change.url !== undefined && !isHttpUrlTemplate(change.url)) {
    return note(
      `I can't use "${change.url.slice(0, 200)}" as a URL: it must be an http(s) URL template like https://api.acme.test/orders/{orderId}.`,
      ref,
    );
  }
  const http: ToolHttp = {
    method: change.method ?? current.method,
    url: change.url ?? current.url,
  };
  if (http.method === current.method && http.url === current.url) {
    return note(`Tool "${tool.name}" already calls ${http.method} ${http.url}.`, ref);
  }
  const what = change.url !== undefined ? 'URL' : 'method';
  return suggest(
    'tool.update',
    change.url !== undefined
      ? { toolId: tool.id, http, parameters: parametersFromTemplate(http.url) }
      : { toolId: tool.id, http },
    clause,
    {
      targetId: tool.id,
      title: `Change the ${what} of tool "${tool.name}"`,
      details: [`It will call ${http.method} ${http.url}.`],
      ref,
    },
  );
}

function httpOf(tool: Tool): ToolHttp | null {
  return tool.kind === 'http' ? tool.http : null;
}

function siblings(
  ctx: ClauseContext,
  ref: EntityRef,
): ReadonlyArray<{ readonly id: string; readonly name: string; readonly description?: string }> {
  switch (ref.type) {
    case 'sub_agent':
      return ctx.board.subAgents;
    case 'tool':
      return ctx.board.tools;
    case 'router':
      return ctx.board.routers;
    case 'line':
      return ctx.board.lineChannels;
  }
}
