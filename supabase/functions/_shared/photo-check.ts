import { imageFormat } from './image-format.ts';

/** Enough of a file's start to tell every format imageFormat() knows. */
const HEAD_BYTES = 32;

/** What a photo URL holds: an image, something else, nothing (gone), or unknown (storage unreachable). */
export type PhotoContent = 'image' | 'not-image' | 'missing' | 'unknown';

async function firstBytes(response: Response, count: number): Promise<Uint8Array> {
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const bytes = new Uint8Array(count);
  let filled = 0;
  while (filled < count) {
    const { done, value } = await reader.read();
    if (done) break;
    const take = value.subarray(0, count - filled);
    bytes.set(take, filled);
    filled += take.length;
  }
  await reader.cancel().catch(() => {});
  return bytes.subarray(0, filled);
}

/** Reads the first bytes of a public photo (a Range request: hosted and local Storage serve ranges). */
export async function photoContent(url: string, fetchFn: typeof fetch): Promise<PhotoContent> {
  try {
    const response = await fetchFn(url, { headers: { range: `bytes=0-${HEAD_BYTES - 1}` } });
    // Hosted Storage answers a missing object with 400 (its body says 404), local with 404.
    if (response.status === 404 || response.status === 400) {
      await response.body?.cancel();
      return 'missing';
    }
    if (!response.ok) {
      await response.body?.cancel();
      return 'unknown';
    }
    return imageFormat(await firstBytes(response, HEAD_BYTES)) ? 'image' : 'not-image';
  } catch {
    return 'unknown';
  }
}

/**
 * The photos of a lead that are images. Storage keeps whatever bytes a visitor labels as a photo
 * (hosted Storage checks only the label), so a lead never references an object that is not an
 * image, or one that is gone; the maintenance function removes what no lead references. A photo
 * that cannot be read right now is kept: optional data never costs a lead, and the bucket is ours.
 */
export async function imagesOnly(
  urls: readonly string[],
  fetchFn: typeof fetch,
  log: (line: string) => void,
): Promise<string[]> {
  const contents = await Promise.all(urls.map((url) => photoContent(url, fetchFn)));
  contents.forEach((content, i) => {
    if (content !== 'image') log(`send-contact-email: photo ${content}: ${urls[i]}`);
  });
  return urls.filter((_, i) => contents[i] === 'image' || contents[i] === 'unknown');
}
