import { ascii, need } from './image-bytes.ts';

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
export function stripIsoBmff(input: Uint8Array): Uint8Array {
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
