import { useEffect, useState } from 'react';
import {
  dayName,
  heldLine,
  windowByCode,
  windowName,
  windowRange,
  type ArrivalWindow,
  type WindowSlot,
} from '@shared/arrival-windows.ts';
import { CALENDAR_FILE, windowCalendar } from '@shared/calendar.ts';
import { config } from '../../config.ts';
import { business } from '../../content/business.ts';
import type { BookingReceipt } from '../../offline/quote-outbox.ts';
import classes from './quote-form.module.css';

/** The calendar file of a held window, as a link the phone opens in its calendar. */
export function calendarHref(
  booking: { leadId: string; day: string; address: string | null },
  window: ArrivalWindow,
): string {
  const file = windowCalendar({
    leadId: booking.leadId,
    day: booking.day,
    window,
    address: booking.address ?? undefined,
    business: { name: business.name, phone: business.phone.display, site: config.siteUrl },
  });
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
}

/** What a booking's window came to, in words: held, or why not. */
export function windowOutcome(booking: BookingReceipt): string | null {
  const window = windowByCode(booking.code);
  if (!window) return null;
  if (booking.status === 'held') return `${heldLine(window, booking.day)}.`;
  const which = `The ${window.label} window (${windowRange(window.starts, window.ends)}) on ${dayName(booking.day)}`;
  return booking.status === 'full'
    ? `${which} filled up before your request reached us. We have your request and will call you to agree a time.`
    : `${which} is no longer open. We have your request and will call you to agree a time.`;
}

/**
 * Under a sent booking: the held window with "Add to calendar", or, when the window filled first, that
 * the request is stored all the same and the next open windows.
 */
export function BookingOutcome({ booking }: { booking: BookingReceipt }) {
  const window = windowByCode(booking.code);
  const line = windowOutcome(booking);
  if (!window || !line) return null;
  if (booking.status === 'held') {
    return (
      <p className={classes.outcome}>
        <strong>{line}</strong>{' '}
        <a className={classes.calendar} href={calendarHref(booking, window)} download={CALENDAR_FILE}>
          Add to calendar
        </a>
      </p>
    );
  }
  return (
    <div className={classes.outcome}>
      <p>
        <strong>{line}</strong>
      </p>
      <NextOpen from={booking.day} />
    </div>
  );
}

/** The next open windows from the day asked for, to offer on the phone. */
function NextOpen({ from }: { from: string }) {
  const [open, setOpen] = useState<WindowSlot[] | null>(null);
  useEffect(() => {
    let live = true;
    import('../../api/windows.ts')
      .then((m) => m.nextOpenWindows(from))
      .then(
        (slots) => live && setOpen(slots),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [from]);
  if (!open?.length) {
    return (
      <p>
        Call <a href={business.phone.tel}>{business.phone.display}</a> to agree a time now.
      </p>
    );
  }
  return (
    <>
      <p>Windows still open:</p>
      <ul aria-label="Windows still open">
        {open.map((slot) => (
          <li key={`${slot.day}-${slot.code}`}>
            {windowName(slot)}, {dayName(slot.day)}
          </li>
        ))}
      </ul>
      <p>
        Call or text <a href={business.phone.tel}>{business.phone.display}</a> to take one.
      </p>
    </>
  );
}
