import { useEffect, useId, useRef, useState } from 'react';
import { business } from '../../content/business.ts';
import { setFormDirty } from '../../hooks/dirty-forms.ts';
import type { QuoteDraft } from '@shared/schemas.ts';

export type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** Saved on the device and being sent: the outbox's progress shows, the form is free again. */
  | { kind: 'uploading'; id: string }
  | { kind: 'sent'; message: string }
  /** Left to the outbox: there was no signal at submit, or it `dropped` mid-send. */
  | { kind: 'saved'; dropped: boolean }
  | { kind: 'error'; message: string };

export const FAILURE_MESSAGE = `Sorry, there was an error sending your request. Please call us directly at ${business.phone.display}.`;
export const SAVED_MESSAGE = 'Saved on this device — it will be sent automatically when you’re back online';
export const NO_SIGNAL_MESSAGE =
  'No signal: your request is saved on this device and will finish sending by itself';

let submitModule: Promise<typeof import('./submit-quote.ts')> | undefined;

/**
 * The saving and sending code (Dexie, supabase-js) is fetched when the visitor starts filling a form,
 * not at submit: by then the signal may be gone, and a page without its service worker yet (a first
 * visit) could not fetch it offline.
 */
export function loadSubmitModule() {
  submitModule ??= Promise.all([
    import('./submit-quote.ts'),
    // The note that shows saved requests, fetched now too: a save offline must be able to show it.
    import('./outbox-indicator.tsx'),
  ]).then(
    ([module]) => module,
    (error: unknown) => {
      submitModule = undefined;
      throw error;
    },
  );
  return submitModule;
}

/** The state machine every quote form shares: idle → sending → sent, saved for later, or error. */
/** Photos shared from another app that a form starts with: kept on the device until the request is saved. */
export interface SharedStart {
  id: string;
  photos: File[];
}

export function useQuoteSubmission(successMessage: string, isDirty: boolean, share?: SharedStart) {
  const formId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [photos, setPhotos] = useState<File[]>(share?.photos ?? []);
  const [shareId, setShareId] = useState(share?.id);
  // The request the server last refused: kept on the device until a corrected one replaces it.
  const refused = useRef<string | undefined>(undefined);
  useEffect(
    () => () => {
      const id = refused.current;
      if (id) void loadSubmitModule().then((m) => m.releaseRefused(id));
    },
    [],
  );

  useEffect(() => {
    setFormDirty(formId, isDirty || photos.length > 0);
    return () => setFormDirty(formId, false);
  }, [formId, isDirty, photos.length]);

  /** Resolves true when the form should be cleared (sent, or safely saved on the device). */
  async function submit(draft: QuoteDraft): Promise<boolean> {
    setStatus({ kind: 'sending' });
    try {
      const { submitQuote } = await loadSubmitModule();
      const outcome = await submitQuote(
        draft,
        photos,
        (id) => setStatus({ kind: 'uploading', id }),
        shareId,
        refused.current,
      );
      refused.current = outcome.kind === 'failed' ? outcome.id : undefined;
      if (outcome.kind === 'sent') setStatus({ kind: 'sent', message: successMessage });
      else if (outcome.kind === 'saved') setStatus({ kind: 'saved', dropped: outcome.dropped });
      else if (outcome.kind === 'failed') {
        console.error('Quote request refused:', outcome.message);
        setStatus({
          kind: 'error',
          message: outcome.message ? `${outcome.message} ${FAILURE_MESSAGE}` : FAILURE_MESSAGE,
        });
        return false;
      } else {
        setStatus({
          kind: 'error',
          message: `This device has no room to save your request. ${FAILURE_MESSAGE}`,
        });
        return false;
      }
      setPhotos([]);
      setShareId(undefined);
      return true;
    } catch (error) {
      console.error('Quote request failed:', error);
      setStatus({ kind: 'error', message: FAILURE_MESSAGE });
      return false;
    }
  }

  return {
    status,
    setStatus,
    photos,
    setPhotos,
    submit,
    /** Saving on the device: the form waits (a moment). */
    sending: status.kind === 'sending',
    /** Saved and being sent: the form is usable, only a second submit waits. */
    uploading: status.kind === 'uploading',
  };
}
