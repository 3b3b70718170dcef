// The arrival windows a booking can hold, as the site and the e-mails name them. The database keeps
// them (table arrival_windows, with each window's capacity): this copy is what a device shows while it
// has no signal, and a test holds the two equal (arrival-windows.test.ts).

export interface ArrivalWindow {
  code: string;
  label: string;
  /** Arizona wall-clock time, "08:00". */
  starts: string;
  ends: string;
}

export const ARRIVAL_WINDOWS: readonly ArrivalWindow[] = [
  { code: 'morning', label: 'Morning', starts: '08:00', ends: '11:00' },
  { code: 'midday', label: 'Midday', starts: '11:00', ends: '14:00' },
  { code: 'afternoon', label: 'Afternoon', starts: '14:00', ends: '17:00' },
];

/** One window of one day, as window_availability() returns it. */
export interface WindowSlot extends ArrivalWindow {
  day: string;
  capacity: number;
  remaining: number;
  /** Room left, the day not past, and (today) before the same-day cut-off. */
  open: boolean;
}

const hour = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return { h, m, half: h < 12 ? 'AM' : 'PM' };
};
const clock = ({ h, m }: { h: number; m: number }) =>
  `${h % 12 === 0 ? 12 : h % 12}${m ? `:${String(m).padStart(2, '0')}` : ''}`;

/** "8–11 AM", "11 AM–2 PM": the half of the day said once when both ends share it. */
export function windowRange(starts: string, ends: string): string {
  const from = hour(starts);
  const to = hour(ends);
  return from.half === to.half
    ? `${clock(from)}–${clock(to)} ${to.half}`
    : `${clock(from)} ${from.half}–${clock(to)} ${to.half}`;
}

/** "Morning 8–11 AM" */
export const windowName = (w: Pick<ArrivalWindow, 'label' | 'starts' | 'ends'>) =>
  `${w.label} ${windowRange(w.starts, w.ends)}`;

/** "Tuesday, December 1" for "2026-12-01" (a calendar date: no time zone can shift it). */
export function dayName(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Your Morning window (8–11 AM) on Tuesday, December 1 is held" */
export const heldLine = (w: Pick<ArrivalWindow, 'label' | 'starts' | 'ends'>, day: string) =>
  `Your ${w.label} window (${windowRange(w.starts, w.ends)}) on ${dayName(day)} is held`;

/** The known window by its code, or undefined (a code the windows no longer have). */
export const windowByCode = (code: string | undefined) => ARRIVAL_WINDOWS.find((w) => w.code === code);
