import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { interpretInstruction } from './interpret-instruction.js';
import { seedBoard } from './seed-board.js';
import { buildSkills, LOCALIZED_EXAMPLES, SKILL_CATALOGUE, skillDefinition } from './skills.js';
import type { Board, Skill, SkillId } from './types.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const OPENAPI_PATH = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url));
const NOW = new Date('2026-01-15T00:00:00.000Z');

let schemas: Record<string, Record<string, unknown>>;
let skills: Skill[];
let validateInput: Map<SkillId, ValidateFunction>;

beforeAll(async () => {
  const api = (await SwaggerParser.dereference(OPENAPI_PATH)) as unknown as {
    components: { schemas: Record<string, Record<string, unknown>> };
  };
  schemas = api.components.schemas;
  skills = buildSkills(schemas);
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  validateInput = new Map(skills.map((skill) => [skill.id, ajv.compile(skill.inputSchema)]));
});

/** A board every example instruction can act on: the one each skill's examples assume. */
function suitableBoard(id: SkillId): Board {
  const support = seedBoard('prj_examples', 'support', NOW);
  const acmeLine = {
    id: 'lin_acme',
    name: 'Acme LINE',
    channelId: '1657012345',
    webhookUrl: 'https://hooks.standin.test/line/prj_examples/lin_acme',
    enabled: true,
    connectedAt: '2025-11-02T10:00:00.000Z',
  };
  const withExtras: Board = {
    ...support,
    routers: [
      ...support.routers,
      {
        id: 'rtr_escalations',
        name: 'Escalations',
        description: '',
        rules: [],
        fallback: { action: 'human', subAgentId: null },
      },
    ],
    subAgents: [
      ...support.subAgents,
      {
        id: 'sag_billing',
        name: 'Billing',
        description: 'Handles refunds',
        instructions: 'Be kind.',
        toolIds: [],
      },
    ],
    lineChannels: [acmeLine],
  };
  switch (id) {
    case 'router.create':
      return { ...withExtras, routers: [] };
    case 'router.update':
      // "send everything else to a human" needs a router that does not already do that.
      return {
        ...withExtras,
        routers: withExtras.routers.map((router) => ({
          ...router,
          fallback: { action: 'sub_agent' as const, subAgentId: 'sag_faq' },
        })),
      };
    case 'sub_agent.create':
      return support;
    case 'tool.create':
      return {
        ...support,
        tools: [],
        subAgents: support.subAgents.map((s) => ({ ...s, toolIds: [] })),
      };
    case 'line.connect':
      return { ...support, lineChannels: [] };
    case 'line.enable':
      return { ...withExtras, lineChannels: [{ ...acmeLine, enabled: false }] };
    case 'test_mode.disable':
      return { ...withExtras, testMode: { enabled: true, testers: ['alice@acme.test'] } };
    case 'test_mode.update':
      return { ...withExtras, testMode: { enabled: true, testers: ['alice@acme.test'] } };
    default:
      return withExtras;
  }
}

function withoutSource(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, child: unknown) =>
      key === 'x-standin-source' ? undefined : child,
    ),
  );
}

describe('SKILL_CATALOGUE', () => {
  it('has exactly the 16 skills of the SkillId enum, in its order', () => {
    const enumIds = (schemas['SkillId'] as { enum: string[] }).enum;
    expect(SKILL_CATALOGUE.map((skill) => skill.id)).toEqual(enumIds);
    expect(enumIds).toHaveLength(16);
  });

  it('names input schemas that openapi.yaml lists as suggestion payloads', () => {
    const payloadSchemas = (schemas['SuggestionPayload'] as { anyOf: unknown[] }).anyOf;
    for (const skill of SKILL_CATALOGUE) {
      expect(payloadSchemas, skill.id).toContainEqual(schemas[skill.inputSchemaName]);
    }
    expect(skillDefinition('router.delete').inputSchemaName).toBe('RouterRefInput');
    expect(skillDefinition('line.enable').inputSchemaName).toBe('LineRefInput');
  });

  it('ids are "<targetType>.<operation>"', () => {
    for (const skill of SKILL_CATALOGUE)
      expect(skill.id).toBe(`${skill.targetType}.${skill.operation}`);
  });

  describe.each(SKILL_CATALOGUE.map((skill) => [skill.id, skill] as const))('%s', (id, skill) => {
    it('has at least two examples', () => {
      expect(skill.examples.length).toBeGreaterThanOrEqual(2);
    });

    it.each(skill.examples)('the interpreter understands "%s"', (example) => {
      const result = interpretInstruction(example, suitableBoard(id));
      expect(
        result.suggestions.map((s) => s.skillId),
        result.reply,
      ).toContain(id);
      for (const suggestion of result.suggestions) {
        const validate = validateInput.get(suggestion.skillId);
        expect(validate?.(suggestion.payload), JSON.stringify(validate?.errors)).toBe(true);
      }
    });
  });
});

describe('LOCALIZED_EXAMPLES', () => {
  for (const language of ['ja', 'th'] as const) {
    for (const skill of SKILL_CATALOGUE) {
      const example = LOCALIZED_EXAMPLES[language][skill.id];
      it(`the interpreter understands the ${language} example of ${skill.id}: "${example}"`, () => {
        const board = suitableBoard(skill.id);
        const { suggestions, reply } = interpretInstruction(example, board);
        expect(
          suggestions.map((s) => s.skillId),
          reply,
        ).toContain(skill.id);
        expect(reply).not.toMatch(/[A-Za-z]{4,} [a-z]{4,} [a-z]{4,}/);
      });
    }
  }
});

describe('buildSkills', () => {
  it('returns skills that validate against the Skill schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schemas['SkillList'] as object);
    expect(validate({ items: skills }), JSON.stringify(validate.errors)).toBe(true);
    expect(skills).toHaveLength(16);
  });

  it('takes each inputSchema from the dereferenced components, without x-standin-source', () => {
    for (const skill of skills) {
      const name = skillDefinition(skill.id).inputSchemaName;
      expect(schemas[name]?.['x-standin-source']).toBe('assumed');
      expect(skill.inputSchema).toEqual(withoutSource(schemas[name]));
      expect(JSON.stringify(skill.inputSchema)).not.toContain('x-standin-source');
    }
  });

  it('gives self-contained schemas (no $ref) that validate a payload', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const lineConnect = skills.find((skill) => skill.id === 'line.connect');
    expect(JSON.stringify(lineConnect?.inputSchema)).not.toContain('$ref');
    const validate = ajv.compile(lineConnect?.inputSchema ?? {});
    expect(validate({ name: 'LINE', channelId: '1657012345' })).toBe(true);
    expect(validate({ name: 'LINE', channelId: '42' })).toBe(false);
  });

  it('does not change the components it reads', () => {
    const before = JSON.stringify(schemas['RouterUpdateInput']);
    buildSkills(schemas);
    expect(JSON.stringify(schemas['RouterUpdateInput'])).toBe(before);
    expect(before).toContain('x-standin-source');
  });

  it('fails with a message naming a missing schema', () => {
    const { RouterCreateInput: _missing, ...rest } = schemas;
    expect(() => buildSkills(rest)).toThrow(/components\.schemas\.RouterCreateInput/);
  });
});
