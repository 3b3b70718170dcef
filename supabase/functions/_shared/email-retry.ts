/**
 * Minutes to wait after each failed attempt at a lead's e-mail before the next. After the last, the
 * lead shows as failed in the inbox and nothing retries it: 7 attempts over about 17 hours.
 */
export const EMAIL_BACKOFF_MINUTES = [1, 5, 15, 60, 240, 720] as const;
export const EMAIL_ATTEMPTS = EMAIL_BACKOFF_MINUTES.length + 1;

/** After attempt number `attempts` failed: when to try again (ISO), or null once the waits are used up. */
export function nextTryAfter(attempts: number, now: Date): string | null {
  const wait = EMAIL_BACKOFF_MINUTES[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait * 60_000).toISOString();
}
