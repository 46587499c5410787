/**
 * The parts of a Japanese or Thai clause that are written in Latin script: board names ("Main
 * router", "FAQ"), e-mail addresses, URLs and LINE channel ids. Names are kept exactly as typed.
 */

export interface NameSpan {
  readonly name: string;
  /** Where the name starts and ends in the clause, so the words around it can say its kind. */
  readonly start: number;
  readonly end: number;
}

export interface ClauseParts {
  readonly emails: string[];
  readonly urls: string[];
  readonly channelIds: string[];
  readonly names: NameSpan[];
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const URL_PATTERN = /https?:\/\/[^\s「」、。]+/g;
const CHANNEL_ID = /(?<![0-9])[0-9]{10}(?![0-9])/g;
const LATIN = /[A-Za-z][A-Za-z0-9._'-]*(?: [A-Za-z0-9][A-Za-z0-9._'-]*)*/g;
/** Latin words that name a kind or a protocol, not an item. */
const NOT_NAMES = new Set([
  'line',
  'http',
  'https',
  'url',
  'api',
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'faq bot',
]);

/**
 * @example
 * extractParts('FAQ エージェントと Main router を削除して').names.map((n) => n.name); // ['FAQ', 'Main router']
 */
export function extractParts(clause: string): ClauseParts {
  const emails = [...clause.matchAll(EMAIL)].map((match) => match[0].toLowerCase());
  const urls = [...clause.matchAll(URL_PATTERN)].map((match) => match[0]);
  const blanked = clause
    .replace(EMAIL, (match) => ' '.repeat(match.length))
    .replace(URL_PATTERN, (match) => ' '.repeat(match.length));
  const channelIds = [...blanked.matchAll(CHANNEL_ID)].map((match) => match[0]);
  const names: NameSpan[] = [];
  for (const match of blanked.matchAll(LATIN)) {
    const name = match[0].trim();
    if (NOT_NAMES.has(name.toLowerCase())) continue;
    names.push({ name, start: match.index, end: match.index + match[0].length });
  }
  return { emails, urls, channelIds, names };
}
