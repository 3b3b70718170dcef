import { timeZone } from '../../content/business.ts';

// Arizona keeps MST all year; the business reads every time in its own zone, wherever the admin is.
const arizona = new Intl.DateTimeFormat('en-US', {
  timeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Jan 5, 2025, 3:04 PM" in Arizona time. */
export const arizonaTime = (iso: string): string => arizona.format(new Date(iso));

/** A date-only column (YYYY-MM-DD) as "Mon, Jan 6, 2025", without shifting it through a time zone. */
export function calendarDate(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/** A week's first day (YYYY-MM-DD) as "Jan 6", for chart axes. */
export function weekLabel(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
}

/** SPEC 9: a session id is shown as its first 8 characters. */
export const shortSessionId = (id: string): string => id.slice(0, 8);

/** Digits for tel:/sms: links ("+1" kept when typed), so any way a customer wrote the number dials. */
export function dialable(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10
    ? `+1${digits}`
    : digits.length === 11 && digits[0] === '1'
      ? `+${digits}`
      : digits;
}

/** "1 request", "3 requests". */
export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
