// Reading an image's bytes without decoding it (strip-metadata.ts, strip-heif.ts).

export const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));
export const join = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** A structure that cannot be followed: the image must not be sent as it is. */
export class Malformed extends Error {}
export const need = (ok: boolean) => {
  if (!ok) throw new Malformed('malformed image');
};
