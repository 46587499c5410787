/**
 * `standin serve --spec` and `createMock({ spec })` with documents edited by hand: what start-up
 * says, an operation moved to another path, a renamed request member, the package's own
 * document served with no translation at all, and a file that is not there.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { runServeCommand } from '../src/cli/serve-command.js';
import { createMock } from '../src/mock/create-mock.js';
import { startServer } from '../src/mock/start-server.js';

const SPEC = fileURLToPath(new URL('../openapi.yaml', import.meta.url));
const OWN = readFileSync(SPEC, 'utf8');
const NOW = '2026-01-15T00:00:00Z';

/** The package's document, parsed, changed by `edit`, as YAML text. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a document edited by hand, as YAML is
type Loose = any;

function edited(edit: (doc: Loose) => void): string {
  const doc = parse(OWN) as Loose;
  edit(doc);
  return stringify(doc);
}

function signIn(url: string) {
  return fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@acme.test', password: 'Passw0rd!' }),
  });
}

describe('standin serve with a team document', () => {
  it('serves an operation the team moved to another path and method (same operationId)', async () => {
    const spec = edited((doc) => {
      doc.paths['/me/profile'] = { post: doc.paths['/auth/profile'].get };
      delete doc.paths['/auth/profile'];
    });
    const server = await startServer({ port: 0, quiet: true, spec, now: NOW });
    try {
      const { accessToken } = (await (await signIn(server.url)).json()) as { accessToken: string };
      const headers = { authorization: `Bearer ${accessToken}` };
      const moved = await fetch(`${server.url}/api/v1/me/profile`, { method: 'POST', headers });
      expect(moved.status).toBe(200);
      expect(((await moved.json()) as { user: { id: string } }).user.id).toBe('usr_acme_owner');
      expect((await fetch(`${server.url}/api/v1/auth/profile`, { headers })).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('says at start-up, one line per operation, what it cannot serve, and answers the rest', async () => {
    const spec = edited((doc) => {
      doc.paths['/auth/logout'] = {
        post: { operationId: 'logout', responses: { '204': { description: 'Signed out.' } } },
      };
    });
    const warnings: string[] = [];
    const logger = { info() {}, warn: (line: string) => warnings.push(line), error() {} };
    const server = await startServer({ port: 0, spec, logger, now: NOW });
    try {
      expect(warnings).toEqual([
        'openapi.yaml: logout (POST /auth/logout): no operation of the mock has this operationId; it answers 404',
      ]);
      expect(server.teamSpec).toBe(true);
      expect((await signIn(server.url)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('serves the package document itself with no translation, even when passed as a file', async () => {
    const server = await startServer({ port: 0, quiet: true, spec: SPEC, now: NOW });
    try {
      expect(server.teamSpec).toBe(false);
      expect(server.mock.context.served.translation).toBeUndefined();
      expect(server.mock.context.served.validators).toBe(server.mock.context.spec.validators);
    } finally {
      await server.close();
    }
  });

  it('refuses a --spec it cannot read with one line and exit 2', async () => {
    let stderr = '';
    const code = await runServeCommand(
      ['--port', '0', '--spec', 'no-such-openapi.yaml'],
      { stdout: { write: () => true }, stderr: { write: (s: string) => (stderr += s) }, env: {} },
      { signals: false },
    );
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^\[standin\] error: cannot read --spec no-such-openapi\.yaml \(ENOENT\)\. Pass the path of your openapi\.yaml, or run standin init to write one\.$/,
      ),
    ]);
  });
});

describe('createMock({ spec }) with a renamed request member', () => {
  it('reads the team name back as the mock one before the operation runs', async () => {
    // The team calls the rejection reason `note`, taking it from the mock's `reason`.
    const spec = edited((doc) => {
      const schema = doc.components.schemas.RejectSuggestionRequest;
      schema.properties.note = { ...schema.properties.reason, 'x-standin-from': '/reason' };
      delete schema.properties.reason;
      if (Array.isArray(schema.required))
        schema.required = schema.required.map((name: string) =>
          name === 'reason' ? 'note' : name,
        );
    });
    const mock = await createMock({ spec, now: NOW });
    const operation = mock.context.served.translation?.operations.get('rejectBuilderSuggestion');
    expect(operation?.request).toBeDefined();
    const { translateRequestBody } = await import('../src/spec/translation/compile-translation.js');
    expect(translateRequestBody(operation, { note: 'duplicate' })).toEqual({ reason: 'duplicate' });
  });
});
