/**
 * Removing router rules by the intent they route: "remove the refund questions rule",
 * "delete the rule for refund questions", "stop routing refund questions [to Billing]".
 */
import type { Router, RouterRule } from '../types.js';
import {
  note,
  suggest,
  type ClauseContext,
  type ClauseOutcome,
  type EntityRef,
} from './clause-context.js';
import type { ParsedClause } from './parse-clause.js';
import { cleanName, listNames, lowerAligned, sameName } from './phrase.js';
import { JAPANESE_WORDS, THAI_WORDS } from './skill-words.js';

/**
 * Suggests router.update with `removeRuleIds` for the rules whose intent matches `intent` (and
 * whose sub-agent is called `subAgentName`, when given), in the first router that has any.
 *
 * @example
 * removeRulesByIntent(clause, ctx, 'refund questions', null);
 * // suggests router.update { routerId: 'rtr_main', removeRuleIds: ['rul_refunds'] }
 */
export function removeRulesByIntent(
  clause: ParsedClause,
  ctx: ClauseContext,
  intent: string,
  subAgentName: string | null,
): ClauseOutcome {
  const wanted = lowerAligned(cleanName(intent));
  if (wanted.length === 0) {
    return note('Tell me which rule to remove, e.g. "remove the refund questions rule".');
  }
  for (const router of ctx.board.routers) {
    const rules = router.rules.filter(
      (rule) =>
        matchesIntent(rule, wanted) && (subAgentName === null || routesTo(ctx, rule, subAgentName)),
    );
    if (rules.length > 0) return removeRules(clause, ctx, router, rules);
  }
  // "เอากฎเรื่องสถานะออเดอร์ออก", "注文状況のルール": a topic in Thai or Japanese is the rule whose
  // intent says the same words in English.
  const english = wordsInEnglish(wanted);
  for (const router of english.size > 0 ? ctx.board.routers : []) {
    const rules = router.rules.filter((rule) =>
      intentWords(rule).every((word) => english.has(word)),
    );
    if (rules.length > 0) return removeRules(clause, ctx, router, rules);
  }
  // ("注文のルール": a topic that says part of one rule's intent, and of no other's; never only
  // one of its keywords: "返品のルール" is no rule of "general questions".)
  const saysPart = rulesWhere(ctx, (rule) => {
    const said = new Set(intentWords(rule));
    return english.size > 0 && [...english].every((word) => said.has(word));
  });
  if (saysPart.length === 1 && saysPart[0])
    return removeRules(clause, ctx, saysPart[0].router, [saysPart[0].rule]);
  // "remove FAQ's rule", "stop routing to FAQ": the one rule that sends to the sub-agent named.
  const agentName = wanted.replace(/^(?:to |the )+/, '').replace(/(?:'s|’s|')$/, '');
  const toAgent = rulesWhere(ctx, (rule) => routesTo(ctx, rule, agentName));
  if (toAgent.length === 1 && toAgent[0])
    return removeRules(clause, ctx, toAgent[0].router, [toAgent[0].rule]);
  // "一般的な質問を FAQ に送っているルール": a topic said in another language than the rules' is
  // the one rule that sends to the sub-agent named.
  const byAgent = rulesWhere(ctx, (rule) => !!subAgentName && routesTo(ctx, rule, subAgentName));
  // ("stop sending order questions to Orders": one of its words is the one rule's to Orders.)
  const [only, ...more] = byAgent;
  const sharesWord = (rule: RouterRule): boolean => {
    const said = new Set([...intentWords(rule), ...(rule.keywords ?? [])]);
    return (wanted.match(/[a-z]{4,}/g) ?? []).some((word) => said.has(word.replace(/s$/, '')));
  };
  if (
    only &&
    more.length === 0 &&
    ((/[^ -~]/.test(wanted) && !/[^ -~]/.test(only.rule.intent)) || sharesWord(only.rule))
  )
    return removeRules(clause, ctx, only.router, [only.rule]);
  const intents = ctx.board.routers.flatMap((router) => router.rules.map((rule) => rule.intent));
  const known = intents.length > 0 ? `Rules: ${listNames(intents)}.` : 'There are no rules yet.';
  return note(`No rule matches "${cleanName(intent)}". ${known}`);
}

/** The words of a rule's intent, in lower case. */
function intentWords(rule: RouterRule): string[] {
  return rule.intent.toLowerCase().split(' ');
}

/** Every rule on the board that `keep` keeps, with its router. */
function rulesWhere(
  ctx: ClauseContext,
  keep: (rule: RouterRule) => boolean,
): { router: Router; rule: RouterRule }[] {
  return ctx.board.routers.flatMap((router) =>
    router.rules.filter(keep).map((rule) => ({ router, rule })),
  );
}

function removeRules(
  clause: ParsedClause,
  ctx: ClauseContext,
  router: Router,
  rules: readonly RouterRule[],
): ClauseOutcome {
  const ref: EntityRef = { type: 'router', id: router.id, name: router.name };
  if (ctx.plannedIndexOf(router.id) !== null) {
    return note(
      `Router "${router.name}" is only created by this instruction; change that suggestion instead.`,
      ref,
    );
  }
  const intents = listNames(rules.map((rule) => rule.intent));
  return suggest(
    'router.update',
    { routerId: router.id, removeRuleIds: rules.map((rule) => rule.id) },
    clause,
    {
      targetId: router.id,
      title: `Remove the ${intents} ${rules.length === 1 ? 'rule' : 'rules'} from router "${router.name}"`,
      // (No "it" after it: "remove the refund rule. delete it." means the rule, never the router.)
    },
  );
}

/** The English words of the Thai and Japanese words in `text`; none for English text. */
function wordsInEnglish(text: string): Set<string> {
  const english = new Set<string>();
  if (!/[^ -~]/.test(text)) return english;
  for (const table of [JAPANESE_WORDS, THAI_WORDS])
    for (const [word, meaning] of Object.entries(table))
      if (text.includes(word)) english.add(meaning);
  return english;
}

/** Intents match exactly or when one contains the other ("refund" ~ "refund questions"). */
function matchesIntent(rule: RouterRule, wanted: string): boolean {
  const intent = rule.intent.toLowerCase();
  return intent === wanted || intent.includes(wanted) || wanted.includes(intent);
}

function routesTo(ctx: ClauseContext, rule: RouterRule, subAgentName: string): boolean {
  const subAgent = ctx.board.subAgents.find((item) => item.id === rule.subAgentId);
  return subAgent !== undefined && sameName(subAgent.name, cleanName(subAgentName));
}
