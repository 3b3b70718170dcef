// Lighthouse on the built site, mobile, beside a bare static page served the same way, in one run:
// prints per page the four scores, LCP, LCP against the bare page, TBT, CLS and JavaScript KB, as the
// median of N runs, with applied (devtools) throttling and then with simulated throttling.
// Both are served over HTTP/2 with a throwaway local certificate, as production hosts serve the site
// (over HTTP/1.1 each response would carry about 1 KB of uncompressed security headers).
//   npm run bench:lighthouse [-- --runs 3 --throttling devtools,simulate --protocol h2|http1]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from './serve.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(option('runs', 3));
const METHODS = option('throttling', 'devtools,simulate').split(',');
const PAGES = [
  ['home', '/'],
  ['service', '/garage-cleanout'],
  ['city', '/mesa-service-area'],
  ['neighbourhood', '/arcadia-junk-removal'],
  ['blog post', '/blog/junk-removal-scottsdale-guide'],
];
const PROTOCOL = option('protocol', 'h2');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The yardstick: a heading and a paragraph, valid and accessible, nothing else. */
const BARE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Bare page</title>
<meta name="description" content="A bare static page to compare the site's pages with."></head>
<body><main><h1>Junk Removal in Scottsdale, Arizona</h1>
<p>Same-day pickup, upfront pricing, licensed and insured crews across the Phoenix Valley.</p></main></body></html>`;

async function runOnce(url, method) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // The throwaway certificate below; nothing but these two local servers is visited.
      '--ignore-certificate-errors',
    ],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttlingMethod: method,
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((r) => r.resourceType === 'script');
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    js: (scripts?.transferSize ?? 0) / 1024,
  };
}

const work = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
await writeFile(join(work, 'index.html'), BARE);

/** A certificate for 127.0.0.1 valid for a day, made with the system's openssl. */
function throwawayCertificate() {
  const key = join(work, 'key.pem');
  const cert = join(work, 'cert.pem');
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
const tls = PROTOCOL === 'h2' ? throwawayCertificate() : undefined;
const scheme = tls ? 'https' : 'http';
const site = await startStaticServer({ root: 'dist', port: 4410, tls });
const bare = await startStaticServer({ root: work, port: 4411, tls });
try {
  for (const method of METHODS) {
    const rows = [];
    for (const [kind, path] of [['bare page', null], ...PAGES]) {
      const url = path === null ? `${scheme}://127.0.0.1:4411/` : `${scheme}://127.0.0.1:4410${path}`;
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(figures(await runOnce(url, method)));
      const med = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
      rows.push({ kind, path: path ?? '(bare)', ...med });
      process.stderr.write(`  ${method} ${kind} done\n`);
    }
    const bareLcp = rows[0].lcp;
    console.log(
      `\nLighthouse mobile, ${method} throttling, ${tls ? 'HTTP/2' : 'HTTP/1.1'}, median of ${RUNS}:`,
    );
    console.log(
      'page            path                                   perf a11y  bp seo    LCP ms  ×bare  TBT ms     CLS   JS KB',
    );
    for (const r of rows)
      console.log(
        `${r.kind.padEnd(15)} ${r.path.padEnd(38)} ${[r.perf, r.a11y, r.bp, r.seo].map((n) => String(n).padStart(4)).join('')} ${r.lcp.toFixed(0).padStart(8)} ${(r.lcp / bareLcp).toFixed(2).padStart(6)} ${r.tbt.toFixed(0).padStart(7)} ${r.cls.toFixed(3).padStart(7)} ${r.js.toFixed(1).padStart(7)}`,
      );
  }
} finally {
  site.close();
  bare.close();
  await rm(work, { recursive: true, force: true });
}
