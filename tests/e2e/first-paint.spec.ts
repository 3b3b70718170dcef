import { expect, test, type Browser, type Page } from '@playwright/test';

// What a first visit paints before any script: the page's own CSS inline, nothing blocking, the
// largest picture fetched at once, the rest lazy.
const PAGES = [
  '/',
  '/garage-cleanout',
  '/furniture-removal',
  '/service-areas',
  '/mesa-service-area',
  '/arcadia-junk-removal',
  '/blog',
  '/blog/junk-removal-scottsdale-guide',
];
const PHONE = { width: 390, height: 844 };

/** Hydrated: the header's opening-hours badge has been worked out in the browser. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.querySelector('[role="status"]')?.textContent !== 'Open 7 days');

for (const path of PAGES) {
  test(`${path}: no blocking stylesheet in the HTML, no console error while it hydrates`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    const blocking = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)]
      .map((m) => m[0])
      .filter((link) => !/\bmedia="print"/.test(link));
    expect(blocking).toEqual([]);
    expect(html).toMatch(/<style>[^<]{2000,}<\/style>/);

    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    expect(errors).toEqual([]);
  });
}

/** Every image's loading attribute, and whether it is in the first screen. */
async function images(page: Page) {
  return page.locator('img').evaluateAll((imgs) =>
    imgs.map((img) => {
      const box = img.getBoundingClientRect();
      return {
        src: img.getAttribute('src'),
        lazy: img.getAttribute('loading') === 'lazy',
        firstScreen: box.bottom > 0 && box.top < window.innerHeight && box.width > 0,
      };
    }),
  );
}

for (const path of PAGES) {
  test(`${path}: at 390 px no first-screen image is lazy, every image below it is`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const found = await images(page);
    expect(found.filter((i) => i.firstScreen && i.lazy)).toEqual([]);
    expect(found.filter((i) => !i.firstScreen && !i.lazy)).toEqual([]);
  });
}

/** Where the first screen's elements sit: with scripts, or with the page's inline CSS alone. */
async function firstScreenLayout(browser: Browser, path: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled, serviceWorkers: 'block' });
  // Without scripts the stylesheet files are not fetched either: what shows is the inline CSS alone.
  if (!javaScriptEnabled) await context.route('**/assets/*.css', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (javaScriptEnabled) await hydrated(page);
  const layout = await page
    .locator('main :is(h1, h2, h3, p, a, button, img, input, select, textarea, li), header a')
    .evaluateAll((elements) =>
      elements.flatMap((element) => {
        const box = element.getBoundingClientRect();
        if (box.top >= window.innerHeight || box.bottom <= 0 || box.width === 0) return [];
        const name = `${element.tagName.toLowerCase()} ${(element.textContent ?? '').trim().slice(0, 30)}`;
        return [
          `${name} @ ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        ];
      }),
    );
  const shot = await page.screenshot();
  await context.close();
  return { layout, shot };
}

for (const path of PAGES) {
  test(`${path}: the first screen at 390 px is laid out the same by the inline CSS alone`, async ({
    browser,
  }, info) => {
    const off = await firstScreenLayout(browser, path, false);
    const on = await firstScreenLayout(browser, path, true);
    await info.attach('scripts off', { body: off.shot, contentType: 'image/png' });
    await info.attach('scripts on', { body: on.shot, contentType: 'image/png' });
    expect(on.layout).toEqual(off.layout);
  });
}
