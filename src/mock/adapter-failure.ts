import type { Logger } from '../logger.js';
import { errorBody, type ErrorCode } from '../spec/error-body.js';
import type { Reply } from '../spec/reply.js';

/** The code of an answer given before any operation ran (body limit, unknown method). */
const FAILURE_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * The documented answer to a request the server could not hand to an operation: a 4xx with its
 * own code (the body's statusCode and code follow the HTTP status), or a 500 that is logged as
 * the bug it is, never hidden.
 *
 * @example
 * const failure = createAdapterFailure(logger, 1_048_576);
 * failure(413, error).body; // { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', ... }
 */
export function createAdapterFailure(logger: Logger, maxBodyBytes: number) {
  return (status: number, error: unknown): Reply => {
    if (status >= 500) {
      logger.error(`a request failed inside the mock: ${(error as Error).stack ?? String(error)}`);
      return {
        status: 500,
        body: errorBody(
          500,
          'INTERNAL_ERROR',
          'The mock failed to answer; this is a bug in Standin. The server log has the details.',
        ),
      };
    }
    const message =
      status === 413
        ? `The request body is over the ${maxBodyBytes}-byte limit.`
        : status === 404
          ? (error as Error).message
          : `The request could not be read: ${(error as Error).message}`;
    return {
      status,
      body: errorBody(status, FAILURE_CODES[status] ?? 'VALIDATION_FAILED', message),
    };
  };
}
