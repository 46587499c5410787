// `node scripts/builder-robustness.mjs [dressing]`: re-sends every builder corpus case the
// interpreter answers right, dressed in ways that must not change the answer (a capital or lower
// case, a greeting, thanks, "for me", "can u", an emoji, no apostrophes, a "Task:" label, a
// context sentence first, full-width letters, other Japanese politeness, Thai typed without spaces …),
// and counts the answers that changed. Only tuning material is read: a split corpus's test half,
// the full file it was split from and a corpus kept as a measure are never opened. With a
// dressing's name, lists its cases.
// The interpreter is bundled from the working tree with esbuild, as bench/builder-interpret.mjs
// does. Never part of `npm test` (src/domain/builder/interpreter/surface-invariance.test.ts holds
// a small fixed set of these checks).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FIXTURES = join(ROOT, 'test/fixtures');
const only = process.argv[2];

const work = mkdtempSync(join(tmpdir(), 'standin-builder-robustness-'));
const outfile = join(work, 'builder.mjs');
await build({
  // The interpreter, and the boards the corpus test reads each case's `setup` on.
  stdin: {
    contents: [
      "export { interpretInstruction } from './src/domain/builder/index.ts';",
      "export { corpusBoard } from './test/support/corpus-boards.ts';",
    ].join('\n'),
    resolveDir: ROOT,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  outfile,
  logLevel: 'error',
});
const builder = await import(pathToFileURL(outfile).href);
rmSync(work, { recursive: true, force: true });

/**
 * The corpora kept whole as a measure in the round they arrived: neither of their halves is tuning
 * material yet (builder-corpus-scores.md).
 */
const MEASURE_ONLY = [];

/** Tuning material only: no test half, and no full file a test half was split from. */
function tuningCases() {
  const files = readdirSync(FIXTURES).filter((f) => /^builder-corpus.*\.json$/.test(f));
  const split = new Set(
    files.filter((f) => f.endsWith('-test.json')).map((f) => f.replace(/-test\.json$/, '.json')),
  );
  // The first split corpus: builder-corpus-unseen.json → builder-corpus-tuning/-test.json.
  split.add('builder-corpus-unseen.json');
  return files
    .filter(
      (f) =>
        !f.endsWith('-test.json') &&
        !split.has(f) &&
        !MEASURE_ONLY.some((name) => f.startsWith(`builder-corpus-${name}`)),
    )
    .flatMap((f) => JSON.parse(readFileSync(join(FIXTURES, f), 'utf8')).cases);
}

/**
 * What an answer suggests: skill, target and payload, with names compared in lower case. With
 * `loose`, free text (instructions, description) is left out: a dressing at the end of a Thai
 * message may end up inside a value.
 */
const said = (text, setup, loose = false) =>
  JSON.stringify(
    builder
      .interpretInstruction(text, builder.corpusBoard(setup))
      .suggestions.map((s) => [
        s.skillId,
        s.target.id,
        loose ? { ...s.payload, instructions: undefined, description: undefined } : s.payload,
      ]),
  ).toLowerCase();

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const THAI = /[\u0e00-\u0e7f]/;
const IMPERATIVE =
  /^(?:add|create|make|delete|remove|drop|rename|route|send|forward|enable|disable|turn|switch|connect|disconnect|give|change|update|set|put|move|pause|stop|take)\b/i;
const lowerFirst = (s) => `${s[0].toLowerCase()}${s.slice(1)}`;
const PARTICLE = /\s*(?:ครับ|ค่ะ|คะ|นะคะ|นะครับ|จ้า|นะ)?\s*$/;

/** `change` applied to the text outside double quotes and single-quoted values. */
const outsideQuotes = (text, change) =>
  text.replace(/"[^"]*"|(?<=^|[\s:(])'[^'\n]*'(?!\w)|((?:(?!(?<=^|[\s:(])')[^"])+)/g, (all, out) =>
    out === undefined ? all : change(out),
  );

/** A new name in capitals after "called" or "named", up to a mark or a word that goes on. */
const NEW_NAME =
  /\b(called|named) ([A-Z][\w-]*(?: [A-Z][\w-]*)*)(?=\s*(?:[,.;:!?)]|$)|\s(?:that|which|who|for|with|and|to|at|in|on|as|instead|then)\b)/g;

/** [name, which cases, dressing]; a dressing that returns its input does not apply. */
const DRESSINGS = [
  // (Not a URL's path, which is case-sensitive, nor a quoted value.)
  [
    'lower case',
    'en',
    (s) =>
      outsideQuotes(s, (text) =>
        text.replace(/https?:\/\/\S+|([^h]+|h)/g, (all, out) =>
          out === undefined ? all : out.toLowerCase(),
        ),
      ),
  ],
  ['capital first', 'en', (s) => `${s[0].toUpperCase()}${s.slice(1)}`],
  ['greeting', 'en', (s) => `Hi! ${s}`],
  ['thx', 'en', (s) => s.replace(/[.!]?$/, ' thx')],
  ['Thanks!', 'en', (s) => s.replace(/[.!]?$/, '. Thanks!')],
  ['for me', 'en', (s) => (IMPERATIVE.test(s) ? s.replace(/[.!]?$/, ' for me') : s)],
  ['asap', 'en', (s) => (IMPERATIVE.test(s) ? s.replace(/[.!]?$/, ' asap') : s)],
  ['please', 'en', (s) => (IMPERATIVE.test(s) ? `Please ${lowerFirst(s)}` : s)],
  ['can u', 'en', (s) => (IMPERATIVE.test(s) ? `can u ${lowerFirst(s)}` : s)],
  [
    'Could you …?',
    'en',
    (s) => (IMPERATIVE.test(s) ? `Could you ${lowerFirst(s).replace(/[.!]?$/, '?')}` : s),
  ],
  ['pls', 'en', (s) => (IMPERATIVE.test(s) ? s.replace(/[.!]?$/, ' pls') : s)],
  ['Task:', 'en', (s) => (IMPERATIVE.test(s) ? `Task: ${lowerFirst(s)}` : s)],
  ['context first', 'en', (s) => `We just launched a new menu. ${s}`],
  ['emoji before', 'en', (s) => `👋 ${s}`],
  ['emoji after', 'en', (s) => `${s} 🙏`],
  // (A phone drops them: "dont", "FAQs description". Free text may change with them.)
  [
    'no apostrophes',
    'en',
    (s) => outsideQuotes(s, (text) => text.replace(/(?<=[a-z])['’](?=(?:t|s|re|ve|m)\b)/gi, '')),
    true,
  ],
  ['bold values', 'en', (s) => s.replace(/(?<=\b(?:to|say|read|include) )"([^"]*)"/g, '**$1**')],
  ['URL in backticks', 'en', (s) => s.replace(/https?:\/\/\S+?(?=[.,;!?)]?(?:\s|$))/g, '`$&`')],
  ['?!', 'en', (s) => (/\?$/.test(s) ? `${s}!` : s)],
  // Chat and phone typing: a mention, a courtesy, a particle, a dropped full stop, two letters of
  // the verb swapped.
  ['@builder', 'en', (s) => `@builder ${s}`],
  ['kindly', 'en', (s) => (IMPERATIVE.test(s) ? `Kindly ${lowerFirst(s)}` : s)],
  ['just', 'en', (s) => (IMPERATIVE.test(s) ? `just ${lowerFirst(s)}` : s)],
  ['lah', 'en', (s) => s.replace(/[.!]?$/, ' lah')],
  ['ty', 'en', (s) => s.replace(/[.!]?$/, ' ty')],
  ['no full stop', 'en', (s) => s.replace(/\.$/, '')],
  ['!!!', 'en', (s) => s.replace(/[.!]?$/, '!!!')],
  [':pray:', 'en', (s) => `${s} :pray:`],
  ['Hi team,', 'en', (s) => `Hi team, ${lowerFirst(s)}`],
  ['Thanks, Mark', 'en', (s) => s.replace(/[.!]?$/, '. Thanks, Mark')],
  ['...', 'en', (s) => s.replace(/[.!]?$/, '...')],
  ['+1, and also', 'en', (s) => (IMPERATIVE.test(s) ? `+1, and also ${lowerFirst(s)}` : s)],
  ['Please to', 'en', (s) => (IMPERATIVE.test(s) ? `Please to ${lowerFirst(s)}` : s)],
  ['Do one thing:', 'en', (s) => (IMPERATIVE.test(s) ? `Do one thing: ${lowerFirst(s)}` : s)],
  [
    'all caps',
    'en',
    (s) =>
      outsideQuotes(s, (text) =>
        text.replace(/https?:\/\/\S+|\S+@\S+|([^h@]+|h|@)/g, (all, out) =>
          out === undefined ? all : out.toUpperCase(),
        ),
      ),
  ],
  [
    'verb typo',
    'en',
    (s) =>
      IMPERATIVE.test(s)
        ? s.replace(/^(\w)(\w)(\w)(\w{2,})/, (all, a, b, c, rest) =>
            all.length >= 5 ? `${a}${c}${b}${rest}` : all,
          )
        : s,
  ],
  ['curly quotes', 'en', (s) => s.replace(/"([^"]*)"/g, '“$1”')],
  // A new name quoted, as many type it.
  ["'name' quoted", 'en', (s) => s.replace(NEW_NAME, "$1 '$2'")],
  ['"name" quoted', 'en', (s) => s.replace(NEW_NAME, '$1 "$2"')],
  // Phone dictation: no marks between words (a URL's and an address's are kept), and no capital
  // on the first word unless it is a name. Free text may change with the marks.
  [
    'dictated',
    'en',
    (s) =>
      s
        .replace(/https?:\/\/\S+|\S+@\S+|[,.!?;:](?=\s|$)/g, (m) => (m.length === 1 ? '' : m))
        .replace(/^[A-Z](?=[a-z]+\b)(?!rders\b)/, (c) => c.toLowerCase()),
    true,
  ],
  // Board names quoted, as a careful writer quotes them.
  [
    "'board name' quoted",
    'en',
    (s) => s.replace(/\b(FAQ|Orders|Order lookup|Main router|Support LINE|Billing)\b/g, "'$1'"),
  ],
  [
    '"board name" quoted',
    'en',
    (s) => s.replace(/\b(FAQ|Orders|Order lookup|Main router|Support LINE|Billing)\b/g, '"$1"'),
  ],
  // A board name with two letters swapped, as a hurried writer types it.
  [
    'board name typo',
    'en',
    (s) =>
      s.replace(/\b(Orders|Order lookup|Main router|Billing)\b/g, (name) =>
        name.replace(/^(\w\w)(\w)(\w)/, '$1$3$2'),
      ),
  ],
  // Developers' shorthand: board names in backticks.
  [
    'backticks',
    'en',
    (s) => s.replace(/\b(FAQ|Orders|Order lookup|Main router|Support LINE|Billing)\b/g, '`$1`'),
  ],
  // World Englishes: a courtesy before or after.
  ['po', 'en', (s) => s.replace(/[.!]?$/, ' po')],
  ['Abeg,', 'en', (s) => (IMPERATIVE.test(s) ? `Abeg, ${lowerFirst(s)}` : s)],
  ['Asante sana', 'en', (s) => s.replace(/[.!]?$/, '. Asante sana')],
  ['leh', 'en', (s) => s.replace(/[.!]?$/, ' leh')],
  // British and Australian chat, a pasted e-mail's or thread's wrapping, a step of a plan, a
  // request worded the way a first language has it.
  ['cheers mate', 'en', (s) => s.replace(/[.!]?$/, ', cheers mate')],
  ['ta', 'en', (s) => s.replace(/[.!]?$/, ' ta')],
  ["G'day,", 'en', (s) => `G'day, ${lowerFirst(s)}`],
  ['Hallo,', 'en', (s) => `Hallo, ${lowerFirst(s)}`],
  ['@here', 'en', (s) => `@here ${s}`],
  ['> quoted', 'en', (s) => `> can someone look at the bot?\n${s}`],
  ['Sent from my iPhone', 'en', (s) => `${s}\n\nSent from my iPhone`],
  [
    'signature',
    'en',
    (s) => `${s}\n\nBest regards,\nMaria Lopez\nCustomer Support Lead | Acme Dental`,
  ],
  [
    'disclaimer',
    'en',
    (s) =>
      `${s}\n\nThis e-mail and any attachments are confidential and intended solely for the addressee.`,
  ],
  ['Step 1:', 'en', (s) => (IMPERATIVE.test(s) ? `Step 1: ${lowerFirst(s)}` : s)],
  ['1)', 'en', (s) => `1) ${s}`],
  ['I want that you', 'en', (s) => (IMPERATIVE.test(s) ? `I want that you ${lowerFirst(s)}` : s)],
  [
    'full-width letters',
    'ja',
    (s) => s.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
  ],
  ['すみません、', 'ja', (s) => `すみません、${s}`],
  ['して', 'ja', (s) => s.replace(/してください。?$/, 'して')],
  ['してもらえますか', 'ja', (s) => s.replace(/してください。?$/, 'してもらえますか？')],
  ['しといて', 'ja', (s) => s.replace(/してください。?$/, 'しといて')],
  [
    'をお願いします',
    'ja',
    (s) =>
      s.replace(
        /(削除|追加|変更|作成|設定|接続|解除|登録|更新)してください。?$/,
        '$1をお願いします',
      ),
  ],

  ['お疲れ様です。', 'ja', (s) => `お疲れ様です。${s}`],
  ['『』', 'ja', (s) => s.replace(/「([^」]*)」/g, '『$1』')],
  [
    'memo',
    'ja',
    (s) =>
      s.replace(/\s*を\s*(削除|追加|変更|作成|無効化|有効化|接続|解除)してください。?$/, ' $1'),
  ],
  ['よろしく', 'ja', (s) => s.replace(/。?$/, '。よろしくお願いします。')],

  ['reason first', 'ja', (s) => `問い合わせが増えているので、${s}`],
  // Chat: a stretched "お願いしまーす", a laugh, a kaomoji, "よろ".
  ['くださーい', 'ja', (s) => s.replace(/ください。?$/, 'くださーい')],
  ['w', 'ja', (s) => s.replace(/。?$/, 'w')],
  ['kaomoji', 'ja', (s) => s.replace(/。?$/, '(^^)')],
  ['よろ', 'ja', (s) => s.replace(/してください。?$/, 'しといて、よろ〜')],
  ['全角スペース', 'ja', (s) => s.replace(/ /g, '　')],
  ['【至急】', 'ja', (s) => `【至急】${s}`],
  ['ね', 'ja', (s) => s.replace(/してください。?$/, 'してね')],
  ['・ or 1.', 'ja', (s) => `・${s}`],
  // Voice input, a letter to the vendor, a boss's request passed on, an emoji.
  ['no marks', 'ja', (s) => s.replace(/[。、！？]/g, '')],
  [
    '御中',
    'ja',
    (s) => `ネクストボット御中\nいつもお世話になっております。\n${s}\nよろしくお願いいたします。`,
  ],
  ['部長から', 'ja', (s) => `部長から依頼です。${s}`],
  ['🙏', 'ja', (s) => `${s}🙏`],
  // Kansai and colleagues' casual forms, a business cushion, a numbered step, half-width kana.
  ['しといてや', 'ja', (s) => s.replace(/してください。?$/, 'しといてや')],
  ['ほなよろしゅう', 'ja', (s) => s.replace(/。?$/, '。ほなよろしゅう')],
  ['しちゃって', 'ja', (s) => s.replace(/してください。?$/, 'しちゃって')],
  ['恐れ入りますが、', 'ja', (s) => `恐れ入りますが、${s}`],
  ['可能であれば、', 'ja', (s) => `可能であれば、${s}`],
  [
    'いただけますと幸いです',
    'ja',
    (s) => s.replace(/してください。?$/, 'していただけますと幸いです。'),
  ],
  ['①', 'ja', (s) => `①${s}`],
  ['half-width kana', 'ja', (s) => halfWidthKana(s)],
  ['Thai reason first', 'th', (s) => `เนื่องจากลูกค้าถามเยอะ ${s}`],
  [
    'นะคะ against it',
    'th',
    (s) => s.replace(/\s*(?:ครับ|ค่ะ|คะ|นะคะ|นะครับ|จ้า|นะ)?\s*$/, 'นะคะ'),
    true,
  ],

  ['particle after a space', 'th', (s) => s.replace(PARTICLE, ' ครับ'), true],
  ['ค่ะ', 'th', (s) => s.replace(PARTICLE, 'ค่ะ'), true],
  [
    'รบกวน',
    'th',
    (s) => (/^(?:เปลี่ยน|ลบ|เพิ่ม|สร้าง|ปิด|เปิด|ส่ง|ตั้ง|เอา|ย้าย|แก้)/.test(s) ? `รบกวน${s}` : s),
  ],
  // Chat: a laugh, a stretched particle.
  ['555', 'th', (s) => `${s} 555`],
  ['สวัสดีค่ะ', 'th', (s) => `สวัสดีค่ะ ${s}`],
  ['ขอบคุณค่ะ', 'th', (s) => `${s} ขอบคุณค่ะ`],
  ['ค่าา', 'th', (s) => s.replace(PARTICLE, 'ค่าา'), true],
  ['จ้า', 'th', (s) => s.replace(PARTICLE, 'นะจ้า'), true],
  // A sticker's word, a letter to the vendor, a boss's request passed on, stretched particles.
  ['[sticker]', 'th', (s) => `${s} [สติกเกอร์ขอบคุณ]`],
  ['เรียน', 'th', (s) => `เรียน ทีมงาน\n${s}\nจึงเรียนมาเพื่อโปรดดำเนินการ`],
  ['พี่บอสฝากมา', 'th', (s) => `พี่บอสฝากมาค่ะ ${s}`],
  ['คร้าบ', 'th', (s) => s.replace(PARTICLE, 'คร้าบ'), true],
  ['น้าาา', 'th', (s) => s.replace(PARTICLE, 'น้าาา'), true],
  // Chat spellings, an English verb, a numbered point, a memo's subject line.
  ['คับ', 'th', (s) => s.replace(PARTICLE, 'คับ'), true],
  ['นะคะะ', 'th', (s) => s.replace(PARTICLE, 'นะคะะ'), true],
  ['ขอบคุน', 'th', (s) => `${s} ขอบคุนค่ะ`],
  ['ข้อ 1', 'th', (s) => `ข้อ 1 ${s}`],
  ['เรื่อง', 'th', (s) => `เรื่อง ขอแก้ไขบอท\n${s}`],
  [
    'English verb',
    'th',
    (s) =>
      s.replace(
        /^(?:ช่วย)?(ลบ|เพิ่ม|เปลี่ยนชื่อ)\s*/,
        (all, verb) => `ช่วย ${{ ลบ: 'delete', เพิ่ม: 'add', เปลี่ยนชื่อ: 'rename' }[verb]} `,
      ),
    true,
  ],
  ['ช่วย', 'th', (s) => (/^(?:เปลี่ยน|ลบ|เพิ่ม|สร้าง|ปิด|เปิด|ส่ง|ตั้ง|เอา|ย้าย|แก้)/.test(s) ? `ช่วย${s}` : s)],
  // (Outside quotes: a quoted value is typed as it should stay.)
  [
    'no spaces',
    'th',
    (s) =>
      s.replace(/"[^"]*"|'[^']*'|([^"']+)/g, (all, outside) =>
        outside === undefined
          ? all
          : outside.replace(/(?<=[\u0e00-\u0e7f]) (?=[\u0e00-\u0e7f])/g, ''),
      ),
    true,
  ],
];

/** Full-width katakana as a phone or an old system types them half-width: "ｵｰﾀﾞｰ". */
function halfWidthKana(text) {
  const plain =
    'ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン';
  const voiced = 'ガギグゲゴザジズゼゾダヂヅデドバビブベボ';
  const halfVoiced = 'パピプペポ';
  return text.replace(/[ァ-ンー]/g, (c) => {
    const at = plain.indexOf(c);
    if (at >= 0) return String.fromCharCode(0xff66 + at);
    const v = voiced.indexOf(c);
    if (v >= 0) return `${halfWidthKana(String.fromCharCode(c.charCodeAt(0) - 1))}ﾞ`;
    const h = halfVoiced.indexOf(c);
    if (h >= 0) return `${halfWidthKana(String.fromCharCode(c.charCodeAt(0) - 2))}ﾟ`;
    return c;
  });
}

const languageOf = (text) => (THAI.test(text) ? 'th' : JAPANESE.test(text) ? 'ja' : 'en');
const changed = new Map();
let read = 0;
for (const testCase of tuningCases()) {
  const { instruction, setup, expect: wanted } = testCase;
  if (instruction.includes('\n') || wanted.length === 0) continue;
  const answer = said(instruction, setup);
  const looseAnswer = said(instruction, setup, true);
  // Only cases answered with the suggestions they want (skill and target, in any order).
  const wants = JSON.stringify(wanted.map((w) => w.skill).sort());
  const got = JSON.stringify(
    JSON.parse(answer)
      .map((s) => s[0])
      .sort(),
  );
  if (wants !== got) continue;
  read += 1;
  const language = languageOf(instruction);
  for (const [name, applies, dress, loose = false] of DRESSINGS) {
    if (applies !== language || (only && name !== only)) continue;
    const dressed = dress(instruction);
    if (dressed === instruction) continue;
    if (said(dressed, setup, loose) === (loose ? looseAnswer : answer)) continue;
    changed.set(name, [...(changed.get(name) ?? []), dressed]);
  }
}

console.log(`${read} cases answered with the skills they want, each re-sent dressed:`);
for (const [name, applies] of DRESSINGS) {
  if (only && name !== only) continue;
  console.log(`  ${name.padEnd(24)} ${applies}  ${(changed.get(name) ?? []).length} changed`);
}
if (only) for (const text of changed.get(only) ?? []) console.log(`    ${text.slice(0, 140)}`);
