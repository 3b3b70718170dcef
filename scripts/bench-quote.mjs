// Time from click to "sent" for a quote with five 12-megapixel photos, and the bytes uploaded per
// photo, against a running site and local gateway:
// node --import tsx scripts/bench-quote.mjs http://127.0.0.1:4173 [--runs 3]
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { DEFAULT_DATA_DIR } from '../supabase/local/gateway.ts';
import { localKeys } from '../supabase/local/keys.ts';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:54321';

const base = process.argv[2] ?? 'http://127.0.0.1:4173';
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

async function cameraPhoto(seed) {
  const [width, height, channels] = [4000, 3000, 3];
  const raw = Buffer.alloc(width * height * channels);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i >> 6) * 37 + seed * 11 + ((i * 2654435761) % 17)) & 255;
  return sharp(raw, { raw: { width, height, channels } }).jpeg({ quality: 90 }).toBuffer();
}

const photos = await Promise.all(
  [1, 2, 3, 4, 5].map(async (i) => ({
    name: `IMG_${i}.jpg`,
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto(i),
  })),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const timings = [];
let email = '';
for (let run = 0; run < runs; run++) {
  const page = await browser.newPage();
  await page.goto(base + '/mattress-removal');
  const form = page.getByRole('form', { name: 'Detailed quote request' });
  await form.getByLabel('First name').fill('Bench');
  await form.getByLabel('Last name').fill('Mark');
  await form.getByLabel('Phone').fill('(480) 555-0100');
  email = `bench-${Date.now()}@example.com`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Street address').fill('1 Test St');
  await form.getByLabel('City').fill('Mesa');
  await form.getByLabel('ZIP code').fill('85201');
  await form.getByLabel('Property type').selectOption('Residential Home');
  await form.getByRole('combobox', { name: 'Service', exact: true }).selectOption('Mattress Removal');
  await form.getByLabel('Items to remove').fill('Two mattresses');
  await form.getByLabel('Estimated volume').selectOption('Few items (fits in car trunk)');
  await form.locator('input[type=file]').setInputFiles(photos);
  const started = performance.now();
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();
  await form.getByRole('status').filter({ hasText: 'sent successfully' }).waitFor({ timeout: 120_000 });
  timings.push(Math.round(performance.now() - started));
  await page.close();
}
await browser.close();
const original = Math.round(photos.reduce((s, p) => s + p.buffer.length, 0) / photos.length / 1024);
// What arrived: the last lead's photos, read back as staff would open them.
// The running gateway's own key (`npm start` on the default data folder, unless GATEWAY_DATA_DIR says).
const { serviceRoleKey } = await localKeys(process.env.GATEWAY_DATA_DIR ?? DEFAULT_DATA_DIR);
const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` };
const query = `${gateway}/rest/v1/quote_requests?select=photo_urls&email=eq.${encodeURIComponent(email)}`;
const [lead] = await (await fetch(query, { headers })).json();
const sizes = await Promise.all(
  lead.photo_urls.map(async (u) => (await (await fetch(u)).arrayBuffer()).byteLength),
);
const uploaded = Math.round(sizes.reduce((s, n) => s + n, 0) / sizes.length / 1024);
console.log(
  JSON.stringify({
    clickToSentMs: timings,
    originalKBPerPhoto: original,
    uploadedKBPerPhoto: uploaded,
    photos: sizes.length,
  }),
);
