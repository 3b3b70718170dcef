import { isImageFile, MAX_MESSAGE_LENGTH, MAX_PHOTOS } from '../../supabase/functions/_shared/options.ts';
import { shareTarget } from '../content/share-target.ts';
import { outboxDb, type SharedPhotos } from './db.ts';

export type { SharedPhotos };

/**
 * Keeps what another app shared (the form submission the service worker receives) on the device:
 * images up to the photo limit, with a note of each file left out and why; the shared title, text
 * or link as the message. Shares older than a week go at the same time. Returns the share's id.
 */
export async function keepShare(form: FormData, now = Date.now()): Promise<string> {
  const photos: SharedPhotos['photos'] = [];
  const leftOut: SharedPhotos['leftOut'] = [];
  for (const value of form.getAll(shareTarget.files)) {
    if (typeof value === 'string') continue;
    if (!isImageFile(value)) leftOut.push({ name: value.name || 'A file', reason: 'not-image' });
    else if (photos.length >= MAX_PHOTOS) leftOut.push({ name: value.name || 'A photo', reason: 'too-many' });
    else
      photos.push({
        name: value.name || `photo-${photos.length + 1}.jpg`,
        type: value.type,
        bytes: await value.arrayBuffer(),
      });
  }
  const text = ['title', 'text', 'url']
    .map((name) => form.get(name))
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim())
    .filter((v, i, all) => all.indexOf(v) === i)
    .join('\n')
    .slice(0, MAX_MESSAGE_LENGTH);
  const id = crypto.randomUUID();
  const db = outboxDb();
  await db.transaction('rw', db.shares, async () => {
    await db.shares
      .where('createdAt')
      .below(now - shareTarget.keptMs)
      .delete();
    await db.shares.put({ id, createdAt: now, text, photos, leftOut });
  });
  return id;
}

/** A share still kept on the device (the newest when no id is given); none once a week has passed. */
export async function findShare(id?: string, now = Date.now()): Promise<SharedPhotos | undefined> {
  const db = outboxDb();
  await sweepShares(now);
  return id ? db.shares.get(id) : db.shares.orderBy('createdAt').last();
}

/** Forgets a share: its quote was saved in the outbox, or the visitor discarded it. */
export async function discardShare(id: string): Promise<void> {
  await outboxDb().shares.delete(id);
}

/** Removes shares older than a week. */
export async function sweepShares(now = Date.now()): Promise<void> {
  await outboxDb()
    .shares.where('createdAt')
    .below(now - shareTarget.keptMs)
    .delete();
}

/** A shared photo as the form's photo picker holds it. */
export const sharedFiles = (share: SharedPhotos): File[] =>
  share.photos.map((p) => new File([p.bytes], p.name, { type: p.type }));
