/**
 * What every clause interpreter receives and returns. A clause sees the *working* board: the
 * request's board with every earlier suggestion of the same instruction already applied, so
 * "add a sub-agent called Billing … and route refund questions to it" can find Billing.
 */
import { skillDefinition } from '../skills.js';
import type { Board, DraftSuggestion, SkillId, SkillInputs } from '../types.js';
import type { Language } from './localized/language.js';
import type { ParsedClause } from './parse-clause.js';

/** The board items a clause can name. Test mode has no name: it is one per board. */
export type RefType = 'sub_agent' | 'tool' | 'router' | 'line';

export interface EntityRef {
  readonly type: RefType;
  /** The id on the working board; a placeholder while the item is only suggested. */
  readonly id: string;
  readonly name: string;
}

export interface ClauseContext {
  readonly board: Board;
  /** The board before this instruction: what an item renamed earlier in it was called. */
  readonly origin: Board;
  /** The instruction's language: what a created item's generated text is written in. */
  readonly language: Language;
  /** Items this instruction mentioned, most recent first: what "it" means. */
  readonly recent: readonly EntityRef[];
  /**
   * Whether the message is this one clause. Only then is a URL or a method said with no owner
   * the board's only HTTP tool's: after a clause nobody understood ("add a tool … . GET is the
   * method"), it may be that clause's tool.
   */
  readonly alone: boolean;
  /** E-mails a clause that asked for nothing named ("alice@… left"): what "her" or "them" means. */
  readonly emails: readonly string[];
  /** The index of the suggestion that creates `id`, or null when `id` is on the real board. */
  plannedIndexOf(id: string): number | null;
  /** Whether `id` was made up for an item only this instruction adds (a rule's, too). */
  isSuggested(id: string): boolean;
}

export type ClauseOutcome =
  | {
      readonly kind: 'suggest';
      readonly draft: DraftSuggestion;
      readonly ref?: EntityRef;
      /** The thing the clause acted on beside its target: what a later "it" means first. */
      readonly also?: EntityRef;
    }
  | { readonly kind: 'note'; readonly note: string; readonly ref?: EntityRef };

/** Returns null when the clause is not this interpreter's kind, so the next one can try. */
export type ClauseInterpreter = (clause: ParsedClause, ctx: ClauseContext) => ClauseOutcome | null;

export interface DraftOptions {
  readonly targetId: string | null;
  readonly title: string;
  readonly dependsOn?: readonly number[];
  /** Sentences after the quote, e.g. a warning about what else the change removes. */
  readonly details?: readonly string[];
  readonly ref?: EntityRef;
  /** "take the lookup tool off Orders and give it to FAQ": the tool is "it" for a tool too. */
  readonly also?: EntityRef;
}

/**
 * A suggestion of `skillId`; operation and target type come from the skills catalogue, so they
 * can never disagree with `GET …/builder/skills`.
 *
 * @example
 * suggest('sub_agent.delete', { subAgentId: 'sag_billing' }, clause, { targetId: 'sag_billing', title: 'Delete sub-agent "Billing"' });
 */
export function suggest<K extends SkillId>(
  skillId: K,
  payload: SkillInputs[K],
  clause: ParsedClause,
  options: DraftOptions,
): ClauseOutcome {
  const skill = skillDefinition(skillId);
  const draft: DraftSuggestion = {
    skillId,
    operation: skill.operation,
    target: { type: skill.targetType, id: options.targetId },
    title: options.title,
    rationale: rationale(clause.text, options.details ?? []),
    payload,
    dependsOn: [...(options.dependsOn ?? [])],
  };
  return {
    kind: 'suggest',
    draft,
    ...(options.ref ? { ref: options.ref } : {}),
    ...(options.also ? { also: options.also } : {}),
  };
}

/**
 * Understood, but nothing to suggest (a no-op or a missing target); `note` goes in the reply.
 *
 * @example
 * note('Test mode is already off, so there is nothing to turn off.');
 */
export function note(text: string, ref?: EntityRef): ClauseOutcome {
  return ref ? { kind: 'note', note: text, ref } : { kind: 'note', note: text };
}

/**
 * The rationale quotes what the user asked, so a reviewer sees why the suggestion exists.
 *
 * @example
 * rationale('remove Billing', ['Warning: …']); // 'You asked: "remove Billing". Warning: …'
 */
export function rationale(quote: string, details: readonly string[]): string {
  return [`You asked: "${quote}".`, ...details].join(' ');
}
