/**
 * E-mail addresses in a clause, for testers (openapi.yaml TestMode.testers: `format: email`).
 * Checked word by word with an anchored pattern that is a subset of ajv-formats' "email", so
 * every address found validates and a long word cannot make the pattern backtrack.
 */
import { stripQuotes, stripTrailingPunctuation, wordsOf } from './phrase.js';

const EMAIL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;
const MAX_EMAIL_LENGTH = 254;

/**
 * Lower-cased, de-duplicated, in the order written.
 *
 * @example
 * extractEmails('turn on test mode for Alice@acme.test and bob@acme.test.'); // ['alice@acme.test', 'bob@acme.test']
 */
export function extractEmails(text: string): string[] {
  const emails: string[] = [];
  // Every address holds an "@": most clauses have none and are not split into words.
  if (!text.includes('@')) return emails;
  for (const word of wordsOf(text)) {
    const candidate = stripQuotes(stripTrailingPunctuation(stripQuotes(word))).replace(
      /^[(<]|[)>]$/g,
      '',
    );
    if (candidate.length > MAX_EMAIL_LENGTH || !EMAIL.test(candidate)) continue;
    const domainLabels = candidate.slice(candidate.indexOf('@') + 1).split('.');
    if (domainLabels.some((label) => label.startsWith('-') || label.endsWith('-'))) continue;
    const email = candidate.toLowerCase();
    if (!emails.includes(email)) emails.push(email);
  }
  return emails;
}
