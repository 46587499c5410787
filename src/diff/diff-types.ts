import type { JsonObject } from '../contract/document/json-values.js';

/** Which side of the wire a change sits on: what a client sends, or what it receives. */
export type Direction = 'request' | 'response';

/** Whether a change can break a client that worked with the base document. */
export type Level = 'breaking' | 'non-breaking';

/** An operation as a change names it. */
export interface OperationRef {
  method: string;
  path: string;
  operationId?: string;
}

/** Where a change sits below its operation, for people: `200 application/json`, `query timezone`. */
export type Place = string;

/**
 * One place the two documents can be compared: a pair of nodes at the same location of an
 * operation (either may be missing), with what the checks need to judge it. The walker pairs the
 * nodes; the checks in `diff-checks.ts` decide what changed and how much it matters.
 */
export interface ChangeSite {
  kind: SiteKind;
  operation: OperationRef;
  /** `request` or `response`; operations, security and statuses count as requests and responses. */
  direction: Direction;
  /** Where under the operation, for people: `200 application/json`, `query timezone`, `body`. */
  place: Place;
  /** A JSON Pointer into the body (arrays as `*`), for schema and member sites; else undefined. */
  pointer?: string;
  /** The success status a response-side body site belongs to (`200`), for matching usage. */
  status?: string;
  base: unknown;
  head: unknown;
  /** The seed's sentence when the node (on either side) is a seed fact; undefined otherwise. */
  seed?: string;
  /** Site-specific facts the walker knows and a node alone does not. */
  context: SiteContext;
}

/** Kinds of site, one per thing the walker pairs. */
export type SiteKind =
  | 'operation'
  | 'security'
  | 'parameter'
  | 'request-body'
  | 'response-statuses'
  | 'media-type'
  | 'header'
  | 'schema'
  | 'member';

/** Facts beside the two nodes, filled by the walker for the kinds that need them. */
export interface SiteContext {
  /** operation: where a removed operation's operationId now lives in head. */
  movedTo?: OperationRef;
  /** member: whether the member is required on each side. */
  requiredBase?: boolean;
  requiredHead?: boolean;
  /** member (request): whether head refuses members it does not list (additionalProperties: false). */
  closedHead?: boolean;
  /** response-statuses: the status codes on each side. */
  statusesBase?: string[];
  statusesHead?: string[];
  /** security: each side's requirements, normalized (`bearerAuth`, `oauth[read write]`, `` = none). */
  securityBase?: string[][];
  securityHead?: string[][];
}

/** What one named check found at one site. */
export interface Finding {
  check: string;
  level: Level;
  operation: OperationRef;
  direction: Direction;
  place: Place;
  pointer?: string;
  message: string;
  /** The seed's sentence, when the change touches a seed fact (always breaking). */
  seed?: string;
  /** With --usage: where the frontend reads what changed, or that it does not use it. */
  usage?: FindingUsage;
}

/** How a finding meets the frontend's usage file. */
export type FindingUsage =
  { used: true; reads: { file: string; line: number }[] } | { used: false; reason: string };

/** The whole comparison, as `standin diff --format json` prints it. */
export interface DiffReport {
  standinDiff: 1;
  base: string;
  head: string;
  usage?: string;
  summary: { breaking: number; nonBreaking: number };
  changes: Finding[];
}

/** A dereferenced OpenAPI document. */
export type OpenApiDocument = JsonObject;
