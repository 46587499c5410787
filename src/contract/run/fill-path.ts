/** Stands in for an id the run has not seen; the request is then about auth or input, not the item. */
export const PLACEHOLDER_ID = 'standin-contract-probe';

/**
 * Fill a path template. A parameter takes its value from `params`, else from the id first seen
 * for the collection segment before it (`/projects/{id}` → the `projects` id), else
 * {@link PLACEHOLDER_ID}; `missing` names the parameters that got the placeholder.
 *
 * @example
 * fillPath('/projects/{id}/board', {}, new Map([['projects', 'prj_1']]));
 * // { path: '/projects/prj_1/board', missing: [] }
 */
export function fillPath(
  template: string,
  params: Readonly<Record<string, string>>,
  ids: ReadonlyMap<string, string>,
): { path: string; missing: string[] } {
  const missing: string[] = [];
  const segments = template.split('/');
  const filled = segments.map((segment, index) => {
    const name = /^\{(.+)\}$/.exec(segment)?.[1];
    if (name === undefined) return segment;
    const value = params[name] ?? ids.get(segments[index - 1] ?? '');
    if (value === undefined) missing.push(name);
    return encodeURIComponent(value ?? PLACEHOLDER_ID);
  });
  return { path: filled.join('/'), missing };
}
