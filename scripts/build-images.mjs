// Turns the pictures in src/assets/images/source/ into the responsive WebP files the site serves:
// public/images/<key>-640.webp and <key>-1280.webp, at the aspect ratio src/content/media.ts declares.
// The outputs are committed, so a normal build never needs sharp.
//
//   npm run images                 only keys whose source is newer than their outputs
//   npm run images -- --force      every key
//   npm run images -- --quality 70 a lower WebP quality (default 78), e.g. when photos break the budget
import sharp from 'sharp';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE_DIR = path.join(root, 'src/assets/images/source');
const OUT_DIR = path.join(root, 'public/images');
const WIDTHS = [640, 1280];
// A company photo beats the drawn artwork of the same key; a JPEG beats a PNG beats a WebP.
const PRECEDENCE = ['jpg', 'jpeg', 'png', 'webp', 'svg'];
// Every image is precached by the service worker, whose whole budget is 2 MB.
const BUDGET_BYTES = 600 * 1024;

const args = process.argv.slice(2);
const force = args.includes('--force');
const qualityArg = args.indexOf('--quality');
const quality = qualityArg >= 0 ? Number(args[qualityArg + 1]) : 78;
if (!Number.isInteger(quality) || quality < 1 || quality > 100) throw new Error('--quality takes 1 to 100');

// media.ts is TypeScript: tsx loads the real module, so the sizes cannot drift from what the pages use.
const { media } = await tsImport('../src/content/media.ts', import.meta.url);

/** The output height for a width, as the unit test and <Picture> expect it. */
const heightFor = (width, m) => Math.round((width * m.height) / m.width);

const mtime = async (file) => (await stat(file).catch(() => null))?.mtimeMs ?? 0;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const sources = new Map();
for (const name of (await readdir(SOURCE_DIR)).sort()) {
  const ext = path.extname(name).slice(1).toLowerCase();
  const key = path.basename(name, path.extname(name));
  if (!PRECEDENCE.includes(ext)) continue;
  if (!(key in media)) {
    console.warn(`ignored ${name}: no key '${key}' in src/content/media.ts`);
    continue;
  }
  const current = sources.get(key);
  if (!current || PRECEDENCE.indexOf(ext) < PRECEDENCE.indexOf(current.ext)) {
    sources.set(key, { ext, file: path.join(SOURCE_DIR, name) });
  }
}

// Each output records the file it was made from, so adding or removing a photo invalidates the cache
// even when the photo's own modification time is older than the outputs.
const stamp = (source) => `source ${path.basename(source.file)}`;

/** True when both outputs exist, came from this source, are newer than it and have the declared size. */
async function upToDate(key, source) {
  const sourceTime = await mtime(source.file);
  for (const width of WIDTHS) {
    const out = path.join(OUT_DIR, `${key}-${width}.webp`);
    if ((await mtime(out)) <= sourceTime) return false;
    const meta = await sharp(out).metadata();
    if (meta.width !== width || meta.height !== heightFor(width, media[key])) return false;
    if (!meta.exif?.includes(stamp(source))) return false;
  }
  return true;
}

async function render(key, source) {
  const isPhoto = source.ext !== 'svg';
  for (const width of WIDTHS) {
    // Artwork is drawn at the declared ratio; density keeps its edges sharp at the larger size.
    const input = isPhoto ? sharp(source.file).rotate() : sharp(source.file, { density: 144 });
    await input
      // Photos are cropped to the declared ratio around their most interesting part.
      .resize(width, heightFor(width, media[key]), {
        fit: 'cover',
        position: isPhoto ? 'attention' : 'centre',
      })
      // Nothing else of a photo's metadata (camera, GPS position) is kept: sharp drops it by default.
      .withExif({ IFD0: { ImageDescription: stamp(source) } })
      .webp({ quality, effort: 6, smartSubsample: true })
      .toFile(path.join(OUT_DIR, `${key}-${width}.webp`));
  }
}

await mkdir(OUT_DIR, { recursive: true });
let total = 0;
let missing = 0;
for (const key of Object.keys(media)) {
  const source = sources.get(key);
  if (!source) {
    console.error(`missing source for '${key}': add src/assets/images/source/${key}.jpg (or .svg)`);
    missing++;
    continue;
  }
  const cached = !force && (await upToDate(key, source));
  if (!cached) await render(key, source);
  for (const width of WIDTHS) {
    const name = `${key}-${width}.webp`;
    const { size } = await stat(path.join(OUT_DIR, name));
    total += size;
    const from = `${key}.${source.ext}`;
    console.log(`${name.padEnd(34)} ${kb(size).padStart(9)}  ${cached ? 'cached' : `from ${from}`}`);
  }
}
console.log(`${'total'.padEnd(34)} ${kb(total).padStart(9)}  (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) {
  console.warn('over budget: run `npm run images -- --force --quality 70`, or crop the photos tighter');
}
if (missing > 0) process.exitCode = 1;
