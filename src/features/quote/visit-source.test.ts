import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { leadSourceSchema } from '@shared/schemas.ts';
import { cleanHost, cleanTag } from './visit-source.ts';

describe('attribution is cleaned on the device before it is queued', () => {
  it.each([
    ['<b>news', 'b news'],
    ['spring\u0000sale', 'spring sale'],
    ['  two\n\tlines  ', 'two lines'],
    ['x'.repeat(150), 'x'.repeat(100)],
    ['google', 'google'],
    ['', ''],
  ])('tag %j becomes %j, which the server takes as it is', (raw, clean) => {
    expect(cleanTag(raw)).toBe(clean);
    const source = v.parse(leadSourceSchema, { page: '/', utmSource: cleanTag(raw) });
    expect(source.utmSource).toBe(clean);
  });

  it.each([
    ['http://my_host.example./page', ''],
    ['https://WWW.Google.com./search?q=junk', 'www.google.com'],
    ['https://scottsdalejunk.example/garage', ''],
    ['not a url', ''],
    ['', ''],
    [`https://${'a'.repeat(250)}.com/`, ''],
  ])('referrer %j becomes host %j', (referrer, host) => {
    expect(cleanHost(referrer, 'scottsdalejunk.example')).toBe(host);
  });
});

describe('the server keeps what is valid and drops the rest', () => {
  it('stores a blank for each field it cannot use, and ignores unknown keys', () => {
    expect(
      v.parse(leadSourceSchema, {
        page: "/it's<b>",
        referrer: 'my_host.example.',
        utmSource: '<b>news',
        utmMedium: 'cpc',
        utmCampaign: 'spring\u0000sale',
        installed: 'yes',
        email: 'someone@example.com',
      }),
    ).toEqual({ page: '', referrer: '', utmSource: '', utmMedium: 'cpc', utmCampaign: '', installed: false });
  });
});
