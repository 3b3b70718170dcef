import { startTransition } from 'react';
import { holdEarlySubmits } from './features/quote/early-submit.ts';
import { rememberVisitSource } from './features/quote/visit-source.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates in stages, each in its own task: React, then the app's modules (router, registry, page
 * templates), then hydration itself as a time-sliced transition. One script evaluating everything
 * at once would hold the main thread for a few hundred milliseconds on a mid-range phone.
 */
async function start() {
  // Before anything can change the address: where this visit came from, for the leads it sends.
  rememberVisitSource();
  holdEarlySubmits();
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const [{ RouterClient }, { createAppRouter }] = await Promise.all([
    import('@tanstack/react-router/ssr/client'),
    import('./app/router.tsx'),
  ]);
  await nextTask();
  const router = createAppRouter();
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />);
  });
}

void start();
