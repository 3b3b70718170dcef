// What the page-speed benchmarks share: the five page kinds, the bare pages they are compared with,
// and all served the same way (HTTP/2 with a throwaway local certificate, as production hosts serve
// the site; over HTTP/1.1 each response would carry about 1 KB of uncompressed security headers).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from './serve.mjs';

export const PAGES = [
  ['home', '/'],
  ['service', '/garage-cleanout'],
  ['city', '/mesa-service-area'],
  ['neighbourhood', '/arcadia-junk-removal'],
  ['blog post', '/blog/junk-removal-scottsdale-guide'],
];

/** The yardstick: a heading and a paragraph, valid and accessible, nothing else. */
const BARE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Bare page</title>
<meta name="description" content="A bare static page to compare the site's pages with."></head>
<body><main><h1>Junk Removal in Scottsdale, Arizona</h1>
<p>Same-day pickup, upfront pricing, licensed and insured crews across the Phoenix Valley.</p></main></body></html>`;

/**
 * The same bare page with a picture as its largest element: the blog post's own `<img>`, taken from the
 * built post, so it is the file, size and priority the post shows. A page whose largest paint is a
 * picture waits for a second request; this is what the blog post can be held against.
 */
function barePicture(root) {
  const post = PAGES.find(([kind]) => kind === 'blog post')[1];
  const img = readFileSync(join(root, post, 'index.html'), 'utf8').match(/<img [^>]*>/)?.[0];
  if (!img) throw new Error(`no <img> in the built ${post}: build the site first`);
  return BARE.replace(
    '</p></main>',
    // The post's own sizing (max-width:100%, height:auto): stretched wider, Chromium would take the
    // picture for an upscaled image and pick the heading as the largest paint.
    `</p>${img.replace('<img ', '<img style="max-width:100%;height:auto" ')}</main>`,
  );
}

/**
 * The yardsticks every page is measured beside, served by the bare server: a page whose largest paint
 * is text is held against the bare page, one whose largest paint is its picture against the bare page
 * with the same picture (YARDSTICK names which).
 */
export const BARE_PAGES = [
  ['bare page', 'bare:/'],
  ['bare + picture', 'bare:/picture/'],
];
/** Each page kind's yardstick (a BARE_PAGES kind); any other kind is held against the bare page. */
export const YARDSTICK = { 'blog post': 'bare + picture' };

/** A certificate for 127.0.0.1 valid for a day, made with the system's openssl. */
function throwawayCertificate(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * Serves `root` (the built site) on 4410 and the bare page on 4411, over HTTP/2 unless `protocol`
 * is 'http1'. `url(path)` is a page of the site, or with a `bare:` prefix one of BARE_PAGES.
 */
export async function startBenchServers({ root = 'dist', protocol = 'h2' } = {}) {
  const work = await mkdtemp(join(tmpdir(), 'bench-pages-'));
  await writeFile(join(work, 'index.html'), BARE);
  await mkdir(join(work, 'picture'));
  await writeFile(join(work, 'picture', 'index.html'), barePicture(root));
  await cp(join(root, 'images'), join(work, 'images'), { recursive: true });
  const tls = protocol === 'h2' ? throwawayCertificate(work) : undefined;
  const scheme = tls ? 'https' : 'http';
  const site = await startStaticServer({ root, port: 4410, tls });
  const bare = await startStaticServer({ root: work, port: 4411, tls });
  return {
    label: tls ? 'HTTP/2' : 'HTTP/1.1',
    url: (path) =>
      path.startsWith('bare:')
        ? `${scheme}://127.0.0.1:4411${path.slice('bare:'.length)}`
        : `${scheme}://127.0.0.1:4410${path}`,
    async close() {
      site.close();
      bare.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}

/** The median of the numbers in `values` (the lower middle one for an even count). */
export const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** `--name value` from the command line, or the fallback. */
export const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
