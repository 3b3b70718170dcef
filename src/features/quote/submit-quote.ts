import type { QuoteDraft } from '../../../supabase/functions/_shared/schemas.ts';
import { quoteOutbox } from '../../offline/quote-outbox.ts';
import { compressPhoto } from './compress-photo.ts';

export type SubmitOutcome =
  { kind: 'sent' } | { kind: 'saved' } | { kind: 'failed'; message: string } | { kind: 'storage-full' };

/** How long the visitor waits on "Sending…" before we say it is saved and carry on in the background. */
const FOREGROUND_WAIT_MS = 25_000;

/**
 * Saves the quote on the device first (one transaction with its photos), then tries to send it.
 * Loaded only when a form is started, so Dexie and supabase-js cost a marketing page nothing.
 */
export async function submitQuote(draft: QuoteDraft, files: File[]): Promise<SubmitOutcome> {
  const photos = [];
  for (const file of files) photos.push(await compressPhoto(file));
  const outbox = quoteOutbox();
  let id: string;
  try {
    id = await outbox.save(draft, photos, { shownByForm: true });
  } catch (error) {
    console.error('Could not save the request on this device', error);
    return { kind: 'storage-full' };
  }
  if (!navigator.onLine) return { kind: 'saved' };

  const attempt = outbox.waitFor(id).then(async (delivery): Promise<SubmitOutcome> => {
    if (delivery.kind === 'sent') return { kind: 'sent' };
    if (delivery.kind === 'waiting') return { kind: 'saved' };
    // The form still holds every answer: drop the stored copy so a corrected resend is the only one.
    await outbox.discard(id);
    return { kind: 'failed', message: delivery.message };
  });
  const timeout = new Promise<SubmitOutcome>((resolve) =>
    setTimeout(() => resolve({ kind: 'saved' }), FOREGROUND_WAIT_MS),
  );
  return Promise.race([attempt, timeout]);
}
