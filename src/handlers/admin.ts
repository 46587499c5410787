import { http, HttpResponse, type RequestHandler } from 'msw';
import type { components } from '../generated/openapi.js';
import type { StateSnapshot } from '../db/snapshot.js';
import type { HandlerContext } from './handler-context.js';
import { fromFetchRequest, served } from './msw-handlers.js';
import type { OperationTarget, TargetOf } from './scope-target.js';
import { httpError } from './http-error.js';
import { readJsonBody } from './read-json-body.js';

type Schemas = components['schemas'];

/** What the admin API drives; the composition root provides it (some parts only in Node). */
export interface AdminControls {
  health(): Schemas['AdminHealth'];
  reset(options: { seed?: number; now?: string }): Promise<{ seed: number; now: Date }>;
  exportState(): StateSnapshot;
  /** Returns problems, and imports nothing, when the snapshot does not hold together. */
  importState(snapshot: StateSnapshot): Promise<string[]>;
  /** The request journal (Node server only). */
  journal?: () => Schemas['RequestJournal'];
  /** openapi.yaml as text, its `servers` naming the origin it was asked at (Node server only). */
  openapiYaml?: (origin: string) => Promise<string>;
  /** The API reference page and its assets, served locally (Node server only). */
  docs?: { page(): string; asset(name: string): Promise<Response | undefined> };
}

/** A scope's state and its own admin controls. */
export interface AdminTarget extends OperationTarget {
  controls: AdminControls;
}

function notAvailable(what: string): Response {
  return httpError(
    404,
    'NOT_FOUND',
    `${what} is served by the standalone server only (npm start).`,
  );
}

const ADMIN_PREFIX = '/__standin/';

/**
 * msw's leading `*` matches any origin and also any path before `/__standin/`: answer only at the
 * root (docs/product/prefixes.md): `/api/v1/__standin/…` is an unknown route (404). The documented
 * admin operations get this from `served`; the docs assets, which openapi.yaml does not list, here.
 */
function atRoot<R>(resolver: R): R {
  // R is left unconstrained so msw types the resolver's parameters at the call site.
  const call = resolver as (info: { request: Request }) => unknown;
  const wrapped = (info: { request: Request }) =>
    new URL(info.request.url).pathname.startsWith(ADMIN_PREFIX) ? call(info) : undefined;
  return wrapped as R;
}

/** The controls throw a RangeError for a `now` they cannot serve: the caller's mistake, a 400. */
async function rangeChecked<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof RangeError) throw httpError(400, 'VALIDATION_FAILED', [error.message]);
    throw error;
  }
}

/**
 * The mock controls under `/__standin/` (docs/product/mock-controls.md): mock only, outside every
 * prefix, never part of the contract.
 *
 * @example
 * const handlers = [...createAdminHandlers(ctx, controls)];
 */
export function createAdminHandlers(
  ctx: HandlerContext,
  controls: AdminControls,
  targetOf?: TargetOf<AdminTarget>,
): RequestHandler[] {
  // Health, reset, state and token expiry act on the scope a request names (Standin-Scope);
  // the journal, openapi.yaml and the docs belong to the server.
  const scoped = async (
    request: Request,
  ): Promise<{ context: HandlerContext; controls: AdminControls }> =>
    (await targetOf?.(fromFetchRequest(request))) ?? { context: ctx, controls };
  return [
    http.get(
      '*/__standin/health',
      served(ctx, async ({ request }) =>
        HttpResponse.json((await scoped(request)).controls.health()),
      ),
    ),
    http.post(
      '*/__standin/reset',
      served(ctx, async ({ request }) => {
        const body = ((await readJsonBody(request, { maxBytes: ctx.options.maxBodyBytes })) ??
          {}) as {
          seed?: number;
          now?: string;
        };
        const target = (await scoped(request)).controls;
        const { seed, now } = await rangeChecked(() => target.reset(body));
        return HttpResponse.json({ status: 'reset', seed, now: now.toISOString() });
      }),
    ),
    http.get(
      '*/__standin/state',
      served(ctx, async ({ request }) =>
        HttpResponse.json((await scoped(request)).controls.exportState()),
      ),
    ),
    http.put(
      '*/__standin/state',
      served(ctx, async ({ request }) => {
        const snapshot = (await readJsonBody(request, {
          maxBytes: ctx.options.maxBodyBytes,
        })) as StateSnapshot;
        const target = (await scoped(request)).controls;
        const problems = await rangeChecked(() => target.importState(snapshot));
        if (problems.length > 0) throw httpError(400, 'VALIDATION_FAILED', problems);
        await ctx.persist();
        return HttpResponse.json({
          status: 'imported',
          seed: snapshot.seed,
          now: snapshot.now,
          counts: {
            projects: snapshot.projects.length,
            sessions: snapshot.sessions.length,
            messages: snapshot.messages.length,
            suggestions: snapshot.suggestions.length,
          },
        });
      }),
    ),
    http.post(
      '*/__standin/tokens/expire',
      served(ctx, async ({ request }) =>
        HttpResponse.json({
          status: 'expired',
          expiredBefore: (await scoped(request)).context.tokens.expireAll().toISOString(),
        }),
      ),
    ),
    http.get(
      '*/__standin/requests',
      served(ctx, () =>
        controls.journal
          ? HttpResponse.json(controls.journal())
          : notAvailable('The request journal'),
      ),
    ),
    http.get(
      '*/__standin/openapi.yaml',
      served(ctx, async ({ request }) =>
        controls.openapiYaml
          ? new HttpResponse(await controls.openapiYaml(new URL(request.url).origin), {
              headers: { 'Content-Type': 'application/yaml' },
            })
          : notAvailable('openapi.yaml'),
      ),
    ),
    http.get(
      '*/__standin/docs',
      served(ctx, () =>
        controls.docs ? HttpResponse.html(controls.docs.page()) : notAvailable('The API reference'),
      ),
    ),
    http.get(
      '*/__standin/docs/assets/:file',
      atRoot(async ({ params }) => {
        const asset = controls.docs ? await controls.docs.asset(String(params.file)) : undefined;
        return asset ?? httpError(404, 'NOT_FOUND', `No docs asset ${String(params.file)}.`);
      }),
    ),
  ];
}
