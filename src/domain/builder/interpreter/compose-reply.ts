/**
 * The assistant's reply, in the instruction's language: a summary of what was suggested, then why
 * anything asked for was not (no-ops, missing items), then what was not understood — with the
 * closest skill and its example ("Did you mean: turn off test mode?"), or example instructions
 * from the skills catalogue when no skill is close (docs/product/ai-builder.md: "one it cannot
 * understand gives none and a reply that lists example instructions").
 */
import { LOCALIZED_EXAMPLES, skillDefinition } from '../skills.js';
import type { DraftSuggestion, SkillId } from '../types.js';
import { closestSkill } from './closest-skill.js';
import type { Language } from './localized/language.js';
import { localizeNote, localizeTitle, REPLY_TEXT } from './localized/reply-text.js';
import { lowerFirst } from './phrase.js';

export interface ReplyParts {
  readonly suggestions: readonly DraftSuggestion[];
  readonly notes: readonly string[];
  readonly notUnderstood: readonly string[];
  readonly truncatedAt: number | null;
  /** English when not given. */
  readonly language?: Language;
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
 * composeReply({ suggestions: [], notes: [], notUnderstood: ['test mode'], truncatedAt: null });
 * // 'I didn't understand "test mode". Did you mean: turn on test mode?'
 */
export function composeReply(parts: ReplyParts): string {
  const language = parts.language ?? 'en';
  // "Secret is 8f2c9e", "delete password hunter2": what the user typed is said back in notes and
  // unread clauses, but never a secret in it.
  const said = {
    ...parts,
    notes: parts.notes.map(withoutSecrets),
    notUnderstood: parts.notUnderstood.map(withoutSecrets),
  };
  return language === 'en' ? englishReply(said) : localizedReply(said, language);
}

/** The value after a word for a secret ("secret is 8f2c9e", "access token: ZX81"). */
const SECRET_VALUE =
  /\b((?:secret|token|password|api ?key|シークレット|トークン|パスワード|รหัสผ่าน|โทเค็น)\s*(?:is|=|:|：|は)?\s*)[^\s,、。"」]+/gi;

function withoutSecrets(text: string): string {
  return text.replace(SECRET_VALUE, '$1…');
}

function englishReply(parts: ReplyParts): string {
  const { suggestions, notes, notUnderstood, truncatedAt } = parts;
  const sentences: string[] = [];
  if (suggestions.length > 0) {
    const count = `${suggestions.length} ${suggestions.length === 1 ? 'change' : 'changes'}`;
    sentences.push(
      `I suggest ${count}: ${suggestions.map((s) => lowerFirst(s.title)).join('; ')}.`,
    );
  } else if (notes.length > 0 || notUnderstood.length === 0) {
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
    const closest = notes.length === 0 ? closestSkill(notUnderstood.join(' ')) : null;
    sentences.push(
      closest
        ? `Did you mean: ${skillDefinition(closest).examples[0] ?? closest}?`
        : `Try instructions like ${exampleInstructions()
            .map((example) => `"${example}"`)
            .join(', ')}.`,
    );
  }
  return sentences.join(' ');
}

function localizedReply(parts: ReplyParts, language: Exclude<Language, 'en'>): string {
  const { suggestions, notes, notUnderstood, truncatedAt } = parts;
  const text = REPLY_TEXT[language];
  const sentences: string[] = [];
  if (suggestions.length > 0) {
    sentences.push(
      text.suggest(
        suggestions.length,
        suggestions.map((s) => localizeTitle(s.title, language)),
      ),
    );
  } else if (notes.length > 0 || notUnderstood.length === 0) {
    sentences.push(text.noChanges);
  }
  sentences.push(...notes.map((note) => localizeNote(note, language)));
  if (notUnderstood.length > 0) sentences.push(text.notUnderstood(notUnderstood.map(shorten)));
  if (truncatedAt !== null) sentences.push(text.truncated(truncatedAt));
  if (suggestions.length === 0 && (notUnderstood.length > 0 || notes.length === 0)) {
    const closest = notes.length === 0 ? closestSkill(notUnderstood.join(' ')) : null;
    const examples = LOCALIZED_EXAMPLES[language];
    sentences.push(
      closest
        ? text.didYouMean(examples[closest])
        : text.tryExamples(EXAMPLE_SKILLS.map((id) => examples[id])),
    );
  }
  return sentences.join(language === 'ja' ? '' : ' ');
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
