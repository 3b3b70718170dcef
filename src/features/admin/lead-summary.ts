import { windowByCode, windowName } from '@shared/arrival-windows.ts';
import { cityOfAddress } from '@shared/lead-alert.ts';
import type { Lead } from '../../api/leads.ts';
import { areas } from '../../content/areas.ts';
import { timeZone } from '../../content/business.ts';
import { neighbourhoods } from '../../content/neighbourhoods.ts';
import { calendarDate } from './format.ts';

/** Each city and neighbourhood page, by its path, as the place staff would name. */
const areaNames = new Map<string, string>([
  ...areas.filter((a) => !a.overview).map((a) => [a.path, a.city] as const),
  ...neighbourhoods.map((n) => [n.path, `${n.name}, ${n.city}`] as const),
]);

/**
 * Where the job is, as a list row shows it: the city of a booking's address ("…, Tempe, AZ 85281"),
 * else the area page the quote was sent from, else nothing.
 */
export function leadCity(lead: Pick<Lead, 'address' | 'source_page'>): string | null {
  return cityOfAddress(lead.address) ?? ((lead.source_page && areaNames.get(lead.source_page)) || null);
}

/** "just now", "5 min ago", "3 h ago", "2 days ago", "Mar 4": how long a lead has waited, at a glance. */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone });
}

const WINDOW_STATES = {
  held: 'held',
  full: 'full when it arrived: not held',
  closed: 'closed: not held',
  cancelled: 'cancelled by the customer',
};

/** "Morning 8–11 AM", or the code of a window the site no longer has. */
const nameOf = (code: string) => {
  const known = windowByCode(code);
  return known ? windowName(known) : code[0]!.toUpperCase() + code.slice(1);
};

/** "Morning 8–11 AM: held", "Midday 11 AM–2 PM: full when it arrived: not held": the window a booking asked for. */
export function windowLine(lead: Pick<Lead, 'arrival_window' | 'window_status'>): string | null {
  if (!lead.arrival_window) return null;
  const name = nameOf(lead.arrival_window);
  return lead.window_status ? `${name}: ${WINDOW_STATES[lead.window_status]}` : name;
}

/** "Tue, Dec 1, 2026 · Morning 8–11 AM": a held window, as a list row shows it; null when none is held. */
export function heldWindow(
  lead: Pick<Lead, 'arrival_window' | 'window_status' | 'preferred_date'>,
): string | null {
  if (lead.window_status !== 'held' || !lead.arrival_window || !lead.preferred_date) return null;
  return `${calendarDate(lead.preferred_date)} · ${nameOf(lead.arrival_window)}`;
}
