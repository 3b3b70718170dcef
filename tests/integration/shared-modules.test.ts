import { describe, expect, it } from 'vitest';
import { createResendMailer } from '@shared/email.ts';
import { escapeHtml, oneLine } from '@shared/lead-email.ts';
import { isOwnPhotoUrl } from '@shared/photo-urls.ts';
import { HOME_SERVICE_OPTIONS, SERVICE_OPTIONS, todayInArizona } from '@shared/schemas.ts';

// Pure modules shared by the browser and the functions (no gateway needed).
describe('shared schemas', () => {
  it('knows what day it is in Arizona (UTC-7, no daylight saving)', () => {
    expect(todayInArizona(new Date('2025-03-01T06:59:00Z'))).toBe('2025-02-28');
    expect(todayInArizona(new Date('2025-03-01T07:00:00Z'))).toBe('2025-03-01');
    expect(todayInArizona(new Date('2025-07-01T06:30:00Z'))).toBe('2025-06-30');
  });

  it('keeps the option lists of SPEC section 3', () => {
    expect(SERVICE_OPTIONS).toHaveLength(14);
    expect(HOME_SERVICE_OPTIONS).toHaveLength(12);
    expect(HOME_SERVICE_OPTIONS).toContain('Commercial Removal');
    expect(HOME_SERVICE_OPTIONS).not.toContain('E-Waste Recycling');
  });
});

describe('e-mail and photo URL guards', () => {
  it('escapes HTML and flattens header values', () => {
    expect(escapeHtml(`<b onclick="x">'&'</b>`)).toBe(
      '&lt;b onclick=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/b&gt;',
    );
    expect(oneLine('a\r\nBcc: victim@example.com')).toBe('a Bcc: victim@example.com');
  });

  it('accepts only public URLs of our own bucket', () => {
    const base = 'https://abc.supabase.co';
    const own = `${base}/storage/v1/object/public/booking-photos/123-abc.jpg`;
    expect(isOwnPhotoUrl(own, base)).toBe(true);
    expect(isOwnPhotoUrl(own.replace('abc.supabase.co', 'evil.example'), base)).toBe(false);
    expect(isOwnPhotoUrl(own.replace('booking-photos', 'other-bucket'), base)).toBe(false);
    expect(isOwnPhotoUrl(`${own}?x=1`, base)).toBe(false);
    expect(isOwnPhotoUrl(`${base}/storage/v1/object/public/booking-photos/../private/x.jpg`, base)).toBe(
      false,
    );
    expect(isOwnPhotoUrl('javascript:alert(1)', base)).toBe(false);
  });
});

describe('Resend mailer', () => {
  const message = {
    from: 'Site <a@example.com>',
    to: ['b@example.com'],
    replyTo: 'c@example.com',
    subject: 'S',
    html: '<p>h</p>',
    text: 't',
    idempotencyKey: 'lead-1',
  };

  it('posts to the Resend API with the idempotency key', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    const fetchStub = (async (url: string | URL | Request, init?: RequestInit) => {
      seen = { url: String(url), init: init! };
      return new Response(JSON.stringify({ id: 'email_123' }), { status: 200 });
    }) as typeof fetch;
    expect(await createResendMailer('re_key', fetchStub).send(message)).toEqual({ id: 'email_123' });
    expect(seen?.url).toBe('https://api.resend.com/emails');
    const headers = seen?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer re_key');
    expect(headers['Idempotency-Key']).toBe('lead-1');
    expect(JSON.parse(String(seen?.init.body))).toMatchObject({
      to: ['b@example.com'],
      reply_to: 'c@example.com',
      subject: 'S',
    });
  });

  it('throws on an error answer so the lead stays un-mailed', async () => {
    const failing = (async () =>
      new Response(JSON.stringify({ message: 'invalid from' }), { status: 422 })) as typeof fetch;
    await expect(createResendMailer('re_key', failing).send(message)).rejects.toThrow(/422: invalid from/);
  });
});
