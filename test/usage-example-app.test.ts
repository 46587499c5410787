/**
 * `standin usage` on the example app (examples/web), held against what its code reads — each
 * expectation written out by hand from the source, with the line it quotes — and the usage gate
 * it makes against the independent backend.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Failure } from '../src/contract/contract-types.js';
import type { UsageFile } from '../src/usage/read-usage.js';
import { startIndependentBackend, type VariantName } from './independent-backend/index.js';
import { runShippedContract, runShippedStandin } from './support/shipped-contract.js';
import { makeFrontend } from './support/usage-project.js';

const EXAMPLE = fileURLToPath(new URL('../examples/web/', import.meta.url));

let project: ReturnType<typeof makeFrontend>;
let usage: UsageFile;
let output = '';
let stdout = '';

beforeAll(async () => {
  // The app as it is, beside an installed `standin` (this repository's dist/) and typescript.
  const files = Object.fromEntries(
    readdirSync(join(EXAMPLE, 'src')).map((name) => [
      `src/${name}`,
      readFileSync(join(EXAMPLE, 'src', name), 'utf8'),
    ]),
  );
  const tsconfig: unknown = JSON.parse(readFileSync(join(EXAMPLE, 'tsconfig.json'), 'utf8'));
  project = makeFrontend(files, tsconfig);
  output = join(project.folder, 'standin-usage.json');
  const ran = await runShippedStandin(['usage', '--output', output], { cwd: project.folder });
  expect(ran.stderr).toBe('');
  expect(ran.code).toBe(0);
  stdout = ran.stdout;
  usage = JSON.parse(readFileSync(output, 'utf8')) as UsageFile;
}, 60_000);
afterAll(() => project?.remove());

/** "status pointer" → "file:line …" of one operation. */
function members(operationId: string): Record<string, string> {
  const operation = usage.operations.find((item) => item.operationId === operationId);
  return Object.fromEntries(
    (operation?.members ?? []).map((member) => [
      `${member.status} ${member.pointer}`,
      member.reads.map((read) => `${read.file}:${read.line}`).join(' '),
    ]),
  );
}

describe('standin usage on examples/web', () => {
  it('finds every call the page makes, at its line', () => {
    const calls = Object.fromEntries(
      usage.operations.map((operation) => [
        operation.operationId,
        operation.calls.map((call) => `${call.file}:${call.line}`).join(' '),
      ]),
    );
    expect(calls).toEqual({
      login: 'src/main.ts:121', // api.POST('/auth/login', …)
      getProfile: 'src/main.ts:142', // ok(api.GET('/auth/profile'))
      getOverviewReport: 'src/main.ts:188', // api.GET('/reports/overview', …)
      listProjects: 'src/main.ts:227', // ok(api.GET('/projects'))
      getBoard: 'src/main.ts:244', // api.GET('/projects/{id}/board', …)
      createBuilderSession: 'src/main.ts:279',
      sendBuilderMessage: 'src/main.ts:295',
      applyBuilderSuggestion: 'src/main.ts:309',
      rejectBuilderSuggestion: 'src/main.ts:319',
      adminExpireTokens: 'src/main.ts:331', // admin.POST('/__standin/tokens/expire')
    });
    expect(stdout).toBe(
      `${output}: 10 operations, ${usage.operations.reduce((sum, op) => sum + op.members.length, 0)} response members.\n`,
    );
  });

  it('reads only the token of the login answer', () => {
    // sessionStorage.setItem(TOKEN_KEY, data.accessToken);
    expect(members('login')).toEqual({ '2xx /accessToken': 'src/main.ts:126' });
  });

  it('reads both profile shapes through readProfile', () => {
    expect(members('getProfile')).toEqual({
      // 'user' in profile ? { user: profile.user, organization: profile.organization }
      '2xx /user': 'src/main.ts:137',
      '2xx /organization': 'src/main.ts:137 src/main.ts:138',
      // user.name and user.role, where user is profile.user (nested) or the profile (flat)
      '2xx /user/name': 'src/main.ts:143 src/main.ts:146',
      '2xx /name': 'src/main.ts:143 src/main.ts:146',
      '2xx /user/role': 'src/main.ts:144',
      '2xx /role': 'src/main.ts:144',
      // organization.name
      '2xx /organization/name': 'src/main.ts:145 src/main.ts:146',
    });
  });

  it('reads the report range and the metrics showMetric may name', () => {
    const report = members('getOverviewReport');
    // const { startDate, endDate, timezone } = report.range;
    expect(report['2xx /range']).toBe('src/main.ts:201');
    expect(report['2xx /range/startDate']).toBe('src/main.ts:201');
    expect(report['2xx /range/timezone']).toBe('src/main.ts:201');
    // showMetric(name, report.summary, report.previous)
    expect(report['2xx /summary']).toBe('src/main.ts:199');
    expect(report['2xx /previous']).toBe('src/main.ts:199');
    // summary[name] with name: keyof ConversationMetrics — any of its members, as typed.
    expect(report['2xx /summary/conversationsCount']).toBe(
      'src/main.ts:181 src/main.ts:182 src/main.ts:183',
    );
    // Never read: the time series, the live counters, groupBy.
    expect(Object.keys(report).filter((key) => /timeseries|live|groupBy/.test(key))).toEqual([]);
  });

  it('reads projects through map and find, and the board through renderBoard', () => {
    expect(members('listProjects')).toEqual({
      '2xx /items': 'src/main.ts:227', // const { items } = await ok(api.GET('/projects'));
      // project.id, project.name in items.map; items.find(...).id; demo.id
      '2xx /items/*/id': 'src/main.ts:230 src/main.ts:233 src/main.ts:234 src/main.ts:235',
      '2xx /items/*/name': 'src/main.ts:230',
    });
    const board = members('getBoard');
    // showBoard(board): board.revision twice; renderBoard (render.ts) reads the rest.
    expect(board['2xx /revision']).toBe('src/main.ts:248 src/main.ts:249 src/render.ts:67');
    expect(board['2xx /subAgents/*/name']).toBe(
      'src/render.ts:64 src/render.ts:74 src/render.ts:75',
    );
    expect(board['2xx /testMode/testers']).toBe('src/render.ts:133');
    expect(board['2xx /projectId']).toBeUndefined();
  });

  it('reads the builder answers: the session id, the reply, each suggestion', () => {
    expect(members('createBuilderSession')).toEqual({ '2xx /id': 'src/main.ts:284' });
    const message = members('sendBuilderMessage');
    expect(message['2xx /message/reply']).toBe('src/main.ts:300');
    expect(message['2xx /suggestions']).toBe('src/main.ts:301');
    // renderSuggestion (render.ts) shows each suggestion's title.
    expect(message['2xx /suggestions/*/title']).toBe('src/render.ts:157');
    expect(members('adminExpireTokens')).toEqual({});
    // The page reads error bodies as `unknown` (in ok()): no error member is listed.
    expect(JSON.stringify(usage)).not.toContain('"error"');
  });
});

describe("the example app's usage gate against the independent backend", () => {
  async function gate(variants: VariantName[]) {
    const backend = await startIndependentBackend({ variants });
    try {
      return await runShippedContract([
        ...['--base-url', backend.url, '--prefix', 'auto', '--usage', output],
        ...['--email', backend.credentials.email, '--password', backend.credentials.password],
        ...['--project-id', backend.sandboxProjectId, '--token-secret', backend.secret],
      ]);
    } finally {
      await backend.close();
    }
  }
  const gated = (failures: Failure[]) =>
    failures.filter((finding) => finding.usage?.verdict === 'gate');

  it('fails the clean backend on what the page really reads, and names the line of a member a variant drops', async () => {
    const clean = await gate([]);
    const dropped = await gate(['profile-drops-organization-name']);
    const cleanFailures = (clean.report?.results ?? []).flatMap((result) => result.failures);
    // This backend answers reports with another shape (period, flat counters): the page, which
    // reads report.range and report.summary, would break, and the gate says so with the line.
    expect(clean.code).toBe(1);
    expect(
      gated(cleanFailures).some(
        (finding) =>
          finding.pointer === '/body/range' &&
          finding.message === 'the backend no longer sends `range`; read at src/main.ts:201',
      ),
    ).toBe(true);
    const seen = new Set(
      cleanFailures.map((finding) => `${finding.operationId} ${finding.pointer}`),
    );
    const added = gated(
      (dropped.report?.results ?? []).flatMap((result) => result.failures),
    ).filter((finding) => !seen.has(`${finding.operationId} ${finding.pointer}`));
    expect(added.map((finding) => finding.message)).toContain(
      'the backend no longer sends `organization.name`; read at src/main.ts:145, src/main.ts:146',
    );
  }, 120_000);
});
