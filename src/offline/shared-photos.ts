import { imageFormat } from '@shared/image-format.ts';
import { isImageFile, MAX_MESSAGE_LENGTH, MAX_PHOTO_BYTES, MAX_PHOTOS } from '@shared/options.ts';
import { shareTarget } from '../content/share-target.ts';
import { outboxDb, type SharedPhotos } from './db.ts';

export type { SharedPhotos };

/**
 * Keeps what another app shared (the form submission the service worker receives) on the device:
 * images (by their bytes, not their label) up to the photo limit and within the size limit, with a
 * note of each file left out and why; the shared title, text or link as the message, which the
 * visitor sees in the form before anything is sent. Shares older than a week go at the same time.
 * Returns the share's id.
 */
export async function keepShare(form: FormData, now = Date.now()): Promise<string> {
  const photos: SharedPhotos['photos'] = [];
  const leftOut: SharedPhotos['leftOut'] = [];
  for (const value of form.getAll(shareTarget.files)) {
    if (typeof value === 'string') continue;
    const name = value.name || `photo-${photos.length + 1}.jpg`;
    if (!isImageFile(value)) leftOut.push({ name: value.name || 'A file', reason: 'not-image' });
    else if (photos.length >= MAX_PHOTOS) leftOut.push({ name, reason: 'too-many' });
    else if (value.size > MAX_PHOTO_BYTES) leftOut.push({ name, reason: 'too-large' });
    else {
      const bytes = await value.arrayBuffer();
      if (imageFormat(new Uint8Array(bytes))) photos.push({ name, type: value.type, bytes });
      else leftOut.push({ name, reason: 'not-image' });
    }
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
