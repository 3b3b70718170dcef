// What a staff device is told of a new lead (issue 32): the push message's payload, and the
// notification the service worker shows for it. The payload holds only what the notification shows
// and the lead's id, because a push service keeps it until the device wakes.
import { dayName, windowByCode, windowName } from './arrival-windows.ts';
import { UUID } from './contracts.ts';

export type LeadAlert =
  | {
      kind: 'lead';
      id: string;
      name: string;
      service: string;
      city?: string;
      /** "Tuesday, December 1 · Morning 8–11 AM", or why the window asked for was not held. */
      window?: string;
    }
  | { kind: 'test' };

/** The city of a US address ("12 Main St, Tempe, AZ 85281" → "Tempe"), or null. */
export function cityOfAddress(address: string | null | undefined): string | null {
  return /,\s*([^,]+?),\s*AZ\b/i.exec(address ?? '')?.[1]?.trim() || null;
}

/** The lead as its claimed alert row carries it. */
export interface AlertedLead {
  lead_id: string | null;
  name: string | null;
  service: string | null;
  address: string | null;
  day: string | null;
  window_code: string | null;
  window_status: string | null;
}

/** The payload for a claimed alert: the lead's, or a test alert's when it has no lead. */
export function alertFor(row: AlertedLead): LeadAlert {
  if (!row.lead_id) return { kind: 'test' };
  const slot = windowByCode(row.window_code ?? undefined);
  const window =
    slot && row.day
      ? row.window_status === 'held'
        ? `${dayName(row.day)} · ${windowName(slot)}`
        : row.window_status === 'full' || row.window_status === 'closed'
          ? `Call first: ${slot.label} on ${dayName(row.day)} was ${row.window_status}`
          : undefined
      : undefined;
  const city = cityOfAddress(row.address);
  return {
    kind: 'lead',
    id: row.lead_id,
    name: (row.name ?? '').slice(0, 80),
    service: (row.service ?? '').slice(0, 60),
    ...(city ? { city: city.slice(0, 60) } : {}),
    ...(window ? { window } : {}),
  };
}

export interface AlertNotification {
  title: string;
  body: string;
  /** One notification per lead: a retry replaces it rather than stacking a second. */
  tag: string;
  /** The admin page a click opens. */
  url: string;
}

/** The notification for a payload, or null for anything that is not one of ours. */
export function notificationFor(data: unknown): AlertNotification | null {
  const alert = data as Partial<LeadAlert> | null;
  if (alert?.kind === 'test') {
    return {
      title: 'Alerts are on',
      body: 'This device will alert you the moment a new lead comes in.',
      tag: 'test-alert',
      url: '/admin/leads',
    };
  }
  if (alert?.kind !== 'lead' || typeof alert.id !== 'string' || !UUID.test(alert.id)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const where = [text(alert.service), text(alert.city)].filter(Boolean).join(' · ');
  return {
    title: `New lead: ${text(alert.name) || 'someone'}`,
    body: [where, text(alert.window)].filter(Boolean).join('\n'),
    tag: `lead-${alert.id}`,
    url: `/admin/leads/${alert.id}`,
  };
}
