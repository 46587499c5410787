import { ACTIVE_CHECKS } from './checks/active-checks.js';
import { RESPONSE_CHECKS } from './checks/response-checks.js';
import { CHECK_NAMES, isCheckName } from './check-names.js';
import type {
  CheckResult,
  ContractFatal,
  ContractOptions,
  ContractReport,
  ProfileShape,
} from './contract-types.js';
import { isJsonObject, type JsonObject } from './document/json-values.js';
import { loadContractDocument } from './document/load-contract-document.js';
import { readContractOperations } from './document/read-contract-operations.js';
import { createRedactor } from './http/create-redactor.js';
import { createTransport } from './http/create-transport.js';
import { describeUnreachable } from './http/describe-unreachable.js';
import { readJwtClaims } from './http/forge-jwt.js';
import { detectProfileShape } from './flows/detect-profile-shape.js';
import { recordExchange } from './record/record-exchange.js';
import { createContractRun } from './run/create-contract-run.js';
import { diagnosePrefixMismatch } from './run/diagnose-prefix-mismatch.js';
import { resolvePrefix } from './run/resolve-prefix.js';
import { sendValidRequests } from './run/send-valid-requests.js';
import { signIn } from './run/sign-in.js';
import { validatorForDocument } from './schema/validator-for-document.js';

/**
 * Run the contract suite against a backend: read openapi.yaml, sign in, send a valid request for
 * every read operation, run the flows and the auth, input and route checks, and judge every
 * response. HTTP statuses never throw; a setup problem (unreachable backend, refused
 * credentials, unreadable spec, unknown check name) comes back as `report.fatal`.
 *
 * @example
 * const report = await runContract({
 *   baseUrl: 'http://127.0.0.1:4010', prefix: 'auto', email: 'owner@acme.test', password: 'Passw0rd!',
 *   level: 'full', strict: false, readOnly: false, isMock: true,
 * });
 * report.ok; // true when every check passed
 */
export async function runContract(options: ContractOptions): Promise<ContractReport> {
  const startedAt = new Date();
  const started = performance.now();
  const redactor = createRedactor();
  for (const secret of [options.password, options.expiredToken, options.tokenSecret])
    if (secret !== undefined) redactor.add(secret);
  const progress = (message: string) =>
    options.onProgress?.({ type: 'phase', message: redactor.text(message) });
  const mutations = decideMutations(options);
  // Every way out of the run goes through here, so every report is redacted the same way.
  const finish = (ending: RunEnding): ContractReport => {
    const results = ending.results ?? [];
    const summary = summarize(results);
    return redactor.deep({
      ok: !ending.fatal && !ending.diagnosis && summary.failed === 0,
      ...(ending.fatal ? { fatal: ending.fatal } : {}),
      ...(ending.diagnosis ? { diagnosis: ending.diagnosis } : {}),
      target: {
        baseUrl: options.baseUrl.replace(/\/+$/, ''),
        prefixRequested: options.prefix,
        prefix: ending.prefix ?? options.prefix,
        level: options.level,
        strict: options.strict,
        readOnly: options.readOnly,
        isMock: options.isMock ?? false,
        mutations,
      },
      profileShape: ending.profileShape ?? 'unknown',
      startedAt: startedAt.toISOString(),
      durationMs: Math.round(performance.now() - started),
      summary: { ...summary, requests: ending.requests ?? 0 },
      results: [...results],
    });
  };

  const unknownChecks = [
    ...(options.checks?.include ?? []),
    ...(options.checks?.exclude ?? []),
  ].filter((name) => !isCheckName(name));
  if (unknownChecks.length > 0) {
    const message = `unknown check ${unknownChecks.join(', ')}. Known checks: ${CHECK_NAMES.join(', ')}.`;
    return finish({ fatal: { code: 'CONFIG_INVALID', message } });
  }
  const notExpired = describeUnexpiredToken(options.expiredToken);
  if (notExpired !== undefined) {
    return finish({ fatal: { code: 'CONFIG_INVALID', message: notExpired } });
  }
  let document: JsonObject;
  try {
    document = await loadContractDocument(options.specPath);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return finish({ fatal: { code: 'SPEC_INVALID', message } });
  }

  const transport = createTransport({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  progress(
    `Contract of ${transport.baseUrl} (level ${options.level}${options.strict ? ', strict' : ''}${options.readOnly ? ', read-only' : ''})`,
  );
  const prefix = await resolvePrefix(transport, options.prefix);
  if ('unreachable' in prefix) {
    const message = describeUnreachable(transport.baseUrl, prefix.unreachable.error);
    return finish({ fatal: { code: 'CONNECTION_FAILED', message } });
  }
  if (options.prefix === 'auto') progress(`Prefix: "${prefix.prefix}" (auto)`);

  const components = isJsonObject(document.components) ? document.components : {};
  const schemas = isJsonObject(components.schemas) ? components.schemas : {};
  let activeCheck: string | undefined;
  const run = createContractRun({
    settings: {
      level: options.level,
      strict: options.strict,
      readOnly: options.readOnly,
      isMock: options.isMock ?? false,
      prefix: prefix.prefix,
      mutations,
      email: options.email,
      password: options.password,
      ...(options.expiredToken !== undefined ? { expiredToken: options.expiredToken } : {}),
      ...(options.tokenSecret !== undefined ? { tokenSecret: options.tokenSecret } : {}),
    },
    operations: readContractOperations(document),
    transport,
    validator: validatorForDocument(document, options.strict),
    errorBodySchema: isJsonObject(schemas.ErrorBody) ? schemas.ErrorBody : undefined,
    redactor,
    responseChecks: RESPONSE_CHECKS,
    ...(options.checks ? { selection: options.checks } : {}),
    onResult: (result) => options.onProgress?.({ type: 'result', result }),
    ...(options.onExchange
      ? { onExchange: recordExchange(options.onExchange, redactor, () => activeCheck) }
      : {}),
  });
  // Every project-scoped request goes to the sandbox project (docs/product/contract-suite.md).
  if (options.projectId !== undefined) run.state.ids.set('projects', options.projectId);

  progress(`Signing in as ${options.email}`);
  const fatal = await signIn(run, transport.baseUrl);
  if (fatal) return finish({ fatal, prefix: prefix.prefix, results: run.results });
  progress('Valid requests for every read operation');
  await sendValidRequests(run);
  for (const check of ACTIVE_CHECKS) {
    if (!run.isEnabled(check.name)) continue;
    progress(`Check ${check.name}`);
    activeCheck = check.name;
    await check.run(run);
  }

  const profile = run.state.samples.get('getProfile') ?? run.state.samples.get('getCurrentUser');
  const diagnosis = diagnosePrefixMismatch(run.exchanges, {
    baseUrl: transport.baseUrl,
    prefix: prefix.prefix,
    requested: options.prefix,
    probes: prefix.probes,
  });
  return finish({
    prefix: prefix.prefix,
    results: run.results,
    requests: run.exchanges.length,
    profileShape: detectProfileShape(profile?.outcome.response?.body),
    ...(diagnosis ? { diagnosis } : {}),
  });
}

/**
 * A `--expired-token` that is a JWT whose `exp` is still ahead would make every protected
 * operation "accept an expired token": refuse it up front instead of reporting false failures.
 */
function describeUnexpiredToken(token: string | undefined): string | undefined {
  const exp = readJwtClaims(token)?.exp;
  if (typeof exp !== 'number' || exp * 1000 <= Date.now()) return undefined;
  return `--expired-token has not expired yet (exp ${new Date(exp * 1000).toISOString()}). Pass a token whose exp is in the past.`;
}

/** How a run ended: what it learned before it stopped or finished. */
interface RunEnding {
  fatal?: ContractFatal;
  diagnosis?: string;
  prefix?: string;
  results?: readonly CheckResult[];
  requests?: number;
  profileShape?: ProfileShape;
}

/** docs/product/contract-suite.md: against anything but the mock, mutate only a sandbox project. */
function decideMutations(options: ContractOptions): ContractReport['target']['mutations'] {
  if (options.readOnly) return { allowed: false, reason: '--read-only' };
  if (options.isMock || options.projectId !== undefined) return { allowed: true };
  return {
    allowed: false,
    reason:
      'the target is not the in-process mock; pass --project-id of a sandbox project to run mutating checks',
  };
}

function summarize(results: readonly CheckResult[]): Omit<ContractReport['summary'], 'requests'> {
  const count = (status: CheckResult['status']) =>
    results.filter((result) => result.status === status).length;
  return {
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    failures: results.reduce((sum, result) => sum + result.failures.length, 0),
    warnings: results.reduce((sum, result) => sum + result.warnings.length, 0),
  };
}
