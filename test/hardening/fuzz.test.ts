import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOperation } from '../../src/handlers/gate.js';
import { MAX_BODY_BYTES } from '../../src/mock/create-handlers.js';
import type { RunningServer } from '../../src/mock/start-server.js';
import type { Operation } from '../../src/spec/index.js';
import { login, startTestServer } from '../support/http.js';
import {
  VALID_AUTH,
  bodyLength,
  requestsFor,
  toRawRequest,
  unknownRouteRequests,
  type FuzzCase,
  type FuzzIds,
  type TokenSource,
} from '../support/hardening-fuzz-requests.js';
import { unparsableRequests } from '../support/hardening-fuzz-garbage.js';
import {
  allOperations,
  documentedStatuses,
  errorBodyProblems,
} from '../support/hardening-operations.js';
import {
  describeRawRequest,
  sendBytes,
  sendRaw,
  type RawAnswer,
  type RawRequest,
} from '../support/hardening-raw-http.js';
import {
  makeAcmeSuggestions,
  mintToken,
  signWithOtherSecret,
  unsignedToken,
} from '../support/hardening-world.js';

/*
 * Requests generated from openapi.yaml for every operation, valid and invalid, against a real
 * server on loopback with the drift guard on (any answer that does not match openapi.yaml is a
 * 500 MOCK_DRIFT). Properties: never a 5xx; every 4xx carries the documented error body and a
 * status the operation documents (404 for a route that does not exist); a protected operation
 * never answers 2xx without a valid token; the server still answers afterwards.
 *
 * Deterministic and bounded: a fixed seed and a fixed number of runs per property, which takes
 * a few seconds; the time budget is only a cap for a machine under heavy load (fewer runs then,
 * never a failure for slowness). Explore more locally, e.g.
 * STANDIN_FUZZ_SEED=7 STANDIN_FUZZ_RUNS=400 STANDIN_FUZZ_BUDGET_MS=120000 npx vitest run test/hardening/fuzz.test.ts
 */
const SEED = Number(process.env.STANDIN_FUZZ_SEED ?? 20260115);
const RUNS_PER_OPERATION = Number(process.env.STANDIN_FUZZ_RUNS ?? 40);
const BUDGET_MS = Number(process.env.STANDIN_FUZZ_BUDGET_MS ?? 30_000);
// Per property: a whole number of seconds, so that even a slow first request fits (fast-check
// fails a property interrupted before its first run).
const OPERATION_BUDGET_MS = Math.max(1_000, Math.floor((BUDGET_MS * 0.9) / allOperations.length));
const EXTRA_PROPERTY_BUDGET_MS = Math.max(1_000, Math.floor(BUDGET_MS * 0.05));

let server: RunningServer;
let ids: FuzzIds;
let tokens: TokenSource;

/** What the run saw, printed at the end so the totals can be quoted. */
const tally = {
  requests: 0,
  serverErrors: 0,
  byStatus: new Map<number, number>(),
  operations: new Set<string>(),
};

beforeAll(async () => {
  server = await startTestServer({ conversationsPerOrg: 60 });
  const acme = await login(server.url);
  const builder = await makeAcmeSuggestions(server.url, acme);
  ids = {
    projects: ['prj_acme_support', 'prj_acme_sales', 'prj_globex_helpdesk'],
    sessions: [builder.sessionId],
    suggestions: builder.suggestionIds,
  };
  const claims = JSON.parse(
    Buffer.from(acme.split('.')[1] ?? '', 'base64url').toString(),
  ) as Record<string, unknown>;
  tokens = {
    valid: (kind) => mintToken(server, kind),
    algNone: unsignedToken(acme),
    wrongSecret: await signWithOtherSecret(claims),
  };
});

afterAll(async () => {
  const statuses = [...tally.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`);
  console.log(
    `[hardening] fuzz: ${tally.requests} requests over ${tally.operations.size} operations of openapi.yaml + unknown routes + unparsable requests, ${tally.serverErrors} answered 5xx (seed ${SEED}); statuses ${statuses.join(' ')}`,
  );
  await server?.close();
});

/** The statuses allowed for a request, as the server will route it. */
function allowedStatuses(
  request: RawRequest,
  length: number,
): { allowed: Set<number>; operation: Operation | undefined } {
  const encoding = request.headers.find(([name]) => name.toLowerCase() === 'content-encoding')?.[1];
  const encoded = length > 0 && encoding !== undefined && encoding !== 'identity';
  // CORS answers every preflight itself, before the body is read (src/server/create-app.ts).
  if (request.method === 'OPTIONS') return { allowed: new Set([204]), operation: undefined };
  // docs/product/errors.md: a body over 1 MiB is refused on every route, before routing (an
  // encoded body is measured once decoded, so it may fail to decode first, see below).
  if (length > MAX_BODY_BYTES && !encoded) return { allowed: new Set([413]), operation: undefined };
  // The adapter builds the URL the same way (toFetchRequest): dot segments resolved, escapes kept.
  const pathname = new URL(`http://127.0.0.1${request.target}`).pathname;
  const found = resolveOperation(server.mock.context, request.method, pathname);
  const allowed = found ? documentedStatuses(found.operation) : new Set([404]);
  // express's body reader decodes a Content-Encoding before any route is known, and answers 400
  // (cannot inflate), 415 (unknown encoding) or 413 on every route; openapi.yaml documents these
  // only on operations with a body (reported to the lead).
  if (encoded) for (const status of [400, 413, 415]) allowed.add(status);
  return { allowed, operation: found?.operation };
}

/** Every property the answer breaks; empty when it keeps them all. */
function problemsWith(fuzzCase: FuzzCase, request: RawRequest, answer: RawAnswer): string[] {
  const problems: string[] = [];
  const { allowed, operation } = allowedStatuses(request, bodyLength(fuzzCase.body));
  if (answer.status >= 500) problems.push(`answered ${answer.status} (every 5xx is a bug)`);
  if (!allowed.has(answer.status)) {
    problems.push(
      `status ${answer.status} is not documented for ${operation?.operationId ?? 'an unknown route'} (allowed: ${[...allowed].join(', ')})`,
    );
  }
  if (answer.status >= 400 && request.method !== 'HEAD')
    problems.push(...errorBodyProblems(answer));
  const prefer = request.headers.some(([name]) => name.toLowerCase() === 'prefer');
  if (operation?.secured && !VALID_AUTH.has(fuzzCase.auth) && answer.status < 300 && !prefer) {
    problems.push(`a protected operation answered ${answer.status} to auth "${fuzzCase.auth}"`);
  }
  const code = (answer.json as { code?: unknown } | undefined)?.code;
  if (
    typeof code === 'string' &&
    code.startsWith('TOKEN_') &&
    !answer.headers['www-authenticate']
  ) {
    problems.push('a 401 for a token without WWW-Authenticate');
  }
  if (answer.status === 429 && !answer.headers['retry-after'])
    problems.push('a 429 without Retry-After');
  return problems;
}

/** Sends one case and throws (with the exact request) when the answer breaks a property. */
async function exchange(fuzzCase: FuzzCase): Promise<void> {
  const request = await toRawRequest(fuzzCase, tokens);
  tally.requests += 1;
  if (fuzzCase.intent !== 'unknown-route') tally.operations.add(fuzzCase.intent);
  let answer: RawAnswer;
  try {
    answer = await sendRaw(server.port, request);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n  request: ${describeRawRequest(request)}`, {
      cause: error,
    });
  }
  tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
  if (answer.status >= 500) tally.serverErrors += 1;
  const problems = problemsWith(fuzzCase, request, answer);
  if (problems.length > 0) {
    throw new Error(
      `${problems.join('; ')}\n  request: ${describeRawRequest(request)}\n  answer: ${answer.status} ${answer.text.slice(0, 600)}`,
    );
  }
}

function runFuzz(
  arbitrary: fc.Arbitrary<FuzzCase>,
  numRuns: number,
  budgetMs: number,
): Promise<void> {
  return fc.assert(fc.asyncProperty(arbitrary, exchange), {
    seed: SEED,
    numRuns,
    // A budget, not a requirement: on a busy machine fewer runs happen, and that is not a failure.
    plugins: [fc.interruptAfterTimeLimit(budgetMs)],
  });
}

describe('fuzzing every operation of openapi.yaml over a real port', () => {
  it.each(allOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s keeps every property',
    async (_, operation) => {
      await runFuzz(requestsFor(operation, ids), RUNS_PER_OPERATION, OPERATION_BUDGET_MS);
    },
    30_000,
  );

  it('keeps every property for any method on any path', async () => {
    await runFuzz(unknownRouteRequests(), RUNS_PER_OPERATION * 2, EXTRA_PROPERTY_BUDGET_MS);
  }, 30_000);

  it('answers bytes that are not HTTP with a 4xx and the documented error body', async () => {
    await fc.assert(
      fc.asyncProperty(unparsableRequests(), async (garbage) => {
        tally.requests += 1;
        const answer = await sendBytes(server.port, Buffer.from(garbage.text, 'latin1'), 'GET');
        tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) tally.serverErrors += 1;
        const problems = [
          ...(answer.status >= 400 && answer.status < 500 ? [] : [`answered ${answer.status}`]),
          ...errorBodyProblems(answer),
        ];
        if (problems.length > 0) {
          throw new Error(
            `${problems.join('; ')}\n  request: ${JSON.stringify(garbage.text.slice(0, 2000))}\n  answer: ${answer.status} ${answer.text.slice(0, 300)}`,
          );
        }
      }),
      {
        seed: SEED,
        numRuns: RUNS_PER_OPERATION,
        plugins: [fc.interruptAfterTimeLimit(EXTRA_PROPERTY_BUDGET_MS)],
      },
    );
  }, 30_000);

  it('still answers health and sign-in afterwards, having seen no 5xx', async () => {
    const health = await sendRaw(server.port, {
      method: 'GET',
      target: '/__standin/health',
      headers: [],
    });
    expect(health.status).toBe(200);
    await expect(login(server.url)).resolves.toMatch(/^ey/);
    expect(tally.serverErrors).toBe(0);
  });
});
