import { usePage } from '../hooks/use-page.ts';
import { hasBookingForm, servicePageContent } from '../content/service-pages/index.ts';
import { GenericPage } from './generic-page.tsx';
import { ItemsTemplate } from './services/items-template.tsx';
import { SectionsTemplate } from './services/sections-template.tsx';

/** Every service route: look up the page's content by path and hand it to its template. */
export function ServicePage() {
  const page = usePage();
  const content = page && servicePageContent[page.path];
  // A service added to the registry before its content still renders its heading and intro.
  if (!page || !content) return <GenericPage eyebrow="Junk removal services" />;
  if (content.template === 'items') return <ItemsTemplate page={page} content={content} />;
  const quoteHref = hasBookingForm(content) ? '#booking-form' : '/#booking-form';
  return <SectionsTemplate page={page} content={content} quoteHref={quoteHref} />;
}
