import { Field } from './field.tsx';
import { QUOTE_FORM_ATTRIBUTE } from './early-submit.ts';
import { FormStatus } from './form-status.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import type { FieldName } from './quote-fields.ts';
import type { QuoteFormSpec } from './quote-forms.ts';
import { REMEMBER_FIELD } from './remembered-details.ts';
import type { SharedStart } from './submission.ts';
import { useQuoteForm } from './use-quote-form.ts';
import classes from './quote-form.module.css';

export { QUOTE_FORMS } from './quote-forms.ts';

interface Props {
  /** The form's table: HOME_FORM, CONTACT_FORM or BOOKING_FORM (quote-forms.ts). */
  form: QuoteFormSpec;
  /** Keeps ids unique when a page shows a form twice. */
  idPrefix?: string;
  /** Photos shared from the phone's gallery (used up when the request is saved). */
  share?: SharedStart;
  /** What fields start with, such as the text shared with the photos as the message. */
  initial?: Partial<Record<FieldName, string>>;
}

/** Every quote form: its fields from its table, then photos, the outcome and the submit button. */
export function QuoteForm({ form, idPrefix = form.idPrefix, share, initial }: Props) {
  const {
    formRef,
    onSubmit,
    onInteract,
    register,
    errors,
    watched,
    status,
    photos,
    setPhotos,
    sending,
    uploading,
  } = useQuoteForm(form, share);
  return (
    <form
      className={classes.form}
      aria-label={form.label}
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
      ref={formRef}
      onFocus={onInteract}
      onPointerDown={onInteract}
      {...{ [QUOTE_FORM_ATTRIBUTE]: '' }}
    >
      <p className={classes.requiredNote}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className={classes.grid}>
        {form.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            id={`${idPrefix}-${field.id}`}
            registration={register(field.name)}
            error={errors[field.name]}
            defaultValue={initial?.[field.name]}
            watched={watched}
          />
        ))}
        <PhotoPicker photos={photos} onChange={setPhotos} disabled={sending || uploading} />
        <label className={classes.remember}>
          <input type="checkbox" name={REMEMBER_FIELD} />
          Remember my contact details on this device
        </label>
      </div>
      <FormStatus status={status} />
      <button type="submit" className={`btn btn-cta ${classes.submit}`} disabled={sending || uploading}>
        {sending || uploading ? 'Sending Your Request...' : form.buttonText}
      </button>
    </form>
  );
}
