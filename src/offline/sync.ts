import type { QuoteDraft, QuotePayload } from '@shared/schemas.ts';
import { nextDelay } from './backoff.ts';
import type { BookingReceipt, OutboxDatabase, OutboxRequest } from './db.ts';
import { PermanentError, TransientError, type QuoteTransport } from './transport.ts';

/** How long the device keeps what the server said of a booking's window. */
const RECEIPT_DAYS = 90;

export type DrainResult = { sent: string[]; failed: string[]; waiting: number; busy?: boolean };

export interface DrainOptions {
  /** Ignore backoff: the visitor pressed "Send now", or the browser fired a sync event. */
  force?: boolean;
  /** Wait for a drainer running elsewhere (a tab, the worker) to finish, then drain: no polling. */
  wait?: boolean;
  now?: () => number;
}

type Outcome = 'sent' | 'failed' | 'waiting';

async function uploadPhotos(db: OutboxDatabase, request: OutboxRequest, transport: QuoteTransport) {
  for (const path of request.photoPaths) {
    if (request.uploaded.includes(path) || request.skipped.includes(path)) continue;
    const photo = await db.photos.get(path);
    const outcome = photo
      ? await transport.upload(path, new Blob([photo.bytes], { type: photo.type }))
      : 'refused';
    if (outcome === 'refused') {
      console.error('Photo upload refused; sending the request without it:', path);
      request.skipped.push(path);
    } else {
      request.uploaded.push(path);
    }
    // Progress is kept as it happens, so a retry resumes where this one stopped (and every tab sees it).
    await db.requests.update(request.id, {
      uploaded: request.uploaded,
      skipped: request.skipped,
      sendingAt: Date.now(),
    });
  }
}

/**
 * The one place a draft gets its delivery fields: the request id, the photos' links, and how long
 * it has waited since it was saved (both ends by this device's clock, so a wrong clock cancels out).
 */
function toPayload(draft: QuoteDraft, requestId: string, photoUrls: string[], savedAt: number): QuotePayload {
  return { ...draft, requestId, photoUrls, waitedMs: Math.max(0, Math.round(Date.now() - savedAt)) };
}

/** The device's record of what became of a sent booking's arrival window (none for other requests). */
function receiptOf(
  request: OutboxRequest,
  answer: Awaited<ReturnType<QuoteTransport['send']>>,
): BookingReceipt | undefined {
  const { draft } = request;
  if (draft.formType !== 'booking' || !answer.window || !draft.arrivalWindow || !draft.preferredDate) return;
  return {
    id: request.id,
    leadId: answer.id,
    day: draft.preferredDate,
    code: draft.arrivalWindow,
    status: answer.window,
    address: draft.address,
    sentAt: Date.now(),
  };
}

async function deliver(db: OutboxDatabase, request: OutboxRequest, transport: QuoteTransport, now: number) {
  try {
    await db.requests.update(request.id, { sendingAt: Date.now() });
    await uploadPhotos(db, request, transport);
    await db.requests.update(request.id, { sendingAt: Date.now() });
    const answer = await transport.send(
      toPayload(
        request.draft,
        request.id,
        request.uploaded.map((p) => transport.publicUrl(p)),
        request.createdAt,
      ),
    );
    const receipt = receiptOf(request, answer);
    await db.transaction('rw', db.requests, db.photos, db.bookings, async () => {
      await db.requests.delete(request.id);
      await db.photos.where('requestId').equals(request.id).delete();
      if (!receipt) return;
      await db.bookings.put(receipt);
      await db.bookings
        .where('sentAt')
        .below(receipt.sentAt - RECEIPT_DAYS * 86_400_000)
        .delete();
    });
    return 'sent' as Outcome;
  } catch (error) {
    if (error instanceof PermanentError) {
      await db.requests.update(request.id, {
        status: 'failed',
        lastError: error.message,
        sendingAt: undefined,
      });
      return 'failed' as Outcome;
    }
    const attempts = request.attempts + 1;
    const retryAfter = error instanceof TransientError ? error.retryAfterMs : 0;
    await db.requests.update(request.id, {
      attempts,
      nextAttemptAt: now + nextDelay(attempts, retryAfter),
      lastError: error instanceof Error ? error.message : String(error),
      sendingAt: undefined,
    });
    return 'waiting' as Outcome;
  }
}

async function drainUnlocked(db: OutboxDatabase, transport: QuoteTransport, options: DrainOptions) {
  const now = options.now?.() ?? Date.now();
  const result: DrainResult = { sent: [], failed: [], waiting: 0 };
  const pending = await db.requests.where('status').equals('pending').sortBy('createdAt');
  for (const request of pending) {
    if (!options.force && request.nextAttemptAt > now) {
      result.waiting++;
      continue;
    }
    const outcome = await deliver(db, request, transport, now);
    if (outcome === 'sent') result.sent.push(request.id);
    else if (outcome === 'failed') result.failed.push(request.id);
    else result.waiting++;
  }
  return result;
}

let localChain: Promise<unknown> = Promise.resolve();

/**
 * Sends every due request in the outbox. One drainer at a time across the page's tabs and the
 * service worker (Web Locks); a call that finds the lock taken returns at once with busy set, or
 * with `wait`, queues for the lock and drains after the other one.
 */
export async function drainOutbox(
  db: OutboxDatabase,
  transport: QuoteTransport,
  options: DrainOptions = {},
): Promise<DrainResult> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) {
    const run = localChain.then(() => drainUnlocked(db, transport, options));
    localChain = run.catch(() => undefined);
    return run;
  }
  if (options.wait) return locks.request('quote-outbox', () => drainUnlocked(db, transport, options));
  return locks.request('quote-outbox', { ifAvailable: true }, async (lock) =>
    lock ? drainUnlocked(db, transport, options) : { sent: [], failed: [], waiting: 0, busy: true },
  );
}
