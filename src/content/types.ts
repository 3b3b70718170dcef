import type { StandIn } from './stand-in.ts';
export type PageKind =
  | 'home'
  | 'share'
  | 'booking'
  | 'main-service'
  | 'service'
  | 'overview'
  | 'city'
  | 'neighbourhood'
  | 'blog-list'
  | 'blog-post'
  | 'auth'
  | 'admin'
  | 'image-tool';

/** What every page declares about itself: enough for routing, menus, metadata and the sitemap. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** The page's one h1. */
  heading: string;
  /** A sentence or two under the heading. */
  intro: string;
}

export interface PageEntry extends PageMeta {
  kind: PageKind;
  breadcrumb: string;
  /** False for the internal pages: noindex, not in the sitemap, not prerendered. */
  indexable: boolean;
  /** Social image path (absolute path on the site). */
  image: string;
  /** What the social image shows, for og:image:alt and twitter:image:alt. */
  imageAlt: string;
}

/* Static content shapes (SPEC section 3). */

export interface Testimonial extends StandIn {
  name: string;
  location: string;
  rating: 5;
  text: string;
}

export interface FaqItem extends StandIn {
  question: string;
  answer: string;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
}

export interface Benefit extends StandIn {
  title: string;
  description: string;
  /** Key of an icon in components/icons.tsx's iconByName. */
  icon?: IconName;
}

export interface ServiceCard {
  title: string;
  description: string;
  features?: readonly string[];
  path?: string;
}

export interface ItemType {
  name: string;
  description: string;
}

export interface District {
  name: string;
  description: string;
  neighborhoods: readonly string[];
  icon?: IconName;
}

export interface NeighbourhoodLink {
  name: string;
  path: string;
}

export interface Slide {
  image: MediaKey;
  alt: string;
  caption: string;
}

export interface Video extends StandIn {
  id: string;
  title: string;
  thumbnail: MediaKey;
  /** Embed URL (youtube-nocookie.com); null shows a Coming Soon badge. */
  videoUrl: string | null;
}

export type IconName =
  | 'truck'
  | 'clock'
  | 'shield'
  | 'leaf'
  | 'dollar'
  | 'star'
  | 'home'
  | 'building'
  | 'recycle'
  | 'heart'
  | 'check'
  | 'map'
  | 'phone'
  | 'calendar'
  | 'users'
  | 'sparkles';

/** Keys of the images in content/media.ts. */
export type MediaKey =
  | 'crew-loading'
  | 'garage-cleared'
  | 'donation-dropoff'
  | 'estate-cleanout'
  | 'recycling'
  | 'video-garage'
  | 'video-hot-tub'
  | 'video-estate'
  | 'blog-declutter'
  | 'blog-scottsdale-guide';
