import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { media } from '../src/content/media.ts';
import type { MediaKey } from '../src/content/types.ts';

const publicDir = fileURLToPath(new URL('../public', import.meta.url));
const keys = Object.keys(media) as MediaKey[];
const fileOf = (key: MediaKey, width: number) => path.join(publicDir, `${media[key].base}-${width}.webp`);

// The WebP files are committed outputs of `npm run images`; these checks catch a key added to
// media.ts without running the command, or a ratio changed without regenerating.
describe('responsive images', () => {
  it.each(keys.flatMap((key) => [640, 1280].map((width) => [key, width] as const)))(
    '%s-%i.webp exists at the declared aspect ratio',
    async (key, width) => {
      const file = fileOf(key, width);
      expect(existsSync(file), `${file} is missing: run npm run images`).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((width * media[key].height) / media[key].width));
    },
  );

  // Every image is precached by the service worker (2 MB in all): keep the pictures a small part of it.
  it('stays within the 600 KB image budget', async () => {
    let total = 0;
    for (const key of keys) for (const width of [640, 1280]) total += (await stat(fileOf(key, width))).size;
    expect(total, 'see README "Photos": npm run images -- --force --quality 70').toBeLessThanOrEqual(
      600 * 1024,
    );
  });
});
