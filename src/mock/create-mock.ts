import type { RequestHandler } from 'msw';
import { clearDb, createDb, type Db } from '../db/create-db.js';
import { seedDb } from '../db/seed-db.js';
import { exportSnapshot, importSnapshot, type StateSnapshot } from '../db/snapshot.js';
import { createLoginThrottle } from '../domain/auth/login-throttle.js';
import { randomToken } from '../domain/auth/password.js';
import { createTokenService } from '../domain/auth/tokens.js';
import { createAdminHandlers, type AdminControls } from '../handlers/admin.js';
import { createAuthHandlers } from '../handlers/auth.js';
import { createBuilderHandlers } from '../handlers/builder.js';
import { createGateHandler } from '../handlers/gate.js';
import type { HandlerContext, ProfileShape } from '../handlers/handler-context.js';
import { createReportsHandlers } from '../handlers/reports.js';
import { createValidators } from '../spec/create-validators.js';
import { getOpenApiDocument } from '../spec/openapi-document.js';
import { createOperationMatcher, listOperations } from '../spec/operations.js';

export const VERSION = '0.1.0';
export const DEFAULT_PREFIXES = ['', '/api/v1'];
export const MAX_BODY_BYTES = 1024 * 1024;

/** Options of the mock, wherever it runs (browser, Node tests, the standalone server). */
export interface MockOptions {
  /** Same seed and `now` → identical data. Default 1. */
  seed?: number;
  /** The data's "now". Default: the start of today (UTC), so "the last 7 days" always has data. */
  now?: Date | string;
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
  conversationsPerOrg?: number;
  /** A fixed clock (tests). Default: `now` plus the time since start, or the wall clock. */
  clock?: () => Date;
  /** Called after every acknowledged change, before the response is sent. */
  persist?: () => Promise<void>;
  /** Node-only admin parts (journal, openapi.yaml, docs), given by the server. */
  admin?: Pick<AdminControls, 'journal' | 'openapiYaml' | 'docs'>;
  webhookBase?: string;
}

export interface Mock {
  /** The msw handlers: pass them to setupServer, setupWorker or the express adapter. */
  handlers: RequestHandler[];
  db: Db;
  context: HandlerContext;
  seed: number;
  now: Date;
  reset(options?: { seed?: number; now?: string | Date }): Promise<{ seed: number; now: Date }>;
  exportState(): StateSnapshot;
  importState(snapshot: StateSnapshot): Promise<string[]>;
}

function startOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function toDate(value: Date | string, name: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    throw new Error(
      `Failed to start the mock: ${name} "${String(value)}" is not a date. Use an ISO 8601 date-time such as 2026-01-15T00:00:00Z.`,
    );
  }
  return date;
}

/**
 * Wires a seeded store, tokens and the handlers together (the composition root).
 *
 * @example
 * const mock = await createMock({ seed: 1, now: '2026-01-15T00:00:00Z' });
 * const server = setupServer(...mock.handlers);
 */
export async function createMock(options: MockOptions = {}): Promise<Mock> {
  let seed = options.seed ?? 1;
  let now = options.now === undefined ? startOfTodayUtc() : toDate(options.now, 'now');
  const started = performance.now();
  // With --now the clock runs on from it, so token and session times agree with the data.
  const clock =
    options.clock ??
    (options.now === undefined
      ? () => new Date()
      : () => new Date(now.getTime() + (performance.now() - started)));

  const doc = getOpenApiDocument();
  const operations = listOperations(doc);
  const db = createDb();
  await seedDb(db, { seed, now, conversationsPerOrg: options.conversationsPerOrg });

  const context: HandlerContext = {
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
      prefixes: [...(options.prefixes ?? DEFAULT_PREFIXES)].sort((a, b) => b.length - a.length),
      profileShape: options.profileShape ?? 'nested',
      sessionTtlSeconds: options.sessionTtlSeconds ?? 3600,
      webhookBase: options.webhookBase ?? 'https://hooks.standin.test',
      delay: options.delay ?? 0,
      maxBodyBytes: MAX_BODY_BYTES,
    },
    persist: options.persist ?? (async () => {}),
    newId: (prefix) => `${prefix}_${randomToken(9).replace(/[-_]/g, 'x').toLowerCase()}`,
  };

  const mock: Mock = {
    handlers: [],
    db,
    context,
    get seed() {
      return seed;
    },
    get now() {
      return now;
    },
    async reset(next = {}) {
      seed = next.seed ?? seed;
      now = next.now === undefined ? now : toDate(next.now, 'now');
      clearDb(db);
      await seedDb(db, { seed, now, conversationsPerOrg: options.conversationsPerOrg });
      await context.persist();
      return { seed, now };
    },
    exportState: () => exportSnapshot(db, { seed, now, exportedAt: clock() }),
    importState: async (snapshot) => {
      if (snapshot.seed !== seed || snapshot.now !== now.toISOString()) {
        await mock.reset({ seed: snapshot.seed, now: snapshot.now });
      }
      return importSnapshot(db, snapshot);
    },
  };

  const controls: AdminControls = {
    health: () => ({
      status: 'ok',
      version: VERSION,
      uptimeSeconds: Math.round(performance.now() - started) / 1000,
      seed,
      now: now.toISOString(),
      prefixes: options.prefixes ?? DEFAULT_PREFIXES,
      profileShape: context.options.profileShape,
    }),
    reset: (next) => mock.reset(next),
    exportState: mock.exportState,
    importState: mock.importState,
    ...options.admin,
  };

  mock.handlers.push(
    createGateHandler(context),
    ...createAuthHandlers(context),
    ...createReportsHandlers(context),
    ...createBuilderHandlers(context),
    ...createAdminHandlers(context, controls),
  );
  return mock;
}
