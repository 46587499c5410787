import { isJsonObject } from '../contract/document/json-values.js';

/** A place in the frontend's source: a file relative to its tsconfig folder, `/`-separated. */
export interface UsageLocation {
  file: string;
  line: number;
}

/** A response member the frontend reads, at a JSON Pointer (array elements as `*`). */
export interface UsageMember {
  /** A status code, `2xx` for the success body (openapi-fetch's `data`), or `error`. */
  status: string;
  pointer: string;
  reads: UsageLocation[];
}

/** An operation the frontend calls, from its code and/or from what a test run served. */
export interface UsageOperation {
  operationId?: string;
  method: string;
  path: string;
  sources: string[];
  calls: UsageLocation[];
  statuses: string[];
  members: UsageMember[];
}

/** `standin-usage.json`, as `standin usage` writes it. */
export interface UsageFile {
  standinUsage: 1;
  operations: UsageOperation[];
}

/**
 * Read and check a `standin-usage.json` text (the same signature as `readUsage` of the usage
 * layer, which replaces this file where both exist). Only what `standin diff --usage` relies on is
 * checked; a wrong shape rejects with a message that says what is wrong and where.
 *
 * @example
 * const usage = readUsage(await readFile('standin-usage.json', 'utf8'), 'standin-usage.json');
 * usage.operations[0]?.members[0]?.pointer; // '/organization/name'
 */
export function readUsage(text: string, label: string): UsageFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`${label} is not JSON (${(error as Error).message})`, { cause: error });
  }
  const fail = (where: string, what: string): never => {
    throw new Error(`${label}: ${where} ${what}. Write it again with standin usage`);
  };
  if (!isJsonObject(parsed) || parsed.standinUsage !== 1)
    fail('the file', 'has no "standinUsage": 1');
  const document = parsed as { operations?: unknown };
  if (!Array.isArray(document.operations)) return fail('"operations"', 'is not a list');
  const operations = document.operations.map((item: unknown, index): UsageOperation => {
    const where = `operations[${index}]`;
    if (!isJsonObject(item)) return fail(where, 'is not an object');
    if (typeof item.method !== 'string' || typeof item.path !== 'string')
      return fail(where, 'has no method and path');
    const members = Array.isArray(item.members) ? item.members : [];
    return {
      ...(typeof item.operationId === 'string' ? { operationId: item.operationId } : {}),
      method: item.method.toLowerCase(),
      path: item.path,
      sources: Array.isArray(item.sources) ? item.sources.map(String) : [],
      calls: locations(item.calls),
      statuses: Array.isArray(item.statuses) ? item.statuses.map(String) : [],
      members: members.map((member: unknown, memberIndex): UsageMember => {
        if (!isJsonObject(member) || typeof member.pointer !== 'string')
          return fail(`${where}.members[${memberIndex}]`, 'has no "pointer"');
        return {
          status: typeof member.status === 'string' ? member.status : '2xx',
          pointer: member.pointer,
          reads: locations(member.reads),
        };
      }),
    };
  });
  return { standinUsage: 1, operations };
}

function locations(value: unknown): UsageLocation[] {
  return (Array.isArray(value) ? value : []).flatMap((item) =>
    isJsonObject(item) && typeof item.file === 'string' && typeof item.line === 'number'
      ? [{ file: item.file, line: item.line }]
      : [],
  );
}
