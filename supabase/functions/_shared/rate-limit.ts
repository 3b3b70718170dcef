import type { SupabaseClient } from '@supabase/supabase-js';
import type { Env } from './deps.ts';
import { sha256Hex } from './http.ts';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** "count/seconds" from the environment (e.g. QUOTE_RATE_LIMIT=10/600), else the default. */
export function rateLimitFrom(env: Env, name: string, fallback: RateLimit): RateLimit {
  const match = /^(\d+)\/(\d+)$/.exec(env[name]?.trim() ?? '');
  return match ? { limit: Number(match[1]), windowSeconds: Math.max(Number(match[2]), 1) } : fallback;
}

export type RateResult = { allowed: true } | { allowed: false; retryAfter: number };

/**
 * Counts one hit for `scope` + client. The address is hashed so the table holds no IP addresses.
 * If the counter itself fails we let the request through: losing a lead is worse than a missed limit.
 */
export async function hitRateLimit(
  supabase: SupabaseClient,
  scope: string,
  client: string,
  { limit, windowSeconds }: RateLimit,
): Promise<RateResult> {
  const key = `${scope}:${(await sha256Hex(client)).slice(0, 32)}`;
  const { data, error } = await supabase.rpc('hit_rate_limit', {
    p_key: key,
    p_limit: limit,
    p_window_seconds: windowSeconds,
  });
  const row = Array.isArray(data)
    ? (data[0] as { allowed: boolean; retry_after: number } | undefined)
    : undefined;
  if (error || !row) return { allowed: true };
  return row.allowed ? { allowed: true } : { allowed: false, retryAfter: row.retry_after };
}
