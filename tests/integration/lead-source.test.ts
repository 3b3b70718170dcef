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

  // A crafted link (utm tags with markup or a NUL byte, a referrer host the schema dislikes) must
  // never cost the lead: optional data that is not valid is dropped and the lead stored.
  it.each([
    ['an unknown key', { ...source, email: 'someone@example.com' }, {}],
    [
      'a full referrer address',
      { ...source, referrer: 'https://www.google.com/search?q=junk' },
      { source_referrer: null },
    ],
    [
      'a referrer host with an underscore and a trailing dot',
      { ...source, referrer: 'my_host.example.' },
      { source_referrer: null },
    ],
    ['a page that is not a path', { ...source, page: 'https://evil.example/' }, { source_page: null }],
    ['a campaign too long', { ...source, utmCampaign: 'x'.repeat(101) }, { utm_campaign: null }],
    ['markup in a tag', { ...source, utmSource: '<b>news' }, { utm_source: null }],
    ['a NUL byte in a tag', { ...source, utmCampaign: 'spring\u0000sale' }, { utm_campaign: null }],
    ['a source that is not an object', 'google', { source_page: null, utm_source: null }],
  ])('stores the lead and drops %s', async (_, bad, dropped) => {
    const payload = contactPayload({ source: bad });
    const result = await invoke('send-contact-email', payload);
    expect(result.status).toBe(200);
    const row = await stored(payload.requestId);
    const kept = typeof bad === 'object' ? { source_page: '/garage-cleanout', utm_medium: 'cpc' } : {};
    expect(row).toMatchObject({ ...kept, ...dropped });
  });

  it('stores the lead without its timing when the wait or the saved time is not usable', async () => {
    for (const extra of [{ waitedMs: '3h' }, { waitedMs: -1 }, { waitedMs: 1.5 }, { savedAt: 'yesterday' }]) {
      const payload = contactPayload(extra);
      expect((await invoke('send-contact-email', payload)).status, JSON.stringify(extra)).toBe(200);
      expect((await stored(payload.requestId)).saved_at).toBeNull();
    }
  });

  it('does not believe a saved time in the future or over a month before arrival', async () => {
    const day = 86_400_000;
    for (const extra of [
      { savedAt: new Date(Date.now() + day).toISOString() },
      { savedAt: new Date(Date.now() - 40 * day).toISOString() },
      { waitedMs: 40 * day },
    ]) {
      const payload = contactPayload(extra);
      expect((await invoke('send-contact-email', payload)).status).toBe(200);
      expect((await stored(payload.requestId)).saved_at, JSON.stringify(extra)).toBeNull();
    }
    const savedAt = new Date(Date.now() - 2 * day).toISOString();
    const recent = contactPayload({ savedAt });
    expect((await invoke('send-contact-email', recent)).status).toBe(200);
    expect(Date.parse(String((await stored(recent.requestId)).saved_at))).toBe(Date.parse(savedAt));
  });
});
