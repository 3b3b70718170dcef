// The cheap half of the outbox, safe to load on every page: no Dexie, no supabase-js. A page asks
// here whether anything waits to be sent, and loads the outbox itself only if so.

import { shareTarget } from '../content/share-target.ts';

import { OUTBOX_DATABASE, STORES } from './names.ts';

const EVENT = 'quote-outbox-changed';

/**
 * Reads the outbox database with plain IndexedDB: `read` gets it when it exists and has `store`;
 * otherwise, or on any error, the answer is `none`. Never creates the database (the outbox makes it,
 * with its schema).
 */
function readOutbox<T>(
  store: string,
  none: T,
  read: (db: IDBDatabase, done: (value: T) => void) => void,
): Promise<T> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(none);
    let open: IDBOpenDBRequest;
    try {
      open = indexedDB.open(OUTBOX_DATABASE);
    } catch {
      return resolve(none);
    }
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(none);
    open.onblocked = () => resolve(none);
    open.onsuccess = () => {
      const db = open.result;
      const done = (value: T) => {
        db.close();
        resolve(value);
      };
      if (!db.objectStoreNames.contains(store)) return done(none);
      try {
        read(db, done);
      } catch {
        done(none);
      }
    };
  });
}

/** Whether this device holds saved requests (waiting or failed). */
export function hasSavedRequests(): Promise<boolean> {
  return readOutbox(STORES.requests, false, (db, done) => {
    const count = db.transaction(STORES.requests, 'readonly').objectStore(STORES.requests).count();
    count.onsuccess = () => done(count.result > 0);
    count.onerror = () => done(false);
  });
}

/** Photos another app shared to this one and no quote has taken yet (the newest such share). */
export interface WaitingShare {
  id: string;
  photos: number;
  createdAt: number;
}

/** The newest share still kept (younger than a week), if any. */
export function waitingShare(now = Date.now()): Promise<WaitingShare | null> {
  return readOutbox<WaitingShare | null>(STORES.shares, null, (db, done) => {
    const cursor = db
      .transaction(STORES.shares, 'readonly')
      .objectStore(STORES.shares)
      .index('createdAt')
      .openCursor(null, 'prev');
    cursor.onsuccess = () => {
      const share = cursor.result?.value as { id: string; createdAt: number; photos: unknown[] } | undefined;
      done(
        share && share.createdAt >= now - shareTarget.keptMs
          ? { id: share.id, photos: share.photos.length, createdAt: share.createdAt }
          : null,
      );
    };
    cursor.onerror = () => done(null);
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
