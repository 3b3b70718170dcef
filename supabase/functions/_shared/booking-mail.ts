import type { SupabaseClient } from '@supabase/supabase-js';
import { dayName, heldLine, windowByCode, windowRange } from './arrival-windows.ts';
import { BUSINESS_NAME, PHONE } from './business-facts.ts';
import { CALENDAR_FILE, windowCalendar } from './calendar.ts';
import type { FunctionDeps } from './deps.ts';
import { nextTryAfter } from './email-retry.ts';
import { errorMessage } from './http.ts';
import { escapeHtml, oneLine } from './lead-email.ts';
import { staffAddresses } from './lead-mail.ts';
import { findLead, type LeadRow } from './lead-store.ts';

// The customer's confirmation of a held arrival window: the window, an "Add to calendar" file, and
// their own link to see, move or cancel the booking. Sent by the quote function once the window is
// held, retried by the scheduled maintenance function, never twice (the provider's idempotency key).

/** A link token: 32 random bytes, base64url. Only its SHA-256 stays once the e-mail has gone. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The customer's page for their booking; the token rides in the fragment, which no server sees. */
const bookingUrl = (site: string, token: string) => `${site.replace(/\/+$/, '')}/booking#${token}`;

type Booked = Pick<LeadRow, 'id' | 'name' | 'address' | 'preferred_date' | 'arrival_window'>;

/** Subject, text, HTML and calendar file of the confirmation. Every customer string is escaped. */
function renderConfirmation(lead: Booked, link: string, site: string) {
  const window = windowByCode(lead.arrival_window ?? undefined);
  const day = lead.preferred_date;
  if (!window || !day) throw new Error(`lead ${lead.id} holds no known window`);
  const first = lead.name.trim().split(/\s+/)[0] ?? '';
  const held = `${heldLine(window, day)}.`;
  const subject = oneLine(`Your ${window.label} window on ${dayName(day)} is held`);
  const lines = [
    `Hi ${first},`,
    '',
    held,
    `Our crew arrives between ${windowRange(window.starts, window.ends)}${lead.address ? ` at ${lead.address}` : ''}.`,
    '',
    `See, move or cancel your booking: ${link}`,
    `Questions? Call or text ${PHONE}.`,
    '',
    BUSINESS_NAME,
  ];
  const html = [
    `<p>Hi ${escapeHtml(first)},</p>`,
    `<p><strong>${escapeHtml(held)}</strong></p>`,
    `<p>Our crew arrives between ${escapeHtml(windowRange(window.starts, window.ends))}${lead.address ? ` at ${escapeHtml(lead.address)}` : ''}. The calendar file attached adds it to your calendar.</p>`,
    `<p><a href="${escapeHtml(link)}">See, move or cancel your booking</a></p>`,
    `<p>Questions? Call or text <a href="tel:+1${PHONE.replace(/\D/g, '')}">${escapeHtml(PHONE)}</a>.</p>`,
    `<p>${escapeHtml(BUSINESS_NAME)}</p>`,
  ].join('\n');
  const calendar = windowCalendar({
    leadId: lead.id,
    day,
    window,
    address: lead.address ?? undefined,
    business: { name: BUSINESS_NAME, phone: PHONE, site },
  });
  return {
    subject,
    text: lines.join('\n'),
    html,
    attachments: [{ filename: CALENDAR_FILE, contentType: 'text/calendar', content: calendar }],
  };
}

interface LinkRow {
  lead_id: string;
  token: string | null;
  confirmation_attempts: number;
}

export function createBookingMail({
  env,
  supabase,
  mailer,
  log = console.log,
  now = () => new Date(),
}: FunctionDeps) {
  const site = env.SITE_URL ?? '';

  /** The lead's link, made once: the same token for every try until the e-mail has gone. */
  async function linkFor(db: SupabaseClient, leadId: string): Promise<LinkRow> {
    const token = newToken();
    const made = await db
      .from('booking_links')
      .upsert(
        { lead_id: leadId, token, token_hash: `\\x${await sha256Hex(token)}` },
        { onConflict: 'lead_id', ignoreDuplicates: true },
      );
    if (made.error) throw new Error(`making the booking link failed: ${made.error.message}`);
    const { data, error } = await db
      .from('booking_links')
      .select('lead_id, token, confirmation_attempts')
      .eq('lead_id', leadId)
      .single();
    if (error) throw new Error(`reading the booking link failed: ${error.message}`);
    return data as LinkRow;
  }

  async function record(link: LinkRow, failure: string | null) {
    const attempts = link.confirmation_attempts + 1;
    const patch = failure
      ? {
          confirmation_attempts: attempts,
          confirmation_error: failure.slice(0, 500),
          // Past the last wait nothing retries it; the token stays so staff could still send it.
          confirmation_retry_at: nextTryAfter(attempts, now()),
        }
      : {
          confirmation_attempts: attempts,
          confirmation_error: null,
          confirmation_retry_at: null,
          confirmation_sent_at: now().toISOString(),
          // Only the hash stays: the link works, and nobody can read it back from the database.
          token: null,
        };
    const { error } = await supabase.from('booking_links').update(patch).eq('lead_id', link.lead_id);
    if (error) throw new Error(`recording the confirmation failed: ${error.message}`);
  }

  /**
   * For a lead whose window is held: its link (made once) and the customer's confirmation. Nothing
   * for any other lead, or one already confirmed. A failure is recorded with when to try again.
   */
  async function confirm(lead: LeadRow): Promise<boolean> {
    if (lead.window_status !== 'held' || !site) return false;
    let link: LinkRow | undefined;
    try {
      link = await linkFor(supabase, lead.id);
      if (!link.token) return true;
      await mailer.send({
        from: staffAddresses(env).from,
        to: [oneLine(lead.email)],
        replyTo: staffAddresses(env).to[0],
        ...renderConfirmation(lead, bookingUrl(site, link.token), site),
        idempotencyKey: `booking-${lead.id}`,
      });
      await record(link, null);
      return true;
    } catch (error) {
      log(`confirmation for lead ${lead.id} failed: ${errorMessage(error)}`);
      if (link) await record(link, errorMessage(error)).catch(() => {});
      return false;
    }
  }

  return {
    confirm,

    /** Confirmations owed after a failure, tried again (at most `limit`). */
    async retryDue(limit: number): Promise<{ sent: number; failed: number }> {
      const done = { sent: 0, failed: 0 };
      const { data, error } = await supabase.rpc('due_booking_confirmations', { p_limit: limit });
      if (error) {
        log(`maintenance: reading owed confirmations failed: ${error.message}`);
        return done;
      }
      for (const { lead_id } of (data ?? []) as LinkRow[]) {
        const lead = await findLead(supabase, lead_id).catch(() => undefined);
        if (lead === null || (lead && lead.window_status !== 'held')) {
          // Cancelled (or gone) meanwhile: nothing is owed any more.
          await supabase
            .from('booking_links')
            .update({ token: null, confirmation_retry_at: null })
            .eq('lead_id', lead_id);
          continue;
        }
        if (lead && (await confirm(lead))) done.sent++;
        else done.failed++;
      }
      return done;
    },
  };
}
