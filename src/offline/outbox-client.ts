import { anonymousClient } from '../api/supabase.ts';
import { supabaseQuoteTransport } from '../api/quote-transport.ts';
import { outboxDb } from './db.ts';
import { drainOutbox, type DrainResult } from './sync.ts';

const RETRY_TICK_MS = 15_000;
let transport: ReturnType<typeof supabaseQuoteTransport> | undefined;
let started = false;

/** Sends what is due now (everything, when forced). Safe to call often: one drainer runs at a time. */
export function drain(force = false): Promise<DrainResult> {
  transport ??= supabaseQuoteTransport(anonymousClient());
  return drainOutbox(outboxDb(), transport, { force });
}

/** Asks the browser to wake the service worker when the network is back (Chromium only). */
export async function registerBackgroundSync(): Promise<void> {
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

/** Asked once, after the first saved request: lowers the risk the browser evicts the outbox. */
export function askPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}

/** Every moment a waiting request might get through: start, online, back to the tab, and a timer. */
export function startOutboxTriggers(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const kick = (force = false) => void drain(force).catch((e: unknown) => console.error('Outbox', e));
  kick(true);
  window.addEventListener('online', () => kick(true));
  window.addEventListener('pageshow', () => kick());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') kick();
  });
  window.setInterval(async () => {
    if (document.visibilityState !== 'visible') return;
    if ((await outboxDb().requests.where('status').equals('pending').count()) > 0) kick();
  }, RETRY_TICK_MS);
}
