import type { LeadSource } from '../../../supabase/functions/_shared/schemas.ts';

const KEY = 'visit-source';
type Visit = Pick<LeadSource, 'referrer' | 'utmSource' | 'utmMedium' | 'utmCampaign'>;

/**
 * Notes where this visit came from, once per browser session, on the page it landed on: the
 * referring site's host (not the full address) and the landing page's utm_* tags. Called as the
 * app starts, before any client-side navigation changes the address.
 */
export function rememberVisitSource(
  location: Location = window.location,
  referrer = document.referrer,
): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const params = new URLSearchParams(location.search);
    const tag = (name: string) => (params.get(name) ?? '').trim().slice(0, 100);
    let host = '';
    try {
      host = referrer ? new URL(referrer).hostname : '';
    } catch {
      host = '';
    }
    const visit: Visit = {
      referrer: host && host !== location.hostname ? host : '',
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
  return {
    page: window.location.pathname,
    referrer: visit.referrer ?? '',
    utmSource: visit.utmSource ?? '',
    utmMedium: visit.utmMedium ?? '',
    utmCampaign: visit.utmCampaign ?? '',
    installed: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  };
}
