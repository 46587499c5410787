/**
 * The skill an instruction that was not understood most likely meant, for a "Did you mean: …?"
 * hint. It only names a skill and shows its example; it never suggests a change, because a misread
 * is worse than "not understood".
 */
import type { SkillId } from '../types.js';

type Area = 'tester' | 'test_mode' | 'line' | 'tool' | 'router' | 'sub_agent';
type Operation = 'create' | 'delete' | 'update' | 'enable' | 'disable' | 'connect' | 'disconnect';

/** What each part of the board is called, in English, Japanese and Thai; most specific first. */
const AREAS: ReadonlyArray<readonly [Area, RegExp]> = [
  ['tester', /\btesters?\b|テスター|ผู้ทดสอบ|คนเทส/i],
  ['test_mode', /\btest ?mode\b|\bsandbox\b|\bpreview\b|テストモード|โหมดทดสอบ/i],
  ['line', /\bline\b|ライン|ไลน์/i],
  ['tool', /\btools?\b|ツール|เครื่องมือ/i],
  ['router', /\brout(?:er|ers|e|ing)\b|\bfallback\b|ルーター|เราเตอร์/i],
  ['sub_agent', /\b(?:sub-?)?agents?\b|\bassistant\b|\bspecialist\b|エージェント|เอเจนต์/i],
];

const OPERATIONS: ReadonlyArray<readonly [Operation, RegExp]> = [
  ['disconnect', /\bdisconnect|\bunlink|接続を解除|ยกเลิกการเชื่อมต่อ/i],
  ['connect', /\bconnect|\blink|接続|เชื่อม/i],
  ['disable', /\boff\b|\bdisable|\bstop|\bpause|オフ|無効|停止|(?<!เ)ปิด/i],
  ['enable', /\bon\b|\benable|\bstart|\bresume|オン|有効|เปิด/i],
  ['delete', /\bdelete|\bremove|\bdrop|削除|消|ลบ/i],
  ['update', /\bchange|\brename|\bupdate|\bedit|変更|名前|เปลี่ยน/i],
  ['create', /\badd|\bcreate|\bnew\b|\bmake|追加|作|เพิ่ม|สร้าง/i],
];

const SKILLS_OF: Readonly<Record<Area, readonly SkillId[]>> = {
  tester: ['test_mode.update'],
  test_mode: ['test_mode.enable', 'test_mode.disable', 'test_mode.update'],
  line: ['line.connect', 'line.disconnect', 'line.enable', 'line.disable'],
  tool: ['tool.create', 'tool.update', 'tool.delete'],
  router: ['router.update', 'router.create', 'router.delete'],
  sub_agent: ['sub_agent.create', 'sub_agent.update', 'sub_agent.delete'],
};

/**
 * @example
 * closestSkill('test mode'); // 'test_mode.enable'
 * closestSkill('switch the test mode thing off somehow'); // 'test_mode.disable'
 * closestSkill('what is the weather'); // null
 */
export function closestSkill(text: string): SkillId | null {
  const area = AREAS.find(([, pattern]) => pattern.test(text))?.[0];
  if (!area) return null;
  const skills = SKILLS_OF[area];
  for (const [operation, pattern] of OPERATIONS) {
    if (!pattern.test(text)) continue;
    const skill = skills.find((id) => id.endsWith(`.${operation}`));
    if (skill) return skill;
  }
  return skills[0] ?? null;
}
