import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import sdtt from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';
import { publicPages } from '../../src/content/registry.ts';
import type { PageEntry } from '../../src/content/types.ts';

// An independent validator with Google's, Twitter's and Facebook's rules, run on the prerendered HTML
// of every public page. Its presets only check some types: the tests below add ours.
const { structuredDataTest } = sdtt as {
  structuredDataTest: (html: Buffer, options: object) => Promise<Result>;
};
const { Google, Twitter, Facebook } = presets as Record<string, object>;

interface Outcome {
  test: string;
  description?: string;
  group?: string;
  error?: { message?: string };
}
interface Result {
  passed: Outcome[];
  failed: Outcome[];
  warnings: Outcome[];
  schemas: string[];
}

const html = (path: string) => readFileSync(`dist${path === '/' ? '' : path}/index.html`);
const jsonld = (test: string) => ({ test, type: 'jsonld' });

/** What every page of a kind must carry beyond the presets (types they do not check). */
function ourTests(page: PageEntry) {
  const tests = [
    jsonld('LocalBusiness[*].name'),
    jsonld('LocalBusiness[*].telephone'),
    jsonld('LocalBusiness[*].address.addressLocality'),
    jsonld('LocalBusiness[*].openingHoursSpecification[0].opens'),
    jsonld('LocalBusiness[*].aggregateRating.ratingValue'),
    jsonld('LocalBusiness[*].logo'),
    { test: '"og:image:alt"', type: 'metatag' },
    { test: '"twitter:image:alt"', type: 'metatag' },
  ];
  if (page.path !== '/') tests.push(jsonld('BreadcrumbList[*].itemListElement[0].item'));
  if (page.kind === 'main-service' || page.kind === 'service')
    tests.push(
      jsonld('Service[*].provider'),
      jsonld('Service[*].areaServed'),
      jsonld('Service[*].serviceType'),
    );
  if (page.kind === 'blog-post')
    tests.push(
      jsonld('BlogPosting[*].author.name'),
      jsonld('BlogPosting[*].image.url'),
      jsonld('BlogPosting[*].dateModified'),
      jsonld('BlogPosting[*].publisher.logo.url'),
    );
  return tests;
}

test('every public page passes the validator: no failed test, warnings listed', async () => {
  expect(publicPages).toHaveLength(33);
  const failures: string[] = [];
  const warnings = new Map<string, number>();
  for (const page of publicPages) {
    let result: Result;
    try {
      result = await structuredDataTest(html(page.path), {
        presets: [Google, Twitter, Facebook],
        tests: ourTests(page),
      });
    } catch (error) {
      const res = (error as { res?: Result }).res;
      if (!res) throw error;
      result = res;
    }
    for (const f of result.failed)
      failures.push(`${page.path}: ${f.group ?? ''} ${f.description ?? f.test} (${f.error?.message ?? ''})`);
    for (const w of result.warnings) {
      const key = `${w.group ?? ''} ${w.description ?? w.test}`;
      warnings.set(key, (warnings.get(key) ?? 0) + 1);
    }
    expect(result.passed.length).toBeGreaterThan(20);
  }
  console.log(
    `Validator warnings (page count): ${[...warnings].map(([w, n]) => `${w} ×${n}`).join('; ') || 'none'}`,
  );
  expect(failures).toEqual([]);
});

test('the blog posts name their publisher with a logo that loads', async ({ request }) => {
  for (const page of publicPages.filter((p) => p.kind === 'blog-post')) {
    const scripts = [
      ...html(page.path)
        .toString()
        .matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
    ];
    const posting = scripts
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((d) => d['@type'] === 'BlogPosting') as {
      publisher: { '@type': string; name: string; logo: { url: string } };
    };
    expect(posting.publisher['@type']).toBe('Organization');
    expect(posting.publisher.name).toBe('Scottsdale Junk Removal');
    const logo = await request.get(new URL(posting.publisher.logo.url).pathname);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toBe('image/png');
  }
});
