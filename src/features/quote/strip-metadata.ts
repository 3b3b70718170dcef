// Photos go to a public bucket: none may carry EXIF (GPS position, camera serial), XMP or IPTC. A
// photo the browser re-encodes loses them on the way; one it keeps as it is (a small JPEG the
// re-encode would not shrink, a HEIC Chromium cannot decode) has them removed here, byte by byte,
// without decoding the picture. Formats: JPEG, PNG, WebP, GIF, and HEIF/AVIF (ISO-BMFF).

import { imageFormat, type ImageFormat } from '@shared/image-format.ts';

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
const join = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

class Malformed extends Error {}
const need = (ok: boolean) => {
  if (!ok) throw new Malformed('malformed image');
};

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

interface Box {
  type: string;
  start: number;
  /** Where the box's content starts (after size, type and any large size). */
  body: number;
  end: number;
}

function boxes(b: Uint8Array, from: number, to: number): Box[] {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const found: Box[] = [];
  for (let at = from; at + 8 <= to;) {
    let size = view.getUint32(at);
    let body = at + 8;
    if (size === 1) {
      need(at + 16 <= to);
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    need(size >= body - at && at + size <= to);
    found.push({ type: ascii(b, at + 4, 4), start: at, body, end: at + size });
    at += size;
  }
  return found;
}

/**
 * HEIF and AVIF: the EXIF item and any XMP item (a `mime` item of type application/rdf+xml) are
 * overwritten with zeros where they lie (in the file or in `idat`) and their item type renamed, so
 * the file keeps its layout and every offset in it stays right.
 */
function stripIsoBmff(input: Uint8Array): Uint8Array {
  const b = new Uint8Array(input); // a copy: the metadata is overwritten in place
  const view = new DataView(b.buffer);
  const meta = boxes(b, 0, b.length).find((box) => box.type === 'meta');
  if (!meta) return b;
  const children = boxes(b, meta.body + 4, meta.end);
  const iinf = children.find((box) => box.type === 'iinf');
  const iloc = children.find((box) => box.type === 'iloc');
  const idat = children.find((box) => box.type === 'idat');
  if (!iinf || !iloc) return b;

  const dropped = new Set<number>();
  const iinfVersion = b[iinf.body]!;
  for (const infe of boxes(b, iinf.body + 4 + (iinfVersion === 0 ? 2 : 4), iinf.end)) {
    const version = b[infe.body]!;
    if (infe.type !== 'infe' || version < 2) continue;
    const id = version === 2 ? view.getUint16(infe.body + 4) : view.getUint32(infe.body + 4);
    const typeAt = infe.body + 4 + (version === 2 ? 2 : 4) + 2;
    const type = ascii(b, typeAt, 4);
    let contentType = '';
    if (type === 'mime') {
      const nameEnd = b.indexOf(0, typeAt + 4);
      const typeEnd = nameEnd < 0 ? -1 : b.indexOf(0, nameEnd + 1);
      if (typeEnd > 0 && typeEnd < infe.end) contentType = ascii(b, nameEnd + 1, typeEnd - nameEnd - 1);
    }
    if (type === 'Exif' || (type === 'mime' && /xmp|rdf\+xml/i.test(contentType))) {
      dropped.add(id);
      // A type no reader looks for: the item no longer says it holds metadata.
      b.set([0x73, 0x6b, 0x69, 0x70], typeAt); // 'skip'
    }
  }
  if (dropped.size === 0) return b;

  const version = b[iloc.body]!;
  let at = iloc.body + 4;
  const offsetSize = b[at]! >> 4;
  const lengthSize = b[at]! & 0x0f;
  const baseOffsetSize = b[at + 1]! >> 4;
  const indexSize = version > 0 ? b[at + 1]! & 0x0f : 0;
  at += 2;
  const read = (size: number) => {
    need(at + size <= iloc.end && [0, 4, 8].includes(size));
    const value = size === 0 ? 0 : size === 4 ? view.getUint32(at) : Number(view.getBigUint64(at));
    at += size;
    return value;
  };
  const itemCount = version < 2 ? ((at += 2), view.getUint16(at - 2)) : read(4);
  for (let i = 0; i < itemCount; i++) {
    const id = version < 2 ? ((at += 2), view.getUint16(at - 2)) : read(4);
    const method = version > 0 ? ((at += 2), view.getUint16(at - 2) & 0x0f) : 0;
    at += 2; // data_reference_index
    const base = read(baseOffsetSize);
    const extents = ((at += 2), view.getUint16(at - 2));
    for (let e = 0; e < extents; e++) {
      read(indexSize);
      const offset = read(offsetSize);
      const length = read(lengthSize);
      if (!dropped.has(id)) continue;
      const origin = method === 1 ? (idat?.body ?? NaN) : 0;
      const from = origin + base + offset;
      need(method <= 1 && Number.isFinite(from) && from + length <= b.length);
      b.fill(0, from, length ? from + length : undefined);
    }
  }
  return b;
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
