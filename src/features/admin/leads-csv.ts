import type { Lead } from '../../api/leads.ts';

/** Every stored field, in the order a spreadsheet shows them. */
const COLUMNS = [
  'id',
  'created_at',
  'status',
  'form_type',
  'name',
  'phone',
  'email',
  'service',
  'message',
  'address',
  'property_type',
  'items_to_remove',
  'estimated_volume',
  'access_instructions',
  'preferred_date',
  'preferred_time',
  'additional_notes',
  'photo_urls',
  'source_page',
  'source_referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'installed',
  'saved_at',
  'flood',
  'email_sent_at',
  'email_error',
] as const satisfies readonly (keyof Lead)[];

/**
 * One CSV cell. A value a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe, so it shows as text; then RFC 4180 quoting, with the
 * semicolon counted as a delimiter too (Excel in many European locales splits on it) and the tab.
 */
export function csvCell(value: unknown): string {
  let text = Array.isArray(value)
    ? value.join(' ')
    : value === null || value === undefined
      ? ''
      : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The leads as CSV (a byte-order mark first, so Excel reads it as UTF-8). */
export function leadsCsv(leads: readonly Lead[]): string {
  const rows = [COLUMNS.join(','), ...leads.map((lead) => COLUMNS.map((c) => csvCell(lead[c])).join(','))];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
