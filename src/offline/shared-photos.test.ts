import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@shared/options.ts';
import type { QuoteDraft } from '@shared/schemas.ts';
import { shareTarget } from '../content/share-target.ts';
import { outboxDb } from './db.ts';
import { enqueue } from './outbox.ts';
import { waitingShare } from './outbox-signal.ts';
import { discardShare, findShare, keepShare, sharedFiles } from './shared-photos.ts';

const DAY = 24 * 60 * 60 * 1000;
/** A file that starts like a JPEG (the bytes decide, not the label). */
const image = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type });

function shared(files: File[], text: Record<string, string> = {}) {
  const form = new FormData();
  for (const file of files) form.append(shareTarget.files, file);
  for (const [name, value] of Object.entries(text)) form.append(name, value);
  return form;
}

describe('photos shared to the app', () => {
  it('keeps up to 5 images, and notes each file left out and why', async () => {
    const files = [
      ...Array.from({ length: 7 }, (_, i) => image(`p${i}.jpg`)),
      image('notes.pdf', 'application/pdf'),
    ];
    const id = await keepShare(shared(files, { title: 'Garage', text: 'Old shelves' }));
    const share = await findShare(id);
    expect(share?.photos.map((p) => p.name)).toEqual(['p0.jpg', 'p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg']);
    expect(share?.leftOut).toEqual([
      { name: 'p5.jpg', reason: 'too-many' },
      { name: 'p6.jpg', reason: 'too-many' },
      { name: 'notes.pdf', reason: 'not-image' },
    ]);
    expect(share?.text).toBe('Garage\nOld shelves');
    const [first] = sharedFiles(share!);
    expect([first?.name, first?.type, first?.size]).toEqual(['p0.jpg', 'image/jpeg', 3]);
    await discardShare(id);
    expect(await findShare(id)).toBeUndefined();
  });

  it('leaves out a file labelled as a photo whose bytes are not one, and a photo over the size limit', async () => {
    const page = new File(['<html><script>alert(1)</script></html>'], 'photo.jpg', { type: 'image/jpeg' });
    const huge = new File([new Uint8Array(MAX_PHOTO_BYTES + 1).fill(0xff)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    const id = await keepShare(shared([page, huge, image('ok.jpg')]));
    const share = await findShare(id);
    expect(share?.photos.map((p) => p.name)).toEqual(['ok.jpg']);
    expect(share?.leftOut).toEqual([
      { name: 'photo.jpg', reason: 'not-image' },
      { name: 'huge.jpg', reason: 'too-large' },
    ]);
    await discardShare(id);
  });

  it('takes a HEIC photo a phone sent without a type', async () => {
    const id = await keepShare(shared([image('IMG_0001.HEIC', '')]));
    expect((await findShare(id))?.photos).toHaveLength(1);
    await discardShare(id);
  });

  it('offers the newest share again for a week, then removes it', async () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const old = await keepShare(shared([image('a.jpg')]), now - 8 * DAY);
    const recent = await keepShare(shared([image('b.jpg'), image('c.jpg')]), now - 6 * DAY);
    // Keeping the second swept nothing yet (the first was only a week old by its own clock)…
    expect(await waitingShare(now)).toEqual({ id: recent, photos: 2, createdAt: now - 6 * DAY });
    // …but past its week the first is gone for good.
    expect(await findShare(old, now)).toBeUndefined();
    expect(await waitingShare(now + 2 * DAY)).toBeNull();
    expect(await findShare(recent, now + 2 * DAY)).toBeUndefined();
  });

  it('is used up in the same transaction that saves its request in the outbox', async () => {
    const id = await keepShare(shared([image('a.jpg')]));
    const draft: QuoteDraft = {
      formType: 'contact',
      name: 'Gina Gallery',
      phone: '(480) 555-0142',
      email: 'gina@example.com',
      service: 'Garage Cleanout',
      message: '',
    };
    const request = await enqueue(
      outboxDb(),
      draft,
      [{ bytes: new ArrayBuffer(3), type: 'image/jpeg', name: 'a.jpg' }],
      { takesShare: id },
    );
    expect(await outboxDb().requests.get(request)).toBeDefined();
    expect(await findShare(id)).toBeUndefined();
  });
});
