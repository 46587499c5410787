import { HttpResponse } from 'msw';
import { errorBody, type ErrorCode } from '../spec/error-body.js';

/**
 * The documented error response; throw it from a resolver to return early (an msw idiom:
 * a thrown Response becomes the mocked response).
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
  return HttpResponse.json(errorBody(status, code, message), { status, headers });
}
