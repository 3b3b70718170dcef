import { Link } from '@tanstack/react-router';
import { CardGrid } from '../../components/card-grid.tsx';
import { CheckList } from '../../components/check-list.tsx';
import { CtaBand } from '../../components/cta-band.tsx';
import { MapPinIcon } from '../../components/icons.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { BookingSection } from '../../features/quote/booking-section.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { business, primaryCities } from '../../content/business.ts';
import { servicesFor, type NeighbourhoodPageContent } from '../../content/neighbourhood-pages.ts';
import type { Benefit, PageEntry } from '../../content/types.ts';
import { ServiceLinkGrid } from '../areas/service-link-grid.tsx';
import classes from './neighbourhoods.module.css';

/** The three highlight cards SPEC gives every neighbourhood page. */
function highlights(name: string, city: string): Benefit[] {
  const { rating } = business;
  return [
    {
      title: 'Same-Day Service',
      description: `Call before ${business.sameDayCutoff} and we can often be in ${name} the same day.`,
      icon: 'clock',
    },
    {
      title: 'Local Experts',
      description: `Serving ${city} since ${business.foundedYear}: a family-owned crew that knows these streets.`,
      icon: 'map',
    },
    {
      title: 'Trusted Service',
      description: `Licensed, bonded and insured, rated ${rating.value.toFixed(1)} from ${rating.count} ${rating.source} reviews.`,
      icon: 'shield',
    },
  ];
}

export function NeighbourhoodBody({ page, content }: { page: PageEntry; content: NeighbourhoodPageContent }) {
  const { neighbourhoodName: name, cityName: city } = content;
  const cityPage = primaryCities.find((c) => c.name === city);
  const services = servicesFor(content).map((s) => ({ title: s.name, path: s.path }));
  return (
    <>
      <PageHero
        heading={page.heading}
        intro={page.intro}
        eyebrow={`${city} neighborhood`}
        quoteHref="#booking-form"
      />

      <div className={classes.banner}>
        <p className={`container ${classes.bannerInner}`}>
          <span className={classes.where}>
            <MapPinIcon size={20} /> Serving <strong>{name}</strong>, {city}, AZ
          </span>
          {cityPage && (
            <Link to={cityPage.path} className={classes.bannerLink}>
              More about {city}
            </Link>
          )}
        </p>
      </div>

      <section className="section" aria-labelledby="local-heading">
        <div className="container">
          <SectionHeading id="local-heading" title={`Your Local Crew in ${name}, ${city}`} />
          <div className={classes.prose}>
            {content.description.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <CardGrid cards={highlights(name, city)} columns={3} />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="reasons-heading">
        <div className="container">
          <SectionHeading id="reasons-heading" title={`Why ${name} Chooses Us`} />
          <div className={classes.reasons}>
            <CheckList items={content.features} columns={2} />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="services-heading">
        <div className="container">
          <SectionHeading
            id="services-heading"
            title={`Our Services in ${name}`}
            lead="Everything we haul, each with its own page of details."
          />
          <ServiceLinkGrid services={services} />
        </div>
      </section>

      <BookingSection title={`Book Your ${name} Pickup`} />

      <CtaBand
        title={`Ready to Clear Out Your ${name} Home?`}
        text="Text a photo of what needs to go for a free, upfront quote, or call and talk to the crew."
        quoteHref="#booking-form"
      />
    </>
  );
}
