/** docs/product/errors.md: 10 failed logins for one e-mail in a minute → 429 with Retry-After. */
export interface LoginThrottle {
  /** Seconds to wait, or 0 when another attempt is allowed now. */
  retryAfter(email: string): number;
  recordFailure(email: string): void;
  recordSuccess(email: string): void;
}

export interface LoginThrottleOptions {
  maxFailures?: number;
  windowMs?: number;
  /** Bound on the e-mails tracked at once; the oldest is forgotten first. */
  maxTracked?: number;
  clock?: () => Date;
}

/**
 * A sliding-window counter of failed logins per e-mail, bounded in memory.
 *
 * @example
 * const throttle = createLoginThrottle();
 * for (let i = 0; i < 10; i++) throttle.recordFailure('a@b.test');
 * throttle.retryAfter('a@b.test'); // about 60
 */
export function createLoginThrottle(options: LoginThrottleOptions = {}): LoginThrottle {
  const maxFailures = options.maxFailures ?? 10;
  const windowMs = options.windowMs ?? 60_000;
  const maxTracked = options.maxTracked ?? 10_000;
  const clock = options.clock ?? (() => new Date());
  const failures = new Map<string, number[]>();
  const key = (email: string) => email.trim().toLowerCase();

  const recent = (email: string, now: number): number[] => {
    const list = (failures.get(key(email)) ?? []).filter((at) => at > now - windowMs);
    if (list.length === 0) failures.delete(key(email));
    else failures.set(key(email), list);
    return list;
  };

  return {
    retryAfter(email) {
      const now = clock().getTime();
      const list = recent(email, now);
      if (list.length < maxFailures) return 0;
      const oldest = list[list.length - maxFailures] as number;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
    recordFailure(email) {
      const now = clock().getTime();
      const list = recent(email, now);
      list.push(now);
      failures.delete(key(email));
      failures.set(key(email), list.slice(-maxFailures));
      if (failures.size > maxTracked) {
        const oldestKey = failures.keys().next().value;
        if (oldestKey !== undefined) failures.delete(oldestKey);
      }
    },
    recordSuccess(email) {
      failures.delete(key(email));
    },
  };
}
