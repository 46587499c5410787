/**
 * The independent backend's plumbing on plain node:http: a small router with `:param`
 * segments, a JSON body reader with a limit, and NestJS's default exception bodies
 * (`{ statusCode, message, error }`, no machine code).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
};

/** Thrown anywhere in a handler; the server turns it into the NestJS-style body. */
export class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | string[],
  ) {
    super(Array.isArray(detail) ? detail.join('; ') : detail);
  }
}

export interface Call {
  method: string;
  /** The path after the prefix, e.g. `/reports/overview`. */
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface Answer {
  status: number;
  json?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (call: Call) => Answer | Promise<Answer>;

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
}

/**
 * @example
 * const router = createRouter();
 * router.on('GET', '/projects/:id/builder/skills', ({ params }) => ({ status: 200, json: params }));
 * router.find('GET', '/projects/p1/builder/skills')?.params.id; // 'p1'
 */
export function createRouter() {
  const routes: Route[] = [];
  return {
    on(method: string, pattern: string, handler: Handler) {
      routes.push({ method, segments: pattern.split('/').filter(Boolean), handler });
    },
    find(method: string, path: string) {
      const parts = path.split('/').filter(Boolean);
      for (const route of routes) {
        if (route.method !== method || route.segments.length !== parts.length) continue;
        const params: Record<string, string> = {};
        const matches = route.segments.every((segment, index) => {
          const part = parts[index] ?? '';
          if (segment.startsWith(':')) {
            params[segment.slice(1)] = decodeURIComponent(part);
            return true;
          }
          return segment === part;
        });
        if (matches) return { handler: route.handler, params };
      }
      return undefined;
    },
  };
}

/** The body NestJS's built-in exception filter writes. */
export function errorBody(status: number, detail: string | string[]) {
  if (status >= 500) return { statusCode: status, message: 'Internal server error' };
  return { statusCode: status, message: detail, error: REASONS[status] ?? 'Error' };
}

export function send(response: ServerResponse, answer: Answer): void {
  const text = answer.json === undefined ? '' : JSON.stringify(answer.json);
  response.writeHead(answer.status, {
    ...(text !== '' ? { 'content-type': 'application/json; charset=utf-8' } : {}),
    'content-length': String(Buffer.byteLength(text)),
    ...answer.headers,
  });
  response.end(text);
}

const BODY_LIMIT = 100 * 1024;

/**
 * Read a JSON body like express.json() with its 100 kb default: a body of another content type
 * is ignored (`{}`), a broken one is a 400, a larger one a 413.
 */
export async function readJsonBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > BODY_LIMIT) throw new HttpFailure(413, 'request entity too large');
    chunks.push(buffer);
  }
  const type = request.headers['content-type'] ?? '';
  if (size === 0 || !/\bjson\b/i.test(type)) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch (error) {
    throw new HttpFailure(400, error instanceof Error ? error.message : 'Invalid JSON');
  }
}
