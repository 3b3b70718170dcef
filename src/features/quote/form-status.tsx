import { business } from '../../content/business.ts';
import { SAVED_MESSAGE, type Status } from './use-quote-submission.ts';
import classes from './quote-form.module.css';

/** The form's outcome, announced to screen readers. */
export function FormStatus({ status }: { status: Status }) {
  if (status.kind === 'sent') {
    return (
      <div className={classes.success} role="status">
        {status.message}
      </div>
    );
  }
  if (status.kind === 'saved') {
    return (
      <div className={classes.saved} role="status">
        <strong>{SAVED_MESSAGE}.</strong> Keep this page open or come back to it later; nothing you entered is
        lost.
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
