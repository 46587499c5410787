/**
 * The contract runner's vocabulary: options, HTTP outcomes as data, findings and the report.
 * Nothing here knows about the mock: a run talks HTTP to a base URL and nothing else
 * (ARCHITECTURE.md: the contract never imports the mock).
 */

/** Where a fact in openapi.yaml comes from (`x-standin-source`). */
export type FactSource = 'seed' | 'assumed';

/** `core` holds a backend to seed facts only; `full` to the whole document. */
export type ContractLevel = 'core' | 'full';

/** The profile payload shapes the seed allows ("its exact shape varies by backend"). */
export type ProfileShape = 'nested' | 'flat' | 'unknown';

/** A fetch-compatible function, so tests and embedders can route requests their own way. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The options of {@link ContractOptions.checks}: names from `CHECK_NAMES`. */
export interface CheckSelection {
  /** Only these checks run (all when absent). */
  include?: readonly string[];
  /** These checks never run. */
  exclude?: readonly string[];
}

/** What `runContract` is told to do. */
export interface ContractOptions {
  /** The backend, e.g. `https://staging.example.com` (no prefix). */
  baseUrl: string;
  /** A path prefix such as `/api/v1`, `''` for bare paths, or `auto` to probe both. */
  prefix: string;
  email: string;
  password: string;
  /** A sandbox project: allows mutating checks against a backend that is not the mock. */
  projectId?: string;
  level: ContractLevel;
  /** Report every undocumented response field. */
  strict: boolean;
  /** Skip every check that would change state. */
  readOnly: boolean;
  checks?: CheckSelection;
  /** True when the caller started the in-process mock: mutation is then harmless. */
  isMock?: boolean;
  /** openapi.yaml to read at run time; the package's own by default (`--spec`). */
  specPath?: string;
  /**
   * A token the backend issued that has since expired (`--expired-token`): sent to every
   * protected operation by `auth_expired_token`, which expects 401.
   */
  expiredToken?: string;
  /**
   * The backend's HMAC secret for access tokens (`--token-secret`): `auth_expired_token` signs
   * an expired copy of the issued token's claims with it. Without this or `expiredToken`, expiry
   * cannot be verified and the check is skipped, saying so.
   */
  tokenSecret?: string;
  fetch?: FetchLike;
  /** Per-request time limit in milliseconds (default 10 000). */
  timeoutMs?: number;
  onProgress?: (event: ProgressEvent) => void;
  /** Called with every exchange of the run, secrets already redacted (`--record FILE.har`). */
  onExchange?: (exchange: RecordedExchange) => void;
}

/** One exchange of a run as `onExchange` hands it out: redacted, with what it was for. */
export interface RecordedExchange {
  operationId: string;
  /** The documented path template (no prefix), or the literal path of a route outside the contract. */
  pathTemplate: string;
  /** Whether `pathTemplate` is an operation of the contract. */
  documented: boolean;
  /** The check that sent it; absent for the sign-in and the valid request of each operation. */
  check?: string;
  /** The runner built the request to be valid, so a documented 2xx is due. */
  valid: boolean;
  /** ISO time the request was sent. */
  startedAt: string;
  outcome: HttpOutcome;
}

/** A request as it went on the wire. */
export interface HttpRequestRecord {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A response as it came back; `body` is the parsed JSON, or undefined when it was not JSON. */
export interface HttpResponseRecord {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  text: string;
  /** Set when the body was not valid UTF-8: `text` then holds U+FFFD where bytes did not decode. */
  notUtf8?: true;
}

/** Why no response arrived. */
export interface HttpErrorRecord {
  /** `ECONNREFUSED`, `ENOTFOUND`, `TIMEOUT`, ... */
  code: string;
  message: string;
}

/** One HTTP exchange as data: never an exception for a status code (style habit 10). */
export interface HttpOutcome {
  request: HttpRequestRecord;
  response?: HttpResponseRecord;
  error?: HttpErrorRecord;
  durationMs: number;
}

/**
 * One way the backend differs from the contract.
 *
 * `pointer` is a JSON pointer into the exchange seen as `{ status, headers, body }`:
 * `/status`, `/headers/www-authenticate`, `/body/user/email`.
 */
export interface Failure {
  check: string;
  operationId: string;
  method: string;
  path: string;
  pointer: string;
  expected: string;
  received: string;
  message: string;
  /** A command that reproduces the request, with tokens and passwords redacted. */
  curl: string;
  /** `seed` findings fail at every level; `assumed` ones only at `--level full`. */
  source: FactSource;
  /** The status of the response the finding is about (absent when none came back). */
  status?: number;
  /** Schema findings: the JSON Schema keyword that failed (`required`, `type`, …). */
  keyword?: string;
  /** Schema findings: the `components.schemas` name nearest the pointer, e.g. `User`. */
  schema?: string;
  /** Schema findings on a missing property: what the object carries that is not documented. */
  unknownProperties?: string[];
  /** For a seed finding: the sentence of the service interface document it breaks. */
  seed?: string;
  /** With `--usage`: what the finding is to the deploy gate, and the frontend lines behind it. */
  usage?: FindingUsage;
}

/**
 * A finding judged against what the frontend uses (`standin contract --usage`): `gate` breaks
 * a member or an operation the frontend uses, `seed` breaks a seed fact (always gating),
 * `warning` is everything else.
 */
export interface FindingUsage {
  verdict: 'gate' | 'seed' | 'warning';
  /** `src/main.ts:145`: where the frontend reads the member or calls the operation. */
  reads: string[];
}

export type CheckStatus = 'passed' | 'failed' | 'skipped';

/** One check applied to one operation (or one flow step). */
export interface CheckResult {
  check: string;
  operationId: string;
  status: CheckStatus;
  /** Why it was skipped. */
  reason?: string;
  failures: Failure[];
  /** Differences from assumed facts at `--level core`: reported, never failing. */
  warnings: Failure[];
}

/** A run-stopping problem with the setup, not with the backend's contract (exit code 2). */
export interface ContractFatal {
  /** `NOT_THE_API`: the login route answered something that is not JSON (a web page, …). */
  code: 'CONNECTION_FAILED' | 'LOGIN_REJECTED' | 'SPEC_INVALID' | 'CONFIG_INVALID' | 'NOT_THE_API';
  message: string;
}

export interface ContractReport {
  /** True when nothing failed and the run was not stopped. */
  ok: boolean;
  fatal?: ContractFatal;
  /** A likely root cause when the failures share one, e.g. "prefix mismatch?". */
  diagnosis?: string;
  target: {
    baseUrl: string;
    prefixRequested: string;
    prefix: string;
    level: ContractLevel;
    strict: boolean;
    readOnly: boolean;
    isMock: boolean;
    /** Whether mutating checks ran, and why not when they did not. */
    mutations: { allowed: boolean; reason?: string };
    /** Set when the run was judged against a usage file (`--usage`). */
    usage?: { file: string; operations: number; members: number };
  };
  profileShape: ProfileShape;
  startedAt: string;
  durationMs: number;
  summary: {
    passed: number;
    failed: number;
    skipped: number;
    failures: number;
    warnings: number;
    requests: number;
  };
  results: CheckResult[];
}

/** Streamed while the run goes, for progress lines. */
export type ProgressEvent =
  { type: 'phase'; message: string } | { type: 'result'; result: CheckResult };
