import type { SupabaseClient } from '@supabase/supabase-js';
import { keyFor, type RateLimit, type RateResult } from './rate-limit.ts';
import { SAME_DAY_CUTOFF } from './business-facts.ts';
import type { WindowState } from './contracts.ts';
import type { QuotePayload } from './schemas.ts';

/** The stored lead, in quote_requests' column names. */
export interface LeadRow {
  id: string;
  form_type: 'contact' | 'booking';
  name: string;
  phone: string;
  email: string;
  service: string;
  message: string | null;
  address: string | null;
  property_type: string | null;
  items_to_remove: string | null;
  estimated_volume: string | null;
  access_instructions: string | null;
  preferred_date: string | null;
  preferred_time: string | null;
  /** The arrival window a booking asked for, and whether it was held (set by the database). */
  arrival_window: string | null;
  window_status?: WindowState | null;
  additional_notes: string | null;
  photo_urls: string[];
  source_page: string | null;
  source_referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  installed: boolean;
  saved_at: string | null;
  /** Arrived past the cap for everyone: reported in a digest, not an e-mail of its own. */
  flood: boolean;
  email_sent_at: string | null;
  /** How often its e-mail was tried (set by the database; absent on a row being stored). */
  email_attempts?: number;
  /** How many staff devices it owes an alert (set by the database when it is stored). */
  alerts_owed?: number;
}

const orNull = (value: string | undefined) => (value ? value : null);

/** The oldest save a device may claim: a request kept offline longer than this is dated by its arrival. */
const MAX_SAVED_DAYS = 31;

/**
 * When the device saved the request: the server's now less the wait the device measured (or, from
 * older clients, the device's own timestamp). A time in the future or over a month before arrival is
 * not believed: the lead is then dated by when it arrived (null here).
 */
function savedAt(lead: QuotePayload, now: number): string | null {
  const claimed =
    lead.waitedMs !== undefined ? now - lead.waitedMs : lead.savedAt ? Date.parse(lead.savedAt) : NaN;
  if (!(claimed <= now && claimed >= now - MAX_SAVED_DAYS * 86_400_000)) return null;
  return new Date(claimed).toISOString();
}

export function toLeadRow(
  lead: QuotePayload,
  id: string,
  now = Date.now(),
): Omit<LeadRow, 'email_sent_at' | 'flood'> {
  const booking = lead.formType === 'booking' ? lead : null;
  return {
    id,
    form_type: lead.formType,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    service: lead.service,
    message: lead.formType === 'contact' ? orNull(lead.message) : null,
    address: orNull(booking?.address),
    property_type: orNull(booking?.propertyType),
    items_to_remove: orNull(booking?.itemsToRemove),
    estimated_volume: orNull(booking?.estimatedVolume),
    access_instructions: orNull(booking?.accessInstructions),
    preferred_date: orNull(booking?.preferredDate),
    preferred_time: orNull(booking?.preferredTime),
    arrival_window: orNull(booking?.arrivalWindow),
    additional_notes: orNull(booking?.additionalNotes),
    photo_urls: lead.photoUrls,
    source_page: orNull(lead.source?.page),
    source_referrer: orNull(lead.source?.referrer),
    utm_source: orNull(lead.source?.utmSource),
    utm_medium: orNull(lead.source?.utmMedium),
    utm_campaign: orNull(lead.source?.utmCampaign),
    installed: lead.source?.installed ?? false,
    saved_at: savedAt(lead, now),
  };
}

/** Rebuilds the payload from the stored row: a retried e-mail describes what was stored. */
export function fromLeadRow(row: LeadRow): QuotePayload {
  const common = {
    requestId: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    photoUrls: row.photo_urls,
  };
  if (row.form_type === 'contact') {
    return { ...common, formType: 'contact', service: row.service as never, message: row.message ?? '' };
  }
  return {
    ...common,
    formType: 'booking',
    service: row.service as never,
    address: row.address ?? '',
    propertyType: row.property_type as never,
    itemsToRemove: row.items_to_remove ?? '',
    estimatedVolume: row.estimated_volume as never,
    accessInstructions: row.access_instructions ?? '',
    preferredDate: row.preferred_date ?? '',
    preferredTime: (row.preferred_time ?? '') as never,
    arrivalWindow: row.arrival_window ?? undefined,
    additionalNotes: row.additional_notes ?? '',
  };
}

const COLUMNS =
  'id, form_type, name, phone, email, service, message, address, property_type, items_to_remove, estimated_volume, ' +
  'access_instructions, preferred_date, preferred_time, arrival_window, window_status, additional_notes, photo_urls, source_page, ' +
  'source_referrer, utm_source, utm_medium, utm_campaign, installed, saved_at, flood, email_sent_at, email_attempts';

export async function findLead(supabase: SupabaseClient, id: string): Promise<LeadRow | null> {
  const { data, error } = await supabase.from('quote_requests').select(COLUMNS).eq('id', id).maybeSingle();
  if (error) throw new Error(`reading the lead failed: ${error.message}`);
  return data as unknown as LeadRow | null;
}

export type Acceptance =
  | { kind: 'stored' | 'duplicate'; lead: LeadRow }
  | { kind: 'refused'; rate: RateResult & { allowed: false } };

/**
 * Counts the quote against its limits and stores it, in one round trip (accept_lead): refused past
 * the limit for its address or e-mail; past the cap for everyone, stored as a flood. A retry of a
 * request the limits already let in (`retryOf`, its request id) is not counted again.
 */
export async function acceptLead(
  supabase: SupabaseClient,
  row: Omit<LeadRow, 'email_sent_at' | 'flood'>,
  who: { address: string; email: string; retryOf?: string },
  limits: { address: RateLimit; email: RateLimit; everyone: RateLimit },
): Promise<Acceptance> {
  const { data, error } = await supabase.rpc('accept_lead', {
    p_row: row,
    p_retry_key: who.retryOf ? await keyFor('quote-request', who.retryOf) : null,
    p_keys: [await keyFor('quote', who.address), await keyFor('quote-email', who.email)],
    p_limits: [limits.address.limit, limits.email.limit],
    p_window_seconds: [limits.address.windowSeconds, limits.email.windowSeconds],
    p_all_key: await keyFor('quote-all', ''),
    p_all_limit: limits.everyone.limit,
    p_all_window_seconds: limits.everyone.windowSeconds,
    p_cutoff_hour: SAME_DAY_CUTOFF.hour,
  });
  const result = Array.isArray(data)
    ? (data[0] as { outcome: string; retry_after: number; lead: LeadRow | null } | undefined)
    : undefined;
  // Neither counted nor stored: the caller answers 503 and the outbox tries again.
  if (error || !result) throw new Error(`accepting the lead failed: ${error?.message ?? 'no answer'}`);
  if (result.outcome === 'limited' || !result.lead)
    return { kind: 'refused', rate: { allowed: false, retryAfter: result.retry_after } };
  return { kind: result.outcome === 'stored' ? 'stored' : 'duplicate', lead: result.lead };
}
