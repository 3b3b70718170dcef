import { expect, test } from '@playwright/test';
import { findPage, pages } from '../../src/content/registry.ts';

const html = new Map<string, string>();

async function pageHtml(request: import('@playwright/test').APIRequestContext, path: string) {
  if (!html.has(path)) html.set(path, await (await request.get(path)).text());
  return html.get(path)!;
}

test('every internal link resolves to a registry page or asset, and every #hash to an element there', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const broken: string[] = [];
  for (const page of pages.filter((p) => p.indexable)) {
    const source = await pageHtml(request, page.path);
    const hrefs = [...source.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    for (const href of new Set(hrefs)) {
      if (/^(https?:|tel:|sms:|mailto:)/.test(href)) continue;
      const url = new URL(href, `http://site${page.path}`);
      const target = findPage(url.pathname);
      if (!target) {
        const asset = await request.get(url.pathname);
        if (asset.status() !== 200) broken.push(`${page.path} → ${href}`);
        continue;
      }
      if (url.hash && !(await pageHtml(request, target.path)).includes(`id="${url.hash.slice(1)}"`)) {
        broken.push(`${page.path} → ${href} (no element with that id)`);
      }
    }
  }
  expect(broken).toEqual([]);
});
