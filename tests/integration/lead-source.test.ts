import { describe, expect, it } from 'vitest';
import { bookingPayload, contactPayload, invoke, serviceClient } from './helpers.ts';

// send-contact-email stores where a lead came from, validated like every other field.
const source = {
  page: '/garage-cleanout',
  referrer: 'www.google.com',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'spring',
  installed: true,
};

async function stored(id: string) {
  const { data, error } = await serviceClient()
    .from('quote_requests')
    .select(
      'source_page, source_referrer, utm_source, utm_medium, utm_campaign, installed, saved_at, created_at',
    )
    .eq('id', id)
    .single();
  if (error) throw error;
  return data as Record<string, unknown>;
}

describe('lead source', () => {
  it('stores the source and when the device saved the request, from how long it waited there', async () => {
    const waitedMs = 3 * 60 * 60 * 1000;
    const payload = contactPayload({ source, waitedMs });
    expect((await invoke('send-contact-email', payload)).status).toBe(200);
    expect(await stored(payload.requestId)).toMatchObject({
      source_page: '/garage-cleanout',
      source_referrer: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      installed: true,
    });
    const row = await stored(payload.requestId);
    // The server's clock less the wait: within a few seconds of three hours before it arrived.
    const gap = Date.parse(String(row.created_at)) - Date.parse(String(row.saved_at));
    expect(Math.abs(gap - waitedMs)).toBeLessThan(5_000);
  });

  it('takes a direct visit: no referring site, no tags', async () => {
    const direct = {
      page: '/',
      referrer: '',
      utmSource: '',
      utmMedium: '',
      utmCampaign: '',
      installed: false,
    };
    const payload = contactPayload({ source: direct });
    expect((await invoke('send-contact-email', payload)).status).toBe(200);
    expect(await stored(payload.requestId)).toMatchObject({
      source_page: '/',
      source_referrer: null,
      utm_source: null,
    });
  });

  it('still takes a lead without one (an older page, a request saved before this change)', async () => {
    const payload = bookingPayload();
    expect((await invoke('send-contact-email', payload)).status).toBe(200);
    expect(await stored(payload.requestId)).toMatchObject({
      source_page: null,
      installed: false,
      saved_at: null,
    });
  });

  it.each([
    ['an unknown key', { ...source, email: 'someone@example.com' }],
    ['a full referrer address', { ...source, referrer: 'https://www.google.com/search?q=junk' }],
    ['a page that is not a path', { ...source, page: 'https://evil.example/' }],
    ['a campaign too long', { ...source, utmCampaign: 'x'.repeat(101) }],
    ['markup in a tag', { ...source, utmSource: '<script>' }],
  ])('refuses %s', async (_, bad) => {
    const result = await invoke('send-contact-email', contactPayload({ source: bad }));
    expect(result.status).toBe(400);
  });

  it('refuses a wait that is not a whole, positive number of milliseconds, and a savedAt that is not a date', async () => {
    for (const waitedMs of ['3h', -1, 1.5])
      expect(
        (await invoke('send-contact-email', contactPayload({ waitedMs }))).status,
        String(waitedMs),
      ).toBe(400);
    expect((await invoke('send-contact-email', contactPayload({ savedAt: 'yesterday' }))).status).toBe(400);
  });
});
