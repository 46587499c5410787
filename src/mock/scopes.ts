/** How many scopes a mock keeps, and for how long an unused one lives. */
export interface ScopeLimits {
  /** Scopes kept at most; past it, the least recently used is dropped. Default 64. */
  max?: number;
  /** A scope unused this long is dropped. Default 900 (15 minutes). */
  idleSeconds?: number;
}

export const DEFAULT_SCOPE_LIMITS: Required<ScopeLimits> = { max: 64, idleSeconds: 900 };

/**
 * Named states created on first use, bounded in number and pruned when idle: least recently
 * used first (docs/decisions/0029-scopes-by-request-header.md). A dropped scope's next request
 * creates it again, fresh from the seed, exactly as a reset of it would leave it.
 *
 * @example
 * const scopes = createScopes((name) => createMock(options), { max: 8 });
 * const worker3 = await scopes.get('worker-3');
 */
export function createScopes<S>(
  create: (name: string) => Promise<S>,
  limits: ScopeLimits = {},
  clock: () => number = () => performance.now(),
) {
  const max = Math.max(1, limits.max ?? DEFAULT_SCOPE_LIMITS.max);
  const idleMs = (limits.idleSeconds ?? DEFAULT_SCOPE_LIMITS.idleSeconds) * 1000;
  // Insertion order is use order: the first entry is the least recently used.
  const scopes = new Map<string, { state: Promise<S>; usedAt: number }>();

  /** Drops the scopes unused for `idleSeconds` (least recently used first, so it stops early). */
  const prune = (now: number) => {
    for (const [key, entry] of scopes) {
      if (now - entry.usedAt < idleMs) break;
      scopes.delete(key);
    }
  };

  return {
    /** Drops idle scopes now (a request without a scope calls it; cheap when there are none). */
    prune: () => {
      if (scopes.size > 0) prune(clock());
    },
    /** The scope's state, created on its first use. */
    get(name: string): Promise<S> {
      const now = clock();
      prune(now);
      let entry = scopes.get(name);
      if (entry) {
        scopes.delete(name);
        entry.usedAt = now;
      } else {
        const state = create(name);
        entry = { state, usedAt: now };
        // A scope that failed to build is not kept: its next request tries again.
        state.catch(() => {
          if (scopes.get(name)?.state === state) scopes.delete(name);
        });
      }
      scopes.set(name, entry);
      while (scopes.size > max) scopes.delete(scopes.keys().next().value as string);
      return entry.state;
    },
    /** The names of the scopes kept now, least recently used first. */
    names(): string[] {
      return [...scopes.keys()];
    },
  };
}
