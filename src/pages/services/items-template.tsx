import { CtaBand } from '../../components/cta-band.tsx';
import { twelveCities } from '../../content/business.ts';
import { paymentLine, quoteLine, scheduleLine, standardIncluded } from '../../content/service-pages/facts.ts';
import type { ItemServiceContent, ServiceSection } from '../../content/service-pages/types.ts';
import { services } from '../../content/services.ts';
import type { PageEntry } from '../../content/types.ts';
import { SectionList } from './section-list.tsx';
import { ServiceHero } from './service-hero.tsx';
import { ServingBand } from './serving-band.tsx';

/** The same sections, in the same order, for each of the six single-item service pages. */
function itemSections(page: PageEntry, c: ItemServiceContent): ServiceSection[] {
  const name = services.find((s) => s.path === page.path)?.name ?? page.heading;
  return [
    {
      kind: 'cards',
      id: 'benefits',
      title: `Why Choose Us for ${name}`,
      cards: c.benefits,
      columns: 3,
    },
    {
      kind: 'cards',
      id: 'items',
      title: c.itemsTitle,
      lead: c.itemsLead,
      cards: c.items.map((i) => ({ title: i.name, description: i.description })),
      columns: 3,
    },
    {
      kind: 'pricing',
      id: 'pricing',
      title: 'Simple, Upfront Pricing',
      lead: 'Volume-based pricing with no hidden fees.',
      paragraphs: [c.pricingLead, `${quoteLine} ${paymentLine}`, scheduleLine],
      included: [...standardIncluded, ...(c.includedExtras ?? [])],
    },
    {
      kind: 'cities',
      id: 'cities',
      title: `${name} Across the Valley`,
      lead: `From our home base in Scottsdale we pick up ${c.noun} across the Valley, including these twelve cities.`,
      cities: twelveCities,
    },
    { kind: 'booking', title: `Book Your ${name}` },
  ];
}

/** Mattress, furniture, appliance, yard waste, e-waste and office cleanout pages. */
export function ItemsTemplate({ page, content }: { page: PageEntry; content: ItemServiceContent }) {
  return (
    <>
      <ServiceHero
        heading={page.heading}
        intro={page.intro}
        eyebrow={content.eyebrow}
        highlights={content.highlights}
        quoteHref="#booking-form"
      />
      <ServingBand cities={twelveCities} />
      <SectionList sections={itemSections(page, content)} />
      <CtaBand title={content.cta.title} text={content.cta.text} quoteHref="#booking-form" />
    </>
  );
}
