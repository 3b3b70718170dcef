import { expect, test, type Page } from '@playwright/test';
import { menuGroups } from '../../src/content/registry.ts';

const tel = 'tel:+16026323524';

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('404 Error')) errors.push(m.text());
  });
  return errors;
}

test.describe('header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('logo, phone button, Call Now and a menu in SPEC order', async ({ page }) => {
    await page.goto('/garage-cleanout');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Scottsdale Junk Removal, home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(header.getByRole('link', { name: '(602) 632-3524' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', tel);
    await expect(header).toHaveCSS('position', 'sticky');

    await header.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('heading')).toHaveText(menuGroups.map((g) => g.label));
    const expected = ['Home', ...menuGroups.flatMap((g) => g.links.map((l) => l.label))];
    await expect(menu.getByRole('link').filter({ visible: true })).toHaveText(expected);
    // The Call item is for small screens only.
    await expect(menu.getByRole('link', { name: /^Call/ })).toBeHidden();
    const maxHeight = await menu.evaluate((el) => parseFloat(getComputedStyle(el).maxHeight));
    expect(maxHeight).toBeCloseTo(800 * 0.8, 0);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('hydrates every page family without errors', async ({ page }) => {
    const errors = collectErrors(page);
    for (const path of [
      '/',
      '/garage-cleanout',
      '/mesa-service-area',
      '/arcadia-junk-removal',
      '/blog',
      '/auth',
    ]) {
      await page.goto(path);
      await page.waitForFunction(
        () => document.querySelector('[role="status"]')?.textContent !== 'Open 7 days',
      );
    }
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('every path change scrolls to the top', async ({ page }) => {
    await page.goto('/');
    // A wheel turned while the page is still starting can be undone by its start (one run in about
    // ten on a busy machine): turned again until the page stays down.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return page.evaluate(() => window.scrollY);
      })
      .toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'Hot Tub Removal' }).click();
    await expect(page).toHaveURL(/\/hot-tub-removal$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('hash anchors scroll to their section, also from another page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'BOOK ONLINE' }).click();
    await expect(page.locator('#booking-form')).toBeInViewport();
    await page.goto('/shed-removal');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('the 404 page logs the attempted path and links home', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    const response = await page.goto('/this/does/not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect.poll(() => logged.some((l) => l.includes('/this/does/not-exist'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('header at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hides the phone button and shows the Call item in the menu', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: '(602) 632-3524' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Call Now' })).toBeVisible();
    await header.getByRole('button', { name: 'Menu' }).click();
    const call = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Call/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', tel);
    const box = await page.locator('#site-menu').boundingBox();
    expect(box!.height).toBeLessThanOrEqual(844 * 0.8 + 1);
  });
});

test.describe('OPEN NOW badge in Arizona time, with the browser in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  const cases: [string, string][] = [
    ['2026-11-23T07:00:00-07:00', 'OPEN NOW'],
    ['2026-11-23T06:59:00-07:00', 'Closed · opens 7 AM'],
    ['2026-11-23T19:00:00-07:00', 'Closed · opens 7 AM tomorrow'],
    ['2026-11-22T08:00:00-07:00', 'OPEN NOW'],
    ['2026-11-22T17:00:00-07:00', 'Closed · opens 7 AM tomorrow'],
  ];
  for (const [time, label] of cases) {
    test(`${time} → ${label}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(time));
      await page.goto('/');
      await expect(page.locator('header [role="status"]')).toContainText(label);
    });
  }
});
