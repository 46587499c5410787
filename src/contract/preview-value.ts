/**
 * A short, single-line rendering of a value for "expected / received" columns.
 *
 * @example
 * previewValue({ id: 1 }); // '{"id":1}'
 * previewValue('x'.repeat(500)).length; // 120
 */
export function previewValue(value: unknown, limit = 120): string {
  const text =
    value === undefined
      ? '(absent)'
      : typeof value === 'string'
        ? JSON.stringify(value)
        : (JSON.stringify(value) ?? String(value));
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}
