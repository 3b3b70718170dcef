// Captures the web-app manifest's install screenshots from a running build:
// node scripts/make-screenshots.mjs http://127.0.0.1:4173 (outputs are committed under public/screenshots/).
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
for (const [name, viewport] of [
  ['wide', { width: 1280, height: 720 }],
  ['narrow', { width: 390, height: 844 }],
]) {
  const page = await browser.newPage({ viewport });
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  const png = await page.screenshot();
  // Palette PNGs are a quarter of the size and look the same for flat UI.
  await sharp(png).png({ palette: true, quality: 85 }).toFile(`public/screenshots/${name}.png`);
  await page.close();
}
await browser.close();
console.log('screenshots written');
