import type { UsageFile, UsageLocation, UsageMember, UsageOperation } from './read-usage.js';

/**
 * Merge usage files into one, in the file's order (operations by operationId, members by status
 * and pointer, locations by file and line), with no duplicate: what the code reads and what a
 * run observed, or the usage of several frontends.
 *
 * @example
 * const merged = mergeUsage([fromCode, observed]);
 * merged.operations.find((op) => op.operationId === 'getProfile')?.sources; // ['code', 'observed']
 */
export function mergeUsage(files: readonly UsageFile[]): UsageFile {
  const operations = new Map<string, UsageOperation>();
  for (const file of files) {
    for (const operation of file.operations) {
      const known = operations.get(operation.operationId);
      if (!known) {
        operations.set(operation.operationId, structuredClone(operation));
        continue;
      }
      known.sources = unique([...known.sources, ...operation.sources]);
      known.calls = [...known.calls, ...operation.calls];
      known.statuses = unique([...known.statuses, ...operation.statuses]);
      known.members = [...known.members, ...operation.members];
    }
  }
  return sortUsage({ standinUsage: 1, operations: [...operations.values()] });
}

/**
 * The canonical order of a usage file, so it diffs well: operations by operationId, members by
 * pointer then status, every list of locations by file then line, without duplicates.
 *
 * @example
 * const text = `${JSON.stringify(sortUsage(usage), null, 2)}\n`;
 */
export function sortUsage(usage: UsageFile): UsageFile {
  const operations = usage.operations.map((operation) => {
    const members = new Map<string, UsageMember>();
    for (const member of operation.members) {
      const key = `${member.status}\u0000${member.pointer}`;
      const known = members.get(key);
      if (known) known.reads = [...known.reads, ...member.reads];
      else members.set(key, { ...member, reads: [...member.reads] });
    }
    return {
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      sources: [...unique(operation.sources)].sort(),
      calls: sortLocations(operation.calls),
      statuses: [...unique(operation.statuses)].sort(),
      members: [...members.values()]
        .map((member) => ({ ...member, reads: sortLocations(member.reads) }))
        .sort((a, b) => compare(a.pointer, b.pointer) || compare(a.status, b.status)),
    };
  });
  return {
    standinUsage: 1,
    operations: operations.sort((a, b) => compare(a.operationId, b.operationId)),
  };
}

/**
 * The file's text: two-space JSON with a final newline.
 *
 * @example
 * await writeFile('standin-usage.json', formatUsage(usage));
 */
export function formatUsage(usage: UsageFile): string {
  return `${JSON.stringify(sortUsage(usage), null, 2)}\n`;
}

function sortLocations(locations: readonly UsageLocation[]): UsageLocation[] {
  const seen = new Map<string, UsageLocation>();
  for (const location of locations)
    seen.set(`${location.file}:${location.line}`, { file: location.file, line: location.line });
  return [...seen.values()].sort((a, b) => compare(a.file, b.file) || a.line - b.line);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
