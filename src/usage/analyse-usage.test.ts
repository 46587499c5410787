import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as ts from 'typescript';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFrontend } from '../../test/support/usage-project.js';
import { analyseUsage, type UsageAnalysis } from './analyse-usage.js';
import { documentedOperations } from './documented-operations.js';

const SPEC = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
const OPERATIONS = documentedOperations(parse(readFileSync(SPEC, 'utf8')));

/**
 * One frontend, one file per way of reading a response; each file reads members no other file
 * reads, so every expectation below names its file and line. Line numbers are 1-based, as in an
 * editor.
 */
const FILES = {
  'src/api.ts': `import { createStandinClient } from 'standin/client';
export const api = createStandinClient({ baseUrl: 'http://127.0.0.1:4010' });
`,
  'src/optional-chain.ts': `import { api } from './api.js';
export async function slug() {
  const { data } = await api.GET('/users/me');
  return data?.organization?.slug;
}
`,
  'src/destructure.ts': `import { api } from './api.js';
export async function zone() {
  const { data } = await api.GET('/auth/profile');
  if (!data) return undefined;
  const {
    organization: { timezone: zone },
  } = data;
  return zone;
}
`,
  'src/arrays.ts': `import { api } from './api.js';
export async function projects() {
  const { data } = await api.GET('/projects');
  if (!data) return [];
  for (const project of data.items) console.log(project.name);
  data.items.forEach((project) => console.log(project.description));
  const first = data.items[0]?.['boardRevision'];
  return data.items.map(({ id }) => id).concat(String(first));
}
`,
  'src/spread-and-error.ts': `import { api } from './api.js';
export async function signIn() {
  const { data, error } = await api.POST('/auth/login', {
    body: { email: 'owner@acme.test', password: 'Passw0rd!' },
  });
  if (error) return { failed: error.code };
  return { ...data };
}
`,
  'src/helper.ts': `import type { components } from 'standin/client';
import { api } from './api.js';
type Board = components['schemas']['Board'];
async function ok<T>(pending: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data } = await pending;
  if (data === undefined) throw new Error('no data');
  return data;
}
export function revision(board: Board): number {
  return board.revision;
}
export async function load(id: string) {
  return revision(await ok(api.GET('/projects/{id}/board', { params: { path: { id } } })));
}
`,
  'src/unseen.ts': `import { api } from './api.js';
export async function unseen(id: string) {
  const raw = (await (await fetch('/api/v1/users/me')).json()) as { user: { name: string } };
  await api.GET('/projects/{id}/builder/skills', { params: { path: { id } } });
  return raw.user.name;
}
`,
};

describe('analyseUsage', () => {
  let project: ReturnType<typeof makeFrontend>;
  let analysis: UsageAnalysis;
  beforeAll(() => {
    project = makeFrontend(FILES);
    analysis = analyseUsage({
      ts,
      tsconfigPath: project.tsconfig,
      operations: OPERATIONS.filter((operation) => operation.operationId !== 'listBuilderSkills'),
    });
  }, 60_000);
  afterAll(() => project?.remove());

  /** "status pointer" → "file:line …" for one operation. */
  function members(operationId: string): Record<string, string> {
    const operation = analysis.usage.operations.find((item) => item.operationId === operationId);
    return Object.fromEntries(
      (operation?.members ?? []).map((member) => [
        `${member.status} ${member.pointer}`,
        member.reads.map((read) => `${read.file}:${read.line}`).join(' '),
      ]),
    );
  }

  it('names every typed call by operationId, with its file and line', () => {
    const calls = Object.fromEntries(
      analysis.usage.operations.map((operation) => [
        operation.operationId,
        operation.calls.map((call) => `${call.file}:${call.line}`),
      ]),
    );
    expect(calls).toEqual({
      getCurrentUser: ['src/optional-chain.ts:3'],
      getProfile: ['src/destructure.ts:3'],
      listProjects: ['src/arrays.ts:3'],
      login: ['src/spread-and-error.ts:3'],
      getBoard: ['src/helper.ts:13'],
    });
    expect(
      analysis.usage.operations.every((operation) => operation.sources.join() === 'code'),
    ).toBe(true);
  });

  it('follows optional chaining', () => {
    expect(members('getCurrentUser')).toEqual({
      '2xx /organization': 'src/optional-chain.ts:4',
      '2xx /organization/slug': 'src/optional-chain.ts:4',
    });
  });

  it('follows nested destructuring with a rename', () => {
    expect(members('getProfile')).toEqual({
      '2xx /organization': 'src/destructure.ts:6',
      '2xx /organization/timezone': 'src/destructure.ts:6',
    });
  });

  it("follows array items through for…of, forEach, map with a destructured parameter, and [0]['key']", () => {
    expect(members('listProjects')).toEqual({
      '2xx /items': 'src/arrays.ts:5 src/arrays.ts:6 src/arrays.ts:7 src/arrays.ts:8',
      '2xx /items/*/name': 'src/arrays.ts:5',
      '2xx /items/*/description': 'src/arrays.ts:6',
      '2xx /items/*/boardRevision': 'src/arrays.ts:7',
      '2xx /items/*/id': 'src/arrays.ts:8',
    });
  });

  it('counts a spread as reading every member, and error reads as status "error"', () => {
    expect(members('login')).toEqual({
      'error /code': 'src/spread-and-error.ts:6',
      '2xx /accessToken': 'src/spread-and-error.ts:7',
      '2xx /user': 'src/spread-and-error.ts:7',
      '2xx /tokenType': 'src/spread-and-error.ts:7',
      '2xx /expiresIn': 'src/spread-and-error.ts:7',
    });
  });

  it('follows a value through a generic helper into a function typed with components', () => {
    expect(members('getBoard')).toEqual({ '2xx /revision': 'src/helper.ts:10' });
  });

  it('sees nothing in plain fetch, and leaves out a typed call to a path the document lacks', () => {
    const everything = JSON.stringify(analysis.usage);
    expect(everything).not.toContain('src/unseen.ts');
    expect(analysis.notes).toEqual([
      'GET /projects/{id}/builder/skills (src/unseen.ts:4) is not in openapi.yaml; left out.',
    ]);
    expect(analysis.files).toBe(Object.keys(FILES).length);
  });
});
