import { expect, test, type Page } from '@playwright/test';
import { business } from '../../src/content/business.ts';
import { servicePaths } from '../../src/content/services.ts';
import { findPage } from '../../src/content/registry.ts';

/** Key h2 headings of each service page, as a visitor reads them. */
const headings: Record<string, readonly string[]> = {
  '/commercial-junk-removal': [
    'Commercial Junk Removal Services',
    'Why Businesses Choose Us',
    'Industries We Serve',
    'What Our Commercial Clients Say',
  ],
  '/residential-junk-removal': [
    'Residential Junk Removal Services',
    'How It Works',
    'What We Take From Homes',
    'What Home Junk Removal Costs',
  ],
  '/construction-cleanup': ['Construction Cleanup Services', 'Materials We Haul'],
  '/estate-cleanouts': [
    'Estate Cleanout Services',
    'Our Four-Step Estate Process',
    'Situations We Help With',
    'What We Remove From Estates',
    'From a Family We Helped',
  ],
  '/garage-cleanout': [
    'Our Four-Step Garage Cleanout',
    'Garage Cleanout Pricing',
    'Garage Cleanouts Across the Valley',
    'Garage Cleanout Questions',
  ],
  '/shed-removal': [
    'Sheds We Tear Down and Haul Away',
    'How Shed Removal Works',
    'Shed Removal Pricing',
    'Shed Removal Questions',
    'Shed Removal Across the Valley',
  ],
  '/hot-tub-removal': [
    'Everything Included in Your Hot Tub Removal',
    'Our Hot Tub Removal Process',
    'Hot Tub Removal Pricing',
    'Hot Tub Removal Across the Valley',
    'Hot Tub Removal Questions',
  ],
};

/** The six item types SPEC lists for each templated page. */
const itemTypes: Record<string, readonly string[]> = {
  '/mattress-removal': [
    'Twin & Full',
    'Queen & King',
    'California King',
    'Box Springs',
    'Memory Foam',
    'Pillow Top',
  ],
  '/furniture-removal': ['Living Room', 'Bedroom', 'Dining', 'Office', 'Outdoor', 'Large Items'],
  '/appliance-removal': [
    'Refrigerators & Freezers',
    'Washers & Dryers',
    'Stoves & Ovens',
    'Dishwashers',
    'Water Heaters',
    'Small Appliances',
  ],
  '/yard-waste': ['Branches', 'Grass Clippings', 'Leaves', 'Brush', 'Palm Fronds', 'Dirt & Soil'],
  '/e-waste-recycling': [
    'Computers',
    'TVs & Monitors',
    'Printers & Office Equipment',
    'Phones & Tablets',
    'Audio & Video',
    'Small Electronics',
  ],
  '/office-cleanout': [
    'Office Furniture',
    'Filing Cabinets',
    'Equipment',
    'Electronics',
    'Supplies',
    'Break Room Items',
  ],
};

const paths: string[] = Object.values(servicePaths);
const withoutForm = new Set(['/construction-cleanup']);

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('there is content for each of the thirteen service pages', () => {
  expect(paths).toHaveLength(13);
  for (const path of paths) expect(findPage(path)?.kind).toMatch(/service$/);
  expect(Object.keys({ ...headings, ...itemTypes }).sort()).toEqual([...paths].sort());
});

for (const path of paths) {
  test.describe(path, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
    });

    test('one h1 and its key sections', async ({ page }) => {
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(findPage(path)!.heading);
      const expected = headings[path] ?? ['Proudly Serving', 'Simple, Upfront Pricing'];
      for (const name of expected) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.locator('#cta-heading')).toBeVisible();
    });

    test('Get Free Quote, call and text links work', async ({ page }) => {
      const main = page.locator('main');
      const hasForm = !withoutForm.has(path);
      await expect(page.locator('#booking-form')).toHaveCount(hasForm ? 1 : 0);
      const quotes = main.getByRole('link', { name: 'Get Free Quote' });
      expect(await quotes.count()).toBeGreaterThanOrEqual(2);
      for (const href of await quotes.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).toBe(hasForm ? '#booking-form' : '/#booking-form');
      }
      await expect(main.locator(`a[href="${business.phone.tel}"]`).first()).toBeVisible();
      await expect(main.locator(`a[href="${business.phone.sms}"]`).first()).toBeVisible();
      if (hasForm) {
        await quotes.first().click();
        await expect(page).toHaveURL(/#booking-form$/);
        await expect(page.locator('#booking-form')).toBeInViewport();
      }
    });
  });
}

for (const [path, names] of Object.entries(itemTypes)) {
  test(`${path}: six benefits, six item types, twelve cities`, async ({ page }) => {
    await page.goto(path);
    await expect(section(page, 'Proudly Serving').getByRole('listitem')).toHaveCount(12);
    await expect(page.locator('#benefits h3')).toHaveCount(6);
    await expect(page.locator('#items h3')).toHaveText([...names]);
    await expect(page.locator('#cities li')).toHaveCount(12);
    await expect(page.getByRole('heading', { level: 3, name: 'What’s Included' })).toBeVisible();
    await expect(page.locator('#pricing')).toContainText('no hidden fees');
  });
}

test('mattress removal: most removals under an hour', async ({ page }) => {
  await page.goto('/mattress-removal');
  await expect(page.locator('main')).toContainText('under an hour');
});

test('office cleanout: after-hours and weekend service', async ({ page }) => {
  await page.goto('/office-cleanout');
  await expect(page.locator('main')).toContainText('After-hours & weekend service');
});

test('residential: typical and average prices', async ({ page }) => {
  await page.goto('/residential-junk-removal');
  await expect(page.locator('#residential-pricing')).toContainText('$150-$800');
  await expect(page.locator('#residential-pricing')).toContainText('$400-$500');
});

test('garage: eleven cities, price box, FAQ range and both timings', async ({ page }) => {
  await page.goto('/garage-cleanout');
  await expect(page.locator('#garage-cities li')).toHaveCount(11);
  await expect(page.locator('#garage-cities')).not.toContainText('Carefree');
  await expect(page.locator('#garage-pricing h3 + p')).toHaveText(['$150-300', '$300-500', '$500-800']);
  await expect(page.locator('main')).toContainText('under 1 hour');
  await expect(page.locator('main')).toContainText('1-2 hours');
  await expectFaq(page, 'garage-faq', 5, '$200-800');
});

test('shed: shed types, eleven cities, prices and FAQ range', async ({ page }) => {
  await page.goto('/shed-removal');
  await expect(page.locator('#shed-types h3')).toHaveCount(6);
  await expect(page.locator('#shed-cities li')).toHaveCount(11);
  await expect(page.locator('#shed-pricing h3 + p')).toHaveText(['$400-600', '$600-900', '$900-1500']);
  await expect(page.locator('#shed-pricing')).toContainText('(6x8)');
  await expect(page.locator('#shed-pricing')).toContainText('(12x16+)');
  await expect(page.locator('main')).toContainText('under 4 hours');
  await expect(page.locator('main')).toContainText('2-4 hours');
  await expectFaq(page, 'shed-faq', 5, '$400-1200');
});

test('hot tub: what is included, twelve cities, 3-5 hours and FAQ', async ({ page }) => {
  await page.goto('/hot-tub-removal');
  const included = ['Draining', 'Disconnection', 'Dismantling', 'Hauling', 'Disposal', 'Cleanup'];
  await expect(page.locator('#hot-tub-included h3')).toHaveText(included);
  await expect(page.locator('#hot-tub-cities li')).toHaveCount(12);
  await expect(page.locator('main')).toContainText('3-5 hours');
  await expect(page.locator('#hot-tub-pricing')).toContainText('free');
  await expectFaq(page, 'hot-tub-faq', 5);
});

/** The accordion holds every question, answers open on click, and FAQPage data is in the page. */
async function expectFaq(page: Page, id: string, count: number, answerText?: string) {
  const questions = page.locator(`#${id} button[aria-expanded]`);
  await expect(questions).toHaveCount(count);
  await questions.first().click();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  if (answerText) await expect(page.locator(`#${id}`).getByText(answerText)).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"FAQPage"'))).toBe(true);
}
