// Photos go to a public bucket: none may carry EXIF (GPS position, camera serial), XMP or IPTC. A
// photo the browser re-encodes loses them on the way; one it keeps as it is (a small JPEG the
// re-encode would not shrink, a HEIC Chromium cannot decode) has them removed here, byte by byte,
// without decoding the picture. Formats: JPEG, PNG, WebP, GIF, and HEIF/AVIF (ISO-BMFF).

import { imageFormat, type ImageFormat } from '@shared/image-format.ts';
import { ascii, join, Malformed, need } from './image-bytes.ts';
import { stripIsoBmff } from './strip-heif.ts';

/** JPEG: drops APP1 (EXIF, XMP), APP13 (IPTC), the other APPn but JFIF, ICC and Adobe, comments, and anything after EOI. */
function stripJpeg(b: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let at = 2;
  for (;;) {
    need(at + 2 <= b.length && b[at] === 0xff);
    const marker = b[at + 1]!;
    if (marker === 0xd9) return join([...parts, b.subarray(at, at + 2)]);
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    need(at + 4 <= b.length);
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    need(length >= 2 && at + 2 + length <= b.length);
    const segment = b.subarray(at, at + 2 + length);
    const id = ascii(b, at + 4, 12);
    const keep =
      !(marker >= 0xe0 && marker <= 0xef) || // not an APPn
      (marker === 0xe0 && id.startsWith('JFIF')) ||
      (marker === 0xe2 && id.startsWith('ICC_PROFILE')) ||
      (marker === 0xee && id.startsWith('Adobe'));
    if (keep && marker !== 0xfe) parts.push(segment);
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0x00 or a restart.
      const start = at;
      while (
        at + 1 < b.length &&
        !(b[at] === 0xff && b[at + 1] !== 0 && (b[at + 1]! < 0xd0 || b[at + 1]! > 0xd7))
      )
        at++;
      need(at + 1 < b.length);
      parts.push(b.subarray(start, at));
    }
  }
}

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

/** PNG: drops eXIf, the text chunks (XMP travels in iTXt) and tIME; stops at IEND. */
function stripPng(b: Uint8Array): Uint8Array {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  for (let at = 8; ;) {
    need(at + 12 <= b.length);
    const length = view.getUint32(at);
    const type = ascii(b, at + 4, 4);
    need(at + 12 + length <= b.length);
    if (!PNG_DROPPED.has(type)) parts.push(b.subarray(at, at + 12 + length));
    at += 12 + length;
    if (type === 'IEND') return join(parts);
  }
}

/** WebP: drops the EXIF and XMP chunks, clears their flags in VP8X, and rewrites the RIFF size. */
function stripWebp(b: Uint8Array): Uint8Array {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const riffEnd = Math.min(b.length, 8 + view.getUint32(4, true));
  const parts: Uint8Array[] = [];
  for (let at = 12; at + 8 <= riffEnd;) {
    const type = ascii(b, at, 4);
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size % 2);
    need(end <= b.length || at + 8 + size === b.length);
    const chunk = new Uint8Array(b.subarray(at, Math.min(end, b.length))); // a copy: its flags change
    if (type === 'VP8X') chunk[8] = chunk[8]! & ~(0x08 | 0x04); // EXIF and XMP flags
    if (type !== 'EXIF' && type !== 'XMP ') parts.push(chunk);
    at = end;
  }
  const body = join(parts);
  const header = new Uint8Array(b.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return join([header, body]);
}

/** GIF: drops comment extensions and application extensions that carry XMP. */
function stripGif(b: Uint8Array): Uint8Array {
  const subBlocksEnd = (at: number) => {
    for (;;) {
      need(at < b.length);
      const size = b[at]!;
      at += 1 + size;
      if (size === 0) return at;
    }
  };
  let at = 13;
  if (b[10]! & 0x80) at += 3 * (1 << ((b[10]! & 0x07) + 1)); // global colour table
  const parts: Uint8Array[] = [b.subarray(0, at)];
  for (;;) {
    need(at < b.length);
    const kind = b[at]!;
    if (kind === 0x3b) return join([...parts, b.subarray(at, at + 1)]);
    if (kind === 0x2c) {
      let end = at + 10;
      need(end <= b.length);
      if (b[at + 9]! & 0x80) end += 3 * (1 << ((b[at + 9]! & 0x07) + 1)); // local colour table
      end = subBlocksEnd(end + 1); // LZW minimum code size, then the image data
      parts.push(b.subarray(at, end));
      at = end;
    } else {
      need(kind === 0x21 && at + 2 <= b.length);
      const label = b[at + 1]!;
      const end = subBlocksEnd(at + 2);
      const application = label === 0xff ? ascii(b, at + 3, 11) : '';
      if (label !== 0xfe && !application.startsWith('XMP Data')) parts.push(b.subarray(at, end));
      at = end;
    }
  }
}

const STRIPPERS: Record<ImageFormat, (b: Uint8Array) => Uint8Array> = {
  jpeg: stripJpeg,
  png: stripPng,
  webp: stripWebp,
  gif: stripGif,
  isobmff: stripIsoBmff,
};

/**
 * The image without its EXIF, XMP and IPTC metadata, or null when it is not a format this knows or
 * its structure cannot be followed (then it must not be sent as it is).
 */
export function stripMetadata(bytes: Uint8Array): Uint8Array | null {
  const format = imageFormat(bytes);
  if (!format) return null;
  try {
    return STRIPPERS[format](bytes);
  } catch (error) {
    if (error instanceof Malformed || error instanceof RangeError) return null;
    throw error;
  }
}
