/**
 * The FastAPI backend's plumbing, modelled on what Starlette and FastAPI do by default: a route
 * table with `{param}` segments, 404 `{"detail":"Not Found"}` for an unknown path and 405
 * `{"detail":"Method Not Allowed"}` with `Allow` for a known path and another method,
 * `HTTPException` bodies `{"detail": "..."}`, pydantic's 422 `{"detail": [{type, loc, msg,
 * input}]}`, and a plain-text 500.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One pydantic error, as FastAPI lists them in a 422. */
export interface ValidationIssue {
  type: string;
  loc: Array<string | number>;
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

/** `raise HTTPException(status_code, detail, headers)`. */
export class HTTPException extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

/** What FastAPI raises when a request does not validate: answered 422 with every issue. */
export class RequestValidationError extends Error {
  constructor(readonly errors: ValidationIssue[]) {
    super(errors.map((issue) => issue.msg).join('; '));
  }
}

export interface Request {
  method: string;
  path: string;
  pathParams: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body; `undefined` when none was sent. */
  body: unknown;
}

export interface JSONResponse {
  statusCode: number;
  content: unknown;
  headers?: Record<string, string>;
}

export type Endpoint = (request: Request) => JSONResponse | Promise<JSONResponse>;

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  endpoint: Endpoint;
}

/**
 * An `APIRouter`: `add('GET', '/projects/{project_id}/board', endpoint)`.
 *
 * @example
 * const app = createApp({ prefix: '/api/v1' });
 * app.add('GET', '/health', () => ({ statusCode: 200, content: { ok: true } }));
 */
export function createApp(options: { prefix: string }) {
  const routes: Route[] = [];
  const add = (method: string, path: string, endpoint: Endpoint) => {
    const names: string[] = [];
    const source = `${options.prefix}${path}`
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{(\w+)\}/g, (_whole, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
    routes.push({ method, pattern: new RegExp(`^${source}$`), names, endpoint });
  };

  const dispatch = async (request: IncomingMessage): Promise<JSONResponse | 'server-error'> => {
    const url = new URL(request.url ?? '/', 'http://fastapi.invalid');
    const method = request.method ?? 'GET';
    const candidates = routes
      .map((route) => ({ route, match: route.pattern.exec(url.pathname) }))
      .filter((entry) => entry.match !== null);
    const chosen = candidates.find((entry) => entry.route.method === method);
    try {
      if (!chosen) {
        request.resume();
        if (candidates.length === 0) return { statusCode: 404, content: { detail: 'Not Found' } };
        return {
          statusCode: 405,
          content: { detail: 'Method Not Allowed' },
          headers: {
            allow: [...new Set(candidates.map((entry) => entry.route.method))].join(', '),
          },
        };
      }
      const pathParams: Record<string, string> = {};
      chosen.route.names.forEach((name, index) => {
        pathParams[name] = decodeURIComponent(chosen.match?.[index + 1] ?? '');
      });
      const body = method === 'GET' ? (request.resume(), undefined) : await readBody(request);
      return await chosen.route.endpoint({
        method,
        path: url.pathname,
        pathParams,
        query: url.searchParams,
        headers: request.headers,
        body,
      });
    } catch (error) {
      if (error instanceof HTTPException)
        return {
          statusCode: error.statusCode,
          content: { detail: error.detail },
          headers: error.headers,
        };
      if (error instanceof RequestValidationError)
        return { statusCode: 422, content: { detail: error.errors } };
      return 'server-error';
    }
  };

  return {
    add,
    /** The node:http request listener. */
    async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
      const answer = await dispatch(request);
      if (answer === 'server-error') {
        // Starlette's ServerErrorMiddleware: plain text, no JSON.
        response.writeHead(500, {
          'content-type': 'text/plain; charset=utf-8',
          'content-length': '21',
        });
        response.end('Internal Server Error');
        return;
      }
      const text = JSON.stringify(answer.content);
      response.writeHead(answer.statusCode, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
        ...answer.headers,
      });
      response.end(text);
    },
  };
}

const BODY_LIMIT = 1024 * 1024;

/**
 * The body as FastAPI sees it for a pydantic model parameter: none → `undefined`; a JSON body
 * parsed; broken JSON → 422 `json_invalid`; another content type → 422 `model_attributes_type`.
 */
async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > BODY_LIMIT) throw new HTTPException(413, 'Request Entity Too Large');
    chunks.push(buffer);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type))
    throw new RequestValidationError([
      {
        type: 'model_attributes_type',
        loc: ['body'],
        msg: 'Input should be a valid dictionary or object to extract fields from',
        input: text,
      },
    ]);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RequestValidationError([
      {
        type: 'json_invalid',
        loc: ['body', 0],
        msg: 'JSON decode error',
        input: {},
        ctx: { error: error instanceof Error ? error.message : 'Expecting value' },
      },
    ]);
  }
}
