/**
 * What a message says does not change with how it is dressed: a greeting before it, thanks after
 * it, a capital or lower case at its start, a "can u" before an imperative, an emoji, a "Task:"
 * label, a sentence of context first, a URL in backticks, a chat "@builder", "Kindly", "just" or
 * "lah", "cheers mate", a step's number, "I want that you", names in quotes, and a message typed in
 * lower case. Each instruction below
 * is read as typed and in every dressing, and the suggestions must be the same.
 */
import { describe, expect, it } from 'vitest';
import { interpretInstruction } from '../interpret-instruction.js';
import { seedBoard } from '../seed-board.js';
import type { DraftSuggestion } from '../types.js';

const board = seedBoard('prj_test', 'support', new Date('2026-01-15T00:00:00.000Z'));

/** Imperatives, each with at least one suggestion on the seeded support board. */
const INSTRUCTIONS = [
  'add a sub-agent called Billing that handles refunds',
  'route refund questions to FAQ',
  'rename the FAQ agent to Help Desk',
  'delete the order lookup tool',
  'give the order lookup tool to FAQ',
  'turn on test mode for ana@acme.test',
  'pause LINE',
  'change the URL of the order lookup tool to https://api.acme.test/v2/orders/{orderId}',
  'send everything else to FAQ',
  'add an HTTP tool called Stock check at GET https://api.acme.test/stock/{sku}',
];

const lowerFirst = (text: string): string => `${text[0]?.toLowerCase()}${text.slice(1)}`;

/** Dressings that must not change what is suggested. */
const DRESSINGS: readonly (readonly [name: string, dress: (text: string) => string])[] = [
  ['a capital first letter', (text) => `${text[0]?.toUpperCase()}${text.slice(1)}`],
  ['a greeting before it', (text) => `Hi! ${text}`],
  ['"Good morning —" before it', (text) => `Good morning — ${lowerFirst(text)}`],
  ['"thx" after it', (text) => `${text} thx`],
  ['"Thanks!" after it', (text) => `${text}. Thanks!`],
  ['"for me" after it', (text) => `${text} for me`],
  ['"asap" after it', (text) => `${text} asap`],
  ['"please" before it', (text) => `Please ${lowerFirst(text)}`],
  ['"can u" before it', (text) => `can u ${lowerFirst(text)}`],
  ['"Could you … ?" around it', (text) => `Could you ${lowerFirst(text)}?`],
  ['a full stop after it', (text) => `${text}.`],
  ['"pls" after it', (text) => `${text} pls`],
  ['an emoji before it', (text) => `👋 ${text}`],
  ['emoji after it', (text) => `${text} 🙏🏽👍`],
  ['a "Task:" label', (text) => `Task: ${text}`],
  ['a context sentence before it', (text) => `We just launched a new menu. ${text}`],
  ['its URL in backticks', (text) => text.replace(/https:\/\/\S+/, '`$&`')],
  // Chat typing: a mention, "Kindly" or "just" before it, a particle after it, lower case.
  ['"@builder" before it', (text) => `@builder ${text}`],
  ['"Kindly" before it', (text) => `Kindly ${lowerFirst(text)}`],
  ['"just" before it', (text) => `just ${lowerFirst(text)}`],
  ['"lah" after it', (text) => `${text} lah`],
  // British and Australian chat, a step of a plan, a first language's word order.
  ['", cheers mate" after it', (text) => `${text}, cheers mate`],
  ['"ta" after it', (text) => `${text} ta`],
  ['"Step 1:" before it', (text) => `Step 1: ${text}`],
  ['"I want that you" before it', (text) => `I want that you ${text}`],
  // Names quoted, as a careful writer quotes them: a board name in single quotes, a new one in
  // either.
  ["the board's names in single quotes", (text) => text.replace(/\b(FAQ|Orders|LINE)\b/g, "'$1'")],
  [
    'a new name in single quotes',
    (text) => text.replace(/\b(called|to) (Billing|Help Desk|Stock check)\b/g, "$1 '$2'"),
  ],
  [
    'a new name in double quotes',
    (text) => text.replace(/\b(called|to) (Billing|Help Desk|Stock check)\b/g, '$1 "$2"'),
  ],
  [
    'lower case outside its URL',
    (text) =>
      text.replace(/https?:\/\/\S+|[^h]+|h/g, (part) =>
        /^https?:/.test(part) ? part : part.toLowerCase(),
      ),
  ],
];

/** Names are the same in any case (they are unique regardless of case), so compared in lower case. */
const said = (suggestions: readonly DraftSuggestion[]): unknown =>
  JSON.stringify(suggestions.map((s) => [s.skillId, s.target.id, s.payload])).toLowerCase();

describe('surface invariance', () => {
  describe.each(INSTRUCTIONS)('%s', (instruction) => {
    const plain = interpretInstruction(instruction, board).suggestions;

    it('suggests something as typed', () => {
      expect(plain.length).toBeGreaterThan(0);
    });

    it.each(DRESSINGS)('suggests the same with %s', (_name, dress) => {
      expect(said(interpretInstruction(dress(instruction), board).suggestions)).toEqual(
        said(plain),
      );
    });
  });
});
