import { HttpResponse } from 'msw';
import { errorBody, type ErrorCode } from '../spec/error-body.js';
import { ReplyError, replyHeaders, replyText, type Reply } from '../spec/reply.js';

/**
 * The documented error as a value to throw from a resolver or the gate: whoever runs the
 * operation turns it into the reply (errors are values with a stable code).
 *
 * @example
 * throw replyError(404, 'NOT_FOUND', `Project ${id} was not found.`);
 */
export function replyError(
  status: number,
  code: ErrorCode,
  message: string | readonly string[],
  headers?: Record<string, string>,
): ReplyError {
  return new ReplyError({ status, body: errorBody(status, code, message), headers });
}

/**
 * A reply as a Fetch Response, for msw: the same status, headers and bytes the standalone
 * server writes for it.
 *
 * @example
 * return toFetchResponse({ status: 200, body: { items: [] } });
 */
export function toFetchResponse(reply: Reply): Response {
  return new HttpResponse(reply.status === 204 ? null : replyText(reply), {
    status: reply.status,
    headers: replyHeaders(reply),
  });
}

/**
 * The documented error response for an msw resolver written by hand (the admin routes, a test
 * override); throw it to return early (an msw idiom: a thrown Response becomes the mocked
 * response).
 *
 * @example
 * throw httpError(404, 'NOT_FOUND', `Project ${id} was not found.`);
 */
export function httpError(
  status: number,
  code: ErrorCode,
  message: string | readonly string[],
  headers?: Record<string, string>,
): Response {
  return toFetchResponse(replyError(status, code, message, headers).reply);
}
