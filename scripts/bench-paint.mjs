// First paint and largest paint of the five page kinds beside the bare page, under the throttling
// Lighthouse applies in devtools mode (mobile: 562.5 ms per request, 1.44 Mbit/s down, 4× CPU,
// a 412×823 screen), many runs each, in a fraction of Lighthouse's time: for trying a change to
// what a page paints first. Lighthouse's own figures come from `npm run bench:lighthouse`.
//   npm run bench:paint [-- --runs 9 --paths /,/garage-cleanout --root dist]
import { chromium } from 'playwright-core';
import { BARE_PAGES, median, option, PAGES, startBenchServers } from './bench-pages.mjs';

const RUNS = Number(option('runs', 9));
const paths = option('paths', PAGES.map(([, path]) => path).join(',')).split(',');
const servers = await startBenchServers({ root: option('root', 'dist') });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function measure(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    ignoreHTTPSErrors: true, // the throwaway certificate
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const seen = { lcp: 0, fcp: 0, cls: 0 };
    Object.defineProperty(globalThis, '__paint', { value: seen });
    const watch = (type, take) =>
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
    watch('largest-contentful-paint', (e) => (seen.lcp = e.startTime));
    watch('paint', (e) => e.name === 'first-contentful-paint' && (seen.fcp = e.startTime));
    watch('layout-shift', (e) => !e.hadRecentInput && (seen.cls += e.value));
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500); // hydration, and any shift it would cause
  const result = await page.evaluate(() => ({
    ...globalThis.__paint,
    html: performance.getEntriesByType('navigation')[0].responseEnd,
  }));
  await context.close();
  return result;
}

try {
  const targets = [...BARE_PAGES.map(([, path]) => path), ...paths];
  const runs = new Map(targets.map((path) => [path, []]));
  // Interleaved, so drift in the machine's load spreads evenly over the pages compared.
  for (let i = 0; i < RUNS; i++)
    for (const path of targets) runs.get(path).push(await measure(servers.url(path)));
  const med = (path, key) => median(runs.get(path).map((r) => r[key]));
  const bare = med(BARE_PAGES[0][1], 'lcp');
  console.log(`First and largest paint, devtools-style throttling, ${servers.label}, median of ${RUNS}:`);
  console.log('path                                     HTML ms  FCP ms  LCP ms  ×bare    CLS');
  for (const path of targets)
    console.log(
      `${path.padEnd(38)} ${[med(path, 'html'), med(path, 'fcp'), med(path, 'lcp')].map((n) => n.toFixed(0).padStart(7)).join(' ')} ${(med(path, 'lcp') / bare).toFixed(2).padStart(6)} ${med(path, 'cls').toFixed(3).padStart(6)}`,
    );
} finally {
  await browser.close();
  await servers.close();
}
