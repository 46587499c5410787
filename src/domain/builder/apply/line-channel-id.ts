/**
 * Channel ids for LINE channels connected without one (openapi.yaml LineConnectInput: "Without
 * `channelId` the mock assigns one"). Derived from the project id and the channel name so the same
 * board and suggestion always give the same id (docs/product/demo-data.md: deterministic) — no
 * clock, no randomness.
 */

/** Real LINE channel ids are 10 digits and start with 1 or 2; these start with 1. */
const ID_SPACE = 1_000_000_000;

/**
 * A 10-digit channel id for `name` in `projectId` that `taken` does not contain.
 *
 * @example
 * deriveLineChannelId('prj_acme_support', 'LINE', new Set()); // e.g. '1384021957', always the same
 */
export function deriveLineChannelId(
  projectId: string,
  name: string,
  taken: ReadonlySet<string>,
): string {
  // Probing on a collision stays deterministic; a board never holds enough channels to loop long.
  for (let attempt = 0; ; attempt += 1) {
    const hash = fnv1a(`${projectId}\u0000${name.toLowerCase()}\u0000${attempt}`);
    const candidate = `1${String(hash % ID_SPACE).padStart(9, '0')}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** 32-bit FNV-1a: tiny, fast and well spread for short strings. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
