/**
 * The AI builder's instruction interpreter (docs/product/ai-builder.md: "deterministic and
 * rule-based over the skills (no model)"). An instruction is split into clauses; each clause is
 * read by the first interpreter that recognises it; every suggestion is checked against the board
 * with every earlier suggestion applied. No randomness, no clock: the same instruction and board
 * always give the same reply and suggestions.
 */
import type { Board, DraftSuggestion } from './types.js';
import type { ClauseInterpreter, ClauseOutcome } from './interpreter/clause-context.js';
import { composeReply } from './interpreter/compose-reply.js';
import { interpretCreateClause } from './interpreter/create-clause.js';
import { interpretDeleteClause } from './interpreter/delete-clause.js';
import { interpretFieldUpdateClause } from './interpreter/field-update-clause.js';
import { interpretGiveToolClause } from './interpreter/give-tool-clause.js';
import { interpretLineClause } from './interpreter/line-clause.js';
import { orderByDependencies } from './interpreter/order-by-dependencies.js';
import { parseClause, type ParsedClause } from './interpreter/parse-clause.js';
import { collapseWhitespace, stripTrailingPunctuation } from './interpreter/phrase.js';
import { createPlan, type Plan } from './interpreter/plan.js';
import { interpretRenameClause } from './interpreter/rename-clause.js';
import { interpretRouteClause } from './interpreter/route-clause.js';
import { splitClauses } from './interpreter/split-clauses.js';
import { interpretTestModeClause } from './interpreter/test-mode-clause.js';

/** openapi.yaml BuilderMessageRequest.instruction: 1–4000 characters (the caller validates). */
export const MAX_INSTRUCTION_LENGTH = 4000;
/** Bounds the work per instruction; clauses beyond this are reported, not read. */
export const MAX_CLAUSES = 20;

export interface InterpretResult {
  /** A friendly English summary for `BuilderMessage.reply`. */
  readonly reply: string;
  /** In the order to apply them; `dependsOn` holds indexes into this array. */
  readonly suggestions: DraftSuggestion[];
}

/**
 * Most specific first: testers and LINE before the generic create/delete, "give X the Y tool"
 * before "add …", "stop routing …" before "stop" meaning a LINE channel, fallbacks ("set the
 * fallback to …") before other field updates.
 */
const CLAUSE_INTERPRETERS: readonly ClauseInterpreter[] = [
  interpretTestModeClause,
  interpretGiveToolClause,
  interpretRouteClause,
  interpretLineClause,
  interpretCreateClause,
  interpretRenameClause,
  interpretFieldUpdateClause,
  interpretDeleteClause,
];

/**
 * Turns a natural-language instruction into suggested board changes.
 *
 * @example
 * const { reply, suggestions } = interpretInstruction(
 *   'add a sub-agent called Billing that handles refunds and route refund questions to it',
 *   board,
 * );
 * suggestions.map((s) => s.skillId); // ['sub_agent.create', 'router.update']
 * suggestions[1]?.dependsOn; // [0]
 * reply; // 'I suggest 2 changes: create sub-agent "Billing"; route "refund questions" to "Billing".'
 */
export function interpretInstruction(instruction: string, board: Board): InterpretResult {
  const { clauses, truncated } = splitClauses(
    instruction.slice(0, MAX_INSTRUCTION_LENGTH),
    MAX_CLAUSES,
  );
  const plan = createPlan(board);
  const notUnderstood: string[] = [];
  for (const raw of clauses) {
    const clause = parseClause(raw);
    const outcome = clause ? firstOutcome(clause, plan) : null;
    if (outcome) plan.accept(outcome);
    else {
      const text = stripTrailingPunctuation(collapseWhitespace(raw));
      if (text.length > 0) notUnderstood.push(text);
    }
  }
  const suggestions = orderByDependencies(plan.drafts);
  const reply = composeReply({
    suggestions,
    notes: plan.notes,
    notUnderstood,
    truncatedAt: truncated ? MAX_CLAUSES : null,
  });
  return { reply, suggestions };
}

function firstOutcome(clause: ParsedClause, plan: Plan): ClauseOutcome | null {
  const ctx = plan.context();
  for (const interpret of CLAUSE_INTERPRETERS) {
    const outcome = interpret(clause, ctx);
    if (outcome) return outcome;
  }
  return null;
}
