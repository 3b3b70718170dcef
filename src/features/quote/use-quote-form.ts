import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type * as v from 'valibot';
import type { QuoteDraft } from '../../../supabase/functions/_shared/schemas.ts';
import { useQuoteSubmission } from './use-quote-submission.ts';

/**
 * What every quote form shares: validation with its schema (the same one the function uses),
 * the submission state, and clearing the form once the request is sent or safely saved.
 */
export function useQuoteForm<Input extends FieldValues, Output>(
  schema: v.GenericSchema<Input, Output>,
  empty: Input,
  successMessage: string,
  toDraft: (values: Output) => QuoteDraft,
) {
  const { register, handleSubmit, reset, formState } = useForm<Input, unknown, Output>({
    resolver: valibotResolver(schema),
    defaultValues: empty as DefaultValues<Input>,
    shouldFocusError: true,
  });
  const submission = useQuoteSubmission(successMessage, formState.isDirty);
  const onSubmit = handleSubmit(async (values) => {
    if (await submission.submit(toDraft(values))) reset(empty);
  });
  return { register, errors: formState.errors, submission, onSubmit };
}
