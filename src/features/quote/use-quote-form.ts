import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import type { QuoteDraft } from '@shared/schemas.ts';
import { formInUse, setFormDirty } from '../../hooks/dirty-forms.ts';
import { formIsLive } from './early-submit.ts';
import type { FormEngine } from './form-engine.ts';
import { emptyValues, type FieldName, type Values } from './quote-fields.ts';
import type { QuoteFormSpec } from './quote-forms.ts';
import { fillRemembered, REMEMBER_FIELD, rememberFrom } from './remembered-details.ts';
import { FAILURE_MESSAGE, handOff, loadSubmitModule, type SharedStart, type Status } from './submission.ts';
import { leadSource } from './visit-source.ts';
import { loadWindowChoices } from './window-field.tsx';

/** Until validation runs, fields render exactly as registered ones would, with nothing attached. */
const idle = async () => undefined;
const placeholder = (name: FieldName): UseFormRegisterReturn<FieldName> => ({
  name,
  onChange: idle,
  onBlur: idle,
  ref: () => {},
});

/** What the visitor typed before validation registered the fields (registering clears them). */
function typedValues(form: HTMLFormElement | null): [FieldName, string][] {
  if (!form) return [];
  return [...new FormData(form)].flatMap(([name, value]) =>
    typeof value === 'string' && value !== '' && name !== REMEMBER_FIELD
      ? [[name as FieldName, value] as [FieldName, string]]
      : [],
  );
}

/**
 * The one owner of a quote form's state: validation (fetched at the first touch, with the saving
 * code), what was typed before it ran, the photos, the hand-off to the outbox, and the outcome
 * (idle → sending → sent, saved for later, or error). The form is drawn from its table by
 * QuoteForm; this hook is everything that table does not say.
 */
export function useQuoteForm(form: QuoteFormSpec, share?: SharedStart) {
  const formRef = useRef<HTMLFormElement>(null);
  const [engine, setEngine] = useState<FormEngine | null>(null);
  const [checked, setChecked] = useState<{ errors: FieldErrors<Values>; isDirty: boolean }>({
    errors: {},
    isDirty: false,
  });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [photos, setPhotos] = useState<File[]>(share?.photos ?? []);
  const [shareId, setShareId] = useState(share?.id);
  /** Values typed before validation ran, noted as it arrives and then put back. */
  const typed = useRef<[FieldName, string][]>([]);
  const submitWhenReady = useRef(false);
  const loading = useRef(false);
  // The request the server last refused: kept on the device until a corrected one replaces it.
  const refused = useRef<string | undefined>(undefined);

  /** The first touch: fetches validation and the saving and sending code, once. */
  const start = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    void loadSubmitModule().catch(() => undefined);
    if (form.fields.some((field) => field.control === 'windows'))
      void loadWindowChoices().catch(() => undefined);
    import('./form-engine.ts').then(
      ({ createEngine }) => {
        typed.current = typedValues(formRef.current);
        setEngine(createEngine(form, emptyValues(form.fields)));
      },
      (error: unknown) => {
        console.error('Form validation could not load:', error);
        loading.current = false;
        if (submitWhenReady.current) setStatus({ kind: 'error', message: FAILURE_MESSAGE });
        submitWhenReady.current = false;
      },
    );
  }, [form]);

  // Subscribed before the effect below can send: a submit's errors must reach the fields.
  useLayoutEffect(() => engine?.watch(setChecked), [engine]);

  // The fields another field depends on (the day whose arrival windows show), as they change.
  const [watched, setWatched] = useState<Values>({});
  useLayoutEffect(() => {
    if (!engine) return;
    const stops = form.fields.flatMap((field) =>
      field.control === 'windows'
        ? [engine.value(field.dateField, (value) => setWatched((w) => ({ ...w, [field.dateField]: value })))]
        : [],
    );
    return () => stops.forEach((stop) => stop());
  }, [engine, form]);

  // Runs once the fields are registered: put back what was typed meanwhile, then send if asked.
  useLayoutEffect(() => {
    if (!engine) return;
    for (const [name, value] of typed.current) engine.restore(name, value);
    typed.current = [];
    if (submitWhenReady.current) {
      submitWhenReady.current = false;
      formRef.current?.requestSubmit();
    }
  }, [engine]);

  // A form used while it was still server HTML (focused, typed into) needs its validation now: the
  // focus it already has brings no new focus event to ask for it. Then the details this device
  // remembers (if the customer asked), in before anything is typed; then a submit tapped before the
  // page ran is sent.
  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    if (formInUse(element)) start();
    fillRemembered(element);
    formIsLive(element);
  }, [start]);

  // A half-filled form (or chosen photos) asks before the visitor leaves the page.
  const formId = useId();
  const dirty = checked.isDirty || photos.length > 0;
  useEffect(() => {
    setFormDirty(formId, dirty);
    return () => setFormDirty(formId, false);
  }, [formId, dirty]);

  // A refused request this form showed is left to the outbox note once the form is gone.
  useEffect(
    () => () => {
      const id = refused.current;
      if (id) void loadSubmitModule().then((m) => m.releaseRefused(id));
    },
    [],
  );

  const send = async (draft: QuoteDraft) => {
    setStatus({ kind: 'sending' });
    const result = await handOff({
      draft: { ...draft, source: leadSource() },
      photos,
      shareId,
      replaces: refused.current,
      success: form.success,
      onSaved: (id) => setStatus({ kind: 'uploading', id }),
    });
    refused.current = result.refused;
    setStatus(result.status);
    if (!result.clear) return;
    setPhotos([]);
    setShareId(undefined);
    if (formRef.current) rememberFrom(formRef.current);
    engine?.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!engine) {
      event.preventDefault();
      submitWhenReady.current = true;
      start();
      return;
    }
    void engine.submit(send)(event);
  };

  return {
    register: engine?.register ?? placeholder,
    errors: checked.errors,
    /** The current value of each field another one depends on (see `dateField`). */
    watched,
    formRef,
    onSubmit,
    onInteract: start,
    status,
    photos,
    setPhotos,
    /** Saving on the device: the form waits (a moment). */
    sending: status.kind === 'sending',
    /** Saved and being sent: the form is usable, only a second submit waits. */
    uploading: status.kind === 'uploading',
  };
}

export type QuoteFormController = ReturnType<typeof useQuoteForm>;
