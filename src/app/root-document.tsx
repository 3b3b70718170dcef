import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import './global.css';
import { HeadContent, Outlet, Scripts, useRouterState } from '@tanstack/react-router';
import { lazy, memo, Suspense, useEffect } from 'react';
import { business } from '../content/business.ts';
import { Footer } from './shell/footer.tsx';
import { Header } from './shell/header.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { useAfterHydration } from '../hooks/use-after-hydration.ts';
import { replayEarlyClicks } from './early-clicks.ts';

// Client-only extras, loaded after the page is interactive so they cost the first paint nothing.
const ClientExtras = lazy(() => import('./client-extras.tsx').then((m) => ({ default: m.ClientExtras })));

export const rootHead = () => ({
  meta: [
    { charSet: 'utf-8' },
    { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
    { name: 'theme-color', content: '#1b6e38' },
    { name: 'application-name', content: business.name },
    { name: 'apple-mobile-web-app-title', content: business.shortName },
    { name: 'format-detection', content: 'telephone=no' },
    // Defaults for the 404 page; every registry page's own head() replaces both.
    { title: `Page not found | ${business.name}` },
    { name: 'robots', content: 'noindex, nofollow' },
  ],
  links: [
    { rel: 'manifest', href: '/manifest.webmanifest' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'icon', href: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' },
    { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  ],
});

/** Client-only UI, mounted once hydration is done. Its own component, so that switching it on re-renders nothing else. */
function AfterHydration() {
  const hydrated = useAfterHydration();
  // The shell is live: held taps go through as each button hydrates, and later ones are held the same way.
  useEffect(() => {
    if (hydrated) replayEarlyClicks();
  }, [hydrated]);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ClientExtras />
    </Suspense>
  );
}

/** The marketing site's frame around a page: header, crumbs, the page, footer. */
function SiteFrame() {
  return (
    <>
      <Header />
      <Breadcrumbs />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

/**
 * The page itself, memoised: router-state changes that re-render the document head leave it alone. The
 * staff app brings its own shell (and its own <main>). The client-only extras keep their place in the
 * tree either way, so a toast raised while leaving the staff app (signed out) survives the change.
 */
const Body = memo(function Body() {
  const staffApp = useRouterState({
    select: (s) => s.matches.some((m) => m.staticData.page?.kind === 'admin'),
  });
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {staffApp ? <Outlet /> : <SiteFrame />}
      <AfterHydration />
    </>
  );
});

export function RootDocument() {
  return (
    // Mantine's components read the colour scheme from this attribute (see components/mantine-root.tsx).
    <html lang="en-US" data-mantine-color-scheme="light">
      <head>
        <HeadContent />
      </head>
      <body>
        <Body />
        <Scripts />
      </body>
    </html>
  );
}
