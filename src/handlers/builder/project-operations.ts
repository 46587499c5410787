import type { HandlerContext } from '../handler-context.js';
import { callerOf, defineOperation, type OperationTable } from '../operation-call.js';
import type { ProjectAccess } from './project-access.js';

/**
 * `GET /projects` and `GET /projects/{id}/board` (docs/product/ai-builder.md): the caller's
 * projects, and one project's board.
 *
 * @example
 * const table = createProjectOperations(ctx, createProjectAccess(ctx));
 */
export function createProjectOperations(
  ctx: HandlerContext,
  access: ProjectAccess,
): OperationTable {
  return {
    listProjects: defineOperation('listProjects', {
      resolve: (call) => {
        const { organization } = callerOf(call);
        const items = ctx.db.projects
          .findMany((q) => q.where({ organizationId: organization.id }), {
            orderBy: { createdAt: 'asc' },
          })
          .map((project) => ({ ...project }));
        return { status: 200 as const, body: { items } };
      },
    }),
    getBoard: defineOperation('getBoard', {
      resolve: (call) => {
        const project = access.ownProject(callerOf(call), call.pathParams.id);
        return { status: 200 as const, body: access.readBoard(project.id) };
      },
    }),
  };
}
