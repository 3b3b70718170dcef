/* global window */
// Main-thread blocking on page load, steadier than Lighthouse's simulation for A/B comparisons:
// Chromium with 4x CPU throttling, long tasks after first paint, blocking = Σ(duration − 50 ms).
// node scripts/bench-blocking.mjs http://127.0.0.1:4173 / /garage-cleanout [--runs 5]
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const [base, ...paths] = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--runs');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

for (const path of paths) {
  const blocking = [];
  const longest = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__tasks = [];
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => window.__tasks.push([e.startTime, e.duration])),
      ).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(base + path, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: window.__tasks,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const after = tasks.filter(([start]) => start >= fcp);
    blocking.push(Math.round(after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)));
    longest.push(Math.round(Math.max(0, ...after.map(([, d]) => d))));
    await context.close();
  }
  console.log(
    JSON.stringify({ path, blockingMs: median(blocking), runs: blocking, longestTaskMs: median(longest) }),
  );
}
await browser.close();
