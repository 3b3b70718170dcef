import type { PhotoInput } from '../../offline/quote-outbox.ts';
import { stripMetadata } from './strip-metadata.ts';

const LONG_EDGE = 1600;
const QUALITY = 0.8;

async function encode(bitmap: ImageBitmap): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode failed'))), 'image/jpeg', QUALITY),
  );
}

/** A photo whose metadata could not be removed: it is left out rather than sent with a GPS position. */
export class MetadataError extends Error {
  override name = 'MetadataError';
}

/**
 * Downscales a photo to about 1600 px on its long edge and re-encodes it as JPEG (a 12 MP phone
 * photo becomes ~250 KB; orientation is applied). A photo kept as it is (a small JPEG the re-encode
 * would not shrink, a HEIC Chromium cannot decode) has its metadata removed byte by byte: nothing
 * leaves the device with EXIF (GPS), XMP or IPTC, whatever its size or format.
 */
export async function compressPhoto(file: File): Promise<PhotoInput> {
  const original = async (): Promise<PhotoInput> => {
    const clean = stripMetadata(new Uint8Array(await file.arrayBuffer()));
    if (!clean) throw new MetadataError(`Could not remove the metadata of ${file.name}`);
    return {
      bytes: clean.buffer.slice(clean.byteOffset, clean.byteOffset + clean.byteLength) as ArrayBuffer,
      type: file.type || 'application/octet-stream',
      name: file.name,
    };
  };
  let bitmap: ImageBitmap | undefined;
  let encoded: Blob | undefined;
  try {
    const probe = await createImageBitmap(file);
    const scale = Math.min(1, LONG_EDGE / Math.max(probe.width, probe.height));
    const width = Math.round(probe.width * scale);
    const height = Math.round(probe.height * scale);
    probe.close();
    bitmap = await createImageBitmap(file, {
      resizeWidth: width,
      resizeHeight: height,
      resizeQuality: 'high',
    });
    encoded = await encode(bitmap);
  } catch {
    // Not decodable here (HEIC on Chromium): sent as it is, without its metadata.
  } finally {
    bitmap?.close();
  }
  if (!encoded || (encoded.size >= file.size && file.type === 'image/jpeg')) return original();
  return {
    bytes: await encoded.arrayBuffer(),
    type: 'image/jpeg',
    name: file.name.replace(/\.[^.]+$/, '') + '.jpg',
  };
}
