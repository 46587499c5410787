import { z } from 'zod';
import type { components } from '../generated/openapi.js';

// Each schema `satisfies` the generated type of openapi.yaml, so a drift between the store and
// the contract is a type error, not a surprise at run time (never a hand-written copy of a shape openapi.yaml defines).
type Schemas = components['schemas'];

const isoDate = z.string().datetime({ offset: true });

/** A deep copy of JSON data (objects, arrays, primitives), much cheaper than structuredClone. */
function copyJson<T>(value: T): T {
  if (Array.isArray(value)) return value.map(copyJson) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = copyJson(item);
  return copy as T;
}

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  plan: z.enum(['free', 'starter', 'business', 'enterprise']),
  locale: z.string(),
  timezone: z.string(),
  createdAt: isoDate,
  /** Domain of generated agents' e-mail addresses; not part of the API. */
  emailDomain: z.string(),
}) satisfies z.ZodType<Schemas['Organization']>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'admin', 'agent']),
  avatarUrl: z.string().nullable(),
  availability: z.enum(['online', 'busy', 'offline']),
  locale: z.string(),
  timezone: z.string(),
  createdAt: isoDate,
  /** The organization a token is issued for. */
  organizationId: z.string(),
  /** `scrypt$<salt>$<hash>`, or null for a user who cannot sign in. Never leaves the store. */
  passwordHash: z.string().nullable(),
}) satisfies z.ZodType<Schemas['User']>;

export const membershipSchema = z.object({
  userId: z.string(),
  organizationId: z.string(),
  role: z.enum(['owner', 'admin', 'agent']),
});

export const projectSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  description: z.string(),
  boardRevision: z.number().int().min(0),
  createdAt: isoDate,
  updatedAt: isoDate,
}) satisfies z.ZodType<Schemas['Project']>;

const routerSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  rules: z.array(
    z.object({
      id: z.string(),
      intent: z.string(),
      keywords: z.array(z.string()),
      subAgentId: z.string(),
    }),
  ),
  fallback: z.object({ action: z.enum(['sub_agent', 'human']), subAgentId: z.string().nullable() }),
}) satisfies z.ZodType<Schemas['Router']>;

const toolSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(['builtin', 'http']),
  http: z
    .object({ method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']), url: z.string() })
    .nullable(),
  parameters: z.array(
    z.object({
      name: z.string(),
      type: z.enum(['string', 'number', 'integer', 'boolean']),
      description: z.string(),
      required: z.boolean(),
    }),
  ),
}) satisfies z.ZodType<Schemas['Tool']>;

export const boardSchema = z.object({
  projectId: z.string(),
  revision: z.number().int().min(0),
  updatedAt: isoDate,
  routers: z.array(routerSchema),
  subAgents: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      instructions: z.string(),
      toolIds: z.array(z.string()),
    }),
  ),
  tools: z.array(toolSchema),
  // Secrets are write-only (openapi.yaml LineChannel): the store never holds them.
  lineChannels: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      channelId: z.string(),
      webhookUrl: z.string(),
      enabled: z.boolean(),
      connectedAt: isoDate,
    }),
  ),
  testMode: z.object({ enabled: z.boolean(), testers: z.array(z.string()) }),
}) satisfies z.ZodType<Schemas['Board']>;

export const sessionSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  /** The organization and user that started it; sessions never cross organizations. */
  organizationId: z.string(),
  userId: z.string(),
  status: z.enum(['active', 'expired']),
  createdAt: isoDate,
  expiresAt: isoDate,
}) satisfies z.ZodType<Schemas['BuilderSession']>;

export const messageSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  projectId: z.string(),
  role: z.enum(['assistant']),
  instruction: z.string(),
  reply: z.string(),
  createdAt: isoDate,
}) satisfies z.ZodType<Schemas['BuilderMessage']>;

const targetTypes = ['router', 'sub_agent', 'tool', 'line', 'test_mode'] as const;
const operations = [
  'create',
  'update',
  'delete',
  'connect',
  'disconnect',
  'enable',
  'disable',
] as const;

export const suggestionSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  sessionId: z.string(),
  messageId: z.string(),
  skillId: z.custom<Schemas['SkillId']>((value) => typeof value === 'string'),
  status: z.enum(['pending', 'applied', 'rejected']),
  operation: z.enum(operations),
  target: z.object({ type: z.enum(targetTypes), id: z.string().nullable() }),
  title: z.string(),
  rationale: z.string(),
  // Validated against the skill's input schema (openapi.yaml) when the suggestion is made. A
  // custom value passes zod by reference: copied, so the store shares no object with its caller.
  payload: z
    .custom<Schemas['SuggestionPayload']>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    )
    .transform((payload) => copyJson(payload)),
  dependsOn: z.array(z.string()),
  rejectionReason: z.string().nullable(),
  createdAt: isoDate,
  resolvedAt: isoDate.nullable(),
}) satisfies z.ZodType<Schemas['Suggestion']>;

export type OrganizationRecord = z.infer<typeof organizationSchema>;
export type UserRecord = z.infer<typeof userSchema>;
export type MembershipRecord = z.infer<typeof membershipSchema>;
export type ProjectRecord = z.infer<typeof projectSchema>;
export type BoardRecord = z.infer<typeof boardSchema>;
export type SessionRecord = z.infer<typeof sessionSchema>;
export type MessageRecord = z.infer<typeof messageSchema>;
export type SuggestionRecord = z.infer<typeof suggestionSchema>;
