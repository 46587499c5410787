/**
 * What a request arrives wrapped in: a pasted ticket (its key, "Priority: P2", "Labels: …",
 * acceptance criteria that restate it), a forwarded e-mail ("FW:", "> " quoted lines, "From:"),
 * meeting notes ("Attendees:", "Decided: …", "- [x] done", "保留：…") and a pasted chat thread
 * ("[14:02] Kim: …"). The envelope is declared here as data, in every language at once, and
 * `openEnvelope` keeps only the lines that may ask for something, without their labels. A line
 * held for later ("next sprint", "保留") is left out; one that holds back the rest ("Status: Won't
 * do", "don't do it yet") holds the whole message.
 */

/** Labels whose line is about the message, never a request: the whole line is left out. */
const ABOUT_LINES =
  /^(?:priority|labels?|tags?|assignee|assigned to|reporter|owner|components?|sprint|due(?: date)?|estimate|story points|type|epic|attendees|participants|present|notes?|discussed|discussion|parking lot|context|background|from|to|cc|sent|date|subject|fw|fwd|re|優先度|ラベル|担当(?:者)?|起票者|期限|参加者|出席者|メモ|件名|差出人|宛先|ความสำคัญ|ผู้รับผิดชอบ|ผู้เข้าร่วม|หัวข้อ|จาก|ถึง|ป้ายกำกับ)\s*[:：]/i;

/** A Thai letter's subject line ("เรื่อง ขอเพิ่ม…") above its salutation ("เรียน …"): what follows says it. */
const LETTER_SUBJECT = /^\s*เรื่อง\s+[^\n]+\n(?=(?:[ \t]*\n)*[ \t]*เรียน)/;

/** Labels whose own line and list items restate the request (acceptance criteria): left out. */
const RESTATING =
  /^(?:acceptance criteria|definition of done|dod|how to test|steps to reproduce|expected(?: result)?|受け入れ条件|完了条件|確認方法|เกณฑ์การยอมรับ|เงื่อนไขการยอมรับ)\s*[:：]/i;

/** Labels whose content is the request: the label goes, what follows it stays. */
const REQUEST_LABELS =
  /^(?:description|details|summary|request|ask|task|decided|decision|agreed|action(?: items?)?|todo|to do|内容|詳細|依頼内容|決定事項|決定|รายละเอียด|คำขอ|มติ|สรุป)\s*[:：]\s*/i;

/** A status that holds the whole ticket back. */
const HELD_STATUS =
  /^(?:status|state|ステータス|状態|สถานะ)\s*[:：].*(?:won'?t|wontfix|blocked|on hold|hold|backlog|icebox|rejected|declined|cancel|duplicate|closed|done|resolved|pending|waiting|保留|却下|対応しない|完了|待ち|ระงับ|ยกเลิก|รอ)/i;

/** A status line that holds nothing back: only about the ticket. */
const STATUS = /^(?:status|state|ステータス|状態|สถานะ)\s*[:：]/i;

/** A line held for later: what it asks is left out, the other lines are read. */
const HELD_LINE =
  /\b(?:next sprint|next release|in q[1-4]|backlog|on hold|parking lot|blocked (?:until|by|on))\b|^\s*(?:hold|on hold|pending|parked|later)\s*[:：]|^\s*-?\s*\[x\]|次のスプリント|次回|保留|確認待ち|承認待ち|検討中|สปรินต์หน้า|รอการยืนยัน|รอดำเนินการ|พักไว้ก่อน/i;

/** The sender asks for what is quoted: "see below", "can you do this?", "対応お願いします". */
const HANDS_ON =
  /\b(?:see below|below|do this|do these|do that|do the following|handle this|take care of this|as requested|action this|please action)\b|以下|下記|対応(?:を)?お願い|お願いします[。!！]*$|ดำเนินการ|ตามนี้|ตามข้างล่าง|จัดการให้/i;

/** A greeting, thanks or a name alone on its line. */
const SIGN_OFF =
  /^(?:(?:thanks?|thank you|many thanks|cheers|regards|best|hi|hello|hey|dear)\b[\w\s,.!]{0,20}|[A-Z][a-z]+[.!]?)$/i;

/** "---------- Forwarded message ----------", "-----Original Message-----". */
const FORWARDED =
  /^\s*-{2,}\s*(?:forwarded message|original message|転送メッセージ|ข้อความที่ส่งต่อ)\s*-{2,}\s*$/i;

/** The lines someone else said: quoted with "> ", or forwarded, up to the blank line after them. */
function quotedLines(lines: readonly string[]): ReadonlySet<number> {
  const quoted = new Set<number>();
  let forwarded: 'no' | 'header' | 'body' = 'no';
  for (const [index, line] of lines.entries()) {
    if (FORWARDED.test(line)) forwarded = 'header';
    else if (forwarded === 'header' && line.trim() && !ABOUT_LINES.test(line.trim()))
      forwarded = 'body';
    else if (forwarded === 'body' && !line.trim()) forwarded = 'no';
    if (forwarded !== 'no' || QUOTE.test(line)) quoted.add(index);
  }
  return quoted;
}

/** A mention at the start of a line ("@builder ") and an emoji code (":pray:"). */
const CHAT_MARKS =
  /^[ \t]*(?:@[A-Za-z][\w.-]*[,:]?[ \t]*)+|[ \t]*(?<![\w/]):[a-z][a-z0-9_+-]{1,30}:(?![\w/])/gm;

/** Bold marks, a heading's hashes, and the stars of "*Help Desk*". */
const MARKDOWN = /\*\*|__|^#{1,6}[ \t]+|(?<![\w*])\*(?=[^\s*])|(?<=[^\s*])\*(?![\w*])/gm;

/**
 * A change that waits for someone's yes: "once legal signs off", "when Ken gives the green light",
 * "pending approval", "after the manager's approval", "承認が下りたら", "部長の確認後に",
 * "รอหัวหน้าอนุมัติ". It holds the line it is on, or the
 * whole message when it is not wrapped in lines.
 */
export const AWAITING_YES = new RegExp(
  [
    "\\b(?:once|after|when|as soon as|if(?! (?:that|this|it)(?:'s| is) (?:ok|okay|alright|fine)\\b(?! with (?!you\\b)))|until(?! (?:we|i)\\b))\\b[^,.;]{0,40}?\\b(?:signs? off|signed off|(?:is|are|gets?|has been) signed|approves?|approved|reviews?|reviewed|confirms?|confirmed|oks?|okays?|agrees?|gives? (?:(?:us|me|the|you) )*(?:ok|okay|go-ahead|go ahead|green light|thumbs up|nod)|says? (?:ok|okay|yes|so|go))\\b",
    '\\bon hold (?:until|till|pending|while)\\b',
    // ("The channel is to remain connected pending review": what stays waits, not the request.)
    '(?<!\\b(?:remain|remains|stay|stays|kept|keep)\\b[^.!?\\n]{0,30})\\b(?:pending|awaiting|waiting (?:for|on)) (?:(?:the|a|an|their|her|his) )?(?:approval|review|sign-?off|confirmation|decision|legal|security|compliance|management|manager|boss|go-ahead)\\b',
    "\\b(?:after|once|upon|following) (?:[\\w'’-]+ ){0,3}(?:approval|sign-?off|go-ahead|confirmation|review|ok|okay)\\b",
    '(?:承認|確認)(?:後|待ち|され(?:たら|次第|てから)|が(?:出|下り|取れ|でき)(?:たら|次第|てから))|(?:OK|ＯＫ|許可|ゴーサイン)(?:が(?:出|下り)(?:たら|次第|てから)|次第)',
    'รอ\\S{0,20}อนุมัติ|(?:หลัง(?:จาก)?|ถ้า|เมื่อ|พอ)\\S{0,20}อนุมัติ',
  ].join('|'),
  'i',
);

/** What holds every line back: a line that says the rest must wait. */
const HOLDS_ALL =
  /\b(?:don'?t do (?:it|this|that|anything|them) yet|not yet(?=\s*(?:[.,;!]|$))|let'?s wait|wait until|wait for (?:approval|sign-?off|legal|my|our|his|her|their)|hold off|(?:i|we) (?:must|have to|need to|should) (?:to )?(?:first )?(?:ask|check with)|(?:ask|check with) (?:my|our|the) (?:manager|boss|lead|team lead|legal)|(?:i'm|we're|i am|we are|still) waiting (?:on|for))\b|まだ(?:しないで|やらないで|待って)|ちょっと待って|ยังไม่ต้องทำ|รอก่อน/i;

/** A ticket key at the start of a line: "BOT-412 ", "【BOT-1410】", "[OPS-88]". */
const TICKET_KEY = /^\s*(?:[【[(]\s*)?[A-Z][A-Z0-9]{1,9}-\d{1,6}(?:\s*[】\])])?[\s:：-]*/;

/** "> quoted", "[14:02] Kim: …", "- [ ] item": what is kept of the line. */
const QUOTE = /^\s*(?:>\s?)+/;
const TIMESTAMP = /^\s*\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s*/;
const SPEAKER =
  /^\s*([A-Z][\w.'-]{1,20}|[\u3040-\u30FF\u4E00-\u9FFF]{1,6}|[\u0E00-\u0E7F]{1,12})\s*[:：]\s+/;
const CHECKBOX = /^\s*(?:[-*•・]\s*)?\[ \]\s*/;

/** A field of a spec ("Name: Billing", "Instructions: …"): never who said a line. */
const FIELD_LINES =
  /^(?:name|instructions|prompt|routing|routes?|keywords|url|endpoint|method|fallback|testers?|tools?)\s*[:：]/i;

function isLabel(line: string): boolean {
  const trimmed = line.trim();
  return [ABOUT_LINES, RESTATING, REQUEST_LABELS, STATUS, FIELD_LINES].some((label) =>
    label.test(trimmed),
  );
}

/**
 * The blocks that close a pasted e-mail, after its last line of text: "Sent from my iPhone", a
 * signature under "Best regards," and a confidentiality notice.
 */
const CLOSING_BLOCKS = [
  /\n\s*sent from my [^\n]*\s*$/i,
  /\n\s*(?:disclaimer|confidential(?:ity)?(?: notice)?|this (?:e-?mail|message|communication)|the information (?:contained )?in this)\b[^\n]*\s*$/i,
  /\n\s*(?:(?:best|kind|warm|warmest|many)\s+)?(?:regards|wishes|sincerely|thanks|cheers)[,!.]?[ \t]*((?:\n[^\n]{1,80}){1,4})\s*$/i,
  /\n--[ \t]*(\n[\s\S]{0,300})$/,
];
/**
 * A word of a request, an address or an arrow: a signature's name and title never say one
 * ("Thanks,\nkim@acme.test" may be the testers asked for).
 */
const ASKS =
  /\b(?:add|create|make|delete|remove|rename|route|send|give|connect|disconnect|enable|disable|turn|switch|change|update|set|please|pls)\b|[:：@→]|->/i;

/**
 * `message` without the blocks that close a pasted e-mail (CLOSING_BLOCKS), from its end.
 *
 * @example
 * withoutClosing('Delete FAQ pls\n\nBest regards,\nMaria Lopez\nSupport Lead\n\nSent from my iPhone');
 * // 'Delete FAQ pls'
 */
export function withoutClosing(message: string): string {
  let text = message;
  for (let again = /\n/.test(text); again;) {
    again = false;
    for (const block of CLOSING_BLOCKS) {
      const found = block.exec(text);
      // (A signature's lines after "Regards," only name and place the writer.)
      if (!found || (found[1] !== undefined && ASKS.test(found[1]))) continue;
      text = text.slice(0, found.index);
      again = true;
    }
  }
  return text;
}

export interface Opened {
  /** The lines that may ask for something, labels removed. */
  readonly text: string;
  /** True when a line holds back the whole message ("Status: Won't do", "don't do it yet"). */
  readonly held: boolean;
  /** True when a line was left out as held for later ("next sprint", "保留：…"). */
  readonly heldLine?: boolean;
}

/**
 * @example
 * openEnvelope('BOT-501 Retire the Main router\nDescription: Delete the main router.\nPriority: P3', isName);
 * // { text: 'Delete the main router.', held: false }
 * openEnvelope("Mia: should we delete FAQ?\nKen: don't do it yet", isName);
 * // { text: '', held: true }
 */
export function openEnvelope(typed: string, isName: (lower: string) => boolean): Opened {
  // ("> @rita: not yet, we'd need a tool" quoted above "ok so let's do it: …": what someone else
  // said holds nothing back once the sender asks.)
  const unquoted = typed.includes('>') ? typed.replace(/^[ \t]*>.*$/gm, '') : typed;
  if (HOLDS_ALL.test(unquoted.trim() ? unquoted : typed)) return { text: '', held: true };
  // "## Spec", "**Name:** Billing": Markdown's marks are no part of what is said.
  const marked = /\*|__|^#/m.test(typed) ? typed.replace(MARKDOWN, '') : typed;
  // ("@builder FAQ削除で :pray:": a chat's mention and emoji code.)
  const message = /^\s*@|:[a-z]/m.test(marked) ? marked.replace(CHAT_MARKS, '') : marked;
  const lines = message.replace(LETTER_SUBJECT, '').split('\n');
  // (A one-line "Task: …" loses its label with every other line's lead-in, in interpret-instruction;
  // never "Description: handles refunds": alone, a field's label is part of what is asked.)
  if (lines.length < 2) return { text: message, held: false };
  // "Kim: …", but never a label ("Priority:") or a board item ("FAQ: delete it").
  const speaker = (line: string): RegExpExecArray | null => {
    const said = SPEAKER.exec(line);
    return said && !isLabel(line) && !isName((said[1] ?? '').toLowerCase()) ? said : null;
  };
  // A thread has two or more lines that start with who said them.
  const speakers = lines.filter((line) =>
    speaker(line.replace(QUOTE, '').replace(TIMESTAMP, '')),
  ).length;
  const thread = speakers >= 2 || lines.some((line) => /^\s*\[\d{1,2}:\d{2}/.test(line));
  const ticket = lines.some(
    (line) =>
      TICKET_KEY.test(line) || ABOUT_LINES.test(line) || STATUS.test(line) || RESTATING.test(line),
  );
  const hasDescription = ticket && lines.some((line) => REQUEST_LABELS.test(line.trim()));
  const spec = lines.some((line) => /^\s*name\s*[:：]/i.test(line));
  // "A customer sent us this: > … / Please set FAQ's instructions to …": what is quoted, or
  // forwarded below a "Forwarded message" line, is what someone else said. It is the request
  // only when the sender adds none of their own.
  const quoted = quotedLines(lines);
  const own = lines.filter(
    (line, index) =>
      !quoted.has(index) &&
      line.trim() &&
      !ABOUT_LINES.test(line.trim()) &&
      !SIGN_OFF.test(line.trim()),
  );
  // ("see below, can you do this?", "対応お願いします": the sender hands on what is quoted.)
  const ownWords = own.length > 0 && !own.some((line) => HANDS_ON.test(line));
  const kept: string[] = [];
  let restating = false;
  let first = true;
  let heldLine = false;
  for (const [index, raw] of lines.entries()) {
    if (ownWords && quoted.has(index)) continue;
    let line = raw.replace(QUOTE, '').replace(TIMESTAMP, '');
    const said = thread ? speaker(line) : null;
    if (said) line = line.slice(said[0].length);
    const trimmed = line.trim();
    if (trimmed.length === 0) {
      restating = false;
      continue;
    }
    const title = first && ticket && TICKET_KEY.test(trimmed);
    first = false;
    if (HELD_STATUS.test(trimmed)) return { text: '', held: true };
    if (RESTATING.test(trimmed)) {
      restating = true;
      continue;
    }
    // (In a spec, "Name: …" over "Description: …", the description is the new item's.)
    const label = spec && /^description/i.test(trimmed) ? null : REQUEST_LABELS.exec(trimmed);
    if (label) restating = false;
    // The acceptance criteria's list items restate the request.
    if (restating && /^(?:[-*•・]|\d+[.)])/.test(trimmed)) continue;
    restating = false;
    if (HELD_LINE.test(trimmed) || AWAITING_YES.test(trimmed)) {
      heldLine = true;
      continue;
    }
    if (ABOUT_LINES.test(trimmed) || STATUS.test(trimmed)) continue;
    // A ticket's title restates its description; without one, the title is the request.
    if (title && hasDescription) continue;
    const body = (label ? trimmed.slice(label[0].length) : trimmed)
      .replace(TICKET_KEY, '')
      .replace(CHECKBOX, '');
    if (body.trim().length > 0) kept.push(body);
  }
  return { text: kept.join('\n'), held: false, heldLine };
}
