import type { RequestHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { components, paths } from '../generated/openapi.js';
import type { SessionRecord, SuggestionRecord } from '../db/schemas.js';
import { applySuggestion } from '../domain/builder/apply-suggestion.js';
import { interpretInstruction } from '../domain/builder/interpret-instruction.js';
import { buildSkills, skillDefinition } from '../domain/builder/skills.js';
import { resolveDeep } from '../spec/openapi-document.js';
import { served } from './gate.js';
import type { HandlerContext } from './handler-context.js';
import { httpError } from './http-error.js';
import { createKeyedQueue } from './keyed-queue.js';
import { readJsonBody } from './read-json-body.js';
import { requireAuth } from './require-auth.js';

type Schemas = components['schemas'];

/** The API shape of stored records: store-only fields (organization, project) stay inside. */
function toApiSuggestion(record: SuggestionRecord): Schemas['Suggestion'] {
  const { projectId: _projectId, ...suggestion } = record;
  return structuredClone(suggestion);
}

function toApiSession(record: SessionRecord, now: Date): Schemas['BuilderSession'] {
  return {
    id: record.id,
    projectId: record.projectId,
    status: new Date(record.expiresAt) <= now ? 'expired' : record.status,
    createdAt: record.createdAt,
    expiresAt: record.expiresAt,
  };
}

function notFound(what: string): Response {
  return httpError(404, 'NOT_FOUND', `${what} was not found.`);
}

/**
 * Projects, boards and the AI builder (seed "AI builder endpoints"; docs/product/ai-builder.md).
 * Every route is scoped to the token's organization: another organization's project is 404, the
 * same as one that does not exist. Board changes run one at a time per project.
 *
 * @example
 * setupServer(...createBuilderHandlers(ctx));
 */
export function createBuilderHandlers(ctx: HandlerContext): RequestHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl: '*' });
  const { db } = ctx;
  const boardQueue = createKeyedQueue();
  // Skill input schemas come from openapi.yaml, self-contained, computed once.
  const skills = buildSkills(
    Object.fromEntries(
      Object.entries(ctx.spec.doc.components.schemas).map(([name, schema]) => [
        name,
        resolveDeep(ctx.spec.doc, schema),
      ]),
    ),
  );

  async function ownProject(request: Request, id: string) {
    const auth = await requireAuth(ctx, request);
    const project = db.projects.findFirst((q) =>
      q.where({ id, organizationId: auth.organization.id }),
    );
    if (!project) throw notFound(`Project ${id}`);
    return { ...auth, project };
  }

  function boardOf(projectId: string): Schemas['Board'] {
    const board = db.boards.findFirst((q) => q.where({ projectId }));
    if (!board) throw notFound(`The board of project ${projectId}`);
    return structuredClone({ ...board });
  }

  function ownSuggestion(projectId: string, suggestionId: string): SuggestionRecord {
    const suggestion = db.suggestions.findFirst((q) => q.where({ id: suggestionId, projectId }));
    if (!suggestion) throw notFound(`Suggestion ${suggestionId}`);
    return suggestion;
  }

  function assertPending(suggestion: SuggestionRecord): void {
    if (suggestion.status !== 'pending') {
      throw httpError(
        409,
        'SUGGESTION_NOT_PENDING',
        `Suggestion ${suggestion.id} is ${suggestion.status}, not pending.`,
      );
    }
  }

  return [
    http.get(
      '/projects',
      served(ctx, async ({ request, response }) => {
        const { organization } = await requireAuth(ctx, request);
        const items = db.projects
          .findMany((q) => q.where({ organizationId: organization.id }), {
            orderBy: { createdAt: 'asc' },
          })
          .map((project) => ({ ...project }));
        return response(200).json({ items });
      }),
    ),

    http.get(
      '/projects/{id}/board',
      served(ctx, async ({ request, params, response }) => {
        const { project } = await ownProject(request, params.id);
        return response(200).json(boardOf(project.id));
      }),
    ),

    http.post(
      '/projects/{id}/builder/session',
      served(ctx, async ({ request, params, response }) => {
        const { project, user, organization } = await ownProject(request, params.id);
        const now = ctx.clock();
        const session = await db.sessions.create({
          id: ctx.newId('ses'),
          projectId: project.id,
          organizationId: organization.id,
          userId: user.id,
          status: 'active',
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + ctx.options.sessionTtlSeconds * 1000).toISOString(),
        });
        await ctx.persist();
        return response(201).json(toApiSession(session, now));
      }),
    ),

    http.post(
      '/projects/{id}/builder/message',
      served(ctx, async ({ request, params, response }) => {
        const { project } = await ownProject(request, params.id);
        const body = (await readJsonBody(request, {
          maxBytes: ctx.options.maxBodyBytes,
        })) as Schemas['BuilderMessageRequest'];
        const session = db.sessions.findFirst((q) =>
          q.where({ id: body.sessionId, projectId: project.id }),
        );
        if (!session) throw notFound(`Builder session ${body.sessionId} of project ${project.id}`);
        const now = ctx.clock();
        if (new Date(session.expiresAt) <= now) {
          throw httpError(
            409,
            'SESSION_CLOSED',
            `Builder session ${session.id} expired at ${session.expiresAt}. Start a new session with POST /projects/${project.id}/builder/session.`,
          );
        }
        const { reply, suggestions: drafts } = interpretInstruction(
          body.instruction,
          boardOf(project.id),
        );
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
        return response(200).json({
          message: {
            id: message.id,
            sessionId: message.sessionId,
            role: 'assistant',
            reply: message.reply,
            createdAt: message.createdAt,
          },
          suggestions: suggestions.map(toApiSuggestion),
        });
      }),
    ),

    http.get(
      '/projects/{id}/builder/skills',
      served(ctx, async ({ request, params, response }) => {
        await ownProject(request, params.id);
        return response(200).json({ items: skills });
      }),
    ),

    http.get(
      '/projects/{id}/builder/suggestions',
      served(ctx, async ({ request, params, response }) => {
        const { project } = await ownProject(request, params.id);
        const query = new URL(request.url).searchParams;
        const sessionId = query.get('sessionId');
        const status = query.get('status');
        const items = db.suggestions
          .findMany((q) =>
            q.where({
              projectId: project.id,
              ...(sessionId ? { sessionId } : {}),
              ...(status ? { status: status as SuggestionRecord['status'] } : {}),
            }),
          )
          .map(toApiSuggestion);
        return response(200).json({ items });
      }),
    ),

    http.post(
      '/projects/{id}/builder/suggestions/{suggestionId}/apply',
      served(ctx, async ({ request, params, response }) => {
        const { project } = await ownProject(request, params.id);
        return boardQueue.run(project.id, async () => {
          const suggestion = ownSuggestion(project.id, params.suggestionId);
          assertPending(suggestion);
          for (const dependencyId of suggestion.dependsOn) {
            const dependency = db.suggestions.findFirst((q) => q.where({ id: dependencyId }));
            if (dependency?.status !== 'applied') {
              throw httpError(
                409,
                'SUGGESTION_DEPENDENCY_NOT_APPLIED',
                `Suggestion ${suggestion.id} depends on ${dependencyId}, which is ${dependency?.status ?? 'gone'}. Apply ${dependencyId} first.`,
              );
            }
          }
          const now = ctx.clock();
          const result = applySuggestion(boardOf(project.id), suggestion, {
            now,
            newId: (prefix) => ctx.newId(prefix),
            webhookBase: ctx.options.webhookBase,
          });
          if (!result.ok) {
            throw httpError(
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
          return response(200).json({ suggestion: toApiSuggestion(applied), board });
        });
      }),
    ),

    http.post(
      '/projects/{id}/builder/suggestions/{suggestionId}/reject',
      served(ctx, async ({ request, params, response }) => {
        const { project } = await ownProject(request, params.id);
        const body = ((await readJsonBody(request, { maxBytes: ctx.options.maxBodyBytes })) ??
          {}) as Schemas['RejectSuggestionRequest'];
        return boardQueue.run(project.id, async () => {
          const suggestion = ownSuggestion(project.id, params.suggestionId);
          assertPending(suggestion);
          const rejected = await db.suggestions.update((q) => q.where({ id: suggestion.id }), {
            strict: true,
            data(stored) {
              stored.status = 'rejected';
              stored.resolvedAt = ctx.clock().toISOString();
              stored.rejectionReason = body.reason ?? null;
            },
          });
          await ctx.persist();
          return response(200).json({ suggestion: toApiSuggestion(rejected) });
        });
      }),
    ),
  ];
}
