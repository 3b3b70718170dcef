// The outbox database's names, read by Dexie (db.ts) and by the plain-IndexedDB checks that pages
// run without loading Dexie (outbox-signal.ts). Dependency-free.
export const OUTBOX_DATABASE = 'quote-outbox';
export const STORES = {
  requests: 'requests',
  photos: 'photos',
  shares: 'shares',
  bookings: 'bookings',
} as const;
