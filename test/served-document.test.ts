import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/mock/start-server.js';
import { startTestServer } from './support/http.js';

type Document = {
  servers: { url: string }[];
  paths: Record<string, Record<string, { servers?: { url: string }[]; tags?: string[] }>>;
};

const file = parse(
  readFileSync(fileURLToPath(new URL('../openapi.yaml', import.meta.url)), 'utf8'),
) as Document;

/** GET the served document with a chosen Host header (fetch does not let a caller set it). */
function served(port: number, host = `127.0.0.1:${port}`): Promise<Document> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/__standin/openapi.yaml', headers: { host } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(parse(text) as Document));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function adminOperations(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => operation.tags?.includes('admin'))
      .map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
  );
}

describe('GET /__standin/openapi.yaml describes the running server', () => {
  let defaults: RunningServer;
  let prefixed: RunningServer;
  beforeAll(async () => {
    [defaults, prefixed] = await Promise.all([
      startTestServer({ port: 0 }),
      startTestServer({ port: 0, prefixes: ['/api/v1'] }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([defaults.close(), prefixed.close()]);
  });

  it('names its real port under each default prefix, bare first, and changes nothing else', async () => {
    const document = await served(defaults.port);
    expect(document.servers.map((s) => s.url)).toEqual([defaults.url, `${defaults.url}/api/v1`]);
    expect({ ...document, servers: [] }).toEqual({ ...file, servers: [] });
    expect(adminOperations(document).filter(({ operation }) => operation.servers)).toEqual([]);
  });

  it('names only the --prefix served, and gives the admin operations the bare origin', async () => {
    const document = await served(prefixed.port);
    expect(document.servers.map((s) => s.url)).toEqual([`${prefixed.url}/api/v1`]);
    const admin = adminOperations(document);
    expect(admin.length).toBeGreaterThanOrEqual(8);
    for (const { name, operation } of admin) {
      expect(
        operation.servers?.map((s) => s.url),
        name,
      ).toEqual([prefixed.url]);
    }
  });

  it('follows the host the client used (what the docs page, loaded from that host, calls)', async () => {
    const document = await served(defaults.port, `localhost:${defaults.port}`);
    expect(document.servers[0]?.url).toBe(`http://localhost:${defaults.port}`);
  });

  it('keeps the file itself free of per-operation servers (tools send them to a fixed host)', () => {
    const withServers = Object.entries(file.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.servers)
        .map(([method]) => `${method} ${path}`),
    );
    expect(withServers).toEqual([]);
  });
});
