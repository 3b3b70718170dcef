import { useEffect, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ARRIVAL_WINDOWS, windowName, type ArrivalWindow, type WindowSlot } from '@shared/arrival-windows.ts';
import { useOnline } from '../../hooks/use-online.ts';
import classes from './quote-form.module.css';

/** What the form knows of a day's windows: read from the backend, or not (no signal). */
type Availability = { day: string; slots: WindowSlot[] } | { day: string; slots: null };

/** "2 left", "full", "closed": what a window has for one more booking. */
export function roomIn(slot: WindowSlot): string {
  if (slot.capacity === 0 || (!slot.open && slot.remaining > 0)) return 'closed';
  return slot.open ? `${slot.remaining} left` : 'full';
}

/**
 * The arrival windows of the chosen date as a radio group ("Morning 8–11 AM", with what is left
 * beside it), read from the backend for that date. Full and closed windows cannot be chosen. With no
 * signal every window can be: the server checks it when the request arrives, and stores the request
 * whatever it finds.
 */
export function WindowChoices({
  id,
  hintId,
  day,
  registration,
}: {
  id: string;
  hintId: string;
  day: string;
  registration: UseFormRegisterReturn;
}) {
  const online = useOnline();
  const [read, setRead] = useState<Availability | null>(null);
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!online) return;
    let live = true;
    import('../../api/windows.ts')
      .then((m) => m.windowAvailability(day))
      .then(
        (slots) => live && setRead({ day, slots }),
        () => live && setRead({ day, slots: null }),
      );
    return () => {
      live = false;
    };
  }, [day, online]);

  const known = online && read && read.day === day ? read.slots : null;
  const checking = online && read?.day !== day;
  // A window chosen for another day that this day has no room in goes back to "Any time".
  useEffect(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>('input:checked:disabled');
    if (!chosen) return;
    chosen.checked = false;
    group.current?.querySelector<HTMLInputElement>('input[value=""]')?.click();
  }, [known]);

  const windows: (ArrivalWindow & { slot?: WindowSlot })[] = known
    ? known.map((slot) => ({ ...slot, slot }))
    : [...ARRIVAL_WINDOWS];
  return (
    <>
      <div ref={group} className={classes.windowOptions} aria-busy={checking || undefined}>
        <Choice id={`${id}-any`} value="" registration={registration} defaultChecked>
          Any time
        </Choice>
        {windows.map((w) => (
          <Choice
            key={w.code}
            id={`${id}-${w.code}`}
            value={w.code}
            registration={registration}
            disabled={w.slot ? !w.slot.open : false}
            note={w.slot ? roomIn(w.slot) : undefined}
          >
            {windowName(w)}
          </Choice>
        ))}
      </div>
      <p id={hintId} className={classes.hint} role={!known && !checking ? 'status' : undefined}>
        {checking
          ? 'Checking which windows are open…'
          : known
            ? 'The crew arrives within the window you choose. Any time: we call you to agree one.'
            : online
              ? 'We could not check the windows just now: the one you choose is checked when your request is sent.'
              : 'No signal: we check the window when your request is sent. You can still choose one.'}
      </p>
    </>
  );
}

function Choice({
  id,
  value,
  registration,
  disabled,
  defaultChecked,
  note,
  children,
}: {
  id: string;
  value: string;
  registration: UseFormRegisterReturn;
  disabled?: boolean;
  defaultChecked?: boolean;
  note?: string;
  children: string;
}) {
  return (
    <div className={classes.windowOption} data-full={disabled || undefined}>
      <input
        type="radio"
        id={id}
        value={value}
        disabled={disabled}
        defaultChecked={defaultChecked}
        aria-describedby={note ? `${id}-left` : undefined}
        {...registration}
      />
      <label htmlFor={id}>{children}</label>
      {note && (
        <span id={`${id}-left`} className={classes.windowLeft}>
          {note}
        </span>
      )}
    </div>
  );
}
