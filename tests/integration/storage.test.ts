import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminClient, anonClient, gateway, serviceClient, userClient } from './helpers.ts';

const BUCKET = 'booking-photos';
const jpegBytes = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
};
const jpeg = (size = 64) => new File([jpegBytes(size)], 'photo.jpg', { type: 'image/jpeg' });
const newPath = (ext = 'jpg') => `${Date.now()}-${randomUUID().slice(0, 8)}.${ext}`;

const objectUrl = (path: string) => `${gateway().url}/storage/v1/object/${path}`;
const bearer = (key: string) => ({ authorization: `Bearer ${key}`, apikey: gateway().anonKey });

async function uploaded(path: string) {
  const url = anonClient().storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
  return fetch(url);
}

describe('booking-photos bucket', () => {
  it('accepts an anonymous image upload and serves it publicly with its type and cache control', async () => {
    const path = newPath();
    const file = jpeg(1000);
    const { data, error } = await anonClient()
      .storage.from(BUCKET)
      .upload(path, file, { cacheControl: '3600', upsert: false });
    expect(error).toBeNull();
    expect(data?.fullPath).toBe(`${BUCKET}/${path}`);
    const response = await uploaded(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
  });

  it('refuses a file that is not an image', async () => {
    const path = newPath('html');
    const file = new File(['<script>alert(1)</script>'], 'x.html', { type: 'text/html' });
    const { error } = await anonClient().storage.from(BUCKET).upload(path, file);
    expect(error?.message).toMatch(/mime type text\/html is not supported/);
    expect((await uploaded(path)).status).toBe(404);
  });

  it('refuses a file over 10 MB', async () => {
    const path = newPath();
    const { error } = await anonClient()
      .storage.from(BUCKET)
      .upload(path, jpeg(10 * 1024 * 1024 + 1));
    expect((error as { statusCode?: string } | null)?.statusCode).toBe('413');
    expect((await uploaded(path)).status).toBe(404);
  });

  it('refuses to overwrite an existing photo, with or without upsert', async () => {
    const path = newPath();
    const original = jpeg(100);
    expect((await anonClient().storage.from(BUCKET).upload(path, original)).error).toBeNull();
    const again = await anonClient().storage.from(BUCKET).upload(path, jpeg(200), { upsert: false });
    expect((again.error as { statusCode?: string } | null)?.statusCode).toBe('409');
    const upsert = await anonClient().storage.from(BUCKET).upload(path, jpeg(300), { upsert: true });
    expect(upsert.error).not.toBeNull();
    const response = await uploaded(path);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it('does not let visitors list the bucket', async () => {
    const folder = `list-${randomUUID().slice(0, 8)}`;
    expect((await anonClient().storage.from(BUCKET).upload(`${folder}/a.jpg`, jpeg())).error).toBeNull();
    const listed = await anonClient().storage.from(BUCKET).list(folder);
    expect(listed.data ?? []).toEqual([]);
    const asService = await serviceClient().storage.from(BUCKET).list(folder);
    expect(asService.data?.map((o) => o.name)).toEqual(['a.jpg']);
  });

  it('does not let visitors delete photos', async () => {
    const path = newPath();
    expect((await anonClient().storage.from(BUCKET).upload(path, jpeg())).error).toBeNull();
    const removed = await anonClient().storage.from(BUCKET).remove([path]);
    expect(removed.data ?? []).toEqual([]);
    expect((await uploaded(path)).status).toBe(200);
  });

  it('refuses path traversal in object names', async () => {
    const response = await fetch(
      `${anonClient().storage.from(BUCKET).getPublicUrl('x').data.publicUrl.replace(/x$/, '')}..%2F..%2Fetc%2Fpasswd`,
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('refuses a cacheControl field that is not a number of seconds, and stores nothing', async () => {
    const path = newPath();
    // Stored as-is, a CRLF here broke every later response header for the object (500).
    const { error } = await anonClient()
      .storage.from(BUCKET)
      .upload(path, jpeg(), { cacheControl: '3600\r\nSet-Cookie: a=b' });
    expect((error as { statusCode?: string } | null)?.statusCode).toBe('400');
    expect((await uploaded(path)).status).toBe(404);
  });

  it('takes max-age=N from a raw upload and refuses any other cache-control', async () => {
    const upload = (path: string, cacheControl: string) =>
      fetch(objectUrl(`${BUCKET}/${path}`), {
        method: 'POST',
        headers: {
          ...bearer(gateway().anonKey),
          'content-type': 'image/jpeg',
          'cache-control': cacheControl,
        },
        body: jpegBytes(),
      });
    const good = newPath();
    expect((await upload(good, 'max-age=60')).status).toBe(200);
    expect((await uploaded(good)).headers.get('cache-control')).toBe('max-age=60');
    const bad = newPath();
    const refused = await upload(bad, 'public, immutable');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '400', error: expect.any(String) });
    expect((await uploaded(bad)).status).toBe(404);
  });

  it('answers 400, not 500, to a list or delete body that is not a JSON object', async () => {
    for (const key of [gateway().anonKey, gateway().serviceRoleKey])
      for (const [route, method] of [
        [`list/${BUCKET}`, 'POST'],
        [BUCKET, 'DELETE'],
      ] as const)
        for (const body of ['null', '[]', '7', '"x"']) {
          const response = await fetch(objectUrl(route), {
            method,
            headers: { ...bearer(key), 'content-type': 'application/json' },
            body,
          });
          expect(response.status, `${method} ${route} ${body}`).toBe(400);
          expect(await response.json()).toMatchObject({ statusCode: '400', error: 'InvalidRequest' });
        }
  });

  it('lists nothing to signed-in users, admins included, as to visitors', async () => {
    const folder = `list-${randomUUID().slice(0, 8)}`;
    expect((await anonClient().storage.from(BUCKET).upload(`${folder}/a.jpg`, jpeg())).error).toBeNull();
    for (const db of [(await userClient()).client, await adminClient()]) {
      const listed = await db.storage.from(BUCKET).list(folder);
      expect(listed.error).toBeNull();
      expect(listed.data).toEqual([]);
    }
  });
});
