import { describe, expect, it } from 'vitest';
import { PHONE } from '@shared/business-facts.ts';
import { business, elevenCities, timeZone, twelveCities, utcOffsetHours } from './business.ts';

describe('business facts', () => {
  it("the site's clock offset is the time zone's, in every month of the year", () => {
    const zoned = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' });
    for (let month = 0; month < 12; month++) {
      const noonUtc = new Date(Date.UTC(2026, month, 15, 12));
      expect(Number(zoned.format(noonUtc))).toBe(12 + utcOffsetHours);
    }
  });

  it('the edge functions quote the same phone number as the site', () => {
    expect(PHONE).toBe(business.phone.display);
    expect(business.phone.tel).toBe(`tel:${business.phone.e164}`);
    expect(business.phone.e164.replace(/\D/g, '').slice(1)).toBe(business.phone.display.replace(/\D/g, ''));
  });
  it('lists the cities SPEC gives', () => {
    expect(twelveCities).toHaveLength(12);
    expect(elevenCities).toHaveLength(11);
    expect(elevenCities).not.toContain('Carefree');
  });
});
