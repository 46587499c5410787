import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request on its way to the real backend. */
export interface ProxiedRequest {
  method: string;
  /** Path and query, e.g. `/api/v1/reports/overview?startDate=2026-01-01`. */
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A response on its way back to the client; `json` is the parsed body when it is JSON. */
export interface ProxiedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  json: unknown;
}

/** What a broken backend does differently from the one behind it. */
export interface Breakage {
  /** Change the request before it goes on, or answer it here (`respond`). */
  request?(
    request: ProxiedRequest,
  ): Partial<ProxiedRequest> | { respond: Partial<ProxiedResponse> & { status: number } } | void;
  /** Change the response before it goes back. Return `json` to replace the body with it. */
  response?(response: ProxiedResponse, request: ProxiedRequest): Partial<ProxiedResponse> | void;
}

export interface BrokenBackend {
  url: string;
  close(): Promise<void>;
}

/**
 * A proxy in front of a working backend that breaks it in one chosen way: the contract runner
 * must then report exactly that. The runner cannot tell it from a real backend — it only ever
 * sees HTTP.
 *
 * @example
 * const broken = await startBrokenBackend(mock.url, {
 *   response: (response, request) => (request.path.endsWith('/users/me') ? { status: 500 } : undefined),
 * });
 */
export async function startBrokenBackend(
  targetUrl: string,
  breakage: Breakage,
): Promise<BrokenBackend> {
  const server = createServer((incoming, outgoing) => {
    void forward(targetUrl, breakage, incoming, outgoing).catch((error: unknown) => {
      outgoing.statusCode = 502;
      outgoing.end(`broken-backend proxy failed: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function forward(
  targetUrl: string,
  breakage: Breakage,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const original: ProxiedRequest = {
    method: incoming.method ?? 'GET',
    path: incoming.url ?? '/',
    headers: Object.fromEntries(
      Object.entries(incoming.headers).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value]] : [],
      ),
    ),
    body: Buffer.concat(chunks).toString('utf8'),
  };
  const change = breakage.request?.(original);
  if (change && 'respond' in change)
    return send(outgoing, { headers: {}, body: '', json: undefined, ...change.respond });
  const request = { ...original, ...change };
  const {
    host: _host,
    'content-length': _length,
    connection: _connection,
    ...headers
  } = request.headers;
  const answer = await fetch(`${targetUrl}${request.path}`, {
    method: request.method,
    headers,
    ...(request.body !== '' && request.method !== 'GET' && request.method !== 'HEAD'
      ? { body: request.body }
      : {}),
    redirect: 'manual',
  });
  const body = await answer.text();
  const response: ProxiedResponse = {
    status: answer.status,
    headers: Object.fromEntries(answer.headers.entries()),
    body,
    json: parseJson(body),
  };
  const changed = breakage.response?.(response, request);
  const finalResponse = { ...response, ...changed };
  if (changed && 'json' in changed) finalResponse.body = JSON.stringify(changed.json);
  return send(outgoing, finalResponse);
}

function send(
  outgoing: ServerResponse,
  response: Partial<ProxiedResponse> & { status: number },
): void {
  const {
    'content-length': _length,
    'transfer-encoding': _encoding,
    'content-encoding': _content,
    ...headers
  } = response.headers ?? {};
  outgoing.writeHead(response.status, headers);
  outgoing.end(response.body ?? '');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
