import type { CheckResult, ContractReport, Failure, FindingUsage } from '../contract-types.js';
import type { UsageFile, UsageMember, UsageOperation } from '../../usage/read-usage.js';

/**
 * Checks that probe how the backend treats requests a frontend never sends on purpose (bad
 * input, unknown routes, forged or missing tokens, a wrong password). What they find gates only
 * when it breaks a seed fact: a frontend's own calls do not depend on it.
 */
const PROBES = new Set([
  'bad_input_is_4xx',
  'reports_bad_range_400',
  'unknown_route_404',
  'auth_missing_token',
  'auth_garbage_token',
  'auth_bad_signature',
  'auth_expired_token',
  'wrong_password_401',
]);

/** At most this many frontend lines quoted in one message. */
const QUOTED = 3;

/**
 * Judge a `--level full` report against what the frontend uses (`standin-usage.json`): a
 * finding fails the run when it breaks a seed fact (`seed`), or a response member the frontend
 * reads or the answer of an operation it calls (`gate`, quoting the lines that read it);
 * everything else becomes a warning. A member is broken by a finding at its pointer or above it
 * (a missing `organization` breaks `organization.name`); array indexes match `*`. A different
 * 2xx than the one documented breaks nothing that reads openapi-fetch's `data`.
 * Pure: the same report and usage give the same answer (docs/decisions/0031-usage-gate.md).
 *
 * @example
 * const gated = applyUsageGate(report, usage, 'standin-usage.json');
 * gated.ok; // false only for a seed violation or something the frontend uses
 */
export function applyUsageGate(
  report: ContractReport,
  usage: UsageFile,
  file: string,
): ContractReport {
  const byId = new Map(usage.operations.map((operation) => [operation.operationId, operation]));
  const results = report.results.map((result): CheckResult => {
    const failures: Failure[] = [];
    const warnings: Failure[] = [];
    for (const finding of [...result.failures, ...result.warnings]) {
      const judged = judge(finding, byId.get(finding.operationId));
      (judged.usage?.verdict === 'warning' ? warnings : failures).push(judged);
    }
    const status =
      result.status === 'skipped' ? 'skipped' : failures.length > 0 ? 'failed' : 'passed';
    return { ...result, status, failures, warnings };
  });
  const count = (status: CheckResult['status']) =>
    results.filter((result) => result.status === status).length;
  const summary = {
    ...report.summary,
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    failures: results.reduce((sum, result) => sum + result.failures.length, 0),
    warnings: results.reduce((sum, result) => sum + result.warnings.length, 0),
  };
  return {
    ...report,
    ok: !report.fatal && !report.diagnosis && summary.failed === 0,
    target: {
      ...report.target,
      usage: {
        file,
        operations: usage.operations.length,
        members: usage.operations.reduce((sum, operation) => sum + operation.members.length, 0),
      },
    },
    summary,
    results,
  };
}

function judge(finding: Failure, operation: UsageOperation | undefined): Failure {
  const uses = operation ? usedBy(finding, operation) : undefined;
  if (finding.source === 'seed')
    return withUsage(finding, { verdict: 'seed', reads: uses?.reads ?? [] });
  if (!uses) return withUsage(finding, { verdict: 'warning', reads: [] });
  return {
    ...withUsage(finding, { verdict: 'gate', reads: uses.reads }),
    message: `${describeBreak(finding, uses)}; ${uses.verb} at ${quote(uses.reads)}`,
  };
}

function withUsage(finding: Failure, usage: FindingUsage): Failure {
  return { ...finding, usage };
}

interface Use {
  verb: 'read' | 'called';
  /** The member the frontend reads, as `organization.name`; absent for a call. */
  member?: string;
  reads: string[];
}

/** Whether the frontend depends on what the finding is about, and where. */
function usedBy(finding: Failure, operation: UsageOperation): Use | undefined {
  if (PROBES.has(finding.check)) return undefined;
  // The analysis does not follow reads of `response.headers`, and openapi-fetch parses the
  // body whatever its content type: a header finding breaks nothing the usage file names.
  if (finding.pointer.startsWith('/headers')) return undefined;
  if (!finding.pointer.startsWith('/body')) {
    // A 201 where 200 is documented still lands in openapi-fetch's `data`.
    const expectsSuccess = /\b2\d\d\b/.test(finding.expected);
    if (finding.pointer === '/status' && isSuccess(finding.status) && expectsSuccess)
      return undefined;
    const calls = operation.calls.map(at);
    return {
      verb: 'called',
      reads: calls.length > 0 ? calls : [`(observed: ${operation.operationId})`],
    };
  }
  const pointer = finding.pointer.slice('/body'.length).replace(/\/\d+(?=\/|$)/g, '/*');
  const members = operation.members.filter(
    (member) =>
      statusMatches(member, finding.status) &&
      (member.pointer === pointer || member.pointer.startsWith(`${pointer}/`)),
  );
  if (members.length === 0) return undefined;
  const exact = members.find((member) => member.pointer === pointer) ?? members[0]!;
  return {
    verb: 'read',
    member: readable(exact.pointer),
    reads: [...new Set(members.flatMap((member) => member.reads.map(at)))],
  };
}

function statusMatches(member: UsageMember, status: number | undefined): boolean {
  if (status === undefined) return false;
  if (member.status === '2xx') return isSuccess(status);
  if (member.status === 'error') return status >= 400;
  return member.status === String(status);
}

function isSuccess(status: number | undefined): boolean {
  return status !== undefined && status >= 200 && status < 300;
}

/** "the backend no longer sends `organization.name`", or the check's own words. */
function describeBreak(finding: Failure, use: Use): string {
  const member = readable(finding.pointer.slice('/body'.length).replace(/\/\d+(?=\/|$)/g, '/*'));
  if (finding.keyword === 'required') return `the backend no longer sends \`${member}\``;
  if (finding.keyword === 'type')
    return `\`${member || 'the body'}\` is ${finding.received} where the frontend expects ${finding.expected}`;
  if (use.verb === 'read' && member)
    return `\`${member}\`: expected ${finding.expected}, received ${finding.received}`;
  return finding.message;
}

function readable(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (segment === '*' ? '[]' : segment))
    .join('.')
    .replaceAll('.[]', '[]');
}

function at(location: { file: string; line: number }): string {
  return `${location.file}:${location.line}`;
}

function quote(reads: readonly string[]): string {
  const shown = reads.slice(0, QUOTED).join(', ');
  return reads.length > QUOTED ? `${shown} and ${reads.length - QUOTED} more` : shown;
}
