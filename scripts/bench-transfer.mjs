// Prints the JavaScript a first visit with no interaction transfers, per page kind, for one or more
// built sites side by side: the brotli bodies as served by scripts/serve.mjs, and the same with each
// response's headers (about 1 KB of security headers apiece over HTTP/1.1; HTTP/2 compresses them):
//   node scripts/bench-transfer.mjs dist [other-dist …]
import { chromium } from 'playwright-core';
import { PAGES as PAGE_KINDS } from './bench-pages.mjs';
import { startStaticServer } from './serve.mjs';

const PAGES = PAGE_KINDS.map(([, path]) => path);
const dists = process.argv.slice(2).length ? process.argv.slice(2) : ['dist'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function measure(base, path) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', (request) => responses.push(request));
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(4000); // past the idle moment, when deferred code would load
  const js = { body: 0, headers: 0, files: 0 };
  for (const request of responses) {
    if (request.resourceType() !== 'script' && !request.url().endsWith('.js')) continue;
    const sizes = await request.sizes();
    js.body += sizes.responseBodySize;
    js.headers += sizes.responseHeadersSize;
    js.files++;
  }
  await context.close();
  return js;
}

const rows = [];
let port = 4400;
for (const dist of dists) {
  const server = await startStaticServer({ root: dist, port: ++port });
  for (const path of PAGES) rows.push({ dist, path, js: await measure(`http://127.0.0.1:${port}`, path) });
  server.close();
}
await browser.close();
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
console.log('JavaScript transferred, first visit, no interaction: brotli KB, KB with headers, files');
for (const path of PAGES)
  console.log(
    `  ${path.padEnd(40)} ${dists
      .map((d) => {
        const { js } = rows.find((r) => r.dist === d && r.path === path);
        return `${d}: ${kb(js.body)} ${kb(js.body + js.headers)} ${String(js.files).padStart(3)}`;
      })
      .join('   ')}`,
  );
