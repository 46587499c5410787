import type { SuggestionRecord } from '../../db/schemas.js';
import { interpretInstruction } from '../../domain/builder/interpret-instruction.js';
import { buildSkills, skillDefinition } from '../../domain/builder/skills.js';
import { resolveDeep } from '../../spec/openapi-document.js';
import type { HandlerContext } from '../handler-context.js';
import { replyError } from '../http-error.js';
import { callerOf, defineOperation, type OperationTable } from '../operation-call.js';
import { toApiSession, toApiSuggestion } from './builder-records.js';
import type { ProjectAccess } from './project-access.js';
import type { createHistoryPruner } from './prune-builder-history.js';

// Skill input schemas come from openapi.yaml, self-contained, computed once per document (not
// per mock: every mock and scope of a process shares them, read-only).
const skillsByDocument = new WeakMap<object, ReturnType<typeof buildSkills>>();

function skillsOf(doc: HandlerContext['spec']['doc']): ReturnType<typeof buildSkills> {
  let skills = skillsByDocument.get(doc);
  if (!skills) {
    skills = buildSkills(
      Object.fromEntries(
        Object.entries(doc.components.schemas).map(([name, schema]) => [
          name,
          resolveDeep(doc, schema),
        ]),
      ),
    );
    skillsByDocument.set(doc, skills);
  }
  return skills;
}

/**
 * Builder sessions, instructions and skills (seed "AI builder endpoints";
 * docs/product/ai-builder.md): start a session, send an instruction and get suggestions, list the
 * skills. Every new record counts towards the project's history limits.
 *
 * @example
 * const table = createSessionOperations(ctx, access, createHistoryPruner(ctx.db, limits));
 */
export function createSessionOperations(
  ctx: HandlerContext,
  access: ProjectAccess,
  history: ReturnType<typeof createHistoryPruner>,
): OperationTable {
  const { db } = ctx;
  const skills = skillsOf(ctx.spec.doc);

  return {
    createBuilderSession: defineOperation('createBuilderSession', {
      resolve: async (call) => {
        const caller = callerOf(call);
        const project = access.ownProject(caller, call.pathParams.id);
        const { now } = call;
        history.recordCreated(project.id, now, 1);
        const session = await db.sessions.create({
          id: ctx.newId('ses'),
          projectId: project.id,
          organizationId: caller.organization.id,
          userId: caller.user.id,
          status: 'active',
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + ctx.options.sessionTtlSeconds * 1000).toISOString(),
        });
        await ctx.persist();
        return { status: 201 as const, body: toApiSession(session, now) };
      },
    }),

    sendBuilderMessage: defineOperation('sendBuilderMessage', {
      resolve: async (call) => {
        const project = access.ownProject(callerOf(call), call.pathParams.id);
        const { body, now } = call;
        const session = db.sessions
          .all()
          .find((s) => s.id === body.sessionId && s.projectId === project.id);
        if (!session)
          throw access.notFound(`Builder session ${body.sessionId} of project ${project.id}`);
        if (new Date(session.expiresAt) <= now) {
          throw replyError(
            409,
            'SESSION_CLOSED',
            `Builder session ${session.id} expired at ${session.expiresAt}. Start a new session with POST /projects/${project.id}/builder/session.`,
          );
        }
        const { reply, suggestions: drafts } = interpretInstruction(
          body.instruction,
          access.readBoard(project.id),
        );
        history.recordCreated(project.id, now, 1 + drafts.length);
        const message = await db.messages.create({
          id: ctx.newId('msg'),
          sessionId: session.id,
          projectId: project.id,
          role: 'assistant',
          instruction: body.instruction,
          reply,
          createdAt: now.toISOString(),
        });
        const ids = drafts.map(() => ctx.newId('sug'));
        const suggestions: SuggestionRecord[] = [];
        for (const [index, draft] of drafts.entries()) {
          const problems = ctx.spec.validators.validateSchema(
            skillDefinition(draft.skillId).inputSchemaName,
            draft.payload,
          );
          if (problems.length > 0) {
            // The interpreter made a payload its own skill rejects: a bug, never hidden.
            throw new Error(
              `the interpreter made an invalid ${draft.skillId} payload: ${problems.map((p) => p.message).join('; ')}`,
            );
          }
          suggestions.push(
            await db.suggestions.create({
              id: ids[index] as string,
              projectId: project.id,
              sessionId: session.id,
              messageId: message.id,
              skillId: draft.skillId,
              status: 'pending',
              operation: draft.operation,
              target: draft.target,
              title: draft.title,
              rationale: draft.rationale,
              payload: draft.payload,
              dependsOn: draft.dependsOn.map((i: number) => ids[i] as string),
              rejectionReason: null,
              createdAt: now.toISOString(),
              resolvedAt: null,
            }),
          );
        }
        await ctx.persist();
        return {
          status: 200 as const,
          body: {
            message: {
              id: message.id,
              sessionId: message.sessionId,
              role: 'assistant' as const,
              reply: message.reply,
              createdAt: message.createdAt,
            },
            suggestions: suggestions.map(toApiSuggestion),
          },
        };
      },
    }),

    listBuilderSkills: defineOperation('listBuilderSkills', {
      resolve: (call) => {
        access.ownProject(callerOf(call), call.pathParams.id);
        return { status: 200 as const, body: { items: skills } };
      },
    }),
  };
}
