import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { photoContent } from '@shared/photo-check.ts';
import { anonClient, bookingPayload, invoke, serviceClient } from './helpers.ts';

const BUCKET = 'booking-photos';
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const ftyp = (major: string, ...compatible: string[]) => [
  ...u32(16 + 4 * compatible.length),
  ...ascii('ftyp'),
  ...ascii(major),
  ...u32(0),
  ...compatible.flatMap(ascii),
];

// The first bytes of each allowed format, padded to look like a small file.
const SIGNATURES: Record<string, number[]> = {
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  webp: [...ascii('RIFF'), ...u32(100), ...ascii('WEBPVP8 ')],
  gif87: ascii('GIF87a'),
  gif89: ascii('GIF89a'),
  heic: ftyp('heic', 'mif1', 'heic'),
  heifMif1: ftyp('mif1', 'mif1', 'heic'),
  avif: ftyp('avif', 'mif1', 'avif'),
  html: ascii('<!doctype html><script>alert(document.domain)</script>'),
};

function file(signature: number[], type: string) {
  const bytes = new Uint8Array(256);
  bytes.set(signature);
  return new File([bytes], 'photo', { type });
}

/** Uploads as the website does (the anon key, the bucket's label rules) and returns the public URL. */
async function upload(signature: number[], type: string, folder = randomUUID()) {
  const path = `${folder}/sniff-${randomUUID()}`;
  const { error } = await anonClient().storage.from(BUCKET).upload(path, file(signature, type));
  expect(error).toBeNull();
  return anonClient().storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
}

describe('a photo that is not an image never becomes part of a lead', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif87', 'image/gif'],
    ['gif89', 'image/gif'],
    ['heic', 'image/heic'],
    ['heifMif1', 'image/heif'],
    ['avif', 'image/avif'],
  ])('reads %s bytes as an image, from their first bytes only', async (kind, type) => {
    const url = await upload(SIGNATURES[kind]!, type);
    expect(await photoContent(url, fetch)).toBe('image');
    // A Range request, as on hosted Storage: 32 bytes of 256.
    const head = await fetch(url, { headers: { range: 'bytes=0-31' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe('bytes 0-31/256');
    expect((await head.arrayBuffer()).byteLength).toBe(32);
  });

  it('stores the lead without the photos that are not images or are gone, and keeps the rest', async () => {
    const requestId = randomUUID();
    // Storage keeps what the label allows, as hosted Storage does: the lead function is the check.
    const photo = await upload(SIGNATURES.jpeg!, 'image/jpeg', requestId);
    const page = await upload(SIGNATURES.html!, 'image/png', requestId);
    const empty = await upload([], 'image/jpeg', requestId);
    const gone = photo.replace(/sniff-[^/]+$/, 'never-uploaded.jpg');
    expect(await photoContent(page, fetch)).toBe('not-image');
    expect(await photoContent(gone, fetch)).toBe('missing');
    const { status, body } = await invoke(
      'send-contact-email',
      bookingPayload({ requestId, photoUrls: [photo, page, empty, gone] }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true });
    const { data } = await serviceClient().from('quote_requests').select('photo_urls').eq('id', requestId);
    expect(data).toEqual([{ photo_urls: [photo] }]);
  });
});
