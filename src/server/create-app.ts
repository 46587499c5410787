import cors from 'cors';
import express, {
  type Express,
  type NextFunction,
  type Request as ExpressRequest,
  type Response as ExpressResponse,
} from 'express';
import { getResponse, type RequestHandler } from 'msw';
import { sendFetchResponse } from './send-fetch-response.js';

/** What the app knows of a request once it is answered (for journals and access logs). */
export interface Exchange {
  request: Request;
  response: Response;
  startedAt: number;
  /** The raw request body as received ('' when there was none). */
  body: string;
}

export interface CreateAppOptions {
  /** The msw handlers: the same array runs under setupServer and setupWorker. A function is
   * called per request with it, and may narrow the list to the handlers that can answer. */
  handlers: readonly RequestHandler[] | ((request: Request) => readonly RequestHandler[]);
  /** Bodies over this many bytes are refused before a handler sees them. */
  maxBodyBytes: number;
  /** The response for a request no handler answers (the documented 404 body). */
  notFound: (request: Request) => Response;
  /** The response for a failure inside the adapter (a bug: it is reported, never hidden). */
  failure: (status: number, error: unknown) => Response;
  /** Sees every answer before it is sent and may replace it (e.g. the drift guard). */
  transform?: (request: Request, response: Response) => Response | Promise<Response>;
  /** Called after each response is sent. */
  onExchange?: (exchange: Exchange) => void;
  /** Allow browser frontends on any origin, with credentials and Authorization (default on). */
  cors?: boolean;
}

const EXPOSED_HEADERS = ['WWW-Authenticate', 'Retry-After', 'Preference-Applied', 'Content-Length'];

/**
 * The request's absolute URL. An origin-form target (`/path?query`) is always a path: resolving
 * it against a base would read `//evil.test/auth/login` as host evil.test and path /auth/login, and
 * throw for `///`. A Host header that is not a plain host[:port] is ignored, so it cannot move
 * the path either (`Host: x/auth/login#`).
 */
function requestUrl(req: ExpressRequest): URL {
  const host = /^[A-Za-z0-9.-]*(\[[0-9A-Fa-f:.]+\])?(:\d{1,5})?$/.test(req.headers.host ?? '')
    ? (req.headers.host as string)
    : '127.0.0.1';
  const target = req.originalUrl;
  try {
    return target.startsWith('/')
      ? new URL(`http://${host || '127.0.0.1'}${target}`)
      : new URL(target, `http://${host || '127.0.0.1'}`);
  } catch {
    throw Object.assign(
      new Error(`The request target ${JSON.stringify(target.slice(0, 200))} is not a URL.`),
      { status: 400 },
    );
  }
}

/** Express request → Fetch Request (absolute URL, every header, the raw body). */
export function toFetchRequest(req: ExpressRequest): Request {
  const url = requestUrl(req);
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] as string;
    if (name.startsWith(':')) continue;
    headers.append(name, req.rawHeaders[i + 1] as string);
  }
  const raw: unknown = req.body;
  const body =
    Buffer.isBuffer(raw) && raw.length > 0
      ? (new Uint8Array(raw) as Uint8Array<ArrayBuffer>)
      : undefined;
  return new Request(url, {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
}

export { sendFetchResponse };

// The Fetch API refuses to build a Request with these methods, so no handler can ever see one:
// answer them as an unknown route instead of failing in toFetchRequest (found by the fuzz suite).
const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/**
 * msw decodes path parameters with decodeURIComponent, which throws on a malformed escape such as
 * `%` or `%ZZ`; such a path names no resource, so it is an unknown route (404), not a failure.
 */
function pathDecodes(url: string): boolean {
  try {
    decodeURIComponent(new URL(url).pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * An express app that answers with msw handlers via `getResponse`. Our own adapter rather than
 * `@mswjs/http-middleware`, which breaks with msw 3 (docs/decisions/0003-own-express-adapter.md).
 *
 * @example
 * const app = createApp({ handlers, maxBodyBytes: 1_048_576, notFound, failure });
 * app.listen(4010);
 */
export function createApp(options: CreateAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (options.cors !== false) {
    app.use(
      cors({ origin: true, credentials: true, exposedHeaders: EXPOSED_HEADERS, maxAge: 600 }),
    );
  }
  app.use(express.raw({ type: () => true, limit: options.maxBodyBytes }));

  const handlers =
    typeof options.handlers === 'function'
      ? options.handlers
      : () => options.handlers as readonly RequestHandler[];

  app.use(async (req, res, next) => {
    const startedAt = performance.now();
    if (FETCH_FORBIDDEN_METHODS.has(req.method.toUpperCase())) {
      next(
        Object.assign(
          new Error(
            `No route for ${req.method} ${req.path.slice(0, 200)}: the mock serves no ${req.method} requests.`,
          ),
          { status: 404 },
        ),
      );
      return;
    }
    try {
      const request = toFetchRequest(req);
      const raw: unknown = req.body;
      const body = Buffer.isBuffer(raw) ? raw.toString('utf8') : '';
      // A request without a body is handed over as it is; one with a body is cloned, so hooks
      // after the handler can still read it.
      const answered = pathDecodes(request.url)
        ? await getResponse([...handlers(request)], request.body ? request.clone() : request)
        : undefined;
      const response = answered ?? options.notFound(request);
      const final = options.transform ? await options.transform(request, response) : response;
      await sendFetchResponse(final, res);
      options.onExchange?.({ request, response: final, startedAt, body });
    } catch (error) {
      next(error);
    }
  });

  // Body-parser errors (too large, aborted) and adapter failures still get the documented body.
  app.use((error: unknown, _req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    const status =
      (error as { status?: number; type?: string }).type === 'entity.too.large'
        ? 413
        : ((error as { status?: number }).status ?? 500);
    void sendFetchResponse(
      options.failure(status >= 400 && status < 600 ? status : 500, error),
      res,
    );
  });
  return app;
}
