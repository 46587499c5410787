/**
 * Routing: "route refund questions to Billing" adds a rule to the first router; "send everything
 * else to a human" / "fall back to Billing" / "set the fallback to a human" change its fallback.
 * With no router on the board the suggestion creates one ("Main router") holding the rule or
 * fallback. A sub-agent created earlier in the same instruction is named by `subAgentName` and
 * the suggestion depends on the one that creates it (openapi.yaml RouterRuleInput).
 */
import type {
  Board,
  Router,
  RouterFallbackInput,
  RouterRule,
  RouterRuleInput,
  SubAgent,
} from '../types.js';
import {
  note,
  suggest,
  type ClauseContext,
  type ClauseInterpreter,
  type ClauseOutcome,
  type EntityRef,
} from './clause-context.js';
import { inferKeywords } from './infer-keywords.js';
import type { ParsedClause } from './parse-clause.js';
import {
  cleanName,
  indexesOf,
  listNames,
  lowerAligned,
  stripDeterminers,
  stripTrailingPunctuation,
  wordsOf,
} from './phrase.js';
import { describeExisting, isPronoun, mightName, resolveReference } from './resolve-reference.js';
import { removeRulesByIntent } from './rule-removal.js';
import { DEFAULT_ROUTER_DESCRIPTION, freeRouterName } from './router-create.js';
import { KIND_WORDS, NOT_TOPICS } from './skill-words.js';

/** openapi.yaml RouterRuleInput.intent: at most 200 characters. */
const MAX_INTENT_LENGTH = 200;

const HUMAN_WORDS = new Set([
  'human',
  'humans',
  'person',
  'real person',
  'people',
  'someone',
  'human agent',
  'human agents',
  'live agent',
  'live agents',
  'agent',
  'agents',
  'operator',
  'operators',
  'team',
  'support team',
  'staff',
  'support staff',
  'customer service',
  'customer support',
  'human support',
]);

/** Phrases that mean "whatever no rule matches" rather than an intent. */
const CATCH_ALL_EXACT = new Set([
  'everything',
  'anything',
  'all',
  'rest',
  'others',
  'remaining',
  'whatever',
  'leftovers',
  'everything else',
  'anything else',
]);
const CATCH_ALL_PREFIXES: readonly string[] = [
  'everything else',
  'anything else',
  'everything that',
  'anything that',
  'all other',
  'all others',
  'all the rest',
  'all remaining',
  'all unmatched',
  'all conversations',
  'all questions',
  'all messages',
  'all chats',
  'every conversation',
  'every question',
  'rest of',
  'other ',
  'unmatched',
  'remaining',
  'whatever',
  'unknown',
  'unrecognized',
  'unrecognised',
];

type Destination =
  | { readonly kind: 'human' }
  | { readonly kind: 'sub_agent'; readonly subAgent: SubAgent }
  | { readonly kind: 'missing'; readonly name: string };

/**
 * @example
 * interpretRouteClause(parseClause('route refund questions to Billing')!, ctx);
 * // suggests router.update { routerId: 'rtr_main', addRules: [{ intent: 'refund questions', keywords: ['refund'], subAgentId: 'sag_billing' }] }
 */
export const interpretRouteClause: ClauseInterpreter = (clause, ctx) => {
  if (clause.verb === 'fallback') {
    const target = lowerAligned(clause.rest).startsWith('to ') ? clause.rest.slice(3) : clause.rest;
    return target.length > 0 ? setFallback(clause, ctx, destinationOf(target, ctx)) : null;
  }
  if (clause.verb === 'update') return fallbackUpdate(clause, ctx);
  if (clause.verb === 'disable') return stopRouting(clause, ctx);
  if (clause.verb !== 'route') return null;
  const split = splitRoute(clause.rest, ctx);
  if (!split) return null;
  // "send a test message to FAQ" asks to send one message, not to route a kind of conversation.
  // Nor is "send the report to Orders" (one thing) or "route nothing to FAQ".
  const asked = split.intent.trim();
  if (/^(?:a|an|one|this|my) /i.test(asked) || /^(?:nothing|none|no one)$/i.test(asked))
    return null;
  if (/^the [a-z]+$/i.test(asked) && !/s$/i.test(asked) && !isCatchAll(asked)) return null;
  const intent = cleanIntent(split.intent);
  if (intent.length === 0 || isCatchAll(intent)) return setFallback(clause, ctx, split.destination);
  return addRule(clause, ctx, intent, split.destination);
};

/** "stop routing refund questions [to Billing]" removes the rule(s) for that intent. */
function stopRouting(clause: ParsedClause, ctx: ClauseContext): ClauseOutcome | null {
  const words = wordsOf(clause.rest);
  if (!STOP_ROUTING_WORDS.has(lowerAligned(words[0] ?? ''))) return null;
  const typed = words.slice(1).join(' ');
  // ("stop routing to it": to the sub-agent named before.)
  const it = /^to (?:it|them)$/i.test(typed)
    ? resolveReference(typed.slice(3), ctx, ['sub_agent'])
    : null;
  const rest = it?.kind === 'found' ? `to ${it.ref.name}` : typed;
  const to = indexesOf(rest, ' to ').at(-1);
  const intent = cleanIntent(to === undefined ? rest : rest.slice(0, to));
  const said = to === undefined ? null : rest.slice(to + 4);
  // ("FAQ stays. Stop sending general questions to it.": "it" is the sub-agent named before.)
  const pointed =
    said !== null && isPronoun(said) ? resolveReference(said, ctx, ['sub_agent']) : null;
  const subAgentName = pointed ? (pointed.kind === 'found' ? pointed.ref.name : null) : said;
  return removeRulesByIntent(clause, ctx, intent, subAgentName);
}

const STOP_ROUTING_WORDS = new Set(['routing', 'sending', 'forwarding', 'directing']);

/** "X to Y": the rightmost " to " whose right side is a sub-agent or a human wins. */
function splitRoute(
  rest: string,
  ctx: ClauseContext,
): { readonly intent: string; readonly destination: Destination } | null {
  const splits = indexesOf(rest, ' to ').reverse();
  // Every split's right side ends where the clause ends, so one check covers them all.
  const tried = mightName(rest, ctx, ['sub_agent']) || endsLikeHuman(rest) ? splits : [];
  for (const index of tried) {
    const destination = destinationOf(rest.slice(index + 4), ctx);
    if (destination.kind !== 'missing') return { intent: rest.slice(0, index), destination };
  }
  const last = splits[0];
  if (last === undefined) return null;
  return { intent: rest.slice(0, last), destination: destinationOf(rest.slice(last + 4), ctx) };
}

function destinationOf(phrase: string, ctx: ClauseContext): Destination {
  // Every human phrase is short; a long tail is a sub-agent name or nothing.
  const words = phrase.length <= 40 ? lowerAligned(stripDeterminers(cleanName(phrase))) : '';
  if (HUMAN_WORDS.has(words)) return { kind: 'human' };
  const resolution = resolveReference(phrase, ctx, ['sub_agent']);
  const subAgent =
    resolution.kind === 'found'
      ? ctx.board.subAgents.find((candidate) => candidate.id === resolution.ref.id)
      : undefined;
  if (subAgent) return { kind: 'sub_agent', subAgent };
  return {
    kind: 'missing',
    name: resolution.kind === 'missing' ? resolution.name : cleanName(phrase),
  };
}

/**
 * The router a rule or a fallback goes to when the clause names none: the one this instruction
 * just made, when it is the last item this instruction makes ("Create a router called Escalations.
 * Complaints go to Orders, the rest to a human"), else the board's first.
 */
function currentRouter(ctx: ClauseContext): Router | undefined {
  const last = ctx.recent.find((ref) => ctx.isSuggested(ref.id));
  const made = last?.type === 'router' ? last : undefined;
  return ctx.board.routers.find((r) => r.id === made?.id) ?? ctx.board.routers[0];
}

/** "the fallback [of Main router] to a human" after change/set/update. */
function fallbackUpdate(clause: ParsedClause, ctx: ClauseContext): ClauseOutcome | null {
  const words = wordsOf(stripDeterminers(clause.rest));
  const lower = words.map(lowerAligned);
  const fallbackWords =
    lower[0] === 'fallback' ? 1 : lower[0] === 'fall' && lower[1] === 'back' ? 2 : 0;
  if (fallbackWords === 0) return null;
  const after = words.slice(fallbackWords).join(' ');
  const to = indexesOf(` ${after}`, ' to ')[0];
  if (to === undefined) return null;
  const routerPart = ` ${after}`.slice(0, to).trim();
  const target = ` ${after}`.slice(to + 4);
  let router: Router | undefined;
  const routerPhrase = routerPart.replace(/^(?:of|for|on|in) /i, '');
  if (routerPhrase.length > 0) {
    const resolution = resolveReference(routerPhrase, ctx, ['router']);
    router =
      resolution.kind === 'found'
        ? ctx.board.routers.find((r) => r.id === resolution.ref.id)
        : undefined;
    if (!router)
      return note(
        `There is no router called "${cleanName(routerPhrase)}". ${describeExisting(ctx.board, 'router')}`,
      );
  }
  return setFallback(clause, ctx, destinationOf(target, ctx), router);
}

/** Several rules in one clause: "route refunds to Billing and order questions to Orders". */
const MAX_PAIRS = 5;
/** How many " and " positions are tried per pair: keeps a long clause cheap. */
const MAX_AND_TRIES = 10;

/**
 * "A to X and B to Y": the text of each pair, read greedily from the left, when every one is an
 * intent sent to a sub-agent; null otherwise (then the clause is one "intent to destination").
 * Each pair becomes a suggestion of its own, so a user can apply one rule and reject the other.
 *
 * @example
 * routePairs('refunds to FAQ and warranty claims to Orders', ctx); // ['refunds to FAQ', 'warranty claims to Orders']
 */
export function routePairs(rest: string, ctx: ClauseContext): string[] | null {
  const pairs: string[] = [];
  let remaining = rest;
  while (pairs.length < MAX_PAIRS - 1) {
    const cut = joinsOf(remaining).find(([at]) => isRulePair(remaining.slice(0, at), ctx));
    if (!cut) break;
    pairs.push(remaining.slice(0, cut[0]));
    remaining = remaining.slice(cut[0] + cut[1]);
  }
  // The last pair may also be where everything else goes: "…, and everything else to a human".
  const last = splitRoute(remaining, ctx);
  const fallback =
    last !== null && last.destination.kind !== 'missing' && isCatchAll(cleanIntent(last.intent));
  return pairs.length > 0 && (fallback || isRulePair(remaining, ctx))
    ? [...pairs, remaining]
    : null;
}

/** Where " and ", ", " or ", and " join two pairs: [index, length], left to right. */
function joinsOf(text: string): (readonly [number, number])[] {
  const joins = [...text.matchAll(/,? and |, /gi)].map((m) => [m.index, m[0].length] as const);
  return joins.slice(0, MAX_AND_TRIES);
}

function isRulePair(text: string, ctx: ClauseContext): boolean {
  if (indexesOf(text, ' to ', 1).length === 0) return false;
  const split = splitRoute(text, ctx);
  if (split?.destination.kind !== 'sub_agent') return false;
  const intent = cleanIntent(split.intent);
  return intent.length > 0 && !isCatchAll(intent);
}

/**
 * "everything except returns", "don't route …": never a topic, whatever the words. Nor is a
 * request of its own ("add analytics for how many chats" go to FAQ).
 */
const NO_TOPIC =
  /\b(?:except|apart from|other than|besides|how many|how much|analytics|statistics|metrics|dashboards?)\b|^(?:don'?t|do not|never|no longer|add|create|make)\b/i;

/** "them", "all of those over": words that only point back at a topic (NOT_TOPICS) say none. */
function namesNoTopic(intent: string): boolean {
  return (
    NO_TOPIC.test(intent) ||
    lowerAligned(intent)
      .split(/\s+/)
      .every((word) => NOT_TOPICS.has(word))
  );
}

function addRule(
  clause: ParsedClause,
  ctx: ClauseContext,
  intent: string,
  destination: Destination,
): ClauseOutcome {
  if (destination.kind === 'missing') return missingSubAgent(destination.name, ctx.board);
  if (destination.kind === 'human') {
    return note(
      'A rule can only send conversations to a sub-agent. To hand conversations no rule matches to a human, say "send everything else to a human".',
    );
  }
  const subAgent = destination.subAgent;
  if (intent.length > MAX_INTENT_LENGTH)
    return note(`An intent can have at most ${MAX_INTENT_LENGTH} characters.`);
  // "add a Careers agent for hiring questions and route those to it": what the sub-agent this
  // message makes is for.
  const madeFor = ctx.origin.subAgents.some((item) => item.id === subAgent.id)
    ? null
    : /^handles (.+)$/i.exec(subAgent.description)?.[1];
  if (madeFor && namesNoTopic(intent) && !NO_TOPIC.test(intent))
    return addRule(clause, ctx, madeFor, destination);
  // "send them to Orders", "everything except returns", "don't route complaints to FAQ": no topic
  // a rule can match on.
  if (namesNoTopic(intent)) {
    return note(
      `I can't tell which questions "${intent}" means; say the topic, e.g. "route refund questions to ${subAgent.name}".`,
    );
  }
  const router = currentRouter(ctx);
  const target = subAgentTarget(subAgent, ctx);
  const routes = `"${intent}" to "${subAgent.name}"`;
  const same = router ? sameRules(router, intent) : [];
  const keywords = inferKeywords(intent);
  // "route order tracking questions to Orders" when its rule for "order status" matches "order"
  // and "tracking": a rule already sends them there.
  const covered = (r: RouterRule): boolean =>
    r.subAgentId === subAgent.id &&
    keywords.length > 0 &&
    keywords.every((word) => r.keywords.includes(word));
  if (router && (same.some((r) => r.subAgentId === subAgent.id) || router.rules.some(covered))) {
    return note(`Router "${router.name}" already sends ${routes}.`, target.ref);
  }
  const rule: RouterRuleInput = { intent, keywords, ...target.fields };
  const dependsOn = [...new Set(target.dependsOn)].sort((x, y) => x - y);
  const said = `${intent}: ${keywords.join(', ')}`;
  if (!router) {
    const gone = deletedHere(ctx);
    if (gone) return note(gone);
    const name = freeRouterName(ctx.board);
    return suggest(
      'router.create',
      { name, description: DEFAULT_ROUTER_DESCRIPTION, rules: [rule] },
      clause,
      {
        targetId: null,
        title: `Create router "${name}"`,
        dependsOn,
        details: [
          `There is no router yet, so this creates "${name}", sending ${routes} (keywords ${said}).`,
        ],
      },
    );
  }
  // Replacing keeps one rule per intent; rules only this instruction adds have no ids yet.
  const replaced = same.filter((r) => !ctx.isSuggested(r.id));
  const details = [`It adds a rule to router "${router.name}" (keywords ${said}).`];
  if (replaced.length > 0) {
    details.push(
      `It replaces ${replaced.length === 1 ? 'the rule' : 'the rules'} for ${listNames(replaced.map((r) => r.intent))}, which sent them to ${subAgentNames(ctx.board, replaced)}.`,
    );
  }
  return suggest(
    'router.update',
    replaced.length > 0
      ? { routerId: router.id, addRules: [rule], removeRuleIds: replaced.map((r) => r.id) }
      : { routerId: router.id, addRules: [rule] },
    clause,
    { targetId: router.id, title: `Route ${routes}`, dependsOn, details, ref: target.ref },
  );
}

/**
 * "delete Main router. … fallback Orders": a rule or fallback said after the message deletes the
 * only router is for a router it names, never a new one made in the deleted one's place.
 */
function deletedHere(ctx: ClauseContext): string {
  const gone = ctx.origin.routers.find((r) => !ctx.board.routers.some((b) => b.id === r.id));
  return gone
    ? `Router "${gone.name}" is deleted by this message, so I did not make a new one for this. Say which router it is for, e.g. "create a router called Inbox that sends everything else to Orders".`
    : '';
}

/** The router's rules for the same intent (compared case-insensitively). */
function sameRules(router: Router, intent: string): RouterRule[] {
  return router.rules.filter((rule) => rule.intent.toLowerCase() === intent.toLowerCase());
}

function setFallback(
  clause: ParsedClause,
  ctx: ClauseContext,
  destination: Destination,
  chosen?: Router,
): ClauseOutcome {
  if (destination.kind === 'missing') return missingSubAgent(destination.name, ctx.board);
  const target =
    destination.kind === 'sub_agent' ? subAgentTarget(destination.subAgent, ctx) : null;
  const fallback: RouterFallbackInput = target
    ? { action: 'sub_agent', ...target.fields }
    : { action: 'human' };
  const to = destination.kind === 'sub_agent' ? `"${destination.subAgent.name}"` : 'a human';
  const router = chosen ?? currentRouter(ctx);
  if (!router) {
    const gone = deletedHere(ctx);
    if (gone) return note(gone);
    const name = freeRouterName(ctx.board);
    return suggest(
      'router.create',
      { name, description: DEFAULT_ROUTER_DESCRIPTION, fallback },
      clause,
      {
        targetId: null,
        title: `Create router "${name}"`,
        dependsOn: target?.dependsOn ?? [],
        details: [
          `There is no router yet, so this creates "${name}", which sends conversations no rule matches to ${to}.`,
        ],
      },
    );
  }
  const current = router.fallback;
  const unchanged =
    destination.kind === 'human'
      ? current.action === 'human'
      : current.action === 'sub_agent' && current.subAgentId === destination.subAgent.id;
  // A router this instruction makes says its fallback outright.
  if (unchanged && !ctx.isSuggested(router.id)) {
    return note(`Router "${router.name}" already sends conversations no rule matches to ${to}.`);
  }
  return suggest('router.update', { routerId: router.id, fallback }, clause, {
    targetId: router.id,
    title: `Send unmatched conversations to ${to}`,
    dependsOn: target?.dependsOn ?? [],
    details: [`It changes the fallback of router "${router.name}".`],
    ...(target ? { ref: target.ref } : {}),
  });
}

/** By id when the sub-agent is on the board; by name, plus a dependency, when it is only suggested. */
function subAgentTarget(
  subAgent: SubAgent,
  ctx: ClauseContext,
): {
  readonly fields: Pick<RouterRuleInput, 'subAgentId' | 'subAgentName'>;
  readonly dependsOn: number[];
  readonly ref: EntityRef;
} {
  const ref: EntityRef = { type: 'sub_agent', id: subAgent.id, name: subAgent.name };
  const planned = ctx.plannedIndexOf(subAgent.id);
  return planned === null
    ? { fields: { subAgentId: subAgent.id }, dependsOn: [], ref }
    : { fields: { subAgentName: subAgent.name }, dependsOn: [planned], ref };
}

function missingSubAgent(name: string, board: Board): ClauseOutcome {
  return note(`There is no sub-agent called "${name}". ${describeExisting(board, 'sub_agent')}`);
}

function subAgentNames(board: Board, rules: readonly RouterRule[]): string {
  const names = rules.map(
    (rule) =>
      board.subAgents.find((subAgent) => subAgent.id === rule.subAgentId)?.name ?? rule.subAgentId,
  );
  return listNames([...new Set(names)]);
}

const HUMAN_LAST_WORDS = new Set(
  [...HUMAN_WORDS].map((phrase) => phrase.split(' ').at(-1) ?? phrase),
);

function endsLikeHuman(rest: string): boolean {
  const last = lowerAligned(stripTrailingPunctuation(rest.slice(rest.lastIndexOf(' ') + 1)));
  return HUMAN_LAST_WORDS.has(last);
}

/**
 * "anything about refunds" and "a rule for refunds" name the topic "refunds"; "anything" alone is
 * a catch-all.
 */
const ABOUT =
  /^(?:(?:anything|everything|stuff|things|all|any) (?:about|regarding|related to|concerning|to do with|on)|(?:a |the )?(?:new )?rule (?:for|about|on)) /i;

/** "all refund questions" → "refund questions". */
function cleanIntent(phrase: string): string {
  const cleaned = cleanName(stripDeterminers(cleanName(phrase))).replace(ABOUT, '');
  const lower = lowerAligned(cleaned);
  for (const prefix of ['all ', 'any ', 'every ']) {
    if (lower.startsWith(prefix) && !isCatchAll(cleaned))
      return cleaned.slice(prefix.length).trim();
  }
  return cleaned;
}

function isCatchAll(intent: string): boolean {
  const lower = lowerAligned(stripDeterminers(intent));
  return (
    CATCH_ALL_EXACT.has(lower) ||
    CATCH_ALL_PREFIXES.some((prefix) => lower.startsWith(prefix)) ||
    // ("anything the router can't match": what no rule matches, said with the fallback's words.)
    (/^(?:anything|everything|whatever|all)\b/.test(lower) &&
      (KIND_WORDS.fallback.en ?? []).some((word) => lower.includes(word)))
  );
}
