import type { QuoteDraft } from '@shared/schemas.ts';
import { quoteOutbox, STALLED_MS, type BookingReceipt } from '../../offline/quote-outbox.ts';
import { compressPhoto, MetadataError } from './compress-photo.ts';

export type SubmitOutcome =
  /** `booking`: what became of the arrival window it asked for. */
  | { kind: 'sent'; booking?: BookingReceipt }
  /** Saved on the device and left to the outbox; `dropped` when the signal went mid-send. */
  | { kind: 'saved'; dropped: boolean }
  /** The server refused it: the outbox keeps it (with our number) until a corrected one replaces it. */
  | { kind: 'failed'; message: string; id: string }
  | { kind: 'storage-full' };

/**
 * Saves the quote on the device first (one transaction with its photos), tells the form (`onSaved`,
 * from then on the form is free and shows the outbox's progress), then sends it. When the signal
 * goes (the browser says offline, or nothing moves for a while) the form hears at once that the
 * outbox will finish by itself. Loaded only when a form is started, so Dexie and supabase-js cost a
 * marketing page nothing.
 */
export async function submitQuote(
  draft: QuoteDraft,
  files: File[],
  onSaved: (id: string) => void = () => {},
  /** The share (photos from another app) this request was made from: used up as it is saved. */
  takesShare?: string,
  /** The refused request this one corrects: removed as this one is saved. */
  replaces?: string,
): Promise<SubmitOutcome> {
  const photos = [];
  for (const file of files) {
    try {
      photos.push(await compressPhoto(file));
    } catch (error) {
      // SPEC 5: a photo that cannot go is skipped and the request continues; one whose metadata
      // could not be removed is such a photo (its GPS position would be public).
      if (!(error instanceof MetadataError)) throw error;
      console.error('Photo left out:', error.message);
    }
  }
  const outbox = quoteOutbox();
  let id: string;
  try {
    // Offline already: the form only says it is saved, and the outbox note shows it from the start.
    id = await outbox.save(draft, photos, { shownByForm: navigator.onLine, takesShare, replaces });
  } catch (error) {
    console.error('Could not save the request on this device', error);
    return { kind: 'storage-full' };
  }
  if (!navigator.onLine) return { kind: 'saved', dropped: false };
  onSaved(id);

  const cleanups: (() => void)[] = [];
  const dropped = new Promise<SubmitOutcome>((resolve) => {
    const noSignal = () => resolve({ kind: 'saved', dropped: true });
    window.addEventListener('offline', noSignal);
    cleanups.push(() => window.removeEventListener('offline', noSignal));
    // A stalled upload (one bar, no 'offline' event) counts as no signal once nothing moves.
    let timer = window.setTimeout(noSignal, STALLED_MS);
    cleanups.push(() => window.clearTimeout(timer));
    cleanups.push(
      outbox.watch(id, () => {
        window.clearTimeout(timer);
        timer = window.setTimeout(noSignal, STALLED_MS);
      }),
    );
  });
  const attempt = outbox.waitFor(id).then(async (delivery): Promise<SubmitOutcome> => {
    if (delivery.kind === 'sent') return { kind: 'sent', booking: delivery.booking };
    // Not through yet (a server error, or the network went): the outbox retries by itself.
    if (delivery.kind === 'waiting') return { kind: 'saved', dropped: !navigator.onLine };
    // Refused: the form shows why with our number, and the device keeps the request (a corrected
    // resend replaces it; another page's outbox note shows it once this form is gone).
    return { kind: 'failed', message: delivery.message, id };
  });
  try {
    const outcome = await Promise.race([attempt, dropped]);
    // From here the outbox note on every page shows how it goes, and says when it is sent.
    if (outcome.kind === 'saved') outbox.releaseFromForm(id);
    return outcome;
  } finally {
    for (const cleanup of cleanups) cleanup();
  }
}

/** The form that showed a refused request is gone: the outbox note shows it from now on. */
export function releaseRefused(id: string): void {
  quoteOutbox().releaseFromForm(id);
}
