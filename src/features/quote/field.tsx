import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { todayInArizona } from '@shared/options.ts';
import { useAfterHydration } from '../../hooks/use-after-hydration.ts';
import type { FieldSpec, Option, Values } from './quote-fields.ts';
import { WindowField } from './window-field.tsx';
import classes from './quote-form.module.css';

interface Common {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  required?: boolean;
  hint?: string;
  wide?: boolean;
}

function Wrapper({
  id,
  label,
  error,
  required,
  hint,
  wide,
  children,
}: Omit<Common, 'registration'> & { children: ReactNode }) {
  return (
    <div className={wide ? `${classes.field} ${classes.wide}` : classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={classes.required}>
            {' '}
            *
          </span>
        ) : (
          <span className={classes.optional}> (optional)</span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={classes.hint}>
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className={classes.error} role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** What a control tells assistive technology: required, invalid, and which hint and error describe it. */
function aria({ id, error, hint, required }: Pick<Common, 'id' | 'error' | 'hint' | 'required'>) {
  const ids = [hint && `${id}-hint`, error?.message && `${id}-error`].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  };
}

export function TextField(props: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const { id, label, registration, error, required, hint, wide, ...input } = props;
  return (
    <Wrapper {...{ id, label, error, required, hint, wide }}>
      <input
        id={id}
        className={classes.input}
        {...aria({ id, error, hint, required })}
        {...input}
        {...registration}
      />
    </Wrapper>
  );
}

export function TextAreaField(props: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>) {
  const { id, label, registration, error, required, hint, wide = true, ...input } = props;
  return (
    <Wrapper {...{ id, label, error, required, hint, wide }}>
      <textarea
        id={id}
        className={classes.input}
        {...aria({ id, error, hint, required })}
        {...input}
        {...registration}
      />
    </Wrapper>
  );
}

export function SelectField(
  props: Common & { options: readonly (string | Option)[]; placeholder?: string } & Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'id'
    >,
) {
  const { id, label, registration, error, required, hint, wide, options, placeholder, ...select } = props;
  return (
    <Wrapper {...{ id, label, error, required, hint, wide }}>
      <select
        id={id}
        className={classes.input}
        {...aria({ id, error, hint, required })}
        // The placeholder stays selected in the page's HTML until a choice is made, also before the
        // form's script runs (a browser would otherwise show the first real option as if chosen).
        defaultValue={placeholder ? '' : undefined}
        {...select}
        {...registration}
      >
        {placeholder && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Wrapper>
  );
}

/** A date that cannot be before the visitor's today (Arizona): not the build's, so set once running. */
function FromTodayField(props: Parameters<typeof TextField>[0]) {
  const today = useAfterHydration() ? todayInArizona() : undefined;
  return <TextField {...props} min={today} />;
}

/** One field of a form (quote-fields.ts), as its control. */
export function Field({
  field,
  id,
  registration,
  error,
  defaultValue,
  watched,
}: {
  field: FieldSpec;
  id: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  defaultValue?: string;
  /** The values of the fields others depend on (the day of the arrival windows). */
  watched?: Values;
}) {
  const common = {
    id,
    label: field.label,
    registration,
    error,
    required: field.required,
    hint: field.hint,
    wide: field.wide,
    // Only when given: a select's own default (its placeholder) stays otherwise.
    ...(defaultValue === undefined ? {} : { defaultValue }),
  };
  switch (field.control) {
    case 'textarea':
      return <TextAreaField {...common} rows={field.rows} />;
    case 'windows':
      return <WindowField {...common} day={watched?.[field.dateField]} />;
    case 'select':
      return <SelectField {...common} options={field.options} placeholder={field.placeholder} />;
    case 'text': {
      const { type, inputMode, autoComplete, maxLength, pattern } = field;
      const Input = field.fromToday ? FromTodayField : TextField;
      return <Input {...common} {...{ type, inputMode, autoComplete, maxLength, pattern }} />;
    }
  }
}
