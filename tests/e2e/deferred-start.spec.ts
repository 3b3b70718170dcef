import { expect, test, type Page } from '@playwright/test';
import { fillBookingForm, holdScripts, leadsFor, photo, uniqueEmail, waitForLeads } from './quote-helpers.ts';

// Issue 33: a page fetches no script before its first paint; one inline script starts the app after
// it (scripts/deferred-start.ts). Until then the page is plain HTML that works: what is typed into a
// form stays, a form sent early is held and then sent once, in-page links scroll.

const BOOKING_PAGE = '/garage-cleanout';
const BOOKING_SUCCESS =
  "Thank you! Your detailed quote request has been sent successfully. We'll get back to you within 24 hours with a comprehensive estimate.";

/** The page's own scripts, with when each was asked for, and its first paint. */
const timings = (page: Page) =>
  page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((r) => new URL(r.name).pathname.endsWith('.js'))
      .map((r) => r.startTime),
  }));

/** The app has started (it took the held submits over) and React has hydrated the page's body. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const link = document.querySelector('main a[href]');
    return (
      (window as { __quoteSubmits?: unknown }).__quoteSubmits === undefined &&
      !!link &&
      Object.keys(link).some((k) => k.startsWith('__reactProps'))
    );
  });

/** Holds the app's entry back until the returned function is called: the page stays plain HTML. */
const holdAppEntry = (page: Page) => holdScripts(page, '**/assets/index-*.js');

for (const path of [
  '/',
  BOOKING_PAGE,
  '/mesa-service-area',
  '/arcadia-junk-removal',
  '/blog/junk-removal-scottsdale-guide',
]) {
  test(`${path}: no script is fetched before the first paint, and the app starts by itself after it`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page);
    await expect.poll(async () => (await timings(page)).scripts.length).toBeGreaterThan(0);
    const { firstPaint, scripts } = await timings(page);
    expect(firstPaint).not.toBeNull();
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(firstPaint!);
  });
}

test('a booking typed and sent before the app starts keeps every field and is sent once', async ({
  page,
}) => {
  const email = uniqueEmail('before-start');
  // The app's entry waits until the customer has typed everything and tapped send.
  const release = await holdAppEntry(page);
  await page.goto(BOOKING_PAGE, { waitUntil: 'domcontentloaded' });
  const form = await fillBookingForm(page, email);
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();
  await page.waitForTimeout(500);
  // The browser did not send the form itself (a GET of the page with every field in the address).
  expect(new URL(page.url()).search).toBe('');
  await expect(form.getByLabel('Email')).toHaveValue(email);
  release();
  await expect(form.getByRole('status')).toHaveText(BOOKING_SUCCESS, { timeout: 30_000 });
  const [lead] = await waitForLeads(email, 1);
  expect(lead!.email).toBe(email);
});

test('in-page links scroll on the first load, before and after the app starts, and after a navigation', async ({
  page,
}) => {
  const release = await holdAppEntry(page);
  // Opened at a hash: the browser scrolls there with no script at all.
  await page.goto(`${BOOKING_PAGE}#booking-form`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#booking-form')).toBeInViewport();
  // Before the app starts, an in-page link is a plain link and works.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('a[href="#booking-form"]').first().click();
  await expect(page.locator('#booking-form')).toBeInViewport();
  release();
  await hydrated(page);
  // After a client-side navigation, the new page's in-page link still scrolls.
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
  await page.locator('a[href="/mesa-service-area"]:visible').first().click();
  await expect(page).toHaveURL(/\/mesa-service-area$/);
  // The router moved to the page within the same document (a full load would have lost the mark).
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // Once the new page is shown and the navigation's own scroll to the top has happened.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mesa');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(async () => {
    await page.locator('a[href="#booking-form"]').first().click();
    await expect(page.locator('#booking-form')).toBeInViewport({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
});

test('a tap on the menu or an FAQ question before the app is live takes effect once it is', async ({
  page,
}) => {
  const release = await holdAppEntry(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const question = page
    .getByRole('region', { name: 'Frequently Asked Questions', exact: true })
    .getByRole('button')
    .nth(1);
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  // Plain HTML still: the taps are held, not lost, and not handled twice; a second tap on the same
  // question while the first waits is the same tap.
  await question.click();
  await question.click();
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.waitForTimeout(300);
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  release();
  await hydrated(page);
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // Live now: a tap acts at once, once.
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

// A quote form's code (src/features/quote/deferred-quote-form.tsx) is fetched when the visitor nears
// the form or uses it, not with the page: a visitor who reads only the top downloads none of it.
const FORM_CODE = '**/assets/quote-form-*.js';
const formCodeAsked = (page: Page) => {
  const asked: string[] = [];
  page.on('request', (r) => /\/assets\/quote-form-[^/]*\.js$/.test(r.url()) && asked.push(r.url()));
  return asked;
};
/** Whether React runs the page's first quote form (its handlers are attached). */
const formIsRunning = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('form[data-quote-form]');
    return !!form && Object.keys(form).some((k) => k.startsWith('__reactProps'));
  });

test('a quote form stays prerendered HTML until the visitor nears it, then runs', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const asked = formCodeAsked(page);
  await page.goto('/');
  await hydrated(page);
  await page.waitForTimeout(1_000);
  // The app runs; the forms below the first screens are whole, but their code was never fetched.
  expect(asked).toEqual([]);
  const form = page.getByRole('form', { name: 'Free quote request' });
  await expect(form.getByLabel('Email')).toBeAttached();
  expect(await formIsRunning(page)).toBe(false);
  // Scrolling towards it fetches the code, once for both forms, and the form runs.
  await page.evaluate(() => document.querySelector('#booking-form')!.scrollIntoView());
  await expect.poll(() => formIsRunning(page)).toBe(true);
  expect(asked).toHaveLength(1);
  // A page opened inside the app renders its form at once.
  await page.locator('a[href="/garage-cleanout"]:visible').first().click();
  await expect(page).toHaveURL(/\/garage-cleanout$/);
  await expect(page.getByRole('form', { name: 'Detailed quote request' }).getByLabel('Email')).toBeVisible();
});

test('a booking typed and sent while its form code is still loading is kept and sent once', async ({
  page,
}) => {
  const email = uniqueEmail('form-loading');
  const release = await holdScripts(page, FORM_CODE);
  await page.goto(BOOKING_PAGE);
  await hydrated(page);
  // Typing asks for the code, which is held: the customer types and taps send on plain HTML.
  const form = await fillBookingForm(page, email);
  await form.getByRole('button', { name: 'Request My Free Estimate' }).click();
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  expect(await formIsRunning(page)).toBe(false);
  release();
  await expect(form.getByRole('status')).toHaveText(BOOKING_SUCCESS, { timeout: 30_000 });
  await waitForLeads(email, 1);
  await page.waitForTimeout(1_000);
  expect(await leadsFor(email)).toHaveLength(1);
});

test('a visitor who scrolled before the app starts stays where they were when it does', async ({ page }) => {
  const release = await holdAppEntry(page);
  await page.goto(BOOKING_PAGE, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 1500));
  release();
  await hydrated(page);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
});

test('a form whose code did not come asks again at the next use, and runs', async ({ page }) => {
  let refused = 0;
  await page.route(FORM_CODE, async (route) => {
    if (refused++ === 0) return route.abort('internetdisconnected');
    await route.continue();
  });
  await page.goto(BOOKING_PAGE);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Detailed quote request' });
  // Nearing the form asks for its code, and that request fails. (Typing would near it and use it at
  // once, and the use could come before or after the failure: the test would race.)
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => refused).toBe(1);
  await page.waitForTimeout(1_000);
  expect(await formIsRunning(page)).toBe(false);
  await form.getByLabel('First name').fill('Maria');
  await expect.poll(() => formIsRunning(page)).toBe(true);
  await expect(form.getByLabel('First name')).toHaveValue('Maria');
  expect(refused).toBe(2);
});

test('photos set on a form far below, with no tap or focus, load its code and show', async ({ page }) => {
  await page.goto(BOOKING_PAGE);
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(await formIsRunning(page)).toBe(false);
  const form = page.getByRole('form', { name: 'Detailed quote request' });
  const files = await Promise.all([photo('a.jpg', 200, 150), photo('b.jpg', 200, 150)]);
  await form.locator('input[type=file]').setInputFiles(files);
  await expect(form.getByRole('img')).toHaveCount(2);
});
