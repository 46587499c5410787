/** What replaces a secret in every report, log line and curl command. */
export const REDACTED = '<redacted>';

/** JSON keys whose string values are secrets wherever they appear. */
const SENSITIVE_KEY = /password|secret|token$|^token|authorization/i;

export interface Redactor {
  /** Remember a secret (a password, an issued token); short strings are ignored. */
  add(secret: string | undefined): void;
  /** Replace every remembered secret in a string. */
  text(value: string): string;
  /** A deep copy with secrets replaced in strings and sensitive keys blanked. */
  deep<T>(value: T): T;
}

/**
 * Collects the secrets a run handles so no report can leak them (style habit 7: secrets never
 * reach a log). Values are matched anywhere in a string, so a token quoted inside an error
 * message is caught as well as one in a header.
 *
 * @example
 * const redactor = createRedactor();
 * redactor.add('Passw0rd!');
 * redactor.text('password Passw0rd! rejected'); // 'password <redacted> rejected'
 */
export function createRedactor(): Redactor {
  const secrets = new Set<string>();
  let ordered: string[] = [];
  const text = (value: string): string => {
    let result = value;
    for (const secret of ordered) result = result.split(secret).join(REDACTED);
    return result;
  };
  const deep = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string')
      return key !== undefined && SENSITIVE_KEY.test(key) && !/type$/i.test(key)
        ? REDACTED
        : text(value);
    if (Array.isArray(value)) return value.map((item) => deep(item));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, deep(item, name)]),
      );
    }
    return value;
  };
  return {
    add(secret) {
      // Very short values would blank ordinary words; a real password or token is longer.
      if (secret === undefined || secret.length < 4 || secrets.has(secret)) return;
      secrets.add(secret);
      ordered = [...secrets].sort((a, b) => b.length - a.length);
    },
    text,
    deep: <T>(value: T) => deep(value) as T,
  };
}
