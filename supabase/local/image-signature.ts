// A file labelled image/png must start like a PNG: the label is the visitor's, and an HTML page
// stored as a "photo" would be served from our origin. Hosted Storage does not check this; there,
// the bucket's MIME allow-list and `nosniff` are what stand between a visitor's bytes and a browser.

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const text = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** 'avif' | 'heif' from an ISO-BMFF `ftyp` box (major and compatible brands), else null. */
function isoImageKind(bytes: Uint8Array): 'avif' | 'heif' | null {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return null;
  const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  if (size < 16 || size > bytes.length) return null;
  const brands = [text(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(text(bytes, at, at + 4));
  // AVIF files also list the generic HEIF brand mif1, so AVIF is decided first.
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'avif';
  return brands.some((b) => HEIF_BRANDS.has(b)) ? 'heif' : null;
}

const CHECKS: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (b) => startsWith(b, [0xff, 0xd8, 0xff]),
  'image/png': (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/webp': (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  'image/gif': (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')),
  'image/heic': (b) => isoImageKind(b) === 'heif',
  'image/heif': (b) => isoImageKind(b) === 'heif',
  'image/avif': (b) => isoImageKind(b) === 'avif',
};

/**
 * Whether the bytes look like the declared type. Types without a known signature pass: the bucket's
 * allow-list decides those (booking-photos allows only the types above).
 */
export function matchesSignature(mime: string, bytes: Uint8Array): boolean {
  const check = CHECKS[mime];
  return check ? check(bytes) : true;
}
