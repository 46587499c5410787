import SwaggerParser from '@apidevtools/swagger-parser';
import { parse, parseDocument } from 'yaml';
import { headerMatches } from '../contract/document/header-schema.js';
import { isJsonObject } from '../contract/document/json-values.js';
import {
  findResponse,
  readContractOperations,
  type ContractOperation,
} from '../contract/document/read-contract-operations.js';
import { applyOverlay, applyOverlayToText } from './apply-overlay.js';
import { observeSchema, type Observations } from './collect-observations.js';
import { asObject, resolveLocation, sourceAt, valueAt, type Location } from './document-view.js';
import { formatJsonPath } from './json-path.js';
import { createOperationMatcher } from './match-operation.js';
import type { Proposal, Refusal } from './proposal.js';
import { proposeSchemaChanges } from './propose-schema-changes.js';
import { proposeTidy } from './propose-tidy.js';
import type { RecordedEntry } from './read-har.js';
import { seedFacts } from './seed-facts.js';
import { describeLocation } from './describe-location.js';
import { createValueCheck, type ValueCheck } from './value-check.js';

export interface ReconcileInput {
  /** openapi.yaml as written (comments, `$ref`s). */
  specText: string;
  /** The same document dereferenced (`loadContractDocument`). */
  dereferenced: Record<string, unknown>;
  entries: readonly RecordedEntry[];
}

/** What one operation answered in the recording. */
export interface OperationSeen {
  operation: ContractOperation;
  /** Answers per status. */
  statuses: Map<number, number>;
}

export interface ReconcileResult {
  /** Recorded exchanges that matched an operation, by operation, in document order. */
  seen: OperationSeen[];
  /** Recorded exchanges outside openapi.yaml, as `METHOD /path` with a count. */
  unmatched: Map<string, number>;
  /** Changes that make the document describe the recording (assumptions only). */
  proposals: Proposal[];
  /** Differences from seed facts: never changed, listed so they stay visible. */
  refused: Proposal[];
  /** What was seen but is not turned into a change, with the reason. */
  notes: Refusal[];
}

/**
 * Compare every recorded answer with what openapi.yaml documents for its operation and status,
 * and propose the changes that make the document's assumptions describe the backend. A change
 * to a seed fact is never proposed: it is listed under `refused`, and a final guard drops any
 * proposal that would alter {@link seedFacts}.
 *
 * @example
 * const result = await reconcile({ specText, dereferenced: await loadContractDocument(path), entries: readHar(harText) });
 * result.proposals.length; // 0 when the document already describes the recording
 */
export async function reconcile(input: ReconcileInput): Promise<ReconcileResult> {
  const fits = createValueCheck();
  const first = reconcileRound(input, fits);
  const refused = first.proposals.filter((item) => item.source === 'seed');
  const kept = guardSeedFacts(
    input.specText,
    first.proposals.filter((item) => item.source !== 'seed'),
    refused,
  );
  // A change can reveal the next one: a member renamed from `range` to `period` is compared with
  // `range`'s schema only once the document says so. Up to two more rounds on the changed text.
  for (let round = 0; round < 2 && kept.length > 0; round += 1) {
    const specText = applyOverlayToText(
      input.specText,
      kept.flatMap((item) => item.actions),
    );
    const dereferenced = await dereference(specText);
    if (!dereferenced) break;
    const next = reconcileRound({ specText, dereferenced, entries: input.entries }, fits);
    const known = new Set([...kept, ...refused].map(fingerprint));
    const fresh = next.proposals.filter((item) => !known.has(fingerprint(item)));
    refused.push(...fresh.filter((item) => item.source === 'seed'));
    const more = guardSeedFacts(
      input.specText,
      fresh.filter((item) => item.source !== 'seed'),
      refused,
      kept,
    );
    if (more.length === 0) break;
    kept.push(...more);
  }
  const tidy = kept.length > 0 ? await proposeTidy(input.specText, kept, fits) : [];
  const tidied = guardSeedFacts(input.specText, tidy, refused, kept);
  return {
    seen: first.seen,
    unmatched: first.unmatched,
    proposals: [...kept, ...tidied],
    refused,
    notes: first.notes,
  };
}

function fingerprint(item: Proposal): string {
  return `${item.where}\u0000${item.text}`;
}

async function dereference(specText: string): Promise<Record<string, unknown> | undefined> {
  try {
    return (await SwaggerParser.dereference(parse(specText) as never)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** One comparison of the recording with the document; the proposals are not guarded yet. */
function reconcileRound(
  input: ReconcileInput,
  fits: ValueCheck,
): Pick<ReconcileResult, 'seen' | 'unmatched' | 'proposals' | 'notes'> {
  const document = parseDocument(input.specText).toJS() as unknown;
  const operations = readContractOperations(input.dereferenced);
  const match = createOperationMatcher(operations);
  const byOperation = new Map<string, RecordedEntry[]>();
  const unmatched = new Map<string, number>();
  for (const entry of input.entries) {
    const operation = entry.label?.documented === false ? undefined : match(entry);
    if (!operation) {
      const key = `${entry.method} ${entry.label?.pathTemplate ?? entry.path}`;
      unmatched.set(key, (unmatched.get(key) ?? 0) + 1);
      continue;
    }
    byOperation.set(operation.operationId, [
      ...(byOperation.get(operation.operationId) ?? []),
      entry,
    ]);
  }

  const observations: Observations = new Map();
  const examplesWritten = new Set<string>();
  const headerSamples = new Map<
    string,
    { location: Location; entries: RecordedEntry[]; operations: Set<string> }
  >();
  const proposals: Proposal[] = [];
  const notes: Refusal[] = [];
  const seen: OperationSeen[] = [];
  const errorBody: Location = ['components', 'schemas', 'ErrorBody'];
  const hasErrorBody = isJsonObject(valueAt(document, errorBody));

  for (const operation of operations) {
    const entries = byOperation.get(operation.operationId);
    if (!entries) continue;
    const statuses = new Map<number, number>();
    for (const entry of entries) statuses.set(entry.status, (statuses.get(entry.status) ?? 0) + 1);
    seen.push({ operation, statuses });
    const operationAt: Location = ['paths', operation.path, operation.method.toLowerCase()];
    const responsesAt: Location = [...operationAt, 'responses'];
    const note = (text: string) => notes.push({ operationId: operation.operationId, text });

    if (statuses.size === 1 && statuses.has(404) && entries.length >= 2) {
      proposals.push(proposeNoRoute(document, operation, operationAt, entries.length));
      continue;
    }
    if (statuses.size === 1 && statuses.has(405)) {
      const move = proposeMethodMove(document, operation, operationAt, entries);
      if (move) proposals.push(move);
      else
        note(
          `405 (${entries.length}×) without an Allow header naming one other method: not reconciled`,
        );
      continue;
    }
    for (const status of [...statuses.keys()].sort()) {
      const all = entries.filter((entry) => entry.status === status);
      // The seed: "When the token is missing, expired or invalid, the service answers 401."
      const authProbes = all.filter((entry) => entry.label?.check?.startsWith('auth_'));
      if (status !== 401 && authProbes.length > 0) {
        const checks = [...new Set(authProbes.map((entry) => entry.label?.check))].join(', ');
        note(
          `${status} to a missing, expired or invalid token (${checks}): the seed says 401; not reconciled`,
        );
      }
      const group = status === 401 ? all : all.filter((entry) => !authProbes.includes(entry));
      if (group.length === 0) continue;
      if (status >= 500) {
        note(`${status} (${group.length}×): a server error is a defect, never documented`);
        continue;
      }
      if (status < 200 || (status >= 300 && status < 400)) {
        note(`${status} (${group.length}×): not a final answer; not reconciled`);
        continue;
      }
      const refusedValid = group.filter((entry) => entry.label?.valid === true && status >= 400);
      if (refusedValid.length > 0)
        note(
          `${status} to ${refusedValid.length} request(s) built to be valid: the request side is not reconciled`,
        );
      let documented = findResponse(operation, status)?.status;
      if (documented !== undefined && status < 300 && !documented.startsWith('2'))
        documented = undefined;
      let moved = false;
      if (documented === undefined) {
        const added = proposeStatus(
          document,
          operation,
          responsesAt,
          status,
          group,
          statuses,
          hasErrorBody,
        );
        if (!added) {
          note(`${status} (${group.length}×) is not documented and has no JSON body to describe`);
          continue;
        }
        proposals.push(added.proposal);
        documented = added.schemaFrom;
        moved = added.proposal.actions.some((action) => action.remove === true);
      }
      const responseAt = resolveLocation(document, [...responsesAt, documented]);
      const media = pickMedia(valueAt(document, responseAt), group[0]?.contentType ?? '');
      // A status just proposed has no response yet: its body is an error body.
      const schemaAt =
        media !== undefined
          ? [...responseAt, 'content', media, 'schema']
          : status >= 400 && hasErrorBody
            ? errorBody
            : undefined;
      const bodies = group.filter((entry) => entry.body !== undefined);
      if (media !== undefined && bodies[0] !== undefined && status < 300) {
        // An inline response that a status change just moved is found under its new status.
        const movedTo =
          moved && responseAt.length > responsesAt.length ? String(status) : undefined;
        const exampleAt = movedTo
          ? [...responsesAt, movedTo, ...responseAt.slice(responsesAt.length + 1)]
          : responseAt;
        const example = proposeExample(
          document,
          input.dereferenced,
          fits,
          { read: [...responseAt, 'content', media], write: [...exampleAt, 'content', media] },
          bodies[0].body,
          operation.operationId,
        );
        const exampleKey = example?.actions.at(-1)?.target ?? '';
        if (example && !examplesWritten.has(exampleKey)) {
          examplesWritten.add(exampleKey);
          proposals.push(example);
        }
      }
      if (schemaAt !== undefined && bodies.length > 0) {
        observeSchema(
          document,
          schemaAt,
          bodies.map((entry) => ({
            value: entry.body,
            operationId: operation.operationId,
            extras: true,
          })),
          observations,
        );
      }
      const key = JSON.stringify(responseAt);
      const headers = headerSamples.get(key) ?? {
        location: responseAt,
        entries: [],
        operations: new Set(),
      };
      headers.entries.push(...group);
      headers.operations.add(operation.operationId);
      headerSamples.set(key, headers);
    }
  }

  proposals.push(
    ...proposeSchemaChanges({
      document,
      dereferenced: input.dereferenced,
      observations,
      fits,
    }),
    ...proposeHeaders(document, headerSamples),
    ...proposeLenientParameters(document, seen, byOperation, fits),
    ...proposeSpanLimits(document, seen, byOperation),
    ...proposeLenientBodies(document, seen, byOperation),
  );
  return { seen, unmatched, proposals, notes };
}

/** An undocumented status: a success replaces the documented one it stands for, a 4xx is added. */
function proposeStatus(
  document: unknown,
  operation: ContractOperation,
  responsesAt: Location,
  status: number,
  group: readonly RecordedEntry[],
  statuses: ReadonlyMap<number, number>,
  hasErrorBody: boolean,
): { proposal: Proposal; schemaFrom: string } | undefined {
  const responses = asObject(valueAt(document, responsesAt));
  const key = String(status);
  const base = {
    where: `${operation.method} ${operation.path}`,
    operations: [operation.operationId],
    samples: group.length,
    source: sourceAt(document, [...responsesAt, key]),
  };
  if (status < 300) {
    // The seed states no success status: which 2xx is an assumption even on a seed operation.
    base.source = 'assumed';
    const successes = Object.keys(responses).filter((name) => name.startsWith('2'));
    const [only] = successes;
    if (only === undefined) return undefined;
    const replace = successes.length === 1 && !statuses.has(Number(only));
    const text = replace
      ? `success status ${only} → ${key}: every valid request was answered ${key} (the seed states no success status)`
      : `success status ${key} added beside ${successes.join(', ')}`;
    return {
      schemaFrom: only,
      proposal: {
        ...base,
        kind: 'status',
        text: `${text} (${group.length} answers)`,
        actions: [
          {
            target: formatJsonPath(responsesAt),
            update: { [key]: responses[only] },
            description: text,
          },
          ...(replace
            ? [
                {
                  target: formatJsonPath([...responsesAt, only]),
                  remove: true as const,
                  description: text,
                },
              ]
            : []),
        ],
      },
    };
  }
  if (!hasErrorBody || !group.some((entry) => isJsonObject(entry.body))) return undefined;
  const text = `status ${key} added: the backend answers it (error body: ErrorBody)`;
  return {
    schemaFrom: key,
    proposal: {
      ...base,
      kind: 'response',
      text: `${text} (${group.length} answers)`,
      actions: [
        {
          target: formatJsonPath(responsesAt),
          update: {
            [key]: {
              description: `Answered by the backend (recorded ${group.length}×).`,
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/ErrorBody' },
                  // The lint wants an example on every response: the first recorded answer.
                  example: group.find((entry) => isJsonObject(entry.body))?.body,
                },
              },
            },
          },
          description: text,
        },
      ],
    },
  };
}

/**
 * A documented example that the recorded answer's schema no longer describes would fail the
 * document's own lint after the change: it becomes the recorded answer (already redacted).
 */
function proposeExample(
  document: unknown,
  dereferenced: unknown,
  fits: ValueCheck,
  at: { read: Location; write: Location },
  body: unknown,
  operationId: string,
): Proposal | undefined {
  const mediaAt = at.write;
  const media = asObject(valueAt(document, at.read));
  const schema = valueAt(dereferenced, [...at.read, 'schema']);
  if (media.example === undefined && media.examples === undefined) return undefined;
  if (!isJsonObject(schema) || fits(schema, body)) return undefined;
  const text = 'example replaced by a recorded answer: the documented one no longer fits';
  return {
    kind: 'example',
    where: describeLocation(mediaAt),
    operations: [operationId],
    samples: 1,
    text,
    actions: [
      ...(['example', 'examples'] as const)
        .filter((key) => media[key] !== undefined)
        .map((key) => ({
          target: formatJsonPath([...mediaAt, key]),
          remove: true as const,
          description: text,
        })),
      { target: formatJsonPath(mediaAt), update: { example: body }, description: text },
    ],
    source: 'assumed',
  };
}

/** Every request answered 404: the backend has no such route, so the document should not list it. */
function proposeNoRoute(
  document: unknown,
  operation: ContractOperation,
  operationAt: Location,
  answers: number,
): Proposal {
  const text = `every request answered 404 (${answers} answers): the backend has no such route; operation removed`;
  return {
    kind: 'operation',
    where: `${operation.method} ${operation.path}`,
    operations: [operation.operationId],
    samples: answers,
    text,
    actions: [{ target: formatJsonPath(operationAt), remove: true, description: text }],
    source: sourceAt(document, operationAt),
  };
}

/**
 * Every request answered 405 with `Allow` naming one method the path does not document yet: the
 * backend serves the operation under that method, so it moves there (same operationId).
 */
function proposeMethodMove(
  document: unknown,
  operation: ContractOperation,
  operationAt: Location,
  entries: readonly RecordedEntry[],
): Proposal | undefined {
  const pathAt = operationAt.slice(0, -1);
  const documented = new Set(Object.keys(asObject(valueAt(document, pathAt))));
  const allowed = new Set(
    entries.flatMap((entry) =>
      (entry.headers.allow ?? '')
        .split(',')
        .map((method) => method.trim().toLowerCase())
        .filter((method) => method !== '' && method !== 'head' && method !== 'options'),
    ),
  );
  const candidates = [...allowed].filter((method) => !documented.has(method));
  const [method] = candidates;
  if (candidates.length !== 1 || method === undefined) return undefined;
  const text = `every request answered 405, Allow: ${[...allowed].map((m) => m.toUpperCase()).join(', ')} (${entries.length} answers): the backend serves it as ${method.toUpperCase()}; operation moved`;
  return {
    kind: 'operation',
    where: `${operation.method} ${operation.path}`,
    operations: [operation.operationId],
    samples: entries.length,
    text,
    actions: [
      {
        target: formatJsonPath(pathAt),
        update: { [method]: valueAt(document, operationAt) },
        description: text,
      },
      { target: formatJsonPath(operationAt), remove: true, description: text },
    ],
    source: sourceAt(document, operationAt),
  };
}

function proposeHeaders(
  document: unknown,
  samples: Map<string, { location: Location; entries: RecordedEntry[]; operations: Set<string> }>,
): Proposal[] {
  const proposals: Proposal[] = [];
  // A shared header (`components.headers.WWW-Authenticate`) is judged once, on every answer.
  const shared = new Map<
    string,
    { at: Location; entries: RecordedEntry[]; operations: Set<string> }
  >();
  for (const { location, entries, operations } of samples.values()) {
    const headers = asObject(asObject(valueAt(document, location)).headers);
    for (const name of Object.keys(headers)) {
      const lower = name.toLowerCase();
      const at: Location = [...location, 'headers', name];
      if (!entries.some((entry) => entry.headers[lower] !== undefined)) {
        const text = `header ${name} is documented and absent from every answer`;
        proposals.push({
          kind: 'header',
          where: String(location.at(-1)),
          operations: [...operations].sort(),
          samples: entries.length,
          text: `${text} (${entries.length} answers)`,
          actions: [{ target: formatJsonPath(at), remove: true, description: text }],
          source: sourceAt(document, at),
        });
        continue;
      }
      const written = resolveLocation(document, at);
      const key = `${JSON.stringify(written)} ${lower}`;
      const group = shared.get(key) ?? { at: written, entries: [], operations: new Set() };
      group.entries.push(...entries.filter((entry) => entry.headers[lower] !== undefined));
      for (const operation of operations) group.operations.add(operation);
      shared.set(key, group);
    }
  }
  for (const [key, { at, entries, operations }] of shared) {
    const lower = key.slice(key.lastIndexOf(' ') + 1);
    const header = asObject(valueAt(document, at));
    const widen = (schemaAt: Location, values: string[], when: string) => {
      const schema = asObject(valueAt(document, schemaAt));
      const pattern = schema.pattern;
      const failing = [...new Set(values.filter((value) => !headerMatches(schema, value)))];
      if (failing.length === 0 || typeof pattern !== 'string') return;
      // Widened, not dropped: what the document said still matches, and so does what came.
      const widened = [
        `(?:${pattern})`,
        ...failing.map((value) => `^${escapeRegExp(value)}$`),
      ].join('|');
      const text = `${when} the pattern /${pattern}/ does not hold: the backend sends ${failing.map((value) => JSON.stringify(value)).join(', ')}; widened to accept it`;
      proposals.push({
        kind: 'header',
        where: describeLocation(at),
        operations: [...operations].sort(),
        samples: values.length,
        text: `${text} (${values.length} answers)`,
        actions: [
          { target: formatJsonPath([...schemaAt, 'pattern']), remove: true, description: text },
          { target: formatJsonPath(schemaAt), update: { pattern: widened }, description: text },
        ],
        source: sourceAt(document, schemaAt),
      });
    };
    const values = entries.map((entry) => entry.headers[lower] ?? '');
    if (isJsonObject(header.schema)) widen([...at, 'schema'], values, 'on every answer,');
    if (isJsonObject(header['x-standin-when-token-sent']))
      widen(
        [...at, 'x-standin-when-token-sent'],
        entries.filter((entry) => entry.sentToken).map((entry) => entry.headers[lower] ?? ''),
        'when a token was sent,',
      );
  }
  return proposals;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * A query parameter documented as refusing invalid values (`x-standin-rejects-invalid`, true
 * unless said otherwise) that the backend answered with a 2xx while it carried a value outside
 * its schema: marked `x-standin-rejects-invalid: false`, so the contract stops expecting a 4xx.
 * Whether a backend validates a parameter is an assumption even on a seed parameter.
 */
function proposeLenientParameters(
  document: unknown,
  seen: readonly OperationSeen[],
  byOperation: ReadonlyMap<string, RecordedEntry[]>,
  fits: ValueCheck,
): Proposal[] {
  const found = new Map<
    string,
    { at: Location; name: string; values: Set<string>; operations: Set<string>; samples: number }
  >();
  for (const { operation } of seen) {
    const successes = (byOperation.get(operation.operationId) ?? []).filter(
      (entry) => entry.status >= 200 && entry.status < 300,
    );
    for (const parameter of operation.parameters) {
      if (parameter.in !== 'query' || !parameter.rejectsInvalid || !isJsonObject(parameter.schema))
        continue;
      const schema = parameter.schema;
      const accepted = successes.filter((entry) => {
        const value = entry.query[parameter.name];
        return value !== undefined && !fits(schema, asQueryValue(schema, value));
      });
      if (accepted.length === 0) continue;
      const at = parameterLocation(document, operation.path, operation.method, parameter.name);
      if (!at) continue;
      const key = JSON.stringify(at);
      const entry = found.get(key) ?? {
        at,
        name: parameter.name,
        values: new Set(),
        operations: new Set(),
        samples: 0,
      };
      for (const answer of accepted) entry.values.add(answer.query[parameter.name] ?? '');
      entry.operations.add(operation.operationId);
      entry.samples += accepted.length;
      found.set(key, entry);
    }
  }
  return [...found.values()].map(({ at, name, values, operations, samples }) => {
    const text = `${name}=${[...values].map((value) => JSON.stringify(value)).join(', ')} is outside its schema and was answered 2xx: the backend ignores invalid values; x-standin-rejects-invalid: false`;
    return {
      kind: 'parameter' as const,
      where: `${name} (query)`,
      operations: [...operations].sort(),
      samples,
      text: `${text} (${samples} answers)`,
      actions: [
        {
          target: formatJsonPath(at),
          update: { 'x-standin-rejects-invalid': false },
          description: text,
        },
      ],
      source: 'assumed' as const,
    };
  });
}

/**
 * `x-standin-max-span-days` on `endDate` that the backend does not hold: a 2xx to a range of more
 * days removes it (the recording shows no limit, so none is guessed).
 */
function proposeSpanLimits(
  document: unknown,
  seen: readonly OperationSeen[],
  byOperation: ReadonlyMap<string, RecordedEntry[]>,
): Proposal[] {
  const found = new Map<string, Proposal>();
  for (const { operation } of seen) {
    const endDate = operation.parameters.find(
      (parameter) => parameter.in === 'query' && parameter.name === 'endDate',
    );
    const max = endDate?.maxSpanDays;
    if (max === undefined) continue;
    const spans = (byOperation.get(operation.operationId) ?? [])
      .filter((entry) => entry.status >= 200 && entry.status < 300)
      .map((entry) => spanDays(entry.query.startDate, entry.query.endDate))
      .filter((span): span is number => span !== undefined && span > max);
    if (spans.length === 0) continue;
    const at = parameterLocation(document, operation.path, operation.method, 'endDate');
    if (!at) continue;
    const key = JSON.stringify(at);
    const known = found.get(key);
    if (known) {
      known.operations.push(operation.operationId);
      known.samples += spans.length;
      continue;
    }
    const text = `a range of ${Math.max(...spans)} days (over x-standin-max-span-days ${max}) was answered 2xx: the backend holds no such limit; removed`;
    found.set(key, {
      kind: 'parameter',
      where: 'endDate (query)',
      operations: [operation.operationId],
      samples: spans.length,
      text,
      actions: [
        {
          target: formatJsonPath([...at, 'x-standin-max-span-days']),
          remove: true,
          description: text,
        },
      ],
      source: 'assumed',
    });
  }
  return [...found.values()];
}

/**
 * A request body documented as refusing what is invalid (`x-standin-rejects-invalid`, true unless
 * said otherwise) that the backend answered with a 2xx while it was not JSON: marked `false`.
 */
function proposeLenientBodies(
  document: unknown,
  seen: readonly OperationSeen[],
  byOperation: ReadonlyMap<string, RecordedEntry[]>,
): Proposal[] {
  const proposals: Proposal[] = [];
  for (const { operation } of seen) {
    const body = operation.requestBody;
    if (!body?.rejectsInvalid || Object.keys(body.content).some((type) => !/json/i.test(type)))
      continue;
    const accepted = (byOperation.get(operation.operationId) ?? []).filter(
      (entry) =>
        entry.status >= 200 &&
        entry.status < 300 &&
        entry.requestType !== undefined &&
        !/json/i.test(entry.requestType),
    );
    if (accepted.length === 0) continue;
    const at = resolveLocation(document, [
      'paths',
      operation.path,
      operation.method.toLowerCase(),
      'requestBody',
    ]);
    const types = [...new Set(accepted.map((entry) => entry.requestType))].join(', ');
    const text = `a body of type ${types} was answered 2xx: the backend takes what it is sent; x-standin-rejects-invalid: false`;
    proposals.push({
      kind: 'parameter',
      where: `${operation.method} ${operation.path} request body`,
      operations: [operation.operationId],
      samples: accepted.length,
      text: `${text} (${accepted.length} answers)`,
      actions: [
        {
          target: formatJsonPath(at),
          update: { 'x-standin-rejects-invalid': false },
          description: text,
        },
      ],
      source: 'assumed',
    });
  }
  return proposals;
}

/** Days from `startDate` to `endDate`, both counted, when both start with a calendar date. */
function spanDays(start: string | undefined, end: string | undefined): number | undefined {
  const day = (text: string | undefined) =>
    text && /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(`${text.slice(0, 10)}T00:00:00Z`) : NaN;
  const span = (day(end) - day(start)) / 86_400_000 + 1;
  return Number.isFinite(span) ? span : undefined;
}

/** A query value as the schema reads it: a number or boolean where the schema says so. */
function asQueryValue(schema: Record<string, unknown>, value: string): unknown {
  const type = schema.type;
  const types = Array.isArray(type) ? type : [type];
  if (
    (types.includes('integer') || types.includes('number')) &&
    value.trim() !== '' &&
    Number.isFinite(Number(value))
  )
    return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** Where a parameter is written: the operation's list, else the path's, through `$ref`s. */
function parameterLocation(
  document: unknown,
  path: string,
  method: string,
  name: string,
): Location | undefined {
  for (const listAt of [
    ['paths', path, method.toLowerCase(), 'parameters'],
    ['paths', path, 'parameters'],
  ] as Location[]) {
    const list = valueAt(document, listAt);
    if (!Array.isArray(list)) continue;
    for (const index of list.keys()) {
      const at = resolveLocation(document, [...listAt, index]);
      const node = asObject(valueAt(document, at));
      if (node.name === name && node.in === 'query') return at;
    }
  }
  return undefined;
}

/**
 * Keep the proposals that leave every seed fact as it was (on top of those already `accepted`);
 * move the others to `refused`. Tried all at once first, one by one only when something has to go.
 */
function guardSeedFacts(
  specText: string,
  proposals: Proposal[],
  refused: Proposal[],
  accepted: readonly Proposal[] = [],
): Proposal[] {
  const before = JSON.stringify([...seedFacts(parseDocument(specText).toJS())]);
  const factsAfter = (list: readonly Proposal[]) => {
    const document = parseDocument(specText);
    applyOverlay(
      document,
      [...accepted, ...list].flatMap((item) => item.actions),
    );
    return JSON.stringify([...seedFacts(document.toJS())]);
  };
  if (proposals.length === 0 || factsAfter(proposals) === before) return proposals;
  const kept: Proposal[] = [];
  for (const item of proposals) {
    if (factsAfter([...kept, item]) === before) kept.push(item);
    else refused.push({ ...item, source: 'seed' });
  }
  return kept;
}

function pickMedia(response: unknown, contentType: string): string | undefined {
  const content = Object.keys(asObject(asObject(response).content));
  const base = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    content.find((name) => name.toLowerCase() === base) ??
    content.find((name) => /json/i.test(name))
  );
}
