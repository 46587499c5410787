/**
 * One ajv validator per builder skill, compiled from the input schemas in openapi.yaml (the
 * schemas a handler validates a suggestion's payload against), for tests that check payloads.
 */
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { buildSkills } from '../../src/domain/builder/skills.js';
import type { SkillId } from '../../src/domain/builder/types.js';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const OPENAPI_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

/**
 * @example
 * const validators = await loadSkillInputValidators();
 * validators.get('sub_agent.delete')?.({ subAgentId: 'sag_faq' }); // true
 */
export async function loadSkillInputValidators(): Promise<Map<SkillId, ValidateFunction>> {
  const api = (await SwaggerParser.dereference(OPENAPI_PATH)) as unknown as {
    components: { schemas: Record<string, unknown> };
  };
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return new Map(
    buildSkills(api.components.schemas).map((s) => [s.id, ajv.compile(s.inputSchema)]),
  );
}
