// Writes .br and .gz next to every text file in dist/, so the local server (and hosts that
// look for them) send compressed bytes without compressing on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(html|js|mjs|css|svg|json|webmanifest|xml|txt)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

const root = process.argv[2] ?? 'dist';
const started = performance.now();
let raw = 0;
let br = 0;
const jobs = [];
for await (const file of files(root)) {
  jobs.push(
    readFile(file).then(async (data) => {
      const [b, g] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(data, { level: 9 }),
      ]);
      raw += data.length;
      br += b.length;
      await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
    }),
  );
}
await Promise.all(jobs);
const ms = Math.round(performance.now() - started);
console.log(`compress: ${jobs.length} files, ${raw} B → ${br} B brotli in ${ms} ms`);
