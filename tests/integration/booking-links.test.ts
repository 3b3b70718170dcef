import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAME_DAY_CUTOFF } from '@shared/business-facts.ts';
import { todayInArizona } from '@shared/schemas.ts';
import type { Mailer, MailMessage } from '@shared/email.ts';
import { createHandler as maintenanceHandler } from '../../supabase/functions/maintenance/handler.ts';
import { createHandler as quoteHandler } from '../../supabase/functions/send-contact-email/handler.ts';
import {
  anonClient,
  bookingPayload,
  freshDay,
  functionEnv,
  gateway,
  invoke,
  mailsFor,
  serviceClient,
} from './helpers.ts';

// Issue 31: a held window is confirmed to the customer by e-mail, with a calendar file and their own
// link; the link shows the booking, moves it to another open window or cancels it, freeing the window
// at once. A confirmation that failed is retried by the scheduled work.

const SITE = 'https://www.example.com';
const env = () => functionEnv({ SITE_URL: SITE });
const recorder = () => {
  const sent: MailMessage[] = [];
  return { sent, mailer: { send: async (m: MailMessage) => (sent.push(m), {}) } satisfies Mailer };
};
const broken: Mailer = { send: () => Promise.reject(new Error('provider is down')) };
const post = (body: unknown, key = '') =>
  new Request('http://functions.local/fn', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${key}`,
      'x-forwarded-for': '192.0.2.90',
    },
    body: JSON.stringify(body),
  });

const booking = (day: string, window: string) =>
  bookingPayload({
    preferredDate: day,
    arrivalWindow: window,
    email: `${randomUUID().slice(0, 8)}@example.com`,
  });

async function book(day: string, window: string, mailer: Mailer) {
  const response = await quoteHandler({ env: env(), supabase: serviceClient(), mailer, log: () => {} })(
    post(booking(day, window)),
  );
  return (await response.json()) as { id: string; window?: string };
}

const tokenIn = (mail: MailMessage) => /\/booking#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';

async function remaining(day: string, code: string) {
  const { data } = await anonClient().rpc('window_availability', {
    p_from: day,
    p_days: 1,
    p_cutoff_hour: SAME_DAY_CUTOFF.hour,
  });
  return (data as { code: string; remaining: number }[]).find((w) => w.code === code)?.remaining;
}

describe('the customer’s confirmation and own link', () => {
  it('e-mails the held window with a calendar file and a link that opens only this booking', async () => {
    const day = freshDay();
    const { sent, mailer } = recorder();
    const lead = await book(day, 'morning', mailer);
    expect(lead.window).toBe('held');
    const confirmation = sent.find((m) => m.idempotencyKey === `booking-${lead.id}`);
    expect(confirmation?.to).toEqual([expect.stringMatching(/@example\.com$/)]);
    expect(confirmation?.subject).toMatch(/^Your Morning window on \w+day, \w+ \d+ is held$/);
    const ics = confirmation?.attachments?.[0];
    expect(ics).toMatchObject({ filename: 'junk-pickup.ics', contentType: 'text/calendar' });
    // 08:00 in Arizona is 15:00 UTC.
    expect(ics?.content).toContain(`DTSTART:${day.replaceAll('-', '')}T150000Z\r\n`);
    expect(ics?.content).toContain(`UID:${lead.id}@www.example.com\r\n`);

    const token = tokenIn(confirmation!);
    expect(confirmation?.text).toContain(`${SITE}/booking#${token}`);
    const { data: seen } = await anonClient().rpc('booking_by_token', { p_token: token });
    expect(seen).toEqual([
      expect.objectContaining({
        lead_id: lead.id,
        day,
        code: 'morning',
        label: 'Morning',
        window_status: 'held',
      }),
    ]);
    // Once sent, only the token's hash is kept; nobody reads the table but the functions.
    const { data: link } = await serviceClient()
      .from('booking_links')
      .select('token, confirmation_sent_at')
      .eq('lead_id', lead.id)
      .single();
    expect(link).toMatchObject({ token: null, confirmation_sent_at: expect.any(String) });
    expect((await anonClient().from('booking_links').select('lead_id')).data ?? []).toEqual([]);

    // A guessed or altered token opens nothing and changes nothing.
    for (const wrong of ['', 'x'.repeat(43), `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
      expect((await anonClient().rpc('booking_by_token', { p_token: wrong })).data).toEqual([]);
      expect((await anonClient().rpc('cancel_booking', { p_token: wrong })).data).toBe('unknown');
    }

    // The real local mailer writes it with the calendar file attached.
    const viaGateway = await invoke('send-contact-email', booking(day, 'afternoon'));
    const [eml] = (await mailsFor((viaGateway.body as { id: string }).id)).filter((m) =>
      m.includes('junk-pickup.ics'),
    );
    expect(eml).toContain('Content-Type: multipart/mixed');
    expect(eml).toContain('Content-Disposition: attachment; filename="junk-pickup.ics"');
  });

  it('moves to another open window and cancels, freeing each window at once; a full one refuses', async () => {
    const day = freshDay();
    const { sent, mailer } = recorder();
    const lead = await book(day, 'morning', mailer);
    const token = tokenIn(sent.find((m) => m.idempotencyKey === `booking-${lead.id}`)!);
    expect(await remaining(day, 'morning')).toBe(1);

    const moved = await anonClient().rpc('move_booking', {
      p_token: token,
      p_day: day,
      p_code: 'afternoon',
    });
    expect(moved.data).toBe('held');
    expect([await remaining(day, 'morning'), await remaining(day, 'afternoon')]).toEqual([2, 1]);

    // Another customer fills the midday window: moving there changes nothing.
    await book(day, 'midday', recorder().mailer);
    await book(day, 'midday', recorder().mailer);
    const full = await anonClient().rpc('move_booking', {
      p_token: token,
      p_day: day,
      p_code: 'midday',
    });
    expect(full.data).toBe('full');
    expect((await anonClient().rpc('booking_by_token', { p_token: token })).data).toEqual([
      expect.objectContaining({ day, code: 'afternoon', window_status: 'held' }),
    ]);
    expect(await remaining(day, 'afternoon')).toBe(1);

    expect((await anonClient().rpc('cancel_booking', { p_token: token })).data).toBe('cancelled');
    expect(await remaining(day, 'afternoon')).toBe(2);
    const { data: row } = await serviceClient()
      .from('quote_requests')
      .select('window_status')
      .eq('id', lead.id)
      .single();
    expect(row).toEqual({ window_status: 'cancelled' });
    expect((await anonClient().rpc('cancel_booking', { p_token: token })).data).toBe('unknown');
    expect(
      (
        await anonClient().rpc('move_booking', {
          p_token: token,
          p_day: day,
          p_code: 'morning',
        })
      ).data,
    ).toBe('unknown');
  });

  it('the public cannot choose the same-day cut-off: moving uses the business’s own', async () => {
    expect((await anonClient().rpc('same_day_cutoff_hour')).data).toBe(SAME_DAY_CUTOFF.hour);
    // An hour sent by the caller (24: "never past the cut-off") is no argument the function takes.
    const sent = await anonClient().rpc('move_booking', {
      p_token: 'x'.repeat(43),
      p_day: todayInArizona(),
      p_code: 'morning',
      p_cutoff_hour: 24,
    });
    expect(sent.error).not.toBeNull();
  });

  it('a confirmation that failed is sent by the scheduled work, once', async () => {
    const day = freshDay();
    const lead = await book(day, 'midday', broken);
    expect(lead.window).toBe('held');
    const { data: owed } = await serviceClient()
      .from('booking_links')
      .select('token, confirmation_error, confirmation_retry_at')
      .eq('lead_id', lead.id)
      .single();
    expect(owed).toMatchObject({ token: expect.any(String), confirmation_error: 'provider is down' });
    // Due now, as if the wait had passed.
    await serviceClient()
      .from('booking_links')
      .update({ confirmation_retry_at: new Date(Date.now() - 1000).toISOString() })
      .eq('lead_id', lead.id);

    const { sent, mailer } = recorder();
    const run = maintenanceHandler({ env: env(), supabase: serviceClient(), mailer, log: () => {} });
    const answer = await (await run(post({}, gateway().serviceRoleKey))).json();
    expect(answer.confirmationsSent).toBeGreaterThanOrEqual(1);
    const mine = sent.filter((m) => m.idempotencyKey === `booking-${lead.id}`);
    expect(mine).toHaveLength(1);
    expect(tokenIn(mine[0]!)).toBe(owed!.token);
    await run(post({}, gateway().serviceRoleKey));
    expect(sent.filter((m) => m.idempotencyKey === `booking-${lead.id}`)).toHaveLength(1);
  });
});
