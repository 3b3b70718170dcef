import { discard, enqueue } from '../../offline/outbox.ts';
import { outboxDb, type QuoteDraft } from '../../offline/db.ts';
import { askPersistentStorage, drain, registerBackgroundSync } from '../../offline/outbox-client.ts';
import { markForeground } from '../../offline/foreground.ts';
import { compressPhoto } from './compress-photo.ts';

export type SubmitOutcome =
  { kind: 'sent' } | { kind: 'saved' } | { kind: 'failed'; message: string } | { kind: 'storage-full' };

/** How long the visitor waits on "Sending…" before we say it is saved and carry on in the background. */
const FOREGROUND_WAIT_MS = 25_000;

/**
 * Saves the quote on the device first (one transaction with its photos), then tries to send it.
 * Loaded only when a form is submitted, so Dexie and supabase-js cost a marketing page nothing.
 */
export async function submitQuote(draft: QuoteDraft, files: File[]): Promise<SubmitOutcome> {
  const photos = [];
  for (const file of files) photos.push(await compressPhoto(file));
  const db = outboxDb();
  let id: string;
  try {
    id = await enqueue(db, draft, photos);
  } catch (error) {
    console.error('Could not save the request on this device', error);
    return { kind: 'storage-full' };
  }
  markForeground(id);
  askPersistentStorage();
  void registerBackgroundSync();
  if (!navigator.onLine) return { kind: 'saved' };

  const attempt = (async (): Promise<SubmitOutcome> => {
    let result = await drain(true);
    // Another drainer (a timer, another tab, the service worker) holds the lock: it sends ours too.
    while (result.busy && (await db.requests.get(id))?.status === 'pending') {
      await new Promise((r) => setTimeout(r, 300));
      result = await drain(true);
    }
    if (result.sent.includes(id)) return { kind: 'sent' };
    const request = await db.requests.get(id);
    if (request?.status === 'failed') {
      // The form still holds every answer: drop the stored copy so a corrected resend is the only one.
      await discard(db, id);
      return { kind: 'failed', message: request.lastError ?? '' };
    }
    if (!request) return { kind: 'sent' };
    return { kind: 'saved' };
  })();
  const timeout = new Promise<SubmitOutcome>((resolve) =>
    setTimeout(() => resolve({ kind: 'saved' }), FOREGROUND_WAIT_MS),
  );
  return Promise.race([attempt, timeout]);
}
