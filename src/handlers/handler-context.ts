import type { Db } from '../db/create-db.js';
import type { LoginThrottle } from '../domain/auth/login-throttle.js';
import type { TokenService } from '../domain/auth/tokens.js';
import type { SpecValidators } from '../spec/create-validators.js';
import type { OpenApiDocument } from '../spec/openapi-document.js';
import type { Operation, OperationMatcher } from '../spec/operations.js';

export type ProfileShape = 'nested' | 'flat';

/** What the handlers share: passed in, never reached for (style.md habit 2). */
export interface HandlerContext {
  db: Db;
  tokens: TokenService;
  throttle: LoginThrottle;
  /** The mock's clock: `--now` plus the time since start, or the wall clock. */
  clock: () => Date;
  spec: {
    doc: OpenApiDocument;
    operations: Operation[];
    match: OperationMatcher;
    validators: SpecValidators;
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
  };
  /** Called after every acknowledged change, before the response is sent (the state file). */
  persist: () => Promise<void>;
  /** Builds ids: deterministic in tests, random-looking in use. */
  newId: (prefix: string) => string;
  /**
   * Query rules beyond openapi.yaml, by operationId (e.g. a report's end before its start): each
   * returns problem messages that start with the parameter's name. Handlers register them; the
   * gate applies them with the schema's checks.
   */
  queryRules: Map<string, (query: URLSearchParams) => string[]>;
}
