import type { SupabaseClient } from '@supabase/supabase-js';
import { hitRateLimit, type RateLimit } from './rate-limit.ts';
import type { MailMessage } from './email.ts';

/**
 * Leads that arrived past the cap for everyone are not mailed one by one: at most one digest per
 * window tells staff how many there are. Returns the digest to send (and the leads it counts, marked
 * once it is sent), or null when there is nothing to report or a digest already went out this window.
 */
export async function takeFloodDigest(
  supabase: SupabaseClient,
  window: RateLimit,
): Promise<{ message: Pick<MailMessage, 'subject' | 'html' | 'text'>; ids: string[] } | null> {
  const { data, error } = await supabase
    .from('quote_requests')
    .select('id, created_at')
    .eq('flood', true)
    .is('digested_at', null)
    .order('created_at', { ascending: true })
    .limit(10_000);
  if (error || !data?.length) return null;
  // One digest per window, whichever request gets here first.
  if (
    !(await hitRateLimit(supabase, 'quote-digest', '', { limit: 1, windowSeconds: window.windowSeconds }))
      .allowed
  )
    return null;
  const ids = data.map((row) => row.id as string);
  const minutes = Math.round(window.windowSeconds / 60);
  const count = ids.length === 1 ? '1 more lead' : `${ids.length} more leads`;
  const line = `${count} in the last ${minutes} minutes, see the inbox.`;
  const why = `More than ${window.limit} leads arrived within ${minutes} minutes, so these were not e-mailed one by one. They are marked "flood" in the inbox: check them there, and delete the ones that are not real in one go.`;
  return {
    ids,
    message: {
      subject: `Website: ${count} in the last ${minutes} minutes`,
      text: `${line}\n\n${why}\n`,
      html: `<!doctype html><html><body style="font-family:Arial,sans-serif"><h2>${line}</h2><p>${why}</p></body></html>`,
    },
  };
}

export async function markDigested(supabase: SupabaseClient, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 200) {
    await supabase
      .from('quote_requests')
      .update({ digested_at: new Date().toISOString() })
      .in('id', ids.slice(i, i + 200));
  }
}
