import { describe, expect, it } from 'vitest';
import { nextDelay, parseRetryAfter } from './backoff.ts';

describe('backoff', () => {
  it('grows exponentially with full jitter and a cap', () => {
    expect(nextDelay(1, 0, () => 1)).toBe(2_000);
    expect(nextDelay(3, 0, () => 1)).toBe(8_000);
    expect(nextDelay(30, 0, () => 1)).toBe(300_000);
    expect(nextDelay(5, 0, () => 0)).toBe(0);
  });
  it('never retries before Retry-After', () => {
    expect(nextDelay(1, 90_000, () => 0.5)).toBe(90_000);
    expect(parseRetryAfter('120')).toBe(120_000);
    expect(parseRetryAfter(new Date(Date.now() + 30_000).toUTCString())).toBeGreaterThan(28_000);
    expect(parseRetryAfter('soon')).toBe(0);
  });
});
