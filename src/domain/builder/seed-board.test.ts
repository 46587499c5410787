import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBoard, type SeedBoardVariant } from './seed-board.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const OPENAPI_PATH = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
const NOW = new Date('2026-01-15T00:00:00.000Z');
const VARIANTS: readonly SeedBoardVariant[] = ['support', 'sales', 'empty'];

let validateBoard: ValidateFunction;

beforeAll(async () => {
  const api = (await SwaggerParser.dereference(OPENAPI_PATH)) as unknown as {
    components: { schemas: Record<string, object> };
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  validateBoard = ajv.compile(api.components.schemas['Board'] ?? {});
});

describe('seedBoard', () => {
  it.each(VARIANTS)('%s validates against the Board schema', (variant) => {
    const board = seedBoard('prj_acme_support', variant, NOW);
    expect(validateBoard(board), JSON.stringify(validateBoard.errors)).toBe(true);
    expect(board.projectId).toBe('prj_acme_support');
  });

  it.each(VARIANTS)('%s is deterministic and independent per call', (variant) => {
    const first = seedBoard('prj_x', variant, NOW);
    expect(seedBoard('prj_x', variant, NOW)).toEqual(first);
    expect(seedBoard('prj_x', variant, NOW)).not.toBe(first);
  });

  it.each(VARIANTS)('%s keeps every reference inside the board', (variant) => {
    const board = seedBoard('prj_x', variant, NOW);
    const subAgentIds = new Set(board.subAgents.map((subAgent) => subAgent.id));
    const toolIds = new Set(board.tools.map((tool) => tool.id));
    for (const router of board.routers) {
      for (const rule of router.rules) expect(subAgentIds).toContain(rule.subAgentId);
      if (router.fallback.subAgentId !== null)
        expect(subAgentIds).toContain(router.fallback.subAgentId);
    }
    for (const subAgent of board.subAgents) {
      for (const toolId of subAgent.toolIds) expect(toolIds).toContain(toolId);
    }
    expect(Date.parse(board.updatedAt)).toBeLessThanOrEqual(NOW.getTime());
  });

  it('support: a Main router with two rules, Orders and FAQ, an HTTP Order lookup tool, one LINE channel, test mode off', () => {
    const board = seedBoard('prj_acme_support', 'support', NOW);
    expect(board.routers.map((router) => [router.name, router.rules.length])).toEqual([
      ['Main router', 2],
    ]);
    expect(board.subAgents.map((subAgent) => subAgent.name)).toEqual(['Orders', 'FAQ']);
    expect(board.tools).toMatchObject([{ name: 'Order lookup', kind: 'http' }]);
    expect(board.lineChannels).toHaveLength(1);
    expect(board.lineChannels[0]?.webhookUrl).toBe(
      'https://hooks.standin.test/line/prj_acme_support/lin_main',
    );
    expect(board.testMode).toEqual({ enabled: false, testers: [] });
    expect(board.revision).toBeGreaterThan(0);
    // The decisions' example instructions create Billing, so the demo board must not have one.
    expect(board.subAgents.some((subAgent) => subAgent.name === 'Billing')).toBe(false);
  });

  it('sales: a different board, in test mode, with a builtin tool and a disabled LINE channel', () => {
    const board = seedBoard('prj_acme_sales', 'sales', NOW);
    const support = seedBoard('prj_acme_sales', 'support', NOW);
    expect(board.subAgents.map((subAgent) => subAgent.name)).not.toEqual(
      support.subAgents.map((s) => s.name),
    );
    expect(board.testMode.enabled).toBe(true);
    expect(board.tools.map((tool) => tool.kind)).toContain('builtin');
    expect(board.lineChannels[0]?.enabled).toBe(false);
  });

  it('empty: nothing, revision 0', () => {
    expect(seedBoard('prj_new', 'empty', NOW)).toEqual({
      projectId: 'prj_new',
      revision: 0,
      updatedAt: NOW.toISOString(),
      routers: [],
      subAgents: [],
      tools: [],
      lineChannels: [],
      testMode: { enabled: false, testers: [] },
    });
  });

  it('uses the webhook base it is given', () => {
    const board = seedBoard('prj_a', 'support', NOW, {
      webhookBase: 'http://127.0.0.1:4010/hooks',
    });
    expect(board.lineChannels[0]?.webhookUrl).toBe(
      'http://127.0.0.1:4010/hooks/line/prj_a/lin_main',
    );
  });
});
