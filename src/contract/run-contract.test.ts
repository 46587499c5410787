import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SPEC_PATH } from './document/load-contract-document.js';
import { formatReport } from './reporters/format-report.js';
import { runContract } from './run-contract.js';
import type { ContractOptions } from './contract-types.js';

const PASSWORD = 'Sup3r-Secret-Passw0rd';
const TOKEN = 'opaque-token-4f1c2d9e8b7a6f5e';

type Handler = (
  request: { method: string; path: string; headers: IncomingMessage['headers']; body: string },
  response: ServerResponse,
) => void;

const servers: Array<{ close(): void }> = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A tiny stand-in for a backend; these tests are about the runner, not about the mock. */
async function fakeBackend(handler: Handler): Promise<{ url: string; requests: string[] }> {
  const requests: string[] = [];
  const server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
    incoming.on('end', () => {
      const path = incoming.url ?? '/';
      requests.push(`${incoming.method} ${path}`);
      handler(
        { method: incoming.method ?? 'GET', path, headers: incoming.headers, body },
        response,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({ close: () => server.close() });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function options(baseUrl: string, overrides: Partial<ContractOptions> = {}): ContractOptions {
  return {
    baseUrl,
    prefix: 'auto',
    email: 'qa@example.test',
    password: PASSWORD,
    level: 'full',
    strict: false,
    readOnly: false,
    ...overrides,
  };
}

/** Signs in anyone with the right password, then answers 401 everywhere else, echoing what it got. */
const leakyBackend: Handler = (request, response) => {
  if (request.method === 'POST' && request.path === '/auth/login') {
    const body = parseObject(request.body) as { password?: string };
    if (body.password === PASSWORD)
      return json(response, 200, {
        accessToken: TOKEN,
        user: { id: 'u1', email: 'qa@example.test' },
      });
    return json(response, 401, {
      statusCode: 401,
      message: `bad password ${String(body.password)}`,
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
    });
  }
  // A careless backend that quotes the credentials it was sent back to the client.
  json(response, 401, {
    statusCode: 401,
    message: `rejected ${request.headers.authorization ?? 'nothing'} ${request.body}`,
    error: 'Unauthorized',
    code: 'TOKEN_INVALID',
  });
};

describe('runContract', () => {
  it('stops with a one-line reason when nothing listens', async () => {
    const { url } = await fakeBackend(() => undefined);
    servers.pop()?.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const report = await runContract(options(url));
    expect(report.fatal).toEqual({
      code: 'CONNECTION_FAILED',
      message: `cannot reach ${url} (ECONNREFUSED). Is the backend running? Check --base-url.`,
    });
    expect(report.ok).toBe(false);
  });

  it('says "prefix mismatch?" when nearly everything is 404', async () => {
    const { url } = await fakeBackend((_request, response) =>
      json(response, 404, { message: 'Cannot find' }),
    );
    const report = await runContract(options(url));
    expect(report.diagnosis).toMatch(/^prefix mismatch\? \d+ of \d+ requests/);
    expect(report.diagnosis).toContain('--prefix auto tried "" (404) and "/api/v1" (404)');
    expect(report.ok).toBe(false);
    expect(formatReport(report, 'default')).not.toMatch(/Failures \(/);
  });

  it('picks the prefix that answers', async () => {
    const { url, requests } = await fakeBackend((request, response) => {
      if (!request.path.startsWith('/api/v1/')) return json(response, 404, {});
      return leakyBackend({ ...request, path: request.path.slice('/api/v1'.length) }, response);
    });
    const report = await runContract(options(url, { readOnly: true }));
    expect(report.target.prefix).toBe('/api/v1');
    expect(requests.slice(0, 2)).toEqual(['POST /auth/login', 'POST /api/v1/auth/login']);
    expect(requests.slice(2).every((line) => line.includes(' /api/v1/'))).toBe(true);
  });

  it('stops when a real backend refuses the credentials', async () => {
    const { url } = await fakeBackend(leakyBackend);
    const report = await runContract(options(url, { password: 'wrong-password-123' }));
    expect(report.fatal?.code).toBe('LOGIN_REJECTED');
    expect(report.fatal?.message).toContain(
      'refused the credentials of qa@example.test (401). Check --email and --password',
    );
  });

  it('rejects unknown check names and unreadable specs before sending anything', async () => {
    const { url, requests } = await fakeBackend(leakyBackend);
    expect(
      (await runContract(options(url, { checks: { include: ['auth_missing_tokn'] } }))).fatal,
    ).toMatchObject({
      code: 'CONFIG_INVALID',
      message: expect.stringContaining('unknown check auth_missing_tokn'),
    });
    expect(
      (await runContract(options(url, { specPath: '/nonexistent/openapi.yaml' }))).fatal,
    ).toMatchObject({
      code: 'SPEC_INVALID',
      message: expect.stringContaining('cannot read /nonexistent/openapi.yaml (ENOENT)'),
    });
    expect(requests).toEqual([]);
  });

  it('changes nothing on a real backend without --project-id, and says why', async () => {
    const { url, requests } = await fakeBackend(leakyBackend);
    const report = await runContract(options(url));
    expect(report.target.mutations).toEqual({
      allowed: false,
      reason: expect.stringContaining('pass --project-id'),
    });
    const writes = requests.filter(
      (line) => !line.startsWith('GET ') && !line.endsWith('/auth/login'),
    );
    expect(writes).toEqual([]);
    const builder = report.results.filter((result) => result.check === 'builder_flow');
    expect(builder.length).toBeGreaterThan(0);
    expect(builder.every((result) => result.status === 'skipped')).toBe(true);
  });

  it('never lets a password or token into any report, even when the backend echoes them', async () => {
    const { url } = await fakeBackend(leakyBackend);
    const report = await runContract(options(url, { prefix: '' }));
    expect(
      report.results.some((result) =>
        result.failures.some((failure) => failure.message.includes('<redacted>')),
      ),
    ).toBe(true);
    for (const reporter of ['default', 'junit', 'json'] as const) {
      const text = formatReport(report, reporter);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(TOKEN);
    }
  });

  it('reads openapi.yaml at run time: an edited document changes the checks', async () => {
    const { url } = await fakeBackend(leakyBackend);
    const directory = await mkdtemp(join(tmpdir(), 'standin-contract-'));
    const specPath = join(directory, 'openapi.yaml');
    const original = await readFile(DEFAULT_SPEC_PATH, 'utf8');
    // Make /users/me public: the auth checks must stop asking it for a 401.
    await writeFile(
      specPath,
      original.replace(
        'operationId: getCurrentUser\n',
        'operationId: getCurrentUser\n      security: []\n',
      ),
    );
    const authOn = (report: Awaited<ReturnType<typeof runContract>>) =>
      report.results.filter(
        (result) =>
          result.check === 'auth_missing_token' && result.operationId === 'getCurrentUser',
      ).length;
    const checksOnly = { checks: { include: ['auth_missing_token'] } };
    expect(authOn(await runContract(options(url, { prefix: '', ...checksOnly })))).toBe(1);
    expect(authOn(await runContract(options(url, { prefix: '', specPath, ...checksOnly })))).toBe(
      0,
    );
  });
});

function parseObject(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return {};
  }
}
