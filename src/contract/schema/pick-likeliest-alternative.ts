import type { ErrorObject } from 'ajv/dist/2020.js';

/**
 * Keep, for every failed `anyOf`/`oneOf`, only the errors of the alternative that came closest
 * (fewest errors; the first on a tie). With `allErrors`, ajv reports every branch, so a flat
 * profile would otherwise also list everything the nested shape misses.
 *
 * @example
 * pickLikeliestAlternative(ajvErrors).map((error) => error.instancePath);
 */
export function pickLikeliestAlternative(errors: readonly ErrorObject[]): ErrorObject[] {
  let remaining = [...errors];
  const alternatives = errors
    .filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const alternative of alternatives) {
    if (!remaining.includes(alternative)) continue;
    const prefix = `${alternative.schemaPath}/`;
    const branchOf = (error: ErrorObject) =>
      error.schemaPath.slice(prefix.length).split('/')[0] ?? '';
    const inBranches = remaining.filter(
      (error) =>
        error.schemaPath.startsWith(prefix) &&
        isWithin(error.instancePath, alternative.instancePath),
    );
    if (inBranches.length === 0) continue;
    const counts = new Map<string, number>();
    for (const error of inBranches)
      counts.set(branchOf(error), (counts.get(branchOf(error)) ?? 0) + 1);
    const best = [...counts.entries()].sort(
      (a, b) => a[1] - b[1] || Number(a[0]) - Number(b[0]),
    )[0]?.[0];
    remaining = remaining.filter(
      (error) => error !== alternative && (!inBranches.includes(error) || branchOf(error) === best),
    );
  }
  return remaining;
}

function isWithin(pointer: string, parent: string): boolean {
  return pointer === parent || pointer.startsWith(`${parent}/`);
}
