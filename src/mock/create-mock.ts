import type { RequestHandler } from 'msw';
import type { Db } from '../db/create-db.js';
import {
  exportSnapshot,
  importSnapshot,
  snapshotProblems,
  type StateSnapshot,
} from '../db/snapshot.js';
import { randomToken } from '../domain/auth/password.js';
import type { AdminControls, AdminTarget } from '../handlers/admin.js';
import { scopeNameOf, type TargetOf } from '../handlers/scope-target.js';
import type { HandlerContext } from '../handlers/handler-context.js';
import { createHandlers, DEFAULT_PREFIXES, type CreateHandlersOptions } from './create-handlers.js';
import { createDispatcher, type Dispatcher } from './dispatch-request.js';
import { createIdSequence, stringsIn } from './id-sequence.js';
import type { OpenApiDocument } from '../spec/openapi-document.js';
import { isSpecPath, parseSpec, type SpecSource } from '../spec/translation/spec-source.js';
import { createScopes, type ScopeLimits } from './scopes.js';
import { createSeededStore } from './seeded-store.js';

export { DEFAULT_PREFIXES, MAX_BODY_BYTES } from './create-handlers.js';
export const VERSION = '0.1.0';

/** Options of the mock, wherever it runs (browser, Node tests, the standalone server). */
export interface MockOptions extends Omit<CreateHandlersOptions, 'admin'> {
  /** Same seed and `now` → identical data. Default 1. */
  seed?: number;
  /** The data's "now". Default: the start of today (UTC), so "the last 7 days" always has data. */
  now?: Date | string;
  /** Conversations per organization (default 3000). */
  conversationsPerOrg?: number;
  /**
   * The team's openapi.yaml: a parsed object, YAML text, or (Node only) a path. The mock keeps
   * its logic and answers as this document describes (docs/product/your-openapi.md). Default:
   * the package's own document.
   */
  spec?: SpecSource;
  /** Node-only admin parts (journal, openapi.yaml, docs), given by the server. */
  admin?: Pick<AdminControls, 'journal' | 'openapiYaml' | 'docs'>;
  /**
   * Requests with a `Standin-Scope: <name>` header get their own copy of the data, created on
   * first use (docs/product/mock-controls.md). How many are kept and for how long, or `false`
   * to ignore the header.
   */
  scopes?: ScopeLimits | false;
}

export interface Mock {
  /** The msw handlers: pass them to setupServer, setupWorker or the express adapter. */
  handlers: RequestHandler[];
  /**
   * Answers one request the way the standalone server does: straight to the operation's
   * resolver, or through msw while overrides are installed.
   */
  dispatch: Dispatcher;
  /**
   * Prepends handlers that take precedence (like msw's `server.use`), e.g. to override one
   * endpoint, where Standin itself picks the handler: the standalone server
   * (`server.mock.use`) and `getResponse(mock.handlers, …)`. After `setupServer(...mock.handlers)`
   * or `setupWorker(...)` msw holds its own copy of the list: override there with `server.use` /
   * `worker.use`. An override replaces the operation entirely: no auth or validation runs before
   * it unless it wraps its resolver with `served`. The drift guard still checks what it answers.
   */
  use(...overrides: RequestHandler[]): void;
  /** Drops the handlers added with `use`. */
  resetHandlers(): void;
  db: Db;
  context: HandlerContext;
  seed: number;
  now: Date;
  reset(options?: { seed?: number; now?: string | Date }): Promise<{ seed: number; now: Date }>;
  exportState(): StateSnapshot;
  importState(snapshot: StateSnapshot): Promise<string[]>;
  /**
   * The mock a `Standin-Scope: <name>` header reaches: its own data, tokens and controls,
   * created from this mock's seed and `now` on first use.
   */
  scope(name: string): Promise<Mock>;
}

// What a scope's requests run on, kept beside each mock (the Mock interface stays small).
const targets = new WeakMap<Mock, AdminTarget>();

function startOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

// The data's "now" must leave room for 90 days of history before it and year-long session and
// token lifetimes after it, all written as ISO dates with four-digit years; a negative JWT `iat`
// (before 1970) is refused by many clients. Outside this range sessions and tokens failed with 500s.
const EARLIEST_NOW = Date.UTC(1970, 0, 1);
const LATEST_NOW = Date.UTC(9000, 0, 1);

function toDate(value: Date | string, name: string): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    // A RangeError, so the admin API answers 400 (a leap second, 23:59:60, passes the schema's
    // date-time format but is no Date; it was a 500).
    throw new RangeError(
      `${name} "${String(value)}" is not a date: use an ISO 8601 date-time such as 2026-01-15T00:00:00Z.`,
    );
  }
  if (date.getTime() < EARLIEST_NOW || date.getTime() >= LATEST_NOW) {
    throw new RangeError(
      `${name} ${date.toISOString()} is out of range: use a date-time from 1970-01-01T00:00:00Z to before 9000-01-01T00:00:00Z.`,
    );
  }
  return date;
}

/**
 * A team's document from what `spec` was given. A path is read with Node's file system, loaded
 * only then (the browser build never reaches it).
 */
async function loadSpec(source: SpecSource): Promise<OpenApiDocument> {
  if (typeof source === 'object') return parseSpec(source);
  if (!isSpecPath(source)) return parsedText(source, 'the spec');
  const fsModule = 'node:fs/promises';
  const { readFile } = (await import(/* @vite-ignore */ fsModule)) as {
    readFile: (path: string, encoding: 'utf8') => Promise<string>;
  };
  let text: string;
  try {
    text = await readFile(source, 'utf8');
  } catch (error) {
    throw new Error(
      `Failed to read the spec ${source}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}. Pass the path of your openapi.yaml (\`standin init\` writes one), its text, or the parsed object.`,
      { cause: error },
    );
  }
  return parsedText(text, source);
}

// The same text gives the same document object, so its compiled translation is reused by every
// mock made from it (a test file that calls createMock({ spec }) per test compiles it once).
const parsedTexts = new Map<string, OpenApiDocument>();

function parsedText(text: string, name: string): OpenApiDocument {
  let doc = parsedTexts.get(text);
  if (!doc) {
    doc = parseSpec(text, name);
    if (parsedTexts.size >= 8) parsedTexts.clear();
    parsedTexts.set(text, doc);
  }
  return doc;
}

/**
 * Wires a seeded store, tokens and the handlers together (the composition root).
 *
 * @example
 * const mock = await createMock({ seed: 1, now: '2026-01-15T00:00:00Z' });
 * const server = setupServer(...mock.handlers);
 */
export async function createMock(options: MockOptions = {}): Promise<Mock> {
  const document = options.document ?? (options.spec ? await loadSpec(options.spec) : undefined);
  let seed = options.seed ?? 1;
  let now = options.now === undefined ? startOfTodayUtc() : toDate(options.now, 'now');
  const started = performance.now();
  // With --now the clock runs on from it, so token and session times agree with the data.
  const clock =
    options.clock ??
    (options.now === undefined
      ? () => new Date()
      : () => new Date(now.getTime() + (performance.now() - started)));

  const seedOptions = () => ({
    seed,
    now,
    conversationsPerOrg: options.conversationsPerOrg,
    webhookBase: options.webhookBase,
  });
  // The seeded world is built once per process and shared; a reset refills only what changed.
  const store = await createSeededStore(seedOptions());
  const { db } = store;
  const ids = createIdSequence(seed);
  // Scopes share the token secret, so a token signed in one scope is good in every other.
  const tokenSecret = options.tokenSecret ?? randomToken(32);
  const scopes =
    options.scopes === false
      ? undefined
      : createScopes(
          (_name) =>
            createMock({
              ...options,
              // The document already read, so a scope never reads or compiles the spec again.
              spec: undefined,
              document,
              seed,
              now,
              clock,
              tokenSecret,
              persist: undefined,
              admin: undefined,
              scopes: false,
            }),
          options.scopes,
        );
  const targetOf: TargetOf<AdminTarget> | undefined =
    scopes &&
    ((incoming) => {
      const name = scopeNameOf(incoming);
      if (name === undefined) {
        // Idle scopes go on any request, not only on the next scoped one.
        scopes.prune();
        return undefined;
      }
      return scopes.get(name).then((scope) => targets.get(scope) as AdminTarget);
    });
  const persist = options.persist ?? (async () => {});

  async function reseed(next: { seed?: number; now?: string | Date }): Promise<void> {
    // Check the new clock before changing anything: a refused reset leaves the mock as it was.
    const nextNow = next.now === undefined ? now : toDate(next.now, 'now');
    seed = next.seed ?? seed;
    now = nextNow;
    ids.reset(seed);
    await store.restore(seedOptions());
  }

  async function reset(next: { seed?: number; now?: string | Date } = {}) {
    await reseed(next);
    await persist();
    return { seed, now };
  }
  const exportState = () => exportSnapshot(db, { seed, now, exportedAt: clock() });
  async function importState(snapshot: StateSnapshot): Promise<string[]> {
    // Check first, then reseed: a refused snapshot used to leave the mock reseeded and its
    // builder state gone. No persist in between: a crash mid-import keeps the old state file.
    const problems = snapshotProblems(db, snapshot);
    if (problems.length > 0) return problems;
    if (snapshot.seed !== seed || snapshot.now !== now.toISOString()) {
      await reseed({ seed: snapshot.seed, now: snapshot.now });
    }
    const imported = await importSnapshot(db, snapshot);
    // The id sequence starts over and steps around every id the snapshot holds.
    ids.reset(seed, stringsIn(snapshot));
    return imported;
  }

  const controls: AdminControls = {
    health: () => ({
      status: 'ok' as const,
      version: VERSION,
      uptimeSeconds: Math.round(performance.now() - started) / 1000,
      seed,
      now: now.toISOString(),
      prefixes: options.prefixes ?? DEFAULT_PREFIXES,
      profileShape: options.profileShape ?? 'nested',
    }),
    reset,
    exportState,
    importState,
    ...options.admin,
  };
  const { handlers, context, table, adminHandlers } = createHandlers(
    db,
    {
      ...options,
      tokenSecret,
      document,
      clock,
      persist,
      admin: controls,
      newId: (prefix) => ids.next(prefix),
    },
    targetOf,
  );
  const overrides: RequestHandler[] = [];

  const mock: Mock = {
    handlers,
    dispatch: createDispatcher({
      context,
      table,
      handlers,
      hasOverrides: () => overrides.length > 0,
      targetOf,
      adminHandlers,
    }),
    use: (...added) => {
      overrides.unshift(...added);
      handlers.unshift(...added);
    },
    resetHandlers: () => {
      for (const handler of overrides.splice(0)) handlers.splice(handlers.indexOf(handler), 1);
    },
    db,
    context,
    get seed() {
      return seed;
    },
    get now() {
      return now;
    },
    reset,
    exportState,
    importState,
    scope: (name) =>
      scopes
        ? scopes.get(name)
        : Promise.reject(
            new Error(
              'this mock ignores Standin-Scope (created with scopes: false): leave scopes out of createMock options to use scopes.',
            ),
          ),
  };
  targets.set(mock, { context, table, controls });
  return mock;
}
