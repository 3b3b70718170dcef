import { describe, expect, it } from 'vitest';
import { PHONE } from '@shared/business-facts.ts';
import { business, elevenCities, twelveCities } from './business.ts';

describe('business facts', () => {
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
