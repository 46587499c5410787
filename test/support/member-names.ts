import { readFile } from 'node:fs/promises';

/**
 * Every member name an answer body holds, as JSON Pointers with array elements written `*`
 * (`/user/firstName`, `/rows/*\/name`).
 */
function pointersOf(value: unknown, prefix: string, into: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) pointersOf(item, `${prefix}/*`, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      into.add(`${prefix}/${key}`);
      pointersOf(item, `${prefix}/${key}`, into);
    }
  }
  return into;
}

/**
 * The member names of a recording (`standin contract --record`), per `operationId status`:
 * the union over every JSON answer recorded for it.
 *
 * @example
 * const names = await memberNames('run.har');
 * names.get('login 201'); // Set { '/accessToken', '/user', '/user/id', … }
 */
export async function memberNames(harFile: string): Promise<Map<string, Set<string>>> {
  const har = JSON.parse(await readFile(harFile, 'utf8')) as {
    log: {
      entries: Array<{
        _standin?: { operationId?: string };
        response: { status: number; content: { text?: string } };
      }>;
    };
  };
  const byAnswer = new Map<string, Set<string>>();
  for (const entry of har.log.entries) {
    const operationId = entry._standin?.operationId;
    if (!operationId) continue;
    let body: unknown;
    try {
      body = JSON.parse(entry.response.content.text ?? '');
    } catch {
      continue;
    }
    const key = `${operationId} ${entry.response.status}`;
    byAnswer.set(key, pointersOf(body, '', byAnswer.get(key) ?? new Set()));
  }
  return byAnswer;
}

/** `/rows/*`, `/rows/*\/tags/*`: the array items a pointer is inside of. */
function itemPrefixesOf(name: string): Set<string> {
  const prefixes = new Set<string>();
  for (let at = name.indexOf('/*'); at >= 0; at = name.indexOf('/*', at + 2)) {
    prefixes.add(name.slice(0, at + 2));
  }
  return prefixes;
}

function itemPrefixes(names: Set<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const name of names) {
    for (const prefix of itemPrefixesOf(name)) prefixes.add(prefix);
  }
  return prefixes;
}

/**
 * Where two recordings disagree on member names, for every `operationId status` both recorded:
 * one line per answer that differs, naming the members only one side sends.
 *
 * @example
 * compareMemberNames(await memberNames('backend.har'), await memberNames('mock.har'));
 * // { compared: ['getProfile 200', …], differences: [] }
 */
export function compareMemberNames(
  backend: Map<string, Set<string>>,
  mock: Map<string, Set<string>>,
  operationIds: ReadonlySet<string>,
): { compared: string[]; differences: string[] } {
  const compared = [...backend.keys()]
    .filter((key) => mock.has(key) && operationIds.has(key.split(' ')[0] as string))
    .sort();
  const differences: string[] = [];
  for (const key of compared) {
    const ours = mock.get(key) ?? new Set<string>();
    const theirs = backend.get(key) ?? new Set<string>();
    // Members of array items count only where both sides sent an item of that array: an empty
    // list says nothing about the names of its items.
    const both = new Set(
      [...itemPrefixes(ours)].filter((prefix) => itemPrefixes(theirs).has(prefix)),
    );
    const comparable = (name: string) =>
      [...itemPrefixesOf(name)].every((prefix) => both.has(prefix));
    const onlyBackend = [...theirs].filter((name) => !ours.has(name) && comparable(name));
    const onlyMock = [...ours].filter((name) => !theirs.has(name) && comparable(name));
    if (onlyBackend.length > 0 || onlyMock.length > 0) {
      differences.push(
        `${key}: only the backend sends ${onlyBackend.join(' ') || '-'}; only the mock sends ${onlyMock.join(' ') || '-'}`,
      );
    }
  }
  return { compared, differences };
}
