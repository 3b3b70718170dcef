import type { MaintenanceAnswer } from '@shared/contracts.ts';
import type { FunctionDeps, Handler } from '@shared/deps.ts';
import { corsHeaders, errorResponse, json } from '@shared/http.ts';
import { createBookingMail } from '@shared/booking-mail.ts';
import { createLeadMail } from '@shared/lead-mail.ts';
import type { LeadRow } from '@shared/lead-store.ts';
import { PHOTO_BUCKET } from '@shared/photo-urls.ts';
import { createPushAlerts } from '@shared/push-alerts.ts';

/** Lead e-mails retried per run: a backlog drains over a few minutes, and one run stays short. */
const EMAILS_PER_RUN = 20;
/** Staff alerts sent per run, side by side. */
const ALERTS_PER_RUN = 50;
/** Photos removed per run (the Storage API takes up to 1,000 names a call). */
const PHOTOS_PER_RUN = 100;
/** A photo no lead references after this long was left by a form that was never sent. */
const ORPHAN_PHOTO_AGE_SECONDS = 86_400;

/** Compares without stopping at the first difference, so the time taken tells nothing. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0 && expected.length > 0;
}

/**
 * The scheduled work, called every minute (pg_cron on hosted, the gateway's timer locally) with the
 * service-role key. Each step is idempotent and bounded, so a run that overlaps another, or a
 * missed minute, does no harm:
 * - lead e-mails that failed are retried with backoff, then marked as failed;
 * - customers' booking confirmations that failed are retried the same way;
 * - flood leads not yet reported get their digest (one per window of the cap for everyone);
 * - rate-limit counters a day old are deleted;
 * - booking photos no lead references after a day are removed, row and file, through the Storage API;
 * - staff alerts of new leads that failed (or were never sent) are sent, with backoff, never twice.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const { env, supabase } = deps;
  const log = deps.log ?? console.log;
  const mail = createLeadMail(deps);
  const bookings = createBookingMail(deps);
  const alerts = createPushAlerts(deps);

  const orphanAge = Number(env.ORPHAN_PHOTO_AGE_SECONDS ?? ORPHAN_PHOTO_AGE_SECONDS);

  async function removeOrphanPhotos(): Promise<number> {
    const { data, error } = await supabase.rpc('orphan_photos', {
      p_older_than_seconds: Number.isFinite(orphanAge) ? orphanAge : ORPHAN_PHOTO_AGE_SECONDS,
      p_limit: PHOTOS_PER_RUN,
    });
    const names = (data ?? []) as string[];
    if (error || names.length === 0) {
      if (error) log(`maintenance: finding orphan photos failed: ${error.message}`);
      return 0;
    }
    const removed = await supabase.storage.from(PHOTO_BUCKET).remove(names);
    if (removed.error) log(`maintenance: removing orphan photos failed: ${removed.error.message}`);
    return removed.data?.length ?? 0;
  }

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== 'POST') return errorResponse(405, 'POST only.');
    const token = req.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!sameSecret(token, env.SUPABASE_SERVICE_ROLE_KEY ?? '')) return errorResponse(403, 'Not allowed.');

    const ran: MaintenanceAnswer = {
      ok: true,
      emailsSent: 0,
      emailsFailed: 0,
      confirmationsSent: 0,
      confirmationsFailed: 0,
      digested: 0,
      pruned: 0,
      photosRemoved: 0,
      alertsSent: 0,
      alertsFailed: 0,
    };
    const { data: due, error } = await supabase.rpc('due_lead_emails', { p_limit: EMAILS_PER_RUN });
    if (error) log(`maintenance: reading owed e-mails failed: ${error.message}`);
    for (const lead of (due ?? []) as LeadRow[]) {
      if (await mail.deliver(lead)) ran.emailsSent++;
      else ran.emailsFailed++;
    }
    const confirmed = await bookings.retryDue(EMAILS_PER_RUN);
    ran.confirmationsSent = confirmed.sent;
    ran.confirmationsFailed = confirmed.failed;
    ran.digested = await mail.sendFloodDigest();
    const pruned = await supabase.rpc('prune_rate_limits');
    if (pruned.error) log(`maintenance: pruning counters failed: ${pruned.error.message}`);
    ran.pruned = (pruned.data as number | null) ?? 0;
    ran.photosRemoved = await removeOrphanPhotos();
    const alerted = await alerts.due(ALERTS_PER_RUN);
    ran.alertsSent = alerted.sent;
    ran.alertsFailed = alerted.failed;
    return json<MaintenanceAnswer>(ran);
  };
}
