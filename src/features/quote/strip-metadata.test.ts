import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { gpsPhotos, METADATA_MARKER } from '../../../tests/fixtures/gps-photos.ts';
import { stripMetadata } from './strip-metadata.ts';

let photos: Awaited<ReturnType<typeof gpsPhotos>>;
beforeAll(async () => {
  photos = await gpsPhotos();
});

const metadata = async (bytes: Uint8Array) => {
  const m = await sharp(bytes).metadata();
  return { exif: Boolean(m.exif), xmp: Boolean(m.xmp), iptc: Boolean(m.iptc), width: m.width };
};

describe('stripMetadata removes EXIF (GPS), XMP and IPTC without decoding the picture', () => {
  it.each(['jpeg', 'png', 'webp', 'heic'] as const)('%s', async (format) => {
    const original = photos[format].buffer;
    expect(await metadata(original)).toMatchObject({ exif: true, xmp: true });
    const stripped = stripMetadata(original)!;
    expect(stripped).not.toBeNull();
    expect(Buffer.from(stripped).includes(METADATA_MARKER)).toBe(false);
    expect(await metadata(stripped)).toEqual({ exif: false, xmp: false, iptc: false, width: 96 });
    // Still the same picture.
    const [before, after] = await Promise.all([original, stripped].map((b) => sharp(b).raw().toBuffer()));
    expect(Buffer.compare(before!, after!)).toBe(0);
  });

  it('keeps a JPEG without metadata as it is, colour profile included', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .withIccProfile('srgb')
      .jpeg()
      .toBuffer();
    const stripped = Buffer.from(stripMetadata(plain)!);
    expect((await sharp(stripped).metadata()).icc).toBeDefined();
    expect(stripped.equals(plain)).toBe(true);
  });

  it('refuses what it cannot follow: not an image, or a cut-off one', () => {
    expect(stripMetadata(new TextEncoder().encode('<html>hello</html>'))).toBeNull();
    expect(stripMetadata(photos.jpeg.buffer.subarray(0, 300))).toBeNull();
    expect(stripMetadata(photos.png.buffer.subarray(0, 100))).toBeNull();
  });
});
