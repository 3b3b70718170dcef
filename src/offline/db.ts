import Dexie, { type Table } from 'dexie';
import type { WindowStatus } from '@shared/contracts.ts';
import type { QuoteDraft } from '@shared/schemas.ts';
import { OUTBOX_DATABASE, STORES } from './names.ts';

export interface OutboxRequest {
  /** The request id the server deduplicates on (a UUID made on the device). */
  id: string;
  createdAt: number;
  draft: QuoteDraft;
  /** Storage names decided when the request was saved, so a retried upload can never make a second file. */
  photoPaths: string[];
  /** Paths the server has confirmed (uploaded, or already there). */
  uploaded: string[];
  /** Paths the server refused for good (not an image, too large): sent without them, as SPEC says. */
  skipped: string[];
  status: 'pending' | 'failed';
  /** When a sender (a tab or the service worker) last moved it forward; recent means it is being sent now. */
  sendingAt?: number;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
}

export interface OutboxPhoto {
  /** The storage path. */
  id: string;
  requestId: string;
  /** Bytes, not a Blob: Blobs in IndexedDB have failed on Safari again and again. */
  bytes: ArrayBuffer;
  type: string;
}

/** Photos shared to the installed app from another app (Web Share Target), kept until a quote is sent. */
export interface SharedPhotos {
  id: string;
  createdAt: number;
  /** A title or text shared along with the photos, for the message. */
  text: string;
  photos: { name: string; type: string; bytes: ArrayBuffer }[];
  /** What was shared but could not be attached, and why. */
  leftOut: { name: string; reason: 'not-image' | 'too-many' | 'too-large' }[];
}

/** What the server said of the arrival window a sent booking asked for: the device's record of it. */
export interface BookingReceipt {
  /** The request id (the outbox's, and the server's for deduplication). */
  id: string;
  leadId: string;
  /** The preferred date, YYYY-MM-DD, and the window's code. */
  day: string;
  code: string;
  status: WindowStatus;
  /** Where the crew comes (the calendar file's location). */
  address: string;
  sentAt: number;
}

export class OutboxDatabase extends Dexie {
  requests!: Table<OutboxRequest, string>;
  photos!: Table<OutboxPhoto, string>;
  shares!: Table<SharedPhotos, string>;
  bookings!: Table<BookingReceipt, string>;

  constructor(name = OUTBOX_DATABASE) {
    // Chrome 121+ commits IndexedDB "relaxed" by default; a saved lead must survive a crash.
    super(name, { chromeTransactionDurability: 'strict' });
    this.version(1).stores({ [STORES.requests]: 'id, status, createdAt', [STORES.photos]: 'id, requestId' });
    this.version(2).stores({ [STORES.shares]: 'id, createdAt' });
    this.version(3).stores({ [STORES.bookings]: 'id, sentAt' });
  }
}

let shared: OutboxDatabase | undefined;

/** The one outbox database of this origin (page and service worker open the same one). */
export function outboxDb(): OutboxDatabase {
  shared ??= new OutboxDatabase();
  return shared;
}
