import { windowByCode, windowName } from './arrival-windows.ts';
import type { WindowState } from './contracts.ts';
import type { QuotePayload } from './schemas.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Header values must stay on one line whatever the visitor typed. */
export const oneLine = (value: string): string => value.replace(/[\r\n\t]+/g, ' ').trim();

const WINDOW_STATES: Record<WindowState, string> = {
  cancelled: 'cancelled by the customer',
  held: 'held',
  full: 'FULL when the request arrived: call to agree a time',
  closed: 'no longer open when the request arrived: call to agree a time',
};

/** "Morning 8–11 AM: held", or what became of it. */
function windowRow(code: string, status?: WindowState | null): string {
  const known = windowByCode(code);
  const name = known ? windowName(known) : code;
  return status ? `${name}: ${WINDOW_STATES[status]}` : name;
}

export function leadRows(lead: QuotePayload, windowStatus?: WindowState | null): [string, string][] {
  const common: [string, string][] = [
    ['Form', lead.formType === 'booking' ? 'Booking request' : 'Quick quote'],
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['Email', lead.email],
    ['Service', lead.service],
  ];
  const specific: [string, string][] =
    lead.formType === 'booking'
      ? [
          ['Address', lead.address],
          ['Property type', lead.propertyType],
          ['Items to remove', lead.itemsToRemove],
          ['Estimated volume', lead.estimatedVolume],
          ['Access instructions', lead.accessInstructions],
          ['Preferred date', lead.preferredDate],
          ['Preferred time', lead.preferredTime || (lead.arrivalWindow ? '' : 'Any time')],
          ['Arrival window', lead.arrivalWindow ? windowRow(lead.arrivalWindow, windowStatus) : ''],
          ['Additional notes', lead.additionalNotes],
        ]
      : [['Message', lead.message]];
  return [...common, ...specific].filter(([, value]) => value !== '');
}

/** Subject, HTML and text of the business notification. Every visitor string is escaped. */
export function renderLeadEmail(lead: QuotePayload, id: string, windowStatus?: WindowState | null) {
  const rows = leadRows(lead, windowStatus);
  const photos = lead.photoUrls;
  const kind = lead.formType === 'booking' ? 'Booking request' : 'Quote request';
  const subject = oneLine(`${kind}: ${lead.service} - ${lead.name}`).slice(0, 200);
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif">',
    `<h2>New ${escapeHtml(kind.toLowerCase())}</h2>`,
    '<table cellpadding="6" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    photos.length
      ? `<h3>Photos (${photos.length})</h3>` +
        photos
          .map(
            (u) =>
              `<p><a href="${escapeHtml(u)}"><img src="${escapeHtml(u)}" alt="Customer photo" width="320"></a></p>`,
          )
          .join('')
      : '',
    `<p style="color:#666">Request id ${escapeHtml(id)}. Reply to this e-mail to answer the customer.</p>`,
    '</body></html>',
  ].join('\n');
  const text = [
    `New ${kind.toLowerCase()}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(photos.length ? ['', 'Photos:', ...photos] : []),
    '',
    `Request id ${id}`,
  ].join('\n');
  return { subject, html, text };
}
