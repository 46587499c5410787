/**
 * `standin-usage.json`: what a frontend uses of the API — the operations it calls and the
 * response members it reads, each with the lines that do — as `standin usage` writes it and
 * `standin contract --usage` and `standin diff --usage` read it (docs/product/usage.md).
 */

/** A place in the frontend's code: a path relative to the tsconfig's folder, `/` separators. */
export interface UsageLocation {
  file: string;
  line: number;
}

/** How a use became known: `code` from static analysis, `observed` from a run of the mock. */
export type UsageSource = 'code' | 'observed';

/** One response member the frontend reads. */
export interface UsageMember {
  /**
   * A status code (`"200"`), `"2xx"` for the success body read through openapi-fetch's `data`,
   * or `"error"` for its `error`.
   */
  status: string;
  /** A JSON Pointer into the response body; every array element is the segment `*`. */
  pointer: string;
  reads: UsageLocation[];
}

/** One operation the frontend calls. */
export interface UsageOperation {
  operationId: string;
  /** Lower case, as in openapi.yaml. */
  method: string;
  /** The documented path template, e.g. `/projects/{id}/board`. */
  path: string;
  sources: UsageSource[];
  calls: UsageLocation[];
  /** Statuses a run observed served (empty for code-only). */
  statuses: string[];
  members: UsageMember[];
}

/** The whole file. Operations are sorted by operationId, members by pointer. */
export interface UsageFile {
  standinUsage: 1;
  operations: UsageOperation[];
}

/**
 * Check a parsed `standin-usage.json` and hand it back typed, or say in one sentence what is
 * wrong with it (the first problem found, with where it is).
 *
 * @example
 * const result = parseUsage(JSON.parse(text));
 * if ('problem' in result) throw new Error(result.problem);
 * result.usage.operations.length;
 */
export function parseUsage(value: unknown): { usage: UsageFile } | { problem: string } {
  if (!isObject(value) || value.standinUsage !== 1)
    return { problem: 'it is not a standin usage file (no "standinUsage": 1)' };
  if (!Array.isArray(value.operations)) return { problem: '"operations" is not an array' };
  for (const [index, operation] of value.operations.entries()) {
    const where = `operations[${index}]`;
    if (!isObject(operation)) return { problem: `${where} is not an object` };
    for (const field of ['operationId', 'method', 'path'] as const)
      if (typeof operation[field] !== 'string')
        return { problem: `${where}.${field} is not a string` };
    if (!isStringArray(operation.sources, ['code', 'observed']))
      return { problem: `${where}.sources must list "code" and/or "observed"` };
    if (!isStringArray(operation.statuses)) return { problem: `${where}.statuses is not strings` };
    const calls = locationsProblem(operation.calls, `${where}.calls`);
    if (calls) return { problem: calls };
    if (!Array.isArray(operation.members)) return { problem: `${where}.members is not an array` };
    for (const [at, member] of operation.members.entries()) {
      const spot = `${where}.members[${at}]`;
      if (!isObject(member)) return { problem: `${spot} is not an object` };
      if (typeof member.status !== 'string') return { problem: `${spot}.status is not a string` };
      if (typeof member.pointer !== 'string' || !/^(\/.*)?$/.test(member.pointer))
        return { problem: `${spot}.pointer is not a JSON Pointer` };
      const reads = locationsProblem(member.reads, `${spot}.reads`);
      if (reads) return { problem: reads };
    }
  }
  return { usage: value as unknown as UsageFile };
}

/**
 * Read and check a usage file from its text. Throws an Error whose message is one line a user
 * can act on.
 *
 * @example
 * const usage = readUsage(await readFile('standin-usage.json', 'utf8'), 'standin-usage.json');
 */
export function readUsage(text: string, name = 'the usage file'): UsageFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${name} is not JSON (${(error as Error).message}). Write it with standin usage.`,
      { cause: error },
    );
  }
  const result = parseUsage(parsed);
  if ('problem' in result)
    throw new Error(`${name}: ${result.problem}. Write it with standin usage.`);
  return result.usage;
}

function locationsProblem(value: unknown, where: string): string | undefined {
  if (!Array.isArray(value)) return `${where} is not an array`;
  for (const [index, location] of value.entries()) {
    if (!isObject(location) || typeof location.file !== 'string')
      return `${where}[${index}].file is not a string`;
    if (!Number.isInteger(location.line)) return `${where}[${index}].line is not a number`;
  }
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown, allowed?: readonly string[]): value is string[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) => typeof item === 'string' && (allowed === undefined || allowed.includes(item)),
    )
  );
}
