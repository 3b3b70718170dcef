import {
  ARIZONA_UTC_OFFSET_HOURS,
  BUSINESS_NAME,
  BUSINESS_PLACE,
  OPENING_HOURS,
  SAME_DAY_CUTOFF,
} from '@shared/business-facts.ts';

/** Every business fact the site states. Pages read these; nothing restates them. */
export const business = {
  name: BUSINESS_NAME,
  shortName: 'Junk Removal AZ',
  legalTagline: 'Locally and family owned since 2021',
  foundedYear: 2021,
  phone: {
    display: '(602) 632-3524',
    e164: '+16026323524',
    tel: 'tel:+16026323524',
    sms: 'sms:+16026323524',
  },
  email: 'info@scottsdalejunkremoval.com',
  address: {
    ...BUSINESS_PLACE,
    geo: { latitude: 33.4942, longitude: -111.9261 },
  },
  rating: { value: 5.0, best: 5, count: 161, source: 'Google' },
  headline: 'SCOTTSDALE & VALLEYWIDE JUNK REMOVAL',
  tagline: 'Affordable Same Day Junk Removal',
  serviceRegion: 'Phoenix Valley',
  payment: ['Cash', 'Check', 'Credit Card'],
  sameDayCutoff: SAME_DAY_CUTOFF.text,
  quoteReplyHours: 24,
} as const;

/** Opening hours in Arizona time (no daylight saving), shared with the chat. */
export const openingHours = OPENING_HOURS;

export const emergencyHours = '24/7 emergency pickup';
export const timeZone = 'America/Phoenix';
/**
 * That zone's offset from UTC, the same all year (shared with the functions). The site's clock uses it
 * rather than a time-zone formatter, whose zone data is slow to load on a phone (business.test.ts
 * checks it against the zone for every month).
 */
export const utcOffsetHours = ARIZONA_UTC_OFFSET_HOURS;
/** How staff pages name that zone beside a time. */
export const timeZoneLabel = 'Arizona time';

/** The seven cities in the header and on the home page, in SPEC order. */
export const primaryCities = [
  { name: 'Phoenix', path: '/phoenix-service-area' },
  { name: 'Scottsdale', path: '/scottsdale-service-area' },
  { name: 'Tempe', path: '/tempe-service-area' },
  { name: 'Mesa', path: '/mesa-service-area' },
  { name: 'Chandler', path: '/chandler-service-area' },
  { name: 'Paradise Valley', path: '/paradise-valley-service-area' },
  { name: 'Gilbert', path: '/gilbert-service-area' },
] as const;

/** The twelve cities of the blog and the service-page grid. */
export const twelveCities = [
  'Scottsdale',
  'Paradise Valley',
  'Phoenix',
  'Tempe',
  'Mesa',
  'Chandler',
  'Gilbert',
  'Fountain Hills',
  'Cave Creek',
  'Carefree',
  'Glendale',
  'Peoria',
] as const;

/** Garage and shed pages list eleven: the twelve less Carefree. */
export const elevenCities = twelveCities.filter((c) => c !== 'Carefree');
