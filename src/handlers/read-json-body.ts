import { httpError } from './http-error.js';

export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/**
 * Reads a JSON request body: `undefined` when there is none, 415 when it is not JSON, 400 when it
 * does not parse, 413 when it is over the limit.
 *
 * @example
 * const body = await readJsonBody(request, { maxBytes: 1_048_576 });
 */
export async function readJsonBody(
  request: Request,
  options: { maxBytes: number },
): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > options.maxBytes) throw tooLarge(options.maxBytes);
  const text = await request.text();
  if (text.length === 0) return undefined;
  if (new TextEncoder().encode(text).length > options.maxBytes) throw tooLarge(options.maxBytes);
  const type = mediaType(request);
  if (!isJsonMediaType(type)) {
    throw httpError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `The request body must be application/json (got ${type || 'no Content-Type'}). Send JSON with Content-Type: application/json.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw httpError(400, 'VALIDATION_FAILED', [
      `body is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    ]);
  }
}

function tooLarge(maxBytes: number): Response {
  return httpError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The request body is over the ${maxBytes}-byte limit.`,
  );
}
