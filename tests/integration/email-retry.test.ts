import { describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '@shared/email.ts';
import { createHandler } from '../../supabase/functions/send-contact-email/handler.ts';
import { adminClient, contactPayload, gateway, serviceClient } from './helpers.ts';

// The real handler against the real database, with a mailer we control, to show what happens when
// the provider is down: the lead is kept, admins see it as un-mailed, and the customer's own retry sends it.
// Retries by the schedule are in maintenance.test.ts.
function handlerWith(mailer: Mailer, now = () => new Date()) {
  return createHandler({
    env: {
      SUPABASE_URL: gateway().url,
      LEAD_EMAIL_TO: 'owner@example.com',
      QUOTE_RATE_LIMIT: '1000/60',
      QUOTE_EMAIL_RATE_LIMIT: '1000/60',
      QUOTE_GLOBAL_RATE_LIMIT: '100000/60',
    },
    supabase: serviceClient(),
    mailer,
    log: () => {},
    now,
  });
}
const post = (body: unknown) =>
  new Request('http://functions.local/send-contact-email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
    body: JSON.stringify(body),
  });
const recorder = () => {
  const sent: MailMessage[] = [];
  return { sent, mailer: { send: async (m: MailMessage) => (sent.push(m), {}) } satisfies Mailer };
};
const broken: Mailer = { send: () => Promise.reject(new Error('provider is down')) };

describe('send-contact-email when the e-mail provider fails', () => {
  it('keeps the lead, shows it to admins as un-mailed, and the retried request sends it once', async () => {
    const payload = contactPayload();
    const first = await handlerWith(broken)(post(payload));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, id: payload.requestId, duplicate: false });

    const admin = await adminClient();
    const { data: pending } = await admin
      .from('quote_requests')
      .select('id, email_sent_at, email_error')
      .eq('id', payload.requestId)
      .single();
    expect(pending).toEqual({ id: payload.requestId, email_sent_at: null, email_error: 'provider is down' });

    const { sent, mailer } = recorder();
    const retry = await handlerWith(mailer)(post(payload));
    expect(await retry.json()).toMatchObject({ ok: true, duplicate: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toBe(`lead-${payload.requestId}`);
    const again = await handlerWith(mailer)(post(payload));
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect(sent).toHaveLength(1);
    const { data: done } = await serviceClient()
      .from('quote_requests')
      .select('email_sent_at')
      .eq('id', payload.requestId)
      .single();
    expect(done?.email_sent_at).not.toBeNull();
  });
});
