import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/openapi.js';
import { call, login, NOW, startTestServer } from '../support/http.js';
import { buildCliPackage } from '../support/hardening-cli-build.js';
import { startServeProcess, type ServeProcess } from '../support/hardening-serve-process.js';
import {
  PROJECT_PATH,
  instruct,
  makeAcmeSuggestions,
  startSession,
} from '../support/hardening-world.js';

type Schemas = components['schemas'];

/*
 * docs/product/mock-controls.md: with --state-file every acknowledged change is on disk before the
 * response is sent, so `kill -9` loses nothing acknowledged. The real command line is killed with
 * SIGKILL in the middle of a burst of applies and session creations, then restarted on the same
 * file: everything that got a 200/201 is there, and the file always parses.
 */
const SECRET = 'crash-safety-secret-0123456789abcdef';
const APPLIES = 45;
const SESSIONS = 15;

let bin: string;
/** Temporary folders: the built command line and the state files. */
const folders: string[] = [];
let stateFile: string;
let args: string[];
const running = new Set<ServeProcess>();

beforeAll(async () => {
  const cli = await buildCliPackage();
  bin = cli.bin;
  const stateFolder = await mkdtemp(join(tmpdir(), 'standin-crash-'));
  folders.push(cli.folder, stateFolder);
  stateFile = join(stateFolder, 'state.json');
  args = [
    '--state-file',
    stateFile,
    '--quiet',
    '--token-secret',
    SECRET,
    '--now',
    NOW,
    '--conversations',
    '20',
  ];
}, 60_000);

afterAll(async () => {
  await Promise.all([...running].map((server) => server.kill()));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function serve(): Promise<ServeProcess> {
  const server = await startServeProcess(bin, args);
  running.add(server);
  return server;
}

/** Reads and parses the state file over and over until stopped; collects reads that did not parse. */
function watchStateFile() {
  let stopped = false;
  let reads = 0;
  const torn: string[] = [];
  const loop = (async () => {
    while (!stopped) {
      const text = await readFile(stateFile, 'utf8');
      reads += 1;
      try {
        JSON.parse(text);
      } catch (error) {
        torn.push(`${(error as Error).message} (${text.length} bytes)`);
      }
      await sleep(2);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return { reads, torn };
    },
  };
}

interface Acknowledged {
  applied: Array<{ id: string; name: string }>;
  sessions: string[];
}

/**
 * One round: make pending suggestions, then fire applies and session creations all at once and
 * SIGKILL the server as soon as a third of the applies are acknowledged. Returns what was.
 */
async function burstAndKill(
  server: ServeProcess,
  token: string,
  round: number,
): Promise<{ acknowledged: Acknowledged; revisionBefore: number }> {
  const sessionId = await startSession(server.url, token);
  const drafts = await Promise.all(
    Array.from({ length: APPLIES }, async (_, i) => {
      const name = `Survivor ${round}-${i}`;
      const { suggestions } = await instruct(
        server.url,
        token,
        sessionId,
        `add a sub-agent called ${name} that handles case ${i}`,
      );
      return { id: suggestions[0]?.id ?? '', name };
    }),
  );
  const board = await call<Schemas['Board']>(server.url, 'GET', `${PROJECT_PATH}/board`, { token });
  const acknowledged: Acknowledged = { applied: [], sessions: [] };
  const killAt = Math.floor(APPLIES / 3);

  const burst = [
    ...drafts.map(async (draft) => {
      const answer = await call(
        server.url,
        'POST',
        `${PROJECT_PATH}/builder/suggestions/${draft.id}/apply`,
        { token },
      );
      if (answer.status !== 200) throw new Error(`apply answered ${answer.status}: ${answer.text}`);
      acknowledged.applied.push(draft);
      // Kill at once, from inside the burst: no later response gets a chance to be written first.
      if (acknowledged.applied.length === killAt) server.child.kill('SIGKILL');
    }),
    ...Array.from({ length: SESSIONS }, async () => {
      const answer = await call<Schemas['BuilderSession']>(
        server.url,
        'POST',
        `${PROJECT_PATH}/builder/session`,
        { token, body: {} },
      );
      if (answer.status !== 201)
        throw new Error(`session answered ${answer.status}: ${answer.text}`);
      acknowledged.sessions.push(answer.body.id);
    }),
  ];
  const outcomes = await Promise.allSettled(burst);
  await server.kill();
  running.delete(server);
  // Requests cut off by the kill fail with a network error, never with an HTTP error status.
  const refused = outcomes.flatMap((o) =>
    o.status === 'rejected' && /answered/.test(String(o.reason)) ? [String(o.reason)] : [],
  );
  expect(refused).toEqual([]);
  return { acknowledged, revisionBefore: board.body.revision };
}

describe('standin serve --state-file under kill -9', () => {
  it('keeps every acknowledged apply and session across two SIGKILLs mid-burst', async () => {
    let server = await serve();
    const token = await login(server.url);
    const everything: Acknowledged = { applied: [], sessions: [] };
    let revisionFloor = 0;
    let reads = 0;

    for (const round of [1, 2]) {
      const watching = watchStateFile();
      const { acknowledged, revisionBefore } = await burstAndKill(server, token, round);
      const seen = await watching.stop();
      expect(seen.torn, 'a read of the state file that did not parse').toEqual([]);
      reads += seen.reads;
      // The kill landed in the middle: some applies were acknowledged, others were not.
      expect(acknowledged.applied.length).toBeGreaterThanOrEqual(Math.floor(APPLIES / 3));
      expect(acknowledged.applied.length).toBeLessThan(APPLIES);
      everything.applied.push(...acknowledged.applied);
      everything.sessions.push(...acknowledged.sessions);
      revisionFloor = Math.max(revisionFloor, revisionBefore + acknowledged.applied.length);

      JSON.parse(await readFile(stateFile, 'utf8'));
      server = await serve();

      // The same token still works: --token-secret makes tokens survive the restart.
      const state = await call<Schemas['StateSnapshot']>(server.url, 'GET', '/__standin/state');
      const suggestions = new Map(state.body.suggestions.map((s) => [s.id, s.status]));
      const board = await call<Schemas['Board']>(server.url, 'GET', `${PROJECT_PATH}/board`, {
        token,
      });
      expect(board.status).toBe(200);
      const names = new Set(board.body.subAgents.map((agent) => agent.name));
      expect(
        everything.applied.filter((a) => suggestions.get(a.id) !== 'applied').map((a) => a.id),
      ).toEqual([]);
      expect(everything.applied.filter((a) => !names.has(a.name)).map((a) => a.name)).toEqual([]);
      expect(board.body.revision).toBeGreaterThanOrEqual(revisionFloor);
      const sessions = new Set(state.body.sessions.map((s) => s.id));
      expect(everything.sessions.filter((id) => !sessions.has(id))).toEqual([]);
    }
    expect(reads).toBeGreaterThan(0);

    // A body nested 5000 deep must not stop the process: the journal walks each body after the
    // answer was sent, where an error would be an unhandled rejection (the fuzz found one).
    const deep = await call(server.url, 'POST', '/api/v1/auth/login', {
      rawBody: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(deep.status).toBe(400);
    await sleep(200);
    expect(server.child.exitCode, server.stderr()).toBeNull();
    expect((await call(server.url, 'GET', '/__standin/health')).status).toBe(200);
    await server.kill();
    running.delete(server);
  }, 60_000);
});

describe('refused changes lose nothing', () => {
  it('keeps the builder state, the seed and the state file when an import is refused', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'standin-refused-'));
    folders.push(folder);
    const file = join(folder, 'state.json');
    const server = await startTestServer({ conversationsPerOrg: 20, stateFile: file });
    try {
      const token = await login(server.url);
      const acme = await makeAcmeSuggestions(server.url, token);
      const onDisk = await readFile(file, 'utf8');
      const exported = await call<Schemas['StateSnapshot']>(server.url, 'GET', '/__standin/state');
      // Another seed (so the import must reseed) and a project of an organization that does not exist.
      const refused = structuredClone(exported.body);
      refused.seed = 2;
      (refused.projects[0] as Schemas['Project']).organizationId = 'org_nowhere';
      const answer = await call<{ code: string }>(server.url, 'PUT', '/__standin/state', {
        body: refused,
      });
      expect([answer.status, answer.body.code]).toEqual([400, 'VALIDATION_FAILED']);

      const after = await call<Schemas['StateSnapshot']>(server.url, 'GET', '/__standin/state');
      expect(after.body.seed).toBe(exported.body.seed);
      expect(after.body.sessions.map((s) => s.id)).toContain(acme.sessionId);
      expect(after.body.suggestions.map((s) => s.id)).toEqual(
        expect.arrayContaining(acme.suggestionIds),
      );
      expect(await readFile(file, 'utf8')).toBe(onDisk);

      const outOfRange = await call<{ code: string }>(server.url, 'POST', '/__standin/reset', {
        body: { seed: 3, now: '9999-12-31T23:59:59Z' },
      });
      expect([outOfRange.status, outOfRange.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(
        (await call<Schemas['AdminHealth']>(server.url, 'GET', '/__standin/health')).body.seed,
      ).toBe(exported.body.seed);
    } finally {
      await server.close();
    }
  });
});
