import { SOURCE_HOST, SOURCE_PAGE, SOURCE_TEXT } from '@shared/lead-source-rules.ts';
import type { LeadSource } from '@shared/schemas.ts';
import { LANDING } from './starter-keys.ts';

const KEY = 'visit-source';
type Visit = Pick<LeadSource, 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign'>;

/** A utm_* tag as the server keeps it: one line, no markup or control characters, 100 characters. */
export function cleanTag(value: string): string {
  const cleaned = value
    .replace(/[<>\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .trim();
  return SOURCE_TEXT.test(cleaned) ? cleaned : '';
}

/** The referring site's host name, or '' for none, another scheme, or a name the server would not take. */
export function cleanHost(referrer: string, ownHost: string): string {
  let host = '';
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase().replace(/\.$/, '') : '';
  } catch {
    return '';
  }
  return host && host !== ownHost && host.length <= 253 && SOURCE_HOST.test(host) ? host : '';
}

/**
 * Notes where this visit came from, once per browser session, on the page it landed on: the
 * referring site's host (not the full address) and the landing page's utm_* tags, cleaned here so
 * that nothing a link carries can make the server refuse a lead. Called as the app starts, before
 * any client-side navigation changes the address.
 */
export function rememberVisitSource(
  location: Location = window.location,
  referrer = document.referrer,
): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const landed = JSON.parse(sessionStorage.getItem(LANDING) ?? 'null') as unknown;
    const [search, from] =
      Array.isArray(landed) && landed.length === 2 && landed.every((v) => typeof v === 'string')
        ? (landed as [string, string])
        : [location.search, referrer];
    const params = new URLSearchParams(search);
    const tag = (name: string) => cleanTag(params.get(name) ?? '');
    const visit: Visit = {
      referrer: cleanHost(from, location.hostname),
      utmSource: tag('utm_source'),
      utmMedium: tag('utm_medium'),
      utmCampaign: tag('utm_campaign'),
    };
    sessionStorage.setItem(KEY, JSON.stringify(visit));
  } catch {
    // Storage blocked (private mode on some browsers): the lead goes without its source.
  }
}

/** Where a lead sent now comes from: this page, this visit's source, and whether the site is installed. */
export function leadSource(): LeadSource {
  let visit: Partial<Visit> = {};
  try {
    visit = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Partial<Visit>;
  } catch {
    visit = {};
  }
  const page = window.location.pathname;
  // Read back as stored by an older version of this code too: cleaned again.
  return {
    page: SOURCE_PAGE.test(page) ? page : '/',
    referrer: typeof visit.referrer === 'string' && SOURCE_HOST.test(visit.referrer) ? visit.referrer : '',
    utmSource: cleanTag(String(visit.utmSource ?? '')),
    utmMedium: cleanTag(String(visit.utmMedium ?? '')),
    utmCampaign: cleanTag(String(visit.utmCampaign ?? '')),
    installed: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}
