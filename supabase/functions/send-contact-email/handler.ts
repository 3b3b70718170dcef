import * as v from 'valibot';
import type { FunctionDeps, Handler } from '@shared/deps.ts';
import { clientAddress, corsHeaders, errorResponse, json, readJson } from '@shared/http.ts';
import { oneLine, renderLeadEmail } from '@shared/lead-email.ts';
import {
  findLead,
  fromLeadRow,
  markEmail,
  pendingLeads,
  storeLead,
  toLeadRow,
  type LeadRow,
} from '@shared/lead-store.ts';
import { PHONE } from '@shared/chat-reply.ts';
import { isOwnPhotoUrl } from '@shared/photo-urls.ts';
import { markDigested, takeFloodDigest } from '@shared/flood-digest.ts';
import type { MailMessage } from '@shared/email.ts';
import { firstRefusal, hitRateLimit, rateLimitFrom, refusal, wasCounted } from '@shared/rate-limit.ts';
import { keepRefused, renderRefusedEmail, type Issue } from '@shared/refused-requests.ts';
import { quotePayloadSchema } from '@shared/schemas.ts';

const MAX_BODY_BYTES = 32 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createHandler(deps: FunctionDeps): Handler {
  const { env, supabase, mailer } = deps;
  const log = deps.log ?? console.log;
  const now = deps.now ?? (() => new Date());
  // Per address generous enough for a crowd behind one mobile carrier's address, per e-mail tight
  // enough to stop a flood: past either, 429. The cap for everyone together refuses nothing: past it,
  // leads are stored as a flood and staff get a digest instead of one e-mail each. README.md states
  // the numbers.
  const limits = {
    address: rateLimitFrom(env, 'QUOTE_RATE_LIMIT', { limit: 30, windowSeconds: 600 }),
    email: rateLimitFrom(env, 'QUOTE_EMAIL_RATE_LIMIT', { limit: 5, windowSeconds: 3600 }),
    everyone: rateLimitFrom(env, 'QUOTE_GLOBAL_RATE_LIMIT', { limit: 300, windowSeconds: 600 }),
  };
  const ipHeader = env.CLIENT_IP_HEADER?.trim() || undefined;
  const tooMany = `Too many requests. Please wait a few minutes or call us at ${PHONE}.`;

  const staff = () => {
    const to = (env.LEAD_EMAIL_TO ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (to.length === 0) throw new Error('LEAD_EMAIL_TO is not set');
    return { from: env.LEAD_EMAIL_FROM ?? 'Website <onboarding@resend.dev>', to };
  };
  const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

  /** Sends the business e-mail for a stored lead once; failures stay visible as email_sent_at null. */
  async function deliver(row: LeadRow): Promise<boolean> {
    try {
      const lead = fromLeadRow(row);
      await mailer.send({
        ...staff(),
        replyTo: oneLine(lead.email),
        ...renderLeadEmail(lead, row.id),
        idempotencyKey: `lead-${row.id}`,
      });
      await markEmail(supabase, row.id, null);
      return true;
    } catch (error) {
      log(`send-contact-email: e-mail for lead ${row.id} failed: ${errorText(error)}`);
      await markEmail(supabase, row.id, errorText(error)).catch(() => {});
      return false;
    }
  }

  /** One e-mail for the leads of a flood, at most once per window of the cap. */
  async function sendFloodDigest(): Promise<void> {
    try {
      const digest = await takeFloodDigest(supabase, limits.everyone);
      if (!digest) return;
      await mailer.send({ ...staff(), ...digest.message, idempotencyKey: `digest-${digest.ids[0]}` });
      await markDigested(supabase, digest.ids);
    } catch (error) {
      log(`send-contact-email: the flood digest failed: ${errorText(error)}`);
    }
  }

  /**
   * A request the server cannot store is refused (400), and the device keeps it and shows our phone
   * number. Staff get a copy, once per request id, so the lead stays recoverable; the copies count
   * against the sender's address and the cap for everyone like leads do (past the cap, kept but not
   * mailed), so they cannot be used to flood staff either.
   */
  async function refuse(req: Request, body: unknown, issues: Issue[]): Promise<Response> {
    const response = errorResponse(400, issues[0]?.message ?? 'Invalid request.', { issues });
    const requestId = (body as { requestId?: unknown } | null)?.requestId;
    if (typeof requestId !== 'string' || !UUID.test(requestId)) return response;
    try {
      const rate = await hitRateLimit(supabase, 'quote', clientAddress(req, ipHeader), limits.address);
      if (!rate.allowed || !(await keepRefused(supabase, requestId, body, issues))) return response;
      if (!(await hitRateLimit(supabase, 'quote-all', '', limits.everyone)).allowed) return response;
      const message: MailMessage = {
        ...staff(),
        ...renderRefusedEmail(requestId, body, issues),
        idempotencyKey: `refused-${requestId}`,
      };
      await mailer.send(message);
    } catch (error) {
      log(`send-contact-email: keeping refused request ${requestId} failed: ${errorText(error)}`);
    }
    return response;
  }

  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    const body = await readJson(req, MAX_BODY_BYTES);
    if (!body.ok) return body.response;

    try {
      // A retry of a lead we already hold is answered from the stored row, even if the payload would no
      // longer validate (a booking queued offline until after its preferred date, say).
      const requestId = (body.value as { requestId?: unknown } | null)?.requestId;
      const known =
        typeof requestId === 'string' && UUID.test(requestId) ? await findLead(supabase, requestId) : null;
      if (known) {
        if (!known.email_sent_at && !known.flood) await deliver(known);
        return json({ ok: true, id: known.id, duplicate: true });
      }

      const parsed = v.safeParse(quotePayloadSchema, body.value);
      if (!parsed.success) {
        const issues = parsed.issues.map((i) => ({ field: v.getDotPath(i) ?? 'body', message: i.message }));
        return await refuse(req, body.value, issues);
      }
      const lead = parsed.output;
      if (!lead.photoUrls.every((url) => isOwnPhotoUrl(url, env.SUPABASE_URL ?? ''))) {
        return await refuse(req, body.value, [
          { field: 'photoUrls', message: 'Photos must be uploaded through our website.' },
        ]);
      }

      const id = lead.requestId ?? crypto.randomUUID();
      // A retry of a request the limits already let in is never refused by them (its first try may
      // have failed before storing); anything else counts against its address, its e-mail and all.
      let flood = false;
      if (!(lead.requestId && (await wasCounted(supabase, 'quote-request', id)))) {
        const rate = await firstRefusal([
          () => hitRateLimit(supabase, 'quote', clientAddress(req, ipHeader), limits.address),
          () => hitRateLimit(supabase, 'quote-email', lead.email.trim().toLowerCase(), limits.email),
        ]);
        if (!rate.allowed) return refusal(rate, tooMany);
        const everyone = await hitRateLimit(supabase, 'quote-all', '', limits.everyone);
        // Past the cap for everyone (or with no count at all) the lead is still stored, as a flood.
        flood = !everyone.allowed;
        if (lead.requestId)
          await hitRateLimit(supabase, 'quote-request', id, { limit: 1, windowSeconds: 86_400 });
      }
      const fresh = { ...toLeadRow(lead, id), flood, email_sent_at: null };
      const inserted = await storeLead(supabase, fresh);
      // A concurrent twin may have stored (and mailed) it first: then go by the stored row.
      const row = inserted ? fresh : await findLead(supabase, id);
      if (row && !row.flood && !row.email_sent_at) await deliver(row);
      // Each call also retries a few older leads whose e-mail failed earlier, and reports a flood.
      for (const pending of await pendingLeads(supabase, now(), 3).catch(() => [])) {
        if (pending.id !== id) await deliver(pending);
      }
      await sendFloodDigest();
      return json({ ok: true, id, duplicate: !inserted });
    } catch (error) {
      log(`send-contact-email: ${error instanceof Error ? error.message : String(error)}`);
      return errorResponse(
        503,
        `Sorry, we could not save your request. Please try again or call us at ${PHONE}.`,
      );
    }
  };
}
