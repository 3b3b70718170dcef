import type { SupabaseClient } from '@supabase/supabase-js';
import { escapeHtml, oneLine } from './lead-email.ts';
import type { MailMessage } from './email.ts';

export interface Issue {
  field: string;
  message: string;
}

/** Postgres' jsonb holds no NUL: each one becomes U+FFFD, so the copy is kept whatever was sent. */
const storable = (body: unknown): unknown =>
  JSON.parse(
    JSON.stringify(body ?? null, (_, value: unknown) =>
      typeof value === 'string' ? value.replaceAll('\u0000', '\uFFFD') : value,
    ),
  ) as unknown;

/**
 * Keeps a copy of a request the function refused, once per request id, so staff can still reach the
 * customer. Tells whether this call stored it (a copy already held is not mailed again).
 */
export async function keepRefused(
  supabase: SupabaseClient,
  id: string,
  body: unknown,
  issues: Issue[],
): Promise<boolean> {
  const { data, error } = await supabase
    .from('refused_requests')
    .upsert({ id, body: storable(body), issues }, { onConflict: 'id', ignoreDuplicates: true })
    .select('id');
  if (error) throw new Error(`keeping the refused request failed: ${error.message}`);
  return (data ?? []).length > 0;
}

const CONTACT_FIELDS = ['name', 'phone', 'email', 'service', 'message', 'address', 'itemsToRemove'];

/** The staff e-mail for a refused request: what the customer typed that can be read, and why it was refused. */
export function renderRefusedEmail(
  id: string,
  body: unknown,
  issues: Issue[],
): Pick<MailMessage, 'subject' | 'html' | 'text'> {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const rows = CONTACT_FIELDS.flatMap((field) => {
    const value = record[field];
    return typeof value === 'string' && value.trim() ? [[field, value.slice(0, 2000)] as const] : [];
  });
  const name = typeof record.name === 'string' ? record.name : 'unknown';
  const why = issues.map((i) => `${i.field}: ${i.message}`);
  return {
    subject: oneLine(`Quote request that could not be saved - ${name}`).slice(0, 200),
    html: [
      '<!doctype html><html><body style="font-family:Arial,sans-serif">',
      '<h2>A quote request could not be saved</h2>',
      '<p>The website refused it, and the customer was shown our phone number. Please call them back.</p>',
      '<table cellpadding="6" style="border-collapse:collapse">',
      ...rows.map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      `<p>Why: ${why.map(escapeHtml).join('; ')}</p>`,
      `<p style="color:#666">Request id ${escapeHtml(id)}.</p>`,
      '</body></html>',
    ].join('\n'),
    text: [
      'A quote request could not be saved. The customer was shown our phone number; please call them back.',
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      `Why: ${why.join('; ')}`,
      `Request id ${id}`,
    ].join('\n'),
  };
}
