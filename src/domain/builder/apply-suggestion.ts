/**
 * Applying a suggestion to a board (docs/product/ai-builder.md: `POST …/suggestions/:id/apply` →
 * `{suggestion, board}`; the board's `revision` grows on every applied change). Pure and
 * immutable: the input board is never changed, so a failed apply leaves nothing half-done and
 * the caller can store the new board atomically.
 */
import type { Board, SkillCall, SkillId, SuggestionPayload } from './types.js';
import type { ApplyContext, ApplyResult } from './apply/apply-result.js';
import {
  applyRouterCreate,
  applyRouterDelete,
  applyRouterUpdate,
} from './apply/apply-router-skills.js';
import {
  applySubAgentCreate,
  applySubAgentDelete,
  applySubAgentUpdate,
} from './apply/apply-sub-agent-skills.js';
import { applyToolCreate, applyToolDelete, applyToolUpdate } from './apply/apply-tool-skills.js';
import {
  applyLineConnect,
  applyLineDisconnect,
  applyLineEnabled,
} from './apply/apply-line-skills.js';
import {
  applyTestModeDisable,
  applyTestModeEnable,
  applyTestModeUpdate,
} from './apply/apply-test-mode-skills.js';

export type { ApplyContext, ApplyErrorCode, ApplyResult, IdPrefix } from './apply/apply-result.js';

/** The parts of a suggestion that applying needs. */
export interface ApplicableSuggestion {
  readonly skillId: SkillId;
  readonly payload: SuggestionPayload;
}

/**
 * Applies one suggestion. On success the board is a new object with `revision + 1`,
 * `updatedAt = ctx.now` and `targetId` the id of the item created or changed (null for test
 * mode). The payload must already be valid against the skill's input schema (the handler checks
 * that with ajv); this checks what only the board can tell: targets that are gone
 * (TARGET_NOT_FOUND) and names or channel ids already taken (CONFLICT).
 *
 * @example
 * let n = 0;
 * const ctx = { now: new Date('2026-01-15T09:00:00Z'), newId: (p) => `${p}_${++n}`, webhookBase: 'https://hooks.standin.test' };
 * const result = applySuggestion(board, { skillId: 'sub_agent.create', payload: { name: 'Billing', description: 'Handles refunds', instructions: 'Help with refunds.' } }, ctx);
 * if (result.ok) result.board.subAgents.at(-1)?.id; // 'sag_1'
 */
export function applySuggestion(
  board: Board,
  suggestion: ApplicableSuggestion,
  ctx: ApplyContext,
): ApplyResult {
  const result = applySkill(board, toSkillCall(suggestion), ctx);
  if (!result.ok) return result;
  return {
    ok: true,
    board: { ...result.board, revision: board.revision + 1, updatedAt: ctx.now.toISOString() },
    targetId: result.targetId,
  };
}

function applySkill(board: Board, call: SkillCall, ctx: ApplyContext): ApplyResult {
  switch (call.skillId) {
    case 'router.create':
      return applyRouterCreate(board, call.payload, ctx);
    case 'router.update':
      return applyRouterUpdate(board, call.payload, ctx);
    case 'router.delete':
      return applyRouterDelete(board, call.payload);
    case 'sub_agent.create':
      return applySubAgentCreate(board, call.payload, ctx);
    case 'sub_agent.update':
      return applySubAgentUpdate(board, call.payload);
    case 'sub_agent.delete':
      return applySubAgentDelete(board, call.payload);
    case 'tool.create':
      return applyToolCreate(board, call.payload, ctx);
    case 'tool.update':
      return applyToolUpdate(board, call.payload);
    case 'tool.delete':
      return applyToolDelete(board, call.payload);
    case 'line.connect':
      return applyLineConnect(board, call.payload, ctx);
    case 'line.disconnect':
      return applyLineDisconnect(board, call.payload);
    case 'line.enable':
      return applyLineEnabled(board, call.payload, true);
    case 'line.disable':
      return applyLineEnabled(board, call.payload, false);
    case 'test_mode.enable':
      return applyTestModeEnable(board, call.payload);
    case 'test_mode.disable':
      return applyTestModeDisable(board);
    case 'test_mode.update':
      return applyTestModeUpdate(board, call.payload);
  }
}

/**
 * `SuggestionPayload` is a union the skill id does not narrow; pairing them is what openapi.yaml
 * states ("`Skill.inputSchema` of `skillId` is exactly one of these") and what validation checked.
 */
function toSkillCall(suggestion: ApplicableSuggestion): SkillCall {
  return { skillId: suggestion.skillId, payload: suggestion.payload } as SkillCall;
}
