import type { SupabaseClient } from '@supabase/supabase-js';
import type { WindowSlot } from '@shared/arrival-windows.ts';
import { SAME_DAY_CUTOFF } from '@shared/business-facts.ts';
import { anonymousClient } from './supabase.ts';

// The arrival windows' availability, as the public reads it: counts, never anyone's booking.

/** A row of window_availability() (and of window_schedule(), which adds to it). */
export interface SlotRow {
  day: string;
  code: string;
  label: string;
  starts_at: string;
  ends_at: string;
  capacity: number;
  remaining: number;
  open: boolean;
}

/** The one error this module throws: the backend could not say (no signal, or it failed). */
export class WindowsError extends Error {
  constructor(message: string) {
    super(`Availability could not be read: ${message}`);
    this.name = 'WindowsError';
  }
}

let client: SupabaseClient | undefined;

/**
 * Every window of `days` days from `from` (YYYY-MM-DD, Arizona), with what is left: one round trip.
 * Throws when the backend cannot say (no signal).
 */
export async function windowAvailability(
  from: string,
  days = 1,
  db: SupabaseClient = (client ??= anonymousClient()),
): Promise<WindowSlot[]> {
  const { data, error } = await db.rpc('window_availability', {
    p_from: from,
    p_days: days,
    p_cutoff_hour: SAME_DAY_CUTOFF.hour,
  });
  if (error) throw new WindowsError(error.message);
  return (data as SlotRow[]).map(toSlot);
}

/** A window of a day as the database answers it, as the site names its fields. */
export const toSlot = (row: SlotRow): WindowSlot => ({
  day: row.day,
  code: row.code,
  label: row.label,
  starts: row.starts_at.slice(0, 5),
  ends: row.ends_at.slice(0, 5),
  capacity: row.capacity,
  remaining: row.remaining,
  open: row.open,
});

/** The next `count` open windows from `from` on, over the next two weeks. */
export async function nextOpenWindows(from: string, count = 3, db?: SupabaseClient): Promise<WindowSlot[]> {
  const slots = await windowAvailability(from, 14, db);
  return slots.filter((slot) => slot.open).slice(0, count);
}
