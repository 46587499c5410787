/**
 * The English clauses the Japanese and Thai readers produce, built in one place so both say the
 * same thing the same way (the clause readers understand exactly these forms).
 */
import type { ClauseParts } from './extract-parts.js';

export type CreatedKind = 'tool' | 'router' | 'agent';

/**
 * The kind of item a create sentence is about, by the words for each kind.
 *
 * @example
 * createdKind('在庫確認というツールを作って', { tool: /ツール/, router: /ルーター/, agent: /エージェント/ }); // 'tool'
 */
export function createdKind(
  clause: string,
  words: { readonly tool: RegExp; readonly router: RegExp; readonly agent: RegExp },
): CreatedKind | null {
  if (words.tool.test(clause)) return 'tool';
  if (words.router.test(clause)) return 'router';
  return words.agent.test(clause) ? 'agent' : null;
}

/**
 * @example
 * createClause('agent', 'Billing', undefined, '返金'); // ['add a sub-agent called "Billing" that handles 返金']
 */
export function createClause(
  kind: CreatedKind,
  name: string,
  url: string | undefined,
  topic: string | undefined,
): string[] {
  if (kind === 'router') return [`add a router called "${name}"`];
  if (kind === 'tool') return [`add an HTTP tool called "${name}"${url ? ` at ${url}` : ''}`];
  return [`add a sub-agent called "${name}"${topic ? ` that handles ${topic}` : ''}`];
}

/**
 * @example
 * deleteClause(['the FAQ sub-agent', 'the Main router']); // ['delete the FAQ sub-agent and the Main router']
 */
export function deleteClause(refs: readonly string[]): string[] | null {
  return refs.length > 0 ? [`delete ${refs.join(' and ')}`] : null;
}

/**
 * Adding or removing testers by e-mail address.
 *
 * @example
 * testerClause('ลบ alice@acme.test ออกจากผู้ทดสอบ', parts, /ลบ/, /เพิ่ม/); // ['remove alice@acme.test from testers']
 */
export function testerClause(
  clause: string,
  parts: ClauseParts,
  remove: RegExp,
  add: RegExp,
): string[] | null {
  const emails = parts.emails.join(' and ');
  if (remove.test(clause)) return [`remove ${emails} from testers`];
  return add.test(clause) ? [`add ${emails} as a tester`] : null;
}

/**
 * @example
 * testModeOnClause(parts); // ['turn on test mode for alice@acme.test']
 */
export function testModeOnClause(parts: ClauseParts): string[] {
  const testers = parts.emails.length > 0 ? ` for ${parts.emails.join(' and ')}` : '';
  return [`turn on test mode${testers}`];
}

/** "Support LINE" when the sentence names a channel, otherwise plain "LINE" (the only one). */
export function lineName(parts: ClauseParts): string {
  return parts.names.find((span) => /line/i.test(span.name))?.name ?? 'LINE';
}

/**
 * @example
 * connectLineClause(parts, 'Tokyo'); // ['connect LINE channel 1657012345 as "Tokyo"']
 */
export function connectLineClause(parts: ClauseParts, name: string | undefined): string[] {
  const id = parts.channelIds[0];
  return [`connect LINE channel${id ? ` ${id}` : ''}${name ? ` as "${name}"` : ''}`];
}

/** Reads a clause into English clauses, or null when it is not this reader's kind. */
export type ClauseReader = (clause: string, parts: ClauseParts) => string[] | null;

/**
 * The first reading any reader gives, in the readers' order.
 *
 * @example
 * firstReading([rename, remove], 'FAQ を消して', parts); // ['delete the FAQ']
 */
export function firstReading(
  readers: readonly ClauseReader[],
  clause: string,
  parts: ClauseParts,
): string[] | null {
  for (const read of readers) {
    const reading = read(clause, parts);
    if (reading) return reading;
  }
  return null;
}
