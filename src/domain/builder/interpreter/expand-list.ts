/**
 * Lists: "delete the FAQ sub-agent and the Main router", "disable LINE and Acme LINE", "give it to
 * Orders and FAQ". A clause whose object is a list becomes one clause per item, but only when every
 * item names something on the working board; otherwise the clause is read as it was written.
 * "Route refunds to FAQ and warranty claims to Orders" is one clause per rule, and "create an HTTP
 * tool Stock check and a builtin tool Handoff" one per new item.
 */
import type { ClauseContext, RefType } from './clause-context.js';
import type { ParsedClause } from './parse-clause.js';
import { readCreateHead } from './create-phrases.js';
import { findReference } from './resolve-reference.js';
import { routePairs } from './route-clause.js';

const LISTABLE = new Set(['delete', 'disable', 'enable', 'disconnect']);
const MAX_ITEMS = 10;
const ALL_TYPES: readonly RefType[] = ['sub_agent', 'tool', 'router', 'line'];

/**
 * @example
 * expandList(parseClause('delete the FAQ agent and the Main router')!, ctx).map((c) => c.rest);
 * // ['the FAQ agent', 'the Main router']
 */
export function expandList(clause: ParsedClause, ctx: ClauseContext): ParsedClause[] {
  if (LISTABLE.has(clause.verb)) {
    const items = listItems(clause.rest, ctx, ALL_TYPES);
    if (items) return items.map((rest) => ({ ...clause, rest }));
  }
  if (clause.verb === 'create') {
    const items = clause.rest.split(/,? and (?:also )?(?=(?:a|an|another) )/i);
    if (items.length > 1 && items.every((item) => readCreateHead(item)))
      return items.map((rest) => ({ ...clause, rest }));
  }
  if (clause.verb === 'rename') {
    // "rename A to B and the Main router to Front desk", "relabel A as B and C as D": every
    // part starts with an item.
    const parts = clause.rest.split(/,? and /i);
    const named = (part: string): boolean => {
      const to = part.search(/ (?:to|as) /i);
      return to > 0 && findReference(part.slice(0, to), ctx, ALL_TYPES) !== null;
    };
    if (parts.length > 1 && parts.every(named)) return parts.map((rest) => ({ ...clause, rest }));
  }
  if (clause.verb === 'route') {
    const pairs = routePairs(clause.rest, ctx);
    if (pairs) return pairs.map((rest) => ({ ...clause, rest }));
  }
  if (clause.verb === 'instruct') {
    // "instruct Orders and FAQ to end every reply with …": the same words for each.
    const to = clause.rest.toLowerCase().indexOf(' to ');
    const items = to > 0 ? listItems(clause.rest.slice(0, to), ctx, ['sub_agent']) : null;
    if (items)
      return items.map((agent) => ({ ...clause, rest: `${agent}${clause.rest.slice(to)}` }));
  }
  if (clause.verb === 'give') {
    const to = clause.rest.toLowerCase().lastIndexOf(' to ');
    if (to > 0) {
      const items = listItems(clause.rest.slice(to + 4), ctx, ['sub_agent']);
      const tool = clause.rest.slice(0, to);
      if (items) return items.map((agent) => ({ ...clause, rest: `${tool} to ${agent}` }));
    }
  }
  return [clause];
}

function listItems(text: string, ctx: ClauseContext, types: readonly RefType[]): string[] | null {
  if (!/,| and /i.test(text)) return null;
  const items = text
    .split(/\s*,\s*(?:and\s+)?|\s+and\s+(?:also\s+)?/i)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
  if (items.length < 2 || items.length > MAX_ITEMS) return null;
  return items.every((item) => findReference(item, ctx, types) !== null) ? items : null;
}
