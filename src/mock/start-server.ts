import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createLogger, silentLogger, type Logger } from '../logger.js';
import { resolveOperation } from '../handlers/gate.js';
import { createApp } from '../server/create-app.js';
import { errorBody } from '../spec/error-body.js';
import type { StateSnapshot } from '../db/snapshot.js';
import { createMock, MAX_BODY_BYTES, type Mock, type MockOptions } from './create-mock.js';
import { createJournal } from './journal.js';
import { renderDocsPage, serveDocsAsset } from './docs-page.js';
import { createStateWriter, loadStateFile } from './state-file.js';

export interface ServerOptions extends MockOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** No banner and no access log. */
  quiet?: boolean;
  /** Validate every response against openapi.yaml (500 MOCK_DRIFT on a mismatch). Default on. */
  validateResponses?: boolean;
  /** Persist every acknowledged change here, and restore it at start. */
  stateFile?: string;
  /** Where the banner, access log and warnings go. */
  logger?: Logger;
  /** Size of the request journal. Default 500. */
  journalLimit?: number;
}

export interface RunningServer {
  /** e.g. `http://127.0.0.1:4010` */
  url: string;
  port: number;
  mock: Mock;
  close(): Promise<void>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const OPENAPI_PATH = new URL('../../openapi.yaml', import.meta.url);

/**
 * Starts the standalone mock: the handlers behind the express adapter, with the journal, the drift
 * guard, the access log and the state file.
 *
 * @example
 * const server = await startServer({ port: 0, quiet: true });
 * await fetch(`${server.url}/api/v1/auth/login`, { method: 'POST', body: '{}' });
 * await server.close();
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? (options.quiet ? silentLogger : createLogger());
  const journal = createJournal(options.journalLimit ?? 500);
  const openapiYaml = await readFile(OPENAPI_PATH, 'utf8');
  let persist: () => Promise<void> = async () => {};

  const mock = await createMock({
    ...options,
    persist: () => persist(),
    admin: {
      journal: () => ({ limit: journal.limit, items: journal.list() }),
      openapiYaml: async () => openapiYaml,
      docs: { page: renderDocsPage, asset: serveDocsAsset },
    },
  });

  if (options.stateFile) {
    const saved = await loadStateFile(options.stateFile);
    if (saved !== undefined) {
      const problems = mock.context.spec.validators.validateSchema('StateSnapshot', saved);
      const imported = problems.length === 0 ? await mock.importState(saved as StateSnapshot) : [];
      const all = [...problems.map((p) => p.message), ...imported];
      if (all.length > 0) {
        throw new Error(
          `Failed to load the state file ${options.stateFile}: ${all.slice(0, 3).join('; ')}. It was left untouched; fix or delete it, or pass another --state-file.`,
        );
      }
    }
    persist = createStateWriter(options.stateFile, () => mock.exportState());
    if (saved === undefined) await persist();
  }

  const validateResponses = options.validateResponses ?? true;
  // The drift guard and the journal both need the request's operation: resolve it once.
  const resolved = new WeakMap<Request, ReturnType<typeof resolveOperation> | null>();
  const operationOf = (request: Request) => {
    if (!resolved.has(request)) {
      resolved.set(
        request,
        resolveOperation(mock.context, request.method, new URL(request.url).pathname) ?? null,
      );
    }
    return resolved.get(request) ?? undefined;
  };
  const app = createApp({
    handlers: (request) => mock.handlersFor(request),
    maxBodyBytes: MAX_BODY_BYTES,
    notFound: (request) => {
      const url = new URL(request.url);
      const served = mock.context.options.prefixes
        .map((p) => (p === '' ? "'' (bare)" : p))
        .join(', ');
      return json(
        404,
        errorBody(
          404,
          'NOT_FOUND',
          `No route for ${request.method} ${url.pathname.slice(0, 200)}. Served prefixes: ${served}; admin under /__standin/.`,
        ),
      );
    },
    failure: (status, error) =>
      status === 413
        ? json(
            413,
            errorBody(
              413,
              'PAYLOAD_TOO_LARGE',
              `The request body is over the ${MAX_BODY_BYTES}-byte limit.`,
            ),
          )
        : status < 500
          ? json(
              status,
              errorBody(
                status === 404 ? 404 : 400,
                status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
                `The request could not be read: ${(error as Error).message}`,
              ),
            )
          : (logger.error(
              `a request failed inside the mock: ${(error as Error).stack ?? String(error)}`,
            ),
            json(
              500,
              errorBody(
                500,
                'INTERNAL_ERROR',
                'The mock failed to answer; this is a bug in Standin. The server log has the details.',
              ),
            )),
    transform: validateResponses
      ? async (request, response) => {
          const found = operationOf(request);
          const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
          if (!found || type !== 'application/json') return response;
          const body: unknown = await response.clone().json();
          const problems = mock.context.spec.validators.validateResponse(
            found.operation,
            response.status,
            type,
            body,
          );
          if (problems.length === 0) return response;
          const message = problems
            .slice(0, 10)
            .map((p) => `${found.operation.operationId} ${response.status} ${p.message}`);
          logger.warn(`response drifted from openapi.yaml: ${message.join('; ')}`);
          return json(500, errorBody(500, 'MOCK_DRIFT', message));
        }
      : undefined,
    onExchange: ({ request, response, startedAt }) => {
      const durationMs = performance.now() - startedAt;
      const url = new URL(request.url);
      if (!options.quiet)
        logger.info(
          `${request.method} ${url.pathname} ${response.status} ${durationMs.toFixed(1)}ms`,
        );
      if (url.pathname.startsWith('/__standin/requests')) return;
      const operationId = operationOf(request)?.operation.operationId ?? null;
      void request.text().then(
        (body) =>
          journal.record({ request, status: response.status, durationMs, operationId, body }),
        () =>
          journal.record({ request, status: response.status, durationMs, operationId, body: '' }),
      );
    },
  });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(
      options.port ?? 4010,
      options.host ?? '127.0.0.1',
      (error?: Error) => (error ? reject(error) : resolve(listening)),
    );
    listening.once('error', reject);
  });
  server.keepAliveTimeout = 5_000;
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    port,
    mock,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
