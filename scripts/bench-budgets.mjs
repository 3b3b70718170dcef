// Prints the DESIGN.md budgets of a built site (run after `npm run build`):
// JavaScript and CSS a page loads before interaction (gzip), and the precache on the wire (brotli).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = process.argv[2] ?? 'dist';
const pages = [
  '/',
  '/garage-cleanout',
  '/mesa-service-area',
  '/arcadia-junk-removal',
  '/blog/junk-removal-scottsdale-guide',
];
const size = (file, ext) => {
  try {
    return statSync(path.join(dist, file + ext)).size;
  } catch {
    return statSync(path.join(dist, file)).size;
  }
};

for (const page of pages) {
  const html = readFileSync(
    path.join(dist, page === '/' ? 'index.html' : `${page.slice(1)}/index.html`),
    'utf8',
  );
  // The page names its modules only in the inline script that starts the app (deferred-start.ts).
  const starter = /<script>\(\(\)=>\{const w=window[^<]*/.exec(html)?.[0] ?? '';
  const entry = /s\.src="\/([^"]+)"/.exec(starter)?.[1];
  if (!entry) throw new Error(`${page}: no app entry found in the page's starter script`);
  const preloads = JSON.parse(/for\(const h of (\[[^\]]*\])\)/.exec(starter)?.[1] ?? '[]');
  const scripts = [entry, ...preloads.map((p) => p.slice(1))].filter(Boolean);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
  const js = [...new Set(scripts)].reduce((sum, f) => sum + size(f, '.gz'), 0);
  const css = [...new Set(styles)].reduce((sum, f) => sum + size(f, '.gz'), 0);
  const htmlGz = size(page === '/' ? 'index.html' : `${page.slice(1)}/index.html`, '.gz');
  console.log(
    JSON.stringify({
      page,
      jsGzipKB: +(js / 1024).toFixed(1),
      cssGzipKB: +(css / 1024).toFixed(1),
      htmlGzipKB: +(htmlGz / 1024).toFixed(1),
      jsFiles: scripts.length,
    }),
  );
}

const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
const urls = [...new Set([...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => m[1]))];
const wire = urls.reduce((sum, u) => sum + size(u, '.br'), 0);
const raw = urls.reduce((sum, u) => sum + statSync(path.join(dist, u)).size, 0);
console.log(
  JSON.stringify({
    precacheEntries: urls.length,
    precacheWireKB: +(wire / 1024).toFixed(0),
    precacheRawKB: +(raw / 1024).toFixed(0),
    budgetKB: 2048,
  }),
);
