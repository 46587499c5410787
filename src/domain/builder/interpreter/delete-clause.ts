/**
 * "delete the Billing sub-agent", "remove Billing", "drop the Order lookup tool", "delete the
 * Main router", "remove the Order lookup tool from Billing", "remove the refund questions rule".
 * The rationale warns about what else goes with the item (docs/product/ai-builder.md: the user
 * reviews each suggestion before applying it).
 */
import type { Board } from '../types.js';
import {
  note,
  suggest,
  type ClauseContext,
  type ClauseInterpreter,
  type ClauseOutcome,
  type EntityRef,
} from './clause-context.js';
import type { ParsedClause } from './parse-clause.js';
import { removeRulesByIntent } from './rule-removal.js';
import { lowerAligned, cleanName, cutAtFirst, indexesOf, listNames, wordsOf } from './phrase.js';
import {
  describeAmbiguity,
  findReference,
  mightName,
  resolveReference,
  typeLabel,
} from './resolve-reference.js';

/** Words around an intent in "remove the rule for refund questions". */
const RULE_NOISE = new Set([
  'the',
  'a',
  'rule',
  'rules',
  'for',
  'about',
  'routing',
  'that',
  'which',
  'sends',
  'routes',
  'on',
]);

/**
 * @example
 * interpretDeleteClause(parseClause('delete the Billing sub-agent')!, ctx);
 * // suggests sub_agent.delete { subAgentId: 'sag_billing' }
 */
export const interpretDeleteClause: ClauseInterpreter = (clause, ctx) => {
  if (clause.verb !== 'delete') return null;
  const fromAgent = toolFromAgent(clause, ctx);
  if (fromAgent) return fromAgent;
  if (/\brules?\b/.test(lowerAligned(clause.rest))) return removeRule(clause, ctx);
  const resolution = resolveReference(clause.rest, ctx);
  if (resolution.kind === 'ambiguous')
    return note(describeAmbiguity(cleanName(clause.rest), resolution.refs));
  if (resolution.kind === 'missing') {
    return resolution.name.length === 0
      ? null
      : note(`There is nothing called "${resolution.name}" on the board to delete.`);
  }
  return deleteEntity(clause, ctx, resolution.ref);
};

function deleteEntity(clause: ParsedClause, ctx: ClauseContext, ref: EntityRef): ClauseOutcome {
  const label = typeLabel(ref.type);
  if (ctx.plannedIndexOf(ref.id) !== null) {
    return note(
      `The ${label} "${ref.name}" is only created by this instruction; reject that suggestion instead of deleting it.`,
    );
  }
  const options = { targetId: ref.id, ref };
  switch (ref.type) {
    case 'sub_agent':
      return suggest('sub_agent.delete', { subAgentId: ref.id }, clause, {
        ...options,
        title: `Delete sub-agent "${ref.name}"`,
        details: subAgentWarnings(ctx.board, ref),
      });
    case 'tool':
      return suggest('tool.delete', { toolId: ref.id }, clause, {
        ...options,
        title: `Delete tool "${ref.name}"`,
        details: toolWarnings(ctx.board, ref),
      });
    case 'router': {
      const router = ctx.board.routers.find((item) => item.id === ref.id);
      const rules = router?.rules.length ?? 0;
      return suggest('router.delete', { routerId: ref.id }, clause, {
        ...options,
        title: `Delete router "${ref.name}"`,
        details:
          rules > 0 ? [`Its ${rules} ${rules === 1 ? 'rule goes' : 'rules go'} with it.`] : [],
      });
    }
    case 'line':
      return suggest('line.disconnect', { lineChannelId: ref.id }, clause, {
        ...options,
        title: `Disconnect LINE channel "${ref.name}"`,
        details: ['Customers writing to this LINE account will no longer reach the bot.'],
      });
  }
}

/** Rules and fallbacks that point at the sub-agent go with it; say so before it is applied. */
function subAgentWarnings(board: Board, ref: EntityRef): string[] {
  const warnings: string[] = [];
  for (const router of board.routers) {
    const rules = router.rules.filter((rule) => rule.subAgentId === ref.id);
    if (rules.length > 0) {
      warnings.push(
        `Warning: router "${router.name}" sends ${listNames(rules.map((rule) => rule.intent))} to "${ref.name}"; ${rules.length === 1 ? 'that rule is' : 'those rules are'} removed too.`,
      );
    }
    if (router.fallback.subAgentId === ref.id) {
      warnings.push(
        `Warning: router "${router.name}" falls back to "${ref.name}"; it will fall back to a human instead.`,
      );
    }
  }
  return warnings;
}

function toolWarnings(board: Board, ref: EntityRef): string[] {
  const users = board.subAgents.filter((subAgent) => subAgent.toolIds.includes(ref.id));
  if (users.length === 0) return [];
  return [
    `Warning: ${listNames(users.map((subAgent) => subAgent.name))} ${users.length === 1 ? 'uses' : 'use'} this tool and will lose it.`,
  ];
}

/** "remove the Order lookup tool from Billing" takes the tool away without deleting it. */
function toolFromAgent(clause: ParsedClause, ctx: ClauseContext): ClauseOutcome | null {
  if (!mightName(clause.rest, ctx, ['sub_agent'])) return null;
  for (const index of indexesOf(clause.rest, ' from ')) {
    if (!mightName(clause.rest.slice(0, index), ctx, ['tool'])) continue;
    const toolRef = findReference(clause.rest.slice(0, index), ctx, ['tool']);
    const agentRef = toolRef
      ? findReference(clause.rest.slice(index + 6), ctx, ['sub_agent'])
      : null;
    if (!toolRef || !agentRef) continue;
    const subAgent = ctx.board.subAgents.find((item) => item.id === agentRef.id);
    if (!subAgent) continue;
    if (!subAgent.toolIds.includes(toolRef.id)) {
      return note(`"${subAgent.name}" does not have the "${toolRef.name}" tool.`, agentRef);
    }
    return suggest(
      'sub_agent.update',
      { subAgentId: subAgent.id, toolIds: subAgent.toolIds.filter((id) => id !== toolRef.id) },
      clause,
      {
        targetId: subAgent.id,
        title: `Take the "${toolRef.name}" tool away from sub-agent "${subAgent.name}"`,
        details: ['The tool itself stays on the board.'],
        ref: agentRef,
        also: toolRef,
      },
    );
  }
  return null;
}

function removeRule(clause: ParsedClause, ctx: ClauseContext): ClauseOutcome {
  // ("the order-status routing rule on the Main router": the rule's words, not the router's.)
  const said = clause.rest.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ');
  const intent = wordsOf(cutAtFirst(said, ['from', 'in', 'of', 'to', 'on']))
    .filter((word) => !RULE_NOISE.has(lowerAligned(word)))
    .join(' ');
  return removeRulesByIntent(clause, ctx, intent, null);
}
