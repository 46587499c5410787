import { exampleFor, type Operation } from '../spec/operations.js';
import { ReplyError, type IncomingCall, type OperationId, type Reply } from '../spec/reply.js';
import {
  translateReply,
  translateRequestBody,
  type OperationTranslation,
} from '../spec/translation/compile-translation.js';
import type { HandlerContext } from './handler-context.js';
import { replyError } from './http-error.js';
import type { AnyOperationDefinition, OperationCall } from './operation-call.js';
import { readJsonBody } from './read-json-body.js';
import { requireAdminToken } from './require-admin-token.js';
import { requireAuth } from './require-auth.js';

const ADMIN_PREFIX = '/__standin/';
const MAX_PREFER_DELAY_MS = 60_000;

/** An operation found for a request: which one, its path parameters, the prefix it came under. */
export interface ResolvedOperation {
  operation: Operation;
  pathParams: Record<string, string>;
  prefix: string;
}

/**
 * Finds the operation a URL path addresses: admin paths as they are, every other path only
 * under one of the served prefixes (docs/product/prefixes.md: `--prefix` restricts exactly).
 *
 * @example
 * resolveOperation(ctx, 'GET', '/api/v1/reports/overview')?.operation.operationId; // 'getOverviewReport'
 */
export function resolveOperation(
  ctx: HandlerContext,
  method: string,
  pathname: string,
): ResolvedOperation | undefined {
  if (pathname.startsWith(ADMIN_PREFIX)) {
    const found = ctx.spec.match(method, pathname);
    return found?.operation.mockOnly ? { ...found, prefix: '' } : undefined;
  }
  for (const prefix of ctx.options.prefixes) {
    if (prefix !== '' && !pathname.startsWith(`${prefix}/`)) continue;
    const found = ctx.served.match(method, pathname.slice(prefix.length));
    if (found && !found.operation.mockOnly) return { ...found, prefix };
  }
  return undefined;
}

function parsePrefer(header: string | null): { code?: number; delay?: number } {
  const prefer: { code?: number; delay?: number } = {};
  if (!header) return prefer;
  for (const part of header.split(/[,;]/)) {
    const [key, value] = part.split('=').map((s) => s.trim().toLowerCase());
    if (key === 'code' && value && /^\d{3}$/.test(value)) prefer.code = Number(value);
    if (key === 'delay' && value && /^\d+$/.test(value))
      prefer.delay = Math.min(Number(value), MAX_PREFER_DELAY_MS);
  }
  return prefer;
}

function configuredDelay(ctx: HandlerContext): number {
  const { delay } = ctx.options;
  if (typeof delay === 'number') return delay;
  const [min, max] = delay;
  return min + Math.floor(Math.random() * (max - min + 1));
}

/** The documented example for `Prefer: code=N`, or undefined when the operation has none. */
function preferredExample(ctx: HandlerContext, operation: Operation, code: number): Reply {
  const example = exampleFor(ctx.served.doc, operation, String(code));
  if (!example) {
    const documented = Object.keys(operation.responses).join(', ');
    throw replyError(400, 'VALIDATION_FAILED', [
      `Prefer: code=${code} is not a documented status of ${operation.operationId} (documented: ${documented})`,
    ]);
  }
  const headers: Record<string, string> = {
    'Content-Type': example.contentType,
    'Preference-Applied': `code=${code}`,
  };
  if (code === 401) headers['WWW-Authenticate'] = 'Bearer realm="standin", error="invalid_token"';
  if (code === 429) headers['Retry-After'] = '60';
  return { status: code, text: JSON.stringify(example.value), headers };
}

/**
 * What every operation shares, run once before its resolver wherever the handlers run (browser,
 * `setupServer`, the standalone server): the mock controls (`Prefer: code=`, `Prefer: delay=`,
 * `--delay`), the token check for protected operations, reading the body, and request
 * validation against openapi.yaml plus the operation's own query rules. Returns either a reply
 * that ends the request early (a `Prefer: code=` example) or the call the resolver gets; throws
 * the documented error as a ReplyError.
 *
 * @example
 * const prepared = await prepareCall(ctx, incoming, resolved, definition.parseQuery);
 */
export async function prepareCall(
  ctx: HandlerContext,
  incoming: IncomingCall,
  { operation, pathParams }: ResolvedOperation,
  parseQuery?: AnyOperationDefinition['parseQuery'],
): Promise<{ reply: Reply } | { call: OperationCall<OperationId, unknown> }> {
  const prefer = parsePrefer(incoming.header('prefer'));
  const delayMs = prefer.delay ?? configuredDelay(ctx);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));

  if (prefer.code !== undefined && !operation.mockOnly) {
    // An undocumented code is a 400 only where the operation documents 400; elsewhere the
    // header is ignored, as any unknown preference is.
    if (exampleFor(ctx.served.doc, operation, String(prefer.code)) || operation.responses['400'])
      return { reply: preferredExample(ctx, operation, prefer.code) };
  }

  // Guards before validation, as a NestJS backend does: a bad token is 401 whatever the input.
  const auth = operation.secured
    ? await requireAuth(ctx, incoming.header('authorization'))
    : undefined;
  if (operation.mockOnly) await requireAdminToken(ctx.options.adminToken, incoming, operation);

  const body = operation.requestBody
    ? await readJsonBody(incoming, { maxBytes: ctx.options.maxBodyBytes })
    : undefined;
  const translation = ctx.served.translation?.operations.get(operation.operationId);
  const query = incoming.url.searchParams;
  const problems = ctx.served.validators.validateRequest(operation, {
    pathParams,
    query,
    contentType: '',
    body,
  });
  if (problems.some((p) => p.pointer.startsWith('path/'))) {
    // An id that cannot exist is simply not found (every operation with an id documents 404).
    throw replyError(
      404,
      'NOT_FOUND',
      `No ${operation.tag} resource at ${incoming.url.pathname.slice(0, 300)}.`,
    );
  }
  const now = ctx.clock();
  // Rules openapi.yaml cannot state come from the operation's own parser; together with the
  // schema's, every problem is listed at once. A team's names are read back as the mock's.
  const ownQuery = translation ? ownQueryOf(translation, query) : query;
  const parsed = parseQuery?.(ownQuery, now);
  const ruled = parsed && !parsed.ok ? parsed.problems : [];
  const ruledParams = new Set(ruled.map((message) => message.split(/\s/)[0]));
  const messages = [
    ...problems
      .filter((p) => !ruledParams.has(p.pointer.replace(/^query\//, '')))
      .map((p) => p.message),
    ...ruled,
  ];
  if (messages.length > 0) throw replyError(400, 'VALIDATION_FAILED', messages);
  return {
    call: {
      operation,
      pathParams: pathParams as never,
      query: parsed?.ok ? parsed.query : ownQuery,
      body: (translation ? translateRequestBody(translation, body) : body) as never,
      auth,
      now,
    },
  };
}

/**
 * Runs one operation for a request already resolved to it: the gate, then the resolver. Every
 * documented error, thrown by either, comes back as the reply. The msw handlers and the
 * standalone server both call this, so they answer alike.
 *
 * @example
 * const reply = await runOperation(ctx, table.getOverviewReport, incoming, resolved);
 */
export async function runOperation(
  ctx: HandlerContext,
  definition: AnyOperationDefinition,
  incoming: IncomingCall,
  resolved: ResolvedOperation,
): Promise<Reply> {
  const reply = await answerOperation(ctx, definition, incoming, resolved);
  const { operationId, method, path } = resolved.operation;
  ctx.recordUsage?.({ operationId, method, path, status: reply.status });
  return reply;
}

async function answerOperation(
  ctx: HandlerContext,
  definition: AnyOperationDefinition,
  incoming: IncomingCall,
  resolved: ResolvedOperation,
): Promise<Reply> {
  // Undefined with the package's own document: the answer is sent as the operation made it.
  const translation = ctx.served.translation?.operations.get(resolved.operation.operationId);
  try {
    const prepared = await prepareCall(ctx, incoming, resolved, definition.parseQuery);
    if ('reply' in prepared) return prepared.reply;
    const reply = await definition.resolve(prepared.call);
    return translation ? translateReply(translation, reply) : reply;
  } catch (error) {
    if (error instanceof ReplyError)
      return translation ? translateReply(translation, error.reply) : error.reply;
    throw error;
  }
}

/** The query with the team's parameter names read back as the mock's own. */
function ownQueryOf(translation: OperationTranslation, query: URLSearchParams): URLSearchParams {
  if (translation.query.length === 0) return query;
  const renamed = new URLSearchParams(query);
  for (const [teamName, ownName] of translation.query) {
    for (const value of query.getAll(teamName)) renamed.append(ownName, value);
    renamed.delete(teamName);
  }
  return renamed;
}
