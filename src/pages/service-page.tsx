import type { ComponentType } from 'react';
import { hasBookingForm, loadServiceContent } from '../content/service-pages/index.ts';
import type { ServicePageContent } from '../content/service-pages/types.ts';
import { usePage } from '../hooks/use-page.ts';
import { GenericPage } from './generic-page.tsx';
import { ItemsTemplate } from './services/items-template.tsx';
import { SectionsTemplate } from './services/sections-template.tsx';

/** A service route's page: its content is fetched with the template, so the page renders at once. */
export async function servicePageFor(path: string): Promise<{ default: ComponentType }> {
  const content = await loadServiceContent(path);
  return { default: () => <ServicePage content={content} /> };
}

/** Every service route: hand the page's content to its template. */
function ServicePage({ content }: { content: ServicePageContent | undefined }) {
  const page = usePage();
  // A service added to the registry before its content still renders its heading and intro.
  if (!page || !content) return <GenericPage eyebrow="Junk removal services" />;
  if (content.template === 'items') return <ItemsTemplate page={page} content={content} />;
  const quoteHref = hasBookingForm(content) ? '#booking-form' : '/#booking-form';
  return <SectionsTemplate page={page} content={content} quoteHref={quoteHref} />;
}
