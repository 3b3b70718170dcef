import type { QuoteDraft } from '@shared/schemas.ts';
import type { OutboxDatabase, OutboxRequest } from './db.ts';

export interface PhotoInput {
  bytes: ArrayBuffer;
  type: string;
  /** Original file name, for its extension. */
  name: string;
}

const extensionOf = (name: string, type: string) => {
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase();
  if (fromName) return fromName === 'jpeg' ? 'jpg' : fromName;
  return type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';
};

/** Storage name: timestamp, random text and the original extension (SPEC section 7). */
export function photoPath(name: string, type: string, now = Date.now()): string {
  const random = crypto.randomUUID().replace(/-/g, '').slice(0, 12);
  return `${now}-${random}.${extensionOf(name, type)}`;
}

/**
 * Saves the request and its photo bytes in one transaction, before anything is sent. When this
 * resolves the lead is on the device; only the server's confirmation removes it. A share the
 * request was made from (`takesShare`) goes in the same transaction: never sent twice, never lost.
 * A request the server refused that this one corrects (`replaces`) goes in it too.
 */
export async function enqueue(
  db: OutboxDatabase,
  draft: QuoteDraft,
  photos: PhotoInput[],
  { takesShare, replaces }: { takesShare?: string; replaces?: string } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const now = Date.now();
  const withPaths = photos.map((p) => ({ ...p, path: photoPath(p.name, p.type, now) }));
  const request: OutboxRequest = {
    id,
    createdAt: now,
    draft,
    photoPaths: withPaths.map((p) => p.path),
    uploaded: [],
    skipped: [],
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
  };
  await db.transaction('rw', db.requests, db.photos, db.shares, async () => {
    await db.requests.add(request);
    await db.photos.bulkAdd(
      withPaths.map((p) => ({ id: p.path, requestId: id, bytes: p.bytes, type: p.type })),
    );
    if (takesShare) await db.shares.delete(takesShare);
    if (replaces && (await db.requests.get(replaces))?.status === 'failed') await removeRequest(db, replaces);
  });
  return id;
}

async function removeRequest(db: OutboxDatabase, id: string): Promise<void> {
  await db.requests.delete(id);
  await db.photos.where('requestId').equals(id).delete();
}

/**
 * Removes a request the visitor gave up on (after a refusal they chose to dismiss). Never called
 * because the server refused a request: that one stays, with our phone number, until the visitor
 * dismisses it or sends a corrected one.
 */
export async function discard(db: OutboxDatabase, id: string): Promise<void> {
  await db.transaction('rw', db.requests, db.photos, () => removeRequest(db, id));
}
