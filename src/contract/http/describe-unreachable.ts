import type { HttpErrorRecord } from '../contract-types.js';

const ANSWER_PROBLEMS = new Set(['TIMEOUT', 'BODY_TOO_LARGE', 'BODY_INCOMPLETE', 'UND_ERR_SOCKET']);

/**
 * The one-line reason a run stops when the backend does not answer (style habit 6: what failed,
 * why, what to do).
 *
 * @example
 * describeUnreachable('http://127.0.0.1:4011', { code: 'ECONNREFUSED', message: '…' });
 * // 'cannot reach http://127.0.0.1:4011 (ECONNREFUSED). Is the backend running? Check --base-url.'
 */
export function describeUnreachable(baseUrl: string, error: HttpErrorRecord | undefined): string {
  const code = error?.code ?? 'no answer';
  // The backend answered, but not with a whole answer the runner can read.
  if (ANSWER_PROBLEMS.has(code))
    return `${baseUrl} gave no usable answer (${code}: ${error?.message ?? ''}). Check the backend.`;
  if (code === 'BAD_PORT')
    return `cannot reach ${baseUrl} (BAD_PORT: ${error?.message ?? ''}). Serve the backend on another port.`;
  return `cannot reach ${baseUrl} (${code}). Is the backend running? Check --base-url.`;
}
