import { http, type RequestHandler } from 'msw';
import { ReplyError, type IncomingCall } from '../spec/reply.js';
import { prepareCall, resolveOperation, runOperation } from './gate.js';
import type { HandlerContext } from './handler-context.js';
import { toFetchResponse } from './http-error.js';
import type { OperationTable } from './operation-call.js';
import type { TargetOf } from './scope-target.js';

/**
 * A Fetch Request as the gate reads it.
 *
 * @example
 * const incoming = fromFetchRequest(request);
 */
export function fromFetchRequest(request: Request, url = new URL(request.url)): IncomingCall {
  return {
    method: request.method,
    url,
    header: (name) => request.headers.get(name),
    text: () => request.text(),
  };
}

/**
 * One msw handler per operation of the table, in openapi.yaml's order. Each wraps the same
 * `runOperation` the standalone server calls directly. Paths match on any origin (`*`); the
 * handler answers only when the request resolves to its own operation under a served prefix
 * (msw's `*` would otherwise also match `/x/auth/login` or a prefix that `--prefix` left out).
 *
 * @example
 * setupServer(...toMswHandlers(ctx, table));
 */
export function toMswHandlers(
  ctx: HandlerContext,
  table: OperationTable,
  targetOf?: TargetOf,
): RequestHandler[] {
  const handlers: RequestHandler[] = [];
  for (const operation of ctx.served.operations) {
    const definition = table[operation.operationId as keyof OperationTable];
    if (!definition) continue;
    const path = `*${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`;
    const method = operation.method as 'get' | 'post' | 'put' | 'patch' | 'delete';
    handlers.push(
      http[method](path, async ({ request }) => {
        const url = new URL(request.url);
        const resolved = resolveOperation(ctx, request.method, url.pathname);
        if (resolved?.operation.operationId !== operation.operationId) return undefined;
        const incoming = fromFetchRequest(request, url);
        // A request naming a scope runs on that scope's copy of the data.
        const target = await targetOf?.(incoming);
        const scoped = target?.table[operation.operationId as keyof OperationTable];
        return toFetchResponse(
          await runOperation(target?.context ?? ctx, scoped ?? definition, incoming, resolved),
        );
      }),
    );
  }
  return handlers;
}

/**
 * Wraps an msw resolver written by hand (an admin route, a test override) in the gate: it
 * answers only under a served prefix, and only after the token check and request validation.
 *
 * @example
 * mock.use(http.get('*\/users/me', served(mock.context, () => HttpResponse.json({}, { status: 503 }))));
 */
export function served<R>(ctx: HandlerContext, resolver: R): R {
  // R is left unconstrained so the resolver's parameters are typed by the msw call site.
  const call = resolver as (info: { request: Request }) => unknown;
  const wrapped = async (info: { request: Request }) => {
    const url = new URL(info.request.url);
    const resolved = resolveOperation(ctx, info.request.method, url.pathname);
    if (!resolved) return undefined;
    try {
      // The gate reads a copy of the body: the resolver reads the request itself.
      const prepared = await prepareCall(
        ctx,
        fromFetchRequest(info.request.clone(), url),
        resolved,
      );
      if ('reply' in prepared) return toFetchResponse(prepared.reply);
      return await call(info);
    } catch (error) {
      if (error instanceof ReplyError) return toFetchResponse(error.reply);
      throw error;
    }
  };
  return wrapped as R;
}
