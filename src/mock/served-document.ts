import { stringify } from 'yaml';

const ADMIN_MARKER = /^( {6})x-standin-mock-only: true$/;

/** The server URLs of a running mock: its origin under each prefix it serves, bare first. */
export function describeServers(
  origin: string,
  prefixes: readonly string[],
): { url: string; description: string }[] {
  const ordered = [...prefixes].sort((a, b) => a.length - b.length);
  return ordered.map((prefix) => ({
    url: `${origin}${prefix}`,
    description: prefix === '' ? 'This Standin mock, bare paths' : `This Standin mock, ${prefix}`,
  }));
}

/**
 * openapi.yaml as the running mock serves it: `servers` names the origin the request came to and
 * the prefixes this mock serves (docs/product/mock-controls.md), so the API reference's "Try it
 * out" and tools that read `servers` call this server. The admin operations live outside every
 * prefix: when the bare form is not served they get their own server at the origin. The rest of
 * the text, comments included, is served as written.
 *
 * @example
 * servedDocument(yamlText, 'http://127.0.0.1:4321', ['/api/v1']);
 * // servers: - url: http://127.0.0.1:4321/api/v1 …; each admin operation: servers: - url: http://127.0.0.1:4321
 */
export function servedDocument(text: string, origin: string, prefixes: readonly string[]): string {
  const lines = text.split('\n');
  const start = lines.indexOf('servers:');
  if (start === -1) throw new Error('openapi.yaml has no top-level servers list to describe.');
  let end = start + 1;
  while (end < lines.length && /^(\s|-|$)/.test(lines[end] ?? '')) end += 1;
  const servers = stringify({ servers: describeServers(origin, prefixes) })
    .trimEnd()
    .split('\n');
  lines.splice(start, end - start, ...servers);
  if (prefixes.includes('')) return lines.join('\n');

  const adminServer = `servers: [{ url: '${origin}', description: Admin API, outside every prefix }]`;
  return lines
    .flatMap((line) => {
      const admin = ADMIN_MARKER.exec(line);
      return admin ? [line, `${admin[1]}${adminServer}`] : [line];
    })
    .join('\n');
}
