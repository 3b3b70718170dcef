import { expect, test, type Page } from '@playwright/test';
import { photo, uniqueEmail, waitForLeads } from './quote-helpers.ts';

// Recognised by what the code is, not by chunk names (which the bundler may change).
const SIGNATURES = {
  'supabase-js': /supabase-js/,
  Dexie: /DexieError|Dexie\.(?:version|semVer)/,
  'react-hook-form': /reValidateMode/,
  // valibot's schemas run through a method of this name: only the forms' own chunk may carry it.
  valibot: /"~run"/,
  Mantine: /@mantine\/(?:core|notifications)\//,
};

/** Every JavaScript file the page fetches, with the libraries found in it. */
function watchScripts(page: Page) {
  const found = new Map<string, string[]>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    found.set(
      response.url(),
      Object.entries(SIGNATURES)
        .filter(([, pattern]) => pattern.test(body))
        .map(([name]) => name),
    );
  });
  return () => [...new Set([...found.values()].flat())];
}

/**
 * Holds back the scripts whose code `which` matches (a library inside a chunk, whatever the chunk is
 * called), as one bar of signal would, until released. `holdScripts` in quote-helpers.ts holds by name.
 */
async function holdScriptsContaining(page: Page, which: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    if (which.test(await response.text())) await held;
    await route.fulfill({ response });
  });
  return release;
}
const holdValidation = (page: Page) => holdScriptsContaining(page, SIGNATURES['react-hook-form']);

for (const path of [
  '/',
  '/garage-cleanout',
  '/mesa-service-area',
  '/arcadia-junk-removal',
  '/blog/junk-removal-scottsdale-guide',
]) {
  test(`a view of ${path} with no interaction fetches no backend, form or toast code`, async ({ page }) => {
    const libraries = watchScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Past the idle moment the page checks the outbox (which found nothing).
    await page.waitForTimeout(3500);
    expect(libraries()).toEqual([]);
  });
}

test('starting a form fetches validation and the saving and sending code, before any submit', async ({
  page,
}) => {
  const libraries = watchScripts(page);
  await page.goto('/garage-cleanout');
  await page.waitForLoadState('networkidle');
  expect(libraries()).toEqual([]);
  await page.getByRole('form', { name: 'Detailed quote request' }).first().getByLabel('First name').focus();
  await expect.poll(() => libraries().sort()).toEqual(['Dexie', 'react-hook-form', 'supabase-js', 'valibot']);
});

test('what is typed and sent while validation is still loading is kept, validated and sent', async ({
  page,
}) => {
  const release = await holdValidation(page);
  const email = uniqueEmail('early');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Free quote request' });
  await form.getByLabel('Name').fill('Ana Lopez');
  await form.getByLabel('Phone').fill('480-555-0101');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Service').selectOption('Garage Cleanout');
  await form.getByRole('button', { name: 'Request Free Quote' }).click();
  release();

  await expect(form.getByText(/Thank you! Your request has been sent/)).toBeVisible({ timeout: 15_000 });
  const [lead] = await waitForLeads(email, 1);
  expect(lead).toMatchObject({ email, form_type: 'contact' });
  await expect(form.getByLabel('Name')).toHaveValue('');
});

test('fields typed before validation loads keep their text, and errors show for the rest', async ({
  page,
}) => {
  const release = await holdValidation(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Free quote request' });
  await form.getByLabel('Name').fill('Ana Lopez');
  release();
  await form.getByRole('button', { name: 'Request Free Quote' }).click();
  await expect(form.getByText('Please enter your phone number.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Ana Lopez');
  await expect(form.getByText('Please enter your name.')).toHaveCount(0);
});

test('photos chosen before the page’s script runs are kept', async ({ page }) => {
  const release = await holdScriptsContaining(page, /./);
  // The page's HTML is there, its scripts are not (DOMContentLoaded would wait for them).
  await page.goto('/garage-cleanout', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Detailed quote request' }).first();
  await form.locator('input[type=file]').waitFor({ state: 'attached' });
  const files = await Promise.all(Array.from({ length: 3 }, (_, i) => photo(`early${i}.jpg`, 200, 150)));
  await form.locator('input[type=file]').setInputFiles(files);
  release();
  await expect(form.getByRole('img')).toHaveCount(3);
  await expect(form.getByText('3 of 5 photos added')).toBeVisible();
});
