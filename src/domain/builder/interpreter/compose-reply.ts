/**
 * The assistant's reply: a friendly summary of what was suggested, then why anything asked for
 * was not (no-ops, missing items), then what was not understood — with example instructions from
 * the skills catalogue when nothing was suggested (docs/product/ai-builder.md: "one it cannot
 * understand gives none and a reply that lists example instructions").
 */
import { skillDefinition } from '../skills.js';
import type { DraftSuggestion, SkillId } from '../types.js';
import { lowerFirst } from './phrase.js';

export interface ReplyParts {
  readonly suggestions: readonly DraftSuggestion[];
  readonly notes: readonly string[];
  readonly notUnderstood: readonly string[];
  readonly truncatedAt: number | null;
}

/** One example from each area of the board, in the order a new project is usually built. */
const EXAMPLE_SKILLS: readonly SkillId[] = [
  'sub_agent.create',
  'router.update',
  'tool.create',
  'line.connect',
  'test_mode.enable',
];
const MAX_QUOTE_LENGTH = 80;

/**
 * @example
 * composeReply({ suggestions: [createBilling], notes: [], notUnderstood: [], truncatedAt: null });
 * // 'I suggest 1 change: create sub-agent "Billing".'
 */
export function composeReply(parts: ReplyParts): string {
  const { suggestions, notes, notUnderstood, truncatedAt } = parts;
  const sentences: string[] = [];
  if (suggestions.length > 0) {
    const count = `${suggestions.length} ${suggestions.length === 1 ? 'change' : 'changes'}`;
    sentences.push(
      `I suggest ${count}: ${suggestions.map((s) => lowerFirst(s.title)).join('; ')}.`,
    );
  } else if (notes.length > 0) {
    sentences.push('I have no changes to suggest.');
  }
  sentences.push(...notes);
  if (notUnderstood.length > 0) {
    const quoted = notUnderstood.map((clause) => `"${shorten(clause)}"`).join(', ');
    sentences.push(`I didn't understand ${quoted}.`);
  }
  if (truncatedAt !== null) {
    sentences.push(
      `I only read the first ${truncatedAt} parts of your instruction; send the rest in another message.`,
    );
  }
  if (suggestions.length === 0 && (notUnderstood.length > 0 || notes.length === 0)) {
    sentences.push(
      `Try instructions like ${exampleInstructions()
        .map((example) => `"${example}"`)
        .join(', ')}.`,
    );
  }
  return sentences.join(' ');
}

/**
 * The example instructions the reply offers, one per area of the board.
 *
 * @example
 * exampleInstructions()[0]; // 'add a sub-agent called Billing that handles refunds'
 */
export function exampleInstructions(): string[] {
  return EXAMPLE_SKILLS.map((id) => skillDefinition(id).examples[0] ?? id);
}

function shorten(text: string): string {
  return text.length <= MAX_QUOTE_LENGTH ? text : `${text.slice(0, MAX_QUOTE_LENGTH - 1)}…`;
}
