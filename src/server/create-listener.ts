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

/** A reply written in one go, with its Content-Length. */
function sendReply(reply: Reply, res: ServerResponse): void {
  const bytes = Buffer.from(replyText(reply));
  const headers = replyHeaders(reply);
  res.statusCode = reply.status;
  for (const name in headers) res.setHeader(name, headers[name] as string);
  res.setHeader('content-length', bytes.byteLength);
  res.end(bytes);
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
    const answer = async () => {
      try {
        if (FETCH_FORBIDDEN_METHODS.has((req.method ?? '').toUpperCase())) {
          throw Object.assign(
            new Error(
              `No route for ${req.method} ${(req.url ?? '').slice(0, 200)}: the mock serves no ${req.method} requests.`,
            ),
            { status: 404 },
          );
        }
        const body = (req as { body?: unknown }).body;
        call = toServerCall(req, Buffer.isBuffer(body) ? body : undefined);
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
        // The body limit first: an oversized body is 413 whatever the method.
        rawBody(req, res, (error?: unknown) => (error ? fail(error) : void answer()));
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
