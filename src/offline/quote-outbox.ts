import { liveQuery } from 'dexie';
import { anonymousClient } from '../api/supabase.ts';
import type { QuoteDraft } from '@shared/schemas.ts';
import { outboxDb, type BookingReceipt, type OutboxDatabase, type OutboxRequest } from './db.ts';
import { discard, enqueue, type PhotoInput } from './outbox.ts';
import { announceSavedRequest } from './outbox-signal.ts';
import { supabaseQuoteTransport } from './supabase-adapter.ts';
import { drainOutbox, type DrainResult } from './sync.ts';
import type { QuoteTransport } from './transport.ts';

export type { BookingReceipt, OutboxRequest, PhotoInput };

/** How far a saved request has got: its photos, then the request itself. */
export interface SendProgress {
  photosDone: number;
  photos: number;
  /** 'waiting': nothing is sending it right now (no signal, or between retries). */
  phase: 'waiting' | 'photos' | 'sending';
}

/** A sender that has not moved a request forward for this long has stalled or gone. */
export const STALLED_MS = 20_000;

export function progressOf(request: OutboxRequest, now = Date.now()): SendProgress {
  const photos = request.photoPaths.length;
  const photosDone = request.uploaded.length + request.skipped.length;
  const active = request.sendingAt !== undefined && now - request.sendingAt < STALLED_MS;
  return { photos, photosDone, phase: !active ? 'waiting' : photosDone < photos ? 'photos' : 'sending' };
}

/** Where one saved request stands after the outbox has tried it. */
export type Delivery =
  /** `booking`: what the server said of the arrival window it asked for. */
  { kind: 'sent'; booking?: BookingReceipt } | { kind: 'waiting' } | { kind: 'failed'; message: string };

/**
 * The quote outbox: the only way into the saved requests, their photos and their sending. Pages, the
 * outbox note and the service worker all use this one object (`quoteOutbox()`).
 */
export interface QuoteOutbox {
  /** Saves the request with its photo bytes in one transaction; resolves once it is on the device. */
  save(
    draft: QuoteDraft,
    photos: PhotoInput[],
    options?: { shownByForm?: boolean; takesShare?: string; replaces?: string },
  ): Promise<string>;
  /** Sends everything waiting now, backoff or not; returns at once if another drainer is at it. */
  sendNow(): Promise<DrainResult>;
  /** Tries `id` now (after any drainer already running) and says where it stands. */
  waitFor(id: string): Promise<Delivery>;
  discard(id: string): Promise<void>;
  /** What the server said of a sent booking's arrival window, kept on the device. */
  receipt(id: string): Promise<BookingReceipt | undefined>;
  /**
   * Calls `listener` with the request now and each time any tab or the service worker changes it;
   * undefined once it is gone (sent or discarded). Returns the unsubscribe.
   */
  watch(id: string, listener: (request: OutboxRequest | undefined) => void): () => void;
  /** Requests a form on this page is showing progress for: the outbox note does not announce them. */
  isShownByForm(id: string): boolean;
  /** The form stopped following `id` (it said it is saved): the outbox note shows it from now on. */
  releaseFromForm(id: string): void;
  /** Calls `listener` whenever a form releases a request. Returns the unsubscribe. */
  onRelease(listener: () => void): () => void;
  /**
   * Every moment a waiting request might get through: online, back to the tab, a timer, and at once
   * unless told the form that saved it has just tried.
   */
  startTriggers(options?: { sendNow?: boolean }): void;
}

const RETRY_TICK_MS = 15_000;

export function createQuoteOutbox(db: OutboxDatabase, transport: () => QuoteTransport): QuoteOutbox {
  const shownByForm = new Set<string>();
  const releaseListeners = new Set<() => void>();
  let started = false;
  const drain = (force: boolean, wait = false) => drainOutbox(db, transport(), { force, wait });

  const outbox: QuoteOutbox = {
    async save(draft, photos, options = {}) {
      const id = await enqueue(db, draft, photos, options);
      if (options.shownByForm) shownByForm.add(id);
      announceSavedRequest();
      askPersistentStorage();
      void registerBackgroundSync();
      return id;
    },
    sendNow: () => drain(true),
    async waitFor(id) {
      await drain(true, true);
      const request = await db.requests.get(id);
      if (!request) return { kind: 'sent', booking: await db.bookings.get(id) };
      if (request.status === 'failed') return { kind: 'failed', message: request.lastError ?? '' };
      return { kind: 'waiting' };
    },
    discard: (id) => discard(db, id),
    receipt: (id) => db.bookings.get(id),
    watch(id, listener) {
      const subscription = liveQuery(() => db.requests.get(id)).subscribe({
        next: listener,
        error: (e: unknown) => console.error('Outbox', e),
      });
      return () => subscription.unsubscribe();
    },
    isShownByForm: (id) => shownByForm.has(id),
    releaseFromForm(id) {
      shownByForm.delete(id);
      for (const listener of releaseListeners) listener();
    },
    onRelease(listener) {
      releaseListeners.add(listener);
      return () => void releaseListeners.delete(listener);
    },
    startTriggers({ sendNow = true } = {}) {
      if (started || typeof window === 'undefined') return;
      started = true;
      const kick = (force = false) => void drain(force).catch((e: unknown) => console.error('Outbox', e));
      if (sendNow) kick(true);
      window.addEventListener('online', () => kick(true));
      window.addEventListener('pageshow', () => kick());
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') kick();
      });
      window.setInterval(async () => {
        if (document.visibilityState !== 'visible') return;
        if ((await db.requests.where('status').equals('pending').count()) > 0) kick();
      }, RETRY_TICK_MS);
    },
  };
  return outbox;
}

/** Asks the browser to wake the service worker when the network is back (Chromium only). */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (
      registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
    )?.sync;
    await sync?.register('outbox');
  } catch {
    // Some WebViews expose the Sync API and throw: the page's own triggers still send.
  }
}

/** Lowers the risk that the browser evicts the outbox under storage pressure. */
function askPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}

let shared: QuoteOutbox | undefined;

/** The outbox of this origin, sending through Supabase: the same for pages and the service worker. */
export function quoteOutbox(): QuoteOutbox {
  let transport: QuoteTransport | undefined;
  shared ??= createQuoteOutbox(outboxDb(), () => (transport ??= supabaseQuoteTransport(anonymousClient())));
  return shared;
}
