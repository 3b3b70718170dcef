/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { notificationFor } from '@shared/lead-alert.ts';
import { shareTarget } from './content/share-target.ts';
import { inStaffApp, STAFF_APP } from './content/staff-app.ts';
import { quoteOutbox } from './offline/quote-outbox.ts';
import { keepShare } from './offline/shared-photos.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

// Every prerendered page and asset. Clean URLs (/garage-cleanout, /garage-cleanout/, ?gclid=…)
// all resolve to the same cached <path>/index.html.
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/.*/],
  cleanURLs: true,
  urlManipulation: ({ url }) =>
    url.pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(url.pathname)
      ? []
      : [new URL(`${url.pathname}/index.html`, url.origin)],
});
cleanupOutdatedCaches();

// Photos shared from another app (the manifest's share_target): kept on the device, even offline,
// then the quick quote page opens with them attached. A share that cannot be read still opens it.
// A post that another web site made is refused, so no page can plant photos or text in a visitor's
// quote: the worker sees the Origin header a form post carries (Sec-Fetch-Site is added after it).
registerRoute(
  ({ url }) => url.pathname === shareTarget.path,
  async ({ request }) => {
    if (postedByAnotherSite(request)) return Response.redirect(`${shareTarget.path}?share=refused`, 303);
    let id = 'unreadable';
    try {
      id = await keepShare(await request.formData());
    } catch (error) {
      console.error('A share could not be kept:', error);
    }
    return Response.redirect(`${shareTarget.path}?share=${id}`, 303);
  },
  'POST',
);

/**
 * The share sheet's post has no web page behind it (no Origin, or "null", and no referrer); ours
 * carry our own origin. Anything else came from another site.
 */
function postedByAnotherSite(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin && origin !== 'null') return origin !== self.location.origin;
  try {
    return request.referrer !== '' && new URL(request.referrer).origin !== self.location.origin;
  } catch {
    return true;
  }
}

// Any other navigation goes to the network; with no network, the offline/404 page answers, or for
// a staff screen (/admin/leads/<id>) the staff app's page, as the host would.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      const page = inStaffApp(url.pathname) ? `${STAFF_APP}/index.html` : '/404.html';
      return (await matchPrecache(page)) ?? Response.error();
    }
  },
);

// A new version waits until the page asks for it (the page checks no form is half-filled first).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control at once, so the first visit already works offline.
clientsClaim();

// Chromium wakes the worker when the network is back, even with no page open: send saved quotes.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'outbox') return;
  sync.waitUntil(
    quoteOutbox()
      .sendNow()
      .then((result) => {
        // Rejecting asks the browser to try the sync again later; on the last chance, give up quietly.
        if ((result.waiting > 0 || result.busy) && !sync.lastChance) throw new Error('Quotes still waiting');
      }),
  );
});

// A staff alert of a new lead (issue 32): one notification per lead (tag), so a retry replaces it
// rather than stacking a second. Anything that is not one of our alerts shows nothing.
self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    return;
  }
  const alert = notificationFor(data);
  if (!alert) return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: '/icons/icon-192.png',
      data: { url: alert.url },
    }),
  );
});

// A click opens the lead: in a staff app window already open (focused, then moved to the lead),
// else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: unknown } | null)?.url;
  const target = new URL(
    typeof path === 'string' && inStaffApp(path) ? path : STAFF_APP,
    self.location.origin,
  );
  event.waitUntil(openInStaffApp(target.href));
});

async function openInStaffApp(href: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => inStaffApp(new URL(w.url).pathname)) ?? windows[0];
  if (open) {
    // Focus needs the click's permission; the window still moves to the lead without it.
    await open.focus().catch(() => undefined);
    if (await open.navigate(href).catch(() => null)) return;
  }
  await self.clients.openWindow(href);
}
