import type { WindowSlot } from '@shared/arrival-windows.ts';
import { SAME_DAY_CUTOFF } from '@shared/business-facts.ts';
import type { LeadStatus } from './lead-statuses.ts';
import { supabase } from './supabase.ts';
import { toSlot, type SlotRow } from './windows.ts';

// The staff schedule: each day's arrival windows, what is held in each and by whom, and the
// capacities staff set (a window's own, and a day's).

/** A lead holding a window, as the schedule lists it. */
export interface Booking {
  id: string;
  name: string;
  address: string | null;
  volume: string | null;
  status: LeadStatus;
}

export interface ScheduleSlot extends WindowSlot {
  /** The window's own capacity; `capacity` differs on a day staff changed. */
  defaultCapacity: number;
  held: number;
  bookings: Booking[];
}

/** The one error this module throws. */
export class ScheduleError extends Error {
  override name = 'ScheduleError';
}

interface Row extends SlotRow {
  default_capacity: number;
  held: number;
  bookings: Booking[];
}

/** Every window of `days` days from `from` (YYYY-MM-DD), with its bookings: one round trip. */
export async function readSchedule(from: string, days: number): Promise<ScheduleSlot[]> {
  const { data, error } = await supabase().rpc('window_schedule', {
    p_from: from,
    p_days: days,
    p_cutoff_hour: SAME_DAY_CUTOFF.hour,
  });
  if (error) throw new ScheduleError(error.message);
  return (data as Row[]).map((row) => ({
    ...toSlot(row),
    defaultCapacity: row.default_capacity,
    held: row.held,
    bookings: row.bookings,
  }));
}

/** How many jobs a window takes on one day (0 closes it); null goes back to the window's own. */
export async function setDayCapacity(day: string, code: string, capacity: number | null): Promise<void> {
  const { error } = await supabase().rpc('set_day_capacity', {
    p_day: day,
    p_code: code,
    p_capacity: capacity,
  });
  if (error) throw new ScheduleError(error.message);
}

/** How many jobs a window takes on every day not changed on its own. */
export async function setWindowCapacity(code: string, capacity: number): Promise<void> {
  const { data, error } = await supabase()
    .from('arrival_windows')
    .update({ capacity })
    .eq('code', code)
    .select('code');
  if (error) throw new ScheduleError(error.message);
  if (!data?.length) throw new ScheduleError('Only staff change the schedule.');
}
