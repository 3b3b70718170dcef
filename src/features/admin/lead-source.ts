import type { Lead } from '../../api/leads.ts';

/** Sites people come from, by a part of their host name, as staff call them. */
const KNOWN = [
  ['google', 'Google'],
  ['bing', 'Bing'],
  ['duckduckgo', 'DuckDuckGo'],
  ['yahoo', 'Yahoo'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['nextdoor', 'Nextdoor'],
  ['yelp', 'Yelp'],
  ['angi', 'Angi'],
  ['thumbtack', 'Thumbtack'],
] as const;

const named = (value: string) => KNOWN.find(([part]) => value.toLowerCase().includes(part))?.[1] ?? value;

/** A request that arrived this much later than the device saved it waited in the offline outbox. */
export const WAITED_MS = 2 * 60_000;

function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}

/** How long a lead waited on the device before it arrived, when it did. */
export function waitedMs(lead: Pick<Lead, 'saved_at' | 'created_at'>): number | null {
  if (!lead.saved_at) return null;
  const waited = Date.parse(lead.created_at) - Date.parse(lead.saved_at);
  return waited >= WAITED_MS ? waited : null;
}

type SourceFields = Pick<
  Lead,
  'source_page' | 'source_referrer' | 'utm_source' | 'utm_campaign' | 'installed' | 'saved_at' | 'created_at'
>;

/**
 * The lead card's line about where a lead came from:
 * "From /garage-cleanout · Google · campaign spring · saved offline 2 h before it arrived".
 * Null for leads sent before the site recorded it.
 */
export function describeSource(lead: SourceFields): string | null {
  const parts: string[] = [];
  if (lead.source_page) {
    parts.push(`From ${lead.source_page}`);
    const origin = lead.utm_source || lead.source_referrer;
    parts.push(origin ? named(origin) : 'Direct');
  }
  if (lead.utm_campaign) parts.push(`campaign ${lead.utm_campaign}`);
  if (lead.installed) parts.push('installed app');
  const waited = waitedMs(lead);
  if (waited !== null) parts.push(`saved offline ${duration(waited)} before it arrived`);
  return parts.length ? parts.join(' · ') : null;
}
