import type { components } from '../../generated/openapi.js';
import type { ProjectRecord, SuggestionRecord } from '../../db/schemas.js';
import type { HandlerContext } from '../handler-context.js';
import { replyError } from '../http-error.js';
import type { AuthContext } from '../require-auth.js';

type Schemas = components['schemas'];

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

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
  // `all().find`: @msw/data's findFirst compiles an object condition again for every record it
  // tests, and runs a generator; these lookups are on every builder request.
  const storedBoard = (projectId: string) => {
    const board = db.boards.all().find((b) => b.projectId === projectId);
    if (!board) throw notFound(`The board of project ${projectId}`);
    return board;
  };
  const frozenBoards = new WeakMap<object, Schemas['Board']>();
  return {
    ownProject(caller: AuthContext, id: string): ProjectRecord {
      const project = db.projects
        .all()
        .find((p) => p.id === id && p.organizationId === caller.organization.id);
      if (!project) throw notFound(`Project ${id}`);
      return project;
    },

    /** A copy of the project's board, safe to change. */
    boardOf(projectId: string): Schemas['Board'] {
      return structuredClone({ ...storedBoard(projectId) });
    },

    /**
     * The project's board to read (the interpreter's input, a GET): a deep-frozen copy made once
     * per stored revision. An update replaces the stored record, so a change makes a new copy;
     * anything that writes to this one throws instead of changing the store.
     */
    readBoard(projectId: string): Readonly<Schemas['Board']> {
      const board = storedBoard(projectId);
      let frozen = frozenBoards.get(board);
      if (!frozen) {
        frozen = deepFreeze(structuredClone({ ...board }));
        frozenBoards.set(board, frozen);
      }
      return frozen;
    },

    ownSuggestion(projectId: string, suggestionId: string): SuggestionRecord {
      const suggestion = db.suggestions
        .all()
        .find((s) => s.id === suggestionId && s.projectId === projectId);
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
