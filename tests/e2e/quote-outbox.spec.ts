import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  fillBookingForm,
  formCodeHasCome,
  holdScripts,
  leadsFor,
  photo,
  uniqueEmail,
  waitForLeads,
} from './quote-helpers.ts';

const PAGE = '/mattress-removal';
const SAVED = 'Saved on this device — it will be sent automatically when you’re back online';
const BOOKING_SUCCESS =
  "Thank you! Your detailed quote request has been sent successfully. We'll get back to you within 24 hours with a comprehensive estimate.";

async function submit(form: ReturnType<Page['locator']>) {
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();
}

async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('(a) online with 3 photos: one lead whose 3 photo URLs load', async ({ page, request }) => {
  const email = uniqueEmail('online');
  await page.goto(PAGE);
  const form = await fillBookingForm(page, email);
  await form
    .locator('input[type=file]')
    .setInputFiles([await photo('a.jpg'), await photo('b.jpg'), await photo('c.jpg')]);
  await expect(form.getByRole('listitem')).toHaveCount(3);
  await submit(form);
  await expect(form.getByRole('button', { name: 'Sending Your Request...' })).toBeDisabled();
  await expect(form.getByRole('status')).toHaveText(BOOKING_SUCCESS, { timeout: 30_000 });
  await expect(form.getByLabel('First name')).toHaveValue('');
  await expect(form.getByRole('img')).toHaveCount(0);

  const [lead] = await waitForLeads(email, 1);
  expect(lead!.form_type).toBe('booking');
  expect(lead!.address).toBe('7014 E Camelback Rd, Scottsdale, AZ 85251');
  expect(lead!.photo_urls).toHaveLength(3);
  for (const url of lead!.photo_urls) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    // Downscaled in the browser: a 3000x2000 photo arrives at 1600 px and far fewer bytes.
    expect((await response.body()).length).toBeLessThan(900_000);
  }
});

async function submitOffline(context: BrowserContext, page: Page, email: string) {
  await page.goto(PAGE);
  const form = await fillBookingForm(page, email);
  await formCodeHasCome(page);
  await context.setOffline(true);
  await submit(form);
  await expect(form.getByRole('status')).toContainText(SAVED);
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(page.getByTestId('outbox-indicator')).toContainText('1 quote request waiting to send');
  expect(await leadsFor(email)).toHaveLength(0);
}

test('(b) offline submit, page closed, reopened online: delivered once', async ({ context, page }) => {
  const email = uniqueEmail('closed');
  await submitOffline(context, page, email);
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/');
  await waitForLeads(email, 1);
  await expect(again.getByText('Quote request sent')).toBeVisible();
  await again.waitForTimeout(1000);
  expect(await leadsFor(email)).toHaveLength(1);
});

test('(c) offline submit, network back with the page open: delivered within 5 s, no click', async ({
  context,
  page,
}) => {
  const email = uniqueEmail('reconnect');
  await submitOffline(context, page, email);
  await context.setOffline(false);
  await waitForLeads(email, 1, 5_000);
  await expect(page.getByTestId('outbox-indicator')).toBeHidden();
});

test('(a2) submit tapped before the page has hydrated: held, then sent once the code runs', async ({
  page,
}) => {
  const email = uniqueEmail('early');
  // The entry and its static imports run; React itself waits until the customer has tapped send.
  const release = await holdScripts(page, '**/assets/react-dom-*.js');
  await page.goto(PAGE, { waitUntil: 'domcontentloaded' });
  const form = await fillBookingForm(page, email);
  await submit(form);
  await page.waitForTimeout(500);
  // The browser did not send the form itself (a GET with every field in the address).
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(form.getByRole('status')).toHaveText(BOOKING_SUCCESS, { timeout: 30_000 });
  await waitForLeads(email, 1);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('(d) the worker sends on a sync event with no page of the site open', async ({ context, page }) => {
    const email = uniqueEmail('sync');
    await page.goto(PAGE);
    await waitForWorker(page);
    await submitOffline(context, page, email);
    // A blank page keeps a CDP session open without any of the site's own code running.
    const blank = await context.newPage();
    await page.close();
    const cdp = await context.newCDPSession(blank);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith('http://127.0.0.1'));
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    await context.setOffline(false);
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: 'http://127.0.0.1:4310',
      registrationId,
      tag: 'outbox',
      lastChance: false,
    });
    await waitForLeads(email, 1);
  });
});

test('(e) the function’s response lost once: still exactly one lead', async ({ context, page }) => {
  const email = uniqueEmail('lost');
  let lost = false;
  await context.route('**/functions/v1/send-contact-email', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch(); // the server stores the lead…
    await route.abort('connectionreset'); // …and the answer never reaches the phone
  });
  await page.goto(PAGE);
  const form = await fillBookingForm(page, email);
  await submit(form);
  await expect(form.getByRole('status')).toContainText(SAVED);
  await waitForLeads(email, 1);
  await page.getByTestId('outbox-indicator').getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByTestId('outbox-indicator')).toBeHidden();
  await page.waitForTimeout(500);
  expect(await leadsFor(email)).toHaveLength(1);
});

test('(f) the server answering 500 twice, then 200: one lead', async ({ context, page }) => {
  const email = uniqueEmail('flaky');
  let failures = 0;
  await context.route('**/functions/v1/send-contact-email', async (route) => {
    if (failures >= 2) return route.continue();
    failures++;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"temporarily down"}',
    });
  });
  await page.goto(PAGE);
  const form = await fillBookingForm(page, email);
  await submit(form);
  await expect(form.getByRole('status')).toContainText(SAVED);
  const sendNow = page.getByTestId('outbox-indicator').getByRole('button', { name: 'Send now' });
  await sendNow.click();
  await expect.poll(() => failures).toBe(2);
  await expect(sendNow).toBeEnabled();
  await sendNow.click();
  await waitForLeads(email, 1);
  await expect(page.getByTestId('outbox-indicator')).toBeHidden();
});

test('(g) each required field says what is missing; a 4-digit ZIP and a past date are refused', async ({
  page,
}) => {
  await page.goto(PAGE);
  const form = page.getByRole('form', { name: 'Detailed quote request' }).first();
  await submit(form);
  for (const message of [
    'Please enter your first name.',
    'Please enter your last name.',
    'Please enter your phone number.',
    'Please enter your email address.',
    'Please enter your street address.',
    'Please enter your city.',
    'ZIP code must be exactly 5 digits.',
    'Please select a property type.',
    'Please select a service.',
    'Please enter the items to remove.',
    'Please select an estimated volume.',
  ]) {
    await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();
  }
  await expect(form.getByLabel('First name')).toBeFocused();
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  await fillBookingForm(page, uniqueEmail('invalid'));
  await form.getByLabel('ZIP code').fill('8525');
  await form.getByLabel('Preferred date').fill('2020-01-01');
  await submit(form);
  await expect(form.getByText('ZIP code must be exactly 5 digits.')).toBeVisible();
  await expect(form.getByText('The preferred date cannot be in the past.')).toBeVisible();
  await expect(form.getByLabel('Street address')).toHaveValue('7014 E Camelback Rd');
});

test('(h) seven photos chosen: five kept, picker disabled, each removable', async ({ page }) => {
  await page.goto(PAGE);
  const form = page.getByRole('form', { name: 'Detailed quote request' }).first();
  const files = await Promise.all(Array.from({ length: 7 }, (_, i) => photo(`p${i}.jpg`, 200, 150)));
  await form.locator('input[type=file]').setInputFiles(files);
  await expect(form.getByRole('img')).toHaveCount(5);
  await expect(form.getByText('5 of 5 photos added')).toBeVisible();
  await expect(form.locator('input[type=file]')).toBeDisabled();
  await form.getByRole('button', { name: /^Remove photo 2/ }).click();
  await expect(form.getByRole('img')).toHaveCount(4);
  await expect(form.locator('input[type=file]')).toBeEnabled();
  await form
    .locator('input[type=file]')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') }]);
  await expect(form.getByRole('img')).toHaveCount(4);
});
