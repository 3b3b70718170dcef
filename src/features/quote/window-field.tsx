import { lazy, Suspense } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { todayInArizona } from '@shared/options.ts';
import classes from './quote-form.module.css';

let choices: Promise<typeof import('./window-choices.tsx')> | undefined;

/**
 * The windows' choices and availability are fetched when a visitor starts a form that has them (with
 * the saving code, so they are on hand offline), not with every page that shows a form.
 */
export function loadWindowChoices() {
  choices ??= import('./window-choices.tsx').catch((error: unknown) => {
    choices = undefined;
    throw error;
  });
  return choices;
}

const UNAVAILABLE = 'The arrival windows cannot be shown without a signal: we call you to agree a time.';

const Choices = lazy(() =>
  loadWindowChoices().then(
    (m) => ({ default: m.WindowChoices }),
    // Not fetched before the signal went: the request can still go without a window.
    () => ({ default: () => <p className={classes.hint}>{UNAVAILABLE}</p> }),
  ),
);

const isDay = (day: string | undefined): day is string =>
  !!day && /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= todayInArizona();

/**
 * The arrival windows of the preferred date (window-choices.tsx), once a date is chosen; until then
 * a line that says to choose one. Part of the page's HTML, so the form reads the same before it runs.
 */
export function WindowField({
  id,
  label,
  registration,
  error,
  day,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  day?: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <fieldset className={`${classes.field} ${classes.wide} ${classes.windows}`} aria-describedby={hintId}>
      <legend className={classes.label}>
        {label}
        <span className={classes.optional}> (optional)</span>
      </legend>
      {isDay(day) ? (
        <Suspense fallback={<p className={classes.hint}>Checking which windows are open…</p>}>
          <Choices id={id} hintId={hintId} day={day} registration={registration} />
        </Suspense>
      ) : (
        <p id={hintId} className={classes.hint}>
          Choose a preferred date to see the open arrival windows.
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className={classes.error} role="alert">
          {error.message}
        </p>
      )}
    </fieldset>
  );
}
