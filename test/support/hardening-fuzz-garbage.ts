import fc from 'fast-check';

/** Bytes that are not a well-formed HTTP/1.1 request, in one or several places. */
export interface GarbageCase {
  intent: 'unparsable';
  text: string;
}

const GARBAGE_REQUEST_LINES = [
  'FOO /auth/login HTTP/1.1',
  'get /auth/login HTTP/1.1',
  'G\u0000T /auth/login HTTP/1.1',
  'GET /auth/login HTTP/9.9',
  'GET /auth/login',
  'GET /a b HTTP/1.1',
  'GET /\u0001 HTTP/1.1',
  '\u0016\u0003\u0001\u0002\u0000\u0001',
  '',
  'POST /auth/login HTTP/1.1',
];

const GARBAGE_HEADERS = [
  'NoColon',
  'X-Nul: a\u0000b',
  'X-Space : y',
  ' folded: x',
  'Content-Length: -1',
  'Content-Length: 1, 2',
  'Content-Length: 3\r\nContent-Length: 4',
  'Transfer-Encoding: chunked\r\nContent-Length: 5',
  'Transfer-Encoding: gzip',
  'Transfer-Encoding: chunked',
  `X-Big: ${'b'.repeat(20 * 1024)}`,
  'Host: a b',
  'Host: 127.0.0.1/auth/login#',
];

/** Requests broken at the HTTP level: Node's parser, not a handler, has to refuse them. */
export function unparsableRequests(): fc.Arbitrary<GarbageCase> {
  return fc
    .record({
      line: fc.constantFrom(...GARBAGE_REQUEST_LINES),
      headers: fc.subarray(GARBAGE_HEADERS, { minLength: 0, maxLength: 3 }),
      body: fc.constantFrom('', 'zz\r\nnot chunked\r\n', '{"email":"a@b.test"}'),
    })
    .map(({ line, headers, body }) => {
      const garbage: GarbageCase = {
        intent: 'unparsable',
        text: `${line}\r\nHost: 127.0.0.1\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n${body}`,
      };
      Object.defineProperty(garbage, fc.toStringMethod, {
        value: () => JSON.stringify(garbage.text.slice(0, 300)),
        enumerable: false,
      });
      return garbage;
    });
}
