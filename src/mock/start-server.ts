import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createServer, STATUS_CODES } from 'node:http';
import { createLogger, silentLogger, type Logger } from '../logger.js';
import { createListener } from '../server/create-listener.js';
import type { ServerCall } from '../server/node-call.js';
import { errorBody } from '../spec/error-body.js';
import type { StateSnapshot } from '../db/snapshot.js';
import { createAccessLog } from './access-log.js';
import { createAdapterFailure } from './adapter-failure.js';
import { createMock, MAX_BODY_BYTES, type Mock, type MockOptions } from './create-mock.js';
import { isLoopbackHost } from './is-loopback-host.js';
import { createDriftGuard } from './drift-guard.js';
import { recordUsageToFile } from '../usage/record-usage-file.js';
import { createJournal } from './journal.js';
import { routeNotFound } from './route-not-found.js';
import { renderDocsPage, serveDocsAsset } from './docs-page.js';
import { servedDocument } from './served-document.js';
import type { OpenApiDocument } from '../spec/openapi-document.js';
import type { SpecValidators } from '../spec/create-validators.js';
import { isSpecPath, parseSpec } from '../spec/translation/spec-source.js';
import { translateError } from '../spec/translation/compile-translation.js';
import { stringify } from 'yaml';
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
  /** Open connections at most; more are refused (docs/decisions/0021-bounded-memory.md). */
  maxConnections?: number;
  /** Keep this usage file up to date with every operation and status served (`--record-usage`). */
  recordUsageFile?: string;
}

/**
 * The team's document for the server: a path is read here, and a file equal to the package's
 * own openapi.yaml is the package's (no translation at all). Returns the text the admin route
 * serves as openapi.yaml too.
 */
async function teamDocument(
  spec: ServerOptions['spec'],
  ownText: string,
): Promise<{ document: OpenApiDocument; text: string } | undefined> {
  if (spec === undefined) return undefined;
  let text: string;
  if (isSpecPath(spec)) {
    try {
      text = await readFile(spec, 'utf8');
    } catch (error) {
      throw new Error(
        `cannot read --spec ${spec} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}). Pass the path of your openapi.yaml, or run standin init to write one.`,
        { cause: error },
      );
    }
  } else {
    text = typeof spec === 'string' ? spec : stringify(spec);
  }
  if (text === ownText) return undefined;
  return { document: parseSpec(text, isSpecPath(spec) ? spec : 'the spec'), text };
}

/** The served document's validators, and the package's own for the admin routes. */
function servedValidators({ spec, served }: Mock['context']): SpecValidators {
  if (served.validators === spec.validators) return spec.validators;
  return {
    ...served.validators,
    validateResponse: (operation, status, type, body) =>
      (operation.mockOnly ? spec.validators : served.validators).validateResponse(
        operation,
        status,
        type,
        body,
      ),
  };
}

/**
 * What the translation cannot satisfy, one line per operation (the start-up banner).
 *
 * @example
 * translationWarnings(['getBoard 200.name: …', 'getBoard 200.id: …']); // ['getBoard 200.name: …; 200.id: …']
 */
export function translationWarnings(problems: readonly string[]): string[] {
  const byOperation = new Map<string, string[]>();
  for (const problem of problems) {
    const operationId = problem.split(/[\s:(]/)[0] ?? problem;
    const list = byOperation.get(operationId) ?? [];
    list.push(list.length === 0 ? problem : problem.slice(operationId.length).trim());
    byOperation.set(operationId, list);
  }
  return [...byOperation.values()].map((list) => list.join('; '));
}

/** Enough for any load test of a mock on one machine, and a ceiling on sockets and memory. */
export const DEFAULT_MAX_CONNECTIONS = 1024;

export interface RunningServer {
  /** e.g. `http://127.0.0.1:4010` */
  url: string;
  /** True when it serves a team's document rather than the package's own. */
  teamSpec: boolean;
  port: number;
  mock: Mock;
  close(): Promise<void>;
}

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
 * Starts the standalone mock: the operations behind a plain `node:http` listener, with the drift
 * guard, the journal and access log, the state file and a cap on connections.
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
  const ownYaml = await readFile(OPENAPI_PATH, 'utf8');
  const team = await teamDocument(options.spec, ownYaml);
  const openapiYaml = team?.text ?? ownYaml;
  // Every acknowledged change reaches the state file; `mock` is read only when a change happens.
  const persist = options.stateFile
    ? createStateWriter(options.stateFile, () => mock.exportState())
    : undefined;
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

  const toFile = options.recordUsageFile ? recordUsageToFile(options.recordUsageFile) : undefined;
  const mock: Mock = await createMock({
    ...options,
    ...(toFile
      ? {
          recordUsage: (served) => {
            toFile(served);
            options.recordUsage?.(served);
          },
        }
      : {}),
    spec: undefined,
    document: team?.document,
    persist: persist ? () => persist() : undefined,
    admin: {
      journal: () => ({ limit: journal.limit, items: journal.list() }),
      openapiYaml: async (origin) => documentFor(origin),
      docs: { page: renderDocsPage, asset: serveDocsAsset },
    },
  });
  if (options.stateFile) await restoreState(mock, options.stateFile, persist);

  const driftGuard =
    options.validateResponses === false
      ? undefined
      : createDriftGuard(
          servedValidators(mock.context),
          logger,
          mock.context.served.translation?.flagged,
        );
  for (const line of translationWarnings(mock.context.served.translation?.problems ?? [])) {
    logger.warn(`openapi.yaml: ${line}`);
  }
  const operationIds = new WeakMap<ServerCall, string>();
  const listener = createListener({
    maxBodyBytes: MAX_BODY_BYTES,
    failure: createAdapterFailure(logger, MAX_BODY_BYTES),
    answer: async (call) => {
      const { resolved, answer } = await mock.dispatch(call, () => call.toFetchRequest());
      if (!answer)
        return translateError(
          mock.context.served.translation,
          routeNotFound(call.method, call.url.pathname, mock.context.options.prefixes),
        );
      if (!resolved) return answer;
      operationIds.set(call, resolved.operation.operationId);
      return driftGuard ? driftGuard(resolved.operation, answer) : answer;
    },
    onExchange: createAccessLog({
      logger,
      journal,
      quiet: options.quiet ?? false,
      operationIdOf: ({ call }) => operationIds.get(call) ?? null,
    }),
  });

  const server = createServer(listener);
  server.keepAliveTimeout = 5_000;
  // A load test cannot open sockets without bound (docs/decisions/0021-bounded-memory.md).
  server.maxConnections = options.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  server.on('clientError', answerUnparsable);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, listenHost, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port, address } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    teamSpec: team !== undefined,
    port,
    mock,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** Restores the state file, or writes the first one; a file that does not load stops the start. */
async function restoreState(
  mock: Mock,
  stateFile: string,
  persist: (() => Promise<void>) | undefined,
): Promise<void> {
  const saved = await loadStateFile(stateFile);
  if (saved === undefined) {
    await persist?.();
    return;
  }
  const problems = mock.context.spec.validators.validateSchema('StateSnapshot', saved);
  const imported = problems.length === 0 ? await mock.importState(saved as StateSnapshot) : [];
  const all = [...problems.map((p) => p.message), ...imported];
  if (all.length > 0) {
    throw new Error(
      `Failed to load the state file ${stateFile}: ${all.slice(0, 3).join('; ')}. It was left untouched; fix or delete it, or pass another --state-file.`,
    );
  }
}
