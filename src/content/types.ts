export type PageKind =
  | 'home'
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
}
