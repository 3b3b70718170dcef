const BASE_MS = 2_000;
const CAP_MS = 5 * 60_000;

/**
 * "Full jitter" exponential backoff: a random wait up to min(cap, base·2^attempt), so a street of
 * phones coming back online does not retry in lockstep. A server's Retry-After wins when longer.
 */
export function nextDelay(attempt: number, retryAfterMs = 0, random = Math.random): number {
  const ceiling = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.max(retryAfterMs, Math.round(random() * ceiling));
}

/** Retry-After as seconds or an HTTP date, in milliseconds from now. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number {
  if (!value) return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}
