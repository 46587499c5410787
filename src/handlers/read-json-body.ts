import type { IncomingCall } from '../spec/reply.js';
import { replyError } from './http-error.js';

type BodySource = Request | Pick<IncomingCall, 'header' | 'text'>;

function headerOf(source: BodySource, name: string): string | null {
  return 'header' in source ? source.header(name) : source.headers.get(name);
}

/**
 * The request's media type, lower-case, without parameters ('' when absent).
 *
 * @example
 * mediaType(new Request('http://x', { headers: { 'content-type': 'Application/JSON; charset=utf-8' } })); // 'application/json'
 */
export function mediaType(source: BodySource): string {
  return (headerOf(source, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * Reads a JSON request body: `undefined` when there is none, 415 when it is not JSON, 400 when it
 * does not parse, 413 when it is over the limit (each thrown as a ReplyError).
 *
 * @example
 * const body = await readJsonBody(request, { maxBytes: 1_048_576 });
 */
export async function readJsonBody(
  source: BodySource,
  options: { maxBytes: number },
): Promise<unknown> {
  const declared = Number(headerOf(source, 'content-length') ?? '0');
  if (declared > options.maxBytes) throw tooLarge(options.maxBytes);
  const text = await source.text();
  if (text.length === 0) return undefined;
  // A UTF-8 character is at most 3 bytes per UTF-16 unit: only a long text needs encoding.
  if (
    text.length * 3 > options.maxBytes &&
    new TextEncoder().encode(text).length > options.maxBytes
  )
    throw tooLarge(options.maxBytes);
  const type = mediaType(source);
  if (!isJsonMediaType(type)) {
    throw replyError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `The request body must be application/json (got ${type || 'no Content-Type'}). Send JSON with Content-Type: application/json.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw replyError(400, 'VALIDATION_FAILED', [
      `body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    ]);
  }
}

function tooLarge(maxBytes: number) {
  return replyError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The request body is over the ${maxBytes}-byte limit.`,
  );
}
