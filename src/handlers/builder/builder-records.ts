import type { components } from '../../generated/openapi.js';
import type { SessionRecord, SuggestionRecord } from '../../db/schemas.js';

type Schemas = components['schemas'];

/**
 * The API shape of a stored suggestion: store-only fields (the project) stay inside.
 *
 * @example
 * toApiSuggestion(db.suggestions.findFirst((q) => q.where({ id }))!);
 */
export function toApiSuggestion(record: SuggestionRecord): Schemas['Suggestion'] {
  // No deep copy: a reply is serialized as it is sent, and @msw/data replaces a record (and its
  // nested values) on update instead of changing it in place.
  const { projectId: _projectId, ...suggestion } = record;
  return suggestion;
}

/**
 * The API shape of a stored session; one past its expiry reads `expired`.
 *
 * @example
 * toApiSession(session, new Date()).status; // 'active' | 'expired'
 */
export function toApiSession(record: SessionRecord, now: Date): Schemas['BuilderSession'] {
  return {
    id: record.id,
    projectId: record.projectId,
    status: new Date(record.expiresAt) <= now ? 'expired' : record.status,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
  };
}
