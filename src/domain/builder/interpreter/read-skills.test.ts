import { describe, expect, it } from 'vitest';
import { seedBoard } from '../seed-board.js';
import { detectLanguage } from './localized/language.js';
import { readLocalized, readSkills } from './read-skills.js';

const board = seedBoard('prj_acme_support', 'support', new Date('2026-01-15T00:00:00Z'));

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

describe('readSkills in English', () => {
  it.each([
    // A remark after a name is never part of it: the name is found on the board.
    ["Delete the order lookup tool, we're not using it anymore", ['delete the Order lookup tool']],
    ['remove FAQ, nobody reads it', ['delete the FAQ sub-agent']],
    ['Remove FAQ and Orders', ['delete the FAQ sub-agent', 'delete the Orders sub-agent']],
    ["rename main router to Inbox, it's a clearer name", ['rename the Main router to "Inbox"']],
    [
      "Let's call the FAQ agent Help Center from now on",
      ['rename the FAQ sub-agent to "Help Center"'],
    ],
    [
      'The order lookup endpoint moved to https://api.acme.test/v3/orders/{orderId}',
      ['change the URL of the Order lookup tool to https://api.acme.test/v3/orders/{orderId}'],
    ],
    ['Stop replying on LINE but keep it connected', ['disable the Support LINE channel']],
    ['Go live', ['turn off test mode']],
    ['Put the bot in preview mode', ['turn on test mode']],
    [
      'Take alice@acme.test off the testers list, she left the team',
      ['remove alice@acme.test from testers'],
    ],
    [
      'Route payment problems to the Orders agent from now on',
      ['route "payment problems" to the Orders sub-agent'],
    ],
    ['send questions about points there', ['route "questions about points" to it']],
    [
      'Add two sub-agents: Billing for invoices and Returns for return requests',
      [
        'add a sub-agent called "Billing" that handles invoices',
        'add a sub-agent called "Returns" that handles return requests',
      ],
    ],
    ['new router: Escalations', ['add a router called "Escalations"']],
    ["We don't need the Orders specialist any more", ['delete the Orders sub-agent']],
    ["FAQ isn't needed anymore", ['delete the FAQ sub-agent']],
    ["We don't need a router anymore", ['delete the Main router']],
    ['anything about invoices should go to FAQ', ['route "invoices" to the FAQ sub-agent']],
    ['use FAQ as the fallback', ['send everything else to the FAQ sub-agent']],
    ['Can erin@acme.test be a tester too', ['add erin@acme.test as a tester']],
    ["We're ready to go live", ['turn off test mode']],
    [
      'When no rule matches, hand the conversation over to a human',
      ['send everything else to a human'],
    ],
  ])('%s → %j', (text, want) => {
    expect(readSkills(text, board, 'en')).toEqual(want);
  });

  it.each([
    'Should I delete the FAQ agent',
    "don't delete the FAQ agent",
    'send a test message to the FAQ agent',
    // Two items and a verb that fits only one of them: left to the clause readers.
    'Delete Billing and merge it into Orders',
    'hello',
  ])('does not read "%s"', (text) => {
    expect(readSkills(text, board, 'en')).toBeNull();
  });
});

describe('readLocalized', () => {
  it.each([
    ['テストモードをオンにして', ['turn on test mode']],
    [
      'FAQ エージェントと Main router を削除して',
      ['delete the FAQ sub-agent', 'delete the Main router'],
    ],
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
    ['返金対応のエージェントを追加して', ['add a sub-agent that handles 返金']],
    ['テストモードにしたいです', ['turn on test mode']],
    // A name the board does not have is carried over, so the reply can say it is not there.
    ['Billing エージェントを削除して', ['delete the Billing sub-agent']],
    ['プレビューに切り替えて', ['turn on test mode']],
    ['テストモードから本番環境に切り替えて', ['turn off test mode']],
    // A URL ends where Japanese starts, with or without a space.
    [
      'Order lookup の URL を https://orders.acme.test/v4/{orderId}へ更新して',
      ['change the URL of the Order lookup tool to https://orders.acme.test/v4/{orderId}'],
    ],
    // A clause that only gives a value stays with the request before it.
    [
      'Inventory API を追加してください。URL は https://api.acme.test/inv/{sku} です',
      ['add an HTTP tool called "Inventory" at https://api.acme.test/inv/{sku}'],
    ],
    [
      'テストモードを有効にして、テスターは carol@acme.test と dave@acme.test で',
      ['turn on test mode for carol@acme.test, dave@acme.test'],
    ],
    [
      'LINE チャンネル 1657012345 を追加して、名前は Osaka LINE で',
      ['connect LINE channel 1657012345 as "Osaka LINE"'],
    ],
    ['どれにもマッチしない問い合わせはオペレーターにつないで', ['send everything else to a human']],
    ['FAQ の名称は Help Desk にしてください', ['rename the FAQ sub-agent to "Help Desk"']],
    ['VIP router を作成して', ['add a router called "VIP"']],
    [
      'FAQ を削除し、Main router の名前を Front desk に変えて',
      ['delete the FAQ sub-agent', 'rename the Main router to "Front desk"'],
    ],
    ['返金の質問は Orders に転送して', ['route "返金の質問" to the Orders sub-agent']],
    ['ＦＡＱ　エージェントを削除して', ['delete the FAQ sub-agent']],
    [
      'FAQ、Orders、Main router を消して',
      ['delete the FAQ sub-agent', 'delete the Orders sub-agent', 'delete the Main router'],
    ],
    // Test mode and LINE in one clause: LINE is what is stopped.
    ['テストモードのまま LINE を止めて', ['disable the Support LINE channel']],
  ])('%s → %j', (text, want) => {
    expect(readLocalized(text, board, 'ja')).toEqual(want);
  });

  it.each([
    ['เปิดโหมดทดสอบ', ['turn on test mode']],
    ['ปิดโหมดทดสอบ', ['turn off test mode']],
    ['ลบเอเจนต์ FAQ และเราเตอร์ Main router', ['delete the FAQ sub-agent', 'delete the Main router']],
    ['เปลี่ยนชื่อ Orders เป็น Shipping', ['rename the Orders sub-agent to "Shipping"']],
    ['ส่งคำถามเรื่องการคืนเงินไปที่ FAQ', ['route "คำถามเรื่องการคืนเงิน" to the FAQ sub-agent']],
    ['เปิด LINE อีกครั้ง', ['enable the Support LINE channel']],
    ['ปิด LINE ชั่วคราว', ['disable the Support LINE channel']],
    [
      'สร้างเอเจนต์ชื่อ Billing สำหรับเรื่องใบแจ้งหนี้',
      ['add a sub-agent called "Billing" that handles ใบแจ้งหนี้'],
    ],
    // Polite particles end a name, with or without a space before them.
    ['เปลี่ยนชื่อ FAQ เป็น Help Desk หน่อยครับ', ['rename the FAQ sub-agent to "Help Desk"']],
    ['เปลี่ยนชื่อ FAQ เป็น Help Deskค่ะ', ['rename the FAQ sub-agent to "Help Desk"']],
    // A particle that ends the message ends a Thai name too.
    ['เปลี่ยนชื่อ FAQ เป็น คำถามทั่วไป จ้า', ['rename the FAQ sub-agent to "คำถามทั่วไป"']],
    ['เปลี่ยนชื่อ FAQ เป็น คำถามทั่วไป นะคะ', ['rename the FAQ sub-agent to "คำถามทั่วไป"']],
    [
      'เชื่อม LINE ช่อง 1657012345 ชื่อว่า Bangkok LINE นะคะ',
      ['connect LINE channel 1657012345 as "Bangkok LINE"'],
    ],
    ['ออกจากโหมดทดลองครับ', ['turn off test mode']],
    ['ปิดโหมดทดสอบได้แล้วค่ะ', ['turn off test mode']],
    ['โหมดทดสอบยังเปิดไว้ แต่ปิด LINE ก่อน', ['disable the Support LINE channel']],
    // และ before a verb starts a new request; between two names it does not.
    ['ลบ FAQ และสร้างเราเตอร์ VIP', ['delete the FAQ sub-agent', 'add a router called "VIP"']],
    [
      'ย้าย Order lookup ไปที่ https://orders.acme.test/{orderId}ครับ',
      ['change the URL of the Order lookup tool to https://orders.acme.test/{orderId}'],
    ],
  ])('%s → %j', (text, want) => {
    expect(readLocalized(text, board, 'th')).toEqual(want);
  });

  it.each([
    ['テストモードはオンですか？', 'ja'],
    ['LINE を削除しないで', 'ja'],
    ['มีเอเจนต์กี่ตัว', 'th'],
    ['อย่าลบเอเจนต์ FAQ', 'th'],
    ['FAQ 消すのはやめて', 'ja'],
    ['ลบเอเจนต์ FAQ มั้ย', 'th'],
    ['อาจจะลบ FAQ', 'th'],
    ['FAQ を消さないで', 'ja'],
    ['FAQ は削除せずに残して', 'ja'],
    // Two names that are not one list belong to different requests: neither is deleted here.
    ['FAQ は残して Orders を削除', 'ja'],
    ['FAQ を削除して Orders を Shipping に改名して', 'ja'],
    ['ลบ FAQ เปลี่ยนชื่อ Orders เป็น Shipping', 'th'],
  ] as const)(
    'keeps "%s" as typed: a question, a negation or two requests in one',
    (text, language) => {
      expect(readLocalized(text, board, language)).toEqual([text]);
    },
  );

  it('reads the one Latin name after the item as the new name, never the verb before it', () => {
    expect(readSkills('FAQ をリネームして Help にして', board, 'ja')).toEqual([
      'rename the FAQ sub-agent to "Help"',
    ]);
  });

  it.each([
    // A particle never starts a new name.
    'FAQ の名前は のみにして',
    // Testers and a word that also turns test mode off: not read as turning it off.
    'テストモードのテスターを解除して',
  ])('does not read "%s"', (text) => {
    expect(readLocalized(text, board, 'ja')).toEqual([text]);
  });
});
