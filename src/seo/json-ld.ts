import { blogPosts } from '../content/blog-posts.ts';
import { business, openingHours, twelveCities } from '../content/business.ts';
import { media } from '../content/media.ts';
import { breadcrumbs } from '../content/registry.ts';
import type { PageEntry } from '../content/types.ts';
import { absoluteUrl, config } from '../config.ts';

type Json = Record<string, unknown>;

/** The business's logo: the app icon (public/icons, drawn by scripts/make-icons.mjs). */
const LOGO = { src: '/icons/icon-512.png', size: 512 };

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Serialises JSON-LD so that no string can close the surrounding script element. */
export function jsonLdText(data: Json): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function localBusiness(): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${config.siteUrl}/#business`,
    name: business.name,
    url: absoluteUrl('/'),
    telephone: business.phone.e164,
    image: absoluteUrl('/images/og-default.jpg'),
    logo: absoluteUrl(LOGO.src),
    priceRange: '$$',
    foundingDate: String(business.foundedYear),
    paymentAccepted: business.payment.join(', '),
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      addressCountry: business.address.country,
    },
    geo: { '@type': 'GeoCoordinates', ...business.address.geo },
    areaServed: twelveCities.map((name) => ({ '@type': 'City', name: `${name}, AZ` })),
    openingHoursSpecification: openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d) => dayNames[d]),
      opens: pad(h.opens),
      closes: pad(h.closes),
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: business.rating.value.toFixed(1),
      bestRating: String(business.rating.best),
      reviewCount: business.rating.count,
    },
  };
}

export function breadcrumbList(path: string): Json | null {
  const crumbs = breadcrumbs(path);
  if (crumbs.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(c.path),
    })),
  };
}

export function service(page: PageEntry): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.heading,
    serviceType: page.heading,
    description: page.description,
    url: absoluteUrl(page.path),
    provider: { '@id': `${config.siteUrl}/#business` },
    areaServed: twelveCities.map((name) => ({ '@type': 'City', name: `${name}, AZ` })),
  };
}

export function blogPosting(page: PageEntry): Json | null {
  const post = blogPosts.find((p) => p.path === page.path);
  if (!post) return null;
  const picture = Object.values(media).find((m) => post.image.startsWith(`${m.base}-`));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.isoDate,
    dateModified: post.isoDate,
    articleSection: post.category,
    keywords: post.keywords.join(', '),
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(post.image),
      width: picture?.width,
      height: picture?.height,
      caption: picture?.alt,
    },
    url: absoluteUrl(post.path),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(post.path) },
    author: { '@type': 'Organization', name: business.name, url: absoluteUrl('/') },
    // What Google's article rich results ask of a publisher: type, name and a logo it can load.
    publisher: {
      '@type': 'Organization',
      name: business.name,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(LOGO.src), width: LOGO.size, height: LOGO.size },
    },
  };
}

export interface FaqItem {
  question: string;
  answer: string;
}

export function faqPage(items: readonly FaqItem[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  };
}
