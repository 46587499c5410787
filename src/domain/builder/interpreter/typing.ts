/**
 * What keyboards, phones and chat apps add to a message, or leave out of it, before anyone reads
 * a word: full-width letters, emoji, a URL wrapped in quotes, backticks or `<…>`, and the
 * apostrophes a phone user skips ("dont", "Id like", "thats"). Each habit is one row of
 * `EVERYWHERE` or `OUTSIDE_QUOTES`; `plainTyping` applies them all at a message's entry, so every
 * reader, in every language, sees the message as if it had been typed on a desk keyboard. What
 * the user quotes is a value and keeps its emoji and spelling.
 */
import { halfWidth } from './phrase.js';

type Row = readonly [
  pattern: RegExp,
  replacement: string | ((said: string, ...parts: string[]) => string),
];

/** One emoji: a pictograph with its variation selector, skin tone and joined parts. */
const EMOJI =
  /\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})*(?:\u200D\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})*)*/gu;

/** Rows applied to the whole message, quoted text included. */
const EVERYWHERE: readonly Row[] = [
  // "faq.tools += order_lookup นะครับ": a Thai courtesy after a message in English is no Thai.
  [
    /(?<![ \t])[ \t]*(?:นะ(?:ครับ|คับ|ค่ะ|คะ|จ้า|จ้ะ)?|ครับ|คับ|ค่ะ|คะ|จ้า|จ้ะ)[ \t]*$/,
    (said, at: unknown, whole: unknown) =>
      typeof at === 'number' &&
      typeof whole === 'string' &&
      /^[\t\n\x20-\x7E]*[A-Za-z][\t\n\x20-\x7E]*$/.test(whole.slice(0, at))
        ? ''
        : said,
  ],
  // "Ｏｒｄｅｒｓ を…", "ｙａｍａｄａ＠ａｃｍｅ.ｔｅｓｔ": the ASCII letters, digits and ＠ they are, and
  // a full-width space is a space.
  [/[０-９Ａ-Ｚａ-ｚ＠]/g, halfWidth],
  [/\u3000/g, ' '],
  // "ﾃｽﾄﾓｰﾄﾞ": half-width katakana, as an old system or a phone types them, are the full-width ones.
  [/[\uFF61-\uFF9F]+/g, (kana: string) => kana.normalize('NFKC')],
  // "…/shipments/{trackingNo}Orders に付与": a URL template ends at its last brace.
  [/(\{[A-Za-z_][\w-]*\})(?=[A-Za-z\u3040-\u30ff\u4e00-\u9fff\u0E00-\u0E7F])/g, '$1 '],
  // "`https://…`", "\"https://…\"", "<https://…>", "[the docs](https://…)": a URL as written.
  [/\[[^\]\n]{0,80}\]\((https?:\/\/[^\s)]+)\)/g, '$1'],
  [/(?<![\w"“'`<])["“'`<](https?:\/\/[^\s"”'`<>]+)["”'`>](?![\w"”'`>])/g, '$1'],
  // "`Billing` instr → …", "connect `Acme Shop LINE`": a name in backticks, as typed in code;
  // quoted when it has spaces.
  [/`([^`\n]{1,60})`/g, (_all, name: string) => (/\s/.test(name) ? `"${name}"` : name)],
  // "名前を『チケット窓口』に": double corner brackets quote as single ones do (inside 「…」 they
  // stay, quoting within the quote).
  [
    /「[^」\n]*」|『([^』\n]*)』/g,
    (all, inner?: string) => (inner === undefined ? all : `「${inner}」`),
  ],
  // "… should say **Greets customers.**", "rename it to **📦 Deliveries**": a value in bold after
  // what introduces one is quoted, full stop and emoji included.
  [
    /(?<=\b(?:to|say|says|said|read|reads|include|includes|named|called|as)[ \t]+|[:→=][ \t]*)\*\*([^*\n]+?)\*\*/g,
    '"$1"',
  ],
];

/** Rows applied outside quotes only: what the user quotes stays as typed. */
const OUTSIDE_QUOTES: readonly Row[] = [
  // "refunds ➡️ Orders", "Main router => Traffic": an arrow. "1️⃣ add …": a list item's number.
  [/➡️?|(?<=\s)=>(?=\s)/gu, '→'],
  [/(?<![\d])(\d)\uFE0F?\u20E3/gu, '$1)'],
  // "👋 route …", "… 🙏": an emoji says nothing a reader needs.
  [EMOJI, ' '],
  // "【至急】…", "【重要】…": how urgent a message is says nothing of what it asks.
  [/^[ \t]*【(?:大?至急|緊急|重要|急ぎ|要対応)】[ \t]*/gm, ''],
  // A laugh or a face in chat says nothing either: "消してw", "…(^^)", "…（笑）", "… 555".
  [
    /(?<=[\u3040-\u30ff\u4e00-\u9fff。！!？?、〜ー ])[wｗ]+(?=[ 。！!？?]*(?:\n|$))|[（(]笑[)）]/gm,
    '',
  ],
  [/[(（][ ^_＾´`∀ωﾟ゜・;；\-дДﾉノ*＊°~〜<>＜＞ヽ]{2,10}[)）]/g, ''],
  [/(?<![\d])(?<=[\u0E00-\u0E7F ])5{3,}(?![\d])/g, ''],
  // "ค่าา", "คร้าบ", "จ้าาา": a particle stretched in chat is the particle.
  [/ค่า{2,}(?=[\s!.]|$)/g, 'ค่ะ'],
  [/คร้า+บ/g, 'ครับ'],
  [/จ้า{2,}/g, 'จ้า'],
  [/น้า{2,}/g, 'นะ'],
  // "…คับ", "นะคะะ", "ขอบคุน": chat spellings of ครับ, of a particle with its last letter doubled,
  // and of thanks (never "บังคับ", to force).
  [/(?<!บัง)คับ(?=[\s!.~]*$)/gm, 'ครับ'],
  [/(คะ|ค่ะ|ครับ|นะ)(?:(?<=ะ)ะ+|(?<=บ)บ+)/g, '$1'],
  [/ขอบคุน/g, 'ขอบคุณ'],
  // "[สติกเกอร์ขอบคุณ]", "(sticker)": a sticker sent with the message.
  [/[[(（](?:สติ๊?กเกอร์|sticker)[^\])）\n]{0,30}[\])）]/gi, ''],
  // Dictation: "… agent comma please …", "… need it period", "the f a q agent".
  [/\s+comma\b/gi, ','],
  [/\s+full stop\b/gi, '.'],
  [/\s+period(?=\s*$|\s+(?:we|i|please|thanks|thank|also|then|and|so|it|new line)\b)/gi, '.'],
  [/\s+question mark\b/gi, '?'],
  [/\s+exclamation (?:mark|point)\b/gi, '!'],
  // ("… full stop new line it should …": a new line, and its marks before it.)
  // (Not a LINE channel: "connect the new LINE channel", "the new line account".)
  [/[ \t]*\b[Nn]ew (?:line|paragraph)\b(?! (?:channel|account|oa|id|official)\b)[ \t]*/g, '\n'],
  [/([.!?])\.(?=\s|$)/g, '$1'],
  // (Three or four letters alone: "h t t p s colon …" is a dictated address, spelled on.)
  [/(?<!\b[a-z] )\b[a-z] [a-z] [a-z](?: [a-z])?\b(?! [a-z]\b)/gi, (said) => said.replace(/ /g, '')],
  // "dont", "doesnt", "cant", "wont", "isnt": not, without its apostrophe.
  [
    /\b(do|does|did|is|are|was|were|ca|wo|could|should|would|have|has|had|must|need)nt\b/gi,
    "$1n't",
  ],
  [/\b(i)(m|ve)\b/gi, "$1'$2"],
  [/\b(i)d(?= (?:like|love|appreciate|prefer|rather|want|need|be)\b)/gi, "$1'd"],
  [
    /\b(that|what|there|here|it)s(?= (?:a|an|the|all|it|ok|okay|fine|good|great|why|how|not|no|what|right|wrong|too|been|gone|back|live|done|ready|now|still|just|only|broken|correct)\b)/gi,
    "$1's",
  ],
  [/\b(you|they|we)(re|ve|ll)\b(?<!\bwell\b|\bwere\b)/gi, "$1'$2"],
  [/(?<=^|[.!?]\s+)(let)s\b/gim, "$1's"],
];

const QUOTED = /"[^"\n]*"|“[^”\n]*”|「[^」\n]*」|『[^』\n]*』|(?<![\w'])'[^'\n]*'(?![\w'])/g;

function apply(text: string, rows: readonly Row[]): string {
  return rows.reduce(
    (result, [pattern, replacement]) =>
      typeof replacement === 'string'
        ? result.replace(pattern, replacement)
        : result.replace(pattern, replacement),
    text,
  );
}

/**
 * The message as a desk keyboard would have typed it.
 *
 * @example
 * plainTyping('👋 pls rename the FAQ agent, thats all'); // ' pls rename the FAQ agent, that's all'
 * plainTyping('Ｏｒｄｅｒｓ を削除'); // 'Orders を削除'
 * plainTyping('set its URL to `https://api.acme.test/v2`'); // 'set its URL to https://api.acme.test/v2'
 */
export function plainTyping(message: string): string {
  // (Most messages hold none of it: one test each, and nothing else runs.)
  const plain = /[０-９Ａ-Ｚａ-ｚ＠『\u3000`\uFF61-\uFF9F]|:\/\/|\*\*|[\u0E00-\u0E7F][ \t]*$/.test(
    message,
  )
    ? apply(message, EVERYWHERE)
    : message;
  // (A laugh or a face ends a line: only the end of a short message is looked at for one.)
  if (!MAY_NEED.test(plain) && !plain.includes('=>') && !/[wｗ)）]\s*$/m.test(plain.slice(-300)))
    return plain;
  let last = 0;
  let result = '';
  for (const quote of plain.matchAll(QUOTED)) {
    result += apply(plain.slice(last, quote.index), OUTSIDE_QUOTES) + quote[0];
    last = quote.index + quote[0].length;
  }
  result += apply(plain.slice(last), OUTSIDE_QUOTES);
  // ("👋 route …": no space is left where an emoji opened or closed a line.)
  return result.length === plain.length ? result : result.replace(/^[ \t]+|[ \t]+$/gm, '');
}

/**
 * Whether any outside-quote row could apply: an emoji, a keycap, or a word without its apostrophe.
 * (Code units, not code points: an emoji outside the Basic Multilingual Plane starts with a high
 * surrogate D83C–D83E; the rest are symbols from U+2190 on. Checked without the u flag, it is fast.)
 */
const MAY_NEED =
  /[\u2190-\u2BFF\u3030\u303D\u3297\u3299\uD83C-\uD83E]|\u20E3|555|ค่าา|คร้า|จ้าา|น้าา|คับ|ะะ|ครับบ|ขอบคุน|สติ|sticker|【|\b[a-z] [a-z] [a-z]\b|\b(?:comma|period|full stop|question mark|exclamation|new line|new paragraph|(?:do|does|did|is|are|was|were|ca|wo|could|should|would|have|has|had|must|need)nt|im|ive|id|thats|whats|theres|heres|its|youre|youve|youll|theyre|theyve|theyll|weve|well|lets)\b/i;
