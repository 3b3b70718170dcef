import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import { Button, Loader } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { dayName, windowName } from '@shared/arrival-windows.ts';
import { todayInArizona } from '@shared/options.ts';
import type { ScheduleSlot } from '../../api/schedule.ts';
import { AdminToolbar } from './admin-toolbar.tsx';
import { adminPaths, type ScheduleSearch } from './admin-paths.ts';
import ui from './admin.module.css';
import { plural } from './format.ts';
import { leadCity } from './lead-summary.ts';
import { statusLabel } from './lead-view.tsx';
import classes from './schedule.module.css';
import { SCHEDULE_DAYS, useSchedule } from './use-schedule.ts';

/** Capacity staff may set for a window: what the database allows. */
const MAX_CAPACITY = 50;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** What a window has left for bookings online, in a word. */
function state(slot: ScheduleSlot): { text: string; tone: 'open' | 'full' | 'closed' } {
  if (slot.capacity === 0) return { text: 'Closed', tone: 'closed' };
  if (slot.remaining === 0) return { text: 'Full', tone: 'full' };
  if (!slot.open) return { text: 'Past booking online', tone: 'closed' };
  return { text: `${slot.remaining} open`, tone: 'open' };
}

/** − n +: a number staff change one at a time, each button named for what it changes. */
function Stepper({
  value,
  what,
  disabled,
  onChange,
}: {
  value: number;
  what: string;
  disabled: boolean;
  onChange: (value: number) => void;
}) {
  return (
    <span className={classes.stepper} role="group" aria-label={what}>
      <button
        type="button"
        className={classes.step}
        aria-label={`One fewer: ${what}`}
        disabled={disabled || value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className={classes.stepValue} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={classes.step}
        aria-label={`One more: ${what}`}
        disabled={disabled || value >= MAX_CAPACITY}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}

/**
 * The staff schedule: a week of days, each with its arrival windows, who holds each (linked to the
 * lead) and what is left; staff change a window's jobs for one day, close or open a day, and set how
 * many jobs each window takes on every other day. All in Arizona time.
 */
export function ScheduleScreen({ search }: { search: ScheduleSearch }) {
  const today = todayInArizona();
  const from = search.from ?? today;
  const schedule = useSchedule(from);
  const days = new Map<string, ScheduleSlot[]>();
  for (const slot of schedule.slots ?? []) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  const firstDay = [...days.values()][0] ?? [];

  return (
    <div className={ui.screen}>
      <AdminToolbar title="Schedule" note={`From ${dayName(from)} · Arizona time`}>
        <Link
          to={adminPaths.schedule}
          search={{ from: addDays(from, -SCHEDULE_DAYS) }}
          className={classes.navButton}
        >
          ← Earlier
        </Link>
        {from !== today && (
          <Link to={adminPaths.schedule} search={{}} className={classes.navButton}>
            Today
          </Link>
        )}
        <Link
          to={adminPaths.schedule}
          search={{ from: addDays(from, SCHEDULE_DAYS) }}
          className={classes.navButton}
        >
          Later →
        </Link>
      </AdminToolbar>

      {schedule.slots === null ? (
        schedule.failed ? (
          <div className={ui.empty} role="alert">
            <p>The schedule could not be loaded: {schedule.failed}</p>
            <Button size="md" variant="outline" onClick={schedule.retry}>
              Try again
            </Button>
          </div>
        ) : (
          <p className={ui.loading} role="status">
            <Loader size="sm" aria-hidden /> Loading the schedule…
          </p>
        )
      ) : (
        <>
          <section className={`${ui.card} ${classes.defaults}`} aria-labelledby="defaults-heading">
            <h2 id="defaults-heading" className={classes.dayTitle}>
              Jobs per window
            </h2>
            <p className={ui.muted}>On every day not changed below.</p>
            <ul className={classes.defaultList}>
              {firstDay.map((slot) => (
                <li key={slot.code} className={classes.defaultItem}>
                  <span>{windowName(slot)}</span>
                  <Stepper
                    value={slot.defaultCapacity}
                    what={`jobs per ${slot.label} window`}
                    disabled={schedule.saving}
                    onChange={(n) => void schedule.setDefault(slot.code, n)}
                  />
                </li>
              ))}
            </ul>
          </section>
          <ol className={classes.days} aria-label="Days">
            {[...days].map(([day, slots]) => {
              const closed = slots.every((s) => s.capacity === 0);
              const held = slots.reduce((n, s) => n + s.held, 0);
              const title = dayName(day);
              return (
                <li key={day} className={`${ui.card} ${classes.day}`} aria-labelledby={`day-${day}`}>
                  <div className={classes.dayTop}>
                    <h2 id={`day-${day}`} className={classes.dayTitle}>
                      {title}
                      {day === today && <span className={classes.today}> · Today</span>}
                    </h2>
                    <span className={ui.muted}>{plural(held, 'booking', 'bookings')}</span>
                    <Button
                      variant="outline"
                      size="sm"
                      color={closed ? undefined : 'red.9'}
                      disabled={schedule.saving || day < today}
                      onClick={() => void schedule.setDayOpen(slots, closed)}
                      aria-label={closed ? `Open ${title}` : `Close ${title}`}
                    >
                      {closed ? 'Open day' : 'Close day'}
                    </Button>
                  </div>
                  <ul className={classes.slots} aria-label={`Windows on ${title}`}>
                    {slots.map((slot) => {
                      const { text, tone } = state(slot);
                      return (
                        <li key={slot.code} className={classes.slot} data-tone={tone}>
                          <div className={classes.slotTop}>
                            <strong>{windowName(slot)}</strong>
                            <span className={classes.slotState}>{text}</span>
                          </div>
                          <div className={classes.slotCount}>
                            <span>
                              {slot.held} of {slot.capacity} held
                              {slot.capacity !== slot.defaultCapacity && (
                                <span className={ui.muted}> (changed for this day)</span>
                              )}
                            </span>
                            <Stepper
                              value={slot.capacity}
                              what={`jobs in the ${slot.label} window on ${title}`}
                              disabled={schedule.saving || day < today}
                              onChange={(n) => void schedule.setDay(slot, n)}
                            />
                          </div>
                          {slot.bookings.length > 0 && (
                            <ul className={classes.bookings} aria-label={`Held in the ${slot.label} window`}>
                              {slot.bookings.map((b) => {
                                const city = leadCity({ address: b.address, source_page: null });
                                return (
                                  <li key={b.id}>
                                    <Link to={adminPaths.lead} params={{ leadId: b.id }} search={{}}>
                                      {b.name}
                                    </Link>
                                    <span className={ui.muted}>
                                      {[city, b.volume, statusLabel(b.status)].filter(Boolean).join(' · ')}
                                    </span>
                                  </li>
                                );
                              })}
                            </ul>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
