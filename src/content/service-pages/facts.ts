import { business } from '../business.ts';
import type { Highlight } from './types.ts';

/*
 * SPEC section 9's prices and timings for the service pages, stated once. business.ts holds no prices
 * yet; where SPEC gives two values (a page's banner and its text, a pricing box and its FAQ) both are
 * kept here under names that say where each belongs.
 */
export const prices = {
  residentialTypical: '$150-$800',
  residentialAverage: '$400-$500',
  garage: { partial: '$150-300', average: '$300-500', large: '$500-800', faqRange: '$200-800' },
  shed: { small: '$400-600', medium: '$600-900', large: '$900-1500', faqRange: '$400-1200' },
} as const;

export const timing = {
  sameDay: `Same-day pickup when you call before ${business.sameDayCutoff}`,
  advance: '24-48 hours',
  typicalJob: '1-3 hours',
  wholeHouse: 'up to a full day',
  garageBanner: 'under 1 hour',
  garageText: '1-2 hours',
  shedBanner: 'under 4 hours',
  shedText: '2-4 hours',
  hotTub: '3-5 hours',
  mattress: 'under an hour',
} as const;

export const sameDayHighlight: Highlight = { icon: 'clock', text: timing.sameDay };
export const insuredHighlight: Highlight = { icon: 'shield', text: 'Licensed, bonded & insured' };
export const ratingHighlight: Highlight = {
  icon: 'star',
  text: `${business.rating.value.toFixed(1)} from ${business.rating.count} ${business.rating.source} reviews`,
};
export const familyHighlight: Highlight = { icon: 'heart', text: business.legalTagline };

/** "What's Included" on every volume-priced page. */
export const standardIncluded = [
  'All labor: our uniformed crew does the lifting',
  'Loading from wherever the items sit, inside or out',
  'Hauling in our own truck',
  'Disposal, recycling and donation fees',
  'A sweep-up of the area once it is empty',
] as const;

export const paymentLine = `Payment is due on completion by ${business.payment
  .join(', ')
  .toLowerCase()
  .replace(/, ([^,]*)$/, ' or $1')}.`;

export const quoteLine = `Free upfront quote, usually by text from a few photos, and a reply within ${business.quoteReplyHours} hours.`;

export const scheduleLine = `Need it gone today? Call before ${business.sameDayCutoff} for same-day pickup, or book ${timing.advance} ahead to choose your time.`;
