import { getResponse, type RequestHandler } from 'msw';
import { resolveOperation, runOperation, type ResolvedOperation } from '../handlers/gate.js';
import type { HandlerContext } from '../handlers/handler-context.js';
import type { OperationTable } from '../handlers/operation-call.js';
import type { TargetOf } from '../handlers/scope-target.js';
import type { IncomingCall, Reply } from '../spec/reply.js';

const ADMIN_PREFIX = '/__standin/';

function pathDecodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A request's operation (resolved once) and its answer: a reply, an msw response, or none. */
export interface Dispatched {
  resolved: ResolvedOperation | undefined;
  answer: Reply | Response | undefined;
}

export interface DispatcherParts {
  context: HandlerContext;
  table: OperationTable;
  /** The msw handlers, overrides first (the live array `mock.use` changes). */
  handlers: readonly RequestHandler[];
  /** True while `mock.use` overrides are installed. */
  hasOverrides: () => boolean;
  /** The scope a request names (`Standin-Scope`), if any: it runs on that scope's state. */
  targetOf?: TargetOf;
  /** The admin routes' handlers: an admin path without overrides tries only these. */
  adminHandlers?: readonly RequestHandler[];
}

/**
 * How the standalone server answers: straight to the operation's resolver (the function the msw
 * handler wraps), with no per-request msw machinery; through msw's `getResponse` only when
 * `mock.use` overrides are installed (they must win, as under `setupServer`) or for the admin
 * routes, which are msw handlers (docs/decisions/0016-one-request-path.md).
 *
 * @example
 * const dispatch = createDispatcher({ context, table, handlers, hasOverrides: () => false });
 * const { answer } = await dispatch(incoming, () => new Request(incoming.url));
 */
export function createDispatcher({
  context,
  table,
  handlers,
  hasOverrides,
  targetOf,
  adminHandlers,
}: DispatcherParts) {
  return async (incoming: IncomingCall, toRequest: () => Request): Promise<Dispatched> => {
    // msw decodes path parameters with decodeURIComponent, which throws on `%` or `%ZZ`: such a
    // path names no resource, so it is an unknown route (404) on every path, not a failure.
    if (!pathDecodes(incoming.url.pathname)) return { resolved: undefined, answer: undefined };
    const resolved = resolveOperation(context, incoming.method, incoming.url.pathname);
    const overridden = hasOverrides();
    const definition = resolved && table[resolved.operation.operationId as keyof OperationTable];
    if (definition && !overridden) {
      // A request naming a scope runs on that scope's copy of the data.
      // Without the header there is nothing to wait for (no extra turn of the event loop).
      const pending = targetOf?.(incoming);
      const target = pending === undefined ? undefined : await pending;
      const scoped = target?.table[resolved.operation.operationId as keyof OperationTable];
      return {
        resolved,
        answer: await runOperation(
          target?.context ?? context,
          scoped ?? definition,
          incoming,
          resolved,
        ),
      };
    }
    // Nothing but the admin routes (and an override) can answer a path no operation resolves.
    if (!resolved && !overridden && !incoming.url.pathname.startsWith(ADMIN_PREFIX)) {
      return { resolved, answer: undefined };
    }
    // msw tries handlers in order, each matching its path: an admin route skips the operations.
    const candidates =
      !overridden && adminHandlers && incoming.url.pathname.startsWith(ADMIN_PREFIX)
        ? adminHandlers
        : handlers;
    return { resolved, answer: await getResponse([...candidates], toRequest()) };
  };
}

export type Dispatcher = ReturnType<typeof createDispatcher>;
