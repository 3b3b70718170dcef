import { openingHours, utcOffsetHours } from './business.ts';

export interface OpenStatus {
  open: boolean;
  /** Short text for the header badge. */
  label: string;
}

/** Day of week and minutes since midnight in Phoenix, whatever the machine's own time zone. */
export function phoenixClock(date: Date): { day: number; minutes: number } {
  const local = new Date(date.getTime() + utcOffsetHours * 3_600_000);
  return { day: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
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
