/**
 * sub_agent.create / sub_agent.update / sub_agent.delete. Deleting a sub-agent never leaves a
 * router pointing at nothing: its rules go and a fallback to it becomes a human
 * (docs/product/ai-builder.md: what you apply shows on the board, consistently).
 */
import type { Board, Router, SkillInputs, SubAgent } from '../types.js';
import {
  applied,
  conflict,
  findNameClash,
  targetNotFound,
  unique,
  type ApplyContext,
  type ApplyFailure,
  type ApplyResult,
} from './apply-result.js';

/**
 * Adds a sub-agent; its tools must be on the board.
 *
 * @example
 * applySubAgentCreate(board, { name: 'Billing', description: 'Handles refunds', instructions: 'Be kind.' }, ctx);
 */
export function applySubAgentCreate(
  board: Board,
  input: SkillInputs['sub_agent.create'],
  ctx: ApplyContext,
): ApplyResult {
  const clash = findNameClash(board.subAgents, input.name);
  if (clash) return conflict(subAgentNameTaken(input.name, clash));
  const missingTool = findMissingTool(board, input.toolIds ?? []);
  if (missingTool) return missingTool;
  const named = toolIdsByName(board, input.toolNames ?? []);
  if (!Array.isArray(named)) return named;
  const subAgent: SubAgent = {
    id: ctx.newId('sag'),
    name: input.name,
    description: input.description,
    instructions: input.instructions,
    toolIds: unique([...(input.toolIds ?? []), ...named]),
  };
  return applied({ ...board, subAgents: [...board.subAgents, subAgent] }, subAgent.id);
}

/**
 * Changes the given fields of a sub-agent.
 *
 * @example
 * applySubAgentUpdate(board, { subAgentId: 'sag_faq', toolIds: ['tol_order_lookup'] });
 */
export function applySubAgentUpdate(
  board: Board,
  input: SkillInputs['sub_agent.update'],
): ApplyResult {
  const subAgent = board.subAgents.find((candidate) => candidate.id === input.subAgentId);
  if (!subAgent) return subAgentNotFound(input.subAgentId);
  if (input.name !== undefined) {
    const clash = findNameClash(board.subAgents, input.name, subAgent.id);
    if (clash) return conflict(subAgentNameTaken(input.name, clash));
  }
  const missingTool = findMissingTool(board, input.toolIds ?? []);
  if (missingTool) return missingTool;
  const named = toolIdsByName(board, input.toolNames ?? []);
  if (!Array.isArray(named)) return named;
  const updated: SubAgent = {
    ...subAgent,
    name: input.name ?? subAgent.name,
    description: input.description ?? subAgent.description,
    instructions: input.instructions ?? subAgent.instructions,
    toolIds: unique([...(input.toolIds ?? subAgent.toolIds), ...named]),
  };
  const subAgents = board.subAgents.map((candidate) =>
    candidate.id === updated.id ? updated : candidate,
  );
  return applied({ ...board, subAgents }, subAgent.id);
}

/**
 * Removes a sub-agent, the rules to it, and hands a fallback to it to a human.
 *
 * @example
 * applySubAgentDelete(board, { subAgentId: 'sag_orders' }); // rule "order status" goes too
 */
export function applySubAgentDelete(
  board: Board,
  input: SkillInputs['sub_agent.delete'],
): ApplyResult {
  const { subAgentId } = input;
  if (!board.subAgents.some((subAgent) => subAgent.id === subAgentId)) {
    return subAgentNotFound(subAgentId);
  }
  return applied(
    {
      ...board,
      subAgents: board.subAgents.filter((subAgent) => subAgent.id !== subAgentId),
      routers: board.routers.map((router) => detachSubAgent(router, subAgentId)),
    },
    subAgentId,
  );
}

/** The router without rules to `subAgentId`; a fallback to it is handed to a human instead. */
function detachSubAgent(router: Router, subAgentId: string): Router {
  const pointsHere =
    router.fallback.subAgentId === subAgentId ||
    router.rules.some((rule) => rule.subAgentId === subAgentId);
  if (!pointsHere) return router;
  return {
    ...router,
    rules: router.rules.filter((rule) => rule.subAgentId !== subAgentId),
    fallback:
      router.fallback.subAgentId === subAgentId
        ? { action: 'human', subAgentId: null }
        : router.fallback,
  };
}

function findMissingTool(board: Board, toolIds: readonly string[]): ApplyFailure | undefined {
  const missing = toolIds.find((toolId) => !board.tools.some((tool) => tool.id === toolId));
  return missing === undefined
    ? undefined
    : targetNotFound(
        `Tool "${missing}" is not on the board, so a sub-agent cannot use it. Apply the suggestion that creates it first, or pick an existing tool.`,
      );
}

/**
 * `toolNames` name tools that an earlier suggestion created (they had no id when suggested);
 * names compare case-insensitively, like every board name.
 */
function toolIdsByName(board: Board, names: readonly string[]): string[] | ApplyFailure {
  const ids: string[] = [];
  for (const name of names) {
    const tool = board.tools.find(
      (candidate) => candidate.name.toLowerCase() === name.toLowerCase(),
    );
    if (!tool) {
      return targetNotFound(
        `There is no tool called "${name}" on the board, so a sub-agent cannot use it. Apply the suggestion that creates it first.`,
      );
    }
    ids.push(tool.id);
  }
  return ids;
}

function subAgentNotFound(subAgentId: string): ApplyFailure {
  return targetNotFound(
    `Sub-agent "${subAgentId}" is not on the board: it was deleted or never existed. Reload the board and ask again.`,
  );
}

function subAgentNameTaken(name: string, clash: SubAgent): string {
  return `A sub-agent called "${clash.name}" already exists (${clash.id}), so another cannot be called "${name}". Pick another name.`;
}
