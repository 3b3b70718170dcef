import type { MaintenanceAnswer } from '@shared/contracts.ts';
import type { FunctionDeps, Handler } from '@shared/deps.ts';
import { corsHeaders, errorResponse, json } from '@shared/http.ts';
import { createLeadMail } from '@shared/lead-mail.ts';
import type { LeadRow } from '@shared/lead-store.ts';

/** Lead e-mails retried per run: a backlog drains over a few minutes, and one run stays short. */
const EMAILS_PER_RUN = 20;

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
 * - flood leads not yet reported get their digest (one per window of the cap for everyone);
 * - rate-limit counters a day old are deleted.
 */
export function createHandler(deps: FunctionDeps): Handler {
  const { env, supabase } = deps;
  const log = deps.log ?? console.log;
  const mail = createLeadMail(deps);

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    if (req.method !== 'POST') return errorResponse(405, 'POST only.');
    const token = req.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!sameSecret(token, env.SUPABASE_SERVICE_ROLE_KEY ?? '')) return errorResponse(403, 'Not allowed.');

    const ran: MaintenanceAnswer = { ok: true, emailsSent: 0, emailsFailed: 0, digested: 0, pruned: 0 };
    const { data: due, error } = await supabase.rpc('due_lead_emails', { p_limit: EMAILS_PER_RUN });
    if (error) log(`maintenance: reading owed e-mails failed: ${error.message}`);
    for (const lead of (due ?? []) as LeadRow[]) {
      if (await mail.deliver(lead)) ran.emailsSent++;
      else ran.emailsFailed++;
    }
    ran.digested = await mail.sendFloodDigest();
    const pruned = await supabase.rpc('prune_rate_limits');
    if (pruned.error) log(`maintenance: pruning counters failed: ${pruned.error.message}`);
    ran.pruned = (pruned.data as number | null) ?? 0;
    return json<MaintenanceAnswer>(ran);
  };
}
