import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QuotePayload } from '@shared/schemas.ts';
import type { QuoteDraft } from '@shared/schemas.ts';
import { OutboxDatabase } from './db.ts';
import { enqueue } from './outbox.ts';
import { drainOutbox } from './sync.ts';
import { PermanentError, TransientError, type QuoteTransport, type UploadOutcome } from './transport.ts';

const draft: QuoteDraft = {
  formType: 'contact',
  name: 'Maria Lopez',
  phone: '(480) 555-0134',
  email: 'maria@example.com',
  service: 'Garage Cleanout',
  message: 'Old shelves and a fridge',
};

const photo = (name: string, size = 10) => ({
  bytes: new Uint8Array(size).fill(7).buffer,
  type: 'image/jpeg',
  name,
});

/** A backend that records what reached it, with scripted failures. */
class FakeBackend implements QuoteTransport {
  stored = new Map<string, number>();
  leads = new Map<string, QuotePayload>();
  uploadScript: (path: string) => UploadOutcome | Error | undefined = () => undefined;
  sendScript: () => Error | undefined = () => undefined;
  uploads = 0;
  sends = 0;
  /** What the server says of a booking's arrival window. */
  window?: 'held' | 'full' | 'closed';

  async upload(path: string, file: Blob): Promise<UploadOutcome> {
    this.uploads++;
    const scripted = this.uploadScript(path);
    if (scripted instanceof Error) throw scripted;
    if (scripted) return scripted;
    if (this.stored.has(path)) return 'exists';
    this.stored.set(path, file.size);
    return 'uploaded';
  }
  publicUrl(path: string) {
    return `http://127.0.0.1:54321/storage/v1/object/public/booking-photos/${path}`;
  }
  async send(payload: QuotePayload) {
    this.sends++;
    const scripted = this.sendScript();
    if (scripted) throw scripted;
    const duplicate = this.leads.has(payload.requestId!);
    this.leads.set(payload.requestId!, payload);
    const window = payload.formType === 'booking' && payload.arrivalWindow ? this.window : undefined;
    return { id: payload.requestId!, duplicate, ...(window ? { window } : {}) };
  }
}

let db: OutboxDatabase;
let backend: FakeBackend;

beforeEach(() => {
  db = new OutboxDatabase(`outbox-${crypto.randomUUID()}`);
  backend = new FakeBackend();
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('enqueue', () => {
  it('saves the request and its photo bytes together, with storage names decided now', async () => {
    const id = await enqueue(db, draft, [photo('Garage.JPEG'), photo('shelf.png')]);
    const request = await db.requests.get(id);
    expect(request?.photoPaths).toHaveLength(2);
    expect(request?.photoPaths[0]).toMatch(/^\d{13}-[0-9a-f]{12}\.jpg$/);
    expect(request?.photoPaths[1]).toMatch(/\.png$/);
    const photos = await db.photos.where('requestId').equals(id).toArray();
    expect(photos.map((p) => p.bytes.byteLength)).toEqual([10, 10]);
  });
});

describe('drainOutbox', () => {
  it("keeps what the server said of a booking's arrival window, and nothing for other requests", async () => {
    const booking: QuoteDraft = {
      ...draft,
      formType: 'booking',
      address: '1 Main St, Mesa, AZ 85201',
      propertyType: 'Residential Home',
      itemsToRemove: 'Sofa',
      estimatedVolume: 'Single item',
      accessInstructions: '',
      preferredDate: '2030-03-05',
      preferredTime: '',
      arrivalWindow: 'morning',
      additionalNotes: '',
    };
    backend.window = 'full';
    const full = await enqueue(db, booking, []);
    const contact = await enqueue(db, draft, []);
    await drainOutbox(db, backend, { force: true });
    expect(await db.requests.count()).toBe(0);
    expect(await db.bookings.get(full)).toMatchObject({
      leadId: full,
      day: '2030-03-05',
      code: 'morning',
      status: 'full',
      address: '1 Main St, Mesa, AZ 85201',
    });
    expect(await db.bookings.get(contact)).toBeUndefined();
  });

  it('uploads every photo, sends the lead with their public URLs and request id, then forgets it', async () => {
    const id = await enqueue(db, draft, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    const result = await drainOutbox(db, backend);
    expect(result.sent).toEqual([id]);
    const lead = backend.leads.get(id)!;
    expect(lead.requestId).toBe(id);
    expect(lead.photoUrls).toHaveLength(3);
    expect(lead.photoUrls?.[0]).toMatch(/\/storage\/v1\/object\/public\/booking-photos\/\d+-[0-9a-f]+\.jpg$/);
    expect(await db.requests.count()).toBe(0);
    expect(await db.photos.count()).toBe(0);
  });

  it('says how long the request waited on the device, by the device clock alone', async () => {
    const id = await enqueue(db, draft, []);
    await db.requests.update(id, { createdAt: Date.now() - 3 * 60 * 60 * 1000 });
    await drainOutbox(db, backend);
    const waited = backend.leads.get(id)!.waitedMs!;
    expect(Math.abs(waited - 3 * 60 * 60 * 1000)).toBeLessThan(5_000);
  });

  it('keeps the request on a network failure, with progress, and resumes without uploading twice', async () => {
    const id = await enqueue(db, draft, [photo('a.jpg'), photo('b.jpg')]);
    let calls = 0;
    backend.uploadScript = () => (++calls === 2 ? new TransientError('offline') : undefined);
    const first = await drainOutbox(db, backend);
    expect(first).toMatchObject({ sent: [], waiting: 1 });
    const saved = await db.requests.get(id);
    expect(saved?.uploaded).toHaveLength(1);
    expect(saved?.attempts).toBe(1);
    expect(saved?.nextAttemptAt).toBeGreaterThanOrEqual(saved!.createdAt);

    const second = await drainOutbox(db, backend, { force: true });
    expect(second.sent).toEqual([id]);
    expect(backend.stored.size).toBe(2);
    expect(backend.uploads).toBe(3);
  });

  it('counts "already exists" as uploaded (a retry after a lost response)', async () => {
    const id = await enqueue(db, draft, [photo('a.jpg')]);
    const path = (await db.requests.get(id))!.photoPaths[0]!;
    backend.stored.set(path, 10);
    await drainOutbox(db, backend);
    expect(backend.leads.get(id)?.photoUrls).toEqual([backend.publicUrl(path)]);
  });

  it('sends a lead exactly once when the confirmation was lost and the call is retried', async () => {
    const id = await enqueue(db, draft, []);
    const realSend = backend.send.bind(backend);
    let lose = true;
    backend.send = async (payload) => {
      const answer = await realSend(payload);
      if (lose) {
        lose = false;
        throw new TransientError('response lost');
      }
      return answer;
    };
    await drainOutbox(db, backend);
    expect(await db.requests.count()).toBe(1);
    await drainOutbox(db, backend, { force: true });
    expect(await db.requests.count()).toBe(0);
    expect(backend.leads.size).toBe(1);
    expect(backend.leads.get(id)).toBeDefined();
  });

  it('skips a photo the server refuses for good and still sends the request', async () => {
    const id = await enqueue(db, draft, [photo('a.jpg'), photo('b.heic')]);
    backend.uploadScript = (path) => (path.endsWith('.heic') ? 'refused' : undefined);
    await drainOutbox(db, backend);
    expect(backend.leads.get(id)?.photoUrls).toHaveLength(1);
  });

  it('marks a request failed on a permanent error and keeps its data for a call', async () => {
    const id = await enqueue(db, draft, [photo('a.jpg')]);
    backend.sendScript = () => new PermanentError('Please enter a valid phone number.', 400);
    const result = await drainOutbox(db, backend);
    expect(result.failed).toEqual([id]);
    const saved = await db.requests.get(id);
    expect(saved).toMatchObject({ status: 'failed', lastError: 'Please enter a valid phone number.' });
    expect(await db.photos.count()).toBe(1);
    expect((await drainOutbox(db, backend, { force: true })).failed).toEqual([]);
  });

  it('keeps a refused request until a corrected one replaces it, never a waiting one', async () => {
    const refused = await enqueue(db, draft, [photo('a.jpg')]);
    backend.sendScript = () => new PermanentError('Please enter a valid phone number.', 400);
    await drainOutbox(db, backend);
    const waiting = await enqueue(db, draft, []);
    // Not refused: "replaces" leaves it alone.
    await enqueue(db, draft, [], { replaces: waiting });
    expect(await db.requests.get(waiting)).toBeDefined();
    const corrected = await enqueue(db, { ...draft, phone: '(480) 555-0143' }, [], { replaces: refused });
    expect(await db.requests.get(refused)).toBeUndefined();
    expect(await db.photos.where('requestId').equals(refused).count()).toBe(0);
    expect(await db.requests.get(corrected)).toMatchObject({ status: 'pending' });
  });

  it('waits out the backoff unless forced, and honours Retry-After', async () => {
    const id = await enqueue(db, draft, []);
    backend.sendScript = () => new TransientError('busy', 60_000);
    await drainOutbox(db, backend);
    const saved = await db.requests.get(id);
    expect(saved!.nextAttemptAt - Date.now()).toBeGreaterThan(55_000);
    backend.sendScript = () => undefined;
    expect((await drainOutbox(db, backend)).waiting).toBe(1);
    expect((await drainOutbox(db, backend, { force: true })).sent).toEqual([id]);
  });

  it('sends waiting requests oldest first', async () => {
    const first = await enqueue(db, draft, []);
    const second = await enqueue(db, { ...draft, name: 'Second' }, []);
    const result = await drainOutbox(db, backend);
    expect(result.sent).toEqual([first, second]);
  });
});
