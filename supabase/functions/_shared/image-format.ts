// What a photo's bytes say it is, whatever its name or label claims: the formats the booking-photos
// bucket takes. Used where photos enter (a share from another app) and where metadata is removed.

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'isobmff';

/** The image format the bytes start like (ISO-BMFF covers HEIC, HEIF and AVIF), or null. */
export function imageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'gif';
  if (ascii(bytes, 4, 4) === 'ftyp') return 'isobmff';
  return null;
}
