import { business } from '../../content/business.ts';
import type { QuoteDraft } from '@shared/schemas.ts';
import type { BookingReceipt } from '../../offline/quote-outbox.ts';

// What a quote form can say about its request, and the hand-off to the device's outbox.

export type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** Saved on the device and being sent: the outbox's progress shows, the form is free again. */
  | { kind: 'uploading'; id: string }
  /** `booking`: what became of the arrival window it asked for. */
  | { kind: 'sent'; message: string; booking?: BookingReceipt }
  /** Left to the outbox: there was no signal at submit, or it `dropped` mid-send. */
  | { kind: 'saved'; dropped: boolean }
  | { kind: 'error'; message: string };

export const FAILURE_MESSAGE = `Sorry, there was an error sending your request. Please call us directly at ${business.phone.display}.`;
export const SAVED_MESSAGE = 'Saved on this device — it will be sent automatically when you’re back online';
export const NO_SIGNAL_MESSAGE =
  'No signal: your request is saved on this device and will finish sending by itself';

/** Photos shared from another app that a form starts with: kept on the device until the request is saved. */
export interface SharedStart {
  id: string;
  photos: File[];
}

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

export interface Handoff {
  draft: QuoteDraft;
  photos: File[];
  /** The share the photos came from: used up as the request is saved. */
  shareId?: string;
  /** The refused request this one corrects. */
  replaces?: string;
  success: string;
  /** The request is saved on the device and its sending has started. */
  onSaved: (id: string) => void;
}

/**
 * Gives the request to the outbox and says how it ended: `clear` when the form should empty (sent,
 * or safely saved on the device), `refused` the refused request
 * the device keeps until a corrected one replaces it.
 */
export async function handOff({
  draft,
  photos,
  shareId,
  replaces,
  success,
  onSaved,
}: Handoff): Promise<{ status: Status; clear: boolean; refused?: string }> {
  try {
    const { submitQuote } = await loadSubmitModule();
    const outcome = await submitQuote(draft, photos, onSaved, shareId, replaces);
    switch (outcome.kind) {
      case 'sent':
        return { status: { kind: 'sent', message: success, booking: outcome.booking }, clear: true };
      case 'saved':
        return { status: { kind: 'saved', dropped: outcome.dropped }, clear: true };
      case 'failed':
        console.error('Quote request refused:', outcome.message);
        return {
          status: {
            kind: 'error',
            message: outcome.message ? `${outcome.message} ${FAILURE_MESSAGE}` : FAILURE_MESSAGE,
          },
          clear: false,
          refused: outcome.id,
        };
      case 'storage-full':
        return {
          status: {
            kind: 'error',
            message: `This device has no room to save your request. ${FAILURE_MESSAGE}`,
          },
          clear: false,
          refused: replaces,
        };
    }
  } catch (error) {
    console.error('Quote request failed:', error);
    return { status: { kind: 'error', message: FAILURE_MESSAGE }, clear: false, refused: replaces };
  }
}
