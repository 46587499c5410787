import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { STATUS_CODES, type Server } from 'node:http';
import { createLogger, silentLogger, type Logger } from '../logger.js';
import { createApp } from '../server/create-app.js';
import { errorBody, type ErrorCode } from '../spec/error-body.js';
import type { StateSnapshot } from '../db/snapshot.js';
import { createMock, MAX_BODY_BYTES, type Mock, type MockOptions } from './create-mock.js';
import { isLoopbackHost } from './is-loopback-host.js';
import { createJournal } from './journal.js';
import { renderDocsPage, serveDocsAsset } from './docs-page.js';
import { servedDocument } from './served-document.js';
import { createStateWriter, loadStateFile } from './state-file.js';

export interface ServerOptions extends MockOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. Any address that is not loopback needs `adminToken`. */
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

/** The code of an answer the adapter gives before any handler ran (body-parser, routing). */
const FAILURE_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * Node's HTTP parser answers a request it cannot parse (an unknown method, headers over 16 KiB,
 * broken chunking) itself, with a bare status line and no body; this answers with the documented
 * error body instead (docs/product/errors.md), then closes the connection as Node would.
 */
function answerUnparsable(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify(
    errorBody(
      status,
      'VALIDATION_FAILED',
      status === 431
        ? 'The request line and headers are over the 16 KiB limit. Send a shorter URL or fewer headers.'
        : `The request is not valid HTTP/1.1 (${error.code ?? 'parse error'}).`,
    ),
  );
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

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
  const listenHost = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(listenHost) && !options.adminToken) {
    throw new Error(
      `host ${listenHost} exposes the admin API to the network; pass adminToken (--admin-token or STANDIN_ADMIN_TOKEN), or listen on 127.0.0.1.`,
    );
  }
  const logger = options.logger ?? (options.quiet ? silentLogger : createLogger());
  const journal = createJournal(options.journalLimit ?? 500);
  const openapiYaml = await readFile(OPENAPI_PATH, 'utf8');
  let persist: () => Promise<void> = async () => {};
  // The served document per origin it was asked at; few origins reach one server, but the Host
  // header is the client's to choose, so the cache stays small.
  const documents = new Map<string, string>();
  const documentFor = (origin: string): string => {
    let text = documents.get(origin);
    if (text === undefined) {
      text = servedDocument(openapiYaml, origin, mock.context.options.prefixes);
      if (documents.size >= 16) documents.clear();
      documents.set(origin, text);
    }
    return text;
  };

  const mock = await createMock({
    ...options,
    persist: () => persist(),
    admin: {
      journal: () => ({ limit: journal.limit, items: journal.list() }),
      openapiYaml: async (origin) => documentFor(origin),
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
    failure: (status, error) => {
      if (status >= 500) {
        logger.error(
          `a request failed inside the mock: ${(error as Error).stack ?? String(error)}`,
        );
        return json(
          500,
          errorBody(
            500,
            'INTERNAL_ERROR',
            'The mock failed to answer; this is a bug in Standin. The server log has the details.',
          ),
        );
      }
      // The body's statusCode and code follow the HTTP status (a 415 from body-parser for an
      // unknown Content-Encoding used to say statusCode 400 / VALIDATION_FAILED).
      const message =
        status === 413
          ? `The request body is over the ${MAX_BODY_BYTES}-byte limit.`
          : status === 404
            ? (error as Error).message
            : `The request could not be read: ${(error as Error).message}`;
      return json(status, errorBody(status, FAILURE_CODES[status] ?? 'VALIDATION_FAILED', message));
    },
    transform: validateResponses
      ? async (request, response) => {
          const found = mock.operationOf(request);
          const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
          if (!found || type !== 'application/json') return response;
          // Read the body once (no clone, no tee) and send the same bytes on.
          const text = await response.text();
          const problems = mock.context.spec.validators.validateResponse(
            found.operation,
            response.status,
            type,
            JSON.parse(text) as unknown,
          );
          if (problems.length === 0) {
            return new Response(text, {
              status: response.status,
              statusText: response.statusText,
              headers: response.headers,
            });
          }
          const message = problems
            .slice(0, 10)
            .map((p) => `${found.operation.operationId} ${response.status} ${p.message}`);
          logger.warn(`response drifted from openapi.yaml: ${message.join('; ')}`);
          return json(500, errorBody(500, 'MOCK_DRIFT', message));
        }
      : undefined,
    onExchange: ({ request, response, startedAt, body }) => {
      const durationMs = performance.now() - startedAt;
      const url = new URL(request.url);
      if (!options.quiet)
        logger.info(
          `${request.method} ${url.pathname} ${response.status} ${durationMs.toFixed(1)}ms`,
        );
      if (url.pathname.startsWith('/__standin/requests')) return;
      const operationId = mock.operationOf(request)?.operation.operationId ?? null;
      journal.record({ request, status: response.status, durationMs, operationId, body });
    },
  });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(options.port ?? 4010, listenHost, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
    listening.once('error', reject);
  });
  server.keepAliveTimeout = 5_000;
  server.on('clientError', answerUnparsable);
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
