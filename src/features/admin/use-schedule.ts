import { useCallback, useEffect, useState } from 'react';
import { readSchedule, setDayCapacity, setWindowCapacity, type ScheduleSlot } from '../../api/schedule.ts';
import { notify } from '../../components/notify.ts';
import { useVisiblePoll } from '../../hooks/use-visible-poll.ts';

/** How many days the schedule shows at once. */
export const SCHEDULE_DAYS = 7;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The schedule's data: each window of the days shown with who holds it, read again while the page is
 * visible (a booking may arrive) and after each change staff make, which waits for the one before.
 */
export function useSchedule(from: string) {
  const [read, setRead] = useState<{ from: string; slots: ScheduleSlot[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Each bump reads the schedule again: a poll, a retry, or a change staff made.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  useEffect(() => {
    let active = true;
    readSchedule(from, SCHEDULE_DAYS).then(
      (slots) => {
        if (!active) return;
        setRead({ from, slots });
        setFailed(null);
      },
      (error: unknown) => active && setFailed(message(error)),
    );
    return () => {
      active = false;
    };
  }, [from, version]);
  useVisiblePoll(reload);

  const change = async (what: () => Promise<unknown>) => {
    setSaving(true);
    try {
      await what();
    } catch (error) {
      notify('error', 'Not saved', message(error));
    }
    // The steppers wait for what the database now holds, so a quick second tap counts from it.
    try {
      setRead({ from, slots: await readSchedule(from, SCHEDULE_DAYS) });
    } catch {
      reload();
    } finally {
      setSaving(false);
    }
  };

  return {
    slots: read?.from === from ? read.slots : null,
    failed,
    saving,
    retry: reload,
    /** A day's capacity for one window; the window's own when it equals that. */
    setDay: (slot: ScheduleSlot, capacity: number) =>
      change(() => setDayCapacity(slot.day, slot.code, capacity === slot.defaultCapacity ? null : capacity)),
    /** Every window of a day closed (0), or back to their own capacity. */
    setDayOpen: (day: ScheduleSlot[], open: boolean) =>
      change(() => Promise.all(day.map((slot) => setDayCapacity(slot.day, slot.code, open ? null : 0)))),
    setDefault: (code: string, capacity: number) => change(() => setWindowCapacity(code, capacity)),
  };
}
