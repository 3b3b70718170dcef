// A calendar file (RFC 5545 iCalendar) for a held arrival window: the customer's "Add to calendar" link
// and the confirmation e-mail's attachment. Small enough to write here; the rules that matter are below
// and tested (calendar.test.ts): CRLF line ends, lines folded at 75 octets without splitting a
// character, TEXT values escaped, times in UTC.

import { windowRange, type ArrivalWindow } from './arrival-windows.ts';
import { ARIZONA_UTC_OFFSET_HOURS, BUSINESS_PLACE } from './business-facts.ts';

/** What a held window's calendar file is called, wherever it is offered. */
export const CALENDAR_FILE = 'junk-pickup.ics';

export interface CalendarEvent {
  /** Globally unique and stable for this booking (a retry writes the same event). */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  /** When the file was written (DTSTAMP). */
  stamp: Date;
}

/** A window on a day, given as Arizona wall-clock times ("2026-12-01", "08:00"), as instants. */
export function arizonaInterval(day: string, starts: string, ends: string): { start: Date; end: Date } {
  const at = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    const [y, mo, d] = day.split('-').map(Number);
    return new Date(Date.UTC(y!, mo! - 1, d!, h! - ARIZONA_UTC_OFFSET_HOURS, m!));
  };
  return { start: at(starts), end: at(ends) };
}

/** 20261201T150000Z */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * One content line, folded so that no line is longer than 75 octets (RFC 5545 3.1): a fold is CRLF
 * and one space, and never falls inside a multi-byte UTF-8 character.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; each continuation holds 74 after its leading space.
  let room = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
      room = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The whole file, lines ending in CRLF. */
export function calendarFile(event: CalendarEvent, productId: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** The calendar file of a held window: where the crew comes, and who to call. */
export function windowCalendar(booking: {
  leadId: string;
  day: string;
  window: ArrivalWindow;
  address?: string;
  business: { name: string; phone: string; site: string };
  stamp?: Date;
}): string {
  const { start, end } = arizonaInterval(booking.day, booking.window.starts, booking.window.ends);
  const { name, phone, site } = booking.business;
  return calendarFile(
    {
      uid: `${booking.leadId}@${new URL(site).host}`,
      start,
      end,
      stamp: booking.stamp ?? new Date(),
      summary: `${name}: junk pickup, crew arrives ${windowRange(booking.window.starts, booking.window.ends)}`,
      location: booking.address,
      description: `${name} (${BUSINESS_PLACE.locality}, ${BUSINESS_PLACE.region}) arrives in your ${booking.window.label.toLowerCase()} window. To move or cancel, call or text ${phone}. ${site}`,
    },
    `-//${name}//Arrival windows//EN`,
  );
}
