/**
 * The builder's vocabulary, taken from the generated openapi types (style.md habit 3: never
 * hand-write a shape openapi.yaml defines). The one thing here that is not a plain alias is the
 * skill → input mapping (the catalogue in skills.ts is its runtime twin).
 */
import type { components } from '../../generated/openapi.js';

type Schemas = components['schemas'];

export type Board = Schemas['Board'];
export type Router = Schemas['Router'];
export type RouterRule = Schemas['RouterRule'];
export type RouterFallback = Schemas['RouterFallback'];
export type SubAgent = Schemas['SubAgent'];
export type Tool = Schemas['Tool'];
export type ToolHttp = Schemas['ToolHttp'];
export type ToolParameter = Schemas['ToolParameter'];
export type LineChannel = Schemas['LineChannel'];
export type TestMode = Schemas['TestMode'];
export type Skill = Schemas['Skill'];
export type SkillId = Schemas['SkillId'];
export type TargetType = Schemas['TargetType'];
export type Operation = Schemas['Operation'];
export type SuggestionPayload = Schemas['SuggestionPayload'];
export type RouterFallbackInput = Schemas['RouterFallbackInput'];

/** One rule to add to a router: by `subAgentId`, or `subAgentName` when an earlier suggestion creates it. */
export type RouterRuleInput = Schemas['RouterRuleInput'];

/** The input schema of every skill (docs/product/ai-builder.md: a Skill has an `inputSchema`). */
export interface SkillInputs {
  'router.create': Schemas['RouterCreateInput'];
  'router.update': Schemas['RouterUpdateInput'];
  'router.delete': Schemas['RouterRefInput'];
  'sub_agent.create': Schemas['SubAgentCreateInput'];
  'sub_agent.update': Schemas['SubAgentUpdateInput'];
  'sub_agent.delete': Schemas['SubAgentRefInput'];
  'tool.create': Schemas['ToolCreateInput'];
  'tool.update': Schemas['ToolUpdateInput'];
  'tool.delete': Schemas['ToolRefInput'];
  'line.connect': Schemas['LineConnectInput'];
  'line.disconnect': Schemas['LineRefInput'];
  'line.enable': Schemas['LineRefInput'];
  'line.disable': Schemas['LineRefInput'];
  'test_mode.enable': Schemas['TestModeEnableInput'];
  'test_mode.disable': Schemas['TestModeDisableInput'];
  'test_mode.update': Schemas['TestModeUpdateInput'];
}

/** A skill id paired with its own input type, so a `switch` on `skillId` narrows `payload`. */
export type SkillCall = {
  [K in SkillId]: { readonly skillId: K; readonly payload: SkillInputs[K] };
}[SkillId];

/**
 * A suggestion before it is stored: the interpreter's output. `dependsOn` holds indexes into the
 * same array; the caller turns them into suggestion ids (Suggestion.dependsOn).
 */
export type DraftSuggestion = Pick<
  Schemas['Suggestion'],
  'skillId' | 'operation' | 'target' | 'title' | 'rationale' | 'payload'
> & { dependsOn: number[] };
