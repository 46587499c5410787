/**
 * Giving a sub-agent a tool: "give Billing the Order lookup tool", "give the Order lookup tool to
 * Billing", "let Billing use the Order lookup tool", "attach/add/connect the Order lookup tool to
 * Billing" → sub_agent.update with the tool added to `toolIds`.
 */
import type { SubAgent, Tool } from '../types.js';
import {
  note,
  suggest,
  type ClauseContext,
  type ClauseInterpreter,
  type ClauseOutcome,
} from './clause-context.js';
import type { ParsedClause } from './parse-clause.js';
import { lowerAligned, indexesOf, wordsOf } from './phrase.js';
import { describeExisting, findReference, mightName } from './resolve-reference.js';

/** Names are short; a split with more words than this on one side names nothing. */
const MAX_SPLIT_WORDS = 60;

interface Pair {
  readonly subAgent: SubAgent;
  readonly tool: Tool;
}

/**
 * @example
 * interpretGiveToolClause(parseClause('give Billing the Order lookup tool')!, ctx);
 * // suggests sub_agent.update { subAgentId: 'sag_billing', toolIds: ['tol_order_lookup'] }
 */
export const interpretGiveToolClause: ClauseInterpreter = (clause, ctx) => {
  const giving = clause.verb === 'give';
  if (!giving && clause.verb !== 'create' && clause.verb !== 'connect') return null;
  const pair = toolToAgent(clause.rest, ctx) ?? (giving ? agentThenTool(clause.rest, ctx) : null);
  if (pair) return giveTool(clause, ctx, pair);
  if (!giving || !/\btools?\b/.test(lowerAligned(clause.rest))) return null;
  return note(
    `I couldn't tell which tool to give to which sub-agent. ${describeExisting(ctx.board, 'tool')} ${describeExisting(ctx.board, 'sub_agent')}`,
  );
};

/** "<tool> to <sub-agent>", trying each " to " from the left. */
function toolToAgent(rest: string, ctx: ClauseContext): Pair | null {
  if (!mightName(rest, ctx, ['sub_agent'])) return null;
  for (const index of indexesOf(rest, ' to ')) {
    const pair = lookUpPair(rest.slice(index + 4), rest.slice(0, index), ctx);
    if (pair) return pair;
  }
  return null;
}

/** "<sub-agent> [access to] <tool>", "<sub-agent> [to] use <tool>", "<sub-agent> with <tool>". */
function agentThenTool(rest: string, ctx: ClauseContext): Pair | null {
  const words = wordsOf(rest);
  if (words.length > MAX_SPLIT_WORDS || !mightName(rest, ctx, ['tool'])) return null;
  for (let split = 1; split < words.length; split += 1) {
    const agentPhrase = words.slice(0, split).join(' ');
    if (!mightName(agentPhrase, ctx, ['sub_agent'])) continue;
    const toolWords = words.slice(split);
    const lead = toolWords.map(lowerAligned);
    let skip = 0;
    if (lead[0] === 'access' && lead[1] === 'to') skip = 2;
    else if (lead[0] === 'to' && lead[1] === 'use') skip = 2;
    else if (lead[0] === 'use' || lead[0] === 'with') skip = 1;
    const pair = lookUpPair(agentPhrase, toolWords.slice(skip).join(' '), ctx);
    if (pair) return pair;
  }
  return null;
}

function lookUpPair(agentPhrase: string, toolPhrase: string, ctx: ClauseContext): Pair | null {
  const toolRef = findReference(toolPhrase, ctx, ['tool']);
  if (!toolRef) return null;
  const agentRef = findReference(agentPhrase, ctx, ['sub_agent']);
  if (!agentRef) return null;
  const tool = ctx.board.tools.find((candidate) => candidate.id === toolRef.id);
  const subAgent = ctx.board.subAgents.find((candidate) => candidate.id === agentRef.id);
  return tool && subAgent ? { subAgent, tool } : null;
}

function giveTool(
  clause: ParsedClause,
  ctx: ClauseContext,
  { subAgent, tool }: Pair,
): ClauseOutcome {
  const ref = { type: 'sub_agent' as const, id: subAgent.id, name: subAgent.name };
  const plannedTool = ctx.plannedIndexOf(tool.id);
  if (plannedTool !== null) {
    // A suggested tool has no id until it is applied, so it is named (openapi.yaml
    // SubAgentUpdateInput.toolNames) and this suggestion depends on the one that creates it.
    return suggest(
      'sub_agent.update',
      { subAgentId: subAgent.id, toolNames: [tool.name] },
      clause,
      {
        targetId: subAgent.id,
        title: `Give sub-agent "${subAgent.name}" the "${tool.name}" tool`,
        dependsOn: [plannedTool],
        details: [
          `The "${tool.name}" tool is created by an earlier suggestion; apply that one first.`,
        ],
        ref: { type: 'tool', id: tool.id, name: tool.name },
      },
    );
  }
  if (subAgent.toolIds.includes(tool.id)) {
    return note(`"${subAgent.name}" already has the "${tool.name}" tool.`, ref);
  }
  return suggest(
    'sub_agent.update',
    { subAgentId: subAgent.id, toolIds: [...subAgent.toolIds, tool.id] },
    clause,
    {
      targetId: subAgent.id,
      title: `Give sub-agent "${subAgent.name}" the "${tool.name}" tool`,
      // (The tool is remembered too, behind the sub-agent: "…, and take it away from Orders".)
      ref: { type: 'tool', id: tool.id, name: tool.name },
      also: ref,
    },
  );
}
