/**
 * test_mode.enable / test_mode.disable / test_mode.update. Test mode is a single switch with a
 * list of testers (openapi.yaml TestMode: "While enabled, only the testers talk to the bot").
 * Enabling with `testers` replaces the list; without it keeps the current testers, so turning
 * test mode off and on again does not lose them. Testers are compared case-insensitively.
 */
import type { Board, SkillInputs } from '../types.js';
import { applied, type ApplyResult } from './apply-result.js';

/**
 * Turns test mode on.
 *
 * @example
 * applyTestModeEnable(board, { testers: ['alice@acme.test'] }); // enabled, testers replaced
 */
export function applyTestModeEnable(
  board: Board,
  input: SkillInputs['test_mode.enable'],
): ApplyResult {
  const testers = input.testers ? uniqueEmails(input.testers) : board.testMode.testers;
  return applied({ ...board, testMode: { enabled: true, testers: [...testers] } }, null);
}

/**
 * Turns test mode off and keeps the testers.
 *
 * @example
 * applyTestModeDisable(board); // { enabled: false, testers: [...unchanged] }
 */
export function applyTestModeDisable(board: Board): ApplyResult {
  return applied(
    { ...board, testMode: { enabled: false, testers: [...board.testMode.testers] } },
    null,
  );
}

/**
 * Adds and removes testers.
 *
 * @example
 * applyTestModeUpdate(board, { addTesters: ['bob@acme.test'] });
 */
export function applyTestModeUpdate(
  board: Board,
  input: SkillInputs['test_mode.update'],
): ApplyResult {
  const removed = new Set((input.removeTesters ?? []).map((email) => email.toLowerCase()));
  const kept = board.testMode.testers.filter((email) => !removed.has(email.toLowerCase()));
  const testers = uniqueEmails([...kept, ...(input.addTesters ?? [])]);
  return applied({ ...board, testMode: { ...board.testMode, testers } }, null);
}

function uniqueEmails(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  return emails.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
