import { openingHours, timeZone } from './business.ts';

export interface OpenStatus {
  open: boolean;
  /** Short text for the header badge. */
  label: string;
}

const dayIndex: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// Made on first use: a time-zone formatter loads the zone's data, a long step to take while the app's
// code is first evaluated on a phone (a task of its own instead).
let formatter: Intl.DateTimeFormat | undefined;
const phoenixFormatter = () =>
  (formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }));

/** Day of week and minutes since midnight in Phoenix, whatever the machine's own time zone. */
export function phoenixClock(date: Date): { day: number; minutes: number } {
  const parts = Object.fromEntries(
    phoenixFormatter()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: dayIndex[parts.weekday ?? 'Sun'] ?? 0,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function hoursFor(day: number) {
  return openingHours.find((h) => (h.days as readonly number[]).includes(day));
}

function hourText(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h} ${suffix}`;
}

export function openStatus(date: Date): OpenStatus {
  const { day, minutes } = phoenixClock(date);
  const today = hoursFor(day);
  if (today && minutes >= today.opens * 60 && minutes < today.closes * 60) {
    return { open: true, label: 'OPEN NOW' };
  }
  if (today && minutes < today.opens * 60) {
    return { open: false, label: `Closed · opens ${hourText(today.opens)}` };
  }
  const tomorrow = hoursFor((day + 1) % 7);
  return { open: false, label: `Closed · opens ${hourText(tomorrow?.opens ?? 7)} tomorrow` };
}
