import type { RequestHandler } from 'msw';
import type { Db } from '../db/create-db.js';
import { createLoginThrottle } from '../domain/auth/login-throttle.js';
import { randomToken } from '../domain/auth/password.js';
import { createTokenService } from '../domain/auth/tokens.js';
import { createAdminHandlers, type AdminControls } from '../handlers/admin.js';
import { createAuthHandlers } from '../handlers/auth.js';
import { createBuilderHandlers } from '../handlers/builder.js';
import { resolveOperation } from '../handlers/gate.js';

export type ResolvedOperation = NonNullable<ReturnType<typeof resolveOperation>>;
import type { HandlerContext, ProfileShape } from '../handlers/handler-context.js';
import { createReportsHandlers } from '../handlers/reports.js';
import { createValidators } from '../spec/create-validators.js';
import { getOpenApiDocument } from '../spec/openapi-document.js';
import { createOperationMatcher, listOperations } from '../spec/operations.js';

export const DEFAULT_PREFIXES = ['', '/api/v1'];
export const MAX_BODY_BYTES = 1024 * 1024;

export interface CreateHandlersOptions {
  /** Exactly the prefixes served; '' is the bare form. Default ['', '/api/v1']. */
  prefixes?: string[];
  /** `nested` ({ user, organization }) or `flat` (the user with organization inside). */
  profileShape?: ProfileShape;
  tokenTtlSeconds?: number;
  /** HS256 secret; random per start when unset. */
  tokenSecret?: string;
  sessionTtlSeconds?: number;
  /** Delay every response: ms, or [min, max]. */
  delay?: number | [number, number];
  /** The clock tokens, sessions and "today" use. Default: the wall clock. */
  clock?: () => Date;
  /** Called after every acknowledged change, before the response is sent. */
  persist?: () => Promise<void>;
  webhookBase?: string;
  /** The admin API's controls; without them, only `tokens/expire` and `health`-less routes answer. */
  admin?: AdminControls;
  /** Require this token on the admin routes that change or reveal state (docs/product/mock-controls.md). */
  adminToken?: string;
}

/**
 * Builds the context the handlers share: tokens, login throttle, the compiled spec.
 *
 * @example
 * const context = createHandlerContext(db, { prefixes: ['/api/v1'] });
 */
export function createHandlerContext(db: Db, options: CreateHandlersOptions = {}): HandlerContext {
  const clock = options.clock ?? (() => new Date());
  const doc = getOpenApiDocument();
  const operations = listOperations(doc);
  return {
    db,
    tokens: createTokenService({
      secret: options.tokenSecret,
      ttlSeconds: options.tokenTtlSeconds,
      clock,
    }),
    throttle: createLoginThrottle({ clock }),
    clock,
    spec: {
      doc,
      operations,
      match: createOperationMatcher(operations),
      validators: createValidators(doc, operations),
    },
    options: {
      // Longest first, so `/api/v1` is tried before the bare form.
      prefixes: [...(options.prefixes ?? DEFAULT_PREFIXES)].sort((a, b) => b.length - a.length),
      profileShape: options.profileShape ?? 'nested',
      sessionTtlSeconds: options.sessionTtlSeconds ?? 3600,
      webhookBase: options.webhookBase ?? 'https://hooks.standin.test',
      delay: options.delay ?? 0,
      maxBodyBytes: MAX_BODY_BYTES,
      adminToken: options.adminToken,
    },
    persist: options.persist ?? (async () => {}),
    newId: (prefix) => `${prefix}_${randomToken(9).replace(/[-_]/g, 'x').toLowerCase()}`,
    queryRules: new Map(),
  };
}

/**
 * Every handler over a store you seeded yourself. The same array runs under
 * `setupServer`, `setupWorker` and the express adapter.
 *
 * @example
 * const db = createDb();
 * await seedDb(db, { seed: 1, now: new Date() });
 * const { handlers } = createHandlers(db);
 * setupServer(...handlers).listen();
 */
export function createHandlers(
  db: Db,
  options: CreateHandlersOptions = {},
): {
  handlers: RequestHandler[];
  context: HandlerContext;
  /** The handler that can answer a request (its operation's), or all of them. */
  handlersFor: (request: Request) => RequestHandler[];
  /** The documented operation a request addresses under a served prefix, resolved once per request. */
  operationOf: (request: Request) => ResolvedOperation | undefined;
} {
  const context = createHandlerContext(db, options);
  const operationHandlers = [
    ...createAuthHandlers(context),
    ...createReportsHandlers(context),
    ...createBuilderHandlers(context),
    ...(options.admin ? createAdminHandlers(context, options.admin) : []),
  ];
  const handlers = operationHandlers;

  // msw tries handlers one by one, parsing the request for each; on the server we know the
  // operation from the compiled matcher, so only its handler needs to run (bench/PROFILE.md).
  const byKey = new Map(operationHandlers.map((handler) => [`${handler.info.header}`, handler]));
  const byOperation = new Map<string, RequestHandler>();
  for (const operation of context.spec.operations) {
    const path = operation.path.replace(/\{([^}]+)\}/g, ':$1');
    const handler = byKey.get(`${operation.method.toUpperCase()} *${path}`);
    if (handler) byOperation.set(operation.operationId, handler);
  }
  // Handler selection, the drift guard and the journal all ask for a request's operation:
  // resolve it once per request.
  const resolved = new WeakMap<Request, ResolvedOperation | null>();
  const operationOf = (request: Request): ResolvedOperation | undefined => {
    if (!resolved.has(request)) {
      const found = resolveOperation(context, request.method, new URL(request.url).pathname);
      resolved.set(request, found ?? null);
    }
    return resolved.get(request) ?? undefined;
  };
  const handlersFor = (request: Request): RequestHandler[] => {
    const found = operationOf(request);
    const handler = found && byOperation.get(found.operation.operationId);
    return handler ? [handler] : handlers;
  };
  return { handlers, context, handlersFor, operationOf };
}
