import type { PhotoInput } from '../../offline/quote-outbox.ts';

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

/**
 * Downscales a photo to about 1600 px on its long edge and re-encodes it as JPEG (a 12 MP phone
 * photo becomes ~250 KB; orientation is applied and EXIF/GPS dropped). A photo the browser cannot
 * decode (HEIC on Chromium) is kept as it is.
 */
export async function compressPhoto(file: File): Promise<PhotoInput> {
  const original = async (): Promise<PhotoInput> => ({
    bytes: await file.arrayBuffer(),
    type: file.type || 'application/octet-stream',
    name: file.name,
  });
  let bitmap: ImageBitmap | undefined;
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
    const blob = await encode(bitmap);
    if (blob.size >= file.size && file.type === 'image/jpeg') return await original();
    return {
      bytes: await blob.arrayBuffer(),
      type: 'image/jpeg',
      name: file.name.replace(/\.[^.]+$/, '') + '.jpg',
    };
  } catch {
    return original();
  } finally {
    bitmap?.close();
  }
}
