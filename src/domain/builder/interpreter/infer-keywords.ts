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
  // ("warranty q's": questions, shortened.)
  'q',
  'qs',
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
 * inferKeywords('返金の質問'); // ['返金']
 * inferKeywords('คำถามเรื่องการคืนเงิน'); // ['คืนเงิน']
 */
export function inferKeywords(intent: string): string[] {
  if (UNSPACED_SCRIPT.test(intent)) return segmentedKeywords(intent);
  // ("warranty/RMA q's": each side of a slash is a word.)
  const words = wordsOf(lowerAligned(intent.replace(/\//g, ' ')))
    .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, ''))
    .filter((word) => word.length > 0 && word.length <= MAX_KEYWORD_LENGTH);
  const meaningful = words.filter((word) => !NOISE.has(word)).map(singularize);
  const chosen = meaningful.length > 0 ? meaningful : words;
  return [...new Set(chosen)].slice(0, MAX_KEYWORDS);
}

/** Japanese and Thai are written without spaces between words. */
const UNSPACED_SCRIPT = /[\u3040-\u30FF\u4E00-\u9FFF\u0E00-\u0E7F]/;

/** Particles and framing words ("の", "質問", "เรื่อง", "การ") that say nothing about a topic. */
const UNSPACED_NOISE = new Set([
  'の',
  'は',
  'を',
  'に',
  'が',
  'へ',
  'と',
  'で',
  'や',
  'も',
  'か',
  'な',
  'こと',
  'もの',
  '件',
  '質問',
  '問い合わせ',
  // (The polite prefix of "お問い合わせ", "ご質問", "ご相談": never a keyword of its own.)
  'お',
  'ご',
  '相談',
  '関する',
  'について',
  'に関する',
  'すべて',
  '全部',
  '全て',
  'คำถาม',
  'เรื่อง',
  'การ',
  'ที่',
  'เกี่ยวกับ',
  'ของ',
  'ไป',
  'ให้',
  'ทั้งหมด',
  'ปัญหา',
  'และ',
  'หรือ',
]);

/**
 * Words come from `Intl.Segmenter` (built into Node and browsers); neighbouring words that are
 * not noise stay together, so "คืน" + "เงิน" is the keyword "คืนเงิน" (refund), not two.
 */
/** One segmenter per locale, made on first use. */
const SEGMENTERS = new Map<string, Intl.Segmenter>();

function segmentedKeywords(intent: string): string[] {
  const locale = /[\u0E00-\u0E7F]/.test(intent) ? 'th' : 'ja';
  let segmenter = SEGMENTERS.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    SEGMENTERS.set(locale, segmenter);
  }
  const keywords: string[] = [];
  let run = '';
  const flush = (): void => {
    if (run.length > 0 && run.length <= MAX_KEYWORD_LENGTH) keywords.push(run);
    run = '';
  };
  for (const { segment, isWordLike } of segmenter.segment(intent)) {
    const word = segment.trim();
    if (!isWordLike || word.length === 0 || UNSPACED_NOISE.has(word)) {
      flush();
    } else if (/^[A-Za-z0-9-]+$/.test(word)) {
      flush();
      if (!NOISE.has(word.toLowerCase())) keywords.push(singularize(word.toLowerCase()));
    } else {
      run += word;
    }
  }
  flush();
  const unique = [...new Set(keywords)].slice(0, MAX_KEYWORDS);
  return unique.length > 0 ? unique : [intent.slice(0, MAX_KEYWORD_LENGTH)];
}
