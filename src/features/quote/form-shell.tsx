import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { QUOTE_FORM_ATTRIBUTE } from './early-submit.ts';
import { FormStatus } from './form-status.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { REMEMBER_FIELD } from './remembered-details.ts';
import type { useQuoteSubmission } from './use-quote-submission.ts';
import classes from './quote-form.module.css';

interface Props {
  label: string;
  submission: ReturnType<typeof useQuoteSubmission>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The first touch of the form: fetches validation and the saving and sending code. */
  onInteract: () => void;
  formRef: RefObject<HTMLFormElement | null>;
  /** The validation engine's element once loaded (it renders nothing). */
  engine: ReactNode;
  buttonText: string;
  children: ReactNode;
}

/** Fields, photos, the outcome and the submit button, laid out the same way for every quote form. */
export function FormShell({
  label,
  submission,
  onSubmit,
  onInteract,
  formRef,
  engine,
  buttonText,
  children,
}: Props) {
  const { status, photos, setPhotos, sending, uploading } = submission;
  return (
    <form
      className={classes.form}
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
      ref={formRef}
      onFocus={onInteract}
      onPointerDown={onInteract}
      {...{ [QUOTE_FORM_ATTRIBUTE]: '' }}
    >
      {engine}
      <p className={classes.requiredNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className={classes.grid}>
        {children}
        <PhotoPicker photos={photos} onChange={setPhotos} disabled={sending || uploading} />
        <label className={classes.remember}>
          <input type="checkbox" name={REMEMBER_FIELD} />
          Remember my contact details on this device
        </label>
      </div>
      <FormStatus status={status} />
      <button type="submit" className={`btn btn-cta ${classes.submit}`} disabled={sending || uploading}>
        {sending || uploading ? 'Sending Your Request...' : buttonText}
      </button>
    </form>
  );
}
