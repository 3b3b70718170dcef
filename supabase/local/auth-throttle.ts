/**
 * Failed sign-ins, counted per account and per client address over a sliding window, in memory (one
 * gateway process owns the data folder). Past either limit the next attempt is refused with 429 until
 * the oldest failure leaves the window; a successful sign-in clears the account's count.
 */
export interface ThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const LOGIN_LIMITS: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

export function createLoginThrottle(limits = LOGIN_LIMITS, now = () => Date.now()) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const kept = (failures.get(key) ?? []).filter((t) => t > now() - limits.windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  const keys = (email: string, address: string) =>
    [
      [`account:${email}`, limits.perAccount],
      [`address:${address}`, limits.perAddress],
    ] as const;

  return {
    /** Seconds to wait before another attempt, or 0 when one may be made now. */
    retryAfter(email: string, address: string): number {
      let wait = 0;
      for (const [key, limit] of keys(email, address)) {
        const times = recent(key);
        if (times.length >= limit)
          wait = Math.max(wait, times[times.length - limit]! + limits.windowMs - now());
      }
      return Math.ceil(wait / 1000);
    },
    failed(email: string, address: string): void {
      for (const [key] of keys(email, address)) failures.set(key, [...recent(key), now()]);
    },
    succeeded(email: string): void {
      failures.delete(`account:${email}`);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
