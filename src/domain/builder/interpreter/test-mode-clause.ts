/**
 * Test mode: "turn on test mode [for alice@acme.test]", "turn off test mode",
 * "add bob@acme.test as a tester", "remove alice@acme.test from testers".
 * Asking for the state test mode already has is a no-op, said in the reply, not suggested.
 */
import { note, suggest, type ClauseInterpreter, type ClauseOutcome } from './clause-context.js';
import type { ParsedClause } from './parse-clause.js';
import type { Board } from '../types.js';
import { extractEmails } from './extract-emails.js';
import { lowerAligned, listNames } from './phrase.js';

const TEST_MODE = /\btest ?mode\b/;
const TESTER = /\btesters?\b/;
const PERSON = /\b(?:her|him|them)\b/;
/** What the skill reader says for "testers should be just …" and "swap … in the testers". */
const LIST_CHANGE = /^testers (to|by swapping) /;

/**
 * @example
 * interpretTestModeClause(parseClause('turn on test mode for alice@acme.test')!, ctx);
 * // suggests test_mode.enable { testers: ['alice@acme.test'] }
 */
export const interpretTestModeClause: ClauseInterpreter = (clause, ctx) => {
  const lower = lowerAligned(clause.rest);
  const mentionsTestMode = TEST_MODE.test(lower);
  const said = extractEmails(clause.rest);
  // "alice@acme.test left the company, remove her from the testers"; "take Alice off the
  // testers": a tester named by the first part of her address.
  const emails =
    said.length === 0 && PERSON.test(lower)
      ? ctx.emails
      : // ("add nina@… to the testers and take alice off": once the message changed the testers,
        // a name is a tester's.)
        said.length === 0 &&
          clause.verb === 'delete' &&
          (TESTER.test(lower) || ctx.board.testMode !== ctx.origin.testMode)
        ? testersNamed(lower, ctx.board.testMode.testers)
        : said;
  // ("testing is done, let everyone talk to the bot": asked twice, it is one change, and the
  // state an earlier clause asked for is no "already".)
  const asked = (on: boolean): Board =>
    ctx.board.testMode.enabled === on && ctx.origin.testMode.enabled !== on
      ? ctx.origin
      : ctx.board;
  if (clause.verb === 'enable' && mentionsTestMode) return enable(clause, asked(true), emails);
  if (clause.verb === 'disable' && mentionsTestMode) return disable(clause, asked(false));
  // ("beta's over for alice@…, remove her": the only people the board knows are its testers.)
  const aboutTesters =
    TESTER.test(lower) || mentionsTestMode || (said.length === 0 && emails.length > 0);
  if (!aboutTesters || emails.length === 0) return null;
  const list = LIST_CHANGE.exec(lower)?.[1];
  if (clause.verb === 'update' && list) return changeTesters(clause, ctx.board, emails, list);
  if (clause.verb === 'create' || clause.verb === 'give')
    return addTesters(clause, ctx.board, emails);
  if (clause.verb === 'delete') return removeTesters(clause, ctx.board, emails);
  return null;
};

function enable(clause: ParsedClause, board: Board, emails: readonly string[]): ClauseOutcome {
  const { enabled, testers } = board.testMode;
  if (enabled && (emails.length === 0 || sameSet(emails, testers))) {
    const who = testers.length > 0 ? ` for ${listNames(testers)}` : '';
    return note(`Test mode is already on${who}, so there is nothing to turn on.`);
  }
  const forWhom = emails.length > 0 ? ` for ${emails.join(', ')}` : '';
  const details =
    enabled && emails.length > 0
      ? [`Test mode is already on; this replaces the testers with ${listNames(emails)}.`]
      : emails.length === 0 && testers.length > 0
        ? [`The current testers (${listNames(testers)}) keep access.`]
        : [];
  return suggest('test_mode.enable', emails.length > 0 ? { testers: [...emails] } : {}, clause, {
    targetId: null,
    title: `Turn on test mode${forWhom}`,
    details,
  });
}

function disable(clause: ParsedClause, board: Board): ClauseOutcome {
  if (!board.testMode.enabled)
    return note('Test mode is already off, so there is nothing to turn off.');
  return suggest('test_mode.disable', {}, clause, {
    targetId: null,
    title: 'Turn off test mode',
    details: ['Every customer can talk to the bot again.'],
  });
}

function addTesters(clause: ParsedClause, board: Board, emails: readonly string[]): ClauseOutcome {
  const current = new Set(board.testMode.testers.map((email) => email.toLowerCase()));
  const added = emails.filter((email) => !current.has(email));
  if (added.length === 0) {
    return note(`${listNames(emails)} ${emails.length === 1 ? 'is' : 'are'} already a tester.`);
  }
  return suggest('test_mode.update', { addTesters: added }, clause, {
    targetId: null,
    title: `Add ${added.length === 1 ? 'tester' : 'testers'} ${added.join(', ')}`,
    details: board.testMode.enabled ? [] : ['Test mode is off; the testers count once it is on.'],
  });
}

function removeTesters(
  clause: ParsedClause,
  board: Board,
  emails: readonly string[],
): ClauseOutcome {
  const current = new Set(board.testMode.testers.map((email) => email.toLowerCase()));
  const removed = emails.filter((email) => current.has(email));
  if (removed.length === 0) {
    return note(
      `${listNames(emails)} ${emails.length === 1 ? 'is not a tester' : 'are not testers'}, so there is nothing to remove.`,
    );
  }
  return suggest('test_mode.update', { removeTesters: removed }, clause, {
    targetId: null,
    title: `Remove ${removed.length === 1 ? 'tester' : 'testers'} ${removed.join(', ')}`,
  });
}

/**
 * "set testers to …": the testers become exactly those e-mails. "swap testers …": each e-mail
 * that is a tester leaves and each that is not joins.
 */
function changeTesters(
  clause: ParsedClause,
  board: Board,
  emails: readonly string[],
  how: string,
): ClauseOutcome | null {
  const current = board.testMode.testers.map((email) => email.toLowerCase());
  let addTesters: string[];
  let removeTesters: string[];
  if (how === 'to') {
    addTesters = emails.filter((email) => !current.includes(email));
    removeTesters = current.filter((email) => !emails.includes(email));
  } else {
    // One leaves and one joins: the one who is a tester leaves, else the one said first.
    if (emails.length !== 2) return null;
    const [first, second] = emails as [string, string];
    const leaving = !current.includes(first) && current.includes(second) ? second : first;
    const joining = leaving === first ? second : first;
    addTesters = current.includes(joining) ? [] : [joining];
    removeTesters = current.includes(leaving) ? [leaving] : [];
  }
  if (addTesters.length + removeTesters.length === 0)
    return note(`The testers are already ${listNames(emails)}.`);
  const payload = {
    ...(addTesters.length > 0 ? { addTesters } : {}),
    ...(removeTesters.length > 0 ? { removeTesters } : {}),
  };
  const parts = [
    ...(addTesters.length > 0 ? [`add ${addTesters.join(', ')}`] : []),
    ...(removeTesters.length > 0 ? [`remove ${removeTesters.join(', ')}`] : []),
  ];
  return suggest('test_mode.update', payload, clause, {
    targetId: null,
    title: `Testers: ${parts.join('; ')}`,
  });
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map((email) => email.toLowerCase()));
  const right = new Set(b.map((email) => email.toLowerCase()));
  return left.size === right.size && [...left].every((email) => right.has(email));
}

/** The testers whose address starts with a name the clause says ("Alice" for alice@…, alice.k@…). */
function testersNamed(lower: string, testers: readonly string[]): string[] {
  const words = new Set((lower.match(/[a-z]{3,}/g) ?? []).filter((word) => !NOT_A_NAME.has(word)));
  const named = testers.filter((email) => words.has(email.split(/[@._+-]/)[0] ?? ''));
  // (One name for one tester: "remove Sam" with sam@… and sam.k@… names neither.)
  const firsts = named.map((email) => email.split(/[@._+-]/)[0]);
  return new Set(firsts).size === firsts.length ? named : [];
}

/** The words of a request to take a tester off, never a tester's name ("test@…" is no "test mode"). */
const NOT_A_NAME = new Set([
  'test',
  'tester',
  'testers',
  'testing',
  'mode',
  'remove',
  'delete',
  'take',
  'off',
  'from',
  'the',
  'list',
  'please',
  'all',
  'both',
  'and',
  'can',
  'you',
]);
