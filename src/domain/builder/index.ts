/**
 * The AI builder core (docs/product/ai-builder.md): the skills catalogue, the deterministic
 * instruction interpreter, applying a suggestion to a board, and demo boards. Pure: no HTTP, no
 * database, no clock (the caller passes `now`), no randomness.
 *
 * @example
 * const board = seedBoard('prj_acme_support', 'support', new Date('2026-01-15T00:00:00Z'));
 * const { reply, suggestions } = interpretInstruction('add a sub-agent called Billing that handles refunds', board);
 * let n = 0;
 * const result = applySuggestion(board, suggestions[0]!, {
 *   now: new Date('2026-01-15T09:00:00Z'),
 *   newId: (prefix) => `${prefix}_${++n}`,
 *   webhookBase: 'https://hooks.standin.test',
 * });
 */
export { SKILL_CATALOGUE, buildSkills, skillDefinition, type SkillDefinition } from './skills.js';
export {
  interpretInstruction,
  MAX_CLAUSES,
  MAX_INSTRUCTION_LENGTH,
  type InterpretResult,
} from './interpret-instruction.js';
export {
  applySuggestion,
  type ApplicableSuggestion,
  type ApplyContext,
  type ApplyErrorCode,
  type ApplyResult,
  type IdPrefix,
} from './apply-suggestion.js';
export {
  seedBoard,
  DEFAULT_WEBHOOK_BASE,
  type SeedBoardOptions,
  type SeedBoardVariant,
} from './seed-board.js';
export { deriveLineChannelId } from './apply/line-channel-id.js';
export type {
  Board,
  DraftSuggestion,
  RouterRuleInput,
  Skill,
  SkillCall,
  SkillId,
  SkillInputs,
} from './types.js';
