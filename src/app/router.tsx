import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router';
import { pages } from '../content/registry.ts';
import type { PageEntry, PageKind } from '../content/types.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { formCodeForPage, pagesOpenInApp } from '../features/quote/deferred-quote-form.tsx';
import { pageHead } from '../seo/head.ts';
import { adminRoutes } from './admin-routes.tsx';
import { RootDocument, rootHead } from './root-document.tsx';

// Paths come from the registry at run time, so the router is not registered for typed links.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    page?: PageEntry;
  }
}

// Each page family is its own chunk: a visitor downloads only the template of the page they open,
// and for a service or city page only that page's content.
const family = (component: RouteComponent) => () => component;
const templates: Record<PageKind, (page: PageEntry) => RouteComponent> = {
  home: family(lazyRouteComponent(() => import('../pages/home-page.tsx'), 'HomePage')),
  'main-service': (page) =>
    lazyRouteComponent(() => import('../pages/service-page.tsx').then((m) => m.servicePageFor(page.path))),
  service: (page) =>
    lazyRouteComponent(() => import('../pages/service-page.tsx').then((m) => m.servicePageFor(page.path))),
  overview: (page) =>
    lazyRouteComponent(() => import('../pages/area-page.tsx').then((m) => m.areaPageFor(page.path))),
  city: (page) =>
    lazyRouteComponent(() => import('../pages/area-page.tsx').then((m) => m.areaPageFor(page.path))),
  neighbourhood: family(
    lazyRouteComponent(() => import('../pages/neighbourhood-page.tsx'), 'NeighbourhoodPage'),
  ),
  'blog-list': family(lazyRouteComponent(() => import('../pages/blog-list-page.tsx'), 'BlogListPage')),
  'blog-post': family(lazyRouteComponent(() => import('../pages/blog-post-page.tsx'), 'BlogPostPage')),
  auth: family(lazyRouteComponent(() => import('../pages/auth-page.tsx'), 'AuthPage')),
  admin: family(lazyRouteComponent(() => import('../pages/admin-page.tsx'), 'AdminPage')),
  booking: family(lazyRouteComponent(() => import('../pages/booking-page.tsx'), 'BookingPage')),
  share: family(lazyRouteComponent(() => import('../pages/send-photos-page.tsx'), 'SendPhotosPage')),
  'image-tool': family(lazyRouteComponent(() => import('../pages/image-tool-page.tsx'), 'ImageToolPage')),
};

const rootRoute = createRootRoute({
  head: rootHead,
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

/** The pages that show a quote form (home-page.tsx and BookingSection). */
const WITH_FORM = new Set<PageKind>(['home', 'main-service', 'service', 'city', 'neighbourhood']);

const pageRoutes = pages.map((page) => {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: page.path,
    staticData: { page },
    head: () => pageHead(page),
    ...(WITH_FORM.has(page.kind) ? { loader: formCodeForPage } : {}),
    component: templates[page.kind](page),
  });
  return page.kind === 'admin' ? route.addChildren(adminRoutes(route)) : route;
});

const routeTree = rootRoute.addChildren(pageRoutes);

/**
 * The app starts a while after the page is shown (deferred-start.ts), and the visitor may have
 * scrolled meanwhile: the router's first render must leave the page where it is, as a browser does;
 * it would scroll to the top. Later navigations reset the scroll, and going back restores it. Only
 * in the browser: on the server the option would add a script to every page.
 */
function keepFirstScroll() {
  let first = true;
  return () => {
    const keep = first;
    first = false;
    return !keep;
  };
}

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    ...(import.meta.env.SSR ? {} : { scrollRestoration: keepFirstScroll() }),
    defaultPreload: 'intent',
    defaultHashScrollIntoView: { behavior: 'smooth', block: 'start' },
    defaultNotFoundComponent: NotFoundPage,
    trailingSlash: 'never',
  });
  if (!import.meta.env.SSR) {
    const stop = router.subscribe('onRendered', () => {
      pagesOpenInApp();
      stop();
    });
  }
  return router;
}
