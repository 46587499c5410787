import type { operations } from '../generated/openapi.js';

/**
 * One answer as a value: what a resolver returns and what the server writes. A JSON answer has
 * `body` (serialized once, by whoever sends it); any other answer has `text` and its own
 * Content-Type header.
 */
export interface Reply {
  status: number;
  /** A JSON body, sent as `application/json`. */
  body?: unknown;
  /** A body that is not JSON (YAML, HTML), sent as it is. */
  text?: string;
  headers?: Record<string, string>;
}

/** What the gate reads of a request, whoever received it (msw, or the server's own parser). */
export interface IncomingCall {
  method: string;
  url: URL;
  /** A header by lower-case name, or null. */
  header(name: string): string | null;
  /** The raw body ('' when there is none); read at most once per request. */
  text(): Promise<string>;
}

/** The operationIds of openapi.yaml. */
export type OperationId = keyof operations;

type Responses<Op extends OperationId> = operations[Op]['responses'];
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/**
 * A reply typed by openapi.yaml: for each documented status of the operation, the body its
 * schema describes. A resolver whose answer drifts from the document is a type error.
 */
export type OperationReply<Op extends OperationId> = {
  [S in keyof Responses<Op> & number]: {
    status: S;
    body: JsonOf<Responses<Op>[S]>;
    headers?: Record<string, string>;
  };
}[keyof Responses<Op> & number];

/**
 * A documented error thrown as a value: the operation's path turns it into its reply (the msw
 * idiom of throwing a Response, without building one).
 *
 * @example
 * throw new ReplyError({ status: 404, body: errorBody(404, 'NOT_FOUND', 'No such project.') });
 */
export class ReplyError extends Error {
  readonly reply: Reply;
  constructor(reply: Reply) {
    super(`HTTP ${reply.status}`);
    this.name = 'ReplyError';
    this.reply = reply;
  }
}

/**
 * The headers of a reply as sent: its own, plus the Content-Type of its body.
 *
 * @example
 * replyHeaders({ status: 200, body: {} }); // { 'content-type': 'application/json' }
 */
export function replyHeaders(reply: Reply): Record<string, string> {
  return reply.body !== undefined
    ? { 'content-type': 'application/json', ...lowerKeys(reply.headers) }
    : lowerKeys(reply.headers);
}

function lowerKeys(headers: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) out[name.toLowerCase()] = value;
  return out;
}

/**
 * The bytes of a reply's body ('' when it has none).
 *
 * @example
 * replyText({ status: 200, body: { ok: true } }); // '{"ok":true}'
 */
export function replyText(reply: Reply): string {
  return reply.body !== undefined ? JSON.stringify(reply.body) : (reply.text ?? '');
}
