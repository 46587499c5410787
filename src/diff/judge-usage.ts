import type { ChangeSite, FindingUsage } from './diff-types.js';
import type { UsageFile, UsageLocation, UsageOperation } from '../usage/read-usage.js';

/**
 * Whether the frontend uses what a change touches, from its `standin-usage.json`. An operation
 * it never calls is unused whatever changed. On an operation it calls, a request-side change is
 * used (the usage file records reads, not what the frontend sends), and so is a response status,
 * content type or header; a change to a response member is used only when the code reads that
 * member, something inside it, or takes it whole (reads it and nothing below it). An operation
 * known only from a test run (no `code` source) has unknown reads: every change to it is used.
 *
 * @example
 * judgeUsage(site, usage); // { used: true, reads: [{ file: 'src/Header.tsx', line: 14 }] }
 */
export function judgeUsage(site: ChangeSite, usage: UsageFile): FindingUsage {
  const operation = findOperation(site, usage);
  if (operation === undefined)
    return { used: false, reason: 'the frontend never calls this operation' };
  const calls = operation.calls;
  if (site.direction === 'request' || site.pointer === undefined || site.pointer === '')
    return { used: true, reads: calls };
  if (!operation.sources.includes('code')) return { used: true, reads: calls };
  const members = operation.members.filter((member) => statusMatches(member.status, site.status));
  const pointer = site.pointer;
  const reads: UsageLocation[] = [];
  for (const member of members) {
    const inside = member.pointer === pointer || member.pointer.startsWith(`${pointer}/`);
    // Reading `/organization` and nothing below it takes the whole object (a spread, a prop).
    const whole =
      pointer.startsWith(`${member.pointer}/`) &&
      !members.some((other) => other.pointer.startsWith(`${member.pointer}/`));
    if (inside || whole) reads.push(...member.reads);
  }
  return reads.length > 0
    ? { used: true, reads: dedupe(reads) }
    : { used: false, reason: `no frontend code reads ${pointer}` };
}

function findOperation(site: ChangeSite, usage: UsageFile): UsageOperation | undefined {
  const shape = (path: string) => path.replace(/\{[^}]*\}/g, '{}');
  return usage.operations.find(
    (operation) =>
      (site.operation.operationId !== undefined &&
        operation.operationId === site.operation.operationId) ||
      (operation.method === site.operation.method &&
        shape(operation.path) === shape(site.operation.path)),
  );
}

function statusMatches(memberStatus: string, siteStatus: string | undefined): boolean {
  if (siteStatus === undefined || memberStatus === siteStatus) return true;
  if (memberStatus === '2xx') return /^2/.test(siteStatus);
  if (memberStatus === 'error') return !/^2/.test(siteStatus);
  return false;
}

function dedupe(reads: UsageLocation[]): UsageLocation[] {
  const seen = new Map(reads.map((read) => [`${read.file}:${read.line}`, read]));
  return [...seen.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
