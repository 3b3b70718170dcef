// The business facts the edge functions state. Functions deploy on their own and cannot import src/:
// the site reads the hours and the cut-off from here; the phone number is kept equal to
// src/content/business.ts by src/content/business.test.ts.
export const PHONE = '(602) 632-3524';

/** The name customers know the business by (e-mails, calendar files, the site). */
export const BUSINESS_NAME = 'Scottsdale Junk Removal';

/** Where the business is based (it has no public street address). */
export const BUSINESS_PLACE = { locality: 'Scottsdale', region: 'AZ', country: 'US' } as const;

/** Opening hours in Arizona time (no daylight saving). Days: 0 = Sunday … 6 = Saturday. */
export const OPENING_HOURS = [
  { days: [1, 2, 3, 4, 5, 6], opens: 7, closes: 19, label: 'Mon-Sat', text: '7 AM-7 PM' },
  { days: [0], opens: 8, closes: 17, label: 'Sunday', text: '8 AM-5 PM' },
] as const;

/** Arizona's offset from UTC in hours, the same all year: Arizona keeps no daylight saving time. */
export const ARIZONA_UTC_OFFSET_HOURS = -7;

/** Same-day pickup needs a call before this hour. */
export const SAME_DAY_CUTOFF = { hour: 14, text: '2 PM' } as const;
