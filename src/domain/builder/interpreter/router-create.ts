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
  // ("a router called Night shift — everything about orders goes to Orders, …": after a dash or
  // a colon, how it routes.)
  const after = /\s[—–-]\s|:\s/.exec(clause.rest);
  const described =
    describedAs(clause.rest) ??
    (after ? { text: clause.rest.slice(after.index + after[0].length).trim() } : null);
  const { rules, fallback, dependsOn = [] } = described ? routing(described.text, ctx) : {};
  const description = described ? capitalize(described.text) : DEFAULT_ROUTER_DESCRIPTION;
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    return note(`A router description can have at most ${MAX_DESCRIPTION_LENGTH} characters.`);
  }
  const payload = { name, description, ...(rules && { rules }), ...(fallback && { fallback }) };
  return suggest('router.create', payload, clause, {
    targetId: null,
    dependsOn,
    title: `Create router "${name}"`,
    details: [
      rules
        ? `It sends "${rules[0]?.intent}" to its sub-agent.`
        : 'It starts with no rules until you add some.',
      fallback?.action === 'sub_agent'
        ? 'It hands conversations no rule matches to the sub-agent you named.'
        : 'It hands conversations no rule matches to a human.',
    ],
  });
}

/** "sends complaints to FAQ": the router's first rule, when it names one sub-agent. */
const SENDS =
  /^(?:sends?|routes?|forwards?|passes|directs?|hands?) (.+?) (?:on )?to (?:the )?(.+?)(?: sub-agent| agent)?$/i;
/** "… and falls back to FAQ", "that falls back to a human", "hands over to a human when nothing matches". */
const FALLS_BACK =
  /(?:^|,? and |, )(?:(?:falls?|falling) back|(?:hands?|passes|sends?) (?:everything else |the rest |it |them )?over|(?:sends?|hands?|passes|routes?|forwards?) (?:everything else|the rest|(?:everything|all)(?: straight| directly)?)|everything else|anything else|the rest|(?:the )?others?) to (?:the |a )?(.+?)(?: sub-agent| agent)?(?: (?:when|if) (?:nothing|no rule) (?:matches|fits))?$/i;
const FALLS_BACK_LAST =
  /(?:,? and|,| that| which) (?:falls?|falling) back to (?:the |a )?(.+?)(?: sub-agent| agent)?$/i;
/**
 * "sends complaints to Orders, otherwise a human", "…, with a human fallback", "…, everything
 * else FAQ": where what no rule matches goes, said after the rule.
 */
const OTHERWISE =
  /,? (?:and )?(?:otherwise,? (?:(?:send|hand) (?:it |them )?)?(?:to )?|with (?=.+ fall ?back$)|(?:everything|anything) else,? (?:goes )?(?:to )?)(?:the |a |an )?(.+?)(?: as (?:the )?)?(?: fall ?back)?$/i;
/** "everything about orders goes to Orders": a rule said with the topic first. */
const GOES =
  /^(?:(?:everything|anything|all) (?:about |regarding )?)?(.+?) (?:go|goes|should go|will go|get sent) to (?:the )?(.+?)(?: sub-agent| agent)?$/i;
const HUMAN = /^(?:human|person|people|staff|operator)s?$/i;
const PRONOUN =
  /^(?:it|them|that one|the new one|(?:that|the new) (?:agent|sub-agent|specialist|assistant|bot))$/i;

type AgentRef = { subAgentId: string } | { subAgentName: string };

/**
 * A sub-agent named in the clause: one on the board by id, one this instruction makes by name
 * (and the index of the suggestion that makes it, which the router then depends on).
 */
function agentRef(name: string, ctx: ClauseContext, dependsOn: number[]): AgentRef | null {
  // "a Complaints agent …, and a router that sends complaints to it": the agent just named.
  const recent = PRONOUN.test(name) ? ctx.recent.find((ref) => ref.type === 'sub_agent') : null;
  const [agent, ...others] = recent ? [recent] : findByName(ctx.board, name, ['sub_agent']);
  if (!agent || others.length > 0) return null;
  const planned = ctx.plannedIndexOf(agent.id);
  if (planned === null) return { subAgentId: agent.id };
  dependsOn.push(planned);
  return { subAgentName: agent.name };
}

/** The rule and the fallback a new router was described with ("sends X to Y and falls back to Z"). */
function routing(text: string, ctx: ClauseContext) {
  const dependsOn: number[] = [];
  // ("sends everything to Orders and falls back to a human": the fallback said last is the
  // fallback, and what comes before it a rule for everything.)
  const last = / fall ?back$/i.test(text)
    ? OTHERWISE.exec(text)
    : / (?:falls?|falling) back to /i.test(text)
      ? FALLS_BACK_LAST.exec(text)
      : null;
  const back = last ?? FALLS_BACK.exec(text) ?? OTHERWISE.exec(text);
  const said = back ? text.slice(0, back.index) : text;
  const [, intent, to] = SENDS.exec(said) ?? GOES.exec(said) ?? [];
  const target = to ? agentRef(to, ctx, dependsOn) : null;
  const rules = intent && target ? [{ intent, keywords: inferKeywords(intent), ...target }] : null;
  const named = back?.[1] ?? '';
  const ref = named && !HUMAN.test(named) ? agentRef(named, ctx, dependsOn) : null;
  const fallback = HUMAN.test(named)
    ? { action: 'human' as const }
    : ref
      ? { action: 'sub_agent' as const, ...ref }
      : null;
  return { rules, fallback, dependsOn: [...new Set(dependsOn)] };
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
