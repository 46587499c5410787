/**
 * A target that does not speak the API — a web server answering HTML — stops the shipped
 * command with exit 2 and one line saying what it answered, never a list of failures.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runContract } from '../src/contract/run-contract.js';
import { buildCliPackage } from './support/hardening-cli-build.js';

const PAGE =
  '<!doctype html>\n<html><head><title>Acme shop</title></head><body>Hello</body></html>';

let bin: string;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  ({ bin } = await buildCliPackage());
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function contract(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [
      bin,
      'contract',
      ...args,
    ]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('standin contract against a web server that is not the API', () => {
  it.each([['auto'], ['/api/v1']])(
    'exits 2 with one line naming what /auth/login answered (--prefix %s)',
    async (prefix) => {
      const { code, stdout, stderr } = await contract(
        '--base-url',
        baseUrl,
        '--prefix',
        prefix,
        '--email',
        'a@b.c',
        '--password',
        'x',
      );
      expect(code).toBe(2);
      const path = prefix === 'auto' ? '' : prefix;
      expect(stderr).toBe(
        `standin contract: POST ${baseUrl}${path}/auth/login answered 200 text/html ("<!doctype html> <html><head><title>Acme …"): this is not the API. Check --base-url and --prefix.\n`,
      );
      expect(stdout).not.toContain('✗');
      expect(stdout).not.toContain('prefix mismatch');
    },
    30_000,
  );
});

describe('runContract against a web server that is not the API', () => {
  it('stops with NOT_THE_API before any check runs', async () => {
    const report = await runContract({
      baseUrl,
      prefix: 'auto',
      email: 'a@b.c',
      password: 'x',
      level: 'full',
      strict: false,
      readOnly: true,
    });
    expect(report.fatal).toEqual({
      code: 'NOT_THE_API',
      message: `POST ${baseUrl}/auth/login answered 200 text/html ("<!doctype html> <html><head><title>Acme …"): this is not the API. Check --base-url and --prefix.`,
    });
    // Only the sign-in request itself was judged; no check went on to the other operations.
    expect(new Set(report.results.map((result) => result.operationId))).toEqual(new Set(['login']));
  });
});
