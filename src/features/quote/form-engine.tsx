import { valibotResolver } from '@hookform/resolvers/valibot';
import { memo, useLayoutEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import type * as v from 'valibot';
import type { QuoteDraft } from '@shared/schemas.ts';
import {
  bookingFormSchema,
  contactFormSchema,
  homeContactFormSchema,
  toBookingDraft,
  toContactDraft,
} from './form-schemas.ts';
import type { FormEngineProps } from './use-quote-form.ts';

// Validation (react-hook-form, valibot and the form schemas), loaded when a visitor starts a form.

/**
 * A component that runs react-hook-form for one quote form and hands its state up; it renders
 * nothing. Memoised with stable props, it re-renders only when the form's own state changes, so
 * handing up cannot loop.
 */
function engineFor<Input extends FieldValues, Output>(
  schema: v.GenericSchema<Input, Output>,
  toDraft: (values: Output) => QuoteDraft,
) {
  return memo(function FormEngine({ empty, onReady }: FormEngineProps<Input>) {
    const { register, handleSubmit, reset, setValue, formState } = useForm<Input, unknown, Output>({
      resolver: valibotResolver(schema),
      defaultValues: empty as DefaultValues<Input>,
      shouldFocusError: true,
    });
    // Read here, so react-hook-form re-renders this component when they change.
    const { errors, isDirty } = formState;
    useLayoutEffect(() => {
      onReady({
        register,
        errors,
        isDirty,
        submit: (send) => handleSubmit((values) => send(toDraft(values))),
        reset: () => reset(empty),
        restore: (name, value) =>
          setValue(name as Path<Input>, value as PathValue<Input, Path<Input>>, { shouldDirty: true }),
      });
    });
    return null;
  });
}

export const homeEngine = engineFor(homeContactFormSchema, toContactDraft);
export const contactEngine = engineFor(contactFormSchema, toContactDraft);
export const bookingEngine = engineFor(bookingFormSchema, toBookingDraft);
