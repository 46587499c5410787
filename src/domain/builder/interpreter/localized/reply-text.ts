/**
 * The reply's sentences in Japanese and Thai (decided in
 * docs/decisions/0010-understanding-natural-instructions.md: replies in the instruction's
 * language). Suggestion titles are translated from their English form, keeping the quoted names
 * exactly as they are on the board; a note with no translation here stays in English.
 */
import type { Language } from './language.js';

type Localized = Exclude<Language, 'en'>;
type Template = (quoted: readonly string[], rest: string) => string;

const q = (quoted: readonly string[], index: number): string => quoted[index] ?? '';

/** [English title start, Japanese, Thai]. Longest start first where two share a prefix. */
const TITLES: ReadonlyArray<readonly [string, Template, Template]> = [
  [
    'Create sub-agent',
    (n) => `サブエージェント「${q(n, 0)}」を作成`,
    (n) => `สร้างเอเจนต์ย่อย "${q(n, 0)}"`,
  ],
  [
    'Create HTTP tool',
    (n) => `HTTP ツール「${q(n, 0)}」を作成`,
    (n) => `สร้างเครื่องมือ HTTP "${q(n, 0)}"`,
  ],
  [
    'Create builtin tool',
    (n) => `組み込みツール「${q(n, 0)}」を作成`,
    (n) => `สร้างเครื่องมือในตัว "${q(n, 0)}"`,
  ],
  ['Create router', (n) => `ルーター「${q(n, 0)}」を作成`, (n) => `สร้างเราเตอร์ "${q(n, 0)}"`],
  [
    'Delete sub-agent',
    (n) => `サブエージェント「${q(n, 0)}」を削除`,
    (n) => `ลบเอเจนต์ย่อย "${q(n, 0)}"`,
  ],
  ['Delete tool', (n) => `ツール「${q(n, 0)}」を削除`, (n) => `ลบเครื่องมือ "${q(n, 0)}"`],
  ['Delete router', (n) => `ルーター「${q(n, 0)}」を削除`, (n) => `ลบเราเตอร์ "${q(n, 0)}"`],
  [
    'Rename',
    (n) => `「${q(n, 0)}」の名前を「${q(n, 1)}」に変更`,
    (n) => `เปลี่ยนชื่อ "${q(n, 0)}" เป็น "${q(n, 1)}"`,
  ],
  [
    'Route',
    (n) => `「${q(n, 0)}」を「${q(n, 1)}」に振り分け`,
    (n) => `ส่ง "${q(n, 0)}" ไปที่ "${q(n, 1)}"`,
  ],
  [
    'Send unmatched conversations to a human',
    () => 'どのルールにも合わない会話を人間に引き継ぐ',
    () => 'ส่งบทสนทนาที่ไม่ตรงกับกฎใดให้พนักงาน',
  ],
  [
    'Send unmatched conversations to',
    (n) => `どのルールにも合わない会話を「${q(n, 0)}」に送る`,
    (n) => `ส่งบทสนทนาที่ไม่ตรงกับกฎใดไปที่ "${q(n, 0)}"`,
  ],
  [
    'Remove the',
    (n) =>
      `ルーター「${n.at(-1) ?? ''}」から${n
        .slice(0, -1)
        .map((r) => `「${r}」`)
        .join('、')}のルールを削除`,
    (n) =>
      `ลบกฎ ${n
        .slice(0, -1)
        .map((r) => `"${r}"`)
        .join(', ')} ออกจากเราเตอร์ "${n.at(-1) ?? ''}"`,
  ],
  [
    'Update the description and instructions',
    (n) => `「${q(n, 0)}」の説明と指示を変更`,
    (n) => `เปลี่ยนคำอธิบายและคำสั่งของ "${q(n, 0)}"`,
  ],
  [
    'Update the description',
    (n) => `「${q(n, 0)}」の説明を変更`,
    (n) => `เปลี่ยนคำอธิบายของ "${q(n, 0)}"`,
  ],
  [
    'Update the instructions',
    (n) => `「${q(n, 0)}」の指示を変更`,
    (n) => `เปลี่ยนคำสั่งของ "${q(n, 0)}"`,
  ],
  [
    'Give sub-agent',
    (n) => `「${q(n, 0)}」に「${q(n, 1)}」ツールを使わせる`,
    (n) => `ให้ "${q(n, 0)}" ใช้เครื่องมือ "${q(n, 1)}"`,
  ],
  [
    'Take the',
    (n) => `「${q(n, 1)}」から「${q(n, 0)}」ツールを外す`,
    (n) => `เอาเครื่องมือ "${q(n, 0)}" ออกจาก "${q(n, 1)}"`,
  ],
  [
    'Change the URL',
    (n) => `ツール「${q(n, 0)}」の URL を変更`,
    (n) => `เปลี่ยน URL ของเครื่องมือ "${q(n, 0)}"`,
  ],
  [
    'Update tool',
    (n) => `ツール「${q(n, 0)}」の URL とメソッドを変更`,
    (n) => `เปลี่ยน URL และเมธอดของเครื่องมือ "${q(n, 0)}"`,
  ],
  [
    'Change the method',
    (n) => `ツール「${q(n, 0)}」のメソッドを変更`,
    (n) => `เปลี่ยนเมธอดของเครื่องมือ "${q(n, 0)}"`,
  ],
  [
    'Connect LINE channel',
    (n) => `LINE チャンネル「${q(n, 0)}」を接続`,
    (n) => `เชื่อมต่อช่อง LINE "${q(n, 0)}"`,
  ],
  [
    'Disconnect LINE channel',
    (n) => `LINE チャンネル「${q(n, 0)}」の接続を解除`,
    (n) => `ยกเลิกการเชื่อมต่อช่อง LINE "${q(n, 0)}"`,
  ],
  [
    'Enable LINE channel',
    (n) => `LINE チャンネル「${q(n, 0)}」を有効化`,
    (n) => `เปิดใช้งานช่อง LINE "${q(n, 0)}"`,
  ],
  [
    'Disable LINE channel',
    (n) => `LINE チャンネル「${q(n, 0)}」を無効化`,
    (n) => `ปิดใช้งานช่อง LINE "${q(n, 0)}"`,
  ],
  [
    'Turn on test mode',
    (_, rest) => `テストモードをオン${emails(rest, '（', '）')}`,
    (_, rest) => `เปิดโหมดทดสอบ${emails(rest, ' (', ')')}`,
  ],
  ['Turn off test mode', () => 'テストモードをオフ', () => 'ปิดโหมดทดสอบ'],
  [
    'Add tester',
    (_, rest) => `テスターを追加: ${afterWord(rest)}`,
    (_, rest) => `เพิ่มผู้ทดสอบ ${afterWord(rest)}`,
  ],
  [
    'Remove tester',
    (_, rest) => `テスターから削除: ${afterWord(rest)}`,
    (_, rest) => `ลบผู้ทดสอบ ${afterWord(rest)}`,
  ],
  [
    'Change the tools of sub-agent',
    (n) => `「${q(n, 0)}」のツールを変更`,
    (n) => `เปลี่ยนเครื่องมือของ "${q(n, 0)}"`,
  ],
  [
    'Testers:',
    (_, rest) =>
      `テスターを変更: ${rest
        .replace(/\badd\b/, '追加')
        .replace(/\bremove\b/, '削除')
        .trim()}`,
    (_, rest) =>
      `เปลี่ยนผู้ทดสอบ: ${rest
        .replace(/\badd\b/, 'เพิ่ม')
        .replace(/\bremove\b/, 'ลบ')
        .trim()}`,
  ],
];

function emails(rest: string, open: string, close: string): string {
  const list = rest.replace(/^\s*for\s+/, '').trim();
  return list.length > 0 ? `${open}${list}${close}` : '';
}

/** "s alice@…, bob@…" (after "Add tester") → the addresses. */
function afterWord(rest: string): string {
  return rest.replace(/^s?\s+/, '').trim();
}

/**
 * @example
 * localizeTitle('Delete sub-agent "FAQ"', 'ja'); // 'サブエージェント「FAQ」を削除'
 */
export function localizeTitle(title: string, language: Localized): string {
  const entry = TITLES.find(([start]) => title.startsWith(start));
  if (!entry) return title;
  const quoted = [...title.matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? '');
  const template = language === 'ja' ? entry[1] : entry[2];
  return template(quoted, title.slice(entry[0].length));
}

/**
 * A note, translated when it is one of the common kinds: a no-op, or a name not on the board.
 *
 * @example
 * localizeNote('There is nothing called "Billing" on the board to delete.', 'ja');
 * // '「Billing」という項目はボードにありません。'
 */
export function localizeNote(note: string, language: Localized): string {
  for (const [pattern, ja, th] of NOTES) {
    const said = pattern.exec(note);
    if (said) return (language === 'ja' ? ja : th)(said);
  }
  return note;
}

/** The common kinds of note, each a pattern and its Japanese and Thai sentence. */
const NOTES: readonly (readonly [
  RegExp,
  (said: RegExpExecArray) => string,
  (said: RegExpExecArray) => string,
])[] = [
  [
    /(?:nothing|no [a-zA-Z -]+?) called "([^"]+)"/,
    (m) => `「${m[1] ?? ''}」という項目はボードにありません。`,
    (m) => `ไม่มี "${m[1] ?? ''}" บนบอร์ด`,
  ],
  [
    /^No rule matches "([^"]+)"/,
    (m) => `「${m[1] ?? ''}」に当てはまるルールはありません。`,
    (m) => `ไม่มีกฎที่ตรงกับ "${m[1] ?? ''}"`,
  ],
  [
    /^(.+?) (?:is not a tester|are not testers)/,
    (m) => `${m[1] ?? ''} はテスターではないので、外すものはありません。`,
    (m) => `${m[1] ?? ''} ไม่ได้เป็นผู้ทดสอบ จึงไม่มีอะไรให้เอาออก`,
  ],
  [
    /^"([^"]+)" does not have the "([^"]+)" tool/,
    (m) => `「${m[1] ?? ''}」は「${m[2] ?? ''}」ツールを使っていないので、外すものはありません。`,
    (m) => `"${m[1] ?? ''}" ไม่ได้ใช้เครื่องมือ "${m[2] ?? ''}" อยู่แล้ว จึงไม่มีอะไรให้เอาออก`,
  ],
  [
    /\balready\b(?:[^"]*"([^"]+)")?|"([^"]+)"[^"]*\balready\b/,
    (m) =>
      `${(m[1] ?? m[2]) ? `「${m[1] ?? m[2]}」は` : ''}すでにその状態なので、変更はありません。`,
    (m) => `${(m[1] ?? m[2]) ? `"${m[1] ?? m[2]}" ` : ''}เป็นเช่นนั้นอยู่แล้ว จึงไม่มีการเปลี่ยนแปลง`,
  ],
];

/** The fixed sentences of a reply. */
export const REPLY_TEXT: Readonly<
  Record<
    Localized,
    {
      readonly suggest: (count: number, titles: readonly string[]) => string;
      readonly noChanges: string;
      readonly notUnderstood: (quoted: readonly string[]) => string;
      readonly didYouMean: (example: string) => string;
      readonly tryExamples: (examples: readonly string[]) => string;
      readonly truncated: (count: number) => string;
    }
  >
> = {
  ja: {
    suggest: (count, titles) => `${count}件の変更を提案します: ${titles.join('、')}。`,
    noChanges: '変更の提案はありません。',
    notUnderstood: (quoted) =>
      `${quoted.map((text) => `「${text}」`).join('、')}は理解できませんでした。`,
    didYouMean: (example) => `もしかして: 「${example}」?`,
    tryExamples: (examples) =>
      `例えば${examples.map((text) => `「${text}」`).join('、')}のように指示してください。`,
    truncated: (count) =>
      `最初の${count}件の指示だけを読みました。残りは別のメッセージで送ってください。`,
  },
  th: {
    suggest: (count, titles) => `ขอเสนอการเปลี่ยนแปลง ${count} รายการ: ${titles.join(', ')}`,
    noChanges: 'ไม่มีการเปลี่ยนแปลงที่จะเสนอ',
    notUnderstood: (quoted) => `ไม่เข้าใจ ${quoted.map((text) => `"${text}"`).join(', ')}`,
    didYouMean: (example) => `หมายถึง "${example}" ใช่ไหม?`,
    tryExamples: (examples) => `ลองพิมพ์ เช่น ${examples.map((text) => `"${text}"`).join(', ')}`,
    truncated: (count) => `อ่านเฉพาะ ${count} คำสั่งแรก กรุณาส่งที่เหลือในข้อความถัดไป`,
  },
};
