/**
 * "rename Billing to Payments", "rename tool Order lookup to Order finder", "rename the Main
 * router as Support router": finds the item by name (any kind, case-insensitive) and renames it.
 */
import {
  note,
  type ClauseContext,
  type ClauseInterpreter,
  type ClauseOutcome,
} from './clause-context.js';
import type { ParsedClause } from './parse-clause.js';
import { renameEntity } from './entity-updates.js';
import { cleanName, indexesOf, wordsOf } from './phrase.js';
import {
  ALL_REF_TYPES,
  describeAmbiguity,
  mightName,
  resolveReference,
} from './resolve-reference.js';

/**
 * @example
 * interpretRenameClause(parseClause('rename Billing to Payments')!, ctx);
 * // suggests sub_agent.update { subAgentId: 'sag_billing', name: 'Payments' }
 */
export const interpretRenameClause: ClauseInterpreter = (clause, ctx) => {
  if (clause.verb !== 'rename') return null;
  const { rest } = clause;
  const splits = [
    ...indexesOf(rest, ' to ').map((index) => ({ index, length: 4 })),
    ...indexesOf(rest, ' as ').map((index) => ({ index, length: 4 })),
  ].sort((a, b) => a.index - b.index);
  const first = splits[0];
  if (!first) return renameBySplit(clause, ctx);
  for (const split of splits) {
    if (!mightName(rest.slice(0, split.index), ctx, ALL_REF_TYPES)) continue;
    const resolution = resolveReference(rest.slice(0, split.index), ctx);
    if (resolution.kind === 'found') {
      return renameEntity(
        clause,
        ctx,
        resolution.ref,
        cleanName(rest.slice(split.index + split.length)),
      );
    }
    if (resolution.kind === 'ambiguous') {
      return note(describeAmbiguity(cleanName(rest.slice(0, split.index)), resolution.refs));
    }
  }
  const missing = resolveReference(rest.slice(0, first.index), ctx);
  const name = missing.kind === 'missing' ? missing.name : cleanName(rest.slice(0, first.index));
  return note(`There is nothing called "${name}" on the board to rename.`);
};

/** "rename the main router Front desk" (said as "call the main router Front desk"): the longest start that names an item. */
function renameBySplit(clause: ParsedClause, ctx: ClauseContext): ClauseOutcome | null {
  const words = wordsOf(clause.rest);
  for (let split = Math.min(words.length - 1, 12); split >= 1; split -= 1) {
    const resolution = resolveReference(words.slice(0, split).join(' '), ctx);
    if (resolution.kind === 'found') {
      return renameEntity(clause, ctx, resolution.ref, cleanName(words.slice(split).join(' ')));
    }
  }
  return null;
}
