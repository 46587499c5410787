/**
 * "tell the Orders agent to always ask for the order number first", "the FAQ agent should link
 * the article", "make Billing more polite" (rewritten to "instruct X to …" by rewrite-clause.ts)
 * → the sentence is added to the sub-agent's instructions, which keep what they said before.
 * "Order lookup should use POST" changes a tool's method instead.
 */
import type { ToolHttp } from '../types.js';
import { note, type ClauseInterpreter } from './clause-context.js';
import { instructEntity, retargetTool } from './entity-updates.js';
import { capitalize, indexesOf, stripQuotes, stripTrailingPunctuation } from './phrase.js';
import {
  describeExisting,
  findReference,
  httpToolOf,
  resolveReference,
} from './resolve-reference.js';

const METHODS: readonly ToolHttp['method'][] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const NEW_TOOL =
  /^(?:get|have|receive|be given) (?:a |an |the )?(?:new )?(?:http )?tool\b|https?:\/\//i;
const THAT_SAID = /^that\s+(?=(?:it|they)\b)/i;
const NO_TOOL_USE =
  /\b(?:not|never|no longer|stop)\b[^.]*\b(?:call|use|access)\b[^.]*\b(?:apis?|tools?|endpoints?)\b/i;

/**
 * @example
 * interpretInstructClause(parseClause('instruct Orders to always ask for the order number')!, ctx);
 * // suggests sub_agent.update { subAgentId: 'sag_orders', instructions: '… Always ask for the order number.' }
 */
export const interpretInstructClause: ClauseInterpreter = (clause, ctx) => {
  if (clause.verb !== 'instruct') return null;
  for (const [who, said] of subjectAndWords(clause.rest, ctx)) {
    // "instruct Orders to 'Never promise a refund.'": the quoted words, without their quotes.
    // ("add to its instructions that it must …": what it must do, without "that".)
    const what = stripQuotes(stripTrailingPunctuation(said).trim()).replace(THAT_SAID, '');
    if (what.length === 0) continue;
    const method = /^use (?:a |an )?(GET|POST|PUT|PATCH|DELETE)\b/i.exec(what)?.[1]?.toUpperCase();
    const only = method ? httpToolOf(who, ctx) : null;
    const tool = findReference(who, ctx, ['tool']) ?? (only?.kind === 'found' ? only.ref : null);
    if (tool && method) {
      return retargetTool(clause, ctx, tool, {
        method: METHODS.find((candidate) => candidate === method) ?? 'GET',
      });
    }
    const ref = findReference(who, ctx, ['sub_agent']);
    if (!ref) continue;
    // ("Orders should get a new tool Refund check at https://…": a request for a tool, never
    // words for the agent to follow.)
    if (NEW_TOOL.test(what)) return null;
    // "it should use GET" about a sub-agent: a method is a tool's, never an instruction.
    if (method) return note(`Only HTTP tools call a method; "${ref.name}" is a sub-agent.`, ref);
    const subAgent = ctx.board.subAgents.find((item) => item.id === ref.id);
    if (!subAgent) continue;
    // "take the lookup tool away from Orders, it should not call the API anymore": that it may
    // not call a tool, said of a sub-agent this message takes a tool from, says it again.
    const before = ctx.origin.subAgents.find((item) => item.id === ref.id);
    const taken = before?.toolIds.some((id) => !subAgent.toolIds.includes(id));
    if (taken && NO_TOOL_USE.test(what))
      return note(`Taking the tool away from "${ref.name}" already says so.`, ref);
    // (Japanese ends a sentence with "。", Thai with none.)
    const stop = /[\u3040-\u30ff\u4e00-\u9fff]/.test(what)
      ? '。'
      : /[\u0e00-\u0e7f]/.test(what)
        ? ''
        : '.';
    const sentence = `${capitalize(what)}${/[.!?。！？]$/.test(what) ? '' : stop}`;
    // "make sure Orders never promises a delivery date" when it is told so already.
    if (gist(subAgent.instructions).includes(gist(what)))
      return note(`The instructions of "${ref.name}" already say so.`, ref);
    const instructions =
      subAgent.instructions.trim().length === 0
        ? sentence
        : `${subAgent.instructions.trim()} ${sentence}`;
    return instructEntity(clause, ctx, ref, instructions);
  }
  const first = indexesOf(clause.rest, ' to ', 1)[0];
  if (first === undefined) return null;
  const missing = resolveReference(clause.rest.slice(0, first), ctx, ['sub_agent']);
  if (missing.kind !== 'missing') return null;
  return note(
    `There is no sub-agent called "${missing.name}". ${describeExisting(ctx.board, 'sub_agent')}`,
  );
};

/**
 * Who is told and what, for each " to " the words may split at: "Orders to ask …" → Orders. When
 * no " to " follows a sub-agent or a tool, the sub-agent said first is told the rest: "the FAQ bot our hours are 9
 * to 6", "FAQ that we close at 6".
 */
function subjectAndWords(rest: string, ctx: Parameters<ClauseInterpreter>[1]): [string, string][] {
  const splits: [string, string][] = [];
  for (const index of indexesOf(rest, ' to ', 10)) {
    splits.push([rest.slice(0, index), rest.slice(index + 4)]);
  }
  const names = ([who]: [string, string]): boolean =>
    ['sub_agent' as const, 'tool' as const].some((type) => findReference(who, ctx, [type]));
  if (splits.some(names)) return splits;
  const words = rest.split(' ');
  for (let count = Math.min(4, words.length - 2); count >= 1; count--) {
    const who = words.slice(0, count).join(' ');
    const ref = findReference(who, ctx, ['sub_agent']);
    // (Said in full, and not the start of a longer name: "order lookup description …" is no
    // "Orders".)
    if (ref && who.toLowerCase().includes(ref.name.toLowerCase()))
      return [
        [
          who,
          words
            .slice(count)
            .join(' ')
            .replace(/^that /i, ''),
        ],
      ];
  }
  return splits;
}

/** Words to compare by: lower case, letters only, "promises" as "promise". */
function gist(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/(\p{L})s\b/gu, '$1')} `.replace(/\s+/g, ' ');
}
