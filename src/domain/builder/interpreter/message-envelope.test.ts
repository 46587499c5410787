import { describe, expect, it } from 'vitest';
import { openEnvelope } from './message-envelope.js';

const boardNames = new Set(['orders', 'faq', 'order lookup', 'main router', 'support line']);
const names = (lower: string): boolean => boardNames.has(lower);

describe('openEnvelope', () => {
  it("keeps a ticket's description without its label, its title, fields and criteria", () => {
    const ticket = [
      'BOT-501 Retire the Main router',
      'Description: Delete the main router from the board.',
      'Acceptance criteria:',
      '- no router left on the board',
      'Priority: P3',
      'Labels: cleanup',
    ].join('\n');
    expect(openEnvelope(ticket, names)).toEqual({
      text: 'Delete the main router from the board.',
      held: false,
      heldLine: false,
    });
  });

  it("reads a ticket's title when it has no description", () => {
    expect(openEnvelope('【BOT-12】FAQ を削除\n優先度：P2', names).text).toBe('FAQ を削除');
  });

  it('holds a ticket whose status says it will not be done', () => {
    expect(openEnvelope("BOT-9 Delete FAQ\nStatus: Won't do", names).held).toBe(true);
    expect(openEnvelope('BOT-9 Delete FAQ\nStatus: In progress', names).held).toBe(false);
  });

  it('reads a forwarded request inside its quote marks, without the envelope lines', () => {
    const mail = ['FW: naming', '', '> From: Kenji', '> please rename FAQ to Help', 'Thanks'];
    expect(openEnvelope(mail.join('\n'), names).text).toBe('please rename FAQ to Help\nThanks');
  });

  it('drops who said each line of a thread, never a board name before a colon', () => {
    const thread = '[14:01] Olu: the API moved\n[14:02] Kim: update the lookup tool';
    expect(openEnvelope(thread, names).text).toBe('the API moved\nupdate the lookup tool');
    const items = 'FAQ: delete it\nOrders: rename to Shipping';
    expect(openEnvelope(items, names).text).toBe(items);
  });

  it('leaves out a line held for later and done checklist items, and reads the rest', () => {
    const notes = [
      'Decided: add a Returns agent',
      '- [x] rename FAQ',
      '- [ ] turn on test mode',
      'AI: Kenji to connect the new LINE OA next sprint',
      '保留：LINE の切断',
    ].join('\n');
    expect(openEnvelope(notes, names)).toEqual({
      text: 'add a Returns agent\nturn on test mode',
      held: false,
      heldLine: true,
    });
  });

  it('holds the whole message when a line says the rest must wait', () => {
    expect(openEnvelope("Mia: delete FAQ?\nKen: don't do it yet", names).held).toBe(true);
    expect(openEnvelope('Please delete Orders but first I must ask my manager', names).held).toBe(
      true,
    );
  });

  it('reads a request after a sentence that only says something is not done yet', () => {
    const said = 'we have not yet connected LINE, please connect it';
    expect(openEnvelope(said, names)).toEqual({ text: said, held: false });
    expect(openEnvelope('Ken: delete FAQ?\nMia: not yet.', names).held).toBe(true);
  });

  it('leaves a one-line instruction as it is', () => {
    expect(openEnvelope('Description: handles refunds', names).text).toBe(
      'Description: handles refunds',
    );
  });
});
