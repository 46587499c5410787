import type { SuggestionRecord } from '../../db/schemas.js';
import { applySuggestion } from '../../domain/builder/apply-suggestion.js';
import type { HandlerContext } from '../handler-context.js';
import { replyError } from '../http-error.js';
import { createKeyedQueue } from '../keyed-queue.js';
import { callerOf, defineOperation, type OperationTable } from '../operation-call.js';
import { toApiSuggestion } from './builder-records.js';
import type { ProjectAccess } from './project-access.js';

/**
 * Reviewing suggestions (docs/product/ai-builder.md): list them, apply one to the board, reject
 * one. Board changes run one at a time per project, so of two concurrent applies of one
 * suggestion exactly one wins.
 *
 * @example
 * const table = createSuggestionOperations(ctx, createProjectAccess(ctx));
 */
export function createSuggestionOperations(
  ctx: HandlerContext,
  access: ProjectAccess,
): OperationTable {
  const { db } = ctx;
  const boardQueue = createKeyedQueue();

  return {
    listBuilderSuggestions: defineOperation('listBuilderSuggestions', {
      resolve: (call) => {
        const project = access.ownProject(callerOf(call), call.pathParams.id);
        const sessionId = call.query.get('sessionId');
        const status = call.query.get('status');
        const items = db.suggestions
          .findMany((q) =>
            q.where({
              projectId: project.id,
              ...(sessionId ? { sessionId } : {}),
              ...(status ? { status: status as SuggestionRecord['status'] } : {}),
            }),
          )
          .map(toApiSuggestion);
        return { status: 200 as const, body: { items } };
      },
    }),

    applyBuilderSuggestion: defineOperation('applyBuilderSuggestion', {
      resolve: (call) => {
        const project = access.ownProject(callerOf(call), call.pathParams.id);
        return boardQueue.run(project.id, async () => {
          const suggestion = access.ownSuggestion(project.id, call.pathParams.suggestionId);
          access.assertPending(suggestion);
          for (const dependencyId of suggestion.dependsOn) {
            const dependency = db.suggestions.findFirst((q) =>
              q.where((s) => s.id === dependencyId),
            );
            if (dependency?.status !== 'applied') {
              throw replyError(
                409,
                'SUGGESTION_DEPENDENCY_NOT_APPLIED',
                `Suggestion ${suggestion.id} depends on ${dependencyId}, which is ${dependency?.status ?? 'gone'}. Apply ${dependencyId} first.`,
              );
            }
          }
          // The clock is read inside the queue: an apply that waited is stamped when it ran.
          const now = ctx.clock();
          const result = applySuggestion(access.boardOf(project.id), suggestion, {
            now,
            newId: (prefix) => ctx.newId(prefix),
            webhookBase: ctx.options.webhookBase,
          });
          if (!result.ok) {
            throw replyError(
              409,
              'SUGGESTION_CONFLICT',
              `Suggestion ${suggestion.id} cannot be applied: ${result.message}`,
            );
          }
          const board = result.board;
          await db.boards.update((q) => q.where({ projectId: project.id }), {
            data(stored) {
              Object.assign(stored, board);
            },
          });
          await db.projects.update((q) => q.where({ id: project.id }), {
            data(stored) {
              stored.boardRevision = board.revision;
              stored.updatedAt = board.updatedAt;
            },
          });
          const applied = await db.suggestions.update((q) => q.where({ id: suggestion.id }), {
            strict: true,
            data(stored) {
              stored.status = 'applied';
              stored.resolvedAt = now.toISOString();
              stored.target = { type: stored.target.type, id: result.targetId ?? stored.target.id };
            },
          });
          await ctx.persist();
          return { status: 200 as const, body: { suggestion: toApiSuggestion(applied), board } };
        });
      },
    }),

    rejectBuilderSuggestion: defineOperation('rejectBuilderSuggestion', {
      resolve: (call) => {
        const project = access.ownProject(callerOf(call), call.pathParams.id);
        const reason = call.body?.reason ?? null;
        return boardQueue.run(project.id, async () => {
          const suggestion = access.ownSuggestion(project.id, call.pathParams.suggestionId);
          access.assertPending(suggestion);
          const rejected = await db.suggestions.update((q) => q.where({ id: suggestion.id }), {
            strict: true,
            data(stored) {
              stored.status = 'rejected';
              stored.resolvedAt = ctx.clock().toISOString();
              stored.rejectionReason = reason;
            },
          });
          await ctx.persist();
          return { status: 200 as const, body: { suggestion: toApiSuggestion(rejected) } };
        });
      },
    }),
  };
}
