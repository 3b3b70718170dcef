import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../supabase/local/database.ts';
import { sweepOrphanPhotos } from '../../supabase/local/storage.ts';

const BUCKET = 'booking-photos';
const HOUR = 3_600_000;
// The suite's gateway has already built the migrated snapshot here: copying it takes a second.
const snapshotDir = fileURLToPath(new URL('../../.data/cache', import.meta.url));

// Its own database, not the suite gateway's: PGlite has one backend, owned by that process.
describe('sweepOrphanPhotos', () => {
  let dataDir: string;
  let storageDir: string;
  let db: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'photo-sweep-'));
    storageDir = join(dataDir, 'storage');
    db = (await openDatabase({ dataDir: join(dataDir, 'db'), snapshotDir })).db;
    await db.pg.query(`insert into storage.buckets (id, name, public) values ('other', 'other', true)`);
  });

  afterAll(async () => {
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function store(bucket: string, name: string, ageMs: number): Promise<string> {
    const created = new Date(Date.now() - ageMs).toISOString();
    const { rows } = await db.pg.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, metadata, created_at) values ($1, $2, '{}', $3) returning id`,
      [bucket, name, created],
    );
    const id = rows[0]!.id;
    await mkdir(join(storageDir, bucket), { recursive: true });
    await writeFile(join(storageDir, bucket, id), 'bytes');
    return id;
  }

  const names = async (bucket: string) =>
    (
      await db.pg.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 order by name',
        [bucket],
      )
    ).rows.map((r) => r.name);

  it('removes day-old photos no lead references, row and file, and nothing else', async () => {
    await store(BUCKET, 'old/orphan.jpg', 25 * HOUR);
    const kept = await store(BUCKET, 'old/my photo é.jpg', 48 * HOUR);
    const fresh = await store(BUCKET, 'new/orphan.jpg', HOUR);
    const elsewhere = await store('other', 'old/orphan.jpg', 48 * HOUR);
    // Referenced through a different host and port than today's: the gateway's address may change.
    await db.pg.query(
      `insert into public.quote_requests (form_type, name, phone, email, service, photo_urls)
       values ('booking', 'A', '602-555-0100', 'a@example.com', 'Garage Cleanout', $1)`,
      [[`http://192.168.1.5:5000/storage/v1/object/public/${BUCKET}/${encodeURI('old/my photo é.jpg')}`]],
    );

    expect(await sweepOrphanPhotos({ db, storageDir })).toBe(1);
    expect(await names(BUCKET)).toEqual(['new/orphan.jpg', 'old/my photo é.jpg']);
    expect(await names('other')).toEqual(['old/orphan.jpg']);
    expect((await readdir(join(storageDir, BUCKET))).sort()).toEqual([fresh, kept].sort());
    expect(await readdir(join(storageDir, 'other'))).toEqual([elsewhere]);

    expect(await sweepOrphanPhotos({ db, storageDir })).toBe(0);
    // A day later the fresh orphan is due too; the referenced photo never is.
    expect(await sweepOrphanPhotos({ db, storageDir, now: Date.now() + 24 * HOUR })).toBe(1);
    expect(await names(BUCKET)).toEqual(['old/my photo é.jpg']);
  });
});
