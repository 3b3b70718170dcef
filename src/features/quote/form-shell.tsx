import type { FormEventHandler, ReactNode } from 'react';
import { FormStatus } from './form-status.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { loadSubmitModule, type useQuoteSubmission } from './use-quote-submission.ts';
import classes from './quote-form.module.css';

interface Props {
  label: string;
  submission: ReturnType<typeof useQuoteSubmission>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  buttonText: string;
  children: ReactNode;
}

/** Fields, photos, the outcome and the submit button, laid out the same way for every quote form. */
export function FormShell({ label, submission, onSubmit, buttonText, children }: Props) {
  const { status, photos, setPhotos, sending } = submission;
  return (
    <form
      className={classes.form}
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
      onFocus={() => void loadSubmitModule().catch(() => undefined)}
    >
      <p className={classes.requiredNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className={classes.grid}>
        {children}
        <PhotoPicker photos={photos} onChange={setPhotos} disabled={sending} />
      </div>
      <FormStatus status={status} />
      <button type="submit" className={`btn btn-cta ${classes.submit}`} disabled={sending}>
        {sending ? 'Sending Your Request...' : buttonText}
      </button>
    </form>
  );
}
