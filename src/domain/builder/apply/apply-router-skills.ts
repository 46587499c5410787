/**
 * router.create / router.update / router.delete. A rule or fallback may name its sub-agent by
 * `subAgentName` when an earlier suggestion of the same instruction creates it (openapi.yaml
 * RouterRuleInput); by the time this one is applied that sub-agent is on the board, so the name
 * is resolved to its id here. A name that still resolves to nothing is TARGET_NOT_FOUND.
 */
import type {
  Board,
  Router,
  RouterFallback,
  RouterFallbackInput,
  RouterRule,
  RouterRuleInput,
  SkillInputs,
  SubAgent,
} from '../types.js';
import {
  applied,
  conflict,
  findNameClash,
  sameName,
  targetNotFound,
  type ApplyContext,
  type ApplyFailure,
  type ApplyResult,
} from './apply-result.js';

const DEFAULT_FALLBACK: RouterFallback = { action: 'human', subAgentId: null };

/**
 * Adds a router; rule and fallback sub-agents may be named by `subAgentName`.
 *
 * @example
 * applyRouterCreate(board, { name: 'Escalations', rules: [{ intent: 'complaints', subAgentName: 'FAQ' }] }, ctx);
 * // ok, targetId 'rtr_…'; the rule's subAgentId is FAQ's id
 */
export function applyRouterCreate(
  board: Board,
  input: SkillInputs['router.create'],
  ctx: ApplyContext,
): ApplyResult {
  const clash = findNameClash(board.routers, input.name);
  if (clash) return conflict(routerNameTaken(input.name, clash));
  // The router's id first, then its rules': ids read in the order the items nest.
  const id = ctx.newId('rtr');
  const rules = resolveRules(board, input.rules ?? [], input.name, ctx);
  if (!Array.isArray(rules)) return rules;
  const fallback = input.fallback
    ? resolveFallback(board, input.fallback, input.name)
    : DEFAULT_FALLBACK;
  if ('ok' in fallback) return fallback;
  const router: Router = {
    id,
    name: input.name,
    description: input.description ?? '',
    rules,
    fallback,
  };
  return applied({ ...board, routers: [...board.routers, router] }, router.id);
}

/**
 * Renames a router, adds and removes rules, or replaces its fallback.
 *
 * @example
 * applyRouterUpdate(board, { routerId: 'rtr_main', fallback: { action: 'human' } }, ctx);
 */
export function applyRouterUpdate(
  board: Board,
  input: SkillInputs['router.update'],
  ctx: ApplyContext,
): ApplyResult {
  const router = board.routers.find((candidate) => candidate.id === input.routerId);
  if (!router) return routerNotFound(input.routerId);
  if (input.name !== undefined) {
    const clash = findNameClash(board.routers, input.name, router.id);
    if (clash) return conflict(routerNameTaken(input.name, clash));
  }
  const missingRuleId = (input.removeRuleIds ?? []).find(
    (ruleId) => !router.rules.some((rule) => rule.id === ruleId),
  );
  if (missingRuleId !== undefined) {
    return targetNotFound(
      `Cannot remove rule "${missingRuleId}" from router "${router.name}": it has no such rule. Reload the board and pick a rule it has.`,
    );
  }
  const added = resolveRules(board, input.addRules ?? [], router.name, ctx);
  if (!Array.isArray(added)) return added;
  const fallback = input.fallback
    ? resolveFallback(board, input.fallback, router.name)
    : router.fallback;
  if ('ok' in fallback) return fallback;
  const removed = new Set(input.removeRuleIds ?? []);
  const updated: Router = {
    ...router,
    name: input.name ?? router.name,
    description: input.description ?? router.description,
    rules: [...router.rules.filter((rule) => !removed.has(rule.id)), ...added],
    fallback,
  };
  return applied(replaceRouter(board, updated), router.id);
}

/**
 * Removes a router with its rules.
 *
 * @example
 * applyRouterDelete(board, { routerId: 'rtr_main' }); // ok, targetId 'rtr_main'
 */
export function applyRouterDelete(board: Board, input: SkillInputs['router.delete']): ApplyResult {
  if (!board.routers.some((router) => router.id === input.routerId)) {
    return routerNotFound(input.routerId);
  }
  const routers = board.routers.filter((router) => router.id !== input.routerId);
  return applied({ ...board, routers }, input.routerId);
}

function resolveRules(
  board: Board,
  inputs: readonly unknown[],
  routerName: string,
  ctx: ApplyContext,
): RouterRule[] | ApplyFailure {
  const rules: RouterRule[] = [];
  for (const value of inputs) {
    const input = asRuleInput(value);
    const subAgent = findSubAgent(board, input);
    if (!subAgent) return subAgentMissing(input, `a rule for "${input.intent}"`, routerName);
    rules.push({
      id: ctx.newId('rul'),
      intent: input.intent,
      keywords: [...(input.keywords ?? [])],
      subAgentId: subAgent.id,
    });
  }
  return rules;
}

function resolveFallback(
  board: Board,
  input: RouterFallbackInput,
  routerName: string,
): RouterFallback | ApplyFailure {
  if (input.action === 'human') return DEFAULT_FALLBACK;
  const subAgent = findSubAgent(board, input);
  if (!subAgent) return subAgentMissing(input, 'the fallback', routerName);
  return { action: 'sub_agent', subAgentId: subAgent.id };
}

function findSubAgent(
  board: Board,
  ref: Pick<RouterFallbackInput, 'subAgentId' | 'subAgentName'>,
): SubAgent | undefined {
  if (ref.subAgentId !== undefined) {
    return board.subAgents.find((subAgent) => subAgent.id === ref.subAgentId);
  }
  const name = ref.subAgentName;
  return name === undefined
    ? undefined
    : board.subAgents.find((subAgent) => sameName(subAgent.name, name));
}

function subAgentMissing(
  ref: Pick<RouterFallbackInput, 'subAgentId' | 'subAgentName'>,
  what: string,
  routerName: string,
): ApplyFailure {
  const named =
    ref.subAgentId !== undefined
      ? `no sub-agent with id "${ref.subAgentId}"`
      : ref.subAgentName !== undefined
        ? `no sub-agent called "${ref.subAgentName}"`
        : 'no sub-agent named (give subAgentId or subAgentName)';
  return targetNotFound(
    `Cannot set ${what} of router "${routerName}": the board has ${named}. Apply the suggestion that creates it first, or pick an existing sub-agent.`,
  );
}

/**
 * The generated type of a rule input is `unknown` (see types.ts); the caller validated the
 * payload against the skill's input schema, so anything else here is a programming error.
 */
function asRuleInput(value: unknown): RouterRuleInput {
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'intent') === 'string'
  ) {
    return value as RouterRuleInput;
  }
  throw new TypeError(
    'A router rule input has no intent: validate the payload against the skill inputSchema before applying it.',
  );
}

function replaceRouter(board: Board, updated: Router): Board {
  return {
    ...board,
    routers: board.routers.map((router) => (router.id === updated.id ? updated : router)),
  };
}

function routerNotFound(routerId: string): ApplyFailure {
  return targetNotFound(
    `Router "${routerId}" is not on the board: it was deleted or never existed. Reload the board and ask again.`,
  );
}

function routerNameTaken(name: string, clash: Router): string {
  return `A router called "${clash.name}" already exists (${clash.id}), so another cannot be called "${name}". Pick another name.`;
}
