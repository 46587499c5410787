import type { Db } from '../db/create-db.js';
import type { LoginThrottle } from '../domain/auth/login-throttle.js';
import type { TokenService } from '../domain/auth/tokens.js';
import type { SpecValidators } from '../spec/create-validators.js';
import type { OpenApiDocument } from '../spec/openapi-document.js';
import type { Operation, OperationMatcher } from '../spec/operations.js';
import type { Translation } from '../spec/translation/compile-translation.js';

/** A document compiled for serving: its operations, their matcher and validators. */
export interface CompiledSpec {
  doc: OpenApiDocument;
  operations: Operation[];
  match: OperationMatcher;
  validators: SpecValidators;
}

export type ProfileShape = 'nested' | 'flat';

/** How much builder history each project keeps; older records are pruned. */
export interface BuilderLimits {
  /** A session is dropped, with its messages and suggestions, this long after it expired. */
  retentionSeconds: number;
  maxSessionsPerProject: number;
  maxMessagesPerProject: number;
  maxSuggestionsPerProject: number;
}

/** What the handlers share: passed in, never reached for, so tests never share state. */
export interface HandlerContext {
  db: Db;
  tokens: TokenService;
  throttle: LoginThrottle;
  /** The mock's clock: `--now` plus the time since start, or the wall clock. */
  clock: () => Date;
  /** The package's own openapi.yaml: what the operations compute, and the admin routes. */
  spec: CompiledSpec;
  /**
   * The document served on the wire: a team's (`spec` option) or, by default, `spec` itself.
   * Routing, request validation, `Prefer: code=` examples and the drift guard read this one.
   */
  served: CompiledSpec & {
    /** How answers become the team's; undefined when the document is the package's own. */
    translation: Translation | undefined;
  };
  options: {
    /** Exactly the prefixes served ('' is the bare form). */
    prefixes: string[];
    profileShape: ProfileShape;
    /** How long a builder session accepts messages. */
    sessionTtlSeconds: number;
    /** Base URL of LINE webhooks shown on boards. */
    webhookBase: string;
    /** Applied to every response (ms, or a [min, max] range). */
    delay: number | [number, number];
    /** Request bodies over this many bytes are 413. */
    maxBodyBytes: number;
    /** When set, the admin routes that change or reveal state need it (require-admin-token.ts). */
    adminToken?: string;
    /** How much builder history a project keeps (docs/decisions/0021-bounded-memory.md). */
    builderLimits: BuilderLimits;
  };
  /** Called after every acknowledged change, before the response is sent (the state file). */
  persist: () => Promise<void>;
  /** Builds ids for records made at run time: a sequence that follows the seed. */
  newId: (prefix: string) => string;
  /** Told of every answer an operation gave (`createMock({ recordUsage })`). */
  recordUsage?: (served: ServedOperation) => void;
}

/** One answer an operation gave: what `recordUsage` hears. */
export interface ServedOperation {
  operationId: string;
  /** Lower case, as in openapi.yaml. */
  method: string;
  /** The documented path template. */
  path: string;
  status: number;
}
