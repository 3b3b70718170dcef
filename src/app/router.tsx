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
import { pageHead } from '../seo/head.ts';
import { RootDocument, rootHead } from './root-document.tsx';

// Paths come from the registry at run time, so the router is not registered for typed links.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    page?: PageEntry;
  }
}

// Each page family is its own chunk: a visitor downloads only the template of the page they open.
const templates: Record<PageKind, RouteComponent> = {
  home: lazyRouteComponent(() => import('../pages/home-page.tsx'), 'HomePage'),
  'main-service': lazyRouteComponent(() => import('../pages/service-page.tsx'), 'ServicePage'),
  service: lazyRouteComponent(() => import('../pages/service-page.tsx'), 'ServicePage'),
  overview: lazyRouteComponent(() => import('../pages/area-page.tsx'), 'AreaPage'),
  city: lazyRouteComponent(() => import('../pages/area-page.tsx'), 'AreaPage'),
  neighbourhood: lazyRouteComponent(() => import('../pages/neighbourhood-page.tsx'), 'NeighbourhoodPage'),
  'blog-list': lazyRouteComponent(() => import('../pages/blog-list-page.tsx'), 'BlogListPage'),
  'blog-post': lazyRouteComponent(() => import('../pages/blog-post-page.tsx'), 'BlogPostPage'),
  auth: lazyRouteComponent(() => import('../pages/auth-page.tsx'), 'AuthPage'),
  admin: lazyRouteComponent(() => import('../pages/admin-page.tsx'), 'AdminPage'),
  'image-tool': lazyRouteComponent(() => import('../pages/image-tool-page.tsx'), 'ImageToolPage'),
};

const rootRoute = createRootRoute({
  head: rootHead,
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

const pageRoutes = pages.map((page) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: page.path,
    staticData: { page },
    head: () => pageHead(page),
    component: templates[page.kind],
  }),
);

const routeTree = rootRoute.addChildren(pageRoutes);

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultHashScrollIntoView: { behavior: 'smooth', block: 'start' },
    defaultNotFoundComponent: NotFoundPage,
    trailingSlash: 'never',
  });
}
