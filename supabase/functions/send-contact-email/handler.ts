import * as v from 'valibot';
import type { FunctionDeps, Handler } from '@shared/deps.ts';
import { clientAddress, corsHeaders, errorMessage, errorResponse, json, readJson } from '@shared/http.ts';
import { createBookingMail } from '@shared/booking-mail.ts';
import { createLeadMail, quoteLimits, staffAddresses } from '@shared/lead-mail.ts';
import { acceptLead, findLead, toLeadRow, type LeadRow } from '@shared/lead-store.ts';
import { PHONE } from '@shared/business-facts.ts';
import { createPushAlerts } from '@shared/push-alerts.ts';
import { imagesOnly } from '@shared/photo-check.ts';
import { isOwnPhotoUrl } from '@shared/photo-urls.ts';
import { UUID, type QuoteAnswer } from '@shared/contracts.ts';
import type { MailMessage } from '@shared/email.ts';
import { hitRateLimit, refusal } from '@shared/rate-limit.ts';
import { keepRefused, renderRefusedEmail, type Issue } from '@shared/refused-requests.ts';
import { quotePayloadSchema } from '@shared/schemas.ts';

const MAX_BODY_BYTES = 32 * 1024;

/** The answer's word on the arrival window a booking asked for (nothing for any other lead). */
const windowOf = (row: LeadRow) =>
  row.window_status && row.window_status !== 'cancelled' ? { window: row.window_status } : {};

export function createHandler(deps: FunctionDeps): Handler {
  const { env, supabase, mailer } = deps;
  const log = deps.log ?? console.log;
  const fetchFn = deps.fetch ?? fetch;
  // Per address generous enough for a crowd behind one mobile carrier's address, per e-mail tight
  // enough to stop a flood: past either, 429. The cap for everyone together refuses nothing: past it,
  // leads are stored as a flood and the maintenance function sends staff a digest instead of one
  // e-mail each. README.md states the numbers.
  const limits = quoteLimits(env);
  const ipHeader = env.CLIENT_IP_HEADER?.trim() || undefined;
  const tooMany = `Too many requests. Please wait a few minutes or call us at ${PHONE}.`;
  const staff = () => staffAddresses(env);
  // The lead's e-mail is tried once here; the scheduled maintenance function retries a failure.
  const { deliver } = createLeadMail(deps);
  // A held window's confirmation to the customer, with their own link: tried here, retried the same way.
  const { confirm } = createBookingMail(deps);
  // Staff devices hear of a new lead after the answer has gone: an alert never slows or fails a quote.
  const alerts = createPushAlerts(deps);
  const alertStaff = ({ id, alerts_owed }: LeadRow) => {
    if (!alerts.enabled || alerts_owed === 0) return;
    const work = alerts.forLead(id).catch((error: unknown) => {
      log(`send-contact-email: alerting staff failed: ${errorMessage(error)}`);
    });
    deps.background?.(work);
  };

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
      log(`send-contact-email: keeping refused request ${requestId} failed: ${errorMessage(error)}`);
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
        alertStaff(known);
        if (!known.email_sent_at && !known.flood) await deliver(known);
        await confirm(known);
        return json<QuoteAnswer>({ ok: true, id: known.id, duplicate: true, ...windowOf(known) });
      }

      const parsed = v.safeParse(quotePayloadSchema, body.value);
      if (!parsed.success) {
        const issues = parsed.issues.map((i) => ({ field: v.getDotPath(i) ?? 'body', message: i.message }));
        return await refuse(req, body.value, issues);
      }
      if (!parsed.output.photoUrls.every((url) => isOwnPhotoUrl(url, env.SUPABASE_URL ?? ''))) {
        return await refuse(req, body.value, [
          { field: 'photoUrls', message: 'Photos must be uploaded through our website.' },
        ]);
      }
      // A "photo" that is not an image (or is gone) is left out; the lead is stored all the same.
      const lead = { ...parsed.output, photoUrls: await imagesOnly(parsed.output.photoUrls, fetchFn, log) };

      const id = lead.requestId ?? crypto.randomUUID();
      // A retry of a request the limits already let in is never refused by them (its first try may
      // have failed before storing); anything else counts against its address, its e-mail and all.
      const accepted = await acceptLead(
        supabase,
        toLeadRow(lead, id),
        {
          address: clientAddress(req, ipHeader),
          email: lead.email.trim().toLowerCase(),
          retryOf: lead.requestId,
        },
        limits,
      );
      if (accepted.kind === 'refused') return refusal(accepted.rate, tooMany);
      const row = accepted.lead;
      alertStaff(row);
      if (!row.flood && !row.email_sent_at) await deliver(row);
      await confirm(row);
      return json<QuoteAnswer>({ ok: true, id, duplicate: accepted.kind === 'duplicate', ...windowOf(row) });
    } catch (error) {
      log(`send-contact-email: ${errorMessage(error)}`);
      return errorResponse(
        503,
        `Sorry, we could not save your request. Please try again or call us at ${PHONE}.`,
      );
    }
  };
}
