// Lighthouse on the built site, mobile, beside a bare static page served the same way, in one run:
// prints per page the four scores, LCP, LCP against the bare page, TBT, CLS and JavaScript KB, as the
// median of N runs, with applied (devtools) throttling and then with simulated throttling.
// Both are served over HTTP/2 with a throwaway local certificate, as production hosts serve the site
// (over HTTP/1.1 each response would carry about 1 KB of uncompressed security headers).
//   npm run bench:lighthouse [-- --runs 3 --throttling devtools,simulate --protocol h2|http1]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BARE_PAGES, median, option, PAGES, startBenchServers } from './bench-pages.mjs';

const RUNS = Number(option('runs', 3));
const METHODS = option('throttling', 'devtools,simulate').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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

const servers = await startBenchServers({ protocol: option('protocol', 'h2') });
try {
  for (const method of METHODS) {
    const rows = [];
    for (const [kind, path] of [...BARE_PAGES, ...PAGES]) {
      const url = servers.url(path);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(figures(await runOnce(url, method)));
      const med = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
      rows.push({ kind, path, ...med });
      process.stderr.write(`  ${method} ${kind} done\n`);
    }
    const bareLcp = rows[0].lcp;
    console.log(`\nLighthouse mobile, ${method} throttling, ${servers.label}, median of ${RUNS}:`);
    console.log(
      'page            path                                   perf a11y  bp seo    LCP ms  ×bare  TBT ms     CLS   JS KB',
    );
    for (const r of rows)
      console.log(
        `${r.kind.padEnd(15)} ${r.path.padEnd(38)} ${[r.perf, r.a11y, r.bp, r.seo].map((n) => String(n).padStart(4)).join('')} ${r.lcp.toFixed(0).padStart(8)} ${(r.lcp / bareLcp).toFixed(2).padStart(6)} ${r.tbt.toFixed(0).padStart(7)} ${r.cls.toFixed(3).padStart(7)} ${r.js.toFixed(1).padStart(7)}`,
      );
  }
} finally {
  await servers.close();
}
