import { business } from '../content/business.ts';
import type { PageEntry } from '../content/types.ts';
import { absoluteUrl } from '../config.ts';
import { blogPosting, breadcrumbList, jsonLdText, localBusiness, service } from './json-ld.ts';

const serviceKinds = new Set(['main-service', 'service']);

/** Everything a page puts in <head>: TanStack Router's head() shape. */
export function pageHead(page: PageEntry) {
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(page.image);
  const robots = page.indexable
    ? 'index, follow, max-image-preview:large, max-snippet:-1'
    : 'noindex, nofollow';
  const structured = [
    localBusiness(),
    breadcrumbList(page.path),
    serviceKinds.has(page.kind) ? service(page) : null,
    page.kind === 'blog-post' ? blogPosting(page) : null,
  ].filter((d) => d !== null);

  return {
    meta: [
      { title: page.title },
      { name: 'description', content: page.description },
      ...(page.keywords.length ? [{ name: 'keywords', content: page.keywords.join(', ') }] : []),
      { name: 'robots', content: robots },
      { property: 'og:type', content: page.kind === 'blog-post' ? 'article' : 'website' },
      { property: 'og:site_name', content: business.name },
      { property: 'og:locale', content: 'en_US' },
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:alt', content: page.imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: page.title },
      { name: 'twitter:description', content: page.description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: page.imageAlt },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: structured.map((data) => ({ type: 'application/ld+json', children: jsonLdText(data) })),
  };
}
