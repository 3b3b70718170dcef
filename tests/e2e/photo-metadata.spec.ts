import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { gpsPhotos, METADATA_MARKER } from '../fixtures/gps-photos.ts';
import { fillBookingForm, uniqueEmail, waitForLeads } from './quote-helpers.ts';

// Second security review, item 5: customers' photos kept their GPS position. A small JPEG (the
// re-encode would not make it smaller) and a HEIC (Chromium cannot decode it) went up as they were,
// EXIF included, into a public bucket. Each format, GPS-tagged, sent through the real form.
test('GPS-tagged JPEG, PNG, WebP and HEIC photos arrive with no EXIF, XMP or IPTC', async ({
  page,
  request,
}) => {
  const photos = await gpsPhotos();
  const email = uniqueEmail('gps');
  await page.goto('/mattress-removal');
  const form = await fillBookingForm(page, email);
  await form.locator('input[type=file]').setInputFiles(Object.values(photos));
  await expect(form.getByRole('listitem')).toHaveCount(4);
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();
  await expect(form.getByRole('status')).toContainText('sent successfully', { timeout: 30_000 });

  const [lead] = await waitForLeads(email, 1);
  expect(lead!.photo_urls).toHaveLength(4);
  const kinds = [];
  for (const url of lead!.photo_urls) {
    const bytes = await (await request.get(url)).body();
    expect(bytes.includes(METADATA_MARKER), url).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect({ exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }, url).toEqual({
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
    });
    kinds.push(url.split('.').at(-1));
  }
  // The HEIC went as it is (Chromium cannot decode it), without its metadata; the others as JPEG or kept.
  expect(kinds).toContain('heic');
});
