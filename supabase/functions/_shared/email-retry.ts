/**
 * Minutes to wait after each failed attempt at a lead's e-mail before the next. After the last, the
 * lead shows as failed in the inbox and nothing retries it: 7 attempts over about 17 hours.
 */
export const EMAIL_BACKOFF_MINUTES = [1, 5, 15, 60, 240, 720] as const;
export const EMAIL_ATTEMPTS = EMAIL_BACKOFF_MINUTES.length + 1;
