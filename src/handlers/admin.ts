import { http, HttpResponse, type RequestHandler } from 'msw';
import type { components } from '../generated/openapi.js';
import type { StateSnapshot } from '../db/snapshot.js';
import type { HandlerContext } from './handler-context.js';
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
  /** openapi.yaml as text (Node server only). */
  openapiYaml?: () => Promise<string>;
  /** The API reference page and its assets, served locally (Node server only). */
  docs?: { page(): string; asset(name: string): Promise<Response | undefined> };
}

function notAvailable(what: string): Response {
  return httpError(
    404,
    'NOT_FOUND',
    `${what} is served by the standalone server only (npm start).`,
  );
}

/**
 * The mock controls under `/__standin/` (decisions.md "Mock controls"): mock only, outside every
 * prefix, never part of the contract.
 *
 * @example
 * const handlers = [...createAdminHandlers(ctx, controls)];
 */
export function createAdminHandlers(
  ctx: HandlerContext,
  controls: AdminControls,
): RequestHandler[] {
  return [
    http.get('*/__standin/health', () => HttpResponse.json(controls.health())),
    http.post('*/__standin/reset', async ({ request }) => {
      const body = ((await readJsonBody(request, { maxBytes: ctx.options.maxBodyBytes })) ??
        {}) as {
        seed?: number;
        now?: string;
      };
      const { seed, now } = await controls.reset(body);
      return HttpResponse.json({ status: 'reset', seed, now: now.toISOString() });
    }),
    http.get('*/__standin/state', () => HttpResponse.json(controls.exportState())),
    http.put('*/__standin/state', async ({ request }) => {
      const snapshot = (await readJsonBody(request, {
        maxBytes: ctx.options.maxBodyBytes,
      })) as StateSnapshot;
      const problems = await controls.importState(snapshot);
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
    http.post('*/__standin/tokens/expire', () =>
      HttpResponse.json({ status: 'expired', expiredBefore: ctx.tokens.expireAll().toISOString() }),
    ),
    http.get('*/__standin/requests', () =>
      controls.journal
        ? HttpResponse.json(controls.journal())
        : notAvailable('The request journal'),
    ),
    http.get('*/__standin/openapi.yaml', async () =>
      controls.openapiYaml
        ? new HttpResponse(await controls.openapiYaml(), {
            headers: { 'Content-Type': 'application/yaml' },
          })
        : notAvailable('openapi.yaml'),
    ),
    http.get('*/__standin/docs', () =>
      controls.docs ? HttpResponse.html(controls.docs.page()) : notAvailable('The API reference'),
    ),
    http.get('*/__standin/docs/assets/:file', async ({ params }) => {
      const asset = controls.docs ? await controls.docs.asset(String(params.file)) : undefined;
      return asset ?? httpError(404, 'NOT_FOUND', `No docs asset ${String(params.file)}.`);
    }),
  ];
}
