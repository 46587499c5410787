import { delay as wait } from 'msw';
import { exampleFor, type Operation } from '../spec/operations.js';
import type { HandlerContext } from './handler-context.js';
import { httpError } from './http-error.js';
import { readJsonBody } from './read-json-body.js';
import { requireAdminToken } from './require-admin-token.js';
import { requireAuth } from './require-auth.js';

const ADMIN_PREFIX = '/__standin/';
const MAX_PREFER_DELAY_MS = 60_000;

/**
 * Finds the operation a URL path addresses: admin paths as they are, every other path only
 * under one of the served prefixes (docs/product/prefixes.md: `--prefix` restricts exactly).
 */
export function resolveOperation(
  ctx: HandlerContext,
  method: string,
  pathname: string,
): { operation: Operation; pathParams: Record<string, string>; prefix: string } | undefined {
  if (pathname.startsWith(ADMIN_PREFIX)) {
    const found = ctx.spec.match(method, pathname);
    return found?.operation.mockOnly ? { ...found, prefix: '' } : undefined;
  }
  for (const prefix of ctx.options.prefixes) {
    if (prefix !== '' && !pathname.startsWith(`${prefix}/`)) continue;
    const found = ctx.spec.match(method, pathname.slice(prefix.length));
    if (found && !found.operation.mockOnly) return { ...found, prefix };
  }
  return undefined;
}

function parsePrefer(header: string | null): { code?: number; delay?: number } {
  const prefer: { code?: number; delay?: number } = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const [key, value] = part.split('=').map((s) => s.trim().toLowerCase());
    if (key === 'code' && value && /^\d{3}$/.test(value)) prefer.code = Number(value);
    if (key === 'delay' && value && /^\d+$/.test(value))
      prefer.delay = Math.min(Number(value), MAX_PREFER_DELAY_MS);
  }
  return prefer;
}

function configuredDelay(ctx: HandlerContext): number {
  const { delay } = ctx.options;
  if (typeof delay === 'number') return delay;
  const [min, max] = delay;
  return min + Math.floor(Math.random() * (max - min + 1));
}

/**
 * What every operation shares, run before its resolver wherever the handlers run (browser,
 * `setupServer`, the standalone server): the mock controls (`Prefer: code=`, `Prefer: delay=`,
 * `--delay`), the auth guard for protected operations, and request validation against
 * openapi.yaml plus the operation's query rules. Returns a response that ends the request early
 * (a `Prefer: code=` example) or nothing; throws the documented error response.
 */
async function gate(
  ctx: HandlerContext,
  request: Request,
  url: URL,
  { operation, pathParams }: { operation: Operation; pathParams: Record<string, string> },
): Promise<Response | undefined> {
  const prefer = parsePrefer(request.headers.get('prefer'));
  const delayMs = prefer.delay ?? configuredDelay(ctx);
  if (delayMs > 0) await wait(delayMs);

  if (prefer.code !== undefined && !operation.mockOnly) {
    const example = exampleFor(ctx.spec.doc, operation, String(prefer.code));
    if (example) {
      const headers: Record<string, string> = {
        'Content-Type': example.contentType,
        'Preference-Applied': `code=${prefer.code}`,
      };
      if (prefer.code === 401)
        headers['WWW-Authenticate'] = 'Bearer realm="standin", error="invalid_token"';
      if (prefer.code === 429) headers['Retry-After'] = '60';
      return new Response(JSON.stringify(example.value), { status: prefer.code, headers });
    }
    if (operation.responses['400']) {
      const documented = Object.keys(operation.responses).join(', ');
      throw httpError(400, 'VALIDATION_FAILED', [
        `Prefer: code=${prefer.code} is not a documented status of ${operation.operationId} (documented: ${documented})`,
      ]);
    }
  }

  // Guards before validation, as a NestJS backend does: a bad token is 401 whatever the input.
  if (operation.secured) await requireAuth(ctx, request);
  if (operation.mockOnly) await requireAdminToken(ctx.options.adminToken, request, operation);

  const body = operation.requestBody
    ? await readJsonBody(request.clone(), { maxBytes: ctx.options.maxBodyBytes })
    : undefined;
  const problems = ctx.spec.validators.validateRequest(operation, {
    pathParams,
    query: url.searchParams,
    contentType: '',
    body,
  });
  if (problems.some((p) => p.pointer.startsWith('path/'))) {
    // An id that cannot exist is simply not found (every operation with an id documents 404).
    throw httpError(
      404,
      'NOT_FOUND',
      `No ${operation.tag} resource at ${url.pathname.slice(0, 300)}.`,
    );
  }
  // Rules openapi.yaml cannot state (end before start, a real time zone) come from the
  // operation's own query rules; together with the schema's, every problem is listed at once.
  const ruled = ctx.queryRules.get(operation.operationId)?.(url.searchParams) ?? [];
  const ruledParams = new Set(ruled.map((message) => message.split(/\s/)[0]));
  const messages = [
    ...problems
      .filter((p) => !ruledParams.has(p.pointer.replace(/^query\//, '')))
      .map((p) => p.message),
    ...ruled,
  ];
  if (messages.length > 0) throw httpError(400, 'VALIDATION_FAILED', messages);
  return undefined;
}

/**
 * Wraps an operation's resolver: it answers only under a served prefix (operation handlers match
 * on any origin, `*`, which would otherwise also match `/x/auth/login` or a prefix that `--prefix`
 * left out), and only after the gate. Folding the gate into each resolver, rather than running it
 * as a handler of its own, means msw runs one handler per request, not two.
 *
 * @example
 * http.post('/auth/login', served(ctx, async ({ request }) => ...));
 */
export function served<R>(ctx: HandlerContext, resolver: R): R {
  // R is left unconstrained so the resolver's parameters are typed by the (openapi-msw) call site.
  const call = resolver as (info: { request: Request }) => unknown;
  const wrapped = async (info: { request: Request }) => {
    const url = new URL(info.request.url);
    const resolved = resolveOperation(ctx, info.request.method, url.pathname);
    if (!resolved) return undefined;
    return (await gate(ctx, info.request, url, resolved)) ?? call(info);
  };
  return wrapped as R;
}
