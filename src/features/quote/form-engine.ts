import { valibotResolver } from '@hookform/resolvers/valibot';
import type { BaseSyntheticEvent } from 'react';
import { createFormControl, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { QuoteDraft } from '@shared/schemas.ts';
import { formSchema, toDraft, type Checked } from './form-schemas.ts';
import type { FieldName, Values } from './quote-fields.ts';
import type { QuoteFormSpec } from './quote-forms.ts';

// Validation (react-hook-form, valibot and the field rules), loaded when a visitor starts a form.

/** What the form's controller sees of validation once it has loaded. */
export interface FormEngine {
  register: UseFormRegister<Values>;
  /** Calls `onChange` with the errors and whether anything was typed, whenever either changes. */
  watch: (onChange: (state: { errors: FieldErrors<Values>; isDirty: boolean }) => void) => () => void;
  /** Calls `onChange` with the value of `name` whenever it changes: typed, restored or reset. */
  value: (name: FieldName, onChange: (value: string) => void) => () => void;
  /** A submit handler: validates, focuses the first error, or calls `send` with the draft. */
  submit: (send: (draft: QuoteDraft) => Promise<void>) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** Back to empty, the fields too. */
  reset: () => void;
  /** Sets a value the visitor typed before validation loaded, marking the form dirty. */
  restore: (name: FieldName, value: string) => void;
}

/** React-hook-form's form control for one quote form (made outside React: no component to host it). */
export function createEngine(form: QuoteFormSpec, empty: Values): FormEngine {
  const control = createFormControl<Values, unknown, Partial<Checked>>({
    resolver: valibotResolver(formSchema(form)),
    defaultValues: empty,
    shouldFocusError: true,
  });
  // Who listens to which value. React-hook-form tells them nothing of a value set before the visitor's
  // first change has reached it, which is when restore() runs: restore tells them itself.
  const listeners = new Set<{ name: FieldName; onChange: (value: string) => void }>();
  return {
    register: control.register,
    watch: (onChange) =>
      control.subscribe({
        formState: { errors: true, isDirty: true },
        callback: ({ errors = {}, isDirty = false }) => onChange({ errors, isDirty }),
      }),
    value: (name, onChange) => {
      const listener = { name, onChange };
      listeners.add(listener);
      const stop = control.subscribe({
        name,
        formState: { values: true },
        callback: ({ values }) => onChange(values[name] ?? ''),
      });
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    submit: (send) => control.handleSubmit((values) => send(toDraft(form, values))),
    // Keeping the fields registered sets each one's element back to empty too (without it, a field
    // registered again would read its old text back from the page).
    reset: () => control.reset(empty, { keepFieldsRef: true }),
    restore: (name, value) => {
      control.setValue(name, value, { shouldDirty: true });
      for (const listener of listeners) if (listener.name === name) listener.onChange(value);
    },
  };
}
