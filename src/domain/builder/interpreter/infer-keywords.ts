/**
 * Keywords for a router rule, from the intent the user named ("refund questions" → ["refund"]).
 * A rule matches a conversation by keyword (openapi.yaml RouterRule), so words that say nothing
 * about the topic ("questions", "about", "customer") are dropped and plurals are folded.
 */
import { lowerAligned, singularize, wordsOf } from './phrase.js';

const NOISE = new Set([
  'a',
  'about',
  'all',
  'anything',
  'everything',
  'stuff',
  'things',
  'an',
  'and',
  'any',
  'are',
  'asking',
  'chat',
  'chats',
  'concerning',
  'conversation',
  'conversations',
  'customer',
  'customers',
  'for',
  'from',
  'how',
  'in',
  'inquiries',
  'inquiry',
  'is',
  'issue',
  'issues',
  'message',
  'messages',
  'my',
  'of',
  'on',
  'or',
  'our',
  'people',
  'problem',
  'problems',
  'queries',
  'query',
  'question',
  'questions',
  'regarding',
  'related',
  'request',
  'requests',
  'the',
  'their',
  'ticket',
  'tickets',
  'to',
  'what',
  'when',
  'where',
  'who',
  'why',
  'with',
]);

/** openapi.yaml RouterRuleInput.keywords: at most 20, each 1–80 characters. */
const MAX_KEYWORDS = 20;
const MAX_KEYWORD_LENGTH = 80;

/**
 * @example
 * inferKeywords('refund questions'); // ['refund']
 * inferKeywords('questions about orders and deliveries'); // ['order', 'delivery']
 */
export function inferKeywords(intent: string): string[] {
  const words = wordsOf(lowerAligned(intent))
    .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, ''))
    .filter((word) => word.length > 0 && word.length <= MAX_KEYWORD_LENGTH);
  const meaningful = words.filter((word) => !NOISE.has(word)).map(singularize);
  const chosen = meaningful.length > 0 ? meaningful : words;
  return [...new Set(chosen)].slice(0, MAX_KEYWORDS);
}
