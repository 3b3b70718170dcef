import { CardGrid } from '../../components/card-grid.tsx';
import { CtaBand } from '../../components/cta-band.tsx';
import { FaqAccordion } from '../../components/faq-accordion.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { BookingSection } from '../../features/quote/booking-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import type { CityPageContent } from '../../content/area-pages/area-types.ts';
import type { PageEntry } from '../../content/types.ts';
import { CityAbout } from './city-about.tsx';
import { CityRelated } from './city-related.tsx';
import { DistrictGrid } from './district-grid.tsx';
import { PlaceList } from './place-list.tsx';
import { ServiceLinkGrid } from './service-link-grid.tsx';
import classes from './areas.module.css';

/** One city page: every section is driven by the city's content entry. */
export function CityBody({ page, content }: { page: PageEntry; content: CityPageContent }) {
  // Get Free Quote goes to this page's own form when SPEC gives it one.
  const quoteHref = content.quote ? '#booking-form' : '/#booking-form';
  const described = content.services.some((s) => s.description);
  return (
    <>
      <PageHero heading={page.heading} intro={page.intro} eyebrow={content.eyebrow} quoteHref={quoteHref} />
      <CityAbout about={content.about} />

      <section className="section section-alt" aria-labelledby="districts-heading">
        <div className="container">
          <SectionHeading
            id="districts-heading"
            title={content.districtsTitle}
            lead={content.districtsLead}
          />
          <DistrictGrid districts={content.districts} />
        </div>
      </section>

      <section className="section" aria-labelledby="neighbourhoods-heading">
        <div className="container">
          <SectionHeading
            id="neighbourhoods-heading"
            title={content.neighbourhoods.title}
            lead={content.neighbourhoods.lead}
          />
          <PlaceList places={content.neighbourhoods.places} />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="services-heading">
        <div className="container">
          <SectionHeading id="services-heading" title={content.servicesTitle} />
          {described ? (
            <CardGrid cards={content.services} columns={3} />
          ) : (
            <ServiceLinkGrid services={content.services} />
          )}
        </div>
      </section>

      {content.trust && (
        <section className="section" aria-labelledby="trust-heading">
          <div className="container">
            <SectionHeading id="trust-heading" title={content.trust.title} center />
            <CardGrid cards={content.trust.blocks} columns={4} />
          </div>
        </section>
      )}

      {content.quote && <BookingSection title={content.quote.title} lead={content.quote.lead} />}

      {content.faq && (
        <section className="section" aria-labelledby="faq-heading">
          <div className={`container ${classes.narrow}`}>
            <SectionHeading id="faq-heading" title={content.faq.title} />
            <FaqAccordion items={content.faq.items} />
          </div>
        </section>
      )}

      <CityRelated content={content} />
      <CtaBand title={content.cta.title} text={content.cta.text} quoteHref={quoteHref} />
    </>
  );
}
