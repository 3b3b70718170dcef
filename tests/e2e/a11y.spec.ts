import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pages } from '../../src/content/registry.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const entry of [...pages.map((p) => p.path), '/no-such-page']) {
      test(entry, async ({ page }) => {
        await page.goto(entry);
        await page.locator('main').waitFor();
        const results = await new AxeBuilder({ page }).withTags(tags).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`)).toEqual(
          [],
        );
      });
    }

    test('with the menu open', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.locator('#site-menu')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
}
