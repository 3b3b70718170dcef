import { expect, test, type Page } from '@playwright/test';

// Recognised by what the code is, not by chunk names (which the bundler may change).
const SIGNATURES = { 'supabase-js': /supabase-js/, Dexie: /DexieError|Dexie\.(?:version|semVer)/ };

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

for (const path of [
  '/',
  '/garage-cleanout',
  '/mesa-service-area',
  '/arcadia-junk-removal',
  '/blog/junk-removal-scottsdale-guide',
]) {
  test(`a view of ${path} with no interaction fetches neither supabase-js nor Dexie`, async ({ page }) => {
    const libraries = watchScripts(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Past the idle moment the page checks the outbox (which found nothing).
    await page.waitForTimeout(3500);
    expect(libraries()).toEqual([]);
  });
}

test('starting a form fetches the saving and sending code, before any submit', async ({ page }) => {
  const libraries = watchScripts(page);
  await page.goto('/garage-cleanout');
  await page.waitForLoadState('networkidle');
  expect(libraries()).toEqual([]);
  await page.getByRole('form', { name: 'Detailed quote request' }).first().getByLabel('First name').focus();
  await expect.poll(() => libraries().sort()).toEqual(['Dexie', 'supabase-js']);
});
