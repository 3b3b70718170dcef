// The cheap half of the outbox, safe to load on every page: no Dexie, no supabase-js. A page asks
// here whether anything waits to be sent, and loads the outbox itself only if so.

const DATABASE = 'quote-outbox';
const STORE = 'requests';
const EVENT = 'quote-outbox-changed';

/** Whether this device holds saved requests (waiting or failed), read with plain IndexedDB. */
export function hasSavedRequests(): Promise<boolean> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(false);
    let open: IDBOpenDBRequest;
    try {
      open = indexedDB.open(DATABASE);
    } catch {
      return resolve(false);
    }
    // No outbox database yet: do not create an empty one (the outbox makes it, with its schema).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(false);
    open.onblocked = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      const done = (found: boolean) => {
        db.close();
        resolve(found);
      };
      if (!db.objectStoreNames.contains(STORE)) return done(false);
      try {
        const count = db.transaction(STORE, 'readonly').objectStore(STORE).count();
        count.onsuccess = () => done(count.result > 0);
        count.onerror = () => done(false);
      } catch {
        done(false);
      }
    };
  });
}

/** Tells the page a request was saved, so it shows the outbox's note without a reload. */
export function announceSavedRequest(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(EVENT));
}

export function onSavedRequest(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
