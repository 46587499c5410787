import { isCheckName, type CheckName } from '../check-names.js';
import type { CheckResult, CheckSelection, Failure } from '../contract-types.js';
import { isJsonObject, type JsonSchema } from '../document/json-values.js';
import type { ContractOperation } from '../document/read-contract-operations.js';
import type { Redactor } from '../http/create-redactor.js';
import type { Transport, TransportRequest } from '../http/create-transport.js';
import { formatCurl } from '../http/format-curl.js';
import type { ResponseCheck } from '../checks/response-check.js';
import type { SchemaValidator } from '../schema/create-schema-validator.js';
import type {
  CallInit,
  CheckSubject,
  ContractRun,
  Exchange,
  FindingDraft,
  RunSettings,
  RunState,
} from './contract-run.js';
import { fillPath } from './fill-path.js';

export interface CreateContractRunOptions {
  settings: RunSettings;
  operations: readonly ContractOperation[];
  transport: Transport;
  validator: SchemaValidator;
  errorBodySchema: JsonSchema | undefined;
  redactor: Redactor;
  responseChecks: readonly ResponseCheck[];
  selection?: CheckSelection;
  onResult?: (result: CheckResult) => void;
  /** Every exchange as it is sent and answered, before any check judges it. */
  onExchange?: (exchange: Exchange) => void;
}

/**
 * Wire a transport, the contract's operations and the response checks into a {@link ContractRun}.
 * Every request goes through here, so every response is judged by every response check and
 * every secret seen on the wire is known to the redactor before a result mentions it.
 *
 * @example
 * const run = createContractRun({ settings, operations, transport, validator, errorBodySchema, redactor, responseChecks: RESPONSE_CHECKS });
 * await run.call(run.operation('getProfile')!, { expectSuccess: true });
 */
export function createContractRun(options: CreateContractRunOptions): ContractRun {
  const { settings, transport, redactor } = options;
  const results: CheckResult[] = [];
  const exchanges: Exchange[] = [];
  const state: RunState = { ids: new Map(), samples: new Map() };
  const byId = new Map(options.operations.map((operation) => [operation.operationId, operation]));
  const include = options.selection?.include?.filter(isCheckName);
  const exclude = new Set(options.selection?.exclude ?? []);

  const isEnabled = (check: CheckName) =>
    (include === undefined || include.includes(check)) && !exclude.has(check);

  const report: ContractRun['report'] = (check, subject, verdict) => {
    if (!isEnabled(check)) return;
    const result: CheckResult =
      'skipped' in verdict
        ? {
            check,
            operationId: subject.operationId,
            status: 'skipped',
            reason: verdict.skipped,
            failures: [],
            warnings: [],
          }
        : classify(check, subject, verdict);
    const safe = redactor.deep(result);
    results.push(safe);
    options.onResult?.(safe);
  };

  const classify = (
    check: CheckName,
    subject: CheckSubject | Exchange,
    drafts: FindingDraft[],
  ): CheckResult => {
    const failures: Failure[] = [];
    const warnings: Failure[] = [];
    for (const draft of drafts) {
      const failure = toFailure(check, subject, draft);
      // --level core: only seed facts fail; assumptions are reported as warnings.
      if (settings.level === 'full' || draft.source === 'seed') failures.push(failure);
      else warnings.push(failure);
    }
    return {
      check,
      operationId: subject.operationId,
      status: failures.length > 0 ? 'failed' : 'passed',
      failures,
      warnings,
    };
  };

  const toFailure = (
    check: CheckName,
    subject: CheckSubject | Exchange,
    draft: FindingDraft,
  ): Failure => {
    const target = draft.exchange ?? ('outcome' in subject ? subject : undefined);
    const operation = target?.operation ?? byId.get(subject.operationId);
    const seed = draft.source === 'seed' ? (draft.seed ?? operation?.seedQuote) : undefined;
    return {
      check,
      operationId: subject.operationId,
      method: target?.method ?? subject.method,
      path: target?.path ?? subject.path,
      pointer: draft.pointer,
      expected: draft.expected,
      received: draft.received,
      message: draft.message,
      curl: target ? formatCurl(target.outcome.request, redactor) : '',
      source: draft.source,
      ...(target?.outcome.response ? { status: target.outcome.response.status } : {}),
      ...(draft.keyword !== undefined ? { keyword: draft.keyword } : {}),
      ...(draft.schema !== undefined ? { schema: draft.schema } : {}),
      ...(draft.unknownProperties ? { unknownProperties: draft.unknownProperties } : {}),
      ...(seed !== undefined ? { seed } : {}),
    };
  };

  const send = async (
    subject: CheckSubject,
    path: string,
    init: CallInit,
    operation?: ContractOperation,
  ) => {
    const request: TransportRequest = {
      method: subject.method,
      path: `${settings.prefix}${path}`,
      ...(init.query ? { query: init.query } : {}),
      ...(init.json !== undefined ? { json: init.json } : {}),
      ...(init.raw ? { raw: init.raw } : {}),
      headers: authorizationHeader(init.authorization, state.token),
    };
    const outcome = await transport.send(request);
    const body = outcome.response?.body;
    if (isJsonObject(body) && typeof body.accessToken === 'string') redactor.add(body.accessToken);
    const exchange: Exchange = {
      operationId: subject.operationId,
      method: subject.method,
      path: subject.path,
      ...(operation ? { operation } : {}),
      outcome,
      expectSuccess: init.expectSuccess ?? false,
    };
    exchanges.push(exchange);
    options.onExchange?.(exchange);
    const status = outcome.response?.status ?? 0;
    if (operation && status >= 200 && status < 300) {
      if (!state.samples.has(operation.operationId))
        state.samples.set(operation.operationId, exchange);
      rememberFirstId(operation, body, state.ids);
    }
    for (const check of options.responseChecks) {
      if (!isEnabled(check.name)) continue;
      const drafts = check.inspect(exchange, run);
      if (drafts !== undefined) report(check.name, exchange, drafts);
    }
    return exchange;
  };

  const run: ContractRun = {
    settings,
    operations: options.operations,
    state,
    validator: options.validator,
    errorBodySchema: options.errorBodySchema,
    results,
    exchanges,
    operation: (operationId) => byId.get(operationId),
    isEnabled,
    call: (operation, init = {}) =>
      send(operation, fillPath(operation.path, init.params ?? {}, state.ids).path, init, operation),
    callPath: (subject, init = {}) => send(subject, subject.path, init),
    report,
  };
  return run;
}

function authorizationHeader(
  authorization: string | null | undefined,
  token: string | undefined,
): Record<string, string> {
  if (authorization === null) return {};
  if (authorization !== undefined) return { authorization };
  return token === undefined ? {} : { authorization: `Bearer ${token}` };
}

/** `GET /projects` → remember the first project id for `/projects/{id}/…`. */
function rememberFirstId(
  operation: ContractOperation,
  body: unknown,
  ids: Map<string, string>,
): void {
  if (operation.method !== 'GET' || operation.path.includes('{')) return;
  const collection = operation.path.split('/').at(-1);
  const first = isJsonObject(body) && Array.isArray(body.items) ? body.items[0] : undefined;
  if (collection && isJsonObject(first) && typeof first.id === 'string' && !ids.has(collection)) {
    ids.set(collection, first.id);
  }
}
