/**
 * The AI builder's instruction interpreter (docs/product/ai-builder.md: "deterministic and
 * rule-based over the skills (no model)"). An instruction is split into clauses; each clause is
 * read by the first interpreter that recognises it; every suggestion is checked against the board
 * with every earlier suggestion applied. No randomness, no clock: the same instruction and board
 * always give the same reply and suggestions.
 */
import type { Board, DraftSuggestion } from './types.js';
import type { ClauseInterpreter, ClauseOutcome } from './interpreter/clause-context.js';
import { composeReply } from './interpreter/compose-reply.js';
import { fromCode } from './interpreter/code-dialect.js';
import {
  allButLastSentence,
  KEEPS_ITEM,
  substituted,
  withoutItem,
} from './interpreter/correction.js';
import { interpretCreateClause } from './interpreter/create-clause.js';
import { interpretDeleteClause } from './interpreter/delete-clause.js';
import { interpretFieldUpdateClause } from './interpreter/field-update-clause.js';
import { interpretGiveToolClause } from './interpreter/give-tool-clause.js';
import { interpretInstructClause } from './interpreter/instruct-clause.js';
import { expandList } from './interpreter/expand-list.js';
import { AWAITING_YES, openEnvelope, withoutClosing } from './interpreter/message-envelope.js';
import { boardNames, idsAsNames } from './interpreter/resolve-reference.js';
import {
  CHAT_PARTICLES,
  fixTypos,
  normalizeEnglish,
  unshouted,
  boardNamesUnquoted,
} from './interpreter/normalize-english.js';
import { CLAUSE_START_WORDS } from './interpreter/verbs.js';
import { detectLanguage, type Language } from './interpreter/localized/language.js';
import {
  arrowRoutes,
  mentionedIn,
  namedByRole,
  readLocalized,
  readSkills,
  withoutRemark,
} from './interpreter/read-skills.js';
import { rewriteClause } from './interpreter/rewrite-clause.js';
import { interpretLineClause } from './interpreter/line-clause.js';
import { orderByDependencies } from './interpreter/order-by-dependencies.js';
import { parseClause, type ParsedClause } from './interpreter/parse-clause.js';
import {
  collapseWhitespace,
  escapeRegExp,
  stripTrailingPunctuation,
} from './interpreter/phrase.js';
import { allBut, ruleOfAgent, theOther, toolByUser } from './interpreter/all-but.js';
import { createPlan, type Plan } from './interpreter/plan.js';
import { interpretRenameClause } from './interpreter/rename-clause.js';
import { interpretRouteClause } from './interpreter/route-clause.js';
import { splitClauses } from './interpreter/split-clauses.js';
import { interpretTestModeClause } from './interpreter/test-mode-clause.js';
import { plainTyping } from './interpreter/typing.js';

/** openapi.yaml BuilderMessageRequest.instruction: 1–4000 characters (the caller validates). */
export const MAX_INSTRUCTION_LENGTH = 4000;
/** Bounds the work per instruction; clauses beyond this are reported, not read. */
export const MAX_CLAUSES = 20;

export interface InterpretResult {
  /** A friendly summary for `BuilderMessage.reply`, in the instruction's language (English, Japanese or Thai). */
  readonly reply: string;
  /** In the order to apply them; `dependsOn` holds indexes into this array. */
  readonly suggestions: DraftSuggestion[];
}

/** A reading of a message, with how many of its clauses it left unread (none when not said). */
interface Reading extends InterpretResult {
  readonly unread?: number;
}

/**
 * "1) new router Escalations 2) delete FAQ", "(1) … (2) …", "Step 1: … Step 2: …", "ข้อ 1 … ข้อ 2
 * …", "①… ②…", and "1. … 2. …" on a line that starts with "1.": a number in the middle starts an
 * item.
 */
const INLINE_NUMBERS =
  /[ \t](?=(?:\(?(?:\d{1,2}|[a-h])\)|[Ss]tep \d{1,2}[:.)]|ข้อ \d{1,2}[.:)]?)[ \t])|(?<=\S)(?=[②-⑩])/g;
/** Whether INLINE_NUMBERS can apply at all: most messages number nothing. */
const NUMBERED = /\d\)|[a-h]\)|[Ss]tep \d|ข้อ \d|[②-⑩]/;
const NUMBERED_LINE = /^[ \t]*1\.[ \t][^\n]*/gm;
const NUMBER_DOT = /[ \t](?=\d{1,2}\.[ \t])/g;
// ("・返品の問い合わせは…": a Japanese bullet needs no space after it; "Step 2:", "ข้อ 2" number a step.)
const BULLETS =
  /^[ \t]*(?:(?:[-*•·▪–]|\d{1,2}[.)]|[a-h]\)|\((?:\d{1,2}|[a-h])\)|(?:step|ข้อ(?:ที่)?|ขั้นตอนที่)[ \t]*\d{1,2}[ \t]*[.:)–-]?)[ \t]+(?:\[[ xX]\][ \t]+)?|[・●■◆①-⑩][ \t]*)/gim;

/** "- fallback → Personal training?? no, keep human": a line of notes that asks, then keeps things. */
const TAKEN_BACK_LINE = /^[^\n]*\?+[ \t]*(?:no|nah|nope)\b[,.]?[ \t]*(?:keep|leave)\b[^\n]*$/gim;

/**
 * "Task: route …", "My action item from standup: give FAQ …", "Quick one from Ken: …", "依頼：…": a
 * line's lead-in that only says a request follows, and whose.
 */
const LEAD_IN =
  /^[ \t]*(?:my |our |an? |one )?(?:action(?: items?)?|to-?dos?|to do|tasks?|requests?|asks?|notes?|quick (?:one|request|thing|ask)|(?:do )?one (?:more )?thing|(?:kindly )?do the needful|(?:router |agent |sub-agent |tool )?rename|依頼(?:内容)?|คำขอ)(?: (?:from|for|after) [A-Za-z][\w' -]{0,40})?[ \t]*(?:[:：]|(?<=quick (?:one|request|thing|ask)|one (?:more )?thing)[ \t]+[-–—])[ \t]*(?=\S)/gim;
/** "two tweaks — …", "a few things: …": how many requests follow, before them. */
const COUNTED_LEAD_IN =
  /^[ \t]*(?:two|three|four|a few|a couple of|some) (?:tweaks|changes|things|requests|updates|fixes)[ \t]*[:：—–][ \t]*(?=\S)/gim;

/** "ken@acme.test; lee@acme.test": a semicolon between two addresses lists them. */
function commaBetweenEmails(semicolon: string, at: number, text: string): string {
  const between =
    EMAIL_BEFORE.test(text.slice(Math.max(0, at - 80), at).trimEnd()) &&
    EMAIL_AFTER.test(text.slice(at + 1, at + 81).trimStart());
  return between ? ',' : semicolon;
}

const EMAIL_BEFORE = /@[\w-]+(?:\.[\w-]+)+$/;
const EMAIL_AFTER = /^[\w.+-]+@/;

/** "add testers:" and the e-mail addresses listed on the lines under it: one line. */
const LISTED_EMAILS = /^([^\n]*[:：])[ \t]*\n((?:[ \t]*[^\s@]+@[^\s@]+[ \t]*(?:\n|$))+)/gm;

/**
 * Words that take back what came before them in the same message. What follows them is read on
 * its own ("Delete FAQ… actually no, just rename it to Help"); when it asks for nothing, nothing
 * is suggested.
 */
const SELF_CORRECTION =
  /\b(?:no,? wait|wait,? no|scratch that|never ?mind|actually,? no|actually,? (?=(?:keep|leave|don'?t|do not|just|(?:call|name) (?:it|that|them))\b)|jk|just kidding|i mean(?! it\b)|i meant|oops|sorry,? (?:i meant|not|no\b)|forget it|forget that|cancel that|(?:scrap|ditch|drop|strike) that(?=\s*[,.!;]|\s*$)|hmm,? no|on (?:second thought|reflection)|(?:leave|keep) it (?:as|like) it is|(?:leave|keep) it as is|(?:i'?d|i would|we'?d|we would) rather (?=keep|leave|not)|i disagree|let'?s keep (?:it|them|that)|(?:but |and )?(?:i|we) (?:said no|disagree|(?:think|feel) we should keep (?:it|them))\b|but (?:i|we) still need (?:it|them)\b|changed (?:my|our) minds?|(?:,|\bwe talked about it,?) but no\b|\bno,? (?:leave|keep) (?:it|them)\b|nothing to change|(?:ignore|disregard) (?:that|what i (?:just )?said|my last message)(?=[\s.!]*$|\s*[—–;,]|\s+-\s)|(?:ignore|disregard|drop|scrap) (?:P|item |#|step )\d\b(?=[\s.!,]*(?:$|,|the|it|that|we|i|since|because)))\b,?|いや、|やっぱり|気が変わ|断りました|(?:と言って(?:ます|います|いる|る)?|したがって(?:ます|います|いる|る)?)(?:が|けど)、|(?:すみません|ごめんなさい|失礼しました)?[、,\s]*間違え(?:ました|ていました|た)?|訂正(?:です|します)|(?:すみません|ごめんなさい|失礼しました)[、,\s]*(?=[^、。]{1,40}でした)|ไม่ใช่ๆ|เดี๋ยวนะ|(?<!ให้)ขอโทษ(?!\s*(?:ลูกค้า|คุณ))|เอ้ย|เอ๊ะ|อ๊ะ|พิมพ์ผิด(?=\s*\S)|(?<!ส่วน\s*[A-Za-z][\w .-]{0,30}|[(（]\s*)ไม่ต้อง(?:แล้ว|ดีกว่า|ค่ะ|ครับ|คะ|นะ)*(?=\s|$)|ไม่ต้อง(?:ลบ|เปลี่ยน|เพิ่ม|สร้าง|ปิด|เปิด|แก้|ทำ|ย้าย|ตั้ง)แล้ว(?=[\s!.]|$)|ยกเลิกๆ|เปลี่ยนใจ|แต่(?:เรา|ผม|ฉัน|หนู)?(?:ไม่เห็นด้วย|ยังต้องใช้|ยังใช้อยู่)|เอาใหม่/i;

/** "wait …", "keep FAQ …" before "until": what comes after is for later. */
const WAITS = '\\b(?:wait|keep|hold|leave)\\b[^.!?\\n]{0,40}';

/** A change for later, on a schedule, or still to be checked with someone: not one to make now. */
const NOT_NOW = new RegExp(
  [
    "\\b(?:not sure(?! (?:if |whether )?(?:this|it)(?:'s| is) the (?:right|best|correct|proper) (?:place|way|channel|person))(?! if (?:this|it|that)(?:'s| is)? (?:possible|doable|allowed|supported|a thing)\\b)|unsure|not certain|no idea|let me check|check with(?! (?:get|post|put|patch|delete|https?)\\b)|run it (?:by|past)|hold off|before we decide|remind me|(?<!(?:called|named|ชื่อ)\\s*[A-Za-z][\\w ]{0,30})schedule(?! (?:questions?|enquiries|queries|changes|info|information)\\b)|scheduled|on weekends?|at weekends?|at night|at midnight|at noon|overnight|outside (?:business|office) hours|during|tomorrow|next (?:week|month|year|time|sprint|release|quarter|version)|this (?:weekend|evening|afternoon)|every (?:\\w+day|weekend|night|morning|evening|week|month|hour)|(?<!\\b(?:open|opened|closed|shut) )(?:on|by|this|next) (?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:on|by|from|until) (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \\d|over the (?:holidays?|weekend)|in (?:a few|\\d+|two|three) (?:minutes|hours|days|weeks)|at \\d{1,2}(?::\\d\\d)? ?(?:am|pm)?)\\b",
    // "wait till Monday to delete FAQ", "keep FAQ until Monday, then delete it".
    `${WAITS}\\b(?:until|till|til)\\b`,
    // "rename Orders later", but not "Add a router. We'll fill in the rules later".
    "(?<!(?:^|[.!?]\\s*)(?:we|i)(?:'ll| will)\\b[^.!?]*)\\blater\\b",
    // "FAQ may be deleted at some point", "one day we'll rename it": some time, not now (unless
    // something else is asked "for now").
    '(?<!\\bfor now\\b[\\s\\S]*)\\b(?:at some point|some ?day|one day|eventually)\\b(?![\\s\\S]*\\bfor now\\b)',
    // "I was going to delete the tool but …": a plan given up, told.
    '\\b(?:i|we) (?:was|were) (?:going|planning|about) to\\b',
    // "แต่ขอยังไม่ทำตอนนี้ค่ะ ไว้หลังสงกรานต์ค่อยว่ากัน": not now, later.
    'ยังไม่(?:ทำ|ต้องทำ|เปิด|ปิด)?ตอนนี้|ไว้หลัง\\S{0,20}ค่อย|ค่อยว่ากัน',
    // "Let me sleep on it", "I keep going back and forth on …": still deciding.
    // "NOT approved yet, waiting on @maria … Don't apply anything until she signs off".
    "\\b(?:idk|dunno|thoughts\\s*\\?|not approved(?: yet)?|waiting (?:on|for) @\\w+|(?:don'?t|do not) apply (?:anything|it|this|these|them)|sleep on it|back and forth|on the fence|haven't decided|not decided yet|still thinking|part of me|torn between|can't decide|(?:i'?m|we'?re|i am|we are) not doing (?:it|that|this))\\b",
    // A changelog or release note tells what was done.
    '\\b(?:changelog|release notes|(?:shipped|released|deployed) (?:on )?\\d)',
    // "once the new API is live, change …": a change that waits for something to happen.
    '\\b(?:once|when|after|as soon as) (?:[\\w-]+ ){0,5}?(?:is|are|goes|go|gets|get|has been|have been|has|have) (?:live|ready|done|out|launched|released|release|deployed|shipped|available|fixed|merged|finished|over|back)\\b',
    // "… once finance sends us the refund policy": waits for someone else to act first.
    "\\b(?:once|as soon as) (?!(?:more|again|a day|a week|per|or twice|and for all|in a)\\b)(?!(?:a |the |any )?(?:customers?|users?|someone|somebody|anyone|anybody|people|they|a message)\\b)(?:[\\w'-]+ ){1,4}?(?:sends?|sent|arrives?|finish(?:es|ed)|decides?|decided|repl(?:ies|ied)|responds?|provides?|shares?|publish(?:es|ed)|finaliz(?:es|ed)|hears?|heard|gets? back)\\b",
    '(?:さっき|先ほど|同僚が|誰かが)[^。]*(?:ました|した|ておきました|た(?:みたい|よう|らしい))',
    // "เมื่อกี้พี่ต้นปิดไลน์ไปแล้ว แจ้งไว้เฉยๆ": someone did it a moment ago; just so you know.
    '(?:เพื่อนร่วมงาน|หัวหน้า|ใครบางคน|เมื่อกี้|เมื่อสักครู่)\\S{0,40}(?:ไปแล้ว|เรียบร้อยแล้ว)|แจ้ง(?:ไว้|ให้ทราบ)?เฉยๆ',
    // "LINE を止めるべきか迷っています", "…けど、部長に聞いてみます", "前に…変えたら混乱しました".
    '迷って|悩んで|べきか|どうしようか|聞いてみ|確認してみ|相談してみ|前に[^。]*(?:たら|ました)|以前',
    // "新しい API が公開されてから", "…作るのは、準備ができてからにします": it waits for something.
    '(?:公開|リリース|完成|稼働|開始|準備|用意)が?(?:され|し|でき)?(?:てから|たら|次第)|てからに(?:します|しましょう|しよう)',
    '明日|週末(?!用)|夜間(?!用)|あとで|後で|確認してから|相談してから|(?:ちょっと|少し)?考えます|検討します|来週|来月|年末|年始|連休|祝日|[月火水木金土日]曜|になったら',
    // "昨日ルーターを削除しました", "เมื่อวานลบไปแล้ว": what was already done.
    'たことがあ|เคย',
    // (Not a name: "สร้างเราเตอร์ชื่อ วันหยุด".)
    '(?<!ชื่อ(?:ว่า)?\\s{0,3})(?:พรุ่งนี้|สุดสัปดาห์|ทีหลัง|ตอนกลางคืน|สัปดาห์หน้า|อาทิตย์หน้า|เดือนหน้า|ปีหน้า|คราวหน้า|วันหยุด|วัน(?:จันทร์|อังคาร|พุธ|พฤหัส|ศุกร์|เสาร์|อาทิตย์))',
  ].join('|'),
  'i',
);

/**
 * The words that can say when a change is to be made: without "pause LINE till tomorrow" (how
 * long, not when) and without a sentence that only tells what happens when ("We're live
 * tomorrow!!", "PCI audit next month."), which is the reason for a request, not its time.
 */
function whenAsked(text: string): string {
  const untilLater = text.replace(UNTIL_TIME, ' ');
  return CONTEXT_OPENS.test(untilLater)
    ? untilLater.replace(SENTENCES, (sentence) =>
        CONTEXT_OPENS.test(sentence.trim()) && !CHANGE_VERB.test(sentence) ? ' ' : sentence,
      )
    : untilLater;
}

const UNTIL_TIME = new RegExp(
  // ("pause LINE until the launch on Monday": up to four words before the time.)
  `(?<!\\b(?:not|only|but|after)\\s+|${WAITS})\\b(?:until|till|til) (?:[\\w'-]+ ){0,4}?(?:tomorrow|tonight|the weekend|next week|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)\\b`,
  'gi',
);
const CONTEXT_OPENS =
  /(?:^|(?<=[.!?\n][ \t]{0,4}))(?:(?:the|our|a|an|[A-Z]{2,})\s+)?(?:launch|go-?live|audit|release|demo|campaign|sale|migration|maintenance|deadline|event)\b|(?:^|(?<=[.!?\n][ \t]{0,4}))(?:we(?:'re| are)\b(?! (?:going|gonna)\b)|we go\b|it(?:'s| is)\b|(?:(?:our|the|most|some|many) )?(?:guests|customers|people|users|clients|patients|students|members|callers|shoppers|parents|buyers)\b(?! (?:should|must|will|can)\b))/im;
const CHANGE_VERB =
  /\b(?:add|creat|make|mak|delet|remov|drop|renam|call|rout|send|forward|enabl|disabl|turn|switch|connect|disconnect|giv|chang|updat|set|put|mov|paus|resum|stop|start|tak|kill|do|flip|swap|point)\w*/i;

/** A capitalised word inside a sentence, other than a day or a month: a name, not a time. */
const NAME_INSIDE =
  /(?<=[^\s.!?:\n]\s+)(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[A-Z][a-z]+\b/g;

/** "FYI", "just so you know": only telling, before what is told. */
const FYI_WORDS = 'fyi|for your info(?:rmation)?|just so you know|just letting you know';
const FYI = new RegExp(`\\b(?:${FYI_WORDS})\\b[,:]?`, 'gi');

/**
 * "Someone turned on test mode yesterday", "My colleague already switched on test mode", "FYI we
 * switched payment providers": what already
 * happened, or is only told, asks for nothing now, unless it is only the story before a request
 * of its own ("No replies on LINE since yesterday.
 * Switch the bot back on there.").
 */
const PAST = new RegExp(
  `\\b(?:(?<!since )yesterday|last (?:week|night|month)|ago|${FYI_WORDS}|(?:colleague|teammate|co-?worker|someone|somebody) (?:already |just )?(?:switched|turned|changed|set|added|removed|deleted|renamed|connected|disconnected|enabled|disabled|put|made|created|updated))\\b|แจ้งเพื่อทราบ|昨日|今朝|先週|先月|おととい|เมื่อวาน|เมื่อเช้า|เมื่อคืน|สัปดาห์ที่แล้ว|เดือนที่แล้ว`,
  'i',
);

/** A sentence that asks for a change: an English imperative, a Japanese or Thai request. */
const ASKS =
  /^[\W_]*(?:(?:action items?|tasks?|requests?|to ?dos?)\s*:\s*(?:\d{1,2}[.)]\s*)?)?(?:(?:please|pls|anyway|so|ok(?:ay)?|now|then|and|just|also|kindly|(?:can|could|would) you)\b[\s,—–-]*)*(?:add|create|make|delete|remove|drop|rename|route|send|forward|enable|disable|turn|switch|connect|disconnect|give|change|update|set|put|move|call)\b|(?:して|ください|下さい|お願い(?:します)?|ほしい(?:です)?)[。！!]?\s*$|^\s*(?:ช่วย|รบกวน)|(?:หน่อย|ด้วย)(?:นะ)?(?:ครับ|ค่ะ|คะ)?\s*$/i;

/** A sentence: a dot inside "ana@acme.test" or "v2.1" does not end it, nor does a line run over. */
const SENTENCES = /(?:[^.!?。？！\n]|[.!?](?=\S))+[.!?。？！]*/g;

/**
 * The sentences that tell of the past, and the text without them (its lines and e-mails as they
 * were), when every sentence that tells of the past asks nothing and another sentence asks; null
 * otherwise.
 */
function storyOf(text: string): { readonly told: string; readonly rest: string } | null {
  const sentences = text.match(SENTENCES) ?? [];
  const isTold = (sentence: string): boolean => PAST.test(sentence.replace(QUOTED, ' '));
  const asks = (sentence: string): boolean => ASKS.test(sentence.trim());
  const told = sentences.filter(isTold);
  if (told.some(asks) || !sentences.some((sentence) => !isTold(sentence) && asks(sentence)))
    return null;
  return {
    told: told.join(' '),
    rest: text.replace(SENTENCES, (sentence) => (isTold(sentence) ? '' : sentence)),
  };
}

/**
 * "Somebody switched test mode off again. Please turn it on now": "it" is what the story switched,
 * when that is test mode or LINE alone.
 */
function switchedIt(story: { readonly told: string; readonly rest: string }): string {
  const told = SWITCHED.filter(([said]) => said.test(story.told));
  const [only] = told;
  return only && told.length === 1
    ? story.rest.replace(/\b(turn|switch|put) it\b/gi, `$1 ${only[1]}`)
    : story.rest;
}

/** What a story may have switched, and how a request names it. */
const SWITCHED: readonly (readonly [RegExp, string])[] = [
  [/\btest mode\b/i, 'test mode'],
  [/\bLINE\b/, 'LINE'],
];

/** Words that say what the writer wants done: "〜たい", "want to", "อยาก". */
const WISH = /たい|ほしい|欲しい|\b(?:want|would like|need) to\b|อยาก/i;

/**
 * "… → Help desk thx", "…, leave it as it is. Thanks!", "Can you delete …?!": the thanks at the
 * end of a message and the marks after its last word say nothing, and are never part of a value;
 * nor does a greeting at its start.
 */
const SIGN_OFF_WORDS = [
  'thank you very much',
  'thank you kindly',
  'thank you so much',
  'thanks so much',
  'thank you in advance',
  'thanks in advance',
  // (Thanks from other languages, said in English letters: "… Obrigada!!", "Thank you po".)
  'salamat po',
  'asante sana',
  'asante',
  'terima kasih',
  'dhanyavaad',
  'shukriya',
  'obrigada',
  'obrigado',
  'gracias',
  'danke',
  'merci',
  // (Only after thanks: a message may end in a name or "PO", a purchase order.)
  'thank you po',
  'thanks po',
  'thanks a lot',
  'many thanks',
  'right away',
  'now please',
  'if possible',
  'thank you',
  'thank u',
  'for me',
  'for us',
  // (British and Australian: "… cheers mate", "… ta".)
  'cheers mate',
  'thanks mate',
  'ta very much',
  'ta mate',
  'cheers',
  'thanks',
  'ta',
  // (Malay and Indonesian: "… to it ya", as before a full stop in SYNONYMS.)
  'yah',
  'ya',
  'please',
  // (Thai politeness in English letters: "… question krub".)
  'khrap',
  'krub',
  'krap',
  'kha',
  'asap',
  'thx',
  'tia',
  'pls',
  'plz',
  'ty',
  // (Thai thanks after a request: "… ชื่อ Thailand OA ขอบคุณค่ะ".)
  'ขอบคุณมากค่ะ',
  'ขอบคุณมากครับ',
  'ขอบคุณค่ะ',
  'ขอบคุณครับ',
  'ขอบคุณค่า',
  'ขอบคุณนะคะ',
  'ขอบคุณนะครับ',
  ...CHAT_PARTICLES,
];
/** `text` without the spaces, commas, full stops and exclamation marks at its end. */
function withoutTrailingMarks(text: string): string {
  let end = text.length;
  while (end > 0 && ' \t\n\r,.!'.includes(text[end - 1] ?? '')) end -= 1;
  return text.slice(0, end);
}

/** "… Thanks, Mark", "… Cheers, Anna K.": thanks signed with a name, ending a message. */
const SIGNED =
  /(?<=[.!?]|^)\s*(?:[Tt]hanks|[Tt]hank you|[Mm]any thanks|[Cc]heers|(?:[Kk]ind )?[Rr]egards|[Bb]est|BR)[,!]?\s+[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*)?[.!]?\s*$/;

/** `message` without the thanks and marks at its end, looked at from the end only. */
function withoutSignOff(pasted: string): string {
  const message = /\n/.test(pasted) ? withoutClosing(pasted) : pasted;
  // (Only the end is looked at: a signature is short.)
  const tail = message.length > 80 ? message.length - 80 : 0;
  const signed = SIGNED.exec(message.slice(tail));
  let text = withoutTrailingMarks(signed ? message.slice(0, tail + signed.index) : message);
  for (let again = true; again;) {
    again = false;
    const lower = text.slice(-20).toLowerCase();
    const word = SIGN_OFF_WORDS.find(
      (w) => lower.endsWith(w) && !/[\p{L}\p{N}]/u.test(lower.at(-w.length - 1) ?? ''),
    );
    if (word) {
      text = withoutTrailingMarks(text.slice(0, -word.length));
      again = true;
    } else if (text.endsWith('po') && RESPECT_PO.test(text)) {
      text = withoutTrailingMarks(text.replace(RESPECT_PO, ''));
      again = true;
    }
  }
  return text;
}

/** Filipino "po" at the end, said out of respect ("… rename it po"); never "PO", an order. */
const RESPECT_PO = /(?<=\S)\s+po$/;

/** "Could you …?", "Can you please …?" around one sentence: its question mark asks nothing. */
const POLITE_REQUEST =
  /^(\s*(?:could|can|would|will) (?:you|u) (?:please |pls |kindly )?[^?.!\n]+)\?$/i;

/**
 * "Hi! …", "Hello team, …", "Good morning —", "hii can u …": a greeting before the first words of
 * a message, or two ("Hi team, hi, …"); and a word that only takes the turn ("Righto - …").
 */
const GREETING =
  /^(?:\s*@[\w.-]+[,:]?(?=\s))?(?:\s*(?:hi+|hel+o+|hal+o+|hey+|hiya|heya|yo|howdy|howzit|g'?day|kia ora|hola|bonjour|ciao|salam|namaste|good (?:morning|afternoon|evening)|morning)(?: (?:team|there|all|everyone|guys|folks|builder|bot))?\s*(?:[!,.:;—–-]+\s*|\s+(?=[A-Z]))|\s*(?:hi+|hel+o+|hey+|hiya|heya|howdy|howzit)\s+(?=[a-z])|\s*(?:right(?:o|io|y)?|ok(?:ay)?|alright|all right|well|anyway)\s*(?:[,:;]|\s[-–—])\s*)+/i;

function signedOff(message: string): string {
  // ("Could you rename faq → Help, orders → Shipping?": a request asked politely, not a question.)
  const signed = withoutSignOff(message).replace(GREETING, '').replace(POLITE_REQUEST, '$1');
  return signed.length > 0 ? signed : message;
}

/** "What would happen if we removed FAQ?": a question about a change, not a request for one. */
const WHAT_IF =
  /\b(?:is (?:that|this|it) (?:still )?(?:accurate|correct|right|true|up to date)(?=\s*\?)|what (?:would|will|could) happen|what happens (?:if|when)|what if|is it (?:safe|ok|okay|a good idea|wise) to|would it (?:break|hurt|matter|make sense|be (?:better|wise|a good idea))|(?:does|do) it make sense to|do you think (?:we|i) should|what do you think(?: about)?|let me know if|tell me if|what(?:'s|s| is) the difference|difference between)\b|\s[—–-]\s*(?:is that )?(?:correct|right|true)\s*\?|\bif (?!(?:it'?s|it is) not too much|possible\b|you (?:can|could|don'?t mind)\b)[^.!?\n]{1,80},\s*(?:do|does|will|would|is|are|can|could)\b(?!\s+(?:you|u|we)\b)[^.!?\n]*\?|どうなる|どうなり|たらどう|(?:ほうがいい|方がいい|べき)(?:です|でしょう)?か?\s*[？?]|ควร[^?？]{0,40}?(?:ไหม|มั้ย|หรือเปล่า)|เกิดอะไรขึ้น|\b(?:will|would)\b[^.?!]{1,40}\bstill\b[^.!?]*\?|(?:たら|ても)[^。？?]{0,40}(?:まだ|引き続き)[^。？?]{0,30}(?:ますか|ですか|でしょうか|[？?])|(?:たら|ても)[、,]?[^。？?\n]{0,60}?(?:どこ|どご|どう|何|なに|どれ|誰)[^。？?\n]{0,30}[？?]|ถ้า[^?？]{0,60}?จะ(?:ยัง|เป็น|มี|เกิด)[^?？]{0,60}?(?:ไหม|มั้ย|หรือเปล่า|รึเปล่า|อะไร)|ถ้า[^?？\n]{0,60}?จะ[^?？\n]{0,40}?(?<!ได้\s?)(?:ไหม|มั้ย|หรือเปล่า|รึเปล่า)/i;

const ASKED: Readonly<Record<Language, string>> = {
  en: 'That reads as a question about a change, not a request to make one, so I suggest nothing. Ask me to make the change when you want it.',
  ja: '変更についての質問のようなので、何も提案しません。変更したいときは、その指示を送ってください。',
  th: 'ดูเหมือนเป็นคำถามเกี่ยวกับการเปลี่ยนแปลง ไม่ใช่คำขอให้เปลี่ยน จึงไม่เสนออะไร ส่งคำสั่งเมื่อต้องการให้เปลี่ยน',
};

/** A reason given for a request: "…because we get wrong answers at night", "夜間の誤回答が多いので". */
const REASON =
  /\b(?:because|'?cause|due to) [^.!?\n]*|(?<=^|[.!?\n]\s{0,8})(?:(?:since|now that|seeing as) [^.!?\n,]*,|(?:we|i|they|our|it|this|that|customers|people|nobody|no one)\b[^.!?\n,]*(?=,\s*so\b))|(?<=^|[。\n、])[^。\n、]*(?:ので|ため(?:に)?|(?<=[だいたすね])から|に向けて|に備えて)(?=[。、\s]|$)|เพราะ\S*/gi;

/**
 * "going live tomorrow morning so turn off test mode now", "สัปดาห์หน้าจะเปิดฟีเจอร์ใหม่ เลยอยาก…": a
 * reason before "so" or "เลย", looked for only in a message that says one of them.
 */
const REASON_SO =
  /(?<=^|[.!?\n]\s{0,8})[^.!?\n,]{1,80}?(?=,?\s+so\s+(?:please |pls |can you |could you |kindly )?(?:turn|switch|add|create|make|delete|remove|rename|route|send|connect|disconnect|enable|disable|stop|pause|give|set|change|update|take|put|move)\b(?![^.!?\n]*\bthen\b))|(?<=^|\n)[^\n]*?(?=\s*เลย(?:อยาก|ขอ|รบกวน))/gi;

/** `text` without the reasons it gives. */
function withoutReasons(text: string): string {
  const said = text.replace(REASON, ' ');
  return /\bso\b|เลย/i.test(said) ? said.replace(REASON_SO, ' ') : said;
}

/** The reasons `text` gives. */
function reasonsIn(text: string): string[] {
  return [
    ...(text.match(REASON) ?? []),
    ...(/\bso\b|เลย/i.test(text) ? (text.match(REASON_SO) ?? []) : []),
  ];
}

/** A time that is said not to be when: what follows it is. Looked for only after a denial. */
const DENIAL = /じゃなく|ではなく|\bnot |ไม่ใช่/i;
const NOTHING = /$^/;
const DENIED_TIME =
  /(?:今日|明日|あした|来週|今週|来月|今月|週末|あとで|後で|今夜|夜|朝|午前|午後|[0-9０-９]{1,2}時)(?:じゃなくて|ではなく)|\bnot (?:tomorrow|tonight|later|next week|on monday)\b|ไม่ใช่(?:พรุ่งนี้|สัปดาห์หน้า)/gi;

/** The new text of a sub-agent's instructions or description, to the end of its line. */
const VALUE_TAIL =
  /\b(?:called|named) ["“']?[A-Z][^\s,.]*(?: [A-Z][^\s,.]*)*["”']? (?:that|which|who) (?:tells|answers|handles|explains|covers|deals with|helps)\b[^.!?\n]*|\b(?:instructions|description|prompt)\b[^.\n]{0,40}?(?:\bto\b|\bwith\b|:|\b(?:mention|say|state)(?: that)?\b)\s(?:"[^"\n]*"|“[^”\n]*”|「[^」\n]*」|'(?:[^'\n]|'(?=\w))*'(?!\w)|[^\n]*)/gi;

/** Text in quotes: "…", “…”, 「…」, 『…』, '…' (an apostrophe inside a word does not end it). */
const QUOTED = /"[^"\n]*"|“[^”\n]*”|「[^」\n]*」|『[^』\n]*』|(?<!\w)'(?:[^'\n]|'(?=\w))*'(?!\w)/g;

const LATER: Readonly<Record<Language, string>> = {
  en: 'That sounds like a change for later, on a schedule, still to be checked or already made, so I suggest nothing now: I can only make changes right away. Send the instruction when you want it made.',
  ja: 'あとで行う変更、予定された変更、または確認中の変更のようなので、今は何も提案しません（変更はすぐに行うものだけです）。実行したいときに指示を送ってください。',
  th: 'ดูเหมือนเป็นการเปลี่ยนแปลงสำหรับภายหลัง ตามเวลาที่กำหนด หรือยังต้องตรวจสอบ จึงยังไม่เสนอการเปลี่ยนแปลงตอนนี้ (ทำได้เฉพาะการเปลี่ยนแปลงทันที) ส่งคำสั่งอีกครั้งเมื่อต้องการให้ทำ',
};

const CHANGED_MIND: Readonly<Record<Language, string>> = {
  en: 'You took something back in the middle of the message, so I suggest nothing to be safe. Send the instruction you want in one message.',
  ja: 'メッセージの途中で指示が変わったため、安全のため何も提案しません。やりたいことを一つのメッセージで送ってください。',
  th: 'คำสั่งเปลี่ยนกลางข้อความ จึงไม่เสนอการเปลี่ยนแปลงเพื่อความปลอดภัย กรุณาส่งคำสั่งที่ต้องการในข้อความเดียว',
};

/**
 * Most specific first: testers and LINE before the generic create/delete, "give X the Y tool"
 * before "add …", "stop routing …" before "stop" meaning a LINE channel, fallbacks ("set the
 * fallback to …") before other field updates.
 */
const CLAUSE_INTERPRETERS: readonly ClauseInterpreter[] = [
  interpretTestModeClause,
  interpretInstructClause,
  interpretGiveToolClause,
  interpretRouteClause,
  interpretLineClause,
  interpretCreateClause,
  interpretRenameClause,
  interpretFieldUpdateClause,
  interpretDeleteClause,
];

/**
 * Turns a natural-language instruction into suggested board changes.
 *
 * @example
 * const { reply, suggestions } = interpretInstruction(
 *   'add a sub-agent called Billing that handles refunds and route refund questions to it',
 *   board,
 * );
 * suggestions.map((s) => s.skillId); // ['sub_agent.create', 'router.update']
 * suggestions[1]?.dependsOn; // [0]
 * reply; // 'I suggest 2 changes: create sub-agent "Billing"; route "refund questions" to "Billing".'
 */
export function interpretInstruction(instruction: string, board: Board): InterpretResult {
  // (Full-width letters, emoji, a URL in backticks, "dont": read as a desk keyboard types them,
  // corrections and quoted names included.)
  // ("RENAME THE ROUTER TO TRIAGE": a message in capitals, read as if typed in lower case.)
  // ("Route refunds to the 'FAQ' agent": a board name in single quotes is the name; so is its id.)
  const said = unshouted(
    boardNamesUnquoted(
      idsAsNames(plainTyping(instruction.slice(0, MAX_INSTRUCTION_LENGTH)), board),
      board,
    ),
    board,
  );
  // ("Forwarding from Jen: "…"" and a signature under it: the request passed on.)
  const signed = /\b(?:fwd|forward|passing on)/i.test(said) ? withoutSignOff(said) : said;
  const typed = FORWARDED.test(signed) ? signed.replace(FORWARDED, '$1$2') : said;
  const result = withLineSaid(typed, board, interpretMessage(typed, board, NAMED_NOTHING));
  // ("We just launched a new menu. Brother please give …": read again with the context last,
  // where the request opens the message, and kept when that understands more.)
  // (Only when something was left unread: a first sentence read as context always is.)
  const reordered = result.unread ? contextLast(typed, board) : typed;
  const again = reordered === typed ? result : interpretMessage(reordered, board, NAMED_NOTHING);
  const { reply, suggestions } =
    again.suggestions.length > result.suggestions.length ? again : result;
  return { reply, suggestions };
}

/**
 * "Forwarding a note from Ana (CX lead): 'We'd like a Gift cards sub-agent …' Thanks!": a request
 * passed on in quotes, with nothing else said, is the request.
 */
const FORWARDED =
  /^((?:\s*(?:@[\w.-]+|hi+|hello|hey)[!,.:]?)*\s*)(?:fwd:?|forwarding|forwarded|passing on)(?: (?:a |this )?(?:note|message|request|ask))?(?: from [^:\n]{1,60})?\s*:\s*["“'](.+)["”'](?=(?:[\s.!,]*(?:thanks|thank you|thx|ty|cheers))*[\s.!]*$)/is;

/**
 * "…channel id is 1700345678, can you hook it up as Sakura Dental LINE", "เชื่อม LINE OA …
 * channel id 1660238471 ตั้งชื่อว่า LINE สาขาสยาม": a LINE channel's id and name said around a
 * request to connect it, apart. When the message was read without connecting it, it is read again
 * with the connection said in one sentence at its end, and that reading is kept when it suggests
 * all the first did and the connection too.
 */
function withLineSaid(typed: string, board: Board, result: Reading): Reading {
  if (
    !result.unread ||
    !CONNECTS.test(typed) ||
    result.suggestions.some((s) => s.skillId === 'line.connect')
  )
    return result;
  const ids = [...typed.matchAll(CHANNEL_ID_SAID)].map((m) => m[1]);
  const name = LINE_NAME_SAID.exec(signedOff(typed))?.[1]?.trim();
  if (ids.length !== 1 || !name) return result;
  const again = interpretMessage(
    `${typed}\n${CONNECT_SAID[detectLanguage(typed)](ids[0] ?? '', name)}`,
    board,
    NAMED_NOTHING,
  );
  const skills = (r: InterpretResult): string[] => r.suggestions.map((s) => s.skillId);
  const added = again.suggestions.length === result.suggestions.length + 1;
  return added &&
    skills(result).every((skill) => skills(again).includes(skill)) &&
    skills(again).includes('line.connect')
    ? again
    : result;
}

const CONNECT_SAID: Readonly<Record<Language, (id: string, name: string) => string>> = {
  en: (id, name) => `connect LINE channel ${id} as "${name}"`,
  ja: (id, name) => `LINE チャンネル ${id} を「${name}」として接続して`,
  th: (id, name) => `เชื่อมต่อ LINE ช่อง ${id} ชื่อ "${name}"`,
};
const CONNECTS = /\b(?:connect(?:ed)?|hook(?:ed)? (?:it |them )?up|link)\b|เชื่อม|接続|連携|繋/i;
const CHANNEL_ID_SAID =
  /(?:channel(?: id)?|\bID|ช่อง|チャネル|チャンネル)\s*(?:id)?\s*(?:is|:|=|คือ|は)?\s*[(（]?(\d{10})\b/gi;
const LINE_NAME_SAID =
  /(?:\b(?:as|name it|call it|called|named)|ตั้งชื่อ(?:ว่า)?|ชื่อ(?:ว่า)?)\s+["“「]?([^"”」,.!?\n]+?)["”」]?\s*(?:ค่ะ|ครับ|คะ|นะ|แทน|please|pls|thanks)?\s*(?:[,.!?\n]|$|(?=(?:ช่อง|channel|ID)\s*(?:id\s*)?\d{10}))/i;

/** `said`: what the message named before a correction, so "it" after one still means it. */
function interpretMessage(message: string, board: Board, said: Mentioned): Reading {
  const language = detectLanguage(message);
  // A ticket's, an e-mail's, meeting notes' or a chat thread's wrapping asks for nothing.
  // Only a thread's "Name:" is checked against the board's names (what such a "Name:" never is),
  // so most messages build none.
  const signed = signedOff(message);
  const opened = openEnvelope(signed, (lower) => boardNames(board).has(lower));
  if (opened.held || (opened.heldLine && opened.text.trim().length === 0))
    return { reply: LATER[language], suggestions: [] };
  // A list item's bullet or number ("• route …", "2) turn on …") is not part of what it says.
  // ("> can someone look at this?\nHi team, …": a greeting that opens the lines left.)
  const text = (opened.text === signed ? signed : opened.text.replace(GREETING, ''))
    .replace(LEAD_IN, '')
    .replace(COUNTED_LEAD_IN, '')
    .replace(/;/g, commaBetweenEmails)
    .replace(NUMBERED.test(opened.text) ? INLINE_NUMBERS : NOTHING, '\n')
    .replace(NUMBERED_LINE, (line) => line.replace(NUMBER_DOT, '\n'))
    .replace(BULLETS, '')
    .replace(opened.text.includes('\n') ? TAKEN_BACK_LINE : NOTHING, '')
    .replace(
      LISTED_EMAILS,
      (_all, head: string, list: string) =>
        `${head} ${list
          .trim()
          .split(/\s*\n\s*/)
          .join(', ')}\n`,
    );
  // What the user quotes is a value ("change its instructions to 「確認してから回答」"), not a
  // word about when or whether to act.
  // So is what follows "instructions to" ("… to: If unsure, say so"), up to the end of its quote
  // when it is quoted ("… to 'Be short.' - wait, scrap that").
  // So is a time said only to be denied ("来週じゃなくて今日から", "not tomorrow but now").
  const tailless = text.replace(VALUE_TAIL, ' ');
  const unquoted = (/["“「『']/.test(tailless) ? tailless.replace(QUOTED, ' ') : tailless).replace(
    DENIAL.test(text) ? DENIED_TIME : NOTHING,
    ' ',
  );
  // "delete the FAQ agent? no wait, the Orders agent": acting on either half could be wrong.
  if (SELF_CORRECTION.test(unquoted)) {
    // "P1: turn LINE off. P2: …. Edit: ignore P1": the other items stand.
    const others = withoutItem(message);
    const standing = others === null ? null : interpretMessage(others, board, NAMED_NOTHING);
    if (standing && standing.suggestions.length > 0) return standing;
    return corrected(text, board, language);
  }
  // "I don't want to delete the Orders agent, just rename it": what is not to be done goes, and
  // what it named is what "it" means in the rest.
  const refused = language === 'en' && NOT_TO_BE_DONE.test(unquoted) ? refusals(text) : null;
  if (refused) {
    if (refused.rest.trim().length === 0) return { reply: NOT_TO_DO, suggestions: [] };
    const named = mentionedIn(refused.said, board);
    return interpretMessage(refused.rest, board, named.refs.length > 0 ? named : said);
  }
  // "LINE を一時停止して。夜間の誤回答が多いので": a time in a reason says nothing of when.
  const past = PAST.test(withoutReasons(unquoted));
  const story = past ? storyOf(text) : null;
  // ("来週の月曜に LINE を止めたいので、…": a wish for later given as the reason is still one.)
  const laterWish = (): boolean => reasonsIn(unquoted).some((r) => WISH.test(r) && NOT_NOW.test(r));
  // ("Add two sub-agents: Exams for … and Schedule for …": a capital inside a sentence is a name.)
  // (Only a message that says a time at all is looked at more closely.)
  const untimed = NOT_NOW.test(unquoted) ? whenAsked(unquoted) : '';
  const timed = /[a-z,] [A-Z]/.test(untimed) ? untimed.replace(NAME_INSIDE, 'X') : untimed;
  const later =
    (NOT_NOW.test(timed) && (NOT_NOW.test(withoutReasons(timed)) || laterWish())) ||
    (past && !story);
  if (later || AWAITING_YES.test(unquoted))
    return withoutOwnPlan(text, board, said) ?? { reply: LATER[language], suggestions: [] };
  // "昨日テストモードをオンにしました。オフにしてください。": the story asks for nothing; what it
  // names is what "it" or "there" means in the request.
  // ("FYI the lookup endpoint moved, it's https://… now. Please update the tool.": the address the
  // FYI gives is what the request asks for.)
  const given = story?.told.replace(FYI, ' ');
  if (story && given && /:\/\//.test(given) && !/:\/\//.test(story.rest) && !PAST.test(given))
    return interpretMessage(`${given.trim()} ${story.rest.trim()}`, board, said);
  if (story) return interpretMessage(switchedIt(story), board, mentionedIn(story.told, board));
  if (WHAT_IF.test(unquoted)) return { reply: ASKED[language], suggestions: [] };
  // "Only disconnect LINE if it's disabled" while it is on: the change is not asked for now.
  const unmet = STATE_IF[language].test(unquoted) ? unmetConditions(text, board, language) : null;
  if (unmet !== null) {
    const rest = interpretMessage(unmet.rest, board, said);
    return unmet.reply === ''
      ? rest
      : rest.suggestions.length === 0
        ? { reply: `${NOTHING_BECAUSE[language]}${unmet.reply}`, suggestions: [] }
        : { ...rest, reply: `${rest.reply} ${LEFT_ONE[language]}${unmet.reply}` };
  }
  // ("rmeove both rules …": a typo in a sentence's first word is fixed before the readers that
  // need the board.)
  const spelled =
    language === 'en'
      ? text.replace(/(?<=^|[.!?\n][ \t]*)[A-Za-z]{4,}\b/g, (verb) =>
          CLAUSE_START_WORDS.has(verb.toLowerCase()) ? verb : fixTypos(verb, board),
        )
      : text;
  const byUser = ruleOfAgent(allBut(toolByUser(spelled, board), board, language), board);
  const prepared =
    language === 'en'
      ? normalizeEnglish(
          arrowRoutes(theOther(namedByRole(fromCode(byUser, board), board), board), board, 'en'),
          board,
        )
      : readLocalized(byUser, board, language).join('\n');
  const { clauses, truncated } = splitClauses(prepared, MAX_CLAUSES);
  const plan = createPlan(board, language, clauses.length === 1);
  plan.mention(said.refs, said.emails);
  const notUnderstood: { readonly text: string; readonly named: readonly string[] }[] = [];
  let lastRead = '';
  for (const [index, raw] of clauses.entries()) {
    // What the skill reader cannot read goes to the clause readers, without a trailing remark.
    const readings =
      language === 'en' ? (readSkills(raw, board, 'en') ?? [withoutRemark(raw)]) : [raw];
    const read = readings.filter((clause) => interpretClause(clause, plan));
    if (read.length > 0) lastRead = read.join('. ');
    // "… tell it to use the customer's first name. Same for Orders": the last request, for it.
    else if (!sameFor(raw, lastRead, plan)) {
      // "LINE can go back to the bot now, enable it": what it names is what "it" means next.
      const later = index < clauses.length - 1;
      const { refs, emails } = later ? mentionedIn(raw, board) : NAMED_NOTHING;
      plan.mention(refs, emails);
      const text = stripTrailingPunctuation(collapseWhitespace(raw));
      // "Please do the following:" introduces the clauses after it, and "…, but keep it
      // connected" says what stays: neither asks for anything itself.
      if (text.length > 0 && !/:\s*$/.test(raw) && !KEEPS.test(text))
        notUnderstood.push({ text, named: [...refs.map((ref) => ref.id), ...emails] });
    }
  }
  const suggestions = orderByDependencies(plan.drafts);
  // A clause that only named what a later one changes ("Alice left, remove her from the testers")
  // was understood as that change's subject.
  let changed: string | undefined;
  const isChanged = (id: string): boolean =>
    (changed ??= JSON.stringify(suggestions.map((s) => [s.target.id, s.payload]))).includes(
      `"${id}"`,
    );
  const unread = notUnderstood
    .filter(({ named }) => named.length === 0 || !named.every(isChanged))
    .map(({ text }) => text);
  const reply = composeReply({
    suggestions,
    notes: plan.notes,
    notUnderstood: unread,
    truncatedAt: truncated ? MAX_CLAUSES : null,
    language,
  });
  return { reply, suggestions, unread: unread.length };
}

/**
 * "We just launched a new menu. Brother please give …": a first English sentence that names
 * nothing on the board and asks for nothing is context; the message with it moved last, so the
 * request opens it.
 */
function contextLast(text: string, board: Board): string {
  if (detectLanguage(text) !== 'en') return text;
  const first = /^[^.!?\n]{3,100}[.!?]+\s+(?=\S)/.exec(text)?.[0];
  if (
    !first ||
    CHANGE_VERB.test(first) ||
    /[@:/"'“]|\d|\b(?:test mode|line|router|tools?|agents?|bot|fallback|testers?|rules?|channel|on|off|now)\b/i.test(
      first,
    ) ||
    mentionedIn(first, board).refs.length > 0 ||
    /\b(?:it|that|this|they|them|those|these)\b/i.test(text.slice(first.length, first.length + 60))
  )
    return text;
  return `${text.slice(first.length)}\n${first.trim()}`;
}

const SAME_FOR =
  /^(?:and |also |\+1,? )?(?:the )?same(?: thing| instructions?| description| change| one)?(?: goes)? (?:for|to|with) (?:the )?(.+?)(?: too| as well| also)?(?: if (?:that'?s|it'?s) (?:easy|possible|ok))?[.!]*$/i;

/**
 * "Same for Orders", "and same instructions for the orders one too": the last clause read, with
 * the one item it named replaced by the one named here; false when either names none.
 */
function sameFor(raw: string, last: string, plan: Plan): boolean {
  if (last.length === 0 || !/same/i.test(raw)) return false;
  const said = SAME_FOR.exec(raw.trim())?.[1];
  const board = plan.context().board;
  const [was, ...more] = mentionedIn(last, board).refs;
  // (Or "it", when the last clause named the item that way: "tell it to …".)
  const name = was ? escapeRegExp(was.name) : 'it';
  const before = new RegExp(`\\b${name}\\b`, 'gi');
  if (!said || more.length > 0 || !before.test(last)) return false;
  return interpretClause(last.replace(before, said), plan);
}

/**
 * "We'll turn test mode off on Friday", "新しいルーターは来月こちらで作り直します", "วันศุกร์ค่อยปิด…",
 * "เดือนหน้าร้านจะเริ่ม…": the writer's own plan for later, a sentence of its own (in Japanese, one that asks nothing).
 */
const OWN_PLAN =
  /(?<=^|[.!?]\s+)(?:we|i)(?:'ll| will| are going to|'re going to) [^.!?\n]*[.!?]?|(?<=^|[。\n]\s*)(?![^。\n]*(?:ください|お願い|ほしい|いただ|もらえ|下さい))[^。\n]*(?:ます|予定です|つもりです|(?<![いだ])です)(?=。|\s*$)。?|(?<=^|\s)\S*ค่อย\S*|(?<=^|\s)(?!\S*(?:ช่วย|รบกวน|ขอ|หน่อย))\S*(?:เดือนหน้า|สัปดาห์หน้า|อาทิตย์หน้า|ปีหน้า|พรุ่งนี้)\S*จะ\S*/gi;

const REFERS_BACK =
  /\b(?:it|that|this|them|those|these|the rest|all|everything|the change|the changes|the rename)\b|それ|これ|その|この/i;

/** What the reply says of the plans left out, after what it says of the rest. */
const LEFT_OUT: Readonly<Record<Language, (plans: readonly string[]) => string>> = {
  en: (plans) => ` I left out ${plans.map((plan) => `"${plan}"`).join(', ')}: that is for later.`,
  ja: (plans) =>
    `${plans.map((plan) => `「${plan.replace(/。$/, '')}」`).join('、')}はあとで行う予定のようなので、含めていません。`,
  th: (plans) => ` ไม่ได้รวม ${plans.map((plan) => `"${plan}"`).join(', ')} เพราะเป็นเรื่องสำหรับภายหลัง`,
};

/**
 * "I don't want to delete …", "the FAQ agent should not be deleted", "Remember: never delete the
 * main router", "we decided against turning on test mode": a change said not to be made, up to
 * three words before its verb ("don't want to delete"), never across a comma. ("Don't forget to
 * add …" asks for it.)
 */
const NOT_TO_BE_DONE =
  /\b(?:(?:do|does|did|should|must|will|would|could|can|need)(?:n'?t| not)|dont|won'?t|cannot|never|no need to|not going to|decided (?:against|not to)|rather not|(?:we'?re|we are|i'?m|i am) not)(?:\s+(?:want|wanna|need|plan|intend|mean|to|be|ever|going|gonna|have|it|them|that|anything|yet|please|just|we|you|i|we'll|i'll|think|really|necessarily|even|accidentally))*\s+(?:delet|remov|drop|disconnect|unlink|unhook|detach|disabl|enabl|turn|switch|renam|add|creat|rout|send|connect|chang|touch|kill|paus|giv|tak|get rid)(?:e|es|ed|ing|s|d|ped|ping)?\b(?![^.;!?\n]*\b(?:any ?more|no longer)\b)|\b(?:test mode|line|it) no need (?:to )?(?:be )?(?:on|off|yet)\b/i;
/** Where one part of a sentence ends and the next begins: "…, just rename it", "… but keep …". */
const PARTS = /[^.;!?\n]+[.;!?]*\n?/g;
const NEXT_PART =
  /\s+[—–]\s+|\s+-\s+|\s+(?=\()|,\s*(?=(?:but |and )?(?:don'?t|do not|never)\b)|,\s*(?=(?:but |just |only |instead |please |and )*(?:rename|disable|enable|delete|remove|turn|switch|change|update|add|create|route|send|give|take|pause|connect|disconnect|keep|leave|set|make|move)\b)|\s+(?=but\b)/i;
/**
 * Telling an agent what not to do is an instruction, not a refusal: "tell Orders never to …", and
 * after a new agent, "It should never give legal advice".
 */
const INSTRUCTS =
  /^\s*(?:please\s+)?(?:tell|instruct|ask|remind)\b|\b(?:instructions|prompt|description)\b|^\s*(?:it|they) (?:should|must|shall) (?:never|not)\b/i;

const NOT_TO_DO =
  'I suggest nothing: you said what not to change. Tell me what to change when you want a change.';

/** The parts of `text` that say a change is not to be made, and the rest; null when none does. */
function refusals(text: string): { readonly said: string; readonly rest: string } | null {
  const said: string[] = [];
  const rest = text.replace(PARTS, (sentence) =>
    sentence
      .split(NEXT_PART)
      .filter((part) => {
        const value = part.replace(QUOTED, ' ');
        const refuses = NOT_TO_BE_DONE.test(value) && !INSTRUCTS.test(value);
        if (refuses) said.push(part);
        return !refuses;
      })
      .join(', '),
  );
  return said.length === 0 ? null : { said: said.join(' '), rest: rest.replace(/^[\s,]+/, '') };
}

/**
 * "if LINE is disabled, …", "… only if it's off", "LINE が無効になっている場合だけ…",
 * "…เฉพาะถ้ามันถูกปิดใช้งานอยู่": a condition on whether LINE or test mode is on; what it names,
 * and the state it asks for.
 */
const STATE_IF: Readonly<Record<Language, RegExp>> = {
  en: /\bif (?:the |our )?(line(?: channel)?|test mode|it)(?:'s| is) (?:currently |now |still )?(off|on|disabled|enabled|paused|live)\b/i,
  ja: /(LINE|ライン|テストモード|それ)\s*(?:が|は|、)?\s*(?:もし)?\s*(無効|有効|オフ|オン|停止)(?:に)?(?:なって(?:いる|る|た)|して(?:ある|いる|た)|中)?(?:の)?(?:場合|なら|とき|時|ら)/i,
  th: /ถ้า\s*(LINE|ไลน์|โหมดทดสอบ|มัน)\s*(?:ถูก)?(ปิด|เปิด)(?:ใช้งาน)?(?:อยู่)?/i,
};
const ON_WORDS = new Set(['on', 'enabled', 'live', '有効', 'オン', 'เปิด']);
const TEST_MODE: Readonly<Record<Language, string>> = {
  en: 'test mode',
  ja: 'テストモード',
  th: 'โหมดทดสอบ',
};
const TEST_MODE_WORDS = /test mode|テストモード|โหมดทดสอบ/i;
const LINE_WORDS = /\bline\b|ライン|ไลน์/i;

const UNMET: Readonly<Record<Language, (subject: string, on: boolean) => string>> = {
  en: (subject, on) =>
    `you asked for a change only if ${subject} were ${on ? 'off' : 'on'}, and it is ${on ? 'on' : 'off'} now`,
  ja: (subject, on) =>
    `${subject}が${on ? 'オフ' : 'オン'}の場合だけの変更ですが、今は${on ? 'オン' : 'オフ'}です`,
  th: (subject, on) =>
    `ขอให้เปลี่ยนเฉพาะเมื่อ ${subject} ${on ? 'ปิด' : 'เปิด'}อยู่ แต่ตอนนี้${on ? 'เปิด' : 'ปิด'}อยู่`,
};
const NOTHING_BECAUSE: Readonly<Record<Language, string>> = {
  en: 'I suggest nothing: ',
  ja: '変更の提案はありません。',
  th: 'ไม่มีการเปลี่ยนแปลงที่จะเสนอ ',
};
const LEFT_ONE: Readonly<Record<Language, string>> = {
  en: 'I left one request out: ',
  ja: '',
  th: 'ไม่ได้รวมคำขอหนึ่ง: ',
};

/**
 * The sentences whose condition on LINE or test mode does not hold on `board`, taken out, with a
 * reply that says so (a Japanese condition that holds is taken out of its sentence, which stays);
 * null when nothing changed.
 */
function unmetConditions(
  text: string,
  board: Board,
  language: Language,
): { readonly rest: string; readonly reply: string } | null {
  const unmet: string[] = [];
  const rest = text.replace(SENTENCES, (sentence) => {
    const condition = STATE_IF[language].exec(sentence.replace(QUOTED, ' '));
    if (!condition) return sentence;
    const said = condition[1] ?? '';
    // ("… if it's off": "it" is LINE or test mode, whichever the sentence names alone.)
    const testMode =
      TEST_MODE_WORDS.test(said) || (!LINE_WORDS.test(said) && TEST_MODE_WORDS.test(sentence));
    const line = !testMode && LINE_WORDS.test(sentence);
    if ((!line && !testMode) || (line && board.lineChannels.length === 0)) return sentence;
    const on = line
      ? board.lineChannels.some((channel) => channel.enabled)
      : board.testMode.enabled;
    // ("LINE、もし無効になってたら有効にして" while it is off: the request, without its condition.)
    if (ON_WORDS.has((condition[2] ?? '').toLowerCase()) === on)
      return language === 'ja' ? sentence.replace(condition[0], `${condition[1]} `) : sentence;
    unmet.push(UNMET[language](line ? 'LINE' : TEST_MODE[language], on));
    return ' ';
  });
  if (unmet.length === 0) return rest === text ? null : { rest, reply: '' };
  return { rest, reply: `${unmet.join('; ')}${{ en: '.', ja: '。', th: '' }[language]}` };
}

/**
 * "Add jo@… to the testers. We'll turn test mode off on Friday.": the request for now, read
 * without the plan for later (which the reply says it left out); null when nothing else asks.
 */
function withoutOwnPlan(text: string, board: Board, said: Mentioned): Reading | null {
  // ("来週の月曜から新システム稼働です": a sentence that only tells is a plan when it says a time.)
  const isPlan = (said: string): boolean => !/です。?$/.test(said) || NOT_NOW.test(said);
  const plans = text.match(OWN_PLAN)?.filter(isPlan);
  // "Rename FAQ to Help. We'll do it tomorrow": a plan about the request holds it.
  if (!plans?.length || plans.some((plan) => REFERS_BACK.test(plan))) return null;
  const rest = text.replace(OWN_PLAN, (said) => (isPlan(said) ? ' ' : said)).trim();
  if (rest.length === 0 || NOT_NOW.test(rest) || AWAITING_YES.test(rest)) return null;
  const result = interpretMessage(rest, board, said);
  if (result.suggestions.length === 0) return null;
  const left = plans.map((plan) => stripTrailingPunctuation(plan.trim()));
  return { ...result, reply: `${result.reply}${LEFT_OUT[detectLanguage(text)](left)}` };
}

/** A clause that says what stays as it is. */
const KEEPS = /^(?:(?:and|but|just|so|please)\s+)*(?:keep|leave)\b/i;

type Mentioned = ReturnType<typeof mentionedIn>;
const NAMED_NOTHING: Mentioned = { refs: [], emails: [] };

/** What a message asks after its last correction, or nothing when that asks for nothing. */
function corrected(text: string, board: Board, language: Language): Reading {
  // "…いや、やっぱり名前を…": what follows the last of the words that take something back,
  // unless that only gives a new value ("…、yamada@acme.jp です"), which goes in place of the
  // last value of its kind before it.
  const segments: string[] = [];
  let rest = text;
  for (let taken = SELF_CORRECTION.exec(rest); taken; taken = SELF_CORRECTION.exec(rest)) {
    segments.push(rest.slice(0, taken.index));
    rest = rest.slice(taken.index + taken[0].length);
  }
  segments.push(rest);
  let [before, current] = ['', segments[0] ?? ''];
  for (const [index, segment] of segments.entries()) {
    // ("いや、やっぱり…": two words that take back, with nothing between them, are one.)
    if (index === 0 || (index < segments.length - 1 && !/[\p{L}\p{N}]/u.test(segment))) continue;
    const put = substituted(current.replace(/[\s—–-]+$/, ''), segment);
    if (put === null) [before, current] = [`${before}${current} `, segment];
    else current = put;
  }
  const result = interpretMessage(current, board, mentionedIn(before, board));
  if (result.suggestions.length > 0) return result;
  // "Add Billing …. Oh and delete FAQ — no wait, keep FAQ": only the sentence it names is taken back.
  const kept = KEEPS_ITEM[language].test(current) ? mentionedIn(current, board).refs : [];
  const sentences = kept.length > 0 ? allButLastSentence(before) : null;
  const named = sentences ? mentionedIn(sentences.last, board).refs : [];
  if (sentences && kept.every((ref) => named.some((n) => n.id === ref.id))) {
    const standing = interpretMessage(sentences.kept, board, NAMED_NOTHING);
    const touched = standing.suggestions.some((s) => kept.some((ref) => ref.id === s.target.id));
    if (standing.suggestions.length > 0 && !touched) return standing;
  }
  return { reply: CHANGED_MIND[language], suggestions: [] };
}

/** Reads one clause (rewritten, and split when it lists items); false when nothing understood it. */
function interpretClause(raw: string, plan: Plan): boolean {
  let understood = false;
  for (const rewritten of rewriteClause(raw)) {
    const clause = parseClause(rewritten);
    if (!clause) continue;
    for (const item of expandList(clause, plan.context())) {
      const outcome = firstOutcome(item, plan);
      if (!outcome) continue;
      plan.accept(outcome);
      understood = true;
    }
  }
  return understood;
}

function firstOutcome(clause: ParsedClause, plan: Plan): ClauseOutcome | null {
  const ctx = plan.context();
  for (const interpret of CLAUSE_INTERPRETERS) {
    const outcome = interpret(clause, ctx);
    if (outcome) return outcome;
  }
  return null;
}
