import type { HandlerContext } from './handler-context.js';
import type { OperationTable } from './operation-call.js';
import { createProjectAccess } from './builder/project-access.js';
import { createProjectOperations } from './builder/project-operations.js';
import { createHistoryPruner } from './builder/prune-builder-history.js';
import { createSessionOperations } from './builder/session-operations.js';
import { createSuggestionOperations } from './builder/suggestion-operations.js';

/**
 * Projects, boards and the AI builder (seed "AI builder endpoints"; docs/product/ai-builder.md),
 * every one scoped to the token's organization.
 *
 * @example
 * const table = createBuilderOperations(ctx);
 */
export function createBuilderOperations(ctx: HandlerContext): OperationTable {
  const access = createProjectAccess(ctx);
  return {
    ...createProjectOperations(ctx, access),
    ...createSessionOperations(ctx, access, createHistoryPruner(ctx.db, ctx.options.builderLimits)),
    ...createSuggestionOperations(ctx, access),
  };
}
