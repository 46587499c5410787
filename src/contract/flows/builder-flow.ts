import { randomUUID } from 'node:crypto';
import type { components } from '../../generated/openapi.js';
import type { ActiveCheck } from '../checks/active-check.js';
import { describeAnswer } from '../checks/describe-answer.js';
import { previewValue } from '../preview-value.js';
import { isJsonObject, readPointer, type JsonObject } from '../document/json-values.js';
import type { ContractRun, Exchange, FindingDraft } from '../run/contract-run.js';
import { boardShows } from './builder-board-shows.js';
import { callForBody } from './call-for-body.js';
import { readNumber } from './read-number.js';

/** The operations the flow reports on, in the order it reaches them. */
const STEPS = [
  'createBuilderSession',
  'sendBuilderMessage',
  'applyBuilderSuggestion',
  'getBoard',
  'rejectBuilderSuggestion',
  'listBuilderSuggestions',
] as const;

type Step = (typeof STEPS)[number];

/**
 * The AI builder end to end (docs/product/ai-builder.md): start a session (a 2xx) → send an
 * instruction the skills cover → at least one pending suggestion → apply it → the board shows
 * it and its revision grew → applying again is 409 → reject a pending suggestion of a second
 * instruction → the suggestion list filters by status. It changes the project's board, so it
 * runs only against the in-process mock or a `--project-id` sandbox, never with `--read-only`.
 *
 * @example
 * await builderFlow.run(run);
 */
export const builderFlow: ActiveCheck = {
  name: 'builder_flow',
  async run(run) {
    const unreported = new Set<Step>(STEPS.filter((step) => run.operation(step)));
    const skipRest = (reason: string) => {
      for (const step of unreported) {
        const operation = run.operation(step);
        if (operation) run.report('builder_flow', operation, { skipped: reason });
      }
    };
    const missing = STEPS.filter((step) => !run.operation(step));
    const projectId = run.state.ids.get('projects');
    if (missing.length > 0) return skipRest(`${missing.join(', ')} not in openapi.yaml`);
    if (!run.settings.mutations.allowed)
      return skipRest(`changes the board (${run.settings.mutations.reason ?? 'mutations off'})`);
    if (run.state.token === undefined) return skipRest('no token: sign-in did not succeed');
    if (projectId === undefined)
      return skipRest('no project: GET /projects listed none; pass --project-id');
    const reason = await walkFlow(run, projectId, (exchange, drafts) => {
      run.report('builder_flow', exchange, drafts);
      unreported.delete(exchange.operationId as Step);
      return drafts.length === 0;
    });
    if (reason !== undefined) skipRest(reason);
  },
};

type Report = (exchange: Exchange, drafts: FindingDraft[]) => boolean;

/** Runs the steps; returns why it stopped early, or undefined when it went through. */
async function walkFlow(
  run: ContractRun,
  projectId: string,
  report: Report,
): Promise<string | undefined> {
  const operation = (step: Step) => run.operation(step) ?? failMissing(step);
  const params = { id: projectId };
  const boardBefore = await callForBody(run, 'getBoard', { params });
  const revisionBefore =
    'skipped' in boardBefore ? undefined : readNumber(boardBefore.body, '/revision');

  const emptyBody: components['schemas']['CreateBuilderSessionRequest'] = {};
  const session = await run.call(operation('createBuilderSession'), {
    params,
    json: emptyBody,
    expectSuccess: true,
  });
  const sessionId = readPointer(session.outcome.response?.body, '/id');
  const sessionDrafts = statusDrafts(session, 201, 'seed');
  if (sessionDrafts.length === 0 && typeof sessionId !== 'string') {
    sessionDrafts.push(
      draft('/body/id', 'a session id', previewValue(sessionId), 'the new session has no id'),
    );
  }
  if (!report(session, sessionDrafts) || typeof sessionId !== 'string')
    return 'needs a builder session';

  const first = await messageWithPending(
    run,
    params,
    sessionId,
    await candidateInstructions(run, params),
  );
  if (!report(first.exchange, first.drafts) || !first.pending) return 'needs a pending suggestion';

  const applyParams = { id: projectId, suggestionId: first.pending.id };
  const applied = await run.call(operation('applyBuilderSuggestion'), {
    params: applyParams,
    expectSuccess: true,
  });
  const appliedBody = applied.outcome.response?.body;
  const appliedDrafts = statusDrafts(applied, 200, 'assumed');
  if (appliedDrafts.length === 0 && readPointer(appliedBody, '/suggestion/status') !== 'applied') {
    const status = previewValue(readPointer(appliedBody, '/suggestion/status'));
    appliedDrafts.push(
      draft(
        '/body/suggestion/status',
        '"applied"',
        status,
        'the applied suggestion is not marked applied',
      ),
    );
  }
  if (!report(applied, appliedDrafts)) return 'needs an applied suggestion';

  const boardAfter = await callForBody(run, 'getBoard', { params });
  if ('skipped' in boardAfter) return boardAfter.skipped;
  report(boardAfter.exchange, [
    ...revisionDrafts(
      revisionBefore,
      readNumber(boardAfter.body, '/revision'),
      readNumber(appliedBody, '/board/revision'),
    ),
    ...boardShows(boardAfter.body, readPointer(appliedBody, '/suggestion')),
  ]);

  const again = await run.call(operation('applyBuilderSuggestion'), { params: applyParams });
  report(again, statusDrafts(again, 409, 'assumed', 'applying an applied suggestion again'));

  const second = await messageWithPending(run, params, sessionId, [fallbackInstruction()]);
  if (!second.pending) {
    report(second.exchange, second.drafts);
    return 'needs a second pending suggestion to reject';
  }
  const rejectBody: components['schemas']['RejectSuggestionRequest'] = {
    reason: 'Rejected by the Standin contract suite.',
  };
  const rejected = await run.call(operation('rejectBuilderSuggestion'), {
    params: { id: projectId, suggestionId: second.pending.id },
    json: rejectBody,
    expectSuccess: true,
  });
  const rejectedDrafts = statusDrafts(rejected, 200, 'assumed');
  const rejectedStatus = readPointer(rejected.outcome.response?.body, '/suggestion/status');
  if (rejectedDrafts.length === 0 && rejectedStatus !== 'rejected') {
    rejectedDrafts.push(
      draft(
        '/body/suggestion/status',
        '"rejected"',
        previewValue(rejectedStatus),
        'the rejected suggestion is not marked rejected',
      ),
    );
  }
  if (!report(rejected, rejectedDrafts)) return 'needs a rejected suggestion';

  for (const [status, id] of [
    ['rejected', second.pending.id],
    ['applied', first.pending.id],
  ] as const) {
    const list = await callForBody(run, 'listBuilderSuggestions', {
      params,
      query: { sessionId, status },
    });
    if ('skipped' in list) return list.skipped;
    report(list.exchange, filterDrafts(list.body, status, id));
  }
  return undefined;
}

interface PendingSuggestion {
  id: string;
}

/** Send instructions until one gives a pending suggestion (one without dependencies preferred). */
async function messageWithPending(
  run: ContractRun,
  params: Record<string, string>,
  sessionId: string,
  instructions: readonly string[],
): Promise<{ exchange: Exchange; drafts: FindingDraft[]; pending?: PendingSuggestion }> {
  const operation = run.operation('sendBuilderMessage') ?? failMissing('sendBuilderMessage');
  let last: Exchange | undefined;
  for (const instruction of instructions) {
    const body: components['schemas']['BuilderMessageRequest'] = { sessionId, instruction };
    last = await run.call(operation, { params, json: body, expectSuccess: true });
    const drafts = statusDrafts(last, 200, 'seed');
    if (drafts.length > 0) return { exchange: last, drafts };
    const pending = pickPending(readPointer(last.outcome.response?.body, '/suggestions'));
    if (pending) return { exchange: last, drafts: [], pending };
  }
  if (!last) throw new Error('messageWithPending needs at least one instruction');
  return {
    exchange: last,
    drafts: [
      {
        pointer: '/body/suggestions',
        expected: 'at least one pending suggestion',
        received: `none for ${instructions.map((instruction) => JSON.stringify(instruction)).join(', ')}`,
        message: 'the builder suggested nothing for instructions its skills cover',
        source: 'assumed',
      },
    ],
  };
}

function pickPending(suggestions: unknown): PendingSuggestion | undefined {
  if (!Array.isArray(suggestions)) return undefined;
  const pending = suggestions.filter(
    (suggestion): suggestion is JsonObject & PendingSuggestion =>
      isJsonObject(suggestion) &&
      suggestion.status === 'pending' &&
      typeof suggestion.id === 'string',
  );
  // A suggestion that depends on another cannot be applied first (409 SUGGESTION_DEPENDENCY_NOT_APPLIED).
  const independent = pending.find(
    (suggestion) => !Array.isArray(suggestion.dependsOn) || suggestion.dependsOn.length === 0,
  );
  const chosen = independent ?? pending[0];
  return chosen ? { id: chosen.id } : undefined;
}

/** A skill's own example first (it is what the builder says it understands), then a fallback. */
async function candidateInstructions(
  run: ContractRun,
  params: Record<string, string>,
): Promise<string[]> {
  const skills = await callForBody(run, 'listBuilderSkills', { params });
  const items =
    'skipped' in skills || !Array.isArray(skills.body.items)
      ? []
      : skills.body.items.filter(isJsonObject);
  const preferred = items.find((skill) => skill.id === 'sub_agent.create') ?? items[0];
  const example = Array.isArray(preferred?.examples)
    ? preferred.examples.find((value) => typeof value === 'string')
    : undefined;
  return typeof example === 'string' ? [example, fallbackInstruction()] : [fallbackInstruction()];
}

function fallbackInstruction(): string {
  return `add a sub-agent called Contract Check ${randomUUID().slice(0, 8)} that handles contract checks`;
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

function statusDrafts(
  exchange: Exchange,
  expected: number,
  source: 'seed' | 'assumed',
  what?: string,
): FindingDraft[] {
  const status = exchange.outcome.response?.status;
  if (status === expected) return [];
  // Any 2xx lets the flow go on: which 2xx is valid_request_succeeds' and
  // status_code_documented's finding (an assumption: the seed states no success status).
  if (isSuccess(expected) && status !== undefined && isSuccess(status)) return [];
  const received = describeAnswer(exchange);
  return [
    {
      pointer: '/status',
      expected: isSuccess(expected) ? 'a 2xx' : String(expected),
      received,
      message: `${what ?? `${exchange.method} ${exchange.path}`} answered ${received}`,
      source,
    },
  ];
}

function revisionDrafts(
  before: number | undefined,
  after: number | undefined,
  fromApply: number | undefined,
): FindingDraft[] {
  const drafts: FindingDraft[] = [];
  if (before !== undefined && (after === undefined || after <= before)) {
    drafts.push(
      draft(
        '/body/revision',
        `> ${before} (the revision before the apply)`,
        previewValue(after),
        'the board revision did not grow after an apply',
      ),
    );
  }
  if (fromApply !== undefined && after !== undefined && after !== fromApply) {
    drafts.push(
      draft(
        '/body/revision',
        `${fromApply} (the board the apply returned)`,
        String(after),
        'the board is not the one the apply returned',
      ),
    );
  }
  return drafts;
}

function filterDrafts(body: JsonObject, status: string, id: string): FindingDraft[] {
  const items = Array.isArray(body.items) ? body.items.filter(isJsonObject) : [];
  const drafts: FindingDraft[] = [];
  const strayIndex = items.findIndex((item) => item.status !== status);
  if (strayIndex >= 0) {
    const stray = previewValue(items[strayIndex]?.status);
    drafts.push(
      draft(
        `/body/items/${strayIndex}/status`,
        JSON.stringify(status),
        stray,
        `?status=${status} listed a suggestion in another state`,
      ),
    );
  }
  if (!items.some((item) => item.id === id)) {
    const received = `${items.length} items without it`;
    drafts.push(
      draft(
        '/body/items',
        `a suggestion with id ${id}`,
        received,
        `?status=${status} does not list the suggestion the flow ${status}`,
      ),
    );
  }
  return drafts;
}

/** An assumed-fact finding: the flow's steps beyond the seed's session and message are our design. */
function draft(pointer: string, expected: string, received: string, message: string): FindingDraft {
  return { pointer, expected, received, message, source: 'assumed' };
}

function failMissing(step: string): never {
  // walkFlow runs only after every step was found in the document.
  throw new Error(`builder flow: ${step} vanished from the contract`);
}
