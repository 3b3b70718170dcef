import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './app/router.tsx';
import { loadQuoteForm } from './features/quote/deferred-quote-form.tsx';

export { publicPages, pages } from './content/registry.ts';

type ManifestGetter = NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>;
export type ServerManifest = Awaited<ReturnType<ManifestGetter>>;

/** Renders one URL of the site to a complete HTML document (used by the prerender step). */
export async function render(
  url: string,
  manifest: ServerManifest,
): Promise<{ status: number; html: string }> {
  // The page's HTML holds its quote form complete: the browser loads the form's code later.
  await loadQuoteForm();
  const handler = createRequestHandler({
    request: new Request(url),
    createRouter: createAppRouter,
    getRouterManifest: () => manifest,
  });
  const response = await handler(defaultRenderHandler);
  return { status: response.status, html: await response.text() };
}
