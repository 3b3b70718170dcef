import type { SupabaseClient } from '@supabase/supabase-js';
import type { WindowState } from '@shared/contracts.ts';
import { anonymousClient } from './supabase.ts';

// A customer's own booking, opened by the token in the link their confirmation e-mail carries.

export interface OwnBooking {
  leadId: string;
  firstName: string;
  address: string | null;
  day: string;
  code: string;
  label: string;
  starts: string;
  ends: string;
  state: WindowState;
}

/** What moving came to: held in the new window, or why not (nothing changed). */
export type MoveResult = 'held' | 'full' | 'closed' | 'unknown';

/** The one error this module throws: the backend could not be reached or failed. */
export class BookingLinkError extends Error {
  override name = 'BookingLinkError';
}

let client: SupabaseClient | undefined;
const db = () => (client ??= anonymousClient());

interface Row {
  lead_id: string;
  first_name: string;
  address: string | null;
  day: string;
  code: string;
  label: string | null;
  starts_at: string | null;
  ends_at: string | null;
  window_status: WindowState;
}

/** The booking the token opens, or null when it opens none. */
export async function readBooking(token: string): Promise<OwnBooking | null> {
  const { data, error } = await db().rpc('booking_by_token', { p_token: token });
  if (error) throw new BookingLinkError(error.message);
  const row = (data as Row[])[0];
  if (!row) return null;
  return {
    leadId: row.lead_id,
    firstName: row.first_name,
    address: row.address,
    day: row.day,
    code: row.code,
    label: row.label ?? row.code,
    starts: (row.starts_at ?? '').slice(0, 5),
    ends: (row.ends_at ?? '').slice(0, 5),
    state: row.window_status,
  };
}

export async function moveBooking(token: string, day: string, code: string): Promise<MoveResult> {
  const { data, error } = await db().rpc('move_booking', {
    p_token: token,
    p_day: day,
    p_code: code,
  });
  if (error) throw new BookingLinkError(error.message);
  return data as MoveResult;
}

export async function cancelBooking(token: string): Promise<'cancelled' | 'unknown'> {
  const { data, error } = await db().rpc('cancel_booking', { p_token: token });
  if (error) throw new BookingLinkError(error.message);
  return data as 'cancelled' | 'unknown';
}
