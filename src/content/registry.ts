import { areas } from './areas.ts';
import { STAFF_APP } from './staff-app.ts';
import { blogList, blogPosts } from './blog-posts.ts';
import { business, primaryCities } from './business.ts';
import { media } from './media.ts';
import { neighbourhoods } from './neighbourhoods.ts';
import { services } from './services.ts';
import { shareTarget } from './share-target.ts';
import type { PageEntry, PageKind, PageMeta } from './types.ts';

/** The site's share card (scripts/make-icons.mjs draws it), and what it shows. */
const shareCard = {
  src: '/images/og-default.jpg',
  alt: `${business.name} share card: the green truck logo, "Same-day pickup across the Valley" and ${business.phone.display}`,
};

/** A page's own picture as its social image, with the alt text media.ts gives it. */
function pictureCard(src: string): { src: string; alt: string } {
  const picture = Object.values(media).find((m) => src.startsWith(`${m.base}-`));
  if (!picture) throw new Error(`${src} is not a picture of content/media.ts: it needs alt text there`);
  return { src, alt: picture.alt };
}

/** 'e-waste-recycling' → 'E Waste Recycling' (SPEC: hyphens to spaces, words capitalised). */
export function crumbLabel(segment: string): string {
  return segment
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function page(meta: PageMeta, kind: PageKind, indexable = true, card = shareCard): PageEntry {
  const last = meta.path.split('/').filter(Boolean).pop();
  return {
    ...meta,
    kind,
    indexable,
    image: card.src,
    imageAlt: card.alt,
    breadcrumb: last ? crumbLabel(last) : 'Home',
  };
}

const home: PageMeta = {
  path: '/',
  title: 'Scottsdale Junk Removal | Same-Day Junk Removal Valleywide',
  description: `Affordable same-day junk removal in Scottsdale and across the Phoenix Valley. Licensed, insured, family owned since ${business.foundedYear}. Rated ${business.rating.value.toFixed(1)} from ${business.rating.count} Google reviews.`,
  keywords: [
    'junk removal Scottsdale',
    'same day junk removal',
    'junk hauling Phoenix',
    'Valleywide junk removal',
  ],
  heading: business.headline,
  intro: business.tagline,
};

/** Where photos shared from the phone's gallery land (and the app's "Send photos" shortcut). */
const sendPhotos: PageMeta = {
  path: shareTarget.path,
  title: `Send Photos for a Quote | ${business.name}`,
  description: `Send photos of what needs to go and get a free quote from ${business.name}.`,
  keywords: [],
  heading: 'Send photos for a quote',
  intro: `Add your name and how to reach you, and we will reply with a price within ${business.quoteReplyHours} hours.`,
};

/** A customer's own booking: the link in their confirmation e-mail (the token after the #). */
const ownBooking: PageMeta = {
  path: '/booking',
  title: `Your Booking | ${business.name}`,
  description: `See, move or cancel your ${business.name} pickup.`,
  keywords: [],
  heading: 'Your booking',
  intro: 'See your arrival window, move it to another open one, or cancel it.',
};

const internal = (path: string, title: string, heading: string, intro: string): PageMeta => ({
  path,
  title,
  description: `${heading} for ${business.name} staff. This page is private and not meant for search engines or customers.`,
  keywords: [],
  heading,
  intro,
});

/** Every page of the site, once. Routes, menus, prerendering, the sitemap and the precache derive from it. */
export const pages: readonly PageEntry[] = [
  page(home, 'home'),
  ...services.map((s) => page(s, s.main ? 'main-service' : 'service')),
  ...areas.map((a) => page(a, a.overview ? 'overview' : 'city')),
  ...neighbourhoods.map((n) => page(n, 'neighbourhood')),
  page(blogList, 'blog-list'),
  ...blogPosts.map((p) => page(p, 'blog-post', true, pictureCard(p.image))),
  // Opened from the phone's Share sheet or the app's shortcut, not from search.
  page(sendPhotos, 'share', false),
  // Opened from the link in a customer's confirmation e-mail.
  page(ownBooking, 'booking', false),
  page(
    internal('/auth', `Admin Login | ${business.name}`, 'Admin Login', 'Sign in to manage the site.'),
    'auth',
    false,
  ),
  page(
    internal(STAFF_APP, `Admin Dashboard | ${business.name}`, 'Admin Dashboard', 'Leads, chats and Q&A.'),
    'admin',
    false,
  ),
  page(
    internal(
      '/generate-image',
      `Image Generator | ${business.name}`,
      'Image Generator',
      'Internal image tool.',
    ),
    'image-tool',
    false,
  ),
];

export const publicPages = pages.filter((p) => p.indexable);

const byPath = new Map(pages.map((p) => [p.path, p]));

export function findPage(path: string): PageEntry | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byPath.get(clean);
}

export interface Crumb {
  label: string;
  path: string;
}

/** Home, then one crumb per path segment; a segment's label comes from its page when there is one. */
export function breadcrumbs(path: string): Crumb[] {
  const segments = path.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ label: 'Home', path: '/' }];
  segments.forEach((segment, i) => {
    const p = '/' + segments.slice(0, i + 1).join('/');
    crumbs.push({ label: findPage(p)?.breadcrumb ?? crumbLabel(segment), path: p });
  });
  return crumbs;
}

export interface MenuLink {
  label: string;
  to: string;
  hash?: string;
}

export interface MenuGroup {
  label: string;
  links: MenuLink[];
}

/** The header menu, in SPEC order. */
export const menuGroups: readonly MenuGroup[] = [
  { label: 'Services', links: services.map((s) => ({ label: s.name, to: s.path })) },
  { label: 'Service Areas', links: primaryCities.map((c) => ({ label: c.name, to: c.path })) },
  {
    label: 'Company',
    links: [
      { label: 'Blog', to: blogList.path },
      { label: 'About Us', to: '/', hash: 'about' },
      { label: 'Contact', to: '/', hash: 'contact' },
    ],
  },
];
