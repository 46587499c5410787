import type { RequestHandler } from 'msw';
import type { Db } from '../db/create-db.js';
import { createLoginThrottle } from '../domain/auth/login-throttle.js';
import { createTokenService } from '../domain/auth/tokens.js';
import { createAdminHandlers, type AdminControls, type AdminTarget } from '../handlers/admin.js';
import { createAuthOperations } from '../handlers/auth.js';
import { createBuilderOperations } from '../handlers/builder.js';
import { DEFAULT_BUILDER_LIMITS } from '../handlers/builder/prune-builder-history.js';
import type {
  BuilderLimits,
  HandlerContext,
  ProfileShape,
  ServedOperation,
} from '../handlers/handler-context.js';
import { toMswHandlers } from '../handlers/msw-handlers.js';
import type { OperationTable } from '../handlers/operation-call.js';
import { createReportsOperations } from '../handlers/reports.js';
import type { TargetOf } from '../handlers/scope-target.js';
import { createValidators } from '../spec/create-validators.js';
import { getOpenApiDocument, type OpenApiDocument } from '../spec/openapi-document.js';
import { createOperationMatcher, listOperations } from '../spec/operations.js';
import { compileTranslation } from '../spec/translation/compile-translation.js';
import { createIdSequence } from './id-sequence.js';

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
  /** Ids for records made at run time. Default: a sequence seeded with 1. */
  newId?: (prefix: string) => string;
  /** How much builder history each project keeps (docs/decisions/0021-bounded-memory.md). */
  builderLimits?: Partial<BuilderLimits>;
  /**
   * Told of every answer an operation gives: its operationId, method, path and status, for
   * `standin usage --merge` (`recordUsageToFile` from standin/node writes them to a file).
   */
  recordUsage?: (served: ServedOperation) => void;
  /**
   * The team's openapi.yaml, parsed: the mock answers as it describes (docs/product/your-openapi.md).
   * Default: the package's own document.
   */
  document?: OpenApiDocument;
}

// A team document's compiled parts hold no state a request changes: one per document object,
// shared by every mock made from it (a test file's many createMock calls compile it once).
const servedSpecs = new WeakMap<OpenApiDocument, HandlerContext['served']>();

/**
 * The document served on the wire: the package's own, or a team's with the translation from the
 * own answers to it, compiled once here. A team document equal to the package's is the own one.
 */
function compileServed(
  own: HandlerContext['spec'],
  team: OpenApiDocument | undefined,
): HandlerContext['served'] {
  if (!team || team === own.doc) return { ...own, translation: undefined };
  const known = servedSpecs.get(team);
  if (known) return known;
  const translation = compileTranslation(own.doc, team);
  if (translation.identity) return { ...own, translation: undefined };
  // The admin routes stay the package's (resolveOperation reads `spec` for them).
  const operations = listOperations(team).filter((operation) => !operation.mockOnly);
  const served = {
    doc: team,
    operations,
    match: createOperationMatcher(operations),
    validators: createValidators(team, operations),
    translation,
  };
  servedSpecs.set(team, served);
  return served;
}

// The compiled spec (operations, matcher, ajv validators) depends on the document alone and holds
// no state a request changes: one per document in the process, shared by every mock and scope.
const compiledSpecs = new WeakMap<object, HandlerContext['spec']>();

function compiledSpec(doc: HandlerContext['spec']['doc']): HandlerContext['spec'] {
  let spec = compiledSpecs.get(doc);
  if (!spec) {
    const operations = listOperations(doc);
    spec = {
      doc,
      operations,
      match: createOperationMatcher(operations),
      validators: createValidators(doc, operations),
    };
    compiledSpecs.set(doc, spec);
  }
  return spec;
}

/**
 * Builds the context the handlers share: tokens, login throttle, the compiled spec.
 *
 * @example
 * const context = createHandlerContext(db, { prefixes: ['/api/v1'] });
 */
export function createHandlerContext(db: Db, options: CreateHandlersOptions = {}): HandlerContext {
  const clock = options.clock ?? (() => new Date());
  const ids = createIdSequence(1);
  const spec = compiledSpec(getOpenApiDocument());
  return {
    db,
    tokens: createTokenService({
      secret: options.tokenSecret,
      ttlSeconds: options.tokenTtlSeconds,
      clock,
    }),
    throttle: createLoginThrottle({ clock }),
    clock,
    spec,
    served: compileServed(spec, options.document),
    options: {
      // Longest first, so `/api/v1` is tried before the bare form.
      prefixes: [...(options.prefixes ?? DEFAULT_PREFIXES)].sort((a, b) => b.length - a.length),
      profileShape: options.profileShape ?? 'nested',
      sessionTtlSeconds: options.sessionTtlSeconds ?? 3600,
      webhookBase: options.webhookBase ?? 'https://hooks.standin.test',
      delay: options.delay ?? 0,
      maxBodyBytes: MAX_BODY_BYTES,
      adminToken: options.adminToken,
      builderLimits: { ...DEFAULT_BUILDER_LIMITS, ...options.builderLimits },
    },
    persist: options.persist ?? (async () => {}),
    newId: options.newId ?? ((prefix) => ids.next(prefix)),
    ...(options.recordUsage ? { recordUsage: options.recordUsage } : {}),
  };
}

/**
 * Every operation's definition, keyed by operationId: what the msw handlers wrap and what the
 * standalone server calls directly.
 *
 * @example
 * const table = createOperationTable(createHandlerContext(db));
 */
export function createOperationTable(context: HandlerContext): OperationTable {
  return {
    ...createAuthOperations(context),
    ...createReportsOperations(context),
    ...createBuilderOperations(context),
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
  /** Where a request naming a scope (`Standin-Scope`) runs; createMock passes its scopes. */
  targetOf?: TargetOf<AdminTarget>,
): {
  handlers: RequestHandler[];
  context: HandlerContext;
  /** The operations by operationId (the standalone server calls them without msw). */
  table: OperationTable;
  /** The admin routes' handlers alone (the end of `handlers`). */
  adminHandlers: RequestHandler[];
} {
  const context = createHandlerContext(db, options);
  const table = createOperationTable(context);
  const adminHandlers = options.admin ? createAdminHandlers(context, options.admin, targetOf) : [];
  const handlers = [...toMswHandlers(context, table, targetOf), ...adminHandlers];
  return { handlers, context, table, adminHandlers };
}
