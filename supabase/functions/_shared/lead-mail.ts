import type { SupabaseClient } from '@supabase/supabase-js';
import type { Env, FunctionDeps } from './deps.ts';
import { markDigested, takeFloodDigest } from './flood-digest.ts';
import { errorMessage } from './http.ts';
import { oneLine, renderLeadEmail } from './lead-email.ts';
import { nextTryAfter } from './email-retry.ts';
import { fromLeadRow, type LeadRow } from './lead-store.ts';
import { rateLimitFrom } from './rate-limit.ts';

// The business e-mail for each lead, and the one digest for a flood: sent by the quote function once
// and retried by the scheduled maintenance function, never by another visitor's request.

/** Per address, per e-mail, and for everyone together (past it, leads go in the digest). README states them. */
export function quoteLimits(env: Env) {
  return {
    address: rateLimitFrom(env, 'QUOTE_RATE_LIMIT', { limit: 30, windowSeconds: 600 }),
    email: rateLimitFrom(env, 'QUOTE_EMAIL_RATE_LIMIT', { limit: 5, windowSeconds: 3600 }),
    everyone: rateLimitFrom(env, 'QUOTE_GLOBAL_RATE_LIMIT', { limit: 300, windowSeconds: 600 }),
  };
}

/** Where staff mail goes; throws when LEAD_EMAIL_TO is not set. */
export function staffAddresses(env: Env) {
  const to = (env.LEAD_EMAIL_TO ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (to.length === 0) throw new Error('LEAD_EMAIL_TO is not set');
  return { from: env.LEAD_EMAIL_FROM ?? 'Website <onboarding@resend.dev>', to };
}

async function recordAttempt(
  supabase: SupabaseClient,
  lead: LeadRow,
  error: string | null,
  now: Date,
): Promise<void> {
  const attempts = (lead.email_attempts ?? 0) + 1;
  const patch = error
    ? {
        email_error: error.slice(0, 500),
        email_attempts: attempts,
        // Past the last wait, nothing retries it: the inbox shows it as failed.
        email_retry_at: nextTryAfter(attempts, now),
      }
    : { email_sent_at: now.toISOString(), email_error: null, email_attempts: attempts, email_retry_at: null };
  const { error: failed } = await supabase.from('quote_requests').update(patch).eq('id', lead.id);
  if (failed) throw new Error(`recording the e-mail attempt failed: ${failed.message}`);
}

export function createLeadMail({
  env,
  supabase,
  mailer,
  log = console.log,
  now = () => new Date(),
}: FunctionDeps) {
  return {
    /** Sends the business e-mail for a stored lead; a failure is recorded with when to try again. */
    async deliver(lead: LeadRow): Promise<boolean> {
      try {
        await mailer.send({
          ...staffAddresses(env),
          replyTo: oneLine(lead.email),
          ...renderLeadEmail(fromLeadRow(lead), lead.id, lead.window_status),
          idempotencyKey: `lead-${lead.id}`,
        });
        await recordAttempt(supabase, lead, null, now());
        return true;
      } catch (error) {
        log(`e-mail for lead ${lead.id} failed: ${errorMessage(error)}`);
        await recordAttempt(supabase, lead, errorMessage(error), now()).catch(() => {});
        return false;
      }
    },

    /** One e-mail for the leads of a flood, at most once per window of the cap for everyone. */
    async sendFloodDigest(): Promise<number> {
      try {
        const digest = await takeFloodDigest(supabase, quoteLimits(env).everyone);
        if (!digest) return 0;
        await mailer.send({
          ...staffAddresses(env),
          ...digest.message,
          idempotencyKey: `digest-${digest.ids[0]}`,
        });
        await markDigested(supabase, digest.ids);
        return digest.ids.length;
      } catch (error) {
        log(`the flood digest failed: ${errorMessage(error)}`);
        return 0;
      }
    },
  };
}
