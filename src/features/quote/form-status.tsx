import { lazy, Suspense } from 'react';
import { business } from '../../content/business.ts';
import { NO_SIGNAL_MESSAGE, SAVED_MESSAGE, type Status } from './submission.ts';
import classes from './quote-form.module.css';

// Fetched with the saving code when the form is first touched (see loadSubmitModule).
const FormProgress = lazy(() => import('./outbox-indicator.tsx').then((m) => ({ default: m.FormProgress })));
// Only a booking that asked for a window says what became of it (with its calendar file).
const BookingOutcome = lazy(() =>
  import('./booking-outcome.tsx').then((m) => ({ default: m.BookingOutcome })),
);

/** The form's outcome, announced to screen readers. */
export function FormStatus({ status }: { status: Status }) {
  if (status.kind === 'sent') {
    return (
      <div className={classes.success} role="status">
        {status.message}
        {status.booking && (
          <Suspense fallback={null}>
            <BookingOutcome booking={status.booking} />
          </Suspense>
        )}
      </div>
    );
  }
  if (status.kind === 'uploading') {
    return (
      <Suspense fallback={null}>
        <FormProgress id={status.id} />
      </Suspense>
    );
  }
  if (status.kind === 'saved') {
    return (
      <div className={classes.saved} role="status">
        <strong>{status.dropped ? NO_SIGNAL_MESSAGE : SAVED_MESSAGE}.</strong>{' '}
        {status.dropped
          ? 'You can leave this page; it picks up where it stopped when you are back online.'
          : 'Keep this page open or come back to it later; nothing you entered is lost.'}
      </div>
    );
  }
  if (status.kind === 'error') {
    return (
      <div className={classes.failure} role="alert">
        {status.message} <a href={business.phone.tel}>Call {business.phone.display}</a>
      </div>
    );
  }
  return null;
}
