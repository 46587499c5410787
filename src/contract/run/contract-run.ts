import type { CheckName } from '../check-names.js';
import type { CheckResult, ContractLevel, FactSource, HttpOutcome } from '../contract-types.js';
import type { JsonObject, JsonSchema } from '../document/json-values.js';
import type { ContractOperation } from '../document/read-contract-operations.js';
import type { SchemaValidator } from '../schema/create-schema-validator.js';

/** Where a finding points: an operation of the contract, or a route outside it. */
export interface CheckSubject {
  operationId: string;
  method: string;
  /** The documented path template, or the literal path of a route outside the contract. */
  path: string;
}

/** One request sent during a run, with what the runner expected of it. */
export interface Exchange extends CheckSubject {
  operation?: ContractOperation;
  outcome: HttpOutcome;
  /** The request is valid, so a documented 2xx is due (`valid_request_succeeds`). */
  expectSuccess: boolean;
}

/** A finding before the runner adds the check, the subject, the curl line and the level. */
export interface FindingDraft {
  pointer: string;
  expected: string;
  received: string;
  message: string;
  source: FactSource;
  /** The seed's sentence a seed finding breaks; the operation's `x-standin-seed` when absent. */
  seed?: string;
  /** The exchange to reproduce, when it is not the subject of the result. */
  exchange?: Exchange;
  /** Schema findings: the JSON Schema keyword that failed, e.g. `required`. */
  keyword?: string;
  /** Schema findings: the `components.schemas` name nearest the pointer. */
  schema?: string;
  /** Schema findings on a missing property: what the object carries that is not documented. */
  unknownProperties?: string[];
}

/** How to send one request for an operation. */
export interface CallInit {
  /** Path parameter values; missing ones come from ids seen earlier in the run. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  raw?: { contentType: string; text: string };
  /** Omitted: `Bearer <the run's token>`; null: no Authorization header; a string: that header. */
  authorization?: string | null;
  expectSuccess?: boolean;
}

/** What the run learns as it goes. */
export interface RunState {
  token?: string;
  /** The `user` of the login response. */
  loginUser?: JsonObject;
  /** The first id listed per collection (`projects` → `prj_acme_support`), for path parameters. */
  ids: Map<string, string>;
  /** The first 2xx exchange per operation (the valid request's), for flows that only need to read. */
  samples: Map<string, Exchange>;
}

export interface RunSettings {
  level: ContractLevel;
  strict: boolean;
  readOnly: boolean;
  isMock: boolean;
  prefix: string;
  mutations: { allowed: boolean; reason?: string };
  email: string;
  password: string;
  /** A token the backend issued that has expired (`--expired-token`). */
  expiredToken?: string;
  /** The backend's HMAC token secret (`--token-secret`), to sign an expired copy of its token. */
  tokenSecret?: string;
}

/**
 * The target-agnostic surface checks and flows work with: send requests for operations of the
 * contract, and report results. Every request passes through the response checks.
 */
export interface ContractRun {
  readonly settings: RunSettings;
  readonly operations: readonly ContractOperation[];
  readonly state: RunState;
  readonly validator: SchemaValidator;
  /** `components.schemas.ErrorBody`, the shape of a 4xx outside the documented responses. */
  readonly errorBodySchema: JsonSchema | undefined;
  readonly results: readonly CheckResult[];
  readonly exchanges: readonly Exchange[];
  operation(operationId: string): ContractOperation | undefined;
  isEnabled(check: CheckName): boolean;
  /** Send a request for an operation (prefix, path parameters and token filled in). */
  call(operation: ContractOperation, init?: CallInit): Promise<Exchange>;
  /** Send a request to a path outside the contract (prefix added). */
  callPath(subject: CheckSubject, init?: Omit<CallInit, 'params'>): Promise<Exchange>;
  /** Record the result of a check on a subject: its findings (none = passed) or why it was skipped. */
  report(
    check: CheckName,
    subject: CheckSubject | Exchange,
    verdict: FindingDraft[] | { skipped: string },
  ): void;
}
