// Markdown tables for stdout and RESULTS.md.

/** @param {string[]} header @param {(string | number | null | undefined)[][]} rows */
export function table(header, rows) {
  const cells = rows.map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? '–' : String(cell))),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (row) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...cells.map(line),
  ].join('\n');
}

/** `1234.5` → `1,235`; null stays a dash. */
export function int(value) {
  return value === null || value === undefined ? null : Math.round(value).toLocaleString('en-US');
}

export function ms(value, digits = 1) {
  return value === null || value === undefined ? null : value.toFixed(digits);
}

export function ratio(value, reference) {
  return value && reference ? `${(value / reference).toFixed(2)}×` : null;
}
