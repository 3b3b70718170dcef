import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient } from './helpers.ts';

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

async function upload(signature: number[], type: string) {
  const path = `sniff-${randomUUID()}`;
  const { error } = await anonClient().storage.from(BUCKET).upload(path, file(signature, type));
  const url = anonClient().storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
  return {
    error: error as { statusCode?: string; message: string } | null,
    served: (await fetch(url)).status,
  };
}

describe('photo content must match its declared type', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif87', 'image/gif'],
    ['gif89', 'image/gif'],
    ['heic', 'image/heic'],
    ['heic', 'image/heif'],
    ['heifMif1', 'image/heif'],
    ['avif', 'image/avif'],
  ])('accepts %s bytes as %s', async (kind, type) => {
    const { error, served } = await upload(SIGNATURES[kind]!, type);
    expect(error).toBeNull();
    expect(served).toBe(200);
  });

  it.each([
    ['html', 'image/png'],
    ['html', 'image/jpeg'],
    ['png', 'image/jpeg'],
    ['jpeg', 'image/webp'],
    ['heic', 'image/avif'],
    ['avif', 'image/heic'],
  ])('refuses %s bytes sent as %s and stores nothing', async (kind, type) => {
    const { error, served } = await upload(SIGNATURES[kind]!, type);
    expect(error?.statusCode).toBe('400');
    expect(served).toBe(404);
  });

  it('refuses an empty file', async () => {
    const { error } = await upload([], 'image/jpeg');
    expect(error?.statusCode).toBe('400');
  });
});
