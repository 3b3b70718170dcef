import {
  createElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from 'react';
import type { FieldErrors, FieldValues, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import type { QuoteDraft } from '@shared/schemas.ts';
import {
  FAILURE_MESSAGE,
  loadSubmitModule,
  useQuoteSubmission,
  type SharedStart,
} from './use-quote-submission.ts';
import { formIsLive } from './early-submit.ts';
import { fillRemembered, REMEMBER_FIELD, rememberFrom } from './remembered-details.ts';
import { leadSource } from './visit-source.ts';

/** What the form engine (react-hook-form with the valibot schemas) hands the form once it runs. */
export interface FormEngineApi<Input extends FieldValues = FieldValues> {
  register: UseFormRegister<Input>;
  errors: FieldErrors<Input>;
  isDirty: boolean;
  /** A submit handler: validates, focuses the first error, or calls `send` with the draft. */
  submit: (send: (draft: QuoteDraft) => Promise<void>) => (event?: FormEvent) => Promise<void>;
  reset: () => void;
  /** Sets a value the visitor typed before the engine ran, marking the form dirty. */
  restore: (name: string, value: string) => void;
}

export interface FormEngineProps<Input extends FieldValues> {
  empty: Input;
  onReady: (api: FormEngineApi<Input>) => void;
}

/**
 * Loads the component that runs validation for one form (see form-engine.tsx). Fetched when the
 * visitor first touches a form, not with the page: a page view with no interaction downloads none
 * of react-hook-form or valibot.
 */
export type EngineLoader<Input extends FieldValues> = () => Promise<ComponentType<FormEngineProps<Input>>>;

/** Until the engine runs, fields render exactly as registered ones would, with nothing attached. */
const idle = async () => undefined;
const placeholder = <Name extends string>(name: Name): UseFormRegisterReturn<Name> => ({
  name,
  onChange: idle,
  onBlur: idle,
  ref: () => {},
});

/** What the visitor typed before the engine registered the fields (registering clears them). */
function typedValues(form: HTMLFormElement | null): [string, string][] {
  if (!form) return [];
  return [...new FormData(form)].flatMap(([name, value]) =>
    typeof value === 'string' && value !== '' && name !== REMEMBER_FIELD
      ? [[name, value] as [string, string]]
      : [],
  );
}

/**
 * What every quote form shares: validation with its schema (the field rules the function uses),
 * the submission state, and clearing the form once the request is sent or safely saved.
 */
export function useQuoteForm<Input extends FieldValues>(
  loadEngine: EngineLoader<Input>,
  empty: Input,
  successMessage: string,
  /** Photos shared from another app, attached from the start. */
  share?: SharedStart,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [Engine, setEngine] = useState<ComponentType<FormEngineProps<Input>> | null>(null);
  const [api, setApi] = useState<FormEngineApi<Input> | null>(null);
  /** Values typed before the engine ran, noted when it first hands over and then put back. */
  const typed = useRef<[string, string][] | undefined>(undefined);
  const submitWhenReady = useRef(false);
  const submission = useQuoteSubmission(successMessage, api?.isDirty ?? false, share);
  const { setStatus } = submission;

  const start = useCallback(() => {
    void loadSubmitModule().catch(() => undefined);
    loadEngine().then(
      (engine) => setEngine(() => engine),
      (error: unknown) => {
        console.error('Form validation could not load:', error);
        if (submitWhenReady.current) setStatus({ kind: 'error', message: FAILURE_MESSAGE });
        submitWhenReady.current = false;
      },
    );
  }, [loadEngine, setStatus]);

  const onReady = useCallback((next: FormEngineApi<Input>) => {
    // Before the engine's register first reaches the fields (which clears them), note what is typed.
    typed.current ??= typedValues(formRef.current);
    setApi(next);
  }, []);

  // Runs after the fields are registered: put back what was typed meanwhile, then send if asked.
  useLayoutEffect(() => {
    if (!api) return;
    for (const [name, value] of typed.current ?? []) api.restore(name, value);
    typed.current = [];
    if (submitWhenReady.current) {
      submitWhenReady.current = false;
      formRef.current?.requestSubmit();
    }
  }, [api]);

  // The details this device remembers (if the customer asked), in before anything is typed; then a
  // submit tapped before the page ran is sent.
  useEffect(() => {
    if (!formRef.current) return;
    fillRemembered(formRef.current);
    formIsLive(formRef.current);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!api) {
      event.preventDefault();
      submitWhenReady.current = true;
      start();
      return;
    }
    void api.submit(async (draft) => {
      if (await submission.submit({ ...draft, source: leadSource() })) {
        if (formRef.current) rememberFrom(formRef.current);
        api.reset();
      }
    })(event);
  };

  const noErrors: FieldErrors<Input> = {};
  return {
    register: api?.register ?? placeholder,
    errors: api?.errors ?? noErrors,
    /** What FormShell needs: the form element, its handlers, and the engine's (invisible) element. */
    shell: {
      formRef,
      submission,
      onSubmit,
      onInteract: start,
      engine: Engine && createElement(Engine, { empty, onReady }),
    },
  };
}
