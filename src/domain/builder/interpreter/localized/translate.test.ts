import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.js';
import { translateJapanese } from './translate-japanese.js';
import { translateThai } from './translate-thai.js';

describe('detectLanguage', () => {
  it.each([
    ['テストモードをオンにして', 'ja'],
    ['返金', 'ja'],
    ['เปิดโหมดทดสอบ', 'th'],
    ['turn on test mode', 'en'],
    ['connect LINE', 'en'],
  ])('%s is %s', (text, want) => {
    expect(detectLanguage(text)).toBe(want);
  });
});

describe('translateJapanese', () => {
  it.each([
    ['テストモードをオンにして', ['turn on test mode']],
    ['FAQ エージェントと Main router を削除して', ['delete the FAQ sub-agent and the Main router']],
    [
      'Orders エージェントの名前を Shipping に変えて',
      ['rename the Orders sub-agent to "Shipping"'],
    ],
    [
      'Billing というエージェントを追加して、返金の質問をそこに回して',
      ['add a sub-agent called "Billing"', 'route "返金の質問" to it'],
    ],
    [
      'FAQ エージェントに Order lookup ツールを使わせて',
      ['give the Order lookup tool to the FAQ sub-agent'],
    ],
    ['bob@acme.test をテスターに追加して', ['add bob@acme.test as a tester']],
  ])('%s → %j', (text, want) => {
    expect(translateJapanese(text)).toEqual(want);
  });

  it.each(['テストモードはオンですか？', '今日の天気は？', 'LINE を削除しないで'])(
    'leaves "%s" as it is: a question or a negation',
    (text) => {
      expect(translateJapanese(text)).toEqual([text]);
    },
  );
});

describe('translateThai', () => {
  it.each([
    ['เปิดโหมดทดสอบ', ['turn on test mode']],
    ['ปิดโหมดทดสอบ', ['turn off test mode']],
    ['ลบเอเจนต์ FAQ และเราเตอร์ Main router', ['delete the FAQ sub-agent and the Main router']],
    ['เปลี่ยนชื่อ Orders เป็น Shipping', ['rename the Orders to "Shipping"']],
    ['ส่งคำถามเรื่องการคืนเงินไปที่ FAQ', ['route "คำถามเรื่องการคืนเงิน" to the FAQ sub-agent']],
    ['เปิด LINE อีกครั้ง', ['enable LINE']],
    ['ปิด LINE ชั่วคราว', ['disable LINE']],
  ])('%s → %j', (text, want) => {
    expect(translateThai(text)).toEqual(want);
  });

  it.each(['วันนี้อากาศเป็นอย่างไร', 'มีเอเจนต์กี่ตัว', 'อย่าลบเอเจนต์ FAQ'])(
    'leaves "%s" as it is: a question or a negation',
    (text) => {
      expect(translateThai(text)).toEqual([text]);
    },
  );
});
