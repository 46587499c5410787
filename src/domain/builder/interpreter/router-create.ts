/**
 * "create a router called Main router" → router.create. A router starts with no rules and hands
 * unmatched conversations to a human until told otherwise (openapi.yaml RouterFallback).
 */
import type { Board } from '../types.js';
import { note, suggest, type ClauseContext, type ClauseOutcome } from './clause-context.js';
import { calledName, describedAs, nameAfterKind, type CreateHead } from './create-phrases.js';
import type { ParsedClause } from './parse-clause.js';
import { inferKeywords } from './infer-keywords.js';
import { capitalize, cleanName, sameName } from './phrase.js';
import { findByName } from './resolve-reference.js';

export const DEFAULT_ROUTER_NAME = 'Main router';
export const DEFAULT_ROUTER_DESCRIPTION =
  'Sends each conversation to the sub-agent that handles its intent.';
const MAX_NAME_LENGTH = 80;
const MAX_DESCRIPTION_LENGTH = 500;

/**
 * Suggests router.create from a create clause whose head names a router.
 *
 * @example
 * createRouter(parseClause('create a router called Escalations')!, head, ctx);
 * // router.create { name: 'Escalations', description: 'Sends each conversation to …' }
 */
export function createRouter(
  clause: ParsedClause,
  head: CreateHead,
  ctx: ClauseContext,
): ClauseOutcome {
  const fromHead = cleanName(head.nameWords.join(' '));
  const name =
    calledName(clause.rest) ??
    (fromHead.length > 0 ? capitalize(`${fromHead} router`) : null) ??
    nameAfterKind(head.text) ??
    freeRouterName(ctx.board);
  if (name.length > MAX_NAME_LENGTH) {
    return note(`A router name can have at most ${MAX_NAME_LENGTH} characters.`);
  }
  const clash = ctx.board.routers.find((router) => sameName(router.name, name));
  if (clash) {
    return note(`There is already a router called "${clash.name}".`, {
      type: 'router',
      id: clash.id,
      name: clash.name,
    });
  }
  const described = describedAs(clause.rest);
  const rule = described && firstRule(described.text, ctx.board);
  const description = described ? capitalize(described.text) : DEFAULT_ROUTER_DESCRIPTION;
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    return note(`A router description can have at most ${MAX_DESCRIPTION_LENGTH} characters.`);
  }
  return suggest('router.create', { name, description, ...(rule && { rules: [rule] }) }, clause, {
    targetId: null,
    title: `Create router "${name}"`,
    details: [
      rule
        ? `It sends "${rule.intent}" to its sub-agent and hands every other conversation to a human.`
        : 'It starts with no rules and hands every conversation to a human until you add some.',
    ],
  });
}

/** "sends complaints to FAQ": the router's first rule, when it names one sub-agent on the board. */
const SENDS =
  /^(?:sends?|routes?|forwards?|passes|directs?|hands?) (.+?) (?:on )?to (?:the )?(.+?)(?: sub-agent| agent)?$/i;

function firstRule(
  text: string,
  board: Board,
): { intent: string; keywords: string[]; subAgentId: string } | null {
  const [, intent, to] = SENDS.exec(text) ?? [];
  const [agent, ...others] = to ? findByName(board, to, ['sub_agent']) : [];
  if (!intent || !agent || others.length > 0) return null;
  return { intent, keywords: inferKeywords(intent), subAgentId: agent.id };
}

/**
 * "Main router", or "Router 2", "Router 3", … when that name is taken.
 *
 * @example
 * freeRouterName(emptyBoard); // 'Main router'
 */
export function freeRouterName(board: Board): string {
  const taken = (name: string): boolean =>
    board.routers.some((router) => sameName(router.name, name));
  if (!taken(DEFAULT_ROUTER_NAME)) return DEFAULT_ROUTER_NAME;
  let counter = 2;
  while (taken(`Router ${counter}`)) counter += 1;
  return `Router ${counter}`;
}
