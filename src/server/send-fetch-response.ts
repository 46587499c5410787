import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

// Bodies built in memory (JSON, text, YAML, HTML) are sent in one write with a Content-Length;
// piping them through a web stream cost more than the handler (bench/PROFILE.md).
const IN_MEMORY_TYPES = /^(application\/(json|yaml)|text\/)/;

/**
 * What a Node response must offer (node:http's ServerResponse and express's response do); declared
 * here so that the published types need no `@types/node`.
 */
export interface NodeResponse {
  statusCode: number;
  setHeader(name: string, value: number | string | readonly string[]): unknown;
  end(chunk?: Uint8Array): unknown;
}

/**
 * A Fetch Response (from msw) written to a Node response: status, every header (repeated
 * `Set-Cookie` too), the body.
 *
 * @example
 * await sendFetchResponse(await getResponse(handlers, request), res);
 */
export async function sendFetchResponse(response: Response, res: NodeResponse): Promise<void> {
  res.statusCode = response.status;
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) {
    res.end();
    return;
  }
  if (IN_MEMORY_TYPES.test(response.headers.get('content-type') ?? '')) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    res.setHeader('content-length', bytes.byteLength);
    res.end(bytes);
    return;
  }
  // Anything else (files, streams) is streamed.
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as unknown as NodeReadableStream)
      .on('error', reject)
      .pipe(res as unknown as NodeJS.WritableStream)
      .on('finish', resolve)
      .on('error', reject);
  });
}
