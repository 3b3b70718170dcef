/**
 * Sliding-window counters in memory (one gateway process owns the data folder): failed sign-ins and
 * sign-ups. Past a limit, the next attempt is refused with 429 until the oldest counted one leaves
 * the window.
 */
function slidingWindow(windowMs: number, now: () => number) {
  const hits = new Map<string, number[]>();
  const recent = (key: string) => {
    const kept = (hits.get(key) ?? []).filter((t) => t > now() - windowMs);
    if (kept.length) hits.set(key, kept);
    else hits.delete(key);
    return kept;
  };
  return {
    /** Milliseconds until `key` is under `limit` again (0: it is now). */
    wait(key: string, limit: number): number {
      const times = recent(key);
      return times.length >= limit ? times[times.length - limit]! + windowMs - now() : 0;
    },
    hit: (key: string) => void hits.set(key, [...recent(key), now()]),
    clear: (key: string) => void hits.delete(key),
  };
}

const seconds = (ms: number) => Math.ceil(ms / 1000);

export interface ThrottleLimits {
  /** Failures for one account from one address: another address (the owner's) is never locked out. */
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const LOGIN_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

export function createLoginThrottle(limits = LOGIN_LIMITS, now = () => Date.now()) {
  const failures = slidingWindow(limits.windowMs, now);
  const keys = (email: string, address: string) =>
    [
      [`account:${email}\n${address}`, limits.perAccount],
      [`address:${address}`, limits.perAddress],
    ] as const;

  return {
    /** Seconds to wait before another attempt, or 0 when one may be made now. */
    retryAfter(email: string, address: string): number {
      return seconds(Math.max(...keys(email, address).map(([key, limit]) => failures.wait(key, limit))));
    },
    failed(email: string, address: string): void {
      for (const [key] of keys(email, address)) failures.hit(key);
    },
    succeeded(email: string, address: string): void {
      failures.clear(`account:${email}\n${address}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** Sign-ups from one client address, and confirmation messages to one mailbox. */
export const SIGNUP_LIMITS = { perAddress: 10, perEmail: 5, windowMs: 60 * 60_000 };

export function createSignupThrottle(limits = SIGNUP_LIMITS, now = () => Date.now()) {
  const attempts = slidingWindow(limits.windowMs, now);
  const keys = (email: string, address: string) =>
    [
      [`address:${address}`, limits.perAddress],
      [`email:${email}`, limits.perEmail],
    ] as const;
  return {
    /** Counts one sign-up; the seconds to wait when it is over a limit (then it is not counted), else 0. */
    attempt(email: string, address: string): number {
      const wait = Math.max(...keys(email, address).map(([key, limit]) => attempts.wait(key, limit)));
      if (wait > 0) return seconds(wait);
      for (const [key] of keys(email, address)) attempts.hit(key);
      return 0;
    },
  };
}

export type SignupThrottle = ReturnType<typeof createSignupThrottle>;
