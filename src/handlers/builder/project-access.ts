import type { components } from '../../generated/openapi.js';
import type { ProjectRecord, SuggestionRecord } from '../../db/schemas.js';
import type { HandlerContext } from '../handler-context.js';
import { replyError } from '../http-error.js';
import type { AuthContext } from '../require-auth.js';

type Schemas = components['schemas'];

function notFound(what: string) {
  return replyError(404, 'NOT_FOUND', `${what} was not found.`);
}

/**
 * Finds a project, its board and its suggestions for the caller: another organization's project
 * is 404, the same as one that does not exist (docs/product/ai-builder.md).
 *
 * @example
 * const access = createProjectAccess(ctx);
 * const project = access.ownProject(caller, 'prj_acme_support');
 */
export function createProjectAccess({ db }: HandlerContext) {
  return {
    ownProject(caller: AuthContext, id: string): ProjectRecord {
      const project = db.projects.findFirst((q) =>
        q.where({ id, organizationId: caller.organization.id }),
      );
      if (!project) throw notFound(`Project ${id}`);
      return project;
    },

    /** A copy of the project's board, safe to change. */
    boardOf(projectId: string): Schemas['Board'] {
      const board = db.boards.findFirst((q) => q.where({ projectId }));
      if (!board) throw notFound(`The board of project ${projectId}`);
      return structuredClone({ ...board });
    },

    ownSuggestion(projectId: string, suggestionId: string): SuggestionRecord {
      const suggestion = db.suggestions.findFirst((q) => q.where({ id: suggestionId, projectId }));
      if (!suggestion) throw notFound(`Suggestion ${suggestionId}`);
      return suggestion;
    },

    /** Only a pending suggestion moves (409 SUGGESTION_NOT_PENDING otherwise). */
    assertPending(suggestion: SuggestionRecord): void {
      if (suggestion.status !== 'pending') {
        throw replyError(
          409,
          'SUGGESTION_NOT_PENDING',
          `Suggestion ${suggestion.id} is ${suggestion.status}, not pending.`,
        );
      }
    },

    notFound,
  };
}

export type ProjectAccess = ReturnType<typeof createProjectAccess>;
