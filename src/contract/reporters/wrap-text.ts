/** The console report's width: it fits a terminal or a CI log of 100 columns. */
export const REPORT_WIDTH = 100;

/**
 * Wrap one line at spaces to `width` columns; continuation lines are indented two columns
 * deeper than the first. A word longer than a whole line is cut, so nothing ever overflows.
 *
 * @example
 * wrapLine('  alpha beta gamma', 12); // ['  alpha beta', '    gamma']
 */
export function wrapLine(line: string, width = REPORT_WIDTH): string[] {
  if (line.length <= width) return [line];
  const indent = /^ */.exec(line)?.[0] ?? '';
  const hanging = `${indent}  `;
  const words = line.slice(indent.length).split(' ');
  const lines: string[] = [];
  let current = indent;
  const room = () => width - current.length;
  for (let word of words) {
    const separator = current.trim() === '' ? '' : ' ';
    if (separator.length + word.length <= room()) {
      current += separator + word;
      continue;
    }
    if (current.trim() !== '') lines.push(current);
    current = hanging;
    while (word.length > room()) {
      lines.push(current + word.slice(0, room()));
      word = word.slice(room());
    }
    current += word;
  }
  if (current.trim() !== '') lines.push(current);
  return lines;
}

/**
 * Wrap a curl command for a `width`-column report and keep it pasteable: breaks fall between
 * arguments as ` \` line continuations; an argument longer than a line (a long JSON body) is
 * split between two single-quoted halves, `'ab'\` + newline + `'cd'`, which the shell joins
 * back (the continuation then starts in column 0, as it must inside one word).
 *
 * @example
 * wrapCurl("curl -sS -X GET 'http://127.0.0.1:4010/users/me'", '  ', 30);
 * // ['  curl -sS -X GET \\', "    'http://127.0.0.1:4010/users/me'"]
 */
export function wrapCurl(curl: string, indent: string, width = REPORT_WIDTH): string[] {
  if (indent.length + curl.length <= width) return [indent + curl];
  const lines: string[] = [];
  const continued = `${indent}  `;
  let current = indent;
  // Room is kept for the trailing ' \' of a continued line.
  const fits = (word: string) =>
    current.length + (current.trim() === '' ? 0 : 1) + word.length + 2 <= width;
  const add = (word: string) => {
    current += (current.trim() === '' ? '' : ' ') + word;
  };
  const breakLine = () => {
    if (current.trim() === '') return;
    lines.push(`${current} \\`);
    current = continued;
  };
  for (const unit of optionUnits(shellWords(curl))) {
    if (fits(unit.join(' '))) {
      add(unit.join(' '));
      continue;
    }
    breakLine();
    if (fits(unit.join(' '))) {
      add(unit.join(' '));
      continue;
    }
    for (const word of unit) {
      if (!fits(word)) breakLine();
      let rest = word;
      while (!fits(rest) && /^'[^']*'$/.test(rest)) {
        const take = Math.max(1, width - current.length - 4);
        lines.push(`${current}${current.trim() === '' ? '' : ' '}${rest.slice(0, take + 1)}'\\`);
        rest = `'${rest.slice(take + 1)}`;
        current = '';
      }
      add(rest);
    }
  }
  lines.push(current);
  return lines;
}

/** `-H 'name: value'` stays one unit, so a break never parts an option from its value. */
function optionUnits(words: readonly string[]): string[][] {
  const units: string[][] = [];
  for (const word of words) {
    const last = units.at(-1);
    if (last?.length === 1 && last[0]?.startsWith('-') && word.startsWith("'")) last.push(word);
    else units.push([word]);
  }
  return units;
}

/** Split a command into its arguments as written, keeping single-quoted spans whole. */
function shellWords(command: string): string[] {
  const words: string[] = [];
  let word = '';
  let quoted = false;
  for (let index = 0; index < command.length; index += 1) {
    const char = command[index] as string;
    if (char === "'") quoted = !quoted;
    else if (char === '\\' && !quoted) {
      word += char + (command[index + 1] ?? '');
      index += 1;
      continue;
    } else if (char === ' ' && !quoted) {
      if (word !== '') words.push(word);
      word = '';
      continue;
    }
    word += char;
  }
  if (word !== '') words.push(word);
  return words;
}
