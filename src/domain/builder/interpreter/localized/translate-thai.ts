/**
 * Thai instructions, read into the plain English clauses the clause readers understand
 * ("ลบเอเจนต์ FAQ" → "delete the FAQ sub-agent"). Board names, e-mail addresses and URLs are
 * written in Latin script and carried over exactly as typed; topics and behaviours stay in Thai.
 * A clause it cannot read comes back unchanged, so the reply says it was not understood.
 */
import {
  connectLineClause,
  createClause,
  createdKind,
  deleteClause,
  firstReading,
  lineName,
  testerClause,
  testModeOnClause,
} from './english-clauses.js';
import { extractParts, type ClauseParts, type NameSpan } from './extract-parts.js';

const AGENT_WORDS = 'เอเจนต์ย่อย|เอเจนท์ย่อย|เอเจนต์|เอเจนท์|ตัวแทน|ผู้ช่วย';
const TOOL = /เครื่องมือ|ทูล/;
const ROUTER = /เราเตอร์/;
const AGENT = new RegExp(AGENT_WORDS);
const LINE = /LINE|ไลน์/;
const TEST_MODE = /โหมดทดสอบ|โหมดแซนด์บ็อกซ์|แซนด์บ็อกซ์/;
const TESTER = /ผู้ทดสอบ|เทสเตอร์/;
const HUMAN = /พนักงาน|เจ้าหน้าที่|มนุษย์|แอดมิน|คนจริง/;
/** Words that make a phrase a kind of conversation rather than one thing. */
const TOPIC_WORDS = /คำถาม|เรื่อง|เกี่ยวกับ|ปัญหา|สอบถาม|ติดต่อ/;
const FALLBACK = /ไม่มีกฎ|ไม่ตรงกับกฎ|ที่เหลือ|อื่น ?ๆ/;

/** Longer clauses are not read: every instruction a person types here is far shorter. */
const MAX_CLAUSE_LENGTH = 400;

const QUESTION = /(?:ไหม|มั้ย|หรือเปล่า|หรือไม่|อย่างไร|ยังไง|อะไร|ไหน|กี่\S*)$|[?？]$|กี่/;
const NEGATION = /^(?:อย่า|ไม่ต้อง)/;
const ON = /เปิด/;
const OFF = /(?<!เ)ปิด|หยุด|ระงับ/;
const DISCONNECT = /ยกเลิกการเชื่อมต่อ|ตัดการเชื่อมต่อ|เลิกเชื่อม/;
const CONNECT = /เชื่อม/;
const REMOVE = /ลบ|เอา.*ออก|ถอด/;
const ADD = /เพิ่ม|ใส่/;
const CREATE = /เพิ่ม|สร้าง/;
const POLITE = /(?:ให้หน่อย|หน่อย|ด้วย|นะ|ครับ|ค่ะ|คะ|จ้า)+$/;

/**
 * @example
 * translateThai('เปิดโหมดทดสอบ'); // ['turn on test mode']
 * translateThai('ลบเอเจนต์ FAQ และเราเตอร์ Main router'); // ['delete the FAQ sub-agent and the Main router']
 */
export function translateThai(
  text: string,
  first: (clause: string) => string[] | null = () => null,
): string[] {
  return text
    .split(/\n|\s*แล้ว(?:ก็)?\s*(?=\S)/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .flatMap((clause) => first(clause) ?? translateClause(clause) ?? [clause]);
}

function translateClause(raw: string): string[] | null {
  if (raw.length > MAX_CLAUSE_LENGTH) return null;
  const clause = raw
    .replace(/^ช่วย\s*/, '')
    .replace(POLITE, '')
    .trim();
  if (QUESTION.test(raw.trim()) || NEGATION.test(clause)) return null;
  const parts = extractParts(clause);
  if (TESTER.test(clause) && parts.emails.length > 0)
    return testerClause(clause, parts, REMOVE, ADD);
  if (TEST_MODE.test(clause)) {
    if (ON.test(clause)) {
      return testModeOnClause(parts);
    }
    return OFF.test(clause) || /ออกจาก/.test(clause) ? ['turn off test mode'] : null;
  }
  return firstReading(READERS, clause, parts);
}

/** The kind named right before a Latin name: "เอเจนต์ FAQ", "เครื่องมือ Order lookup". */
function kindBefore(clause: string, span: NameSpan): string {
  const before = clause.slice(0, span.start).trimEnd();
  if (new RegExp(`(?:${AGENT_WORDS})$`).test(before)) return ' sub-agent';
  if (/(?:เครื่องมือ|ทูล)$/.test(before)) return ' tool';
  if (/เราเตอร์$/.test(before) && !/router$/i.test(span.name)) return ' router';
  return '';
}

function ref(clause: string, span: NameSpan): string {
  return `the ${span.name}${kindBefore(clause, span)}`;
}

function instruct(clause: string, parts: ClauseParts): string[] | null {
  const match = /^(?:บอก|สั่ง)\s*(?:เอเจนต์|เอเจนท์)?\s*(.+?)\s*ให้\s*(.+)$/.exec(clause);
  const [agent] = parts.names;
  if (!match || !agent) return null;
  return [`instruct the ${agent.name} sub-agent to ${match[2]?.trim() ?? ''}`];
}

function rename(clause: string, parts: ClauseParts): string[] | null {
  const match = /เปลี่ยนชื่อ\s*(?:เอเจนต์|เอเจนท์|เครื่องมือ|เราเตอร์)?\s*(.+?)\s*เป็น\s*(.+)$/.exec(clause);
  const [target] = parts.names;
  if (!match || !target) return null;
  return [`rename ${ref(clause, target)} to "${(match[2] ?? '').trim()}"`];
}

function changeUrl(clause: string, parts: ClauseParts): string[] | null {
  const [url] = parts.urls;
  const [target] = parts.names;
  if (!/URL/.test(clause) || !/เปลี่ยน|แก้/.test(clause) || !url || !target) return null;
  return [`change the URL of the ${target.name} tool to ${url}`];
}

function giveTool(clause: string, parts: ClauseParts): string[] | null {
  const match = /^ให้\s*(?:เอเจนต์|เอเจนท์)?\s*(.+?)\s*ใช้\s*(?:เครื่องมือ|ทูล)?\s*(.+)$/.exec(clause);
  if (!match || parts.names.length < 2) return null;
  const [agent, tool] = parts.names as [NameSpan, NameSpan];
  return [`give the ${tool.name} tool to the ${agent.name} sub-agent`];
}

function route(clause: string, parts: ClauseParts): string[] | null {
  if (!/ส่ง/.test(clause)) return null;
  if (FALLBACK.test(clause)) {
    if (HUMAN.test(clause)) return ['send everything else to a human'];
    const [agent] = parts.names;
    return agent ? [`send everything else to ${agent.name}`] : null;
  }
  const match = /ส่ง(?:ต่อ)?\s*(.+?)\s*(?:ไปที่|ไปยัง|ไปให้|ให้)\s*(.+)$/.exec(clause);
  if (!match) return null;
  const topic = (match[1] ?? '').trim();
  const target = (match[2] ?? '').trim();
  // "คำถามเรื่อง…" names a kind of conversation; "ส่งข้อความทดสอบ…" sends one message.
  if (topic.length === 0 || /[A-Za-z]/.test(topic) || !TOPIC_WORDS.test(topic)) return null;
  const fresh = new RegExp(
    `^(?:${AGENT_WORDS})?\\s*ใหม่\\s*(?:ชื่อ)?\\s*([A-Za-z][A-Za-z0-9 ._'-]*)$`,
  ).exec(target);
  if (fresh?.[1]) {
    return [
      `add a sub-agent called "${fresh[1]}" that handles ${topic}`,
      `route "${topic}" to ${fresh[1]}`,
    ];
  }
  if (HUMAN.test(target)) return [`route "${topic}" to a human`];
  const agent = parts.names.at(-1);
  return agent ? [`route "${topic}" to the ${agent.name} sub-agent`] : null;
}

function line(clause: string, parts: ClauseParts): string[] | null {
  if (!LINE.test(clause) || AGENT.test(clause) || TOOL.test(clause) || ROUTER.test(clause))
    return null;
  const which = lineName(parts);
  if (DISCONNECT.test(clause)) return [`disconnect ${which}`];
  if (CONNECT.test(clause)) {
    const name = /ชื่อ\s*(\S.*)$/.exec(clause)?.[1]?.trim();
    return connectLineClause(parts, name);
  }
  if (ON.test(clause)) return [`enable ${which}`];
  if (OFF.test(clause)) return [`disable ${which}`];
  return null;
}

function remove(clause: string, parts: ClauseParts): string[] | null {
  if (!REMOVE.test(clause)) return null;
  return deleteClause(parts.names.map((span) => ref(clause, span)));
}

function create(clause: string, parts: ClauseParts): string[] | null {
  if (!CREATE.test(clause)) return null;
  const kind = createdKind(clause, { tool: TOOL, router: ROUTER, agent: AGENT });
  if (!kind) return null;
  const called = /ชื่อ\s*(.+?)(?=\s+ที่|\s+สำหรับ|\s+ซึ่ง|\s*ที่ดูแล|$)/.exec(clause)?.[1]?.trim();
  const name = called ?? parts.names[0]?.name;
  if (!name) return null;
  const topic = /(?:ดูแล|รับผิดชอบ|จัดการ|ตอบ)\s*(.+)$/.exec(clause)?.[1]?.trim();
  return createClause(kind, name, parts.urls[0], topic);
}

/** Most specific first: an instruction to a sub-agent before a rename, a route before LINE. */
const READERS = [instruct, rename, changeUrl, giveTool, route, line, remove, create];
