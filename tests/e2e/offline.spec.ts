import { expect, test, type Page } from '@playwright/test';
import { pages } from '../../src/content/registry.ts';

test.use({ serviceWorkers: 'allow' });

async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('every page and asset is in the service worker precache manifest', async ({ request }) => {
  const sw = await (await request.get('/sw.js')).text();
  const urls = [...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => m[1]);
  for (const page of pages) {
    expect(urls).toContain(page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`);
  }
  expect(urls).toContain('404.html');
  expect(urls).toContain('manifest.webmanifest');
  expect(urls.some((u) => /^assets\/index-.*\.js$/.test(u!))).toBe(true);
});

test('after one online visit, every route opens with the network off', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  for (const entry of pages) {
    const response = await page.goto(entry.path);
    expect(response?.fromServiceWorker(), entry.path).toBe(true);
    expect(response?.status(), entry.path).toBe(200);
    await expect(page).toHaveTitle(entry.title);
  }
  for (const path of ['/garage-cleanout/', '/garage-cleanout?gclid=abc123', '/blog/?utm_source=x']) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    await expect(page.locator('h1')).toBeVisible();
  }
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText('You appear to be offline')).toBeVisible();
  expect(errors).toEqual([]);
});

test('client-side navigation keeps working offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shed Removal' }).click();
  await expect(page).toHaveURL(/\/shed-removal$/);
  await expect(page.locator('h1')).toHaveText('Shed Removal & Demolition');
  await expect(page).toHaveTitle('Shed Removal Phoenix | Professional Shed Demolition Service');
});

test('offline, a link to a staff screen opens the staff app, not the missing page', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const response = await page.goto('/admin/leads/8f14e45f-ceea-467f-a8f4-1b2c3d4e5f60?status=new');
  expect(response?.fromServiceWorker()).toBe(true);
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('<title>Admin Dashboard');
  // Any other unknown address is still the missing page.
  const missing = await page.goto('/leads/8f14e45f');
  expect(await missing?.text()).toContain('Page not found');
});
