import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emlParts } from '../fixtures/mail.ts';
import { TEST_LIMITS } from './global-setup.ts';
import {
  anonClient,
  bookingPayload,
  gateway,
  contactPayload,
  invoke,
  invokeRaw,
  leadExists,
  mailsFor,
  serviceClient,
  uniqueIp,
} from './helpers.ts';

async function uploadPhoto(): Promise<string> {
  const path = `${Date.now()}-${randomUUID().slice(0, 8)}.jpg`;
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'p.jpg', { type: 'image/jpeg' });
  const { error } = await anonClient().storage.from('booking-photos').upload(path, file, { upsert: false });
  if (error) throw error;
  return anonClient().storage.from('booking-photos').getPublicUrl(path).data.publicUrl;
}

describe('send-contact-email: valid requests', () => {
  it('stores a contact request and e-mails the business once, with user strings escaped', async () => {
    const payload = contactPayload({ name: `Tom & Jerry's "Moving"`, message: 'Fridge & 2 couches, "ASAP"' });
    const result = await invoke('send-contact-email', payload);
    expect(result).toEqual({ status: 200, body: { ok: true, id: payload.requestId, duplicate: false } });
    const { data } = await serviceClient()
      .from('quote_requests')
      .select('*')
      .eq('id', payload.requestId)
      .single();
    expect(data).toMatchObject({
      form_type: 'contact',
      name: payload.name,
      service: 'Garage Cleanout',
      status: 'new',
      message: payload.message,
    });
    expect(data?.email_sent_at).not.toBeNull();
    const mails = await mailsFor(payload.requestId);
    expect(mails).toHaveLength(1);
    const { html, text } = emlParts(mails[0]!);
    expect(html).toContain('Tom &amp; Jerry&#39;s &quot;Moving&quot;');
    expect(html).not.toContain(`Jerry's "Moving"`);
    expect(text).toContain('Fridge & 2 couches');
    expect(mails[0]).toContain('Reply-To: jordan@example.com');
  });

  it('stores a booking with photos of our bucket and every booking field', async () => {
    const photoUrls = [await uploadPhoto(), await uploadPhoto()];
    const payload = bookingPayload({ photoUrls });
    const result = await invoke('send-contact-email', payload);
    expect(result.body).toMatchObject({ ok: true, duplicate: false });
    const { data } = await serviceClient()
      .from('quote_requests')
      .select('*')
      .eq('id', payload.requestId)
      .single();
    expect(data).toMatchObject({
      form_type: 'booking',
      address: payload.address,
      property_type: 'Residential Home',
      items_to_remove: payload.itemsToRemove,
      estimated_volume: '1/2 truck load',
      access_instructions: 'Gate code 1234',
      preferred_date: payload.preferredDate,
      preferred_time: 'Morning (8am-12pm)',
      additional_notes: null,
      photo_urls: photoUrls,
    });
    expect(emlParts((await mailsFor(payload.requestId))[0]!).html).toContain(photoUrls[0]);
  });

  it('a request sent 3 times is stored once and e-mailed once', async () => {
    const payload = contactPayload();
    const ip = uniqueIp();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await invoke('send-contact-email', payload, ip));
    expect(answers.map((a) => a.body.duplicate)).toEqual([false, true, true]);
    expect(new Set(answers.map((a) => a.body.id))).toEqual(new Set([payload.requestId]));
    const { data } = await serviceClient().from('quote_requests').select('id').eq('id', payload.requestId);
    expect(data).toHaveLength(1);
    expect(await mailsFor(payload.requestId)).toHaveLength(1);
  });

  it('three concurrent copies of a request (a retry racing a lost response) store and e-mail once', async () => {
    const payload = bookingPayload();
    const ip = uniqueIp();
    const answers = await Promise.all([1, 2, 3].map(() => invoke('send-contact-email', payload, ip)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    const { data } = await serviceClient()
      .from('quote_requests')
      .select('email_sent_at')
      .eq('id', payload.requestId);
    expect(data).toHaveLength(1);
    expect(data?.[0]?.email_sent_at).not.toBeNull();
    expect(await mailsFor(payload.requestId)).toHaveLength(1);
  });

  it('answers CORS preflight for the site', async () => {
    const response = await fetch(`${gateway().url}/functions/v1/send-contact-email`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:4173', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });
});

describe('send-contact-email: bad input gets a 4xx with a message and stores nothing', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['wrong types', { name: 12345, phone: true }, /must be text/],
    ['an oversized message', { message: 'x'.repeat(2001) }, /at most 2000 characters/],
    ['an invalid e-mail', { email: 'not-an-email' }, /valid email/],
    ['an unknown service', { service: 'Car Repair' }, /select a service/],
    ['a script tag in the name', { name: '<script>alert(1)</script>' }, /HTML tags/],
    ['a script tag in the message', { message: 'hi <script src=//evil.example/x.js></script>' }, /HTML tags/],
    [
      '6 photos',
      {
        photoUrls: Array.from(
          { length: 6 },
          (_, i) => `http://127.0.0.1/storage/v1/object/public/booking-photos/${i}.jpg`,
        ),
      },
      /At most 5 photos/,
    ],
    [
      'a photo URL from another host',
      { photoUrls: ['https://evil.example/storage/v1/object/public/booking-photos/x.jpg'] },
      /uploaded through our website/,
    ],
    ['a non-UUID request id', { requestId: 'abc' }, /UUID/],
  ];
  it.each(cases)('%s', async (_label, overrides, message) => {
    const payload = contactPayload(overrides);
    const result = await invoke('send-contact-email', payload);
    expect(result.status).toBe(400);
    expect(String(result.body.error)).toMatch(message);
    if (typeof payload.requestId === 'string' && /^[0-9a-f-]{36}$/.test(payload.requestId)) {
      expect(await leadExists(payload.requestId)).toBe(false);
      // Not stored as a lead, but kept for staff and mailed to them once: the lead stays recoverable.
      const { data } = await serviceClient()
        .from('refused_requests')
        .select('body, issues')
        .eq('id', payload.requestId);
      expect(data).toHaveLength(1);
      expect(data?.[0]?.body).toMatchObject({ phone: payload.phone, email: payload.email });
      const mails = await mailsFor(payload.requestId);
      expect(mails).toHaveLength(1);
      const { html, text } = emlParts(mails[0]!);
      expect(text).toContain('A quote request could not be saved');
      if (typeof payload.phone === 'string') expect(text).toContain(payload.phone);
      expect(html).not.toContain('<script');
      // Sent again (the visitor pressed send twice): still one copy, one e-mail.
      expect((await invoke('send-contact-email', payload)).status).toBe(400);
      expect(await mailsFor(payload.requestId)).toHaveLength(1);
    }
  });

  it('keeps a refused request whose text holds a NUL byte', async () => {
    const payload = contactPayload({ message: 'call me\u0000 after 5' });
    expect((await invoke('send-contact-email', payload)).status).toBe(400);
    const { data } = await serviceClient()
      .from('refused_requests')
      .select('body')
      .eq('id', payload.requestId);
    expect(data?.[0]?.body).toMatchObject({ message: 'call me\uFFFD after 5' });
  });

  it('keeps the mail folder readable by its owner only', async () => {
    const payload = contactPayload();
    expect((await invoke('send-contact-email', payload)).status).toBe(200);
    const dir = join(gateway().dataDir, 'mail');
    const file = (await readdir(dir)).find((f) => f.includes(payload.requestId))!;
    expect((await stat(join(dir, file))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
  });

  it('a booking with a bad ZIP or a past date', async () => {
    const zip = bookingPayload({ address: '1 Main St, Mesa, AZ 8520' });
    expect((await invoke('send-contact-email', zip)).body.error).toMatch(/5-digit ZIP/);
    const past = bookingPayload({ preferredDate: '2020-01-01' });
    expect((await invoke('send-contact-email', past)).body.error).toMatch(/cannot be in the past/);
    expect(await leadExists(zip.requestId)).toBe(false);
    expect(await leadExists(past.requestId)).toBe(false);
  });

  it('malformed JSON', async () => {
    const result = await invokeRaw('send-contact-email', '{"formType": "contact", ');
    expect(result).toEqual({ status: 400, body: { error: 'The request body must be valid JSON.' } });
  });

  it('an unknown form type and a body that is not an object', async () => {
    expect((await invoke('send-contact-email', { formType: 'spam' })).status).toBe(400);
    expect((await invokeRaw('send-contact-email', '[1,2,3]')).status).toBe(400);
    expect((await invokeRaw('send-contact-email', 'null')).status).toBe(400);
  });

  it('rate-limits one client, with Retry-After', async () => {
    const ip = uniqueIp();
    const statuses = [];
    for (let i = 0; i <= TEST_LIMITS.quote; i++)
      statuses.push((await invoke('send-contact-email', contactPayload(), ip)).status);
    expect(statuses).toEqual([...Array(TEST_LIMITS.quote).fill(200), 429]);
    const other = await invoke('send-contact-email', contactPayload(), uniqueIp());
    expect(other.status).toBe(200);
  });

  it('requires a JWT signed by the project, as Supabase does', async () => {
    const response = await fetch(`${gateway().url}/functions/v1/send-contact-email`, {
      method: 'POST',
      headers: { authorization: 'Bearer not.a.jwt', 'content-type': 'application/json' },
      body: JSON.stringify(contactPayload()),
    });
    expect(response.status).toBe(401);
  });
});
