import type {
  CheckResult,
  ContractReport,
  FactSource,
  Failure,
  FindingUsage,
} from '../contract-types.js';

/** One root cause: every finding it produced, across checks and requests, folded into one. */
export interface DigestItem {
  /** `status`: an answer's status; `schema`: a body against one named schema; `other`. */
  kind: 'status' | 'schema' | 'other';
  /** `seed` when any folded finding breaks a seed fact. */
  source: FactSource;
  /** `failure` when any folded finding fails the run; `warning` at `--level core` otherwise. */
  severity: 'failure' | 'warning';
  /** The operations where it was seen, in report order. */
  operations: string[];
  /** What it is about: `GET /users/me`, `getProfile · User`. */
  subject: string;
  /** What the backend did, in words. */
  summary: string;
  /** The checks it broke, in report order. */
  checks: string[];
  /** Every raw finding it stands for, in report order. */
  findings: Failure[];
  /** The first raw finding: pointer, expected, received and a curl line that reproduces it. */
  example: Failure;
  /** Every distinct request that showed it, as curl lines (secrets redacted). */
  curls: string[];
  /** For a seed violation: the sentence of the service interface it breaks. */
  seed?: string;
  /**
   * With `--usage`: `gate` (the frontend uses it), `seed` (a seed fact) or `warning`, and the
   * frontend lines behind it.
   */
  usage?: FindingUsage;
}

/** A check that did not run somewhere, with the reason, folded over operations. */
export interface DigestSkip {
  check: string;
  reason: string;
  operations: string[];
}

/** The report as a reader needs it: seed violations first, then differences from assumptions. */
export interface ReportDigest {
  /** Findings that break what the service interface states. */
  seedViolations: DigestItem[];
  /** Findings that differ from openapi.yaml's assumptions, grouped by operation and schema. */
  differences: DigestItem[];
  skipped: DigestSkip[];
}

/**
 * Fold a report's findings by root cause, so one cause is one item listing the checks it broke:
 *
 * - statuses: every finding at `/status` of one operation that received the same status (a 500
 *   seen by five checks, a 201 where 200 is assumed) is one item;
 * - schemas: every body-schema finding of one operation against one named schema is one item
 *   that says what the backend sent ("the backend sends firstName, lastName; openapi.yaml
 *   assumes name"), and identical items of several operations fold into one;
 * - anything else: the same operation, pointer and received value is one item.
 *
 * Pure: the same report gives the same digest (docs/decisions/0018-report-digest.md).
 *
 * @example
 * const digest = digestReport(report);
 * digest.seedViolations[0]?.summary; // 'answers 500 "boom" where 200 or 401 is due'
 */
export function digestReport(report: Pick<ContractReport, 'results'>): ReportDigest {
  const all = report.results.flatMap((result) => [
    ...result.failures.map((finding) => ({ finding, severity: 'failure' as const })),
    ...result.warnings.map((finding) => ({ finding, severity: 'warning' as const })),
  ]);
  const statusKeys = new Set(
    all
      .filter(({ finding }) => finding.pointer === '/status')
      .map(({ finding }) => groupKey(finding)),
  );
  const groups = new Map<string, Group>();
  for (const { finding, severity } of all) {
    // One status answered to several checks is one cause, whatever each check made of it; what
    // else is wrong with a 5xx answer (its content type, its body) is part of the same failure.
    const statusKey = `status|${finding.operationId}|${finding.status ?? ''}`;
    const folded =
      finding.pointer === '/status'
        ? groupKey(finding)
        : (finding.status ?? 0) >= 500 && statusKeys.has(statusKey)
          ? statusKey
          : undefined;
    const key = folded ?? `${severity}|${finding.source}|${groupKey(finding)}`;
    const group = groups.get(key) ?? { kind: kindOf(finding), severity, findings: [] };
    groups.set(key, group);
    if (severity === 'failure') group.severity = 'failure';
    if (finding.pointer === '/status') group.kind = 'status';
    group.findings.push(finding);
  }
  const items = mergeAcrossOperations([...groups.values()].map(toItem));
  const rank = (item: DigestItem) => (item.severity === 'failure' ? 0 : 1);
  const sorted = [...items].sort((a, b) => rank(a) - rank(b));
  return {
    seedViolations: sorted.filter((item) => item.source === 'seed'),
    differences: sorted.filter((item) => item.source === 'assumed'),
    skipped: foldSkips(report.results),
  };
}

interface Group {
  kind: DigestItem['kind'];
  severity: DigestItem['severity'];
  findings: Failure[];
}

function kindOf(finding: Failure): DigestItem['kind'] {
  if (finding.pointer === '/status') return 'status';
  if (finding.keyword !== undefined && finding.pointer.startsWith('/body')) return 'schema';
  return 'other';
}

function groupKey(finding: Failure): string {
  switch (kindOf(finding)) {
    case 'status':
      return `status|${finding.operationId}|${statusOf(finding)}`;
    case 'schema':
      return `schema|${finding.operationId}|${finding.status ?? ''}|${finding.schema ?? ''}`;
    default:
      return `other|${finding.operationId}|${finding.pointer}|${finding.received}`;
  }
}

/** The status a `/status` finding received: `500 "boom"` → `500`. */
function statusOf(finding: Failure): string {
  return /^\d{3}/.exec(finding.received)?.[0] ?? finding.received;
}

function toItem(group: Group): DigestItem {
  const findings = group.findings;
  const example =
    findings.find((finding) => kindOf(finding) === group.kind) ?? (findings[0] as Failure);
  const source: FactSource = findings.some((finding) => finding.source === 'seed')
    ? 'seed'
    : 'assumed';
  const base = {
    source,
    severity: group.severity,
    operations: unique(findings.map((finding) => finding.operationId)),
    checks: unique(findings.map((finding) => finding.check)),
    findings: [...findings],
    example,
    curls: unique(findings.map((finding) => finding.curl).filter(Boolean)),
    ...seedOf(findings),
    ...usageOf(findings, group.severity),
  };
  if (group.kind === 'status') {
    return {
      ...base,
      kind: 'status',
      subject: `${example.operationId} · ${example.method} ${example.path}`,
      summary: describeStatus(findings.filter((finding) => finding.pointer === '/status')),
    };
  }
  if (group.kind === 'schema') {
    return {
      ...base,
      kind: 'schema',
      subject: `${example.operationId} · ${example.schema ?? `${example.status ?? ''} body`.trim()}`,
      summary: describeSchema(findings),
    };
  }
  return {
    ...base,
    kind: 'other',
    subject: `${example.operationId} · ${example.method} ${example.path}`,
    // The message without its leading operation id, so the same cause on two operations reads the same.
    summary: example.message.startsWith(`${example.operationId} `)
      ? example.message.slice(example.operationId.length + 1)
      : example.message,
  };
}

/**
 * "answers 500 "boom" where 200 or 401 is due", "answers 201 where openapi.yaml
 * assumes 200". A check's own expectation wins over the list of every documented status.
 */
function describeStatus(findings: readonly Failure[]): string {
  const received = findings
    .map((finding) => finding.received)
    .reduce((longest, text) => (text.length > longest.length ? text : longest));
  const specific = findings.filter((finding) => !finding.expected.startsWith('one of '));
  const expected = unique(
    (specific.length > 0 ? specific : findings).flatMap((finding) =>
      finding.expected.replace(/^one of /, '').split(/,\s*/),
    ),
  );
  const seed = findings.some((finding) => finding.source === 'seed');
  const due = seed
    ? `where ${expected.join(' or ')} is due`
    : `where openapi.yaml assumes ${expected.join(' or ')}`;
  return `answers ${received} ${due}`;
}

/** "the backend sends firstName, lastName; openapi.yaml assumes name; createdAt is a number …". */
function describeSchema(findings: readonly Failure[]): string {
  const property = (finding: Failure) =>
    finding.pointer.replace(/^\/body\/?/, '').replaceAll('/', '.') || 'the body';
  const byKeyword = (...keywords: string[]) =>
    findings.filter((finding) => keywords.includes(finding.keyword ?? ''));
  const missing = unique(byKeyword('required').map(lastSegment));
  const sent = unique([
    ...byKeyword('required').flatMap((finding) => finding.unknownProperties ?? []),
    ...byKeyword('additionalProperties', 'unevaluatedProperties').map(lastSegment),
  ]);
  const parts: string[] = [];
  if (sent.length > 0 && missing.length > 0)
    parts.push(`the backend sends ${sent.join(', ')}; openapi.yaml assumes ${missing.join(', ')}`);
  else if (missing.length > 0)
    parts.push(`the backend leaves out ${missing.join(', ')}, which openapi.yaml requires`);
  else if (sent.length > 0)
    parts.push(`the backend sends ${sent.join(', ')}, which openapi.yaml does not document`);
  for (const finding of byKeyword('type'))
    parts.push(
      `${property(finding)} is ${finding.received} where openapi.yaml assumes ${finding.expected}`,
    );
  const described = new Set(['required', 'additionalProperties', 'unevaluatedProperties', 'type']);
  for (const finding of findings.filter((f) => !described.has(f.keyword ?? ''))) {
    parts.push(
      finding.keyword === 'truncated'
        ? `and ${finding.received} differences in one body, not listed`
        : `${property(finding)}: expected ${finding.expected}, received ${finding.received}`,
    );
  }
  return unique(parts).join('; ');
}

/** The gate's verdict on a folded item: seed before gate, and every frontend line behind it. */
function usageOf(
  findings: readonly Failure[],
  severity: DigestItem['severity'],
): Pick<DigestItem, 'usage'> {
  const judged = findings.filter((finding) => finding.usage !== undefined);
  if (judged.length === 0) return {};
  const verdict =
    severity === 'warning'
      ? 'warning'
      : judged.some((finding) => finding.usage?.verdict === 'seed')
        ? 'seed'
        : 'gate';
  return { usage: { verdict, reads: unique(judged.flatMap((finding) => finding.usage!.reads)) } };
}

function seedOf(findings: readonly Failure[]): Pick<DigestItem, 'seed'> {
  const seed = findings.find((finding) => finding.seed !== undefined)?.seed;
  return seed === undefined ? {} : { seed: readableSeed(seed) };
}

/**
 * A quote that is a row of one of the seed's tables (`| GET | /users/me | … |`) reads as its
 * cells in a line; a sentence stays as it is.
 */
function readableSeed(quote: string): string {
  const trimmed = quote.trim();
  if (!trimmed.startsWith('|')) return trimmed;
  const cells = trimmed
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
  return `the row "${cells.join(' · ')}"`;
}

function lastSegment(finding: Failure): string {
  return (finding.pointer.split('/').at(-1) ?? '').replaceAll('~1', '/').replaceAll('~0', '~');
}

/**
 * One cause seen on several operations is said once: the same schema with the same summary
 * ("ErrorBody: the backend leaves out code" on 20 operations), the same status summary
 * ("answers 200 where 401 is due"), or the same other finding.
 */
function mergeAcrossOperations(items: readonly DigestItem[]): DigestItem[] {
  const merged = new Map<string, DigestItem>();
  for (const item of items) {
    const schema = item.kind === 'schema' ? (item.example.schema ?? '') : '';
    const key = `${item.severity}|${item.source}|${item.kind}|${schema}|${item.summary}`;
    const known = merged.get(key);
    if (!known || (item.kind === 'schema' && schema === '')) {
      merged.set(known ? `${key}|${item.subject}` : key, item);
      continue;
    }
    const operations = unique([...known.operations, ...item.operations]);
    merged.set(key, {
      ...known,
      operations,
      subject: `${schema === '' ? '' : `${schema} on `}${describeOperations(operations)}`,
      checks: unique([...known.checks, ...item.checks]),
      findings: [...known.findings, ...item.findings],
      curls: unique([...known.curls, ...item.curls]),
      ...(known.usage && item.usage
        ? { usage: { ...known.usage, reads: unique([...known.usage.reads, ...item.usage.reads]) } }
        : {}),
    });
  }
  return [...merged.values()];
}

/** `getProfile, getCurrentUser and 3 more operations`. */
function describeOperations(operations: readonly string[]): string {
  if (operations.length <= 3) return operations.join(', ');
  return `${operations.slice(0, 2).join(', ')} and ${operations.length - 2} more operations`;
}

function foldSkips(results: readonly CheckResult[]): DigestSkip[] {
  const skips = new Map<string, DigestSkip>();
  for (const result of results) {
    if (result.status !== 'skipped') continue;
    const reason = result.reason ?? '';
    const key = `${result.check}|${reason}`;
    const skip = skips.get(key) ?? { check: result.check, reason, operations: [] };
    skips.set(key, skip);
    if (!skip.operations.includes(result.operationId)) skip.operations.push(result.operationId);
  }
  return [...skips.values()];
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
