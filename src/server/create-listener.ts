import type { IncomingMessage, ServerResponse } from 'node:http';
import bodyParser from 'body-parser';
import cors from 'cors';
import { replyHeaders, replyText, type Reply } from '../spec/reply.js';
import { toServerCall, type ServerCall } from './node-call.js';
import { sendFetchResponse } from './send-fetch-response.js';

/** What the listener knows of a request once it is answered (for journals and access logs). */
export interface ServerExchange {
  call: ServerCall;
  status: number;
  startedAt: number;
}

export interface CreateListenerOptions {
  /** The answer to one request: a reply, or a Fetch Response (from msw). */
  answer: (call: ServerCall) => Promise<Reply | Response>;
  /** Bodies over this many bytes are refused before anything else sees them. */
  maxBodyBytes: number;
  /** The answer to a request that failed before or outside `answer` (status 4xx or 500). */
  failure: (status: number, error: unknown) => Reply;
  /** Called after each answer is sent. */
  onExchange?: (exchange: ServerExchange) => void;
  /** Allow browser frontends on any origin, with credentials and Authorization (default on). */
  cors?: boolean;
}

const EXPOSED_HEADERS = ['WWW-Authenticate', 'Retry-After', 'Preference-Applied', 'Content-Length'];
const EXPOSED = EXPOSED_HEADERS.join(',');

/**
 * The headers the `cors` middleware sets on a request that is not a preflight, with the options
 * below (any origin reflected, credentials, the exposed headers), in its order; set here
 * directly because the middleware builds option objects and header lists for every request.
 */
function corsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED);
}

// The Fetch API refuses to build a Request with these methods, so no handler can ever see one:
// they are an unknown route (found by the fuzz suite).
const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

const NON_ASCII = /[\u0080-\uffff]/;

/**
 * A reply written in one go, with its Content-Length. The body goes to `res.end` as text: Node
 * then sends the head and the body as one string in one write, encoding it on the way, where a
 * Buffer costs an allocation and a copy and goes out as a two-part writev. Node writes that
 * string as UTF-8 and a head on its own as Latin-1, so a head with a byte over 0x7f (a reflected
 * Origin can have one) keeps the Buffer, and its bytes.
 */
function sendReply(reply: Reply, res: ServerResponse): void {
  const text = replyText(reply);
  const headers = replyHeaders(reply);
  res.statusCode = reply.status;
  let ascii = !NON_ASCII.test(String(res.getHeader('access-control-allow-origin') ?? ''));
  for (const name in headers) {
    const value = headers[name] as string;
    if (ascii && NON_ASCII.test(value)) ascii = false;
    res.setHeader(name, value);
  }
  if (ascii) {
    res.setHeader('content-length', Buffer.byteLength(text));
    res.end(text);
  } else {
    const bytes = Buffer.from(text);
    res.setHeader('content-length', bytes.byteLength);
    res.end(bytes);
  }
}

/**
 * The body of a request body-parser would read without any of its own steps: none at all, or one
 * with a Content-Length within the limit and no Content-Encoding or Transfer-Encoding. Node's
 * parser ends such a body after exactly Content-Length bytes, so collecting its chunks gives
 * what body-parser's raw reader gives (the same Buffer, `undefined` without a body), without
 * its per-request option objects, listeners and async scope. Returns false for every other
 * request (a compressed or chunked body, one over the limit, a bad length), which body-parser
 * reads as before.
 */
function readPlainBody(
  req: IncomingMessage,
  limit: number,
  done: (body: Buffer | undefined) => void,
  fail: (error: unknown) => void,
): boolean {
  const { headers } = req;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined)
    return false;
  const length = headers['content-length'];
  if (length === undefined) {
    // type-is's hasBody: no length and no chunking is no body.
    void done(undefined);
    return true;
  }
  if (!/^\d{1,9}$/.test(length) || Number(length) > limit) return false;
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => void done(Buffer.concat(chunks)));
  // As body-parser: a client gone before its body arrived is a 400 nobody reads (once, though
  // Node reports it both as 'aborted' and as an error).
  let failed = false;
  const gone = (error: Error) => {
    if (failed) return;
    failed = true;
    fail(Object.assign(error, { status: 400, type: 'request.aborted' }));
  };
  req.on('aborted', () => gone(new Error('request aborted')));
  req.on('error', gone);
  return true;
}

function statusOf(error: unknown): number {
  const { status, type } = error as { status?: number; type?: string };
  if (type === 'entity.too.large') return 413;
  return status !== undefined && status >= 400 && status < 600 ? status : 500;
}

/**
 * The standalone server's request listener on plain `node:http`: CORS and the body limit
 * (the `cors` and `body-parser` middleware), then one call to `answer`, written straight to the
 * socket. No router and no Fetch objects on the way unless `answer` asks for them
 * (docs/decisions/0016-one-request-path.md).
 *
 * @example
 * http.createServer(createListener({ answer, maxBodyBytes: 1_048_576, failure })).listen(4010);
 */
export function createListener(
  options: CreateListenerOptions,
): (request: object, response: object) => void {
  const corsMiddleware: Middleware | undefined =
    options.cors === false
      ? undefined
      : (cors({
          origin: true,
          credentials: true,
          exposedHeaders: EXPOSED_HEADERS,
          maxAge: 600,
        }) as Middleware);
  const rawBody = bodyParser.raw({ type: () => true, limit: options.maxBodyBytes }) as Middleware;

  // Typed loosely outward, so the published types need no `@types/node`; node:http passes an
  // IncomingMessage and a ServerResponse.
  return (request, response) => {
    const req = request as IncomingMessage;
    const res = response as ServerResponse;
    const startedAt = performance.now();
    let call: ServerCall | undefined;
    const fail = (error: unknown) => {
      if (res.headersSent) {
        res.destroy(error as Error);
        return;
      }
      sendReply(options.failure(statusOf(error), error), res);
      if (call) options.onExchange?.({ call, status: res.statusCode, startedAt });
    };
    const answer = async (body: Buffer | undefined) => {
      try {
        if (FETCH_FORBIDDEN_METHODS.has((req.method ?? '').toUpperCase())) {
          throw Object.assign(
            new Error(
              `No route for ${req.method} ${(req.url ?? '').slice(0, 200)}: the mock serves no ${req.method} requests.`,
            ),
            { status: 404 },
          );
        }
        call = toServerCall(req, body);
        const answered = await options.answer(call);
        if (answered instanceof Response) await sendFetchResponse(answered, res);
        else sendReply(answered, res);
        options.onExchange?.({ call, status: res.statusCode, startedAt });
      } catch (error) {
        fail(error);
      }
    };
    // The middleware take callbacks and call them at once when they have nothing to wait for (a
    // request without a body): no promise and no turn of the event loop per step.
    const readBody = () => {
      try {
        if (readPlainBody(req, options.maxBodyBytes, answer, fail)) return;
        // The body limit first: an oversized body is 413 whatever the method.
        rawBody(req, res, (error?: unknown) => {
          if (error) {
            fail(error);
            return;
          }
          const body = (req as { body?: unknown }).body;
          void answer(Buffer.isBuffer(body) ? body : undefined);
        });
      } catch (error) {
        fail(error);
      }
    };
    if (!corsMiddleware) {
      readBody();
    } else if ((req.method ?? '').toUpperCase() === 'OPTIONS') {
      // A preflight is answered by the middleware; anything it passes on goes on as usual.
      try {
        corsMiddleware(req, res, (error?: unknown) => (error ? fail(error) : readBody()));
      } catch (error) {
        fail(error);
      }
    } else {
      corsHeaders(req, res);
      readBody();
    }
  };
}
