/**
 * tool.create / tool.update / tool.delete. Deleting a tool also takes it away from every
 * sub-agent, so no sub-agent lists a tool the board does not have.
 */
import type { Board, SkillInputs, Tool } from '../types.js';
import {
  applied,
  conflict,
  findNameClash,
  targetNotFound,
  type ApplyContext,
  type ApplyFailure,
  type ApplyResult,
} from './apply-result.js';

/**
 * Adds a tool; a builtin tool gets `http: null`.
 *
 * @example
 * applyToolCreate(board, { name: 'Handoff', description: 'To a human', kind: 'builtin' }, ctx);
 */
export function applyToolCreate(
  board: Board,
  input: SkillInputs['tool.create'],
  ctx: ApplyContext,
): ApplyResult {
  const clash = findNameClash(board.tools, input.name);
  if (clash) return conflict(toolNameTaken(input.name, clash));
  // openapi.yaml Tool.http: "null for a builtin tool"; an http tool cannot be called without it.
  if (input.kind === 'http' && !input.http) {
    return conflict(
      `Cannot create HTTP tool "${input.name}" without http.method and http.url. Add them, or make it a builtin tool.`,
    );
  }
  const tool: Tool = {
    id: ctx.newId('tol'),
    name: input.name,
    description: input.description,
    kind: input.kind,
    http: input.kind === 'http' && input.http ? { ...input.http } : null,
    parameters: (input.parameters ?? []).map((parameter) => ({ ...parameter })),
  };
  return applied({ ...board, tools: [...board.tools, tool] }, tool.id);
}

/**
 * Changes a tool's name, description, HTTP call or parameters.
 *
 * @example
 * applyToolUpdate(board, { toolId: 'tol_order_lookup', name: 'Order finder' });
 */
export function applyToolUpdate(board: Board, input: SkillInputs['tool.update']): ApplyResult {
  const tool = board.tools.find((candidate) => candidate.id === input.toolId);
  if (!tool) return toolNotFound(input.toolId);
  if (input.name !== undefined) {
    const clash = findNameClash(board.tools, input.name, tool.id);
    if (clash) return conflict(toolNameTaken(input.name, clash));
  }
  if (input.http && tool.kind !== 'http') {
    return conflict(
      `Tool "${tool.name}" is builtin, so it has no HTTP method or URL to change. Create an HTTP tool instead.`,
    );
  }
  const updated: Tool = {
    ...tool,
    name: input.name ?? tool.name,
    description: input.description ?? tool.description,
    http: input.http ? { ...input.http } : tool.http,
    parameters: input.parameters
      ? input.parameters.map((parameter) => ({ ...parameter }))
      : tool.parameters,
  };
  const tools = board.tools.map((candidate) => (candidate.id === updated.id ? updated : candidate));
  return applied({ ...board, tools }, tool.id);
}

/**
 * Removes a tool and takes it away from every sub-agent.
 *
 * @example
 * applyToolDelete(board, { toolId: 'tol_order_lookup' }); // Orders loses it too
 */
export function applyToolDelete(board: Board, input: SkillInputs['tool.delete']): ApplyResult {
  const { toolId } = input;
  if (!board.tools.some((tool) => tool.id === toolId)) return toolNotFound(toolId);
  return applied(
    {
      ...board,
      tools: board.tools.filter((tool) => tool.id !== toolId),
      subAgents: board.subAgents.map((subAgent) =>
        subAgent.toolIds.includes(toolId)
          ? { ...subAgent, toolIds: subAgent.toolIds.filter((id) => id !== toolId) }
          : subAgent,
      ),
    },
    toolId,
  );
}

function toolNotFound(toolId: string): ApplyFailure {
  return targetNotFound(
    `Tool "${toolId}" is not on the board: it was deleted or never existed. Reload the board and ask again.`,
  );
}

function toolNameTaken(name: string, clash: Tool): string {
  return `A tool called "${clash.name}" already exists (${clash.id}), so another cannot be called "${name}". Pick another name.`;
}
