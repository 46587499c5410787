import type { components } from '../generated/openapi.js';

/** The documented error body (openapi.yaml `ErrorBody`, NestJS style: docs/product/errors.md). */
export type ErrorBody = components['schemas']['ErrorBody'];

/** Stable machine codes; clients switch on these, so they never change meaning. */
export type ErrorCode =
  | 'TOKEN_MISSING'
  | 'TOKEN_EXPIRED'
  | 'TOKEN_INVALID'
  | 'ADMIN_TOKEN_REQUIRED'
  | 'INVALID_CREDENTIALS'
  | 'VALIDATION_FAILED'
  | 'NOT_FOUND'
  | 'SESSION_CLOSED'
  | 'SUGGESTION_NOT_PENDING'
  | 'SUGGESTION_DEPENDENCY_NOT_APPLIED'
  | 'SUGGESTION_CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'METHOD_NOT_ALLOWED'
  | 'MOCK_DRIFT'
  | 'INTERNAL_ERROR';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/**
 * Builds the error body for a status and code.
 *
 * @example
 * errorBody(404, 'NOT_FOUND', 'Project prj_x was not found.');
 * // { statusCode: 404, message: 'Project prj_x was not found.', error: 'Not Found', code: 'NOT_FOUND' }
 */
export function errorBody(
  status: number,
  code: ErrorCode,
  message: string | readonly string[],
): ErrorBody {
  return {
    statusCode: status,
    message: typeof message === 'string' ? message : [...message],
    error: STATUS_TEXT[status] ?? 'Error',
    code,
  };
}
