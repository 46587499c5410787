/**
 * What a correction in the middle of a message leaves standing. A correction that only gives a
 * new value ("…、yamada@acme.jp です", "— no wait, Orders") puts it in place of the last value of
 * its kind said before it; one that only says what stays ("— no wait, keep FAQ") takes back the
 * sentence that named it, and nothing else.
 */
import type { Language } from './localized/language.js';
import { EMAIL } from './phrase.js';

const QUOTES = /「[^」\n]+」|"[^"\n]+"|“[^”\n]+”/g;
/** A name in capitals. */
const NAME = /\b[A-Z][\w.'-]*(?: [A-Z0-9][\w.'-]*)*/g;
/** The new value, in Japanese or Thai with its words in lower case too ("Delivery desk にして"). */
const NAME_VALUE = new RegExp(`${NAME.source}(?:(?: [a-z][\\w.'-]*)+(?=\\s*[^\\x00-\\x7F]))?`, 'g');
/**
 * A name in what was said before. An English word that starts a sentence is none ("Delete FAQ"
 * names FAQ), but "FAQ を削除して" starts with one.
 */
const SAID_NAME = new RegExp(
  `(?<!(?:^|[.!?。\\n])\\s*)${NAME.source}|\\b[A-Z][\\w.'-]*(?![\\w.'-]| [A-Za-z])`,
  'g',
);

/** All a value-only correction says besides its value: apologies, particles, "I meant", "please". */
const AROUND_VALUE =
  /^(?:[\s\p{P}\p{S}ぁ-ゖー]|お願い|訂正|失礼|間違|ครับ|ค่ะ|คะ|นะ|จ้า|ต่างหาก|แทน|เป็น|ดีกว่า|ที่ถูก(?:คือ)?|พิมพ์ผิด|ผิด|ขอโทษ|\b(?:i|meant|mean|sorry|please|it'?s|should|be|make|call|name|it|instead|oops|the|one|not|that)\b)*$/iu;

/**
 * "call it Promotions", "name it 'Front desk'": a new name for what was just named ("…, not
 * Returns" says which name it replaces).
 */
const CALL_IT =
  /^[\s,—–-]*(?:(?:call|name) (?:it|that|them)\s+|make (?:it|that) (?=["“'「]|[A-Z]))["“'「]?([^"”'」.!?\n]+?)["”'」]?(?:,?\s+(?:not|instead of)\s+[^.!?\n]+)?[\s.!]*$/;
/** The value a name was given last ("… name to shipping"), when it was typed in lower case. */
const LAST_TO = /(?<=\b(?:to|called|named|as) )[\w-]+(?=[\s,.!—–-]*$)/i;

/**
 * `before` with the one value `correction` gives in place of the last value of its kind; null
 * when the correction says more than a value, or `before` has none of its kind.
 *
 * @example
 * substituted('Route refunds to FAQ — ', ' Orders'); // 'Route refunds to Orders — '
 * substituted('テスターに yamada@acme.test を追加してください。', 'ました、yamada@acme.jp です。');
 * // 'テスターに yamada@acme.jp を追加してください。'
 */
export function substituted(before: string, correction: string): string | null {
  // "— actually call it Front desk": the whole rest is the new name.
  const renamed = CALL_IT.exec(correction);
  if (renamed?.[1]) {
    const last = [...before.matchAll(SAID_NAME)].at(-1) ?? LAST_TO.exec(before);
    // ("Shipping and Delivery" is one name, quoted so that its "and" lists nothing.)
    const name = renamed[1].includes(' ') ? `"${renamed[1]}"` : renamed[1];
    return last
      ? `${before.slice(0, last.index)}${name}${before.slice(last.index + last[0].length)}`
      : null;
  }
  const kinds: readonly (readonly [RegExp, RegExp])[] = [
    [EMAIL, EMAIL],
    [QUOTES, QUOTES],
    [NAME_VALUE, SAID_NAME],
  ];
  for (const [pattern, said] of kinds) {
    const values = correction.match(pattern) ?? [];
    if (values.length === 0) continue;
    const [value] = values;
    if (values.length > 1 || !value || !AROUND_VALUE.test(correction.replace(value, ' ')))
      return null;
    const last = [...before.matchAll(said)].at(-1);
    if (!last) return null;
    return `${before.slice(0, last.index)}${value}${before.slice(last.index + last[0].length)}`;
  }
  return null;
}

/** A correction that only says what stays: "keep FAQ", "FAQ はそのまま", "LINE ไม่ต้องปิด". */
export const KEEPS_ITEM: Readonly<Record<Language, RegExp>> = {
  en: /^[\s\p{P}]*(?:keep|leave|don'?t (?:delete|remove|touch|change))\b/iu,
  ja: /そのまま|残して|消さないで|削除しないで|変えないで/,
  th: /ไม่ต้อง\S{0,8}(?:ลบ|ปิด|แก้|เปลี่ยน|ตัด)|เก็บไว้/,
};

/**
 * The sentences of `text` but its last: what stands when a correction takes the last one back.
 *
 * @example
 * allButLastSentence('Add Billing. Oh and delete FAQ — '); // { kept: 'Add Billing.', last: 'Oh and delete FAQ — ' }
 */
export function allButLastSentence(text: string): { kept: string; last: string } | null {
  const sentences = text.split(/(?<=[.!?。\n])\s*/).filter((s) => s.trim().length > 0);
  const last = sentences.pop();
  return last && sentences.length > 0 ? { kept: sentences.join(' '), last } : null;
}

/** "ignore P1", "scrap step 2": the item with that label is taken back. */
export const DROPS_ITEM =
  /\b(?:ignore|disregard|drop|scrap|skip|cancel) (p|item |#|step )(\d{1,2})\b/i;

/**
 * `text` without the item a later "ignore P1" takes back and without the sentence that says so;
 * null when no item of `text` has that label.
 *
 * @example
 * withoutItem('P1: turn LINE off. P2: delete FAQ. Edit: ignore P1'); // ' P2: delete FAQ. '
 */
export function withoutItem(text: string): string | null {
  const dropped = DROPS_ITEM.exec(text);
  if (!dropped) return null;
  const label = `(?:p|item |#|step )?${dropped[2]}[:.)]\\s`;
  const item = new RegExp(
    `(?<=^|\\s)${label}[^\\n]*?(?=\\s(?:p|item |#|step )?\\d{1,2}[:.)]\\s|\\n|$)`,
    'i',
  ).exec(text.slice(0, dropped.index));
  if (!item) return null;
  const start = Math.max(
    ...['.', '!', '?', '\n'].map((end) => text.lastIndexOf(end, dropped.index)),
  );
  const rest = `${text.slice(0, item.index)} ${text.slice(item.index + item[0].length, start + 1)}`;
  return rest.replace(/^\s*(?:edit|update|ps|p\.s\.)\s*[:：]?\s*$/gim, '');
}
