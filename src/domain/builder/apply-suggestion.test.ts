import { describe, expect, it } from 'vitest';
import { applySuggestion, type ApplyContext, type ApplyResult } from './apply-suggestion.js';
import { seedBoard } from './seed-board.js';
import type { Board, SkillId, SkillInputs } from './types.js';

const NOW = new Date('2026-01-15T09:00:00.000Z');
const WEBHOOK_BASE = 'https://hooks.standin.test';

/** The seeded support board, frozen all the way down: any mutation throws. */
const board = deepFreeze(
  seedBoard('prj_acme_support', 'support', new Date('2026-01-01T00:00:00Z')),
);

function context(): ApplyContext {
  let counter = 0;
  return {
    now: NOW,
    newId: (prefix) => `${prefix}_new${(counter += 1)}`,
    webhookBase: WEBHOOK_BASE,
  };
}

function apply<K extends SkillId>(
  skillId: K,
  payload: SkillInputs[K],
  on: Board = board,
): ApplyResult {
  return applySuggestion(on, { skillId, payload }, context());
}

/** Applies and returns the new board, failing the test with the message when it does not apply. */
function applied<K extends SkillId>(skillId: K, payload: SkillInputs[K], on: Board = board): Board {
  const result = apply(skillId, payload, on);
  if (!result.ok) throw new Error(`${skillId} did not apply: ${result.code} ${result.message}`);
  return result.board;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('applySuggestion', () => {
  it('bumps revision by one, sets updatedAt and returns a new board', () => {
    const result = apply('test_mode.enable', {});
    expect(result).toMatchObject({ ok: true, targetId: null });
    if (!result.ok) return;
    expect(result.board).not.toBe(board);
    expect(result.board.revision).toBe(board.revision + 1);
    expect(result.board.updatedAt).toBe(NOW.toISOString());
    expect(board.testMode.enabled).toBe(false);
  });

  it('leaves the board untouched when it fails', () => {
    const result = apply('sub_agent.delete', { subAgentId: 'sag_gone' });
    expect(result).toEqual({
      ok: false,
      code: 'TARGET_NOT_FOUND',
      message: expect.stringMatching(/sag_gone/),
    });
  });

  describe('router', () => {
    it('router.create resolves subAgentName to the id and defaults the fallback to a human', () => {
      const result = apply('router.create', {
        name: 'Escalations',
        rules: [{ intent: 'complaints', keywords: ['complaint'], subAgentName: 'faq' }],
      });
      expect(result).toMatchObject({ ok: true, targetId: 'rtr_new1' });
      if (!result.ok) return;
      expect(result.board.routers.at(-1)).toEqual({
        id: 'rtr_new1',
        name: 'Escalations',
        description: '',
        rules: [
          { id: 'rul_new2', intent: 'complaints', keywords: ['complaint'], subAgentId: 'sag_faq' },
        ],
        fallback: { action: 'human', subAgentId: null },
      });
    });

    it('router.create names the missing sub-agent', () => {
      const result = apply('router.create', {
        name: 'Escalations',
        rules: [{ intent: 'refunds', subAgentName: 'Billing' }],
      });
      expect(result).toMatchObject({
        ok: false,
        code: 'TARGET_NOT_FOUND',
        message: expect.stringMatching(/"Billing"/),
      });
    });

    it('router.create refuses a duplicate name, case-insensitively', () => {
      expect(apply('router.create', { name: 'main ROUTER' })).toMatchObject({
        ok: false,
        code: 'CONFLICT',
      });
    });

    it('router.update adds and removes rules, renames and sets a fallback by name', () => {
      const next = applied('router.update', {
        routerId: 'rtr_main',
        name: 'Support router',
        removeRuleIds: ['rul_faq'],
        addRules: [{ intent: 'refund questions', keywords: ['refund'], subAgentId: 'sag_orders' }],
        fallback: { action: 'sub_agent', subAgentName: 'FAQ' },
      });
      const router = next.routers[0];
      expect(router?.name).toBe('Support router');
      expect(router?.rules.map((rule) => rule.id)).toEqual(['rul_orders', 'rul_new1']);
      expect(router?.fallback).toEqual({ action: 'sub_agent', subAgentId: 'sag_faq' });
    });

    it('router.update reports a rule id the router does not have', () => {
      expect(
        apply('router.update', { routerId: 'rtr_main', removeRuleIds: ['rul_nope'] }),
      ).toMatchObject({
        ok: false,
        code: 'TARGET_NOT_FOUND',
      });
    });

    it('router.update of a router that no longer exists is TARGET_NOT_FOUND', () => {
      expect(apply('router.update', { routerId: 'rtr_gone', name: 'X' })).toMatchObject({
        ok: false,
        code: 'TARGET_NOT_FOUND',
      });
    });

    it('router.update refuses a fallback to a sub-agent it cannot find', () => {
      expect(
        apply('router.update', {
          routerId: 'rtr_main',
          fallback: { action: 'sub_agent', subAgentId: 'sag_x' },
        }),
      ).toMatchObject({ ok: false, code: 'TARGET_NOT_FOUND' });
    });

    it('router.delete removes the router', () => {
      const result = apply('router.delete', { routerId: 'rtr_main' });
      expect(result).toMatchObject({ ok: true, targetId: 'rtr_main' });
      if (result.ok) expect(result.board.routers).toEqual([]);
    });
  });

  describe('sub_agent', () => {
    it('sub_agent.create adds it with de-duplicated tools', () => {
      const result = apply('sub_agent.create', {
        name: 'Billing',
        description: 'Handles refunds',
        instructions: 'Help customers with refunds.',
        toolIds: ['tol_order_lookup', 'tol_order_lookup'],
      });
      expect(result).toMatchObject({ ok: true, targetId: 'sag_new1' });
      if (!result.ok) return;
      expect(result.board.subAgents.at(-1)).toEqual({
        id: 'sag_new1',
        name: 'Billing',
        description: 'Handles refunds',
        instructions: 'Help customers with refunds.',
        toolIds: ['tol_order_lookup'],
      });
    });

    it('sub_agent.create refuses a duplicate name and an unknown tool', () => {
      expect(
        apply('sub_agent.create', { name: 'ORDERS', description: '', instructions: '' }),
      ).toMatchObject({
        ok: false,
        code: 'CONFLICT',
      });
      expect(
        apply('sub_agent.create', {
          name: 'New',
          description: '',
          instructions: '',
          toolIds: ['tol_x'],
        }),
      ).toMatchObject({ ok: false, code: 'TARGET_NOT_FOUND' });
    });

    it('sub_agent.update changes only the given fields', () => {
      const next = applied('sub_agent.update', {
        subAgentId: 'sag_faq',
        name: 'Help centre',
        toolIds: ['tol_order_lookup'],
      });
      expect(next.subAgents[1]).toEqual({
        ...board.subAgents[1],
        name: 'Help centre',
        toolIds: ['tol_order_lookup'],
      });
    });

    it('sub_agent.update adds tools named by toolNames (any case) to the tools it has', () => {
      const withStock = applied('tool.create', {
        name: 'Stock check',
        description: 'Checks stock',
        kind: 'builtin',
      });
      const stock = withStock.tools.find((tool) => tool.name === 'Stock check');
      const next = applied(
        'sub_agent.update',
        { subAgentId: 'sag_orders', toolNames: ['stock CHECK'] },
        withStock,
      );
      expect(next.subAgents[0]?.toolIds).toEqual(['tol_order_lookup', stock?.id]);
    });

    it('sub_agent.create and update fail on a toolNames entry that is not on the board', () => {
      expect(
        apply('sub_agent.create', {
          name: 'Stock',
          description: '',
          instructions: '',
          toolNames: ['Stock check'],
        }),
      ).toMatchObject({
        ok: false,
        code: 'TARGET_NOT_FOUND',
        message: expect.stringMatching(/"Stock check"/),
      });
      expect(
        apply('sub_agent.update', { subAgentId: 'sag_faq', toolNames: ['Stock check'] }),
      ).toMatchObject({ ok: false, code: 'TARGET_NOT_FOUND' });
    });

    it('sub_agent.update allows a change of case in its own name but not another name', () => {
      expect(apply('sub_agent.update', { subAgentId: 'sag_faq', name: 'faq' })).toMatchObject({
        ok: true,
      });
      expect(apply('sub_agent.update', { subAgentId: 'sag_faq', name: 'orders' })).toMatchObject({
        ok: false,
        code: 'CONFLICT',
      });
    });

    it('sub_agent.delete removes its rules and hands a fallback to it to a human', () => {
      const pointing = applied('router.update', {
        routerId: 'rtr_main',
        fallback: { action: 'sub_agent', subAgentId: 'sag_orders' },
      });
      const next = applied('sub_agent.delete', { subAgentId: 'sag_orders' }, pointing);
      expect(next.subAgents.map((subAgent) => subAgent.id)).toEqual(['sag_faq']);
      expect(next.routers[0]?.rules.map((rule) => rule.id)).toEqual(['rul_faq']);
      expect(next.routers[0]?.fallback).toEqual({ action: 'human', subAgentId: null });
      expect(next.revision).toBe(board.revision + 2);
    });
  });

  describe('tool', () => {
    it('tool.create adds an HTTP tool', () => {
      const http = { method: 'POST' as const, url: 'https://api.acme.test/refunds/{orderId}' };
      const parameters = [
        { name: 'orderId', type: 'string' as const, description: 'The order', required: true },
      ];
      const result = apply('tool.create', {
        name: 'Refund',
        description: 'Refunds an order',
        kind: 'http',
        http,
        parameters,
      });
      expect(result).toMatchObject({ ok: true, targetId: 'tol_new1' });
      if (result.ok) {
        expect(result.board.tools.at(-1)).toEqual({
          id: 'tol_new1',
          name: 'Refund',
          description: 'Refunds an order',
          kind: 'http',
          http,
          parameters,
        });
      }
    });

    it('tool.create gives a builtin tool http null and no parameters', () => {
      const next = applied('tool.create', {
        name: 'Handoff',
        description: 'To a human',
        kind: 'builtin',
      });
      expect(next.tools.at(-1)).toMatchObject({ kind: 'builtin', http: null, parameters: [] });
    });

    it('tool.create refuses an HTTP tool without http, and a duplicate name', () => {
      expect(apply('tool.create', { name: 'X', description: '', kind: 'http' })).toMatchObject({
        ok: false,
        code: 'CONFLICT',
      });
      expect(
        apply('tool.create', { name: 'order lookup', description: '', kind: 'builtin' }),
      ).toMatchObject({
        ok: false,
        code: 'CONFLICT',
      });
    });

    it('tool.update changes the URL and parameters', () => {
      const next = applied('tool.update', {
        toolId: 'tol_order_lookup',
        http: { method: 'GET', url: 'https://api.acme.test/v2/orders/{id}' },
        parameters: [],
      });
      expect(next.tools[0]).toMatchObject({
        http: { url: 'https://api.acme.test/v2/orders/{id}' },
        parameters: [],
      });
    });

    it('tool.update refuses http on a builtin tool', () => {
      const withBuiltin = applied('tool.create', {
        name: 'Handoff',
        description: '',
        kind: 'builtin',
      });
      expect(
        apply(
          'tool.update',
          { toolId: 'tol_new1', http: { method: 'GET', url: 'https://x.test' } },
          withBuiltin,
        ),
      ).toMatchObject({ ok: false, code: 'CONFLICT' });
    });

    it('tool.delete takes the tool away from every sub-agent', () => {
      const next = applied('tool.delete', { toolId: 'tol_order_lookup' });
      expect(next.tools).toEqual([]);
      expect(next.subAgents.find((subAgent) => subAgent.id === 'sag_orders')?.toolIds).toEqual([]);
    });

    it('tool.delete of a tool that no longer exists is TARGET_NOT_FOUND', () => {
      expect(apply('tool.delete', { toolId: 'tol_gone' })).toMatchObject({
        ok: false,
        code: 'TARGET_NOT_FOUND',
      });
    });
  });

  describe('line', () => {
    it('line.connect assigns a deterministic 10-digit channel id and the webhook URL', () => {
      const empty = seedBoard('prj_acme_support', 'empty', NOW);
      const first = apply('line.connect', { name: 'LINE' }, empty);
      const again = apply('line.connect', { name: 'LINE' }, empty);
      expect(first).toEqual(again);
      expect(first).toMatchObject({ ok: true, targetId: 'lin_new1' });
      if (!first.ok) return;
      expect(first.board.lineChannels).toEqual([
        {
          id: 'lin_new1',
          name: 'LINE',
          channelId: expect.stringMatching(/^[0-9]{10}$/),
          webhookUrl: 'https://hooks.standin.test/line/prj_acme_support/lin_new1',
          enabled: true,
          connectedAt: NOW.toISOString(),
        },
      ]);
      const other = apply('line.connect', { name: 'LINE' }, { ...empty, projectId: 'prj_other' });
      expect(other.ok && other.board.lineChannels[0]?.channelId).not.toBe(
        first.board.lineChannels[0]?.channelId,
      );
    });

    it('line.connect never puts the secret or the access token on the board', () => {
      const next = applied('line.connect', {
        name: 'Acme LINE',
        channelId: '1657012345',
        channelSecret: 's3cr3t-value',
        channelAccessToken: 'access-token-value',
      });
      const channel = next.lineChannels.at(-1);
      expect(channel).not.toHaveProperty('channelSecret');
      expect(channel).not.toHaveProperty('channelAccessToken');
      expect(JSON.stringify(next)).not.toMatch(/s3cr3t-value|access-token-value/);
    });

    it('line.connect tolerates a trailing slash on the webhook base', () => {
      const result = applySuggestion(
        seedBoard('prj_a', 'empty', NOW),
        { skillId: 'line.connect', payload: { name: 'LINE' } },
        { ...context(), webhookBase: 'https://hooks.example.test/' },
      );
      expect(result.ok && result.board.lineChannels[0]?.webhookUrl).toBe(
        'https://hooks.example.test/line/prj_a/lin_new1',
      );
    });

    it('line.connect refuses a channel id or a name that is already connected', () => {
      const channelId = board.lineChannels[0]?.channelId ?? '';
      expect(apply('line.connect', { name: 'Other', channelId })).toMatchObject({
        ok: false,
        code: 'CONFLICT',
      });
      expect(apply('line.connect', { name: 'support line' })).toMatchObject({
        ok: false,
        code: 'CONFLICT',
      });
    });

    it('line.disable, line.enable and line.disconnect change the channel', () => {
      const disabled = applied('line.disable', { lineChannelId: 'lin_main' });
      expect(disabled.lineChannels[0]?.enabled).toBe(false);
      const enabled = applied('line.enable', { lineChannelId: 'lin_main' }, disabled);
      expect(enabled.lineChannels[0]?.enabled).toBe(true);
      expect(applied('line.disconnect', { lineChannelId: 'lin_main' }).lineChannels).toEqual([]);
    });

    it('a LINE channel that is gone is TARGET_NOT_FOUND', () => {
      for (const skillId of ['line.enable', 'line.disable', 'line.disconnect'] as const) {
        expect(apply(skillId, { lineChannelId: 'lin_gone' })).toMatchObject({
          ok: false,
          code: 'TARGET_NOT_FOUND',
        });
      }
    });
  });

  describe('test_mode', () => {
    it('test_mode.enable with testers replaces them; without keeps them', () => {
      const on = applied('test_mode.enable', {
        testers: ['alice@acme.test', 'ALICE@acme.test', 'bob@acme.test'],
      });
      expect(on.testMode).toEqual({ enabled: true, testers: ['alice@acme.test', 'bob@acme.test'] });
      const off = applied('test_mode.disable', {}, on);
      expect(off.testMode).toEqual({
        enabled: false,
        testers: ['alice@acme.test', 'bob@acme.test'],
      });
      expect(applied('test_mode.enable', {}, off).testMode).toEqual(on.testMode);
    });

    it('test_mode.update adds and removes testers', () => {
      const on = applied('test_mode.enable', { testers: ['alice@acme.test'] });
      const next = applied(
        'test_mode.update',
        { addTesters: ['bob@acme.test', 'alice@acme.test'], removeTesters: ['Alice@acme.test'] },
        on,
      );
      expect(next.testMode).toEqual({
        enabled: true,
        testers: ['bob@acme.test', 'alice@acme.test'],
      });
      expect(
        applied('test_mode.update', { removeTesters: ['bob@acme.test'] }, next).testMode.testers,
      ).toEqual(['alice@acme.test']);
    });
  });
});
