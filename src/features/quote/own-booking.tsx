import { useEffect, useState } from 'react';
import {
  dayName,
  heldLine,
  windowName,
  windowRange,
  type ArrivalWindow,
  type WindowSlot,
} from '@shared/arrival-windows.ts';
import { CALENDAR_FILE } from '@shared/calendar.ts';
import { todayInArizona } from '@shared/options.ts';
import type { MoveResult, OwnBooking } from '../../api/booking-link.ts';
import { business } from '../../content/business.ts';
import { useOnline } from '../../hooks/use-online.ts';
import { useVisiblePoll } from '../../hooks/use-visible-poll.ts';
import { calendarHref } from './booking-outcome.tsx';
import classes from './own-booking.module.css';
import form from './quote-form.module.css';
import { roomIn } from './window-choices.tsx';

// The customer's own booking, opened by the link in their confirmation e-mail: see it, move it to
// another open window, or cancel it. The token is the link's fragment: no server log ever holds it.

const api = () => import('../../api/booking-link.ts');

type Loaded =
  { kind: 'loading' } | { kind: 'none' } | { kind: 'failed' } | { kind: 'found'; booking: OwnBooking };

const asWindow = (b: OwnBooking): ArrivalWindow => ({
  code: b.code,
  label: b.label,
  starts: b.starts,
  ends: b.ends,
});

/** The booking as last read on this device, so it still shows with no signal. */
const storageKey = (token: string) => `own-booking:${token}`;
function lastSeen(token: string): OwnBooking | null {
  try {
    return JSON.parse(localStorage.getItem(storageKey(token)) ?? 'null') as OwnBooking | null;
  } catch {
    return null;
  }
}
function remember(token: string, booking: OwnBooking | null) {
  try {
    if (booking) localStorage.setItem(storageKey(token), JSON.stringify(booking));
    else localStorage.removeItem(storageKey(token));
  } catch {
    // Private mode or full storage: it only means no copy for a time with no signal.
  }
}

/** A cancellation made with no signal, kept on the device until it reaches us. */
const cancelKey = (token: string) => `own-booking-cancel:${token}`;
function cancelOwed(token: string): boolean {
  try {
    return localStorage.getItem(cancelKey(token)) !== null;
  } catch {
    return false;
  }
}
function oweCancel(token: string, owed: boolean) {
  try {
    if (owed) localStorage.setItem(cancelKey(token), new Date().toISOString());
    else localStorage.removeItem(cancelKey(token));
  } catch {
    // No storage: the page says to try again with signal (see CancelBooking).
  }
}

const MOVE_REFUSED: Record<Exclude<MoveResult, 'held'>, string> = {
  full: 'That window filled up a moment ago. Your booking is unchanged: choose another.',
  closed: 'That window is no longer open. Your booking is unchanged: choose another.',
  unknown: 'This booking can no longer be changed online.',
};

export function OwnBookingView({ token }: { token: string }) {
  const online = useOnline();
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const seen = lastSeen(token);
    return seen ? { kind: 'found', booking: seen } : { kind: 'loading' };
  });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!online) return;
    let live = true;
    api()
      .then(async (m) => {
        // A cancellation saved with no signal goes first, once.
        if (cancelOwed(token) && (await m.cancelBooking(token))) oweCancel(token, false);
        return m.readBooking(token);
      })
      .then(
        (booking) => {
          remember(token, booking);
          if (live) setLoaded(booking ? { kind: 'found', booking } : { kind: 'none' });
        },
        () => live && setLoaded((was) => (was.kind === 'found' ? was : { kind: 'failed' })),
      );
    return () => {
      live = false;
    };
  }, [token, online, version]);
  // A kept cancellation is tried again while the page is open (a stalled signal fires no 'online').
  useVisiblePoll(() => {
    if (cancelOwed(token)) setVersion((n) => n + 1);
  });

  const call = (
    <a href={business.phone.tel} className={classes.phone}>
      {business.phone.display}
    </a>
  );
  if (!online && loaded.kind !== 'found')
    return (
      <p className={classes.note} role="status">
        No signal: your booking opens when you are back online. Nothing is lost.
      </p>
    );
  if (loaded.kind === 'loading') return <p role="status">Opening your booking…</p>;
  if (loaded.kind === 'failed')
    return (
      <p className={classes.note} role="alert">
        Your booking could not be opened just now. Please try again in a moment, or call or text {call}.
      </p>
    );
  if (loaded.kind === 'none')
    return (
      <p className={classes.note} role="alert">
        This link does not open a booking: it may be incomplete. Please use the whole link from your e-mail,
        or call or text {call}.
      </p>
    );

  const { booking } = loaded;
  const window = asWindow(booking);
  const offlineNote = !online && (
    <p className={classes.note} role="status">
      No signal: this is your booking as this phone last saw it. Moving waits for the signal; a cancellation
      is kept and sent then.
    </p>
  );
  if (booking.state !== 'held')
    return (
      <>
        {offlineNote}
        <div className={classes.card} role="status">
          <p>
            <strong>
              Your {booking.label} window ({windowRange(booking.starts, booking.ends)}) on{' '}
              {dayName(booking.day)} is cancelled.
            </strong>{' '}
            The window is free for others.
          </p>
          <p>
            Need a pickup after all? <a href="/#contact">Request a free quote</a> or call or text {call}.
          </p>
        </div>
      </>
    );
  return (
    <>
      {offlineNote}
      <div className={classes.card}>
        <p className={classes.held}>
          <strong>{heldLine(window, booking.day)}.</strong>
        </p>
        {booking.address && <p>The crew comes to {booking.address}.</p>}
        <a className={classes.calendar} download={CALENDAR_FILE} href={calendarHref(booking, window)}>
          Add to calendar
        </a>
      </div>
      <MoveBooking token={token} booking={booking} onMoved={() => setVersion((n) => n + 1)} />
      <CancelBooking token={token} booking={booking} onCancelled={() => setVersion((n) => n + 1)} />
    </>
  );
}

function MoveBooking({
  token,
  booking,
  onMoved,
}: {
  token: string;
  booking: OwnBooking;
  onMoved: () => void;
}) {
  const online = useOnline();
  const [day, setDay] = useState(booking.day);
  const [slots, setSlots] = useState<{ day: string; slots: WindowSlot[] } | null>(null);
  const [chosen, setChosen] = useState('');
  const [said, setSaid] = useState<{ text: string; tone: 'ok' | 'no' } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!online || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    let live = true;
    import('../../api/windows.ts')
      .then((m) => m.windowAvailability(day))
      .then(
        (found) => live && setSlots({ day, slots: found }),
        () => live && setSlots(null),
      );
    return () => {
      live = false;
    };
  }, [day, online, booking]);

  const shown = slots?.day === day ? slots.slots : null;
  const move = async () => {
    setBusy(true);
    setSaid(null);
    try {
      const result = await (await api()).moveBooking(token, day, chosen);
      if (result === 'held') {
        setSaid({ text: 'Moved. Your new window is held.', tone: 'ok' });
        setChosen('');
        onMoved();
      } else setSaid({ text: MOVE_REFUSED[result], tone: 'no' });
    } catch {
      setSaid({
        text: `Not moved: no connection. Your booking is unchanged; try again in a moment.`,
        tone: 'no',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={classes.section} aria-labelledby="move-heading">
      <h2 id="move-heading">Move to another window</h2>
      <label className={classes.label} htmlFor="move-day">
        Day
      </label>
      <input
        id="move-day"
        type="date"
        className={classes.input}
        value={day}
        min={todayInArizona()}
        onChange={(e) => {
          setDay(e.target.value);
          setChosen('');
        }}
      />
      {!online ? (
        <p className={classes.note}>No signal: the open windows show when you are back online.</p>
      ) : shown === null ? (
        <p role="status">Checking which windows are open…</p>
      ) : (
        <fieldset className={classes.windows}>
          <legend className={classes.label}>Window on {dayName(day)}</legend>
          {shown.map((slot) => {
            const current = slot.day === booking.day && slot.code === booking.code;
            const id = `move-${slot.code}`;
            return (
              <div
                key={slot.code}
                className={form.windowOption}
                data-full={!slot.open || current || undefined}
              >
                <input
                  type="radio"
                  id={id}
                  name="move-window"
                  value={slot.code}
                  checked={chosen === slot.code}
                  disabled={!slot.open || current}
                  onChange={() => setChosen(slot.code)}
                  aria-describedby={`${id}-note`}
                />
                <label htmlFor={id}>{windowName(slot)}</label>
                <span id={`${id}-note`} className={form.windowLeft}>
                  {current ? 'your window' : roomIn(slot)}
                </span>
              </div>
            );
          })}
        </fieldset>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={!chosen || busy || !online}
        onClick={() => void move()}
      >
        {busy ? 'Moving…' : 'Move my booking'}
      </button>
      {said && (
        <p
          className={said.tone === 'ok' ? classes.ok : classes.no}
          role={said.tone === 'ok' ? 'status' : 'alert'}
        >
          {said.text}
        </p>
      )}
    </section>
  );
}

function CancelBooking({
  token,
  booking,
  onCancelled,
}: {
  token: string;
  booking: OwnBooking;
  onCancelled: () => void;
}) {
  const [saved, setSaved] = useState(() => cancelOwed(token));
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  /** No signal: kept on the device and sent when the page next has signal (see OwnBookingView). */
  const keep = () => {
    oweCancel(token, true);
    if (cancelOwed(token)) setSaved(true);
    else setFailed(true);
  };
  const cancel = async () => {
    const which = `your ${booking.label} window on ${dayName(booking.day)}`;
    if (!window.confirm(`Cancel ${which}? The window goes to someone else.`)) return;
    setFailed(false);
    if (!navigator.onLine) return keep();
    setBusy(true);
    try {
      await (await api()).cancelBooking(token);
      onCancelled();
    } catch {
      keep();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={classes.section} aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">Cancel</h2>
      <p>Plans changed? Cancelling frees the window for someone else at once.</p>
      {saved ? (
        <p className={classes.ok} role="status">
          Saved on this phone: your cancellation is sent as soon as there is signal. Keep this page open, or
          open the link again later.
        </p>
      ) : (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void cancel()}>
          {busy ? 'Cancelling…' : 'Cancel my booking'}
        </button>
      )}
      {failed && (
        <p className={classes.no} role="alert">
          Not cancelled: no connection, and this phone could not keep it. Try again in a moment, or call or
          text {business.phone.display}.
        </p>
      )}
    </section>
  );
}
