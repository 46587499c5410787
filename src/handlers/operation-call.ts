import type { operations } from '../generated/openapi.js';
import type { Operation } from '../spec/operations.js';
import type { OperationId, OperationReply, Reply } from '../spec/reply.js';
import type { AuthContext } from './require-auth.js';

type BodyOf<Op extends OperationId> =
  NonNullable<operations[Op]['requestBody']> extends { content: { 'application/json': infer B } }
    ? undefined extends operations[Op]['requestBody']
      ? B | undefined
      : B
    : undefined;

type PathOf<Op extends OperationId> = operations[Op]['parameters'] extends { path: infer P }
  ? P
  : Record<string, never>;

/** A query parsed by an operation's own rules: the value, or every problem with it. */
export type ParsedQuery<Q> = { ok: true; query: Q } | { ok: false; problems: string[] };

/**
 * What the gate hands a resolver: everything about the request, worked out once (the operation,
 * the caller, the parsed query and body, one reading of the clock).
 */
export interface OperationCall<Op extends OperationId, Q = URLSearchParams> {
  operation: Operation;
  pathParams: PathOf<Op>;
  /** The query as the operation's `parseQuery` returned it, or the raw parameters. */
  query: Q;
  /** The JSON body, already checked against openapi.yaml. */
  body: BodyOf<Op>;
  /** The caller, present on every protected operation. */
  auth: AuthContext | undefined;
  /** The mock's clock, read once for the whole request. */
  now: Date;
}

/** One operation's behaviour: its query rules beyond openapi.yaml, and its resolver. */
export interface OperationDefinition<Op extends OperationId, Q = URLSearchParams> {
  /**
   * Rules openapi.yaml cannot state (an end before its start, a real time zone): each problem
   * message starts with the parameter's name. The gate lists them with the schema's problems.
   */
  parseQuery?: (query: URLSearchParams, now: Date) => ParsedQuery<Q>;
  resolve(call: OperationCall<Op, Q>): OperationReply<Op> | Promise<OperationReply<Op>>;
}

/** A definition with its types erased, as the operation table holds it. */
export interface AnyOperationDefinition {
  parseQuery?: (query: URLSearchParams, now: Date) => ParsedQuery<unknown>;
  resolve(call: OperationCall<OperationId, unknown>): Reply | Promise<Reply>;
}

/** Every operation's definition, keyed by operationId. */
export type OperationTable = Partial<Record<OperationId, AnyOperationDefinition>>;

/**
 * Declares an operation, typed by its operationId: path parameters, body and replies come from
 * openapi.yaml (never a hand-written copy of a shape the document defines).
 *
 * @example
 * defineOperation('listProjects', { resolve: ({ auth }) => ({ status: 200, body: { items: [] } }) });
 */
export function defineOperation<Op extends OperationId, Q = URLSearchParams>(
  _operationId: Op,
  definition: OperationDefinition<NoInfer<Op>, Q>,
): AnyOperationDefinition {
  return definition as unknown as AnyOperationDefinition;
}

/**
 * The caller of a protected operation (the gate verified the token before the resolver runs).
 *
 * @example
 * const { organization } = callerOf(call);
 */
export function callerOf(call: {
  auth: AuthContext | undefined;
  operation: Operation;
}): AuthContext {
  if (!call.auth) {
    throw new Error(
      `${call.operation.operationId} reads the caller, but it is not a protected operation.`,
    );
  }
  return call.auth;
}
