import { expect, test } from '@playwright/test';
import { pages, publicPages } from '../../src/content/registry.ts';

const origin = 'https://www.scottsdalejunkremoval.com';

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function headOf(html: string) {
  const meta = (attr: string, name: string) =>
    html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
  return {
    title: decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: decode(meta('name', 'description') ?? ''),
    robots: meta('name', 'robots'),
    ogTitle: decode(meta('property', 'og:title') ?? ''),
    twitterCard: meta('name', 'twitter:card'),
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string },
    ),
    h1: html.match(/<h1[^>]*>/g)?.length ?? 0,
  };
}

test.describe('prerendered HTML, read without running any JavaScript', () => {
  for (const page of pages) {
    test(`${page.path} answers 200 with its own metadata`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const head = headOf(await response.text());
      expect(head.title).toBe(page.title);
      expect(head.description).toBe(page.description);
      expect(head.canonical).toBe(origin + page.path);
      expect(head.ogTitle).toBe(page.title);
      expect(head.twitterCard).toBe('summary_large_image');
      const types = head.jsonLd.map((d) => d['@type']);
      expect(types).toContain('LocalBusiness');
      if (page.indexable) {
        expect(head.robots).toMatch(/^index, follow/);
        expect(head.h1).toBe(1);
        if (page.path !== '/') expect(types).toContain('BreadcrumbList');
        if (page.kind === 'main-service' || page.kind === 'service') expect(types).toContain('Service');
        if (page.kind === 'blog-post') expect(types).toContain('BlogPosting');
      } else {
        expect(head.robots).toBe('noindex, nofollow');
      }
    });
  }

  test('local business data carries the rating and opening hours', async ({ request }) => {
    const head = headOf(await (await request.get('/')).text());
    const business = head.jsonLd.find((d) => d['@type'] === 'LocalBusiness') as unknown as {
      aggregateRating: { ratingValue: string; reviewCount: number };
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
      telephone: string;
    };
    expect(business.aggregateRating).toMatchObject({ ratingValue: '5.0', reviewCount: 161 });
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({
        opens: '07:00',
        closes: '19:00',
        dayOfWeek: expect.arrayContaining(['Saturday']),
      }),
      expect.objectContaining({ opens: '08:00', closes: '17:00', dayOfWeek: ['Sunday'] }),
    ]);
    expect(business.telephone).toBe('+16026323524');
  });

  test('clean URLs: a trailing slash and a query string reach the same page', async ({ request }) => {
    for (const path of ['/garage-cleanout/', '/garage-cleanout?gclid=abc']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(headOf(await response.text()).title).toContain('Garage Cleanout');
    }
  });

  test('unknown paths answer the 404 page with status 404', async ({ request }) => {
    for (const path of ['/no-such-page', '/blog/no-such-post', '/garage-cleanout/extra']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('Oops! Page not found');
      expect(html).toContain('Return to Home');
    }
  });

  test('sitemap lists every public page and only those; robots points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(publicPages.map((p) => origin + p.path).sort());
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test('the server sends compression, cache rules and security headers', async ({ request }) => {
    const html = await request.get('/garage-cleanout', { headers: { 'accept-encoding': 'br' } });
    const h = html.headers();
    expect(h['content-encoding']).toBe('br');
    expect(h['cache-control']).toBe('no-cache');
    expect(h['content-security-policy']).toContain("default-src 'self'");
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    const gz = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    const asset = (await html.text()).match(/src="(\/assets\/[^"]+\.js)"/)![1]!;
    expect((await request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  });
});
