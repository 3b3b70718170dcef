import type { SupabaseClient } from '@supabase/supabase-js';
import type { Env } from './deps.ts';
import { errorResponse, sha256Hex } from './http.ts';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** "count/seconds" from the environment (e.g. QUOTE_RATE_LIMIT=10/600), else the default. */
export function rateLimitFrom(env: Env, name: string, fallback: RateLimit): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(env[name]?.trim() ?? '');
  return match ? { limit: Number(match[1]), windowSeconds: Math.max(Number(match[2]), 1) } : fallback;
}

export type RateResult = { allowed: true } | { allowed: false; retryAfter: number; unavailable?: boolean };

/** When the counter cannot count, nothing gets through: an open door under attack is worse. */
const UNAVAILABLE: RateResult = { allowed: false, retryAfter: 30, unavailable: true };

/** The counter's key: the scope and a hash of who, so the table holds no addresses or e-mails. */
export const keyFor = async (scope: string, who: string) => `${scope}:${(await sha256Hex(who)).slice(0, 32)}`;

/**
 * Counts one hit for `scope` + `who` (an address, an e-mail, a session, or '' for everyone). Only a
 * hash of `who` is stored, so the table holds no addresses or e-mails.
 */
export async function hitRateLimit(
  supabase: SupabaseClient,
  scope: string,
  who: string,
  { limit, windowSeconds }: RateLimit,
): Promise<RateResult> {
  const { data, error } = await supabase.rpc('hit_rate_limit', {
    p_key: await keyFor(scope, who),
    p_limit: limit,
    p_window_seconds: windowSeconds,
  });
  const row = Array.isArray(data)
    ? (data[0] as { allowed: boolean; retry_after: number } | undefined)
    : undefined;
  if (error || !row) return UNAVAILABLE;
  return row.allowed ? { allowed: true } : { allowed: false, retryAfter: row.retry_after };
}

/**
 * Counts one hit against each limit, in order, in one round trip; the first refusal is returned and
 * the limits after it are not counted.
 */
export async function hitRateLimits(
  supabase: SupabaseClient,
  limits: { scope: string; who: string; limit: RateLimit }[],
): Promise<RateResult> {
  const { data, error } = await supabase.rpc('hit_rate_limits', {
    p_keys: await Promise.all(limits.map((l) => keyFor(l.scope, l.who))),
    p_limits: limits.map((l) => l.limit.limit),
    p_window_seconds: limits.map((l) => l.limit.windowSeconds),
  });
  const row = Array.isArray(data)
    ? (data[0] as { allowed: boolean; retry_after: number } | undefined)
    : undefined;
  if (error || !row) return UNAVAILABLE;
  return row.allowed ? { allowed: true } : { allowed: false, retryAfter: row.retry_after };
}

/** 429 with Retry-After for a limit, 503 with Retry-After when the limiter is down. */
export function refusal(result: RateResult & { allowed: false }, message: string): Response {
  const status = result.unavailable ? 503 : 429;
  const text = result.unavailable ? 'We cannot take requests right now. Please try again shortly.' : message;
  return errorResponse(
    status,
    text,
    { retryAfter: result.retryAfter },
    { 'Retry-After': String(result.retryAfter) },
  );
}
