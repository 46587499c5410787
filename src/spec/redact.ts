const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|api[-_]?key/i;
export const REDACTED = '[REDACTED]';

/**
 * Replaces every value under a secret-looking key (password, secret, token, ...) with
 * "[REDACTED]", at any depth. Used before anything reaches a log, a journal or a report.
 *
 * @example
 * redactJson({ email: 'a@b.test', password: 'x' }); // { email: 'a@b.test', password: '[REDACTED]' }
 */
export function redactJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactJson);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? REDACTED : redactJson(item),
    ]),
  );
}

/**
 * Redacts `"key": "value"`, `key=value` and `key: value` pairs under a secret-looking key in text
 * that is not JSON (a truncated JSON body, a form body), where {@link redactJson} cannot look.
 *
 * @example
 * redactText('{"email":"a@b.test","password":"x'); // '{"email":"a@b.test","password":"[REDACTED]"'
 */
export function redactText(text: string): string {
  return text.replace(
    /((?:pass(?:word)?|secret|token|authorization|cookie|api[-_]?key)[^:=&\s]*\s*[:=]\s*)("(?:[^"\\]|\\.)*"?|'[^']*'?|[^&\s,;}]*)/gi,
    `$1"${REDACTED}"`,
  );
}

/** Headers as a plain object with credentials redacted (`Authorization: Bearer [REDACTED]`). */
export function redactHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    // Keep the scheme (`Bearer [REDACTED]`); a value without one is all secret.
    if (name === 'authorization')
      out[name] = /^\w+\s/.test(value) ? value.replace(/^(\w+)\s.*$/s, `$1 ${REDACTED}`) : REDACTED;
    else out[name] = SECRET_KEY.test(name) ? REDACTED : value;
  });
  return out;
}
