/**
 * The JSONPath subset (RFC 9535) that reconcile writes in Overlay `target`s: name selectors,
 * index selectors and one filter form, `[?@ == 'value']`, for an entry of a string array such
 * as `required`. Always normalized, so one location has one spelling.
 */

/** One step: a member name, an array index, or the array entry equal to a string. */
export type PathSegment = string | number | { equals: string };

const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Spell a location as a JSONPath.
 *
 * @example
 * formatJsonPath(['paths', '/auth/login', 'post']); // "$.paths['/auth/login'].post"
 * formatJsonPath(['components', 'schemas', 'User', 'required', { equals: 'name' }]);
 * // "$.components.schemas.User.required[?@ == 'name']"
 */
export function formatJsonPath(segments: readonly PathSegment[]): string {
  let path = '$';
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else if (typeof segment === 'object') path += `[?@ == ${quote(segment.equals)}]`;
    else path += PLAIN_NAME.test(segment) ? `.${segment}` : `[${quote(segment)}]`;
  }
  return path;
}

/**
 * Read a JSONPath written by {@link formatJsonPath}; anything else is an error that names it.
 *
 * @example
 * parseJsonPath("$.paths['/auth/login'].post"); // ['paths', '/auth/login', 'post']
 */
export function parseJsonPath(path: string): PathSegment[] {
  if (!path.startsWith('$')) throw new Error(`JSONPath ${path} does not start with $.`);
  const segments: PathSegment[] = [];
  let rest = path.slice(1);
  while (rest !== '') {
    const match =
      /^\.([A-Za-z_][A-Za-z0-9_]*)/.exec(rest) ??
      /^\[(\d+)\]/.exec(rest) ??
      /^\['((?:[^'\\]|\\.)*)'\]/.exec(rest) ??
      /^\[\?@ == '((?:[^'\\]|\\.)*)'\]/.exec(rest);
    if (!match) throw new Error(`JSONPath ${path}: cannot read "${rest}".`);
    const [whole, value = ''] = match;
    if (whole.startsWith('[?')) segments.push({ equals: unquote(value) });
    else if (/^\[\d/.test(whole)) segments.push(Number(value));
    else segments.push(whole.startsWith('[') ? unquote(value) : value);
    rest = rest.slice(whole.length);
  }
  return segments;
}

function quote(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function unquote(value: string): string {
  return value.replace(/\\(.)/g, '$1');
}
